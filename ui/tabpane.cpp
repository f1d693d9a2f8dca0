// SPDX-License-Identifier: GPL-3.0-or-later
#include "tabpane.h"

namespace Tandem::Ui {

TabPane::TabPane(QWidget *parent)
    : QWidget(parent)
{}

// A page the QStackedLayout does not show is hidden (isHidden()): the layout hides every page
// but the current one, and invalidates itself when the current one changes, so these are asked
// again then.
QSize TabPane::sizeHint() const
{
    return isHidden() ? QSize(0, 0) : QWidget::sizeHint();
}

QSize TabPane::minimumSizeHint() const
{
    return isHidden() ? QSize(0, 0) : QWidget::minimumSizeHint();
}

int TabPane::heightForWidth(int width) const
{
    return isHidden() ? 0 : QWidget::heightForWidth(width);
}

} // namespace Tandem::Ui
