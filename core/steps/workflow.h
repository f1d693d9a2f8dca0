// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inventory/topology.h"
#include "nccl/mpiruncommand.h"
#include "nccl/nccltestsrow.h"
#include "nccl/probeparser.h"
#include "nccl/testspec.h"
#include "plan/addressplan.h"
#include "plan/addressplanner.h"
#include "plan/planconflicts.h"
#include "checks/fabricmatrix.h"
#include "checks/cablinganalysis.h"
#include "nodeaddress.h"
#include "checks/check.h"
#include "session/stepid.h"
#include "session/workflowstate.h"

#include <QHash>
#include <QSet>

#include <chrono>
#include <QList>
#include <QObject>
#include <QPointer>

#include <functional>

namespace Tandem {

class ApplyStep;
class BandwidthStep;
class CablingChecks;
class RestoreStep;
class DeviceChecks;
class FabricUndo;
class NetworkPlanStep;
class NodeRunner;
class Prerequisites;
class SshFabricStep;
class StateSaver;
class UserChecks;
class VerifyStep;

// Drives the guided flow for the GUI and the CLI alike: holds the nodes, one runner (SSH
// session) each, the password for this session only, and the checks every step produced.
// Steps report through checkChanged/stepFinished; nothing here blocks. GUI (or CLI main)
// thread only.

class Workflow final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Workflow)

public:
    // Makes the runner for a node; the product's opens an SSH session, tests return fakes.
    using RunnerFactory =
        std::function<NodeRunner *(const NodeAddress &, const Credentials &, QObject *parent)>;

    explicit Workflow(RunnerFactory factory, QObject *parent = nullptr);
    ~Workflow() override;

    // Drops every session. Step results are kept when the nodes are the same machines as
    // before (connecting again), and forgotten otherwise.
    void setNodes(const QList<NodeAddress> &nodes);
    [[nodiscard]] const QList<NodeAddress> &nodes() const { return m_nodes; }
    // Takes effect for the next connectAll(); the password is also used for sudo.
    void setCredentials(const Credentials &credentials);

    // Step 1: connect to every node at once; each gets a device.ssh check.
    void connectAll();
    void acceptHostKey(const QString &node);
    void rejectHostKey(const QString &node);
    [[nodiscard]] bool allConnected() const;
    // Installs Tandem's own ed25519 public key (made once, on this computer) in the user's
    // authorized_keys on every connected node, so later sessions need no password. Each node
    // gets a device.key check; the private key never leaves this computer.
    void installTandemKey();

    // Step 2 (device and user checks) and step 3 (cabling and topology) on the connected nodes.
    void runDeviceChecks();
    void runCabling();
    // Step 4 (reads only): the address plan, each node's 40-cx7.yaml and its diff, conflicts.
    void runNetworkPlan(const PlanOptions &options = {});
    // Step 5: backs up, writes and applies each node's 40-cx7.yaml under a revert watchdog;
    // a node that Tandem does not see again with its planned addresses within the timeout
    // reverts by itself. Needs a plan without failed checks.
    void applyPlan(std::chrono::seconds confirmTimeout = std::chrono::seconds(120));
    // Step 10, network part: puts back every file the applies changed, byte for byte.
    void restoreNetwork();
    // Step 6: per-node keys, from= restricted authorized_keys, seeded known_hosts, aliases.
    void setupFabric();
    // Step 7: ping and SSH matrices over the CX7 addresses, RoCE devices, mpirun across nodes.
    void runVerify();
    // Step 8: the mpirun command a bandwidth run with `spec` would use (shown to the user
    // before it runs), or why there can be none (no plan, sizes too large, ...).
    [[nodiscard]] Result<MpirunCommand> bandwidthCommand(const TestSpec &spec) const;
    // Step 8: runs nccl-tests or tandem-probe over mpirun from the plan's first node; points
    // arrive through bandwidthPoint/bandwidthRow/bandwidthSample as the run prints them.
    void runBandwidth(const TestSpec &spec);
    // Ends the bandwidth run and every process of it on every node.
    void cancelBandwidth();
    // The threshold a run with `spec` is judged against (its own, or the topology's default).
    [[nodiscard]] double bandwidthThreshold(const TestSpec &spec) const;
    // Step 8's prerequisites: where NCCL, nccl-tests and the probe are (used by the bandwidth
    // command, saved with the state), their check on the connected nodes, and their build.
    [[nodiscard]] Prerequisites *prerequisites() const { return m_prerequisites; }
    // Step 10, SSH part: removes exactly what setupFabric added.
    void undoFabric();
    void cancel();

    [[nodiscard]] const AddressPlan &plan() const { return m_plan; }
    [[nodiscard]] const QMap<QString, QByteArray> &netplanYaml() const { return m_yaml; }
    [[nodiscard]] const QMap<QString, QString> &netplanDiffs() const { return m_diffs; }
    [[nodiscard]] const QList<NetplanMoveAside> &moveAside() const { return m_moveAside; }
    // The verify step's matrices (who reaches whom by ping and by SSH over the CX7 addresses).
    [[nodiscard]] const FabricMatrix &pingMatrix() const { return m_pingMatrix; }
    [[nodiscard]] const FabricMatrix &sshMatrix() const { return m_sshMatrix; }
    // A plan exists and none of its checks failed: apply may go ahead.
    [[nodiscard]] bool planReady() const;

    // Where the state is saved after every step (atomically); empty: not saved.
    void setStatePath(const QString &path) { m_statePath = path; }
    // The state is written off this thread after every step (StateSaver); this waits until
    // the last of those writes is on disk (the CLI before it exits, tests before reading).
    void waitForStateSaved();
    [[nodiscard]] WorkflowState state() const;
    // Takes back the nodes and the checks of a saved session (no connection is opened), then
    // emits restored().
    void restore(const WorkflowState &state);

    [[nodiscard]] QList<Check> checks(StepId step) const { return m_checks.value(step); }
    [[nodiscard]] const Topology &topology() const { return m_topology; }
    // What each node reported to the cabling step (ports, interfaces, speeds, neighbours).
    [[nodiscard]] const QList<NodeCabling> &cabling() const { return m_cabling; }
    [[nodiscard]] bool isRunning(StepId step) const;

Q_SIGNALS:
    // Saving the state failed (disk full, permissions); the session goes on.
    void stateSaveFailed(const Tandem::Error &error);
    void checkChanged(Tandem::StepId step, const Tandem::Check &check);
    void stepStarted(Tandem::StepId step);
    void stepFinished(Tandem::StepId step);
    // restore() replaced every step's checks: views reload them from checks().
    void restored();
    void hostKeyUnknown(const QString &node, const QString &fingerprint);
    // While an apply waits for confirmation: seconds left before the node reverts by itself.
    void applyCountdown(const QString &node, int secondsLeft);
    // Step 8, while a run goes on: x is the size in bytes (sweep) or seconds (soak).
    void bandwidthPoint(double x, double busbw);
    void bandwidthRow(const Tandem::NcclRow &row);
    void bandwidthSample(const Tandem::ProbeSample &sample);

private:
    // Emits stepStarted and notes the time for the saved state.
    void startStep(StepId step);
    // Copies the finished bandwidth run (rows or samples, transport, verdict input) for the state.
    void recordBandwidthRun();
    void record(StepId step, const Check &check);
    void clearResults();
    void finishPart(StepId step);
    // Starts `step` with one part, or reports (as a failed check) why it cannot start yet.
    [[nodiscard]] bool beginStep(StepId step, bool needsPlan);
    [[nodiscard]] QList<NodeRunner *> connectedRunners() const;
    [[nodiscard]] Check sshCheck(const QString &node, CheckStatus status, const QString &detail) const;

    RunnerFactory m_factory;
    QList<NodeAddress> m_nodes;
    QHash<QString, NodeRunner *> m_runners; // by node name; children of this
    QHash<QString, bool> m_connected;
    Credentials m_credentials;
    QString m_statePath;
    StateSaver *m_saver = nullptr; // child
    QHash<StepId, QList<Check>> m_checks;
    QHash<StepId, int> m_partsRunning;
    Topology m_topology;
    QList<NodeCabling> m_cabling;
    QPointer<DeviceChecks> m_deviceChecks;
    QPointer<UserChecks> m_userChecks;
    QPointer<CablingChecks> m_cablingChecks;
    QPointer<NetworkPlanStep> m_planStep;
    QPointer<ApplyStep> m_applyStep;
    QPointer<RestoreStep> m_restoreStep;
    QSet<QString> m_connecting; // nodes whose open() answers the Devices step
    QPointer<SshFabricStep> m_fabricStep;
    QPointer<FabricUndo> m_fabricUndo;
    QPointer<VerifyStep> m_verifyStep;
    QPointer<BandwidthStep> m_bandwidthStep;
    Prerequisites *m_prerequisites = nullptr; // child of this
    // The id of the next bandwidth run: the command shown beforehand is exactly the one run.
    mutable QString m_bandwidthRunId;
    AddressPlan m_plan;
    QMap<QString, QByteArray> m_yaml;
    QMap<QString, QString> m_diffs;
    QList<NetplanMoveAside> m_moveAside;
    FabricMatrix m_pingMatrix;
    FabricMatrix m_sshMatrix;
    // --- For the report (WorkflowState's report part).
    QHash<StepId, StepTimes> m_stepTimes;
    QHash<QString, NodeFacts> m_facts; // by node: uname and os-release from the device step
    RestoreRecord m_lastRestore;
    bool m_restoring = false;          // the Apply step's slot runs a restore
    BandwidthRecord m_bandwidth;
};

} // namespace Tandem
