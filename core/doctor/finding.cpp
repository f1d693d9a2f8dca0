// SPDX-License-Identifier: GPL-3.0-or-later
#include "finding.h"

#include <QJsonArray>

namespace Tandem {

namespace {

template<typename E, size_t N>
std::optional<E> fromKey(const QString &key, const E (&all)[N], QString (*keyOf)(E))
{
    for (E value : all) {
        if (keyOf(value) == key)
            return value;
    }
    return std::nullopt;
}

constexpr FindingGroup allGroups[]
    = {FindingGroup::Fixable, FindingGroup::Decision, FindingGroup::Hardware};
constexpr FindingSeverity allSeverities[]
    = {FindingSeverity::Fail, FindingSeverity::Warn, FindingSeverity::Info};
constexpr RepairKind allRepairs[] = {
    RepairKind::None, RepairKind::ReapplyPlan, RepairKind::UnpinGidIndex, RepairKind::MpirunPath};

} // namespace

QString findingGroupKey(FindingGroup group)
{
    switch (group) {
    case FindingGroup::Fixable: return QStringLiteral("fixable");
    case FindingGroup::Decision: return QStringLiteral("decision");
    case FindingGroup::Hardware: return QStringLiteral("hardware");
    }
    return {};
}

std::optional<FindingGroup> findingGroupFromKey(const QString &key)
{
    return fromKey(key, allGroups, findingGroupKey);
}

QString findingSeverityKey(FindingSeverity severity)
{
    switch (severity) {
    case FindingSeverity::Fail: return QStringLiteral("fail");
    case FindingSeverity::Warn: return QStringLiteral("warn");
    case FindingSeverity::Info: return QStringLiteral("info");
    }
    return {};
}

std::optional<FindingSeverity> findingSeverityFromKey(const QString &key)
{
    return fromKey(key, allSeverities, findingSeverityKey);
}

QString repairKindKey(RepairKind repair)
{
    switch (repair) {
    case RepairKind::None: return QStringLiteral("none");
    case RepairKind::ReapplyPlan: return QStringLiteral("reapply-plan");
    case RepairKind::UnpinGidIndex: return QStringLiteral("unpin-gid-index");
    case RepairKind::MpirunPath: return QStringLiteral("mpirun-path");
    }
    return {};
}

std::optional<RepairKind> repairKindFromKey(const QString &key)
{
    return fromKey(key, allRepairs, repairKindKey);
}

QJsonObject Finding::toJson() const
{
    QJsonObject o{
        {QStringLiteral("id"), id},
        {QStringLiteral("group"), findingGroupKey(group)},
        {QStringLiteral("severity"), findingSeverityKey(severity)},
        {QStringLiteral("nodes"), QJsonArray::fromStringList(nodes)},
        {QStringLiteral("title"), title},
        {QStringLiteral("evidence"), evidence},
        {QStringLiteral("cause"), cause},
        {QStringLiteral("fix"), fix},
        {QStringLiteral("source"), source},
        {QStringLiteral("repair"),
         repair == RepairKind::None ? QJsonValue(QJsonValue::Null) : repairKindKey(repair)},
    };
    o.insert(QStringLiteral("interface"),
             interface.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(interface));
    o.insert(QStringLiteral("port"),
             port.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(port));
    o.insert(QStringLiteral("repair_target"),
             repairTarget.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(repairTarget));
    if (values) {
        QJsonObject filled;
        for (auto it = values->cbegin(); it != values->cend(); ++it)
            filled.insert(it.key(), it.value());
        o.insert(QStringLiteral("values"), filled);
    }
    return o;
}

Finding Finding::fromJson(const QJsonObject &o)
{
    Finding f;
    f.id = o.value(QStringLiteral("id")).toString();
    f.group = findingGroupFromKey(o.value(QStringLiteral("group")).toString())
                  .value_or(FindingGroup::Decision);
    f.severity = findingSeverityFromKey(o.value(QStringLiteral("severity")).toString())
                     .value_or(FindingSeverity::Warn);
    for (const QJsonValue &v : o.value(QStringLiteral("nodes")).toArray())
        f.nodes << v.toString();
    f.interface = o.value(QStringLiteral("interface")).toString();
    f.port = o.value(QStringLiteral("port")).toString();
    f.title = o.value(QStringLiteral("title")).toString();
    f.evidence = o.value(QStringLiteral("evidence")).toString();
    f.cause = o.value(QStringLiteral("cause")).toString();
    f.fix = o.value(QStringLiteral("fix")).toString();
    f.source = o.value(QStringLiteral("source")).toString();
    f.repairTarget = o.value(QStringLiteral("repair_target")).toString();
    f.repair = repairKindFromKey(o.value(QStringLiteral("repair")).toString())
                   .value_or(RepairKind::None);
    if (const QJsonValue filled = o.value(QStringLiteral("values")); filled.isObject()) {
        QMap<QString, QString> values;
        const QJsonObject object = filled.toObject();
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            if (it.value().isString()) // a value of another type is left out, as others are
                values.insert(it.key(), it.value().toString());
        }
        f.values = values;
    }
    return f;
}

} // namespace Tandem
