// SPDX-License-Identifier: GPL-3.0-or-later
#include "planconflicts.h"

#include "plan/conflictcheck.h"
#include "plan/foreignconfig.h"

#include "inventory/sparknaming.h"
#include "plan/iprouteparser.h"
#include "plan/ipv4network.h"
#include "plan/netplandocument.h"

#include <QHash>
#include <QSet>

namespace Tandem {

namespace {

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

// --- rules ---------------------------------------------------------------------------------

Check mgmtOverlap(const NodePlan &node,
                  const NodeCabling *cabling,
                  const NodeNetworkState *state,
                  const QList<Evidence> &evidence)
{
    Check check = PlanCheck::make("plan.mgmt-overlap", node.node, evidence);
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
        PlanCheck::skip(
            check, PlanConflicts::tr("Neither the node's addresses nor its routes were read."));
    } else {
        check.detail
            = PlanConflicts::tr("No management address or route overlaps the planned subnets.");
    }
    return check;
}

Check downTwin(const NodePlan &node, const NodeCabling *cabling, const QList<Evidence> &evidence)
{
    Check check = PlanCheck::make("plan.down-twin", node.node, evidence);
    if (!cabling) {
        PlanCheck::skip(check, PlanConflicts::tr("The cabling of this node was not read."));
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
                     .arg(PlanCheck::list(bothDown));
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
    Check check = PlanCheck::make("plan.link-local", node, evidence);
    if (!cabling && !state) {
        PlanCheck::skip(
            check,
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
    Check check = PlanCheck::make("plan.twins-one-subnet", node.node, evidence);
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
        check.detail = PlanConflicts::tr("The plan puts twins in one subnet: %1. %2")
                           .arg(PlanCheck::list(inPlan), why);
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
    Check check = PlanCheck::make("plan.duplicate", QString(), {});
    QMap<QString, QStringList> owners; // sorted, so the detail is stable
    for (const NodePlan &node : plan.nodes) {
        for (const PlannedInterface &i : node.interfaces)
            owners[i.address] << QStringLiteral("%1 %2").arg(node.node, i.netdev);
    }
    QStringList clashes;
    for (auto it = owners.cbegin(); it != owners.cend(); ++it) {
        if (it.value().size() > 1)
            clashes << PlanConflicts::tr("%1 on %2").arg(it.key(), PlanCheck::list(it.value()));
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
        checks << mgmtOverlap(node, c, s, evidence)
               << ForeignConfig::otherNetplan(node.node, s, evidence)
               << ForeignConfig::networkManager(node.node, s, evidence)
               << downTwin(node, c, evidence) << linkLocal(node.node, c, s, evidence)
               << twinsOneSubnet(node, c, s, evidence);
    }
    return checks;
}

QList<NetplanMoveAside> PlanConflicts::filesToMoveAside(const QList<NodeNetworkState> &states)
{
    return ForeignConfig::filesToMoveAside(states);
}

QString PlanConflicts::title(const QString &id)
{
    if (id == QLatin1String("plan.other-netplan"))
        return tr("No other netplan file configures the ConnectX-7");
    if (id == QLatin1String("plan.network-manager"))
        return tr("No NetworkManager profile on the ConnectX-7");
    if (id == QLatin1String("plan.mgmt-overlap"))
        return tr("Planned subnets are free on this node");
    if (id == QLatin1String("plan.down-twin"))
        return tr("Every planned interface is up");
    if (id == QLatin1String("plan.link-local"))
        return tr("No 169.254 link-local addresses on the ConnectX-7");
    if (id == QLatin1String("plan.twins-one-subnet"))
        return tr("Each twin in its own subnet");
    if (id == QLatin1String("plan.duplicate"))
        return tr("Every planned address is unique");
    return id;
}

} // namespace Tandem
