// SPDX-License-Identifier: GPL-3.0-or-later
#include "steplineage.h"

#include "session/workflowstate.h"

#include <QCryptographicHash>
#include <QUuid>

namespace Tandem {

namespace {

// Deeper than the flow is long: a lineage read from a file cannot make the walk loop.
constexpr int kMaxDepth = 16;

QString hashOf(const QStringList &parts)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QString &part : parts) {
        hash.addData(part.toUtf8());
        hash.addData(QByteArrayView("\0", 1));
    }
    return QString::fromLatin1(hash.result().toHex().left(24));
}

std::optional<StepId> stepFromKey(const QString &key)
{
    for (StepId step : allStepIds) {
        if (WorkflowState::stepKey(step) == key)
            return step;
    }
    return std::nullopt;
}

} // namespace

QList<StepId> StepLineage::inputsOf(StepId step)
{
    // The fabric is made from the plan's addresses, not from the applied network; verify
    // tests the applied network and the fabric; the bandwidth test trusts what verify found.
    switch (step) {
    case StepId::DeviceChecks:
    case StepId::Cabling: return {StepId::Devices};
    case StepId::NetworkPlan: return {StepId::Cabling};
    case StepId::Apply: return {StepId::NetworkPlan};
    case StepId::SshFabric: return {StepId::NetworkPlan};
    case StepId::Verify: return {StepId::Apply, StepId::SshFabric};
    case StepId::Bandwidth: return {StepId::Verify};
    // The Doctor measures the nodes as they are: only which nodes they are counts.
    case StepId::Doctor: return {StepId::Devices};
    case StepId::Devices:
    case StepId::Report: break;
    }
    return {};
}

QString StepLineage::stampOf(StepId step, const WorkflowState &state)
{
    QStringList parts;
    switch (step) {
    case StepId::Devices:
        // The same machines reached the same way: what was found about them still holds.
        for (const NodeAddress &node : state.nodes)
            parts << node.name << node.host << QString::number(node.port) << node.user;
        return hashOf(parts);
    case StepId::Cabling:
        parts << QString::number(int(state.topologyKind)) << state.topologySummary;
        return hashOf(parts);
    case StepId::NetworkPlan:
        // A plan made again with the same files and moves is the same plan: what was applied
        // from it still holds.
        for (auto it = state.netplanYaml.cbegin(); it != state.netplanYaml.cend(); ++it)
            parts << it.key() << it.value();
        for (const NetplanMoveAside &move : state.moveAside) {
            parts << move.node << move.file;
            if (move.rewrite)
                parts << QStringLiteral("rewrite");
        }
        return hashOf(parts);
    case StepId::Verify:
        // Verified again with the same findings: what relied on the fabric still holds.
        for (const Check &check : state.checks.value(StepId::Verify))
            parts << check.id << check.node << QString::number(int(check.status));
        return hashOf(parts);
    default: break;
    }
    return QUuid::createUuid().toString(QUuid::Id128).left(24);
}

void StepLineage::recordRun(StepId step, const QString &stamp)
{
    Entry entry;
    entry.stamp = stamp;
    for (StepId input : inputsOf(step))
        entry.inputs.insert(input, m_entries.value(input).stamp);
    if (step == StepId::SshFabric)
        entry.hostKeys = m_hostKeys;
    m_entries.insert(step, entry);
}

void StepLineage::recordUndo(StepId step)
{
    Entry &entry = m_entries[step];
    entry.stamp = QUuid::createUuid().toString(QUuid::Id128).left(24);
}

void StepLineage::recordHostKeyReplaced()
{
    m_hostKeys = QUuid::createUuid().toString(QUuid::Id128).left(24);
}

std::optional<StepId> StepLineage::staleBecause(StepId step) const
{
    return staleBecause(step, 0);
}

std::optional<StepId> StepLineage::staleBecause(StepId step, int depth) const
{
    const auto entry = m_entries.constFind(step);
    if (entry == m_entries.cend() || depth > kMaxDepth)
        return std::nullopt;
    if (step == StepId::SshFabric && entry->hostKeys != m_hostKeys)
        return StepId::Devices;
    for (StepId input : inputsOf(step)) {
        if (m_entries.value(input).stamp != entry->inputs.value(input))
            return input;
        if (staleBecause(input, depth + 1))
            return input;
    }
    return std::nullopt;
}

QJsonObject StepLineage::toJson() const
{
    QJsonObject object;
    for (StepId step : allStepIds) {
        const auto entry = m_entries.constFind(step);
        if (entry == m_entries.cend())
            continue;
        QJsonObject inputs;
        for (auto it = entry->inputs.cbegin(); it != entry->inputs.cend(); ++it)
            inputs.insert(WorkflowState::stepKey(it.key()), it.value());
        QJsonObject saved{{QStringLiteral("stamp"), entry->stamp},
                          {QStringLiteral("inputs"), inputs}};
        if (!entry->hostKeys.isEmpty())
            saved.insert(QStringLiteral("hostKeys"), entry->hostKeys);
        object.insert(WorkflowState::stepKey(step), saved);
    }
    if (!m_hostKeys.isEmpty())
        object.insert(QStringLiteral("hostKeys"), m_hostKeys);
    return object;
}

StepLineage StepLineage::fromJson(const QJsonObject &object)
{
    // Unknown steps and malformed entries are dropped: a result without lineage is taken as
    // it is (never stale), which is how files written before lineage existed read too.
    StepLineage lineage;
    lineage.m_hostKeys = object.value(QStringLiteral("hostKeys")).toString().left(64);
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        const auto step = stepFromKey(it.key());
        const QJsonObject value = it.value().toObject();
        if (!step || !value.value(QStringLiteral("stamp")).isString())
            continue;
        Entry entry;
        entry.stamp = value.value(QStringLiteral("stamp")).toString().left(64);
        const QJsonObject inputs = value.value(QStringLiteral("inputs")).toObject();
        for (StepId input : inputsOf(*step))
            entry.inputs.insert(input,
                                inputs.value(WorkflowState::stepKey(input)).toString().left(64));
        entry.hostKeys = value.value(QStringLiteral("hostKeys")).toString().left(64);
        lineage.m_entries.insert(*step, entry);
    }
    return lineage;
}

} // namespace Tandem
