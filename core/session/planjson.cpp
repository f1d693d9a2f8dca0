// SPDX-License-Identifier: GPL-3.0-or-later
#include "planjson.h"

#include "plan/ipv4network.h"
#include "session/savedvalues.h"

#include <algorithm>

namespace Tandem {

QJsonObject toJson(const AddressPlan &plan)
{
    QJsonArray nodes;
    for (const NodePlan &node : plan.nodes) {
        QJsonArray interfaces;
        for (const PlannedInterface &i : node.interfaces) {
            interfaces.append(QJsonObject{{QStringLiteral("netdev"), i.netdev},
                                          {QStringLiteral("address"), i.address},
                                          {QStringLiteral("prefix"), i.prefix},
                                          {QStringLiteral("mtu"), i.mtu}});
        }
        nodes.append(QJsonObject{{QStringLiteral("node"), node.node},
                                 {QStringLiteral("interfaces"), interfaces}});
    }
    QJsonArray subnets;
    for (const PlannedSubnet &subnet : plan.subnets) {
        QJsonArray members;
        for (const auto &member : subnet.members)
            members.append(QJsonObject{{QStringLiteral("node"), member.first},
                                       {QStringLiteral("netdev"), member.second}});
        subnets.append(QJsonObject{{QStringLiteral("cidr"), subnet.cidr},
                                   {QStringLiteral("members"), members}});
    }
    return {{QStringLiteral("nodes"), nodes},
            {QStringLiteral("subnets"), subnets},
            {QStringLiteral("mtu"), plan.mtu}};
}

namespace {

// Records why a value read back is refused (SavedValues' rules), at its path.
void check(JsonReader &reader, const QString &path, const QString &problem)
{
    if (!problem.isEmpty())
        reader.fail(path, problem);
}

// A prefix and MTU the planner would accept (AddressPlanner::checkOptions, with the address's
// own network as the base).
void checkPrefixAndMtu(
    JsonReader &reader, const QString &path, const QString &address, int prefix, int mtu)
{
    const auto network = Ipv4Network::parse(address, prefix);
    if (!reader.ok() || !network)
        return;
    PlanOptions options;
    options.base = network->networkText();
    options.prefix = prefix;
    options.mtu = mtu;
    if (const auto checked = AddressPlanner::checkOptions(options); !checked)
        reader.fail(path, checked.error().message);
}

} // namespace

AddressPlan addressPlanFromJson(const QJsonValue &value, const QString &path, JsonReader &reader)
{
    const auto at = [](const QString &p, const char *key) {
        return JsonReader::at(p, QString::fromLatin1(key));
    };
    const QJsonObject object = reader.object(value, path);
    AddressPlan plan;
    plan.mtu = reader.integer(object.value(QStringLiteral("mtu")), at(path, "mtu"), 0, 65535);
    if (plan.mtu != 0)
        checkPrefixAndMtu(reader, at(path, "mtu"), QStringLiteral("192.168.0.0"), 24, plan.mtu);
    const QString nodesPath = at(path, "nodes");
    const QJsonArray nodes = reader.array(object.value(QStringLiteral("nodes")), nodesPath, 1000);
    for (qsizetype n = 0; n < nodes.size() && reader.ok(); ++n) {
        const QString nodePath = JsonReader::at(nodesPath, n);
        const QJsonObject o = reader.object(nodes.at(n), nodePath);
        NodePlan node;
        node.node = reader.text(o.value(QStringLiteral("node")), at(nodePath, "node"), true);
        check(reader, at(nodePath, "node"), SavedValues::nodeNameProblem(node.node));
        const QString ifPath = at(nodePath, "interfaces");
        const QJsonArray interfaces
            = reader.array(o.value(QStringLiteral("interfaces")), ifPath, 64);
        for (qsizetype i = 0; i < interfaces.size() && reader.ok(); ++i) {
            const QString p = JsonReader::at(ifPath, i);
            const QJsonObject io = reader.object(interfaces.at(i), p);
            PlannedInterface planned;
            planned.netdev = reader.text(io.value(QStringLiteral("netdev")), at(p, "netdev"), true);
            check(reader, at(p, "netdev"), SavedValues::interfaceProblem(planned.netdev));
            planned.address
                = reader.text(io.value(QStringLiteral("address")), at(p, "address"), true);
            check(reader, at(p, "address"), SavedValues::addressProblem(planned.address));
            planned.prefix
                = reader.integer(io.value(QStringLiteral("prefix")), at(p, "prefix"), 0, 32, 24);
            planned.mtu = reader.integer(io.value(QStringLiteral("mtu")), at(p, "mtu"), 0, 65535);
            checkPrefixAndMtu(reader, p, planned.address, planned.prefix, planned.mtu);
            node.interfaces.append(planned);
        }
        plan.nodes.append(node);
    }
    const QString subnetsPath = at(path, "subnets");
    const QJsonArray subnets
        = reader.array(object.value(QStringLiteral("subnets")), subnetsPath, 1000);
    for (qsizetype n = 0; n < subnets.size() && reader.ok(); ++n) {
        const QString p = JsonReader::at(subnetsPath, n);
        const QJsonObject o = reader.object(subnets.at(n), p);
        PlannedSubnet subnet;
        subnet.cidr = reader.text(o.value(QStringLiteral("cidr")), at(p, "cidr"), true);
        const auto network = Ipv4Network::parse(subnet.cidr);
        if (reader.ok()
            && (!network || network->hasHostBits() || !subnet.cidr.contains(QLatin1Char('/'))))
            reader.fail(at(p, "cidr"),
                        SavedValues::tr("expected a subnet such as 192.168.100.0/24"));
        if (network)
            checkPrefixAndMtu(reader, at(p, "cidr"), network->networkText(), network->prefix, 0);
        const QString membersPath = at(p, "members");
        const QJsonArray members
            = reader.array(o.value(QStringLiteral("members")), membersPath, 1000);
        for (qsizetype m = 0; m < members.size() && reader.ok(); ++m) {
            const QString mp = JsonReader::at(membersPath, m);
            const QJsonObject mo = reader.object(members.at(m), mp);
            const QString node
                = reader.text(mo.value(QStringLiteral("node")), at(mp, "node"), true);
            check(reader, at(mp, "node"), SavedValues::nodeNameProblem(node));
            const QString netdev
                = reader.text(mo.value(QStringLiteral("netdev")), at(mp, "netdev"), true);
            check(reader, at(mp, "netdev"), SavedValues::interfaceProblem(netdev));
            subnet.members.append({node, netdev});
        }
        plan.subnets.append(subnet);
    }
    return reader.ok() ? plan : AddressPlan{};
}

QJsonArray toJson(const QList<NetplanMoveAside> &moves)
{
    QJsonArray array;
    for (const NetplanMoveAside &move : moves) {
        array.append(
            QJsonObject{{QStringLiteral("node"), move.node},
                        {QStringLiteral("file"), move.file},
                        {QStringLiteral("interfaces"), QJsonArray::fromStringList(move.interfaces)},
                        {QStringLiteral("action"),
                         move.rewrite ? QStringLiteral("rewrite") : QStringLiteral("move-aside")}});
    }
    return array;
}

QList<NetplanMoveAside>
moveAsideFromJson(const QJsonValue &value, const QString &path, JsonReader &reader)
{
    const auto at = [](const QString &p, const char *key) {
        return JsonReader::at(p, QString::fromLatin1(key));
    };
    QList<NetplanMoveAside> moves;
    const QJsonArray array = reader.array(value, path, 1000);
    for (qsizetype n = 0; n < array.size() && reader.ok(); ++n) {
        const QString p = JsonReader::at(path, n);
        const QJsonObject m = reader.object(array.at(n), p);
        NetplanMoveAside move;
        move.node = reader.text(m.value(QStringLiteral("node")), at(p, "node"), true);
        check(reader, at(p, "node"), SavedValues::nodeNameProblem(move.node));
        move.file = reader.text(m.value(QStringLiteral("file")), at(p, "file"), true);
        check(reader, at(p, "file"), SavedValues::netplanFileProblem(move.file));
        move.interfaces
            = reader.texts(m.value(QStringLiteral("interfaces")), at(p, "interfaces"), 64);
        for (qsizetype i = 0; i < move.interfaces.size() && reader.ok(); ++i) {
            check(reader,
                  JsonReader::at(at(p, "interfaces"), i),
                  SavedValues::interfaceProblem(move.interfaces.at(i)));
        }
        // Written since the rewrite came; a state file from before it holds only moves.
        const QString action
            = reader.text(m.value(QStringLiteral("action")), at(p, "action"), false);
        if (!action.isEmpty() && action != QLatin1String("rewrite")
            && action != QLatin1String("move-aside"))
            reader.fail(at(p, "action"), SavedValues::tr("expected \"rewrite\" or \"move-aside\""));
        move.rewrite = action == QLatin1String("rewrite");
        moves.append(move);
    }
    return reader.ok() ? moves : QList<NetplanMoveAside>{};
}

QJsonObject toJson(const PlanOptions &options)
{
    return {{QStringLiteral("base"), options.base},
            {QStringLiteral("prefix"), options.prefix},
            {QStringLiteral("mtu"), options.mtu}};
}

PlanOptions planOptionsFromJson(const QJsonValue &value, const QString &path, JsonReader &reader)
{
    const QJsonObject object = reader.object(value, path);
    PlanOptions options;
    options.base = reader.text(
        object.value(QStringLiteral("base")), JsonReader::at(path, QStringLiteral("base")), true);
    // Required, unlike the MTU: no prefix is no plan. Null is what fails the check below.
    const QJsonValue prefix = object.value(QStringLiteral("prefix"));
    options.prefix = reader.integer(prefix.isUndefined() ? QJsonValue(QJsonValue::Null) : prefix,
                                    JsonReader::at(path, QStringLiteral("prefix")),
                                    0,
                                    32);
    options.mtu = reader.integer(
        object.value(QStringLiteral("mtu")), JsonReader::at(path, QStringLiteral("mtu")), 0, 65535);
    if (!reader.ok())
        return {};
    if (const auto checked = AddressPlanner::checkOptions(options); !checked) {
        reader.fail(path, checked.error().message);
        return {};
    }
    return options;
}

PlanOptions planOptionsOf(const AddressPlan &plan)
{
    PlanOptions options;
    options.mtu = plan.mtu;
    std::optional<Ipv4Network> lowest;
    for (const PlannedSubnet &subnet : plan.subnets) {
        const auto network = Ipv4Network::parse(subnet.cidr);
        if (network && (!lowest || network->network() < lowest->network()))
            lowest = network;
    }
    if (lowest) {
        options.base = lowest->networkText();
        options.prefix = lowest->prefix;
    }
    return options;
}

} // namespace Tandem
