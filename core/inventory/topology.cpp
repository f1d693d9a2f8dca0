// SPDX-License-Identifier: GPL-3.0-or-later
#include "topology.h"

#include <QHash>
#include <QSet>

namespace Tandem {

namespace {

struct Endpoint
{
    QString node;
    QString netdev;
};

QString sideName(PortSide side)
{
    return SparkNaming::displayName(side);
}

QString cableText(const Cable &cable)
{
    const QString b = cable.b.node == QLatin1String("switch")
                          ? TopologyClassifier::tr("switch")
                          : QStringLiteral("%1 %2").arg(cable.b.node, sideName(cable.b.side));
    return QStringLiteral("%1 %2 \u2194 %3").arg(cable.a.node, sideName(cable.a.side), b);
}

// The ports that are up yet found nobody because they have no IPv6 link-local address to send
// the probe from, as "node netdev" (the cause to name when a cable seems missing).
QStringList withoutLinkLocal(const QList<InterfaceObservation> &observations)
{
    QStringList ports;
    for (const InterfaceObservation &o : observations) {
        if (o.up && !o.linkLocal && o.neighbourMacs.isEmpty())
            ports << QStringLiteral("%1 %2").arg(o.node, o.netdev);
    }
    return ports;
}

} // namespace

QString TopologyClassifier::linkLocalCause(const QStringList &ports)
{
    if (ports.isEmpty())
        return {};
    return tr("No IPv6 link-local address on %1: the topology probe sends from it, so nobody "
              "answered there. Enable IPv6 on the port (sysctl "
              "net.ipv6.conf.<port>.disable_ipv6=0, "
              "or link-local: [ipv6] in its netplan) and run the check again.")
        .arg(ports.join(QStringLiteral(", ")));
}

QString TopologyClassifier::summaryOf(const Topology &topology)
{
    if (topology.cables.isEmpty())
        return topology.summary; // a session saved without its cables: only its own words
    QStringList cableTexts;
    for (const Cable &cable : topology.cables)
        cableTexts << cableText(cable);
    switch (topology.kind) {
    case TopologyKind::Direct:
        return tr("2 nodes, direct cable: %1").arg(cableTexts.join(QStringLiteral("; ")));
    case TopologyKind::Ring:
        return tr("3 nodes in a ring: %1").arg(cableTexts.join(QStringLiteral("; ")));
    case TopologyKind::Switch: {
        QSet<QString> onSwitch;
        for (const Cable &cable : topology.cables)
            onSwitch.insert(cable.a.node);
        return tr("%1 nodes through a switch").arg(onSwitch.size());
    }
    case TopologyKind::Unsupported:
    case TopologyKind::Unknown: break;
    }
    return topology.summary;
}

QString TopologyClassifier::kindName(TopologyKind kind)
{
    switch (kind) {
    case TopologyKind::Direct: return tr("direct cable");
    case TopologyKind::Ring: return tr("ring");
    case TopologyKind::Switch: return tr("switch");
    case TopologyKind::Unsupported: return tr("unsupported");
    case TopologyKind::Unknown: break;
    }
    return tr("unknown");
}

Topology TopologyClassifier::classify(const QStringList &nodes,
                                      const QList<InterfaceObservation> &observations)
{
    Topology topology;
    QHash<QString, Endpoint> byMac;
    for (const InterfaceObservation &o : observations) {
        if (!o.mac.isEmpty())
            byMac.insert(o.mac.toLower(), {o.node, o.netdev});
    }

    // Per interface: the other nodes that answered on it. One peer is a direct cable; two or
    // more mean the interface sits on a switch (or a hub of some kind).
    struct Key
    {
        QString node;
        PortSide side;
        QString peer;
        PortSide peerSide;
    };
    QList<Key> direct;
    QHash<QString, int> twinsPerCable; // "a|side|b|side" -> twins seen
    QSet<QString> switchPorts;         // "node|side"
    QSet<QString> connected;
    for (const InterfaceObservation &o : observations) {
        if (!o.up)
            continue;
        QSet<QString> peerNodes;
        Endpoint peer;
        for (const QString &mac : o.neighbourMacs) {
            const auto it = byMac.constFind(mac.toLower());
            if (it == byMac.constEnd() || it->node == o.node)
                continue;
            peerNodes.insert(it->node);
            peer = *it;
        }
        const PortSide side = SparkNaming::sideOfNetdev(o.netdev);
        if (peerNodes.size() >= 2) {
            switchPorts.insert(o.node + QLatin1Char('|') + QString::number(int(side)));
            connected.insert(o.node);
            for (const QString &p : std::as_const(peerNodes))
                connected.insert(p);
        } else if (peerNodes.size() == 1) {
            const PortSide peerSide = SparkNaming::sideOfNetdev(peer.netdev);
            const QString key = QStringLiteral("%1|%2|%3|%4")
                                    .arg(o.node)
                                    .arg(int(side))
                                    .arg(peer.node)
                                    .arg(int(peerSide));
            if (!twinsPerCable.contains(key))
                direct.append({o.node, side, peer.node, peerSide});
            ++twinsPerCable[key];
            connected.insert(o.node);
            connected.insert(peer.node);
        }
    }

    for (const QString &node : nodes) {
        if (!connected.contains(node))
            topology.uncabled << node;
    }

    if (!switchPorts.isEmpty()) {
        // Every node on the switch, through one port each, and no direct cable beside it.
        QSet<QString> onSwitch;
        for (const QString &port : std::as_const(switchPorts)) {
            const QStringList parts = port.split(QLatin1Char('|'));
            onSwitch.insert(parts.at(0));
            topology.cables.append({{parts.at(0), PortSide(parts.at(1).toInt())},
                                    {QStringLiteral("switch"), PortSide::Unknown},
                                    2});
        }
        if (!direct.isEmpty()) {
            topology.kind = TopologyKind::Unsupported;
            topology.problem = tr("Some nodes are cabled to each other and others through a "
                                  "switch. Direct and switched links must not be mixed: cable "
                                  "every node to the switch only.");
            return topology;
        }
        topology.kind = TopologyKind::Switch;
        topology.summary = summaryOf(topology);
        if (onSwitch.size() < nodes.size()) {
            topology.kind = TopologyKind::Unsupported;
            topology.problem = tr("Not every node answered through the switch: %1.")
                                   .arg(topology.uncabled.join(QStringLiteral(", ")));
        }
        return topology;
    }

    // Direct cables: each seen from both ends; keep one entry per physical cable.
    QSet<QString> seen;
    QStringList positionWarnings;
    QHash<QString, int> cablesPerPair;
    QHash<QString, QSet<int>> sidesPerNode;
    for (const Key &k : std::as_const(direct)) {
        const QString forward = QStringLiteral("%1|%2|%3|%4")
                                    .arg(k.node)
                                    .arg(int(k.side))
                                    .arg(k.peer)
                                    .arg(int(k.peerSide));
        const QString backward = QStringLiteral("%1|%2|%3|%4")
                                     .arg(k.peer)
                                     .arg(int(k.peerSide))
                                     .arg(k.node)
                                     .arg(int(k.side));
        if (seen.contains(backward))
            continue;
        seen.insert(forward);
        const int twins = qMax(twinsPerCable.value(forward), twinsPerCable.value(backward));
        Cable cable{{k.node, k.side}, {k.peer, k.peerSide}, twins};
        topology.cables.append(cable);
        const QString pair = k.node < k.peer ? k.node + QLatin1Char('|') + k.peer
                                             : k.peer + QLatin1Char('|') + k.node;
        ++cablesPerPair[pair];
        sidesPerNode[k.node].insert(int(k.side));
        sidesPerNode[k.peer].insert(int(k.peerSide));
        if (k.side != k.peerSide) {
            // Only a concern for two nodes: in a ring each cable joins a right port to a left one.
            positionWarnings << tr("The cable %1 uses different ports at its two ends. It "
                                   "works, but the playbooks expect the same port on every "
                                   "node; consider moving one end.")
                                    .arg(cableText(cable));
        }
        if (twins < 2) {
            // Both twins up at both ends yet one silent is most often a port that came up a
            // moment ago (the probe already looked twice); a port without a link-local address
            // is named instead.
            const QStringList silent = withoutLinkLocal(observations);
            topology.warnings << (silent.isEmpty()
                                      ? tr("Only one twin of the cable %1 answered: the link runs "
                                           "at half bandwidth. If a port came up moments ago, "
                                           "run the check again.")
                                            .arg(cableText(cable))
                                      : tr("Only one twin of the cable %1 answered. %2")
                                            .arg(cableText(cable), linkLocalCause(silent)));
        }
    }
    for (auto it = cablesPerPair.cbegin(); it != cablesPerPair.cend(); ++it) {
        if (it.value() > 1) {
            topology.warnings << tr("%1 and %2 are joined by %3 cables. A second cable between "
                                    "the same two Sparks adds no bandwidth; use it for a third "
                                    "node or a switch.")
                                     .arg(it.key().section(QLatin1Char('|'), 0, 0),
                                          it.key().section(QLatin1Char('|'), 1, 1))
                                     .arg(it.value());
        }
    }

    if (topology.cables.isEmpty()) {
        topology.kind = TopologyKind::Unsupported;
        const QStringList silent = withoutLinkLocal(observations);
        topology.problem
            = silent.isEmpty()
                  ? tr("No node was found across any cable. Check that a QSFP cable "
                       "joins the nodes and that both twins of its ports are up.")
                  : tr("No node was found across any cable. %1").arg(linkLocalCause(silent));
        return topology;
    }
    if (!topology.uncabled.isEmpty()) {
        topology.kind = TopologyKind::Unsupported;
        const QStringList silent = withoutLinkLocal(observations);
        topology.problem
            = tr("No cable reaches %1.").arg(topology.uncabled.join(QStringLiteral(", ")));
        if (!silent.isEmpty())
            topology.problem += QLatin1Char(' ') + linkLocalCause(silent);
        return topology;
    }
    if (nodes.size() == 2) {
        topology.warnings << positionWarnings;
        topology.kind = TopologyKind::Direct;
        topology.summary = summaryOf(topology);
        return topology;
    }
    if (nodes.size() == 3) {
        bool ring = cablesPerPair.size() == 3;
        for (const QString &node : nodes)
            ring = ring && sidesPerNode.value(node).size() == 2;
        if (ring) {
            topology.kind = TopologyKind::Ring;
            topology.summary = summaryOf(topology);
            return topology;
        }
        topology.kind = TopologyKind::Unsupported;
        topology.problem = tr("Three nodes in a chain are not supported (the middle node would "
                              "forward traffic). Cable the two end nodes to each other to make "
                              "a ring, or use a switch.");
        return topology;
    }
    topology.kind = TopologyKind::Unsupported;
    topology.problem = tr("%1 Sparks cabled directly are not supported: four or more Sparks need "
                          "a switch.")
                           .arg(nodes.size());
    return topology;
}

} // namespace Tandem
