// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkednumbers.h"

#include <QCoreApplication>

#include <cmath>

namespace Tandem {

std::optional<Error> checkInputSize(qsizetype size, qsizetype limit, const QString &what)
{
    if (size <= limit)
        return std::nullopt;
    return Error{QCoreApplication::translate("Tandem::CheckedNumbers",
                                             "%1 is larger than %2 MiB, the most Tandem reads")
                     .arg(what)
                     .arg(limit / (1024 * 1024))};
}

std::optional<qint64> checkedDecimal(const QString &text, qint64 min, qint64 max)
{
    bool ok = false;
    const qint64 value = text.toLongLong(&ok);
    if (!ok || value < min || value > max)
        return std::nullopt;
    return value;
}

std::optional<qint64> checkedInteger(double value, qint64 min, qint64 max)
{
    // The cast is only reached for whole values inside qint64's range (2^63 itself is not);
    // casting anything else is undefined behaviour.
    constexpr double TwoTo63 = 9223372036854775808.0;
    if (!std::isfinite(value) || value < -TwoTo63 || value >= TwoTo63)
        return std::nullopt;
    if (value != std::trunc(value))
        return std::nullopt;
    const qint64 result = qint64(value);
    if (result < min || result > max)
        return std::nullopt;
    return result;
}

bool isFiniteWithin(double value, double min, double max)
{
    return std::isfinite(value) && value >= min && value <= max;
}

bool isMeasureWithin(double value, double max)
{
    return std::isnan(value) || isFiniteWithin(value, 0.0, max);
}

} // namespace Tandem
