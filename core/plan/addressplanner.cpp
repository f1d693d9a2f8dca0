// SPDX-License-Identifier: GPL-3.0-or-later
#include "addressplanner.h"

#include "checks/linkmtu.h"
#include "plan/ipv4network.h"
#include "plan/netplandocument.h"

#include <QHash>

#include <algorithm>
#include <optional>
#include <tuple>

namespace Tandem {

namespace {

constexpr int kMinPrefix = 8;
constexpr int kMaxPrefix = 30;
constexpr int kMinMtu = 1280; // IPv6 (kept for link-local discovery) needs at least this
constexpr int kMaxMtu = 9216;

QString netdevFor(PortSide side, Twin twin)
{
    for (const QString &netdev : SparkNaming::cx7Netdevs()) {
        if (SparkNaming::sideOfNetdev(netdev) == side && SparkNaming::twinOfNetdev(netdev) == twin)
            return netdev;
    }
    return {};
}

// One subnet position: which (node index, netdev) pairs share it. `used` is false when it is
// reserved only (a twin that is down), so that numbering stays put.
struct Slot
{
    QList<QPair<int, QString>> members;
    bool used = false;
};

using NetplanFiles = QMap<QString, QMap<QString, QByteArray>>;

// The MTU one member's netplan files set (0: none, or its files are not known).
int configuredMtu(const QString &node, const QString &netdev, const NetplanFiles &files)
{
    const auto says = NetplanDocument::merged(files.value(node), netdev);
    return says ? says->mtu : 0;
}

// What LinkMtu makes of the MTUs the members of one subnet have now, as the cabling step read
// them, and the ones their netplan files set; nullopt when there is nothing to write.
std::optional<int> linkMtuOf(const QList<QPair<int, QString>> &members,
                             const QList<NodeCabling> &nodes,
                             const NetplanFiles &files)
{
    QList<LinkMtu::End> ends;
    for (const auto &[index, netdev] : members) {
        const NetInterface *iface = nodes.at(index).interface(netdev);
        ends << LinkMtu::End{iface ? iface->mtu : 0,
                             configuredMtu(nodes.at(index).node, netdev, files)};
    }
    return LinkMtu::forLink(ends);
}

int netdevRank(const QString &netdev)
{
    const qsizetype i = SparkNaming::cx7Netdevs().indexOf(netdev);
    return i < 0 ? 1000 : int(i);
}

} // namespace

bool PlanOptions::samePlan(const PlanOptions &a, const PlanOptions &b)
{
    if (a.mtu != b.mtu || a.prefix != b.prefix)
        return false;
    const auto first = Ipv4Network::parse(a.base, a.prefix);
    const auto second = Ipv4Network::parse(b.base, b.prefix);
    return first && second ? *first == *second : a.base.trimmed() == b.base.trimmed();
}

Result<void> AddressPlanner::checkOptions(const PlanOptions &options)
{
    if (options.prefix < kMinPrefix || options.prefix > kMaxPrefix) {
        return makeError(tr("The prefix /%1 is not supported: use a prefix from /%2 to /%3 "
                            "(/24 is the usual choice).")
                             .arg(options.prefix)
                             .arg(kMinPrefix)
                             .arg(kMaxPrefix));
    }
    const auto base = Ipv4Network::parse(options.base.trimmed(), options.prefix);
    if (!base) {
        return makeError(tr("The base \"%1\" is not an IPv4 network such as 192.168.100.0/24.")
                             .arg(options.base));
    }
    if (base->prefix != options.prefix) {
        return makeError(tr("The base %1 has prefix /%2 but the plan uses /%3 subnets: give the "
                            "same prefix for both.")
                             .arg(options.base)
                             .arg(base->prefix)
                             .arg(options.prefix));
    }
    if (base->hasHostBits()) {
        return makeError(tr("The base %1 is not a network address: its host part is not zero. "
                            "Did you mean %2?")
                             .arg(options.base, base->networkText()));
    }
    if (options.mtu != 0 && (options.mtu < kMinMtu || options.mtu > kMaxMtu)) {
        return makeError(tr("The MTU %1 is not supported: use %2 to %3 (9000 is the usual "
                            "choice), or leave it unset.")
                             .arg(options.mtu)
                             .arg(kMinMtu)
                             .arg(kMaxMtu));
    }
    return {};
}

QStringList AddressPlanner::mtuNotes(const AddressPlan &plan,
                                     const QList<NodeCabling> &nodes,
                                     const PlanOptions &options,
                                     const NetplanFiles &netplanFiles)
{
    QStringList notes;
    if (options.mtu != 0)
        return notes; // the user's MTU is on every interface; nothing was decided per link
    for (const PlannedSubnet &subnet : plan.subnets) {
        int planned = 0;
        for (const auto &[node, netdev] : subnet.members) {
            if (const NodePlan *n = plan.node(node)) {
                for (const PlannedInterface &i : n->interfaces) {
                    if (i.netdev == netdev && i.mtu > 0)
                        planned = i.mtu;
                }
            }
        }
        if (planned == 0)
            continue;
        bool configured = false; // some end's files set an MTU
        bool asMeant = true;     // every end is meant to have the planned MTU (LinkMtu::forLink)
        QStringList live;        // what runs now
        QStringList meant;       // the same, with what the files set where that differs
        for (const auto &[node, netdev] : subnet.members) {
            const int says = configuredMtu(node, netdev, netplanFiles);
            configured = configured || says > 0;
            const NetInterface *iface = nullptr;
            for (const NodeCabling &cabling : nodes) {
                if (cabling.node == node)
                    iface = cabling.interface(netdev);
            }
            const int mtu = iface ? iface->mtu : 0;
            asMeant = asMeant && (says > 0 ? says : mtu) == planned;
            if (!iface)
                continue;
            live << tr("%1 %2 has %3").arg(node, netdev).arg(mtu);
            meant << (says > 0 && says != mtu ? tr("%1 %2 has %3, its netplan sets %4")
                                                    .arg(node, netdev)
                                                    .arg(mtu)
                                                    .arg(says)
                                              : live.constLast());
        }
        if (configured && asMeant) {
            notes << tr("%1: MTU %2 on every end, as the nodes' netplan files set it (now: %3).")
                         .arg(subnet.cidr)
                         .arg(planned)
                         .arg(live.join(QStringLiteral("; ")));
        } else {
            notes << tr("%1: MTU %2 on every end, because the ends differ now (%3).")
                         .arg(subnet.cidr)
                         .arg(planned)
                         .arg(meant.join(QStringLiteral("; ")));
        }
    }
    return notes;
}

Result<AddressPlan> AddressPlanner::plan(const Topology &topology,
                                         const QList<NodeCabling> &nodes,
                                         const PlanOptions &options,
                                         const NetplanFiles &netplanFiles)
{
    if (const auto checked = checkOptions(options); !checked)
        return tl::unexpected(checked.error());
    const auto base = Ipv4Network::parse(options.base.trimmed(), options.prefix); // checked above

    switch (topology.kind) {
    case TopologyKind::Direct:
    case TopologyKind::Ring:
    case TopologyKind::Switch: break;
    case TopologyKind::Unsupported:
        return makeError(
            topology.problem.isEmpty()
                ? tr("The cabling is not a supported topology, so there is nothing to plan.")
                : tr("The cabling is not a supported topology: %1").arg(topology.problem));
    case TopologyKind::Unknown:
        return makeError(tr("The topology is not known yet: run the cabling step first."));
    }

    QHash<QString, int> indexOf;
    for (int i = 0; i < nodes.size(); ++i) {
        if (nodes.at(i).node.isEmpty())
            return makeError(tr("A node without a name cannot be planned."));
        if (indexOf.contains(nodes.at(i).node))
            return makeError(tr("The node %1 is listed twice.").arg(nodes.at(i).node));
        indexOf.insert(nodes.at(i).node, i);
    }
    const QString switchName = QStringLiteral("switch");
    auto known = [&](const CableEnd &end) -> Result<int> {
        if (!indexOf.contains(end.node))
            return makeError(tr("The cable to %1 leads to a node that is not part of the cluster.")
                                 .arg(end.node));
        if (end.side == PortSide::Unknown)
            return makeError(tr("It is not known which port of %1 the cable uses.").arg(end.node));
        return indexOf.value(end.node);
    };

    QList<Slot> positions;
    if (topology.kind == TopologyKind::Switch) {
        // One port per node: the first cable found for it, left before right, so a node with
        // both ports on the switch still gets one address per twin and no ambiguous routes.
        QList<PortSide> portOf(nodes.size(), PortSide::Unknown);
        for (const Cable &cable : topology.cables) {
            const CableEnd &end = cable.a.node == switchName ? cable.b : cable.a;
            const Result<int> i = known(end);
            if (!i)
                return tl::unexpected(i.error());
            if (portOf[*i] == PortSide::Unknown || end.side == PortSide::Left)
                portOf[*i] = end.side;
        }
        for (Twin twin : {Twin::Primary, Twin::Secondary}) {
            Slot slot;
            for (int i = 0; i < nodes.size(); ++i) {
                if (portOf.at(i) == PortSide::Unknown)
                    continue;
                const QString netdev = netdevFor(portOf.at(i), twin);
                if (nodes.at(i).isUp(netdev))
                    slot.members.append({i, netdev});
            }
            slot.used = slot.members.size() >= 2;
            positions.append(slot);
        }
    } else {
        struct Link
        {
            int a;
            PortSide sideA;
            int b;
            PortSide sideB;
        };
        QList<Link> links;
        for (const Cable &cable : topology.cables) {
            const Result<int> a = known(cable.a);
            if (!a)
                return tl::unexpected(a.error());
            const Result<int> b = known(cable.b);
            if (!b)
                return tl::unexpected(b.error());
            if (*a == *b)
                return makeError(tr("A cable joins %1 to itself.").arg(cable.a.node));
            Link link{*a, cable.a.side, *b, cable.b.side};
            if (link.a > link.b) {
                std::swap(link.a, link.b);
                std::swap(link.sideA, link.sideB);
            }
            links.append(link);
        }
        // The classifier's cable order follows the order answers came in; sort so the same
        // cabling always gets the same subnets.
        std::sort(links.begin(), links.end(), [](const Link &x, const Link &y) {
            return std::tie(x.a, x.b, x.sideA, x.sideB) < std::tie(y.a, y.b, y.sideA, y.sideB);
        });
        for (const Link &link : std::as_const(links)) {
            for (Twin twin : {Twin::Primary, Twin::Secondary}) {
                const QString na = netdevFor(link.sideA, twin);
                const QString nb = netdevFor(link.sideB, twin);
                Slot slot;
                slot.members = {{link.a, na}, {link.b, nb}};
                slot.used = nodes.at(link.a).isUp(na) && nodes.at(link.b).isUp(nb);
                positions.append(slot);
            }
        }
    }

    // Does it fit? Hosts 10 .. 10+n-1 inside each block (broadcast excluded), and every block
    // inside the octet the prefix ends in: 192.168.255.0/24 has no next /24 in 192.168.
    const std::uint64_t blockSize = std::uint64_t(1) << (32 - options.prefix);
    const std::uint64_t lastHost
        = std::uint64_t(PlanOptions::firstHost) + std::uint64_t(nodes.size()) - 1;
    if (lastHost > blockSize - 2) {
        return makeError(tr("A /%1 subnet is too small for %2 nodes numbered from .%3: use a "
                            "shorter prefix such as /24.")
                             .arg(options.prefix)
                             .arg(nodes.size())
                             .arg(PlanOptions::firstHost));
    }
    const int fixedBits = ((options.prefix - 1) / 8) * 8;
    const std::uint64_t last
        = std::uint64_t(base->network())
          + blockSize * std::uint64_t(qMax<qsizetype>(positions.size(), 1) - 1);
    const std::uint32_t fixedMask = fixedBits == 0 ? 0u : ~std::uint32_t(0) << (32 - fixedBits);
    if (last > 0xffffffffULL
        || (std::uint32_t(last) & fixedMask) != (base->network() & fixedMask)) {
        return makeError(
            tr("%1 subnets starting at %2 do not fit: the last one would run past %3. "
               "Choose a lower base with --base.")
                .arg(positions.size())
                .arg(base->networkText(),
                     Ipv4Network{base->network() | ~fixedMask, 32}.networkText().section(
                         QLatin1Char('/'), 0, 0)));
    }

    AddressPlan plan;
    plan.mtu = options.mtu;
    QList<QList<PlannedInterface>> perNode(nodes.size());
    for (qsizetype s = 0; s < positions.size(); ++s) {
        const Slot &slot = positions.at(s);
        if (!slot.used)
            continue;
        const std::uint32_t network = base->network() + std::uint32_t(blockSize * std::uint64_t(s));
        // RoCE fails between ends with different MTUs, so a link whose ends differ now gets one
        // MTU written on every end even when the user chose none, and one whose netplan files
        // set an MTU keeps it (docs/netplan.md, "MTU").
        int mtu = options.mtu;
        if (mtu == 0)
            mtu = linkMtuOf(slot.members, nodes, netplanFiles).value_or(0);
        PlannedSubnet subnet;
        subnet.cidr = Ipv4Network{network, options.prefix}.networkText();
        for (const auto &[index, netdev] : slot.members) {
            subnet.members.append({nodes.at(index).node, netdev});
            PlannedInterface iface;
            iface.netdev = netdev;
            iface.address
                = Ipv4Network::addressText(network + std::uint32_t(PlanOptions::firstHost + index));
            iface.prefix = options.prefix;
            iface.mtu = mtu;
            perNode[index].append(iface);
        }
        plan.subnets.append(subnet);
    }
    for (int i = 0; i < nodes.size(); ++i) {
        if (perNode.at(i).isEmpty()) {
            return makeError(tr("%1 has no cabled twin that is up at both ends, so it cannot get "
                                "an address. Check its cables (cabling step).")
                                 .arg(nodes.at(i).node));
        }
        std::stable_sort(perNode[i].begin(),
                         perNode[i].end(),
                         [](const PlannedInterface &x, const PlannedInterface &y) {
                             return netdevRank(x.netdev) < netdevRank(y.netdev);
                         });
        plan.nodes.append({nodes.at(i).node, perNode.at(i)});
    }
    return plan;
}

} // namespace Tandem
