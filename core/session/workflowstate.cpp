// SPDX-License-Identifier: GPL-3.0-or-later
#include "workflowstate.h"

#include "buildinfo.h"
#include "checks/checkjson.h"
#include "datadirectory.h"
#include "session/cablingjson.h"
#include "session/fabricmatrixjson.h"
#include "session/planjson.h"
#include "session/savedvalues.h"
#include "syncdirectory.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

namespace Tandem {

namespace {

constexpr int kVersion = 1;

QJsonValue timeJson(const QDateTime &time)
{
    return time.isValid() ? QJsonValue(time.toUTC().toString(Qt::ISODateWithMs)) : QJsonValue();
}

QDateTime timeFrom(const QJsonValue &value)
{
    return QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
}

QJsonObject stringMap(const QMap<QString, QString> &map)
{
    QJsonObject object;
    for (auto it = map.cbegin(); it != map.cend(); ++it)
        object.insert(it.key(), it.value());
    return object;
}

QMap<QString, QString> stringMapFrom(const QJsonObject &object)
{
    QMap<QString, QString> map;
    for (auto it = object.constBegin(); it != object.constEnd(); ++it)
        map.insert(it.key(), it.value().toString());
    return map;
}

// The report's part of the state (plan, facts, times, restore, bandwidth run).
void insertReportPart(const WorkflowState &state, QJsonObject &object)
{
    if (!state.plan.nodes.isEmpty()) {
        object.insert(QStringLiteral("plan"),
                      QJsonObject{{QStringLiteral("addresses"), toJson(state.plan)},
                                  {QStringLiteral("yaml"), stringMap(state.netplanYaml)},
                                  {QStringLiteral("diffs"), stringMap(state.netplanDiffs)},
                                  {QStringLiteral("move_aside"), toJson(state.moveAside)},
                                  {QStringLiteral("options"), toJson(state.planOptions)}});
    }
    QJsonArray facts;
    for (const NodeFacts &f : state.facts)
        facts.append(f.toJson());
    object.insert(QStringLiteral("facts"), facts);
    QJsonObject times;
    for (StepId step : allStepIds) {
        if (!state.stepTimes.contains(step))
            continue;
        const StepTimes t = state.stepTimes.value(step);
        times.insert(WorkflowState::stepKey(step),
                     QJsonObject{{QStringLiteral("started_at"), timeJson(t.startedAt)},
                                 {QStringLiteral("finished_at"), timeJson(t.finishedAt)}});
    }
    object.insert(QStringLiteral("step_times"), times);
    if (!state.lastRestore.isEmpty()) {
        object.insert(
            QStringLiteral("last_restore"),
            QJsonObject{{QStringLiteral("checks"), toJson(state.lastRestore.checks)},
                        {QStringLiteral("started_at"), timeJson(state.lastRestore.startedAt)},
                        {QStringLiteral("finished_at"), timeJson(state.lastRestore.finishedAt)}});
    }
    if (!state.bandwidth.isEmpty())
        object.insert(QStringLiteral("bandwidth_run"), state.bandwidth.toJson());
    if (!state.acceptedBandwidth.isEmpty())
        object.insert(QStringLiteral("accepted_bandwidth"),
                      state.acceptedBandwidth.toJson(state.bandwidth));
    if (!state.doctor.isEmpty())
        object.insert(QStringLiteral("doctor_run"), state.doctor.toJson());
}

Result<void> readReportPart(const QJsonObject &object, WorkflowState &state)
{
    // The plan becomes netplan files and commands run with sudo: read back as strictly as
    // the user's own input (planjson.h).
    JsonReader reader;
    const QJsonObject plan
        = reader.object(object.value(QStringLiteral("plan")), QStringLiteral("plan"));
    state.plan = addressPlanFromJson(
        plan.value(QStringLiteral("addresses")), QStringLiteral("plan.addresses"), reader);
    state.netplanYaml = stringMapFrom(plan.value(QStringLiteral("yaml")).toObject());
    state.netplanDiffs = stringMapFrom(plan.value(QStringLiteral("diffs")).toObject());
    for (const QString &node : state.netplanYaml.keys() + state.netplanDiffs.keys()) {
        if (const QString problem = SavedValues::nodeNameProblem(node); !problem.isEmpty())
            reader.fail(QStringLiteral("plan.yaml"), problem);
    }
    state.moveAside = moveAsideFromJson(
        plan.value(QStringLiteral("move_aside")), QStringLiteral("plan.move_aside"), reader);
    if (const auto &error = reader.error())
        return tl::unexpected(*error);
    for (const QJsonValue &value : object.value(QStringLiteral("facts")).toArray())
        state.facts.append(NodeFacts::fromJson(value.toObject()));
    const QJsonObject times = object.value(QStringLiteral("step_times")).toObject();
    for (StepId step : allStepIds) {
        const QJsonObject t = times.value(WorkflowState::stepKey(step)).toObject();
        if (!t.isEmpty())
            state.stepTimes.insert(step,
                                   {timeFrom(t.value(QStringLiteral("started_at"))),
                                    timeFrom(t.value(QStringLiteral("finished_at")))});
    }
    const QJsonObject restore = object.value(QStringLiteral("last_restore")).toObject();
    state.lastRestore.checks = checksFromJson(restore.value(QStringLiteral("checks")).toArray());
    state.lastRestore.startedAt = timeFrom(restore.value(QStringLiteral("started_at")));
    state.lastRestore.finishedAt = timeFrom(restore.value(QStringLiteral("finished_at")));
    if (object.contains(QStringLiteral("doctor_run")))
        state.doctor
            = DoctorRecord::fromJson(object.value(QStringLiteral("doctor_run")).toObject());
    if (object.contains(QStringLiteral("bandwidth_run")))
        state.bandwidth
            = BandwidthRecord::fromJson(object.value(QStringLiteral("bandwidth_run")).toObject());
    if (object.contains(QStringLiteral("accepted_bandwidth")))
        state.acceptedBandwidth = AcceptedBandwidth::fromJson(
            object.value(QStringLiteral("accepted_bandwidth")).toObject(),
            state.bandwidth,
            state.checks.value(StepId::Bandwidth));
    return {};
}

// The pages' part: the topology beyond kind and summary, the cabling details, the verify
// grids. The plan's options are written with the plan, which they belong to.
void insertPagesPart(const WorkflowState &state, QJsonObject &object)
{
    // The shape `tandem-cli --json` gives a topology (toJson(Topology)), but with the kind and
    // summary of the report (the summary says the problem where there is one), as files
    // before it had them and as states made without a whole topology still fill them in.
    QJsonObject topology = toJson(state.topology);
    topology.insert(QStringLiteral("kind"), topologyKindKey(state.topologyKind));
    topology.insert(QStringLiteral("summary"), state.topologySummary);
    object.insert(QStringLiteral("topology"), topology);
    if (!state.cabling.isEmpty())
        object.insert(QStringLiteral("cabling"), toJson(state.cabling));
    QJsonObject matrices;
    if (!state.pingMatrix.nodes.isEmpty())
        matrices.insert(QStringLiteral("ping"), toJson(state.pingMatrix));
    if (!state.sshMatrix.nodes.isEmpty())
        matrices.insert(QStringLiteral("ssh"), toJson(state.sshMatrix));
    if (!matrices.isEmpty())
        object.insert(QStringLiteral("verify_matrices"), matrices);
}

// After the report's part (the plan) and the topology's kind and summary.
Result<void> readPagesPart(const QJsonObject &object, WorkflowState &state)
{
    JsonReader reader;
    const auto at = [](const QString &path, const char *key) {
        return JsonReader::at(path, QString::fromLatin1(key));
    };
    const QString topologyPath = QStringLiteral("topology");
    const QJsonObject topology = reader.object(object.value(topologyPath), topologyPath);
    Topology &t = state.topology;
    t.kind = state.topologyKind;
    t.problem = reader.text(topology.value(QStringLiteral("problem")), at(topologyPath, "problem"));
    t.summary = t.problem.isEmpty() ? state.topologySummary : QString();
    t.warnings
        = reader.texts(topology.value(QStringLiteral("warnings")), at(topologyPath, "warnings"));
    t.uncabled
        = reader.texts(topology.value(QStringLiteral("uncabled")), at(topologyPath, "uncabled"));
    t.cables = cablesFromJson(
        topology.value(QStringLiteral("cables")), at(topologyPath, "cables"), reader);
    state.cabling = cablingFromJson(
        object.value(QStringLiteral("cabling")), QStringLiteral("cabling"), reader);
    const QString matricesPath = QStringLiteral("verify_matrices");
    const QJsonObject matrices = reader.object(object.value(matricesPath), matricesPath);
    if (matrices.contains(QStringLiteral("ping"))) {
        state.pingMatrix = fabricMatrixFromJson(
            matrices.value(QStringLiteral("ping")), at(matricesPath, "ping"), reader);
    }
    if (matrices.contains(QStringLiteral("ssh"))) {
        state.sshMatrix = fabricMatrixFromJson(
            matrices.value(QStringLiteral("ssh")), at(matricesPath, "ssh"), reader);
    }
    // Options only mean something with the plan they made.
    if (!state.plan.nodes.isEmpty()) {
        const QJsonValue options
            = object.value(QStringLiteral("plan")).toObject().value(QStringLiteral("options"));
        state.planOptions
            = options.isUndefined()
                  ? planOptionsOf(state.plan)
                  : planOptionsFromJson(options, QStringLiteral("plan.options"), reader);
    }
    if (const auto &error = reader.error())
        return tl::unexpected(*error);
    return {};
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
    case StepId::Doctor: return QStringLiteral("doctor");
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
    for (StepId step : allStepIds) {
        if (checks.contains(step))
            steps.insert(stepKey(step), Tandem::toJson(checks.value(step)));
    }
    QJsonObject object{
        {QStringLiteral("version"), kVersion},
        {QStringLiteral("tandem_version"), tandemVersion.isEmpty() ? version() : tandemVersion},
        {QStringLiteral("saved_at"),
         (savedAt.isValid() ? savedAt : QDateTime::currentDateTimeUtc()).toString(Qt::ISODate)},
        {QStringLiteral("nodes"), nodeArray},
        {QStringLiteral("prerequisites"), prerequisites},
        {QStringLiteral("steps"), steps},
        {QStringLiteral("lineage"), lineage.toJson()},
    };
    insertReportPart(*this, object);
    insertPagesPart(*this, object);
    return object;
}

Result<WorkflowState> WorkflowState::fromJson(const QJsonObject &object)
{
    if (object.value(QStringLiteral("version")).toInt() != kVersion)
        return makeError(tr("The saved state has an unknown version; it was written by another "
                            "version of Tandem."));
    WorkflowState state;
    state.tandemVersion = object.value(QStringLiteral("tandem_version")).toString();
    state.savedAt
        = QDateTime::fromString(object.value(QStringLiteral("saved_at")).toString(), Qt::ISODate);
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
        // The node is connected to and named in commands: checked as if the user typed it.
        const QString path = QStringLiteral("nodes[%1]").arg(state.nodes.size());
        QString problem = SavedValues::nodeNameProblem(node.name);
        if (problem.isEmpty())
            problem = SavedValues::hostProblem(node.host);
        if (problem.isEmpty())
            problem = SavedValues::userProblem(node.user);
        if (problem.isEmpty() && (node.port < 1 || node.port > 65535))
            problem = tr("the port %1 is not from 1 to 65535").arg(node.port);
        if (!problem.isEmpty()) {
            JsonReader reader;
            reader.fail(path, problem);
            return tl::unexpected(*reader.error());
        }
        state.nodes.append(node);
    }
    const QJsonObject steps = object.value(QStringLiteral("steps")).toObject();
    for (StepId step : allStepIds) {
        if (steps.contains(stepKey(step)))
            state.checks.insert(step, checksFromJson(steps.value(stepKey(step)).toArray()));
    }
    const QJsonObject topology = object.value(QStringLiteral("topology")).toObject();
    const QString kind = topology.value(QStringLiteral("kind")).toString();
    for (TopologyKind k : {TopologyKind::Direct,
                           TopologyKind::Ring,
                           TopologyKind::Switch,
                           TopologyKind::Unsupported}) {
        if (topologyKindKey(k) == kind)
            state.topologyKind = k;
    }
    state.topologySummary = topology.value(QStringLiteral("summary")).toString();
    if (const auto report = readReportPart(object, state); !report)
        return tl::unexpected(report.error());
    if (const auto pages = readPagesPart(object, state); !pages)
        return tl::unexpected(pages.error());
    state.prerequisites = object.value(QStringLiteral("prerequisites")).toObject();
    state.lineage = StepLineage::fromJson(object.value(QStringLiteral("lineage")).toObject());
    return state;
}

Result<void> WorkflowState::save(const QString &path) const
{
    const QString folder = QFileInfo(path).absolutePath();
    if (QDir(folder) == QDir(dataDirectory())) {
        if (auto made = ensureDataDirectory(); !made)
            return made;
    } else if (!QDir().mkpath(folder)) {
        return makeError(tr("Cannot create the folder for %1.").arg(path));
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return makeError(tr("Cannot save the state to %1: %2").arg(path, file.errorString()));
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    // Indented for people reading it, except around a long soak: a million samples indented
    // one per line would triple the file and the time to write it.
    const bool large = bandwidth.samples.size() > 10000;
    file.write(
        QJsonDocument(toJson()).toJson(large ? QJsonDocument::Compact : QJsonDocument::Indented));
    if (!file.commit())
        return makeError(tr("Cannot save the state to %1: %2").arg(path, file.errorString()));
    return syncDirectoryOf(path);
}

Result<WorkflowState> WorkflowState::load(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return makeError(tr("Cannot read the saved state %1: %2").arg(path, file.errorString()));
    const auto tooLarge = [&path] {
        return makeError(tr("The saved state %1 is larger than %2 MiB, more than any session "
                            "writes; it was not read. Move it away to start afresh.")
                             .arg(path, QString::number(kMaxFileBytes / (1024 * 1024))));
    };
    if (file.size() > kMaxFileBytes)
        return tooLarge();
    // Checked again on what is read: a file can grow after it was measured, and /proc or a
    // pipe reports no size at all.
    const QByteArray content = file.read(kMaxFileBytes + 1);
    if (content.size() > kMaxFileBytes)
        return tooLarge();
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(content, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return makeError(
            tr("The saved state %1 is not valid JSON (%2).").arg(path, error.errorString()));
    return fromJson(document.object());
}

} // namespace Tandem
