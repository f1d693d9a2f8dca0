// SPDX-License-Identifier: GPL-3.0-or-later
#include "historyrun.h"

#include <QJsonArray>

namespace Tandem {

QJsonObject HistoryRun::toJson() const
{
    return {{QStringLiteral("id"), double(id)},
            {QStringLiteral("cluster"), cluster},
            {QStringLiteral("nodes"), QJsonArray::fromStringList(nodes)},
            {QStringLiteral("time"), time.toUTC().toString(Qt::ISODate)},
            {QStringLiteral("kind"), kind},
            {QStringLiteral("op"), op},
            {QStringLiteral("verdict"), verdict},
            {QStringLiteral("busbw_gbps"), busbw ? QJsonValue(*busbw) : QJsonValue()},
            {QStringLiteral("bytes"), double(bytes)},
            {QStringLiteral("baseline"), baseline}};
}

} // namespace Tandem
