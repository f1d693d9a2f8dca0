// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepsidebar.h"

#include <QIcon>

namespace Tandem::Ui {

StepSidebar::StepSidebar(QWidget *parent)
    : QListWidget(parent)
{
    setObjectName(QStringLiteral("stepSidebar"));
    setSelectionMode(QAbstractItemView::SingleSelection);
    setIconSize(QSize(22, 22));
    setSpacing(2);
    setUniformItemSizes(true);
    setMinimumWidth(190);
    setMaximumWidth(260);
    for (Step step : StepText::all()) {
        auto *item = new QListWidgetItem(QIcon(StepText::iconPath(step)), QString(), this);
        item->setData(Qt::UserRole, int(step));
    }
    retranslate();
    connect(this, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0)
            Q_EMIT stepSelected(Step(item(row)->data(Qt::UserRole).toInt()));
    });
}

void StepSidebar::selectStep(Step step)
{
    setCurrentRow(int(step));
}

void StepSidebar::retranslate()
{
    const auto steps = StepText::all();
    for (int row = 0; row < count(); ++row) {
        const Step step = steps.at(row);
        item(row)->setText(QStringLiteral("%1. %2").arg(row + 1).arg(StepText::title(step)));
        item(row)->setToolTip(StepText::summary(step));
    }
}

} // namespace Tandem::Ui
