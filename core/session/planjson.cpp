// SPDX-License-Identifier: GPL-3.0-or-later
#include "planjson.h"

#include "plan/ipv4network.h"

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

AddressPlan addressPlanFromJson(const QJsonObject &object)
{
    AddressPlan plan;
    for (const QJsonValue &value : object.value(QStringLiteral("nodes")).toArray()) {
        const QJsonObject n = value.toObject();
        NodePlan node;
        node.node = n.value(QStringLiteral("node")).toString();
        for (const QJsonValue &iv : n.value(QStringLiteral("interfaces")).toArray()) {
            const QJsonObject i = iv.toObject();
            node.interfaces.append(PlannedInterface{i.value(QStringLiteral("netdev")).toString(),
                                                    i.value(QStringLiteral("address")).toString(),
                                                    i.value(QStringLiteral("prefix")).toInt(24),
                                                    i.value(QStringLiteral("mtu")).toInt()});
        }
        plan.nodes.append(node);
    }
    for (const QJsonValue &value : object.value(QStringLiteral("subnets")).toArray()) {
        const QJsonObject s = value.toObject();
        PlannedSubnet subnet;
        subnet.cidr = s.value(QStringLiteral("cidr")).toString();
        for (const QJsonValue &mv : s.value(QStringLiteral("members")).toArray()) {
            const QJsonObject m = mv.toObject();
            subnet.members.append({m.value(QStringLiteral("node")).toString(),
                                   m.value(QStringLiteral("netdev")).toString()});
        }
        plan.subnets.append(subnet);
    }
    plan.mtu = object.value(QStringLiteral("mtu")).toInt();
    return plan;
}

QJsonArray toJson(const QList<NetplanMoveAside> &moves)
{
    QJsonArray array;
    for (const NetplanMoveAside &move : moves) {
        array.append(QJsonObject{
            {QStringLiteral("node"), move.node},
            {QStringLiteral("file"), move.file},
            {QStringLiteral("interfaces"), QJsonArray::fromStringList(move.interfaces)}});
    }
    return array;
}

QList<NetplanMoveAside> moveAsideFromJson(const QJsonArray &array)
{
    QList<NetplanMoveAside> moves;
    for (const QJsonValue &value : array) {
        const QJsonObject m = value.toObject();
        NetplanMoveAside move;
        move.node = m.value(QStringLiteral("node")).toString();
        move.file = m.value(QStringLiteral("file")).toString();
        for (const QJsonValue &i : m.value(QStringLiteral("interfaces")).toArray())
            move.interfaces.append(i.toString());
        moves.append(move);
    }
    return moves;
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
