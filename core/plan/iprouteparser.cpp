// SPDX-License-Identifier: GPL-3.0-or-later
#include "iprouteparser.h"

#include "util/checkednumbers.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace Tandem {

Result<QList<IpRoute>> IpRouteParser::parse(const QByteArray &json)
{
    if (const auto tooLarge
        = checkInputSize(json.size(), InputLimits::NodeOutputBytes, tr("The routes printed by ip")))
        return tl::unexpected(*tooLarge);
    QList<IpRoute> routes;
    if (json.trimmed().isEmpty())
        return routes;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError) {
        const int line = int(json.left(error.offset).count('\n')) + 1;
        return makeError(tr("The routes printed by ip are not JSON: %1.").arg(error.errorString()),
                         line);
    }
    if (!doc.isArray())
        return makeError(tr("The routes printed by ip are not a JSON list."));
    const QJsonArray array = doc.array();
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonValue value = array.at(i);
        if (!value.isObject())
            return makeError(tr("Route %1 printed by ip is not an object.").arg(i + 1));
        const QJsonObject o = value.toObject();
        if (!o.value(QLatin1String("dst")).isString())
            return makeError(tr("Route %1 printed by ip has no destination.").arg(i + 1));
        IpRoute route;
        route.dst = o.value(QLatin1String("dst")).toString();
        for (auto [key, field] : {std::pair{"type", &route.type},
                                  std::pair{"dev", &route.dev},
                                  std::pair{"gateway", &route.gateway},
                                  std::pair{"table", &route.table},
                                  std::pair{"protocol", &route.protocol},
                                  std::pair{"prefsrc", &route.prefsrc}}) {
            const QJsonValue v = o.value(QLatin1String(key));
            if (v.isUndefined())
                continue;
            // "table" is a number for tables without a name in /etc/iproute2/rt_tables: a
            // 32-bit id. Anything else (1e300, -1, 2.5) is refused rather than read as 0.
            if (v.isDouble()) {
                const auto number = checkedInteger(v.toDouble(), 0, 0xFFFFFFFFLL);
                if (!number)
                    return makeError(tr("Route %1 printed by ip has a %2 that is out of range.")
                                         .arg(i + 1)
                                         .arg(QLatin1String(key)));
                *field = QString::number(*number);
            } else if (v.isString()) {
                *field = v.toString();
            } else {
                return makeError(tr("Route %1 printed by ip has a %2 that is not text.")
                                     .arg(i + 1)
                                     .arg(QLatin1String(key)));
            }
        }
        routes.append(route);
    }
    return routes;
}

} // namespace Tandem
