// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"

#include <QColor>

class QPalette;

namespace Tandem::Ui {

// The colours of a status (pass, warn, fail, running, neither) on screen: banners, status lines,
// a failed run's verdict in a table. Like LinkBandStyle's cells they are made from the palette,
// so they follow a light or a dark theme: the status's hue mixed into the palette's window for a
// banner's background, and into the palette's text for coloured words (dark red on white, light
// red on a dark grey). The words always say the status too: the colour only adds to them.
class StatusColours
{
public:
    struct Banner
    {
        QColor background;
        QColor border;
        QColor text;
    };

    // The status's own hue: green, amber, red, blue (running), grey.
    [[nodiscard]] static QColor hue(CheckStatus status);
    // A banner on `palette`'s window: a tint of the hue, its border, and text in ink().
    [[nodiscard]] static Banner banner(CheckStatus status, const QPalette &palette);
    // Words in the status's colour, readable on `palette`'s window and base.
    [[nodiscard]] static QColor ink(CheckStatus status, const QPalette &palette);
    // A style sheet for a QLabel shown as banner(): "QLabel { background: ...; ... }".
    [[nodiscard]] static QString bannerSheet(CheckStatus status, const QPalette &palette);
    // WCAG 2's contrast ratio of two colours, 1 to 21 (4.5 is the least for body text).
    [[nodiscard]] static double contrast(const QColor &a, const QColor &b);
};

} // namespace Tandem::Ui
