// SPDX-License-Identifier: GPL-3.0-or-later
#include "cablinganalysis.h"

#include "checks/linkmtu.h"

#include <algorithm>

namespace Tandem {

namespace {

Check makeCheck(const char *id, const QString &node)
{
    Check check;
    check.id = QString::fromLatin1(id);
    check.node = node;
    check.title = CablingAnalysis::title(check.id);
    return check;
}

QString portName(PortSide side)
{
    return side == PortSide::Left ? CablingAnalysis::tr("left port")
                                  : CablingAnalysis::tr("right port");
}

} // namespace

QString CablingAnalysis::title(const QString &id)
{
    if (id == QLatin1String("cabling.port"))
        return tr("QSFP cable");
    if (id == QLatin1String("cabling.twins"))
        return tr("Both twins of each cabled port");
    if (id == QLatin1String("cabling.speed"))
        return tr("Link speed 200 Gb/s");
    if (id == QLatin1String("cabling.mtu"))
        return tr("Same MTU on both twins");
    if (id == QLatin1String("topology"))
        return tr("Topology");
    if (id == QLatin1String("cabling.link-mtu"))
        return tr("Same MTU at both ends of each cable");
    return id;
}

bool NodeCabling::isUp(const QString &netdev) const
{
    for (const RoceLink &link : links) {
        if (link.netdev == netdev)
            return link.up;
    }
    // No RoCE device listed for it: judge by the carrier the kernel reports.
    const NetInterface *iface = interface(netdev);
    return iface && iface->lowerUp && iface->operstate == QLatin1String("UP");
}

const NetInterface *NodeCabling::interface(const QString &netdev) const
{
    for (const NetInterface &iface : interfaces) {
        if (iface.name == netdev)
            return &iface;
    }
    return nullptr;
}

std::optional<int> NodeCabling::speedMbps(const QString &netdev) const
{
    const auto it = ethtool.constFind(netdev);
    if (it != ethtool.constEnd() && it->speedMbps)
        return *it->speedMbps;
    const auto sysfs = sysfsSpeedMbps.constFind(netdev);
    if (sysfs != sysfsSpeedMbps.constEnd())
        return *sysfs;
    return std::nullopt;
}

QList<Check> CablingAnalysis::nodeChecks(const NodeCabling &node)
{
    Check port = makeCheck("cabling.port", node.node);
    Check twins = makeCheck("cabling.twins", node.node);
    Check speed = makeCheck("cabling.speed", node.node);
    Check mtu = makeCheck("cabling.mtu", node.node);
    for (Check *check : {&port, &twins, &speed, &mtu})
        check->evidence = node.evidence;

    if (!node.errors.isEmpty()) {
        for (Check *check : {&port, &twins, &speed, &mtu}) {
            check->status = CheckStatus::Fail;
            check->detail = node.errors.join(QLatin1Char(' '));
        }
        return {port, twins, speed, mtu};
    }

    QStringList cabled;
    QStringList halfUp;
    QStringList slow;
    QStringList mtuMismatch;
    for (PortSide side : {PortSide::Left, PortSide::Right}) {
        QStringList up;
        QStringList down;
        QList<int> mtus;
        for (const QString &netdev : SparkNaming::cx7Netdevs()) {
            if (SparkNaming::sideOfNetdev(netdev) != side)
                continue;
            (node.isUp(netdev) ? up : down) << netdev;
            if (const NetInterface *iface = node.interface(netdev))
                mtus << iface->mtu;
        }
        if (up.isEmpty())
            continue;
        cabled << portName(side);
        if (!down.isEmpty()) {
            halfUp << tr("%1: %2 is up but its twin %3 is down")
                          .arg(portName(side),
                               up.join(QStringLiteral(", ")),
                               down.join(QStringLiteral(", ")));
        } else if (mtus.size() == 2 && mtus.at(0) != mtus.at(1)) {
            mtuMismatch
                << tr("%1: MTU %2 and %3").arg(portName(side)).arg(mtus.at(0)).arg(mtus.at(1));
        }
        for (const QString &netdev : std::as_const(up)) {
            const std::optional<int> mbps = node.speedMbps(netdev);
            if (!mbps)
                slow << tr("%1 reports no speed").arg(netdev);
            else if (*mbps < expectedSpeedMbps)
                slow << tr("%1 at %2 Gb/s").arg(netdev).arg(*mbps / 1000);
        }
    }

    if (cabled.isEmpty()) {
        port.status = CheckStatus::Fail;
        port.detail = tr("No ConnectX-7 interface is up: no cable, or the cable is not seated.");
        port.fix
            = tr("Connect a QSFP112 cable rated for 200 Gb/s, pull tab up, until it clicks. Use "
                 "the same port on every Spark; seen from the back, the left port is the one "
                 "next to the 10 GbE port. If the link stays down, reboot both Sparks with "
                 "the cable in.");
        for (Check *check : {&twins, &speed, &mtu}) {
            check->status = CheckStatus::Skipped;
            check->detail = tr("No cabled port.");
        }
        return {port, twins, speed, mtu};
    }
    port.status = CheckStatus::Pass;
    port.detail = tr("Cabled: %1.").arg(cabled.join(QStringLiteral(", ")));
    if (!node.notes.isEmpty())
        port.detail += QLatin1Char(' ') + node.notes.join(QLatin1Char(' '));

    twins.status = halfUp.isEmpty() ? CheckStatus::Pass : CheckStatus::Warn;
    twins.detail = halfUp.isEmpty() ? tr("Both twins of every cabled port are up.")
                                    : tr("%1. The port runs at half its bandwidth.")
                                          .arg(halfUp.join(QStringLiteral("; ")));
    if (!halfUp.isEmpty()) {
        twins.fix = tr("Reseat the cable at both ends (pull tab up), then reboot both Sparks with "
                       "the cable in. If one twin stays down, try another approved cable.");
    }

    speed.status = slow.isEmpty() ? CheckStatus::Pass : CheckStatus::Warn;
    speed.detail = slow.isEmpty() ? tr("Every twin that is up negotiated 200 Gb/s.")
                                  : tr("Below 200 Gb/s: %1.").arg(slow.join(QStringLiteral(", ")));
    if (!slow.isEmpty()) {
        speed.fix = tr("Use a QSFP112 cable rated for at least 200 Gb/s; on a switch, set the port "
                       "to 200G instead of auto-negotiation. Then reboot both ends with the cable "
                       "in.");
    }

    mtu.status = mtuMismatch.isEmpty() ? CheckStatus::Pass : CheckStatus::Warn;
    mtu.detail = mtuMismatch.isEmpty() ? tr("The twins of each cabled port have the same MTU.")
                                       : tr("%1.").arg(mtuMismatch.join(QStringLiteral("; ")));
    // The default plan leaves each twin's MTU alone (only the two ends of a link must agree,
    // cabling.link-mtu), so the fix says how to ask for one MTU instead of promising it.
    if (!mtuMismatch.isEmpty())
        mtu.fix = tr("The network plan leaves the twins' MTUs as they are unless you choose one: "
                     "choose one MTU for every interface (tandem-cli plan --mtu N, or the MTU box "
                     "on the Network plan page), then apply. Without one, the plan only makes "
                     "the two ends of each link agree.");
    return {port, twins, speed, mtu};
}

QList<InterfaceObservation> CablingAnalysis::observations(const QList<NodeCabling> &nodes)
{
    QList<InterfaceObservation> result;
    for (const NodeCabling &node : nodes) {
        for (const QString &netdev : SparkNaming::cx7Netdevs()) {
            const NetInterface *iface = node.interface(netdev);
            if (!iface)
                continue;
            const bool linkLocal = std::any_of(
                iface->addresses.cbegin(), iface->addresses.cend(), [](const IpAddress &address) {
                    return address.family == QLatin1String("inet6")
                           && address.scope == QLatin1String("link");
                });
            result << InterfaceObservation{node.node,
                                           netdev,
                                           iface->mac,
                                           node.isUp(netdev),
                                           node.neighbourMacs.value(netdev),
                                           linkLocal};
        }
    }
    return result;
}

QList<Check> CablingAnalysis::clusterChecks(const QList<NodeCabling> &nodes, Topology *topologyOut)
{
    QStringList names;
    QList<Evidence> evidence;
    for (const NodeCabling &node : nodes) {
        names << node.node;
        evidence << node.evidence;
    }
    const Topology topology = TopologyClassifier::classify(names, observations(nodes));
    if (topologyOut)
        *topologyOut = topology;

    Check check = makeCheck("topology", QString());
    check.evidence = evidence;
    if (topology.kind == TopologyKind::Unsupported || topology.kind == TopologyKind::Unknown) {
        check.status = CheckStatus::Fail;
        check.detail = topology.problem;
        check.fix = tr("Supported: 2 Sparks with one direct cable, 3 Sparks in a ring (each cabled "
                       "to the other two), or 2 or more Sparks through a switch. Shut the Sparks "
                       "down before changing cables.");
    } else {
        check.status = topology.warnings.isEmpty() ? CheckStatus::Pass : CheckStatus::Warn;
        check.detail = topology.summary;
        // The summary names the cables and ends without a full stop; the warnings are sentences.
        if (!topology.warnings.isEmpty()) {
            if (!check.detail.isEmpty() && !check.detail.back().isPunct())
                check.detail += QLatin1Char('.');
            check.detail += QLatin1Char(' ') + topology.warnings.join(QLatin1Char(' '));
        }
    }

    Check linkMtu = makeCheck("cabling.link-mtu", QString());
    linkMtu.evidence = evidence;
    QStringList mismatches;
    QStringList evened; // what the plan will write on each such link (LinkMtu)
    int compared = 0;   // links whose two ends were both up and read
    for (const Cable &cable : topology.cables) {
        if (cable.b.node == QLatin1String("switch"))
            continue;
        const NodeCabling *a = nullptr;
        const NodeCabling *b = nullptr;
        for (const NodeCabling &node : nodes) {
            if (node.node == cable.a.node)
                a = &node;
            if (node.node == cable.b.node)
                b = &node;
        }
        if (!a || !b)
            continue;
        const QStringList all = SparkNaming::cx7Netdevs();
        for (int twin = 0; twin < 2; ++twin) {
            const QString aDev = all.at((cable.a.side == PortSide::Left ? 0 : 2) + twin);
            const QString bDev = all.at((cable.b.side == PortSide::Left ? 0 : 2) + twin);
            const NetInterface *ai = a->interface(aDev);
            const NetInterface *bi = b->interface(bDev);
            if (ai && bi && a->isUp(aDev) && b->isUp(bDev))
                ++compared;
            if (ai && bi && a->isUp(aDev) && b->isUp(bDev) && ai->mtu != bi->mtu) {
                mismatches << tr("%1 %2 has MTU %3, %4 %5 has %6")
                                  .arg(a->node, aDev)
                                  .arg(ai->mtu)
                                  .arg(b->node, bDev)
                                  .arg(bi->mtu);
                if (const auto mtu = LinkMtu::evenOut({ai->mtu, bi->mtu})) {
                    evened << tr("MTU %1 on %2 %3 and %4 %5")
                                  .arg(*mtu)
                                  .arg(a->node, aDev, b->node, bDev);
                }
            }
        }
    }
    if (compared == 0) {
        // Nothing to compare is not a pass: no cable joins two nodes' interfaces that are up.
        linkMtu.status = CheckStatus::Skipped;
        linkMtu.detail = tr("No cable between two nodes was found, so there are no two ends to "
                            "compare.");
        return {check, linkMtu};
    }
    linkMtu.status = mismatches.isEmpty() ? CheckStatus::Pass : CheckStatus::Warn;
    linkMtu.detail = mismatches.isEmpty() ? tr("Both ends of every cable use the same MTU.")
                                          : mismatches.join(QStringLiteral("; "))
                                                + tr(". RoCE traffic fails between ends that "
                                                     "disagree on MTU.");
    if (!mismatches.isEmpty()) {
        linkMtu.fix = tr("The network plan writes one MTU on both ends of each such link even "
                         "when you choose none: %1 (the lower of the two, never below Linux's "
                         "default %2, or the MTU the nodes' netplan files set for both ends "
                         "where they agree). Choosing one MTU for every interface (tandem-cli plan "
                         "--mtu N, or the MTU box on the Network plan page) writes that one "
                         "instead. Apply then makes the ends agree.")
                          .arg(evened.join(QStringLiteral("; ")))
                          .arg(LinkMtu::linuxDefault);
    }
    return {check, linkMtu};
}

} // namespace Tandem
