// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonreader.h"

#include <cmath>

namespace Tandem {

QString JsonReader::at(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + QLatin1Char('.') + key;
}

QString JsonReader::at(const QString &path, qsizetype index)
{
    return path + QLatin1Char('[') + QString::number(index) + QLatin1Char(']');
}

void JsonReader::fail(const QString &path, const QString &why)
{
    if (m_error)
        return;
    QString reason = why.trimmed();
    if (reason.endsWith(QLatin1Char('.'))) // a planner's message is a sentence of its own
        reason.chop(1);
    m_error = Error{tr("The value %1 in the saved state is damaged: %2.").arg(path, reason)};
}

QJsonObject JsonReader::object(const QJsonValue &value, const QString &path)
{
    if (m_error || value.isUndefined())
        return {};
    if (!value.isObject()) {
        fail(path, tr("expected an object"));
        return {};
    }
    return value.toObject();
}

QJsonArray JsonReader::array(const QJsonValue &value, const QString &path, qsizetype maxEntries)
{
    if (m_error || value.isUndefined())
        return {};
    if (!value.isArray() || value.toArray().size() > maxEntries) {
        fail(path, tr("expected a list of at most %1 entries").arg(maxEntries));
        return {};
    }
    return value.toArray();
}

QString JsonReader::text(const QJsonValue &value, const QString &path, bool required)
{
    if (m_error)
        return {};
    if (!present(value) || (value.isString() && value.toString().isEmpty())) {
        if (required)
            fail(path, tr("expected a name"));
        return {};
    }
    if (!value.isString()) {
        fail(path, tr("expected text"));
        return {};
    }
    return value.toString();
}

QStringList JsonReader::texts(const QJsonValue &value, const QString &path, qsizetype maxEntries)
{
    const QJsonArray items = array(value, path, maxEntries);
    QStringList list;
    list.reserve(items.size());
    for (qsizetype i = 0; i < items.size() && !m_error; ++i) {
        if (!items.at(i).isString())
            fail(at(path, i), tr("expected text"));
        list << items.at(i).toString();
    }
    return m_error ? QStringList() : list;
}

int JsonReader::integer(const QJsonValue &value, const QString &path, int min, int max, int absent)
{
    if (m_error)
        return absent;
    if (value.isUndefined())
        return absent;
    const double number = value.toDouble(std::nan(""));
    if (!value.isDouble() || std::floor(number) != number || number < min || number > max) {
        fail(path, tr("expected a whole number from %1 to %2").arg(min).arg(max));
        return absent;
    }
    return int(number);
}

std::optional<int>
JsonReader::optionalInteger(const QJsonValue &value, const QString &path, int min, int max)
{
    if (m_error || !present(value))
        return std::nullopt;
    const int number = integer(value, path, min, max);
    return m_error ? std::nullopt : std::optional<int>(number);
}

bool JsonReader::boolean(const QJsonValue &value, const QString &path)
{
    if (m_error || value.isUndefined())
        return false;
    if (!value.isBool()) {
        fail(path, tr("expected true or false"));
        return false;
    }
    return value.toBool();
}

qsizetype JsonReader::choice(const QJsonValue &value,
                             const QString &path,
                             const QStringList &allowed,
                             qsizetype absent)
{
    if (m_error)
        return qMax<qsizetype>(absent, 0);
    if (!present(value) && absent >= 0)
        return absent;
    const qsizetype index = value.isString() ? allowed.indexOf(value.toString()) : -1;
    if (index < 0) {
        QStringList quoted;
        for (const QString &name : allowed)
            quoted << QLatin1Char('"') + name + QLatin1Char('"');
        fail(path, tr("expected one of %1").arg(quoted.join(QStringLiteral(", "))));
        return qMax<qsizetype>(absent, 0);
    }
    return index;
}

} // namespace Tandem
