// SPDX-License-Identifier: GPL-3.0-or-later
#include "planjson.h"

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
        nodes.append(QJsonObject{{QStringLiteral("node"), node.node}, {QStringLiteral("interfaces"), interfaces}});
    }
    QJsonArray subnets;
    for (const PlannedSubnet &subnet : plan.subnets) {
        QJsonArray members;
        for (const auto &member : subnet.members)
            members.append(QJsonObject{{QStringLiteral("node"), member.first}, {QStringLiteral("netdev"), member.second}});
        subnets.append(QJsonObject{{QStringLiteral("cidr"), subnet.cidr}, {QStringLiteral("members"), members}});
    }
    return {{QStringLiteral("nodes"), nodes}, {QStringLiteral("subnets"), subnets}, {QStringLiteral("mtu"), plan.mtu}};
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
            subnet.members.append({m.value(QStringLiteral("node")).toString(), m.value(QStringLiteral("netdev")).toString()});
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
        array.append(QJsonObject{{QStringLiteral("node"), move.node},
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

} // namespace Tandem
