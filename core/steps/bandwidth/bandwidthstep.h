// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steps/flow/step.h"

#include "checks/check.h"
#include "health/healthlog.h"
#include "nccl/mpiruncommand.h"
#include "nccl/nccltestsparser.h"
#include "nccl/probeparser.h"
#include "nccl/runlinks.h"
#include "nccl/testspec.h"
#include "remote/commandresult.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>

#include <chrono>
#include <optional>

namespace Tandem {

class HealthMonitor;
class NodeRunner;

// Step 8, the bandwidth run (docs/flow.md, "Step 8: Bandwidth"): runs the plan's mpirun command on
// the first node with streaming output, turns nccl-tests rows or tandem-probe samples into points
// as they arrive, then reads (and removes) NCCL's log files on every node and gives its checks:
// - bandwidth.run: the run ended with status 0 and its output read cleanly (or why not:
//   hung past the timeout, cancelled, a test error, with a known cause named by
//   Verdict::runFailure). While the run goes on, the same check turns Warn ("stalled") when no
//   line has come for longer than a healthy run of the spec's sizes needs (StallTimeout), and
//   back to Running when output resumes; the run itself is ended only by the hang timeout;
// - bandwidth.transport: NCCL used IB over the plan's RoCE twins (Verdict::transport);
//   skipped, never passed, for the probe's MPI backend, which does not use NCCL;
// - bandwidth.twins: the plan gives the run both twins of every cabled port (warn: one);
// - bandwidth.threshold: busbw at the largest size against the floor (Verdict::threshold),
//   with the run's links (setLinks) so that a slow twin is named rather than a missing one;
// - bandwidth.cpus (the probe's NCCL backend): every rank could use more than one CPU
//   (Verdict::cpus); a rank pinned to one warns, and a busbw below the floor then names it;
// - bandwidth.health: what HealthMonitor saw on every node while the run went on (links that
//   went down, speeds that changed, error counters that grew, GPUs throttled: HealthCheck).
// After a failed run each node's sysfs is read again for its MTUs, which may have changed since
// the cabling step.
// Each carries the exact mpirun command line as evidence. After the run, and after cancel,
// every process of the run is ended on every node (MpirunCommand::cleanupCommand).
// Lives on the thread of its runners; runners are not owned.
class BandwidthStep final : public Step
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BandwidthStep)

public:
    // `nodes` in plan order; the plan's first node runs mpirun.
    BandwidthStep(QList<NodeRunner *> nodes,
                  MpirunCommand command,
                  TestSpec spec,
                  double thresholdGBps,
                  QObject *parent = nullptr);

    // The run as the state keeps it: spec, command, rows or samples, transport, verdict input.
    void apply(WorkflowState &state) const override;

    // What Tandem knows of the run's links (RunLinks::fromPlan), for the verdicts.
    void setLinks(QList<RunLink> links) { m_links = std::move(links); }
    // How long the run may stay silent before it is shown as stalled; by default
    // StallTimeout::seconds(spec). A run in flight counts its silence anew from now.
    void setStallTimeout(std::chrono::milliseconds timeout);
    [[nodiscard]] std::chrono::milliseconds stallTimeout() const { return m_stallTimeout; }
    // Whether `check` is the run's "stalled" warning, recorded while the run still goes on.
    [[nodiscard]] static bool isStall(const Check &check);

    // Ends mpirun and every rank on every node; finished() follows once they are gone.
    void cancel() override;
    [[nodiscard]] const MpirunCommand &command() const { return m_command; }
    [[nodiscard]] const QList<NcclRow> &rows() const { return m_nccl.rows(); }
    [[nodiscard]] const QList<ProbeSample> &samples() const { return m_probe.run().samples; }
    // What NCCL's log on the nodes said about the transport; empty until the logs are read.
    [[nodiscard]] const TransportSummary &transport() const { return m_log.summary(); }
    // The busbw the threshold is judged on: at the largest size (both placements), or the
    // mean of a soak; nullopt before any point.
    [[nodiscard]] std::optional<double> judgedBusbw(qint64 *bytes = nullptr) const;

    [[nodiscard]] static QString title(const QString &checkId);
    // The run's verdict in one check (id "bandwidth.verdict"): the worst status of the run,
    // twins and threshold checks, a skipped check counting for nothing (the MPI backend's
    // transport), with the detail of the check that decided it. The transport has its own
    // banner in the GUI and is not folded in. Pending when there are no checks.
    [[nodiscard]] static Check verdictOf(const QList<Check> &checks);

Q_SIGNALS:
    // x: the message size in bytes (sweep) or seconds since start (soak); busbw in GB/s.
    void pointReady(double x, double busbw);
    void rowReady(const Tandem::NcclRow &row);
    void sampleReady(const Tandem::ProbeSample &sample);
    // The fabric's and GPUs' health while the run goes on (docs/health.md).
    void healthTick(const Tandem::HealthTick &tick);
    void healthEvent(const Tandem::HealthEvent &event);

protected:
    void run() override;

private:
    void onLine(const QByteArray &line);
    void stalled();
    [[nodiscard]] Check runningCheck() const;
    void runDone(const CommandResult &result);
    void collectLogs();
    void cleanUp();
    void conclude();
    [[nodiscard]] Check makeCheck(const char *id, CheckStatus status, const QString &detail) const;
    void readMtus(NodeRunner *node);

    QList<QPointer<NodeRunner>> m_nodes;
    MpirunCommand m_command;
    TestSpec m_spec;
    double m_threshold = 0;
    NcclTestsParser m_nccl;
    ProbeParser m_probe;
    NcclLogParser m_log;
    QByteArray m_logText;
    qsizetype m_rowsSeen = 0;
    std::optional<CommandResult> m_result;
    QList<RunLink> m_links;
    HealthMonitor *m_health = nullptr;               // child; null when the spec samples nothing
    QHash<QString, QHash<QString, int>> m_freshMtus; // node -> netdev -> MTU, after a failure
    QTimer m_stallTimer;
    std::chrono::milliseconds m_stallTimeout{0};
    QStringList m_tail; // the last lines of output, as evidence of where a run stalled
    bool m_stalled = false;
    int m_pending = 0;
    bool m_cancelled = false;
    bool m_cleaning = false;
};

} // namespace Tandem
