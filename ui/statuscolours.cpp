// SPDX-License-Identifier: GPL-3.0-or-later
#include "statuscolours.h"

#include "linkbandstyle.h"

#include <QPalette>

#include <cmath>

namespace Tandem::Ui {

namespace {

// How much of the hue goes into a banner's background and into coloured words: enough to tell
// the statuses apart, little enough that words keep at least 4.5:1 on the backgrounds in light
// and dark palettes alike (tst_statuscolours measures it for each status).
constexpr double backgroundShare = 0.14;
constexpr double inkShare = 0.55;

double luminance(const QColor &colour)
{
    const auto linear
        = [](double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF())
           + 0.0722 * linear(colour.blueF());
}

} // namespace

QColor StatusColours::hue(CheckStatus status)
{
    // The status icons' hues (resources/icons/status-*.svg).
    switch (status) {
    case CheckStatus::Pass: return QColor(0x1e, 0x8e, 0x3e);
    case CheckStatus::Warn: return QColor(0xe0, 0xa8, 0x00);
    case CheckStatus::Fail: return QColor(0xd9, 0x30, 0x25);
    case CheckStatus::Running: return QColor(0x1a, 0x73, 0xe8);
    case CheckStatus::Skipped:
    case CheckStatus::Pending: break;
    }
    return QColor(0x9a, 0xa0, 0xa6);
}

StatusColours::Banner StatusColours::banner(CheckStatus status, const QPalette &palette)
{
    return {LinkBandStyle::mix(palette.color(QPalette::Window), hue(status), backgroundShare),
            hue(status),
            ink(status, palette)};
}

QColor StatusColours::ink(CheckStatus status, const QPalette &palette)
{
    return LinkBandStyle::mix(palette.color(QPalette::WindowText), hue(status), inkShare);
}

QString StatusColours::bannerSheet(CheckStatus status, const QPalette &palette)
{
    const Banner c = banner(status, palette);
    return QStringLiteral("QLabel { background: %1; color: %2; border: 1px solid %3; "
                          "border-radius: 4px; }")
        .arg(c.background.name(), c.text.name(), c.border.name());
}

double StatusColours::contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace Tandem::Ui
