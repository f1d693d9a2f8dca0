// SPDX-License-Identifier: GPL-3.0-or-later
#include "linkbandstyle.h"

#include <QPalette>

namespace Tandem::Ui {

namespace {

// How much of the hue goes into the base: enough to tell the bands apart at a glance, little
// enough that the palette's text keeps its contrast on it (light and dark themes alike).
constexpr double tintShare = 0.34;

} // namespace

QString LinkBandStyle::word(LinkBand band)
{
    switch (band) {
    case LinkBand::Expected: return tr("Expected");
    case LinkBand::Low: return tr("Low");
    case LinkBand::Stale: return tr("Stale");
    case LinkBand::Fail: return tr("Fail");
    case LinkBand::Error: return tr("No result");
    }
    return {};
}

QString LinkBandStyle::iconPath(LinkBand band)
{
    switch (band) {
    case LinkBand::Expected: return QStringLiteral(":/icons/status-pass.svg");
    case LinkBand::Low: return QStringLiteral(":/icons/status-warn.svg");
    case LinkBand::Stale:
    case LinkBand::Fail:
    case LinkBand::Error: break;
    }
    return QStringLiteral(":/icons/status-fail.svg");
}

QColor LinkBandStyle::hue(LinkBand band)
{
    // The status icons' hues (resources/icons/status-*.svg), and purple for stale: a ConnectX
    // that came up stale is a hardware state of its own, not a slow cable.
    switch (band) {
    case LinkBand::Expected: return QColor(0x2e, 0x7d, 0x32);
    case LinkBand::Low: return QColor(0xe0, 0xa8, 0x00);
    case LinkBand::Stale: return QColor(0x8e, 0x24, 0xaa);
    case LinkBand::Fail: return QColor(0xc6, 0x28, 0x28);
    case LinkBand::Error: break;
    }
    return QColor(0x75, 0x75, 0x75);
}

QColor LinkBandStyle::background(LinkBand band, const QPalette &palette)
{
    return mix(palette.color(QPalette::Base), hue(band), tintShare);
}

QColor LinkBandStyle::attention(const QPalette &palette, bool strong)
{
    return mix(palette.color(QPalette::Base), hue(LinkBand::Low), strong ? 0.45 : 0.18);
}

QColor LinkBandStyle::mix(const QColor &a, const QColor &b, double share)
{
    const auto channel = [share](int x, int y) { return int(x + (y - x) * share + 0.5); };
    return QColor(
        channel(a.red(), b.red()), channel(a.green(), b.green()), channel(a.blue(), b.blue()));
}

} // namespace Tandem::Ui
