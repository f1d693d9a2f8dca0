// SPDX-License-Identifier: GPL-3.0-or-later
#include "runlinks.h"

#include <algorithm>

namespace Tandem {

QList<RunLink> RunLinks::fromPlan(const AddressPlan &plan, const QList<NodeCabling> &cabling)
{
    QList<RunLink> links;
    for (const NodePlan &node : plan.nodes) {
        const NodeCabling *seen = nullptr;
        for (const NodeCabling &c : cabling) {
            if (c.node == node.node)
                seen = &c;
        }
        for (const PlannedInterface &iface : node.interfaces) {
            RunLink link;
            link.node = node.node;
            link.netdev = iface.netdev;
            for (const PlannedSubnet &subnet : plan.subnets) {
                if (subnet.members.contains(qMakePair(node.node, iface.netdev)))
                    link.subnet = subnet.cidr;
            }
            if (seen) {
                link.speedMbps = seen->speedMbps(iface.netdev);
                if (const NetInterface *now = seen->interface(iface.netdev); now && now->mtu > 0)
                    link.mtu = now->mtu;
            }
            // What the plan writes is what apply left there, unless something changed it
            // since; a newer reading (withMtus) wins over both.
            if (iface.mtu > 0)
                link.mtu = iface.mtu;
            links << link;
        }
    }
    return links;
}

QList<RunLink> RunLinks::withMtus(QList<RunLink> links,
                                  const QHash<QString, QHash<QString, int>> &mtus)
{
    for (RunLink &link : links) {
        const auto node = mtus.constFind(link.node);
        if (node == mtus.constEnd())
            continue;
        const auto mtu = node->constFind(link.netdev);
        if (mtu != node->constEnd() && *mtu > 0)
            link.mtu = *mtu;
    }
    return links;
}

QStringList RunLinks::slow(const QList<RunLink> &links, int expectedMbps)
{
    QStringList list;
    for (const RunLink &link : links) {
        if (link.speedMbps && *link.speedMbps < expectedMbps) {
            list << tr("%1 %2 at %3 Gb/s")
                        .arg(link.node, link.netdev)
                        .arg(double(*link.speedMbps) / 1000.0, 0, 'g', 4);
        }
    }
    return list;
}

QStringList RunLinks::mtuMismatches(const QList<RunLink> &links)
{
    QStringList subnets;
    for (const RunLink &link : links) {
        if (!link.subnet.isEmpty() && !subnets.contains(link.subnet))
            subnets << link.subnet;
    }
    QStringList list;
    for (const QString &subnet : std::as_const(subnets)) {
        QList<const RunLink *> ends;
        bool differ = false;
        for (const RunLink &link : links) {
            if (link.subnet != subnet || !link.mtu)
                continue;
            if (!ends.isEmpty() && *ends.constFirst()->mtu != *link.mtu)
                differ = true;
            ends << &link;
        }
        if (!differ)
            continue;
        QStringList said;
        for (const RunLink *end : std::as_const(ends))
            said << tr("%1 %2 has MTU %3").arg(end->node, end->netdev).arg(*end->mtu);
        list << said.join(QStringLiteral(", "));
    }
    return list;
}

bool RunLinks::mtusKnown(const QList<RunLink> &links)
{
    return !links.isEmpty()
           && std::all_of(links.cbegin(), links.cend(), [](const RunLink &l) { return l.mtu; });
}

} // namespace Tandem
