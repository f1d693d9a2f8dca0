// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "health/healthlog.h"
#include "nccl/mpiruncommand.h"
#include "nccl/nccltestsrow.h"
#include "nccl/probeparser.h"
#include "nccl/testspec.h"
#include "prereqs/buildplan.h"
#include "remote/nodepool.h"
#include "session/workflowstate.h"
#include "steps/apply/restoreedits.h"
#include "steps/doctor/doctoroptions.h"
#include "steps/flow/stepaction.h"
#include "steps/flow/stepgate.h"
#include "steps/flow/steptable.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <chrono>

namespace Tandem {

class Prerequisites;
class HistoryRecorder;
class StateSaver;
class Step;

// Drives the guided flow for the GUI and the CLI alike. It owns the session (one
// WorkflowState), the nodes and their runners (NodePool), and runs every step the same way:
// asks the gate (StepGate), makes the step from its table row (StepTable), records each check
// it reports, lets it fold its findings into the state, notes what the result was computed
// from (StepLineage), and saves the state off this thread. Nothing here blocks. GUI (or CLI
// main) thread only.
class Workflow final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Workflow)

public:
    using RunnerFactory = NodePool::RunnerFactory;

    explicit Workflow(RunnerFactory factory, QObject *parent = nullptr);
    ~Workflow() override;

    // Drops every connection. Results are kept when the nodes are the same machines as before
    // (connecting again); for other nodes the session starts afresh, and a saved session is
    // first kept beside the state file as state.json.old.
    void setNodes(const QList<NodeAddress> &nodes);
    // Whether setNodes(nodes) would discard results (the GUI asks the user first).
    [[nodiscard]] bool wouldDiscardResults(const QList<NodeAddress> &nodes) const;
    // Whether the session holds any result (a check, a plan, a bandwidth run).
    [[nodiscard]] bool hasResults() const;
    // Takes back a session that was set aside (state.json.old): the session now, where it has
    // results, is set aside in its turn (never overwritten), then `earlier` is restored and
    // saved. Returns where the session now went (empty: it had nothing to keep), or why nothing
    // changed (a step is running, the file cannot be renamed).
    [[nodiscard]] Result<QString> bringBack(const WorkflowState &earlier);
    // Takes effect for the next connection; the password is also used for sudo.
    void setCredentials(const Credentials &credentials) { m_pool->setCredentials(credentials); }

    // Starts `action` if the gate allows it; otherwise records why as a failed step.blocked
    // check in its step's list and finishes that step at once.
    void start(StepAction action);
    [[nodiscard]] Readiness readiness(StepAction action) const;
    // Steps a command takes as done before it (FlowFacts::assumed).
    void setAssumedSteps(const QSet<StepId> &steps) { m_assumed = steps; }
    [[nodiscard]] const QSet<StepId> &assumedSteps() const { return m_assumed; }

    void connectAll() { start(StepAction::Connect); }
    void acceptHostKey(const QString &node) { m_pool->acceptHostKey(node); }
    void rejectHostKey(const QString &node) { m_pool->rejectHostKey(node); }
    [[nodiscard]] bool allConnected() const { return m_pool->allConnected(); }
    [[nodiscard]] bool anyConnected() const { return !m_pool->connectedRunners().isEmpty(); }
    void installTandemKey() { start(StepAction::InstallKey); }
    // Ends the test runs the last connect found left behind by a Tandem that is gone.
    void endLeftovers() { start(StepAction::EndLeftovers); }
    void runDeviceChecks() { start(StepAction::DeviceChecks); }
    void runCabling() { start(StepAction::Cabling); }
    void runNetworkPlan(const PlanOptions &options = {});
    // The options the user has chosen for the next plan (the Network plan page's fields). While
    // they would make another plan than the one in the session, the plan is out of date and the
    // gate refuses Apply (FlowFacts::planOptionsChanged). Emits gateChanged when that changes.
    void choosePlanOptions(const PlanOptions &options);
    [[nodiscard]] bool planOptionsChanged() const;
    void applyPlan(std::chrono::seconds confirmTimeout = std::chrono::seconds(120));
    // `force`: also restore files edited since Tandem wrote them (RestoreStep::setForce).
    void restoreNetwork(bool force = false)
    {
        m_request.forceRestore = force;
        start(StepAction::Restore);
    }
    // The edits the last restore found on the nodes (RestoreStep::edits).
    [[nodiscard]] QList<RestoreEdit> restoreEdits() const;
    void setupFabric() { start(StepAction::SshFabric); }
    void undoFabric() { start(StepAction::UndoFabric); }
    void runVerify() { start(StepAction::Verify); }
    // The mpirun command a bandwidth run with `spec` would use (shown to the user before it
    // runs: the next run uses exactly this command), or why there can be none.
    [[nodiscard]] Result<MpirunCommand> bandwidthCommand(const TestSpec &spec) const;
    void runBandwidth(const TestSpec &spec);
    // The Doctor (steps/doctor/doctorstep.h), with nccl-tests where the prerequisites say it lives.
    void runDoctor(DoctorOptions options = {});
    // The Doctor's file repairs alone (RepairStep), for the findings given.
    void repairFiles(const QList<Tandem::Finding> &findings);
    // Repairs what Tandem can fix among `findings` (RepairStep::actionsFor): the plan made and
    // applied again where a finding needs it, the file repairs, then the Doctor again so that the
    // page shows what is left. One step after another; a step that fails stops the rest.
    void runRepair(const QList<Tandem::Finding> &findings);
    // A repair's steps are queued or running (between repairStarted and repairEnded).
    [[nodiscard]] bool isRepairing() const { return m_repairing; }
    // An SSH fabric is set up on the nodes (its step passed, or passed before a later step
    // changed what it was made from): a repair that applies a new plan writes it again.
    [[nodiscard]] bool fabricSetUp() const;
    // Ends the bandwidth run and every process of it on every node.
    void cancelBandwidth();
    // The threshold a run with `spec` is judged against (its own, or the topology's default).
    [[nodiscard]] double bandwidthThreshold(const TestSpec &spec) const;
    // Step 8's prerequisites: where NCCL, nccl-tests and the probe are (used by the bandwidth
    // command, saved with the state), their check on the connected nodes, and their build.
    [[nodiscard]] Prerequisites *prerequisites() const { return m_prerequisites; }
    // Checks them, or builds what `plan` says, when the gate allows it (stepRefused otherwise).
    void checkPrerequisites();
    void buildPrerequisites(const BuildPlan &plan);
    // Ends whatever runs: the bandwidth run on every node, a build, every command in flight, and
    // a repair's steps still queued (repairEnded(false)). The running step then finishes.
    void cancel();

    // The session as it stands, which views read (its nodes, each step's checks, the plan, the
    // matrices); what is out of date in it is the gate's to say (StepGate, FlowFacts). state()
    // is the same with the save time and prerequisites.
    [[nodiscard]] const WorkflowState &session() const { return m_state; }
    [[nodiscard]] WorkflowState state() const;
    // Takes back the nodes and results of a saved session (no connection is opened), then
    // emits restored().
    void restore(const WorkflowState &state);
    // Where the state is saved after every step (atomically); empty: not saved.
    void setStatePath(const QString &path) { m_statePath = path; }
    // Waits until the last write of the state is on disk (the CLI before it exits, tests).
    void waitForStateSaved();
    // Where each finished bandwidth run is kept (HistoryStore; docs/history.md); empty: nowhere.
    void setHistoryPath(const QString &path) { m_historyPath = path; }
    [[nodiscard]] const QString &historyPath() const { return m_historyPath; }
    [[nodiscard]] HistoryRecorder *history() const { return m_history; }

    [[nodiscard]] bool isRunning(StepId step) const { return runningStep() == step; }
    [[nodiscard]] std::optional<StepId> runningStep() const;
    // Whether Connect must ask for the password: none is held yet, or a node's last attempt
    // to connect failed (it may have been the wrong one). Asked once a session otherwise.
    [[nodiscard]] bool needsPassword() const;
    // After the user checked a changed key: forgets the stored one, so the next connect asks
    // about the key the node presents now. The SSH fabric stored the old key on the other
    // nodes, so it and what relies on it go out of date (StepLineage::recordHostKeyReplaced;
    // gateChanged). Off the GUI thread; `done` as NodePool::forgetHostKey says.
    void forgetHostKey(const QString &node,
                       QObject *context,
                       std::function<void(const Result<int> &)> done);
    // A plan exists and none of its checks failed: apply may go ahead.
    [[nodiscard]] bool planReady() const;

Q_SIGNALS:
    // Saving the state failed (disk full, permissions); the session goes on.
    void stateSaveFailed(const Tandem::Error &error);
    // setNodes started a session of other nodes and kept the earlier one's file at `path`.
    void sessionSetAside(const QString &path);
    void checkChanged(Tandem::StepId step, const Tandem::Check &check);
    void stepStarted(Tandem::StepId step);
    void stepFinished(Tandem::StepId step);
    // The gate refused to start `step` (StepGate's reason); nothing was run or changed.
    void stepRefused(Tandem::StepId step, const QString &reason);
    // A step was made for `action`, before it starts: for its own signals (StepTable wires them).
    void stepCreated(Tandem::StepAction action, Tandem::Step *step);
    // restore() replaced every step's checks: views reload them from checks().
    void restored();
    // Something the gate reads changed between steps (plan options chosen, a host key replaced):
    // views ask the gate again.
    void gateChanged();
    void hostKeyUnknown(const QString &node, const QString &fingerprint);
    // `node` presents another host key than the one stored (NodePool::hostKeyChanged).
    void hostKeyChanged(const QString &node, const QString &fingerprint);
    // A node's session went away by itself while no step ran (or during a step that did not
    // open it again): its Devices check now says so and the steps that need it are greyed.
    void connectionLost(const QString &node);
    // runRepair queued its steps; repairEnded follows once: `completed` when the second Doctor
    // ran, false when a step of the repair failed or was refused and the rest did not run.
    void repairStarted();
    void repairEnded(bool completed);
    // While an apply waits for confirmation: seconds left before the node reverts by itself.
    void applyCountdown(const QString &node, int secondsLeft);
    // Step 8, while a run goes on: x is the size in bytes (sweep) or seconds (soak).
    void bandwidthPoint(double x, double busbw);
    void bandwidthRow(const Tandem::NcclRow &row);
    void bandwidthSample(const Tandem::ProbeSample &sample);
    // ... and every node's counters and GPUs, sampled beside it (docs/health.md).
    void healthTick(const Tandem::HealthTick &tick);
    void healthEvent(const Tandem::HealthEvent &event);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void record(StepId step, const Check &check);
    void finish(StepAction action);
    void startQueued();
    void save();
    void endRepair(bool completed);
    void nodeLost(const QString &node, const Error &error);
    // Records each lost node that is still not connected.
    void recordLost();

    NodePool *m_pool;               // child
    StateSaver *m_saver;            // child
    HistoryRecorder *m_history;     // child
    Prerequisites *m_prerequisites; // child
    WorkflowState m_state;
    StepRequest m_request;
    std::optional<PlanOptions> m_chosenPlan; // choosePlanOptions; none: the plan's own
    QSet<StepId> m_assumed;
    QHash<QString, Error> m_lost; // sessions gone while a step ran; recorded when it ends
    QHash<StepAction, QPointer<Step>> m_steps; // the last step made for each action; children
    QString m_statePath;
    QString m_historyPath;
    // The id of the next bandwidth run: the command shown beforehand is exactly the one run.
    mutable QString m_bandwidthRunId;
    QList<StepAction> m_queue; // runRepair's steps still to run
    bool m_repairing = false;
};

} // namespace Tandem
