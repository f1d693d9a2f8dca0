// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkjson.h"

#include "inventory/sparknaming.h"

namespace Tandem {

namespace {

QJsonValue orNull(const QString &text)
{
    return text.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(text);
}

// In UTC, so that the time means the same wherever the JSON is read (the report says "UTC").
QJsonValue orNull(const QDateTime &time)
{
    return time.isValid() ? QJsonValue(time.toUTC().toString(Qt::ISODateWithMs))
                          : QJsonValue(QJsonValue::Null);
}

} // namespace

QJsonObject toJson(const Evidence &evidence)
{
    return {
        {QStringLiteral("node"), evidence.node},
        {QStringLiteral("command"), evidence.command},
        {QStringLiteral("exit_status"), evidence.exitStatus},
        {QStringLiteral("output"), evidence.output},
        {QStringLiteral("time"), orNull(evidence.when)},
    };
}

Evidence evidenceFromJson(const QJsonObject &object)
{
    return Evidence{
        object.value(QStringLiteral("node")).toString(),
        object.value(QStringLiteral("command")).toString(),
        object.value(QStringLiteral("exit_status")).toInt(),
        object.value(QStringLiteral("output")).toString(),
        QDateTime::fromString(object.value(QStringLiteral("time")).toString(), Qt::ISODateWithMs),
    };
}

QJsonObject toJson(const Check &check)
{
    QJsonArray evidence;
    for (const Evidence &item : check.evidence)
        evidence.append(toJson(item));
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

Check checkFromJson(const QJsonObject &object)
{
    Check check;
    check.id = object.value(QStringLiteral("id")).toString();
    check.node = object.value(QStringLiteral("node")).toString();
    const QString status = object.value(QStringLiteral("status")).toString();
    check.status = checkStatusFromKey(status).value_or(CheckStatus::Pending);
    check.title = object.value(QStringLiteral("title")).toString();
    check.detail = object.value(QStringLiteral("detail")).toString();
    check.fix = object.value(QStringLiteral("fix")).toString();
    for (const QJsonValue &value : object.value(QStringLiteral("evidence")).toArray())
        check.evidence.append(evidenceFromJson(value.toObject()));
    return check;
}

QList<Check> checksFromJson(const QJsonArray &array)
{
    QList<Check> checks;
    for (const QJsonValue &value : array)
        checks.append(checkFromJson(value.toObject()));
    return checks;
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
            {QStringLiteral("a_port"), SparkNaming::key(cable.a.side)},
            {QStringLiteral("b"), cable.b.node},
            {QStringLiteral("b_port"), orNull(SparkNaming::key(cable.b.side))},
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
