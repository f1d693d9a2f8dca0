// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPair>
#include <QString>

namespace Tandem {

// Which program measures the bandwidth: NVIDIA's nccl-tests, or Tandem's own tandem-probe.
enum class BandwidthTool { NcclTests, Probe };

// What one bandwidth run measures (docs/flow.md, "Step 8: Bandwidth"): the collective, the tool,
// the message sizes of a sweep (-b/-e/-f, as nccl-tests takes them) or the length of a soak, and
// how long a silent run may take before it counts as hung. Plain value type.
struct TestSpec
{
    BandwidthTool tool = BandwidthTool::NcclTests;
    QString op = QStringLiteral("all_gather"); // all_gather, all_reduce, reduce_scatter, ...
    qint64 minBytes = 8;
    qint64 maxBytes = qint64(1) << 30; // 1 GiB
    int factor = 2;
    int iters = 20;
    int warmupIters = 5;
    int soakSeconds = 0;  // > 0: probe soak at maxBytes for this long instead of a sweep
    int intervalMs = 200; // probe soak: one sample per interval
    QString probeBackend = QStringLiteral("nccl"); // "nccl" on Sparks, "mpi" for host buffers
    QString binary;               // empty: the tool's usual install path (MpirunCommand)
    QString ncclHome;             // set: its lib folders go first on the ranks' LD_LIBRARY_PATH
    double thresholdGBps = 0;     // 0: the topology's default (Verdict::defaultThreshold)
    int hangTimeoutSeconds = 600; // the whole run is ended after this long (plus the soak)
    // Every node's fabric and GPU health is sampled this often while the run goes on
    // (docs/health.md); 0 samples nothing.
    int healthIntervalSeconds = 2;
    // The user's own variables for the run (CLI --env NAME=VALUE, the page's advanced field):
    // a name the plan also sets replaces the plan's value, a new one is added; each is
    // exported to every rank with mpirun's -x.
    QList<QPair<QString, QString>> environment;

    [[nodiscard]] bool isSoak() const { return tool == BandwidthTool::Probe && soakSeconds > 0; }
    // tandem-probe's MPI backend: host buffers over MPI's TCP, no NCCL and so no RoCE to judge.
    [[nodiscard]] bool usesMpiBackend() const
    {
        return tool == BandwidthTool::Probe && probeBackend == QLatin1String("mpi");
    }
};

} // namespace Tandem
