// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepsidebar.h"

#include "models/checklistmodel.h"

#include <QIcon>
#include <QPainter>
#include <QPixmap>

namespace Tandem::Ui {

namespace {

constexpr int iconSide = 22;

// The step's own icon with its last status as a badge in the corner, so the sidebar reads as
// the flow's progress without losing which step is which.
QIcon badgedIcon(StepId step, std::optional<CheckStatus> status)
{
    QIcon base(StepText::iconPath(step));
    if (!status) {
        base.addFile(StepText::iconPath(step), {}, QIcon::Selected);
        return base;
    }
    QPixmap pixmap(iconSide * 2, iconSide * 2); // drawn at twice the size: sharp on HiDPI
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    base.paint(&painter, QRect(0, 0, iconSide * 2, iconSide * 2));
    const int badge = iconSide + 2;
    const QRect corner(pixmap.width() - badge, pixmap.height() - badge, badge, badge);
    painter.setPen(Qt::NoPen);
    painter.setBrush(Qt::white);
    painter.drawEllipse(corner);
    QIcon(CheckListModel::statusIconPath(*status)).paint(&painter, corner.adjusted(2, 2, -2, -2));
    painter.end();
    QIcon icon(pixmap);
    // The same picture when selected: Qt's default tint would wash the badge out.
    icon.addPixmap(pixmap, QIcon::Selected);
    return icon;
}

} // namespace

StepSidebar::StepSidebar(QWidget *parent)
    : QListWidget(parent)
{
    setObjectName(QStringLiteral("stepSidebar"));
    setSelectionMode(QAbstractItemView::SingleSelection);
    setIconSize(QSize(iconSide, iconSide));
    setSpacing(2);
    setUniformItemSizes(true);
    setMinimumWidth(190);
    setMaximumWidth(260);
    for (StepId step : StepText::all()) {
        auto *item = new QListWidgetItem(QIcon(StepText::iconPath(step)), QString(), this);
        item->setData(Qt::UserRole, int(step));
        item->setData(ReadyRole, step == StepId::Devices);
    }
    retranslate();
    connect(this, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0)
            Q_EMIT stepSelected(StepId(item(row)->data(Qt::UserRole).toInt()));
    });
}

void StepSidebar::selectStep(StepId step)
{
    // Selected again too after the run history cleared the highlight from the same row.
    setCurrentRow(int(step), QItemSelectionModel::ClearAndSelect);
}

void StepSidebar::setStepState(StepId step,
                               std::optional<CheckStatus> status,
                               bool ready,
                               const QString &reason)
{
    QListWidgetItem *it = item(int(step));
    if (!it)
        return;
    if (status)
        it->setData(StatusRole, int(*status));
    else
        it->setData(StatusRole, QVariant());
    it->setData(ReadyRole, ready);
    it->setData(ReasonRole, reason);
    it->setIcon(badgedIcon(step, status));
    updateItem(int(step));
}

void StepSidebar::setStepNote(StepId step, const QString &note)
{
    if (QListWidgetItem *it = item(int(step))) {
        it->setData(NoteRole, note);
        updateItem(int(step));
    }
}

QString StepSidebar::stepNote(StepId step) const
{
    const QListWidgetItem *it = item(int(step));
    return it ? it->data(NoteRole).toString() : QString();
}

std::optional<CheckStatus> StepSidebar::stepStatus(StepId step) const
{
    const QVariant status = item(int(step))->data(StatusRole);
    if (!status.isValid())
        return std::nullopt;
    return CheckStatus(status.toInt());
}

bool StepSidebar::isStepReady(StepId step) const
{
    return item(int(step))->data(ReadyRole).toBool();
}

void StepSidebar::updateItem(int row)
{
    QListWidgetItem *it = item(row);
    const StepId step = StepText::all().at(row);
    const QString reason = it->data(ReasonRole).toString();
    const QString note = it->data(NoteRole).toString();
    const bool ready = it->data(ReadyRole).toBool();
    it->setText(StepText::listed(step));
    QStringList tip{StepText::summary(step)};
    for (const QString &part : {note, reason}) {
        if (!part.isEmpty())
            tip << part;
    }
    it->setToolTip(tip.join(QStringLiteral("\n\n")));
    // Greyed, not disabled: the page of a step that cannot run yet can still be read.
    it->setForeground(
        palette().brush(ready ? QPalette::Active : QPalette::Disabled, QPalette::Text));
}

void StepSidebar::retranslate()
{
    setAccessibleName(tr("Steps"));
    for (int row = 0; row < count(); ++row)
        updateItem(row);
}

} // namespace Tandem::Ui
