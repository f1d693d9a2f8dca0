// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkjson.h"

namespace Tandem {

namespace {

QString sideKey(PortSide side)
{
    switch (side) {
    case PortSide::Left: return QStringLiteral("left");
    case PortSide::Right: return QStringLiteral("right");
    case PortSide::Unknown: break;
    }
    return {};
}

QJsonValue orNull(const QString &text)
{
    return text.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(text);
}

} // namespace

QJsonObject toJson(const Check &check)
{
    QJsonArray evidence;
    for (const Evidence &item : check.evidence) {
        evidence.append(QJsonObject{
            {QStringLiteral("node"), item.node},
            {QStringLiteral("command"), item.command},
            {QStringLiteral("exit_status"), item.exitStatus},
            {QStringLiteral("output"), item.output},
            {QStringLiteral("time"), item.when.toString(Qt::ISODateWithMs)},
        });
    }
    return {
        {QStringLiteral("id"), check.id},
        {QStringLiteral("node"), orNull(check.node)},
        {QStringLiteral("status"), checkStatusKey(check.status)},
        {QStringLiteral("title"), check.title},
        {QStringLiteral("detail"), check.detail},
        {QStringLiteral("fix"), orNull(check.fix)},
        {QStringLiteral("evidence"), evidence},
    };
}

QJsonArray toJson(const QList<Check> &checks)
{
    QJsonArray array;
    for (const Check &check : checks)
        array.append(toJson(check));
    return array;
}

QString topologyKindKey(TopologyKind kind)
{
    switch (kind) {
    case TopologyKind::Direct: return QStringLiteral("direct");
    case TopologyKind::Ring: return QStringLiteral("ring");
    case TopologyKind::Switch: return QStringLiteral("switch");
    case TopologyKind::Unsupported: return QStringLiteral("unsupported");
    case TopologyKind::Unknown: break;
    }
    return QStringLiteral("unknown");
}

QJsonObject toJson(const Topology &topology)
{
    QJsonArray cables;
    for (const Cable &cable : topology.cables) {
        cables.append(QJsonObject{
            {QStringLiteral("a"), cable.a.node},
            {QStringLiteral("a_port"), sideKey(cable.a.side)},
            {QStringLiteral("b"), cable.b.node},
            {QStringLiteral("b_port"), orNull(sideKey(cable.b.side))},
            {QStringLiteral("twins"), cable.twinsSeen},
        });
    }
    return {
        {QStringLiteral("kind"), topologyKindKey(topology.kind)},
        {QStringLiteral("summary"), topology.summary},
        {QStringLiteral("problem"), orNull(topology.problem)},
        {QStringLiteral("warnings"), QJsonArray::fromStringList(topology.warnings)},
        {QStringLiteral("uncabled"), QJsonArray::fromStringList(topology.uncabled)},
        {QStringLiteral("cables"), cables},
    };
}

} // namespace Tandem
