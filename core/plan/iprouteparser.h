// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace Tandem {

// One entry of `ip -j route show table all`. iproute2 leaves out "type" for unicast routes
// and "table" for the main table; those read as "unicast" and "main" here.
struct IpRoute
{
    QString type = QStringLiteral("unicast"); // "local", "broadcast", "multicast", ...
    QString dst; // "default", "192.168.1.0/24", "10.0.0.7" (a host route)
    QString dev;
    QString gateway;
    QString table = QStringLiteral("main");
    QString protocol;
    QString prefsrc;

    friend bool operator==(const IpRoute &, const IpRoute &) = default;
};

// Parses the JSON of `ip -j route show [table all]` (iproute2). Empty output is no routes;
// anything else that is not an array of objects with a string "dst" is refused, with the
// line of a JSON syntax error. Stateless; pure and thread-safe.
class IpRouteParser
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::IpRouteParser)

public:
    [[nodiscard]] static Result<QList<IpRoute>> parse(const QByteArray &json);
};

} // namespace Tandem
