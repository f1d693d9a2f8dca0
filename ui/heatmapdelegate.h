// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace Tandem::Ui {

// Paints one cell of a LinkHeatmap: the band's tint under the icon and text as the model gives
// them, a strip of the band's full hue down the left edge (the tint alone is pale), and, for the
// cell that has the keyboard's focus, a frame in the palette's highlight instead of a filled
// selection, which would hide the band's colour. GUI thread only.
class HeatmapDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HeatmapDelegate)

public:
    explicit HeatmapDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter,
               const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace Tandem::Ui
