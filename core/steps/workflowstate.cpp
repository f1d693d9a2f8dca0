// SPDX-License-Identifier: GPL-3.0-or-later
#include "workflowstate.h"

#include "datadirectory.h"
#include "buildinfo.h"
#include "steps/checkjson.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

namespace Tandem {

namespace {

constexpr int kVersion = 1;

const QList<StepId> &allSteps()
{
    static const QList<StepId> steps{StepId::Devices, StepId::DeviceChecks, StepId::Cabling,
                                     StepId::NetworkPlan, StepId::Apply, StepId::SshFabric,
                                     StepId::Verify, StepId::Bandwidth, StepId::Report};
    return steps;
}

} // namespace

QString WorkflowState::stepKey(StepId step)
{
    switch (step) {
    case StepId::Devices: return QStringLiteral("devices");
    case StepId::DeviceChecks: return QStringLiteral("device_checks");
    case StepId::Cabling: return QStringLiteral("cabling");
    case StepId::NetworkPlan: return QStringLiteral("network_plan");
    case StepId::Apply: return QStringLiteral("apply");
    case StepId::SshFabric: return QStringLiteral("ssh_fabric");
    case StepId::Verify: return QStringLiteral("verify");
    case StepId::Bandwidth: return QStringLiteral("bandwidth");
    case StepId::Report: return QStringLiteral("report");
    }
    return {};
}

QString WorkflowState::defaultPath()
{
    return dataDirectory() + QStringLiteral("/state.json");
}

QJsonObject WorkflowState::toJson() const
{
    QJsonArray nodeArray;
    for (const NodeAddress &node : nodes) {
        nodeArray.append(QJsonObject{
            {QStringLiteral("name"), node.name},
            {QStringLiteral("host"), node.host},
            {QStringLiteral("port"), node.port},
            {QStringLiteral("user"), node.user},
            {QStringLiteral("host_key_sha256"), node.hostKeySha256},
            {QStringLiteral("source"), node.source},
        });
    }
    QJsonObject steps;
    for (StepId step : allSteps()) {
        if (checks.contains(step))
            steps.insert(stepKey(step), Tandem::toJson(checks.value(step)));
    }
    return {
        {QStringLiteral("version"), kVersion},
        {QStringLiteral("tandem_version"), tandemVersion.isEmpty() ? version() : tandemVersion},
        {QStringLiteral("saved_at"), (savedAt.isValid() ? savedAt : QDateTime::currentDateTimeUtc()).toString(Qt::ISODate)},
        {QStringLiteral("nodes"), nodeArray},
        {QStringLiteral("steps"), steps},
        {QStringLiteral("topology"), QJsonObject{{QStringLiteral("kind"), topologyKindKey(topologyKind)},
                                                 {QStringLiteral("summary"), topologySummary}}},
    };
}

Result<WorkflowState> WorkflowState::fromJson(const QJsonObject &object)
{
    if (object.value(QStringLiteral("version")).toInt() != kVersion)
        return makeError(tr("The saved state has an unknown version; it was written by another "
                            "version of Tandem."));
    WorkflowState state;
    state.tandemVersion = object.value(QStringLiteral("tandem_version")).toString();
    state.savedAt = QDateTime::fromString(object.value(QStringLiteral("saved_at")).toString(), Qt::ISODate);
    for (const QJsonValue &value : object.value(QStringLiteral("nodes")).toArray()) {
        const QJsonObject n = value.toObject();
        NodeAddress node;
        node.name = n.value(QStringLiteral("name")).toString();
        node.host = n.value(QStringLiteral("host")).toString();
        node.port = n.value(QStringLiteral("port")).toInt(22);
        node.user = n.value(QStringLiteral("user")).toString();
        node.hostKeySha256 = n.value(QStringLiteral("host_key_sha256")).toString();
        node.source = n.value(QStringLiteral("source")).toString();
        if (node.name.isEmpty() || node.host.isEmpty())
            return makeError(tr("A node in the saved state has no name or address."));
        state.nodes.append(node);
    }
    const QJsonObject steps = object.value(QStringLiteral("steps")).toObject();
    for (StepId step : allSteps()) {
        if (steps.contains(stepKey(step)))
            state.checks.insert(step, checksFromJson(steps.value(stepKey(step)).toArray()));
    }
    const QJsonObject topology = object.value(QStringLiteral("topology")).toObject();
    const QString kind = topology.value(QStringLiteral("kind")).toString();
    for (TopologyKind k : {TopologyKind::Direct, TopologyKind::Ring, TopologyKind::Switch,
                           TopologyKind::Unsupported}) {
        if (topologyKindKey(k) == kind)
            state.topologyKind = k;
    }
    state.topologySummary = topology.value(QStringLiteral("summary")).toString();
    return state;
}

Result<void> WorkflowState::save(const QString &path) const
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return makeError(tr("Cannot create the folder for %1.").arg(path));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return makeError(tr("Cannot save the state to %1: %2").arg(path, file.errorString()));
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    file.write(QJsonDocument(toJson()).toJson(QJsonDocument::Indented));
    if (!file.commit())
        return makeError(tr("Cannot save the state to %1: %2").arg(path, file.errorString()));
    return {};
}

Result<WorkflowState> WorkflowState::load(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return makeError(tr("Cannot read the saved state %1: %2").arg(path, file.errorString()));
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return makeError(tr("The saved state %1 is not valid JSON (%2).").arg(path, error.errorString()));
    return fromJson(document.object());
}

} // namespace Tandem
