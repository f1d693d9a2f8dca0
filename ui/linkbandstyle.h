// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "doctor/linkbands.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>

class QPalette;

namespace Tandem::Ui {

// How the Doctor's views show a LinkBand: its word, its icon (a shape, so that the band is never
// told by colour alone) and its colours. The colours are the band's hue mixed into the palette's
// own base, with the palette's text on top: a pale tint under dark text in a light theme, a dark
// tint under light text in a dark one, so every cell stays readable in both.
class LinkBandStyle
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::Ui::LinkBandStyle)

public:
    // "Expected", "Low", "Stale", "Fail", "No result" (translated).
    [[nodiscard]] static QString word(LinkBand band);
    // One of the status icons: pass for Expected, warn for Low, fail for the rest.
    [[nodiscard]] static QString iconPath(LinkBand band);
    // The band's own hue: green, amber, purple, red, grey.
    [[nodiscard]] static QColor hue(LinkBand band);
    // The hue mixed into `palette`'s base: the background of a cell.
    [[nodiscard]] static QColor background(LinkBand band, const QPalette &palette);
    // Where an item differs (the parity table): amber into the base, `strong` for the odd cells.
    [[nodiscard]] static QColor attention(const QPalette &palette, bool strong);
    // `a` with `share` of `b` in it.
    [[nodiscard]] static QColor mix(const QColor &a, const QColor &b, double share);
};

} // namespace Tandem::Ui
