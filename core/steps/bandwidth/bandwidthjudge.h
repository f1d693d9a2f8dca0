// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"
#include "nccl/probeparser.h"
#include "nccl/runlinks.h"
#include "nccl/testspec.h"
#include "nccl/transportsummary.h"
#include "nccl/verdict.h"
#include "remote/commandresult.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <optional>

namespace Tandem {

// What a finished bandwidth run left to judge; BandwidthStep gathers it once the nodes' logs
// are read and the run's processes are gone. Plain value type.
struct BandwidthOutcome
{
    TestSpec spec;
    CommandResult result; // mpirun's, on the first node
    bool cancelled = false;
    QStringList errors;         // what the output's parser refused, in order
    TransportSummary transport; // from every node's NCCL log
    QStringList roceDevices;    // the plan's RoCE devices for the run
    QStringList lonelyTwins;    // ports whose other twin the plan left out
    QString ibHca;              // the NCCL_IB_HCA the run was given
    QList<RunLink> links;       // with the MTUs read after a failure
    QList<ProbeRankCpus> rankCpus;
    std::optional<double> busbw; // at `bytes`; a soak's mean
    qint64 bytes = 0;
    double thresholdGBps = 0;
    qsizetype results = 0;    // rows (nccl-tests) or samples (probe)
    QList<Evidence> evidence; // mpirun's output, then the NCCL logs
};

// The bandwidth step's judgement of a finished run (docs/flow.md, "Step 8: Bandwidth"): the
// run, transport, twins, CPU and threshold checks, in that order (the health check is the
// sampler's). A check that cannot be judged because the run never got that far (cancelled,
// ended before NCCL chose a transport, an MPI backend with no NCCL floor) is skipped and says
// so, never a second diagnosis of the same failure. Pure functions; any thread.
class BandwidthJudge
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::BandwidthJudge)

public:
    [[nodiscard]] static QList<Check> judge(const BandwidthOutcome &outcome);
    // ssh's own refusal in mpirun's output (a changed host key, a key not accepted, a node not
    // reached), which Open MPI passes on when it starts its daemons: the cause named with its
    // fix, or nullopt when the texts hold none.
    [[nodiscard]] static std::optional<VerdictResult> sshFailure(const QStringList &texts);
};

} // namespace Tandem
