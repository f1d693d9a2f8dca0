// SPDX-License-Identifier: GPL-3.0-or-later
#include "nodeaddress.h"

#include <QStringList>

namespace Tandem {

namespace {

QStringList identities(const QList<NodeAddress> &nodes)
{
    QStringList keys;
    for (const NodeAddress &node : nodes)
        keys << QStringLiteral("%1 %2@%3:%4").arg(node.name, node.user, node.host).arg(node.port);
    keys.sort();
    return keys;
}

} // namespace

bool sameMachines(const QList<NodeAddress> &a, const QList<NodeAddress> &b)
{
    return identities(a) == identities(b);
}

} // namespace Tandem
