// SPDX-License-Identifier: GPL-3.0-or-later
#include "plannedaddresses.h"

#include "inventory/ipjsonparser.h"

namespace Tandem {

QStringList missingAddresses(const QByteArray &ipJson, const QList<QPair<QString, QString>> &wanted)
{
    const auto interfaces = IpJsonParser::parse(ipJson);
    QStringList missing;
    for (const auto &[netdev, address] : wanted) {
        bool found = false;
        if (interfaces) {
            for (const NetInterface &i : *interfaces) {
                if (i.name != netdev)
                    continue;
                for (const IpAddress &a : i.addresses)
                    found = found || a.local == address;
            }
        }
        if (!found)
            missing.append(address + QStringLiteral(" on ") + netdev);
    }
    return missing;
}

} // namespace Tandem
