// SPDX-License-Identifier: GPL-3.0-or-later
#include "workflow.h"

#include "buildinfo.h"
#include "history/historyrecorder.h"
#include "nccl/verdict.h"
#include "remote/leftoverruns.h"
#include "session/savedsession.h"
#include "session/statesaver.h"
#include "steps/apply/restorestep.h"
#include "steps/bandwidth/bandwidthstep.h"
#include "steps/bandwidth/prerequisites.h"
#include "steps/devices/connectstep.h"
#include "steps/doctor/repairstep.h"
#include "steps/flow/checktitles.h"
#include "steps/flow/step.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFileInfo>

namespace Tandem {

Workflow::Workflow(RunnerFactory factory, QObject *parent)
    : QObject(parent)
    , m_pool(new NodePool(std::move(factory), this))
    , m_saver(new StateSaver(this))
    , m_history(new HistoryRecorder(this))
    , m_prerequisites(new Prerequisites([this] { return m_pool->connectedRunners(); },
                                        [this] { return m_pool->sudoPassword(); },
                                        this))
{
    connect(m_pool, &NodePool::hostKeyUnknown, this, &Workflow::hostKeyUnknown);
    connect(m_pool, &NodePool::nodeLost, this, &Workflow::nodeLost);
    connect(m_pool, &NodePool::hostKeyChanged, this, &Workflow::hostKeyChanged);
    connect(m_saver, &StateSaver::saveFailed, this, &Workflow::stateSaveFailed);
    // Saved like a step: the locations the user chose and what the check and the build found.
    connect(m_prerequisites, &Prerequisites::finished, this, &Workflow::save);
    connect(m_prerequisites, &Prerequisites::locationsChanged, this, &Workflow::save);
    // Before the windows hear of a new language (the application gets the event first): the
    // session's titles and findings are in it when the pages draw them again.
    if (QCoreApplication *app = QCoreApplication::instance())
        app->installEventFilter(this);
}

bool Workflow::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == QCoreApplication::instance() && event->type() == QEvent::LanguageChange)
        CheckTitles::retitle(m_state);
    return QObject::eventFilter(watched, event);
}

Workflow::~Workflow() = default;

bool Workflow::wouldDiscardResults(const QList<NodeAddress> &nodes) const
{
    return !sameMachines(nodes, m_state.nodes) && hasResults();
}

bool Workflow::hasResults() const
{
    for (const QList<Check> &checks : m_state.checks) {
        if (!checks.isEmpty())
            return true;
    }
    return !m_state.plan.nodes.isEmpty() || !m_state.bandwidth.isEmpty();
}

Result<QString> Workflow::bringBack(const WorkflowState &earlier)
{
    if (runningStep())
        return makeError(tr("A step is running; wait until it has finished."));
    QString aside;
    if (hasResults() && !m_statePath.isEmpty() && QFileInfo::exists(m_statePath)) {
        m_saver->waitForSaved();
        const auto moved = SavedSession::setAside(m_statePath);
        if (!moved)
            return tl::unexpected(moved.error());
        aside = *moved;
    }
    restore(earlier);
    save();
    return aside;
}

void Workflow::setNodes(const QList<NodeAddress> &nodes)
{
    cancel();
    m_pool->setNodes(nodes);
    m_lost.clear();
    if (!sameMachines(nodes, m_state.nodes)) {
        // Other machines: the results were about the ones before. The saved session they are
        // in is kept beside the new one, never overwritten.
        if (wouldDiscardResults(nodes) && !m_statePath.isEmpty()
            && QFileInfo::exists(m_statePath)) {
            m_saver->waitForSaved();
            if (const auto aside = SavedSession::setAside(m_statePath); !aside)
                Q_EMIT stateSaveFailed(aside.error());
            else
                Q_EMIT sessionSetAside(*aside);
        }
        m_state = {};
        m_chosenPlan.reset();
        m_prerequisites->clearChecks();
    }
    m_state.nodes = nodes;
    m_state.lineage.recordRun(StepId::Devices, StepLineage::stampOf(StepId::Devices, m_state));
}

Readiness Workflow::readiness(StepAction action) const
{
    return StepGate::readiness(action, StepGate::factsOf(*this));
}

std::optional<StepId> Workflow::runningStep() const
{
    // The prerequisites belong to the bandwidth step; while they are checked or built nothing
    // else may start.
    if (m_prerequisites->isRunning())
        return StepId::Bandwidth;
    for (auto it = m_steps.cbegin(); it != m_steps.cend(); ++it) {
        if (it.value() && it.value()->isRunning())
            return StepTable::row(it.key()).slot;
    }
    return std::nullopt;
}

void Workflow::start(StepAction action)
{
    const StepRow &row = StepTable::row(action);
    if (const Readiness gate = readiness(action); !gate.ready) {
        // Nothing recorded: a refused start leaves the results as they were.
        Q_EMIT stepRefused(row.slot, gate.reason);
        if (m_repairing)
            endRepair(false);
        return;
    }
    delete m_steps.take(action);
    auto made = row.make(StepContext{m_state, *m_pool, m_request}, this);
    if (!row.addsToSlot)
        m_state.checks.remove(row.slot);
    m_state.stepTimes[row.slot] = {QDateTime::currentDateTimeUtc(), {}};
    if (!made) {
        Q_EMIT stepStarted(row.slot);
        Check check;
        check.id = QStringLiteral("step.blocked");
        check.title = tr("Not ready");
        check.status = CheckStatus::Fail;
        check.detail = made.error().toString();
        record(row.slot, check);
        m_state.stepTimes[row.slot].finishedAt = QDateTime::currentDateTimeUtc();
        save();
        Q_EMIT stepFinished(row.slot);
        if (m_repairing)
            endRepair(false);
        return;
    }
    Step *step = *made;
    m_steps.insert(action, step);
    connect(step, &Step::checkChanged, this, [this, slot = row.slot](const Check &check) {
        record(slot, check);
    });
    connect(step, &Step::finished, this, [this, action] { finish(action); });
    // Running before anyone hears of it: a page that asks isRunning() on stepStarted must
    // see the step running (and disable its Run button).
    connect(step, &Step::started, this, [this, slot = row.slot] { Q_EMIT stepStarted(slot); });
    if (row.wire)
        row.wire(step, this);
    Q_EMIT stepCreated(action, step);
    step->start();
}

void Workflow::record(StepId step, const Check &check)
{
    upsertCheck(m_state.checks[step], check);
    Q_EMIT checkChanged(step, check);
}

void Workflow::finish(StepAction action)
{
    const StepRow &row = StepTable::row(action);
    const Step *step = m_steps.value(action);
    if (!step)
        return;
    m_state.stepTimes[row.slot].finishedAt = QDateTime::currentDateTimeUtc();
    step->apply(m_state);
    if (row.undoes)
        m_state.lineage.recordUndo(row.slot);
    else
        m_state.lineage.recordRun(row.slot, StepLineage::stampOf(row.slot, m_state));
    // The step's own checks: a slot it adds to (Repair on the Doctor's) holds others'. Read
    // before anyone hears of the end and may start another step.
    const bool failed = worstStatus(step->checks()) == CheckStatus::Fail;
    save();
    // An acceptance run that ended (not one cancelled) goes into the run history.
    if (action == StepAction::Bandwidth && !m_historyPath.isEmpty()
        && !m_state.bandwidth.cancelled) {
        const Check verdict = BandwidthStep::verdictOf(step->checks());
        m_history->record(state(), checkStatusKey(verdict.status), m_historyPath);
    }
    recordLost();
    Q_EMIT stepFinished(row.slot);
    if (m_repairing) {
        // The repair ends with its second Doctor, whatever that finds. A step of it that failed
        // stops the rest: the Doctor's page then shows its checks. The cabling is only read
        // again there; its failures are symptoms, and the gate decides whether a plan can follow.
        if (action == StepAction::Doctor && m_queue.isEmpty())
            endRepair(true);
        else if (failed && action != StepAction::Cabling)
            endRepair(false);
        else
            QMetaObject::invokeMethod(this, &Workflow::startQueued, Qt::QueuedConnection);
    }
}

void Workflow::nodeLost(const QString &node, const Error &error)
{
    m_lost.insert(node, error);
    // A step at work may open the session again (apply does when the network changes); what
    // the step could not mend is recorded when it ends.
    if (!runningStep())
        recordLost();
}

void Workflow::recordLost()
{
    const QHash<QString, Error> lost = std::exchange(m_lost, {});
    bool any = false;
    for (auto it = lost.cbegin(); it != lost.cend(); ++it) {
        if (m_pool->isConnected(it.key()))
            continue;
        record(StepId::Devices, ConnectStep::sshCheck(it.key(), CheckStatus::Fail, it->toString()));
        any = true;
    }
    if (!any)
        return;
    save();
    for (auto it = lost.cbegin(); it != lost.cend(); ++it) {
        if (!m_pool->isConnected(it.key()))
            Q_EMIT connectionLost(it.key());
    }
}

bool Workflow::needsPassword() const
{
    return !m_pool->holdsPassword() || m_pool->anyOpenFailed();
}

void Workflow::endRepair(bool completed)
{
    m_queue.clear();
    m_repairing = false;
    Q_EMIT repairEnded(completed);
}

void Workflow::save()
{
    if (!m_statePath.isEmpty())
        m_saver->save(state(), m_statePath);
}

void Workflow::runNetworkPlan(const PlanOptions &options)
{
    m_request.plan = options;
    m_chosenPlan = options;
    start(StepAction::NetworkPlan);
}

void Workflow::forgetHostKey(const QString &node,
                             QObject *context,
                             std::function<void(const Result<int> &)> done)
{
    m_pool->forgetHostKey(
        node, context, [self = QPointer(this), done = std::move(done)](const Result<int> &removed) {
            if (removed && self) {
                self->m_state.lineage.recordHostKeyReplaced();
                self->save();
                Q_EMIT self->gateChanged();
            }
            done(removed);
        });
}

void Workflow::choosePlanOptions(const PlanOptions &options)
{
    const bool before = planOptionsChanged();
    m_chosenPlan = options;
    if (planOptionsChanged() != before)
        Q_EMIT gateChanged();
}

bool Workflow::planOptionsChanged() const
{
    return m_chosenPlan && !m_state.plan.nodes.isEmpty() && !isRunning(StepId::NetworkPlan)
           && !PlanOptions::samePlan(*m_chosenPlan, m_state.planOptions);
}

void Workflow::applyPlan(std::chrono::seconds confirmTimeout)
{
    m_request.confirmTimeout = confirmTimeout;
    start(StepAction::Apply);
}

bool Workflow::fabricSetUp() const
{
    const StepOutcome fabric = StepGate::factsOf(*this).of(StepId::SshFabric);
    return fabric == StepOutcome::Passed || fabric == StepOutcome::Stale;
}

bool Workflow::planReady() const
{
    return !m_state.plan.nodes.isEmpty()
           && worstStatus(m_state.checks.value(StepId::NetworkPlan)) != CheckStatus::Fail;
}

Result<MpirunCommand> Workflow::bandwidthCommand(const TestSpec &spec) const
{
    if (m_state.plan.nodes.isEmpty())
        return makeError(tr("Make the network plan first (step 4)."));
    // mpirun refuses root without --allow-run-as-root; the user is the same on every node.
    const bool root
        = !m_state.nodes.isEmpty() && m_state.nodes.constFirst().user == QLatin1String("root");
    // The id names one run's processes and log files on the nodes; it changes once a run
    // starts, so a preview shows exactly the next run's command.
    if (m_bandwidthRunId.isEmpty())
        m_bandwidthRunId = MpirunCommand::newRunId();
    return MpirunCommand::build(m_state.plan,
                                m_state.topologyKind,
                                m_prerequisites->locations().applyTo(spec),
                                m_bandwidthRunId,
                                root,
                                LeftoverRuns::localOwner());
}

double Workflow::bandwidthThreshold(const TestSpec &spec) const
{
    return spec.thresholdGBps > 0 ? spec.thresholdGBps
                                  : Verdict::defaultThreshold(m_state.topologyKind);
}

void Workflow::runBandwidth(const TestSpec &spec)
{
    m_request.bandwidth = spec;
    m_request.bandwidthThresholdGBps = bandwidthThreshold(spec);
    m_request.bandwidthCommand.reset();
    if (readiness(StepAction::Bandwidth).ready) {
        if (auto command = bandwidthCommand(spec))
            m_request.bandwidthCommand = *command;
        else
            m_request.bandwidthCommandError = command.error().toString();
        m_bandwidthRunId.clear();
    }
    start(StepAction::Bandwidth);
}

void Workflow::runDoctor(DoctorOptions options)
{
    options.locations = m_prerequisites->locations();
    m_request.doctor = std::move(options);
    start(StepAction::Doctor);
}

void Workflow::repairFiles(const QList<Finding> &findings)
{
    m_request.repairs = findings;
    start(StepAction::Repair);
}

void Workflow::runRepair(const QList<Finding> &findings)
{
    if (m_repairing)
        return; // one repair at a time; the running one's steps are queued already
    m_queue = RepairStep::actionsFor(findings, fabricSetUp());
    if (m_queue.isEmpty())
        return;
    m_request.repairs = findings;
    m_queue << StepAction::Doctor;
    m_repairing = true;
    Q_EMIT repairStarted();
    startQueued();
}

void Workflow::startQueued()
{
    if (m_queue.isEmpty())
        return;
    const StepAction action = m_queue.takeFirst();
    switch (action) {
    case StepAction::NetworkPlan: runNetworkPlan(m_state.planOptions); return;
    case StepAction::Doctor: runDoctor(m_request.doctor); return;
    default: start(action); return;
    }
}

void Workflow::checkPrerequisites()
{
    if (const Readiness gate = StepGate::prerequisitesReadiness(StepGate::factsOf(*this));
        !gate.ready) {
        Q_EMIT stepRefused(StepId::Bandwidth, gate.reason);
        return;
    }
    m_prerequisites->check();
}

void Workflow::buildPrerequisites(const BuildPlan &plan)
{
    if (const Readiness gate = StepGate::prerequisitesReadiness(StepGate::factsOf(*this));
        !gate.ready) {
        Q_EMIT stepRefused(StepId::Bandwidth, gate.reason);
        return;
    }
    m_prerequisites->build(plan);
}

QList<RestoreEdit> Workflow::restoreEdits() const
{
    if (const auto *step = qobject_cast<const RestoreStep *>(m_steps.value(StepAction::Restore)))
        return step->edits();
    return {};
}

void Workflow::cancelBandwidth()
{
    if (Step *step = m_steps.value(StepAction::Bandwidth))
        step->cancel();
}

void Workflow::cancel()
{
    // A repair's queued steps must not start once the running one has ended.
    if (m_repairing)
        endRepair(false);
    cancelBandwidth();
    m_prerequisites->cancel();
    m_pool->cancelAll();
}

void Workflow::waitForStateSaved()
{
    m_saver->waitForSaved();
    m_history->waitForRecorded();
}

WorkflowState Workflow::state() const
{
    WorkflowState state = m_state;
    state.savedAt = QDateTime::currentDateTimeUtc();
    state.tandemVersion = version(); // the Tandem that holds this state, as a saved file says
    state.prerequisites = m_prerequisites->toJson();
    // In the language of the window now (a report, a saved file), whatever the checks were
    // made in: the user may have switched languages since.
    CheckTitles::retitle(state);
    return state;
}

void Workflow::restore(const WorkflowState &state)
{
    cancel();
    m_pool->setNodes(state.nodes);
    qDeleteAll(m_steps);
    m_steps.clear();
    m_state = state;
    m_chosenPlan.reset();
    // In the language of this window, not the one the session was saved in.
    CheckTitles::retitle(m_state);
    // The whole topology comes back with the cabling; a state made without it (by hand, or
    // one that never ran the cabling step) has only the report's kind and summary.
    if (m_state.topology.kind == TopologyKind::Unknown) {
        m_state.topology.kind = state.topologyKind;
        m_state.topology.summary = state.topologySummary;
    }
    m_prerequisites->clearChecks();
    m_prerequisites->restore(state.prerequisites);
    Q_EMIT restored();
}

} // namespace Tandem
