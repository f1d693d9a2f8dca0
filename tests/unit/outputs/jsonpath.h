// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QRegularExpression>
#include <QString>

// The value at a path such as "gpus[0].name" or "links.length" in a parser's JSON, as text:
// strings as they are, numbers with up to 12 significant digits, "true"/"false", "null";
// "<missing>" where the path leads nowhere. `.length` of an array is its size.
inline QString jsonAt(const QJsonValue &root, const QString &path)
{
    static const QRegularExpression step(QStringLiteral(R"(([^.\[\]]+)|\[(\d+)\])"));
    QJsonValue value = root;
    auto it = step.globalMatch(path);
    while (it.hasNext()) {
        const auto match = it.next();
        if (match.hasCaptured(2)) {
            const qsizetype index = match.captured(2).toLongLong();
            if (!value.isArray() || index >= value.toArray().size())
                return QStringLiteral("<missing>");
            value = value.toArray().at(index);
            continue;
        }
        const QString key = match.captured(1);
        if (key == QLatin1String("length") && value.isArray()) {
            value = QJsonValue(double(value.toArray().size()));
            continue;
        }
        if (!value.isObject() || !value.toObject().contains(key))
            return QStringLiteral("<missing>");
        value = value.toObject().value(key);
    }
    if (value.isNull())
        return QStringLiteral("null");
    if (value.isBool())
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (value.isDouble())
        return QString::number(value.toDouble(), 'g', 12);
    if (value.isString())
        return value.toString();
    return QStringLiteral("<composite>");
}
