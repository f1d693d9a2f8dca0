// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonValue>
#include <QString>

#include <optional>
#include <type_traits>

namespace Tandem {

// The JSON rule of every parser's output (docs/cli-json.md, "Null rules"): what the input did
// not print is null, never "" or 0.
[[nodiscard]] inline QJsonValue jsonOrNull(const QString &text)
{
    return text.isEmpty() ? QJsonValue() : QJsonValue(text);
}

template<typename T>
[[nodiscard]] QJsonValue jsonOrNull(const std::optional<T> &value)
{
    if (!value)
        return QJsonValue();
    if constexpr (std::is_same_v<T, bool>)
        return QJsonValue(*value);
    else if constexpr (std::is_arithmetic_v<T>)
        return QJsonValue(double(*value));
    else
        return QJsonValue(*value);
}

} // namespace Tandem
