// SPDX-License-Identifier: GPL-3.0-or-later
#include "heatmapdelegate.h"

#include "linkbandstyle.h"
#include "models/linkheatmapmodel.h"

#include <QPainter>

namespace Tandem::Ui {

namespace {

constexpr int stripWidth = 5;
constexpr int padding = 6;

} // namespace

HeatmapDelegate::HeatmapDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{}

void HeatmapDelegate::paint(QPainter *painter,
                            const QStyleOptionViewItem &option,
                            const QModelIndex &index) const
{
    QStyleOptionViewItem plain(option);
    // The view's own selection and focus marks are replaced by the frame below.
    plain.state &= ~(QStyle::State_Selected | QStyle::State_HasFocus);
    plain.rect = option.rect.adjusted(stripWidth, 0, 0, 0);
    const QVariant band = index.data(LinkHeatmapModel::BandRole);
    const QVariant background = index.data(Qt::BackgroundRole);
    if (background.isValid())
        painter->fillRect(option.rect, background.value<QBrush>());
    if (band.isValid())
        painter->fillRect(QRect(option.rect.topLeft(), QSize(stripWidth, option.rect.height())),
                          LinkBandStyle::hue(LinkBand(band.toInt())));
    // A twin that gave no number beside the one the cell shows: a strip of "No result"'s grey
    // on the other edge, so that the colour does not pass it over either.
    if (index.data(LinkHeatmapModel::UnmeasuredRole).toInt() > 0
        && band.toInt() != int(LinkBand::Error))
        painter->fillRect(QRect(option.rect.right() - stripWidth + 1,
                                option.rect.top(),
                                stripWidth,
                                option.rect.height()),
                          LinkBandStyle::hue(LinkBand::Error));
    QStyledItemDelegate::paint(painter, plain, index);
    if (option.state & QStyle::State_HasFocus) {
        painter->save();
        QPen pen(option.palette.color(QPalette::Highlight), 3);
        pen.setJoinStyle(Qt::MiterJoin);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(option.rect.adjusted(1, 1, -2, -2));
        painter->restore();
    }
}

QSize HeatmapDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QSize size = QStyledItemDelegate::sizeHint(option, index);
    return {size.width() + stripWidth + 2 * padding, size.height() + padding};
}

} // namespace Tandem::Ui
