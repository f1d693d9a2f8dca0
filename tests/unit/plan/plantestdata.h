// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/cablinganalysis.h"
#include "inventory/topology.h"
#include "plan/addressplan.h"
#include "plan/addressplanner.h"

#include <QStringList>

namespace Tandem::Test {

// A node as the cabling step saw it: ibdev2netdev lists all four CX7 functions, `up` are Up.
inline NodeCabling cablingNode(const QString &name, const QStringList &up)
{
    NodeCabling node;
    node.node = name;
    for (const QString &netdev : SparkNaming::cx7Netdevs()) {
        RoceLink link;
        link.roceDevice = SparkNaming::roceDeviceForNetdev(netdev).value_or(QString());
        link.port = 1;
        link.netdev = netdev;
        link.up = up.contains(netdev);
        link.side = SparkNaming::sideOfNetdev(netdev);
        link.twin = SparkNaming::twinOfNetdev(netdev);
        node.links << link;
        NetInterface iface;
        iface.name = netdev;
        iface.operstate = link.up ? QStringLiteral("UP") : QStringLiteral("DOWN");
        iface.lowerUp = link.up;
        iface.mtu = 1500;
        node.interfaces << iface;
    }
    return node;
}

inline const QStringList rightTwins{QStringLiteral("enp1s0f1np1"), QStringLiteral("enP2p1s0f1np1")};
inline const QStringList leftTwins{QStringLiteral("enp1s0f0np0"), QStringLiteral("enP2p1s0f0np0")};

inline Topology topology(TopologyKind kind, const QList<Cable> &cables)
{
    Topology t;
    t.kind = kind;
    t.cables = cables;
    return t;
}

inline Cable cable(const QString &a, PortSide sideA, const QString &b, PortSide sideB)
{
    return Cable{{a, sideA}, {b, sideB}, 2};
}

// The playbook's two nodes, right port to right port, both twins up.
inline Topology directRight()
{
    return topology(TopologyKind::Direct,
                    {cable(QStringLiteral("spark-a"),
                           PortSide::Right,
                           QStringLiteral("spark-b"),
                           PortSide::Right)});
}

inline QList<NodeCabling> twoNodesRightUp()
{
    return {cablingNode(QStringLiteral("spark-a"), rightTwins),
            cablingNode(QStringLiteral("spark-b"), rightTwins)};
}

// One line per planned interface: "node netdev a.b.c.d/p mtu".
inline QStringList describe(const AddressPlan &plan)
{
    QStringList lines;
    for (const NodePlan &node : plan.nodes) {
        for (const PlannedInterface &i : node.interfaces)
            lines << QStringLiteral("%1 %2 %3 %4").arg(node.node, i.netdev, i.cidr()).arg(i.mtu);
    }
    return lines;
}

} // namespace Tandem::Test
