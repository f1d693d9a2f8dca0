// SPDX-License-Identifier: GPL-3.0-or-later
#include "liveplan.h"

#include "plan/ipv4network.h"

#include <QMap>

namespace Tandem {

namespace {

struct End
{
    QString node;
    QString netdev;
    QString address;
    int prefix = 32;
};

// subnet text -> the ends on it, in scan order.
QList<QPair<QString, QList<End>>> subnetsOf(const QList<NodeScan> &scans)
{
    QList<QPair<QString, QList<End>>> subnets;
    for (const NodeScan &scan : scans) {
        for (const ScannedNetdev &n : scan.netdevs) {
            if (n.addresses.isEmpty())
                continue;
            const auto net = Ipv4Network::parse(n.addresses.first(), 32);
            if (!net)
                continue;
            const QString cidr = net->networkText();
            End end{scan.node, n.netdev, Ipv4Network::addressText(net->address), net->prefix};
            auto it = std::find_if(
                subnets.begin(), subnets.end(), [&](const auto &s) { return s.first == cidr; });
            if (it == subnets.end())
                subnets.append({cidr, {end}});
            else
                it->second << end;
        }
    }
    return subnets;
}

bool isLinkLocal(const QString &cidr)
{
    return cidr.startsWith(QLatin1String("169.254."));
}

} // namespace

AddressPlan LivePlan::from(const QList<NodeScan> &scans)
{
    AddressPlan plan;
    const auto subnets = subnetsOf(scans);
    for (const NodeScan &scan : scans) {
        NodePlan node;
        node.node = scan.node;
        for (const auto &subnet : subnets) {
            for (const End &end : subnet.second) {
                if (end.node == scan.node) {
                    const ScannedNetdev *n = scan.netdev(end.netdev);
                    node.interfaces
                        << PlannedInterface{end.netdev, end.address, end.prefix, n ? n->mtu : 0};
                }
            }
        }
        plan.nodes << node;
    }
    for (const auto &subnet : subnets) {
        PlannedSubnet s;
        s.cidr = subnet.first;
        for (const End &end : subnet.second)
            s.members << qMakePair(end.node, end.netdev);
        plan.subnets << s;
    }
    return plan;
}

QList<TwinLink> LivePlan::twinLinks(const QList<NodeScan> &scans)
{
    QList<TwinLink> links;
    QStringList order;
    for (const NodeScan &scan : scans)
        order << scan.node;
    for (const auto &subnet : subnetsOf(scans)) {
        const QList<End> &ends = subnet.second;
        for (qsizetype i = 0; i < ends.size(); ++i) {
            for (qsizetype j = i + 1; j < ends.size(); ++j) {
                End x = ends.at(i);
                End y = ends.at(j);
                if (x.node == y.node)
                    continue; // two twins of one node in one subnet: a plan problem, not a link
                if (isLinkLocal(subnet.first) && x.netdev != y.netdev)
                    continue;
                if (order.indexOf(x.node) > order.indexOf(y.node))
                    std::swap(x, y);
                links << TwinLink{
                    x.node, y.node, x.netdev, y.netdev, x.address, y.address, subnet.first};
            }
        }
    }
    return links;
}

} // namespace Tandem
