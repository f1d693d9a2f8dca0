// SPDX-License-Identifier: GPL-3.0-or-later
#include "units.h"

#include <cmath>
#include <limits>

namespace Tandem {

QString formatBytes(qint64 bytes)
{
    static const char *const units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
    // The magnitude as a double: -bytes overflows for the smallest qint64, and a recursion on
    // it never ended.
    double value = std::fabs(double(bytes));
    int unit = 0;
    while (value >= 1024.0 && unit < 5) {
        value /= 1024.0;
        ++unit;
    }
    // Whole numbers print without decimals (the usual powers of two); others keep up to two.
    const bool whole = std::fabs(value - std::round(value)) < 1e-9;
    QString number
        = whole ? QString::number(qint64(std::round(value))) : QString::number(value, 'f', 2);
    if (!whole) {
        while (number.endsWith(QLatin1Char('0')))
            number.chop(1);
        if (number.endsWith(QLatin1Char('.')))
            number.chop(1);
    }
    if (bytes < 0)
        number.prepend(QLatin1Char('-'));
    return number + QLatin1Char(' ') + QLatin1String(units[unit]);
}

std::optional<qint64> parseSize(const QString &text)
{
    QString number = text.trimmed();
    int shift = 0;
    if (!number.isEmpty()) {
        switch (number.back().toUpper().toLatin1()) {
        case 'K': shift = 10; break;
        case 'M': shift = 20; break;
        case 'G': shift = 30; break;
        case 'T': shift = 40; break;
        default: break;
        }
        if (shift)
            number.chop(1);
    }
    bool ok = false;
    const qint64 value = number.toLongLong(&ok);
    if (!ok || value <= 0 || value > (std::numeric_limits<qint64>::max() >> shift))
        return std::nullopt;
    return value << shift;
}

QString formatBandwidth(double gigabytesPerSecond)
{
    return QString::number(gigabytesPerSecond, 'f', 2) + QStringLiteral(" GB/s");
}

} // namespace Tandem
