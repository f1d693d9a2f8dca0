// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"
#include "inventory/topology.h"
#include "nccl/probeparser.h"
#include "nccl/runlinks.h"
#include "nccl/transportsummary.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace Tandem {

// The outcome of one verdict: pass, warn or fail with a sentence saying why.
struct VerdictResult
{
    enum class Level { Pass, Warn, Fail };
    Level level = Level::Fail;
    QString detail;
    QString fix;
    // The status of a check that carries this verdict.
    [[nodiscard]] CheckStatus status() const;
};

// Judges a bandwidth run (docs/flow.md, "Step 8: Bandwidth"; docs/nccl.md, "Transport lines",
// "Average bus bandwidth" and "Reference numbers"). Pure functions.
// - threshold(): busbw at the largest size (never the sweep's average, which small sizes
//   drag down) against a floor: 21.875 GB/s for a 2-node direct link, 10 GB/s for a ring of
//   three (NVIDIA's SCS values), or the caller's own.
// - transport(): NCCL's log must show the IB transport on exactly the plan's RoCE devices;
//   NET/Socket, "NET/IB : No device found." or devices outside the plan fail; only some of
//   the plan's devices (one twin) warns, as it halves the bandwidth. Where the run's
//   NCCL_IB_HCA selects none of the plan's devices (a wrong override), the failure names it.
// - runFailure(): a failed run whose output or NCCL log carries a known signature gets its
//   cause named instead of a generic fix: "transport retry counter exceeded"
//   (IBV_WC_RETRY_EXC_ERR, status 12) is the MTU mismatch of docs/netplan.md, "MTU".
// A busbw below the floor from ranks pinned to a single CPU (cpus()) names that first: the
// cluster may be fine and the measurement starved.
// Where a run's links are known (RunLinks), the threshold names a twin that negotiated less
// than 200 Gb/s before it guesses at a missing twin, and names the twin guess only while NCCL's
// log does not show both twins in use.
class Verdict
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::Verdict)

public:
    static constexpr double directThresholdGBps = 21.875;
    static constexpr double ringThresholdGBps = 10.0;

    [[nodiscard]] static double defaultThreshold(TopologyKind topology);
    // `busbw` is at the largest size measured; nullopt when nothing was measured.
    // `links`: the run's links (RunLinks); `allTwinsUsed`: NCCL's log and the plan show every
    // twin of every cabled port in use, so half the bandwidth cannot be a missing twin.
    [[nodiscard]] static VerdictResult threshold(std::optional<double> busbw,
                                                 qint64 bytes,
                                                 double thresholdGBps,
                                                 const QList<RunLink> &links = {},
                                                 bool allTwinsUsed = false,
                                                 const std::optional<VerdictResult> &cpus = {});
    // `texts`: nccl-tests' error lines, NCCL's WARN lines and the run's stderr. nullopt when
    // no known signature is in them (the caller keeps its own words).
    [[nodiscard]] static std::optional<VerdictResult> runFailure(const QStringList &texts,
                                                                 const QList<RunLink> &links);
    // Whether `text` is NCCL's "transport retry counter exceeded" (IBV_WC_RETRY_EXC_ERR).
    [[nodiscard]] static bool isRetryExceeded(const QString &text);
    // The CPUs each rank of a probe run could use (ProbeRun::rankCpus). A rank confined to one
    // CPU shares it with NCCL's proxy thread, which drives every transfer over RoCE, and can
    // measure a fraction of the link (docs/nccl.md, "Open MPI"): a warning naming the ranks.
    // nullopt when no rank's CPUs are known.
    [[nodiscard]] static std::optional<VerdictResult> cpus(const QList<ProbeRankCpus> &ranks);
    // `ibHca`: the NCCL_IB_HCA the run was given, when NCCL's log does not say (it logs
    // "NCCL_IB_HCA set to ..." itself, which wins).
    [[nodiscard]] static VerdictResult transport(const TransportSummary &summary,
                                                 const QStringList &planRoceDevices,
                                                 const QString &ibHca = {});
    // The devices of `devices` that an NCCL_IB_HCA value lets NCCL use, with NCCL's rules:
    // a comma list of name prefixes, "=" for exact names, "^" to exclude, ":port" ignored.
    // An empty value lets every device through.
    [[nodiscard]] static QStringList selectedByHca(const QString &ibHca,
                                                   const QStringList &devices);
};

} // namespace Tandem
