// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steps/step.h"

#include "checks/check.h"
#include "nccl/mpiruncommand.h"
#include "nccl/nccltestsparser.h"
#include "nccl/probeparser.h"
#include "nccl/testspec.h"
#include "remote/commandresult.h"

#include <QList>
#include <QObject>
#include <QPointer>

#include <optional>

namespace Tandem {

class NodeRunner;

// Step 8, the bandwidth run (docs/flow.md, "Step 8: Bandwidth"): runs the plan's mpirun command on
// the first node with streaming output, turns nccl-tests rows or tandem-probe samples into points
// as they arrive, then reads (and removes) NCCL's log files on every node and gives four checks:
// - bandwidth.run: the run ended with status 0 and its output read cleanly (or why not:
//   hung past the timeout, cancelled, a test error);
// - bandwidth.transport: NCCL used IB over the plan's RoCE twins (Verdict::transport);
//   skipped, never passed, for the probe's MPI backend, which does not use NCCL;
// - bandwidth.twins: the plan gives the run both twins of every cabled port (warn: one);
// - bandwidth.threshold: busbw at the largest size against the floor (Verdict::threshold).
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

protected:
    void run() override;

private:
    void onLine(const QByteArray &line);
    void runDone(const CommandResult &result);
    void collectLogs();
    void cleanUp();
    void conclude();
    [[nodiscard]] Check makeCheck(const char *id, CheckStatus status, const QString &detail) const;

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
    int m_pending = 0;
    bool m_cancelled = false;
    bool m_cleaning = false;
};

} // namespace Tandem
