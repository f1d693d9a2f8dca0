// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

namespace Tandem::Ui {

// A page of a QTabWidget that asks for room only while it is the page shown. A QTabWidget is as
// large as its largest page (its QStackedLayout asks every page, hidden or not, for its size and
// its height for a width), so on a page that scrolls as a whole a long list on one tab left the
// other tabs with empty space to scroll through. Hidden, a TabPane asks for nothing; shown, what
// its layout needs. GUI thread only.
class TabPane final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TabPane)

public:
    explicit TabPane(QWidget *parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    int heightForWidth(int width) const override;
};

} // namespace Tandem::Ui
