// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QSettings;
class QWidget;

namespace Tandem::Ui {

// The main window's size and place from one run of Tandem to the next, as desktop programs keep
// them: QWidget::saveGeometry's bytes under "ui/geometry". app/gui/main.cpp restores them at the
// start and saves them at the end, so the tests' windows never read or write a user's settings.
class WindowGeometry
{
public:
    static constexpr const char *key = "ui/geometry";

    // Puts WINDOW where it was when Tandem last ended (on a screen that is there now: Qt moves a
    // window whose screen is gone). False, and WINDOW left as it is, without a saved place or
    // with bytes Qt cannot read.
    static bool restore(QWidget *window, const QSettings &settings);
    static void save(const QWidget *window, QSettings &settings);
};

} // namespace Tandem::Ui
