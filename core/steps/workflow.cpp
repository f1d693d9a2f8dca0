// SPDX-License-Identifier: GPL-3.0-or-later
#include "workflow.h"

#include "buildinfo.h"
#include "nccl/verdict.h"
#include "steps/bandwidthstep.h"

#include <QUuid>

#include <algorithm>

#include "ssh/keypair.h"
#include "ssh/sshsession.h"
#include "steps/applystep.h"
#include "steps/cablingchecks.h"
#include "steps/restorestep.h"
#include "steps/devicechecks.h"
#include "steps/fabricundo.h"
#include "steps/networkplanstep.h"
#include "steps/sshfabricstep.h"
#include "session/statesaver.h"
#include "steps/verifystep.h"
#include "remote/noderunner.h"
#include "prereqs/prerequisites.h"
#include "steps/userchecks.h"

namespace Tandem {

Workflow::Workflow(RunnerFactory factory, QObject *parent)
    : QObject(parent)
    , m_factory(std::move(factory))
    , m_saver(new StateSaver(this))
    , m_prerequisites(new Prerequisites([this] { return connectedRunners(); },
                                        [this] { return m_credentials.password; }, this))
{
    connect(m_saver, &StateSaver::saveFailed, this, &Workflow::stateSaveFailed);
    // Saved like a step: the locations the user chose and what the check and the build found.
    const auto save = [this] {
        if (!m_statePath.isEmpty())
            m_saver->save(state(), m_statePath);
    };
    connect(m_prerequisites, &Prerequisites::finished, this, save);
    connect(m_prerequisites, &Prerequisites::locationsChanged, this, save);
}

Workflow::~Workflow()
{
    // The password leaves memory with the workflow.
    m_credentials.password.fill('\0');
}

namespace {

// The same machines, reached the same way: what the steps found about them still holds.
bool sameMachines(const QList<NodeAddress> &a, const QList<NodeAddress> &b)
{
    return std::equal(a.cbegin(), a.cend(), b.cbegin(), b.cend(),
                      [](const NodeAddress &x, const NodeAddress &y) {
                          return x.name == y.name && x.host == y.host && x.port == y.port
                                 && x.user == y.user;
                      });
}

} // namespace

void Workflow::setNodes(const QList<NodeAddress> &nodes)
{
    cancel();
    qDeleteAll(m_runners);
    m_runners.clear();
    m_connected.clear();
    // Connecting again to the same nodes (a resumed session, a new password) keeps what the
    // steps found; other nodes start from nothing.
    if (!sameMachines(nodes, m_nodes))
        clearResults();
    m_nodes = nodes;
}

void Workflow::clearResults()
{
    m_checks.clear();
    m_prerequisites->clearChecks();
    m_topology = {};
    // What the report keeps about the previous nodes' session goes with their checks.
    m_stepTimes.clear();
    m_facts.clear();
    m_lastRestore = {};
    m_restoring = false;
    m_bandwidth = {};
    m_cabling.clear();
    m_plan = {};
    m_yaml.clear();
    m_diffs.clear();
    m_moveAside.clear();
    m_pingMatrix = {};
    m_sshMatrix = {};
}

void Workflow::setCredentials(const Credentials &credentials)
{
    m_credentials.password.fill('\0');
    m_credentials = credentials;
}

Check Workflow::sshCheck(const QString &node, CheckStatus status, const QString &detail) const
{
    Check check;
    check.id = QStringLiteral("device.ssh");
    check.node = node;
    check.title = tr("SSH over the management network");
    check.status = status;
    check.detail = detail;
    return check;
}

void Workflow::startStep(StepId step)
{
    m_stepTimes[step] = {QDateTime::currentDateTimeUtc(), {}};
    Q_EMIT stepStarted(step);
}

void Workflow::record(StepId step, const Check &check)
{
    upsertCheck(m_checks[step], check);
    Q_EMIT checkChanged(step, check);
}

void Workflow::finishPart(StepId step)
{
    if (--m_partsRunning[step] <= 0) {
        m_partsRunning.remove(step);
        m_stepTimes[step].finishedAt = QDateTime::currentDateTimeUtc();
        if (step == StepId::Apply && m_restoring) {
            m_restoring = false;
            m_lastRestore.checks = m_checks.value(StepId::Apply);
            m_lastRestore.finishedAt = m_stepTimes[step].finishedAt;
        }
        if (!m_statePath.isEmpty())
            m_saver->save(state(), m_statePath);
        Q_EMIT stepFinished(step);
    }
}

void Workflow::waitForStateSaved()
{
    m_saver->waitForSaved();
}

WorkflowState Workflow::state() const
{
    WorkflowState state;
    state.nodes = m_nodes;
    state.checks = m_checks;
    state.topologyKind = m_topology.kind;
    state.topologySummary = m_topology.problem.isEmpty() ? m_topology.summary : m_topology.problem;
    state.savedAt = QDateTime::currentDateTimeUtc();
    state.tandemVersion = version(); // the Tandem that holds this state, as a saved file says
    // The report's part.
    state.plan = m_plan;
    for (auto it = m_yaml.cbegin(); it != m_yaml.cend(); ++it)
        state.netplanYaml.insert(it.key(), QString::fromUtf8(it.value()));
    state.netplanDiffs = m_diffs;
    state.moveAside = m_moveAside;
    for (const NodeAddress &node : m_nodes) {
        NodeFacts facts = m_facts.value(node.name);
        facts.node = node.name;
        facts.readEvidence(m_checks.value(StepId::DeviceChecks));
        state.facts.append(facts);
    }
    state.stepTimes = m_stepTimes;
    state.lastRestore = m_lastRestore;
    state.bandwidth = m_bandwidth;
    state.prerequisites = m_prerequisites->toJson();
    return state;
}

void Workflow::restore(const WorkflowState &state)
{
    setNodes(state.nodes);
    clearResults();
    m_checks = state.checks;
    m_topology.kind = state.topologyKind;
    m_topology.summary = state.topologySummary;
    // The report's part, so that a later step's save keeps what this session learnt before.
    m_plan = state.plan;
    m_yaml.clear();
    for (auto it = state.netplanYaml.cbegin(); it != state.netplanYaml.cend(); ++it)
        m_yaml.insert(it.key(), it.value().toUtf8());
    m_diffs = state.netplanDiffs;
    m_moveAside = state.moveAside;
    m_facts.clear();
    for (const NodeFacts &facts : state.facts)
        m_facts.insert(facts.node, facts);
    m_stepTimes = state.stepTimes;
    m_lastRestore = state.lastRestore;
    m_bandwidth = state.bandwidth;
    m_prerequisites->restore(state.prerequisites);
    Q_EMIT restored();
}

bool Workflow::isRunning(StepId step) const
{
    return m_partsRunning.value(step) > 0;
}

void Workflow::connectAll()
{
    m_checks.remove(StepId::Devices);
    // Running before stepStarted, so that what listens sees the step running.
    m_partsRunning[StepId::Devices] = int(m_nodes.size());
    startStep(StepId::Devices);
    if (m_nodes.isEmpty()) {
        finishPart(StepId::Devices);
        return;
    }
    for (const NodeAddress &node : std::as_const(m_nodes)) {
        const QString name = node.name;
        NodeRunner *runner = m_runners.value(name);
        if (runner && m_connected.value(name)) {
            record(StepId::Devices, sshCheck(name, CheckStatus::Pass, tr("Connected to %1.").arg(node.host)));
            finishPart(StepId::Devices);
            continue;
        }
        delete runner;
        runner = m_factory(node, m_credentials, this);
        m_runners.insert(name, runner);
        m_connected.insert(name, false);
        record(StepId::Devices, sshCheck(name, CheckStatus::Running, tr("Connecting to %1\u2026").arg(node.host)));
        // A step may reopen a dropped session later (apply does); only the first answer
        // belongs to connecting.
        m_connecting.insert(name);
        connect(runner, &NodeRunner::opened, this, [this, name, host = node.host] {
            m_connected.insert(name, true);
            if (!m_connecting.remove(name))
                return;
            record(StepId::Devices, sshCheck(name, CheckStatus::Pass, tr("Connected to %1.").arg(host)));
            finishPart(StepId::Devices);
        });
        connect(runner, &NodeRunner::openFailed, this, [this, name](const Error &error) {
            if (!m_connecting.remove(name))
                return;
            m_connected.insert(name, false);
            record(StepId::Devices, sshCheck(name, CheckStatus::Fail, error.toString()));
            finishPart(StepId::Devices);
        });
        connect(runner, &NodeRunner::hostKeyUnknown, this, [this, name](const QString &fingerprint) {
            Q_EMIT hostKeyUnknown(name, fingerprint);
        });
        runner->open();
    }
}

void Workflow::installTandemKey()
{
    const auto keyCheck = [this](const QString &node, CheckStatus status, const QString &detail) {
        Check check;
        check.id = QStringLiteral("device.key");
        check.node = node;
        check.title = tr("Tandem's SSH key");
        check.status = status;
        check.detail = detail;
        return check;
    };
    const auto key = KeyPair::loadOrCreate();
    const auto command = key ? SshSession::installPublicKeyCommand(key->publicKeyLine())
                             : Result<RemoteCommand>(tl::unexpected(key.error()));
    const QList<NodeRunner *> runners = connectedRunners();
    if (!command || runners.isEmpty()) {
        for (const NodeAddress &node : std::as_const(m_nodes)) {
            record(StepId::Devices, keyCheck(node.name, CheckStatus::Fail,
                                             command ? tr("Not connected.") : command.error().toString()));
        }
        return;
    }
    m_partsRunning[StepId::Devices] += int(runners.size());
    for (NodeRunner *runner : runners) {
        const QString name = runner->nodeName();
        record(StepId::Devices, keyCheck(name, CheckStatus::Running, tr("Installing…")));
        runner->run(*command, this, [this, name, keyCheck, fingerprint = key->fingerprint()](const CommandResult &result) {
            Check check = result.ok()
                              ? keyCheck(name, CheckStatus::Pass,
                                         tr("Tandem's key %1 is in ~/.ssh/authorized_keys; the next "
                                            "connection needs no password.")
                                             .arg(fingerprint))
                              : keyCheck(name, CheckStatus::Fail,
                                         result.error ? result.error->toString()
                                                      : QString::fromUtf8(result.err).trimmed());
            check.evidence = {result.toEvidence()};
            record(StepId::Devices, check);
            finishPart(StepId::Devices);
        });
    }
}

void Workflow::acceptHostKey(const QString &node)
{
    if (NodeRunner *runner = m_runners.value(node))
        runner->acceptHostKey();
}

void Workflow::rejectHostKey(const QString &node)
{
    if (NodeRunner *runner = m_runners.value(node))
        runner->rejectHostKey();
}

bool Workflow::allConnected() const
{
    if (m_nodes.isEmpty())
        return false;
    for (const NodeAddress &node : m_nodes) {
        if (!m_connected.value(node.name))
            return false;
    }
    return true;
}

QList<NodeRunner *> Workflow::connectedRunners() const
{
    QList<NodeRunner *> runners;
    for (const NodeAddress &node : m_nodes) {
        if (m_connected.value(node.name))
            runners << m_runners.value(node.name);
    }
    return runners;
}

void Workflow::runDeviceChecks()
{
    if (isRunning(StepId::DeviceChecks))
        return;
    m_checks.remove(StepId::DeviceChecks);
    const QList<NodeRunner *> runners = connectedRunners();
    // Device checks, user checks, and each node's host facts for the report; running before
    // stepStarted, so that what listens sees the step running.
    m_partsRunning[StepId::DeviceChecks] = 2 + int(runners.size());
    startStep(StepId::DeviceChecks);
    m_facts.clear();
    for (NodeRunner *runner : runners) {
        const QString name = runner->nodeName();
        runner->run(NodeFacts::hostCommand(), this, [this, name](const CommandResult &result) {
            NodeFacts facts;
            facts.node = name;
            if (result.ok())
                facts.readHost(result.out);
            m_facts.insert(name, facts);
            finishPart(StepId::DeviceChecks);
        });
    }

    delete m_deviceChecks;
    m_deviceChecks = new DeviceChecks(runners, this);
    m_deviceChecks->setSudoPassword(m_credentials.password);
    connect(m_deviceChecks, &DeviceChecks::checkChanged, this,
            [this](const Check &check) { record(StepId::DeviceChecks, check); });
    connect(m_deviceChecks, &DeviceChecks::finished, this, [this] { finishPart(StepId::DeviceChecks); });

    delete m_userChecks;
    m_userChecks = new UserChecks(runners, this);
    connect(m_userChecks, &UserChecks::checkChanged, this,
            [this](const Check &check) { record(StepId::DeviceChecks, check); });
    connect(m_userChecks, &UserChecks::finished, this, [this] { finishPart(StepId::DeviceChecks); });

    m_deviceChecks->start();
    m_userChecks->start();
}

void Workflow::runCabling()
{
    if (isRunning(StepId::Cabling))
        return;
    m_checks.remove(StepId::Cabling);
    m_topology = {};
    m_cabling.clear();
    m_partsRunning[StepId::Cabling] = 1;
    startStep(StepId::Cabling);
    delete m_cablingChecks;
    m_cablingChecks = new CablingChecks(connectedRunners(), this);
    connect(m_cablingChecks, &CablingChecks::checkChanged, this,
            [this](const Check &check) { record(StepId::Cabling, check); });
    connect(m_cablingChecks, &CablingChecks::finished, this, [this] {
        m_topology = m_cablingChecks->topology();
        m_cabling = m_cablingChecks->nodes();
        finishPart(StepId::Cabling);
    });
    m_cablingChecks->start();
}

bool Workflow::beginStep(StepId step, bool needsPlan)
{
    if (isRunning(step))
        return false;
    m_checks.remove(step);
    // Running before anyone hears of it: a page that asks isRunning() on stepStarted must
    // see the step running (and disable its Run button).
    m_partsRunning[step] = 1;
    startStep(step);
    QString blocker;
    if (!allConnected())
        blocker = tr("Connect to every node first (step 1).");
    else if (needsPlan && m_plan.nodes.isEmpty())
        blocker = tr("Make the network plan first (step 4).");
    if (blocker.isEmpty())
        return true;
    Check check;
    check.id = QStringLiteral("step.blocked");
    check.title = tr("Not ready");
    check.status = CheckStatus::Fail;
    check.detail = blocker;
    record(step, check);
    finishPart(step);
    return false;
}

void Workflow::runNetworkPlan(const PlanOptions &options)
{
    if (!beginStep(StepId::NetworkPlan, false))
        return;
    m_plan = {};
    m_yaml.clear();
    m_diffs.clear();
    m_moveAside.clear();
    delete m_planStep;
    m_planStep = new NetworkPlanStep(connectedRunners(), m_topology, m_cabling, options, this);
    m_planStep->setSudoPassword(m_credentials.password);
    connect(m_planStep, &NetworkPlanStep::checkChanged, this,
            [this](const Check &check) { record(StepId::NetworkPlan, check); });
    connect(m_planStep, &NetworkPlanStep::finished, this, [this] {
        m_plan = m_planStep->plan();
        m_yaml = m_planStep->yaml();
        m_diffs = m_planStep->diffs();
        m_moveAside = m_planStep->moveAside();
        finishPart(StepId::NetworkPlan);
    });
    m_planStep->start();
}

bool Workflow::planReady() const
{
    return !m_plan.nodes.isEmpty() && worstStatus(m_checks.value(StepId::NetworkPlan)) != CheckStatus::Fail;
}

void Workflow::applyPlan(std::chrono::seconds confirmTimeout)
{
    if (!beginStep(StepId::Apply, true))
        return;
    if (!planReady()) {
        Check check;
        check.id = QStringLiteral("step.blocked");
        check.title = tr("Not ready");
        check.status = CheckStatus::Fail;
        check.detail = tr("The network plan has failed checks; fix them and plan again. Nothing "
                          "was written.");
        record(StepId::Apply, check);
        finishPart(StepId::Apply);
        return;
    }
    QMap<QString, QStringList> aside;
    for (const NetplanMoveAside &move : std::as_const(m_moveAside))
        aside[move.node] << QStringLiteral("/etc/netplan/") + move.file;
    delete m_applyStep;
    m_applyStep = new ApplyStep(connectedRunners(), this);
    m_applyStep->setSudoPassword(m_credentials.password);
    m_applyStep->setNetplan(m_yaml);
    m_applyStep->setPlan(m_plan);
    m_applyStep->setConfirmTimeout(confirmTimeout);
    m_applyStep->setFilesToMoveAside(aside);
    connect(m_applyStep, &ApplyStep::checkChanged, this,
            [this](const Check &check) { record(StepId::Apply, check); });
    connect(m_applyStep, &ApplyStep::countdown, this, &Workflow::applyCountdown);
    connect(m_applyStep, &ApplyStep::finished, this, [this] { finishPart(StepId::Apply); });
    m_applyStep->start();
}

void Workflow::restoreNetwork()
{
    if (isRunning(StepId::Apply))
        return;
    m_restoring = true;
    m_lastRestore = {};
    m_lastRestore.startedAt = QDateTime::currentDateTimeUtc();
    if (!beginStep(StepId::Apply, false))
        return;
    delete m_restoreStep;
    m_restoreStep = new RestoreStep(connectedRunners(), this);
    m_restoreStep->setSudoPassword(m_credentials.password);
    connect(m_restoreStep, &RestoreStep::checkChanged, this,
            [this](const Check &check) { record(StepId::Apply, check); });
    connect(m_restoreStep, &RestoreStep::finished, this, [this] { finishPart(StepId::Apply); });
    m_restoreStep->start();
}

void Workflow::setupFabric()
{
    if (!beginStep(StepId::SshFabric, true))
        return;
    delete m_fabricStep;
    m_fabricStep = new SshFabricStep(connectedRunners(), m_plan, this);
    connect(m_fabricStep, &SshFabricStep::checkChanged, this,
            [this](const Check &check) { record(StepId::SshFabric, check); });
    connect(m_fabricStep, &SshFabricStep::finished, this, [this] { finishPart(StepId::SshFabric); });
    m_fabricStep->start();
}

void Workflow::undoFabric()
{
    if (!beginStep(StepId::SshFabric, false))
        return;
    delete m_fabricUndo;
    m_fabricUndo = new FabricUndo(connectedRunners(), this);
    m_fabricUndo->setRemoveKey(true);
    connect(m_fabricUndo, &FabricUndo::checkChanged, this,
            [this](const Check &check) { record(StepId::SshFabric, check); });
    connect(m_fabricUndo, &FabricUndo::finished, this, [this] { finishPart(StepId::SshFabric); });
    m_fabricUndo->start();
}

void Workflow::runVerify()
{
    if (!beginStep(StepId::Verify, true))
        return;
    delete m_verifyStep;
    m_verifyStep = new VerifyStep(connectedRunners(), m_plan, this);
    connect(m_verifyStep, &VerifyStep::checkChanged, this,
            [this](const Check &check) { record(StepId::Verify, check); });
    connect(m_verifyStep, &VerifyStep::finished, this, [this] {
        m_pingMatrix = m_verifyStep->pingMatrix();
        m_sshMatrix = m_verifyStep->sshMatrix();
        finishPart(StepId::Verify);
    });
    m_verifyStep->start();
}

Result<MpirunCommand> Workflow::bandwidthCommand(const TestSpec &spec) const
{
    if (m_plan.nodes.isEmpty())
        return makeError(tr("Make the network plan first (step 4)."));
    // mpirun refuses root without --allow-run-as-root; the user is the same on every node.
    const bool root = !m_nodes.isEmpty() && m_nodes.constFirst().user == QLatin1String("root");
    // The id names one run's processes and log files on the nodes; it changes once a run
    // starts, so a preview shows exactly the next run's command.
    if (m_bandwidthRunId.isEmpty())
        m_bandwidthRunId = QUuid::createUuid().toString(QUuid::Id128).left(12);
    return MpirunCommand::build(m_plan, m_topology.kind, m_prerequisites->locations().applyTo(spec),
                                m_bandwidthRunId, root);
}

double Workflow::bandwidthThreshold(const TestSpec &spec) const
{
    return spec.thresholdGBps > 0 ? spec.thresholdGBps : Verdict::defaultThreshold(m_topology.kind);
}

void Workflow::runBandwidth(const TestSpec &spec)
{
    if (isRunning(StepId::Bandwidth))
        return;
    m_bandwidth = {};
    if (!beginStep(StepId::Bandwidth, true))
        return;
    auto command = bandwidthCommand(spec);
    m_bandwidthRunId.clear();
    m_bandwidth.spec = spec;
    m_bandwidth.thresholdGBps = bandwidthThreshold(spec);
    m_bandwidth.startedAt = m_stepTimes.value(StepId::Bandwidth).startedAt;
    if (!command) {
        Check check;
        check.id = QStringLiteral("bandwidth.run");
        check.title = BandwidthStep::title(check.id);
        check.status = CheckStatus::Fail;
        check.detail = command.error().toString();
        record(StepId::Bandwidth, check);
        finishPart(StepId::Bandwidth);
        return;
    }
    // Runners in plan order, so the step knows which one runs mpirun.
    QList<NodeRunner *> runners;
    for (const NodePlan &node : std::as_const(m_plan.nodes)) {
        if (NodeRunner *runner = m_runners.value(node.node); runner && m_connected.value(node.node))
            runners << runner;
    }
    delete m_bandwidthStep;
    m_bandwidthStep = new BandwidthStep(runners, *command, spec, bandwidthThreshold(spec), this);
    connect(m_bandwidthStep, &BandwidthStep::checkChanged, this,
            [this](const Check &check) { record(StepId::Bandwidth, check); });
    connect(m_bandwidthStep, &BandwidthStep::pointReady, this, &Workflow::bandwidthPoint);
    connect(m_bandwidthStep, &BandwidthStep::rowReady, this, &Workflow::bandwidthRow);
    connect(m_bandwidthStep, &BandwidthStep::sampleReady, this, &Workflow::bandwidthSample);
    m_bandwidth.command = command->displayString();
    m_bandwidth.firstNode = command->firstNode();
    m_bandwidth.hosts = command->hosts();
    m_bandwidth.roceDevices = command->roceDevices();
    connect(m_bandwidthStep, &BandwidthStep::finished, this, [this] {
        recordBandwidthRun();
        finishPart(StepId::Bandwidth);
    });
    m_bandwidthStep->start();
}

void Workflow::recordBandwidthRun()
{
    const BandwidthStep &step = *m_bandwidthStep;
    m_bandwidth.finishedAt = QDateTime::currentDateTimeUtc();
    m_bandwidth.rows = step.rows();
    const QList<ProbeSample> &samples = step.samples();
    m_bandwidth.samples = {};
    m_bandwidth.samples.reserve(samples.size());
    for (const ProbeSample &sample : samples)
        m_bandwidth.samples.append(sample);
    m_bandwidth.transport = step.transport();
    m_bandwidth.judgedBusbw = step.judgedBusbw(&m_bandwidth.judgedBytes);
}

void Workflow::cancelBandwidth()
{
    if (m_bandwidthStep && m_bandwidthStep->isRunning())
        m_bandwidth.cancelled = true;
    if (m_bandwidthStep)
        m_bandwidthStep->cancel();
}

void Workflow::cancel()
{
    cancelBandwidth();
    m_prerequisites->cancel();
    for (NodeRunner *runner : std::as_const(m_runners))
        runner->cancelAll();
}

} // namespace Tandem
