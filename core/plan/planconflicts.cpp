// SPDX-License-Identifier: GPL-3.0-or-later
#include "planconflicts.h"

#include "inventory/nmcliparser.h"
#include "inventory/sparknaming.h"
#include "plan/iprouteparser.h"
#include "plan/ipv4network.h"
#include "plan/netplandocument.h"
#include "ssh/shellquote.h"

#include <QHash>
#include <QSet>

namespace Tandem {

namespace {

Check makeCheck(const char *id,
                const QString &node,
                const QString &title,
                const QList<Evidence> &evidence)
{
    Check check;
    check.id = QString::fromLatin1(id);
    check.node = node;
    check.title = title;
    check.status = CheckStatus::Pass;
    check.evidence = evidence;
    return check;
}

void skip(Check &check, const QString &why)
{
    check.status = CheckStatus::Skipped;
    check.detail = why;
}

QString list(const QStringList &items)
{
    return items.join(QStringLiteral(", "));
}

const NodeCabling *cablingOf(const QList<NodeCabling> &cabling, const QString &node)
{
    for (const NodeCabling &c : cabling) {
        if (c.node == node)
            return &c;
    }
    return nullptr;
}

const NodeNetworkState *stateOf(const QList<NodeNetworkState> &states, const QString &node)
{
    for (const NodeNetworkState &s : states) {
        if (s.node == node)
            return &s;
    }
    return nullptr;
}

QList<Ipv4Network> ipv4Of(const NetInterface &iface)
{
    QList<Ipv4Network> nets;
    for (const IpAddress &a : iface.addresses) {
        if (a.family != QLatin1String("inet"))
            continue;
        if (const auto net = Ipv4Network::parse(a.local, a.prefixlen))
            nets << *net;
    }
    return nets;
}

bool isOwnFile(const QString &file)
{
    return file == QLatin1String(NetplanDocument::fileName);
}

// --- rules ---------------------------------------------------------------------------------

Check mgmtOverlap(const NodePlan &node,
                  const NodeCabling *cabling,
                  const NodeNetworkState *state,
                  const QList<Evidence> &evidence)
{
    Check check = makeCheck("plan.mgmt-overlap",
                            node.node,
                            PlanConflicts::tr("Planned subnets are free on this node"),
                            evidence);
    QStringList clashes;
    QStringList notes;
    for (const PlannedInterface &planned : node.interfaces) {
        const auto subnet = Ipv4Network::parse(planned.address, planned.prefix);
        if (!subnet)
            continue;
        if (cabling) {
            for (const NetInterface &iface : cabling->interfaces) {
                // CX7 addresses are what the plan replaces; loopback is never routed out.
                if (SparkNaming::isCx7Netdev(iface.name)
                    || iface.linkType == QLatin1String("loopback")
                    || iface.name == QLatin1String("lo"))
                    continue;
                for (const Ipv4Network &net : ipv4Of(iface)) {
                    if (net.overlaps(*subnet)) {
                        clashes << PlanConflicts::tr("%1 (planned for %2) overlaps %3 on %4")
                                       .arg(subnet->networkText(),
                                            planned.netdev,
                                            Ipv4Network::addressText(net.address) + QLatin1Char('/')
                                                + QString::number(net.prefix),
                                            iface.name);
                    }
                }
            }
        }
        if (state && state->routesJson) {
            const Result<QList<IpRoute>> routes = IpRouteParser::parse(*state->routesJson);
            if (!routes) {
                notes << PlanConflicts::tr("The routes could not be read: %1")
                             .arg(routes.error().toString());
                continue;
            }
            for (const IpRoute &route : *routes) {
                // The default route overlaps everything and is fine: the planned subnets are
                // on-link and more specific. Local/broadcast entries mirror interface
                // addresses, checked above; routes on CX7 interfaces belong to the config
                // the plan replaces.
                if (route.dst == QLatin1String("default") || route.type != QLatin1String("unicast")
                    || SparkNaming::isCx7Netdev(route.dev) || route.dev == QLatin1String("lo"))
                    continue;
                const auto dst = Ipv4Network::parse(route.dst, 32);
                if (!dst || !dst->overlaps(*subnet))
                    continue;
                QString where = route.dev.isEmpty() ? route.gateway : route.dev;
                clashes << PlanConflicts::tr(
                               "%1 (planned for %2) overlaps the route %3 via %4 (table %5)")
                               .arg(subnet->networkText(),
                                    planned.netdev,
                                    route.dst,
                                    where,
                                    route.table);
            }
        }
    }
    notes.removeDuplicates();
    if (!clashes.isEmpty()) {
        check.status = CheckStatus::Fail;
        check.detail = PlanConflicts::tr("%1. Traffic for these addresses would go the wrong way, "
                                         "and the node could become unreachable over its "
                                         "management network.")
                           .arg(clashes.join(QStringLiteral("; ")));
        check.fix = PlanConflicts::tr("Choose another base for the plan with --base (or on the "
                                      "plan page), for example 10.55.0.0/24.");
    } else if (!notes.isEmpty()) {
        check.status = CheckStatus::Warn;
        check.detail = notes.join(QLatin1Char(' '));
        check.fix = PlanConflicts::tr(
            "Run `ip -j route show table all` on the node and check that it prints JSON.");
    } else if (!cabling && !(state && state->routesJson)) {
        skip(check, PlanConflicts::tr("Neither the node's addresses nor its routes were read."));
    } else {
        check.detail
            = PlanConflicts::tr("No management address or route overlaps the planned subnets.");
    }
    return check;
}

Check otherNetplan(const QString &node,
                   const NodeNetworkState *state,
                   const QList<Evidence> &evidence)
{
    Check check = makeCheck("plan.other-netplan",
                            node,
                            PlanConflicts::tr("No other netplan file configures the ConnectX-7"),
                            evidence);
    if (!state) {
        skip(check, PlanConflicts::tr("/etc/netplan was not read on this node."));
        return check;
    }
    QStringList problems;
    QStringList fixes;
    bool unreadable = false;
    for (auto it = state->netplanFiles.cbegin(); it != state->netplanFiles.cend(); ++it) {
        if (isOwnFile(it.key()))
            continue;
        const Result<QList<NetplanInterfaceFacts>> facts
            = NetplanDocument::read(it.key(), it.value());
        if (!facts) {
            unreadable = true;
            problems << facts.error().toString();
            fixes << PlanConflicts::tr("Fix or remove /etc/netplan/%1: netplan refuses it as well.")
                         .arg(it.key());
            continue;
        }
        QStringList cx7;
        QStringList addresses;
        bool linkLocal = false;
        for (const NetplanInterfaceFacts &f : *facts) {
            if (!SparkNaming::isCx7Netdev(f.interface))
                continue;
            cx7 << f.interface;
            addresses << f.addresses;
            linkLocal = linkLocal || f.linkLocalIpv4();
        }
        if (cx7.isEmpty())
            continue;
        QString problem
            = PlanConflicts::tr("/etc/netplan/%1 configures %2").arg(it.key(), list(cx7));
        if (!addresses.isEmpty())
            problem += PlanConflicts::tr(" with %1").arg(list(addresses));
        if (linkLocal)
            problem += PlanConflicts::tr(" and turns on IPv4 link-local (169.254) addressing");
        problems << problem;
        fixes << PlanConflicts::tr("Tandem moves /etc/netplan/%1 aside when it applies the plan "
                                   "(a backup is kept and Restore puts it back); to do it by "
                                   "hand: sudo mv /etc/netplan/%1 /root/%1.bak")
                     .arg(it.key());
    }
    if (problems.isEmpty()) {
        check.detail
            = state->netplanFiles.contains(QLatin1String(NetplanDocument::fileName))
                  ? PlanConflicts::tr("Only 40-cx7.yaml configures the ConnectX-7; the plan "
                                      "replaces it and keeps a backup.")
                  : PlanConflicts::tr("No netplan file configures the ConnectX-7 interfaces.");
        return check;
    }
    // A file Tandem can move aside (and put back on Restore) is a warning the preview shows
    // before anything is written; one that netplan cannot even read stops the plan.
    check.status = unreadable ? CheckStatus::Fail : CheckStatus::Warn;
    check.detail = PlanConflicts::tr("%1. netplan reads every file in /etc/netplan and "
                                     "concatenates address lists, so each interface would get "
                                     "these addresses as well as the planned ones.")
                       .arg(problems.join(QStringLiteral("; ")));
    check.fix = fixes.join(QLatin1Char(' '));
    return check;
}

Check networkManager(const QString &node,
                     const NodeNetworkState *state,
                     const QList<Evidence> &evidence)
{
    Check check = makeCheck("plan.network-manager",
                            node,
                            PlanConflicts::tr("No NetworkManager profile on the ConnectX-7"),
                            evidence);
    if (!state) {
        skip(check, PlanConflicts::tr("NetworkManager was not asked on this node."));
        return check;
    }
    if (!state->nmConnections) {
        check.detail = PlanConflicts::tr(
            "NetworkManager is not installed (no nmcli), so no profile can interfere.");
        return check;
    }
    const Result<QList<NmConnection>> connections = NmcliParser::parse(*state->nmConnections);
    if (!connections) {
        check.status = CheckStatus::Warn;
        check.detail = PlanConflicts::tr("The NetworkManager profiles could not be read: %1")
                           .arg(connections.error().toString());
        check.fix = PlanConflicts::tr("Run `nmcli -t -f NAME,DEVICE,TYPE connection show` on the "
                                      "node and look for profiles on ConnectX-7 interfaces.");
        return check;
    }
    QStringList bound;
    QStringList commands;
    for (const NmConnection &c : *connections) {
        // netplan's own NetworkManager profiles ("netplan-<iface>") come from a netplan file,
        // which plan.other-netplan deals with; deleting them would not stick.
        if (!SparkNaming::isCx7Netdev(c.device) || c.name.startsWith(QLatin1String("netplan-")))
            continue;
        bound << PlanConflicts::tr("\"%1\" on %2").arg(c.name, c.device);
        // Built from its words by the one quoting function, as every command Tandem runs is.
        commands << QString::fromUtf8(
            shellJoin({"sudo", "nmcli", "connection", "delete", c.name.toUtf8()}));
    }
    if (bound.isEmpty()) {
        check.detail
            = PlanConflicts::tr("No NetworkManager profile is bound to a ConnectX-7 interface.");
        return check;
    }
    check.status = CheckStatus::Warn;
    check.detail = PlanConflicts::tr("NetworkManager profiles are active on ConnectX-7 interfaces: "
                                     "%1. NetworkManager may keep their addresses or restore "
                                     "them after the netplan file is applied.")
                       .arg(list(bound));
    check.fix = commands.join(QStringLiteral("; "));
    return check;
}

Check downTwin(const NodePlan &node, const NodeCabling *cabling, const QList<Evidence> &evidence)
{
    Check check = makeCheck(
        "plan.down-twin", node.node, PlanConflicts::tr("Every planned interface is up"), evidence);
    if (!cabling) {
        skip(check, PlanConflicts::tr("The cabling of this node was not read."));
        return check;
    }
    check.evidence += cabling->evidence;
    QStringList halfDown;
    QStringList bothDown;
    for (const PlannedInterface &planned : node.interfaces) {
        if (cabling->isUp(planned.netdev))
            continue;
        const auto peer = SparkNaming::twinPeerOfNetdev(planned.netdev);
        if (peer && cabling->isUp(*peer))
            halfDown << PlanConflicts::tr("%1 is down while its twin %2 is up")
                            .arg(planned.netdev, *peer);
        else
            bothDown << planned.netdev;
    }
    if (halfDown.isEmpty() && bothDown.isEmpty()) {
        check.detail = PlanConflicts::tr("All planned interfaces have a link.");
        return check;
    }
    QStringList parts = halfDown;
    if (!bothDown.isEmpty())
        parts << PlanConflicts::tr(
                     "%1 and its twin have no link at all (is the cable in the other port?)")
                     .arg(list(bothDown));
    check.status = CheckStatus::Fail;
    check.detail = PlanConflicts::tr("The plan gives addresses to interfaces without a link: %1.")
                       .arg(parts.join(QStringLiteral("; ")));
    check.fix = PlanConflicts::tr("Reseat the cable (pull tab up) and run the cabling step again, "
                                  "then plan again; the plan only addresses twins that are up.");
    return check;
}

Check linkLocal(const QString &node,
                const NodeCabling *cabling,
                const NodeNetworkState *state,
                const QList<Evidence> &evidence)
{
    Check check = makeCheck("plan.link-local",
                            node,
                            PlanConflicts::tr("No 169.254 link-local addresses on the ConnectX-7"),
                            evidence);
    if (!cabling && !state) {
        skip(check,
             PlanConflicts::tr("Neither the addresses nor /etc/netplan were read on this node."));
        return check;
    }
    QStringList found;
    const auto linkLocalNet = Ipv4Network::parse(u"169.254.0.0/16");
    if (cabling) {
        for (const NetInterface &iface : cabling->interfaces) {
            if (!SparkNaming::isCx7Netdev(iface.name))
                continue;
            for (const Ipv4Network &net : ipv4Of(iface)) {
                if (linkLocalNet->contains(net.address))
                    found << PlanConflicts::tr("%1 has %2")
                                 .arg(iface.name, Ipv4Network::addressText(net.address));
            }
        }
    }
    if (state) {
        for (auto it = state->netplanFiles.cbegin(); it != state->netplanFiles.cend(); ++it) {
            const Result<QList<NetplanInterfaceFacts>> facts
                = NetplanDocument::read(it.key(), it.value());
            if (!facts)
                continue; // plan.other-netplan reports unreadable files
            for (const NetplanInterfaceFacts &f : *facts) {
                if (SparkNaming::isCx7Netdev(f.interface) && f.linkLocalIpv4())
                    found << PlanConflicts::tr("/etc/netplan/%1 sets link-local: [ ipv4 ] on %2")
                                 .arg(it.key(), f.interface);
            }
        }
    }
    if (found.isEmpty()) {
        check.detail
            = PlanConflicts::tr("No ConnectX-7 interface uses IPv4 link-local addressing.");
        return check;
    }
    check.status = CheckStatus::Warn;
    check.detail = PlanConflicts::tr("%1. 169.254 addresses change at random and only cover one "
                                     "cable; the old playbook setup used them.")
                       .arg(found.join(QStringLiteral("; ")));
    check.fix = PlanConflicts::tr("Apply the plan: it replaces 40-cx7.yaml and moves other files "
                                  "aside, so the 169.254 addresses go away. Then use the planned "
                                  "addresses in host lists (mpirun -H, NCCL) instead.");
    return check;
}

// Which pairs among (name, network) sit in one subnet, twin against twin of the same port.
QStringList sharedSubnets(const QHash<QString, QList<Ipv4Network>> &byNetdev)
{
    QStringList shared;
    for (const QString &netdev : SparkNaming::cx7Netdevs()) {
        if (SparkNaming::twinOfNetdev(netdev) != Twin::Primary)
            continue;
        const QString peer = SparkNaming::twinPeerOfNetdev(netdev).value_or(QString());
        for (const Ipv4Network &a : byNetdev.value(netdev)) {
            for (const Ipv4Network &b : byNetdev.value(peer)) {
                if (a.overlaps(b)) {
                    shared << PlanConflicts::tr("%1 (%2) and %3 (%4)")
                                  .arg(netdev,
                                       Ipv4Network::addressText(a.address) + QLatin1Char('/')
                                           + QString::number(a.prefix),
                                       peer,
                                       Ipv4Network::addressText(b.address) + QLatin1Char('/')
                                           + QString::number(b.prefix));
                }
            }
        }
    }
    return shared;
}

Check twinsOneSubnet(const NodePlan &node,
                     const NodeCabling *cabling,
                     const NodeNetworkState *state,
                     const QList<Evidence> &evidence)
{
    Check check = makeCheck("plan.twins-one-subnet",
                            node.node,
                            PlanConflicts::tr("Each twin in its own subnet"),
                            evidence);
    const QString why = PlanConflicts::tr("With two interfaces in one subnet the kernel has two "
                                          "routes for it and sends replies for both through "
                                          "one of them (routing ambiguity): one twin carries "
                                          "everything, or NCCL fails to connect.");

    QHash<QString, QList<Ipv4Network>> planned;
    for (const PlannedInterface &i : node.interfaces) {
        if (const auto net = Ipv4Network::parse(i.address, i.prefix))
            planned[i.netdev] << *net;
    }
    const QStringList inPlan = sharedSubnets(planned);
    if (!inPlan.isEmpty()) {
        check.status = CheckStatus::Fail;
        check.detail
            = PlanConflicts::tr("The plan puts twins in one subnet: %1. %2").arg(list(inPlan), why);
        check.fix = PlanConflicts::tr(
            "Plan again without editing: Tandem gives every twin its own subnet.");
        return check;
    }

    QStringList existing;
    if (cabling) {
        QHash<QString, QList<Ipv4Network>> live;
        for (const NetInterface &iface : cabling->interfaces) {
            if (SparkNaming::isCx7Netdev(iface.name))
                live[iface.name] << ipv4Of(iface);
        }
        for (const QString &s : sharedSubnets(live))
            existing << PlanConflicts::tr("now: %1").arg(s);
    }
    if (state) {
        QHash<QString, QList<Ipv4Network>> configured;
        for (auto it = state->netplanFiles.cbegin(); it != state->netplanFiles.cend(); ++it) {
            const Result<QList<NetplanInterfaceFacts>> facts
                = NetplanDocument::read(it.key(), it.value());
            if (!facts)
                continue;
            for (const NetplanInterfaceFacts &f : *facts) {
                for (const QString &address : f.addresses) {
                    if (const auto net = Ipv4Network::parse(address, 32))
                        configured[f.interface] << *net;
                }
            }
        }
        for (const QString &s : sharedSubnets(configured))
            existing << PlanConflicts::tr("in /etc/netplan: %1").arg(s);
    }
    if (existing.isEmpty()) {
        check.detail = PlanConflicts::tr("No two twins share a subnet, now or in the plan.");
        return check;
    }
    check.status = CheckStatus::Warn;
    check.detail = PlanConflicts::tr("The current configuration puts twins in one subnet: %1. %2")
                       .arg(existing.join(QStringLiteral("; ")), why);
    check.fix = PlanConflicts::tr("Apply the plan: it gives each twin its own subnet and moves the "
                                  "other netplan files aside.");
    return check;
}

Check duplicates(const AddressPlan &plan)
{
    Check check = makeCheck(
        "plan.duplicate", QString(), PlanConflicts::tr("Every planned address is unique"), {});
    QMap<QString, QStringList> owners; // sorted, so the detail is stable
    for (const NodePlan &node : plan.nodes) {
        for (const PlannedInterface &i : node.interfaces)
            owners[i.address] << QStringLiteral("%1 %2").arg(node.node, i.netdev);
    }
    QStringList clashes;
    for (auto it = owners.cbegin(); it != owners.cend(); ++it) {
        if (it.value().size() > 1)
            clashes << PlanConflicts::tr("%1 on %2").arg(it.key(), list(it.value()));
    }
    if (clashes.isEmpty()) {
        check.detail = PlanConflicts::tr(
            "%n planned address(es), no duplicates.", nullptr, int(owners.size()));
        return check;
    }
    check.status = CheckStatus::Fail;
    check.detail = PlanConflicts::tr("The same address is planned more than once: %1.")
                       .arg(clashes.join(QStringLiteral("; ")));
    check.fix = PlanConflicts::tr(
        "Plan again without editing addresses: Tandem numbers node i as host 10 + i.");
    return check;
}

} // namespace

QList<Check> PlanConflicts::checks(const AddressPlan &plan,
                                   const QList<NodeCabling> &cabling,
                                   const QList<NodeNetworkState> &states)
{
    QList<Check> checks;
    checks << duplicates(plan);
    for (const NodePlan &node : plan.nodes) {
        const NodeCabling *c = cablingOf(cabling, node.node);
        const NodeNetworkState *s = stateOf(states, node.node);
        const QList<Evidence> evidence = s ? s->evidence : QList<Evidence>();
        checks << mgmtOverlap(node, c, s, evidence) << otherNetplan(node.node, s, evidence)
               << networkManager(node.node, s, evidence) << downTwin(node, c, evidence)
               << linkLocal(node.node, c, s, evidence) << twinsOneSubnet(node, c, s, evidence);
    }
    return checks;
}

QList<NetplanMoveAside> PlanConflicts::filesToMoveAside(const QList<NodeNetworkState> &states)
{
    QList<NetplanMoveAside> moves;
    for (const NodeNetworkState &state : states) {
        for (auto it = state.netplanFiles.cbegin(); it != state.netplanFiles.cend(); ++it) {
            if (isOwnFile(it.key()))
                continue;
            const Result<QList<NetplanInterfaceFacts>> facts
                = NetplanDocument::read(it.key(), it.value());
            if (!facts)
                continue;
            QStringList cx7;
            for (const NetplanInterfaceFacts &f : *facts) {
                if (SparkNaming::isCx7Netdev(f.interface) && !cx7.contains(f.interface))
                    cx7 << f.interface;
            }
            if (!cx7.isEmpty())
                moves.append({state.node, it.key(), cx7});
        }
    }
    return moves;
}

} // namespace Tandem
