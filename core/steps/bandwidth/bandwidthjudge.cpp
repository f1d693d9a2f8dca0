// SPDX-License-Identifier: GPL-3.0-or-later
#include "bandwidthjudge.h"

#include "steps/bandwidth/bandwidthstep.h"

#include <algorithm>

namespace Tandem {

namespace {

Check makeCheck(const char *id, CheckStatus status, const QString &detail)
{
    Check check;
    check.id = QString::fromLatin1(id);
    check.title = BandwidthStep::title(check.id);
    check.status = status;
    check.detail = detail;
    return check;
}

bool anyContains(const QStringList &texts, QLatin1String needle)
{
    return std::any_of(texts.cbegin(), texts.cend(), [needle](const QString &text) {
        return text.contains(needle, Qt::CaseInsensitive);
    });
}

// `sshRefused`: set when ssh itself refused, so the test never started.
Check runCheck(const BandwidthOutcome &o, bool *sshRefused)
{
    Check run = makeCheck("bandwidth.run", CheckStatus::Fail, {});
    run.evidence = o.evidence;
    const int timeoutStatus = 124;
    const CommandResult &result = o.result;
    if (o.cancelled) {
        // The user's choice, not a fault of the cluster: not run, rather than failed.
        run.status = CheckStatus::Skipped;
        run.detail = BandwidthJudge::tr("Cancelled; mpirun and every rank were ended on every "
                                        "node.");
    } else if (result.error) {
        run.detail = result.error->toString();
    } else if (result.exitStatus == timeoutStatus || result.exitStatus == 128 + 9) {
        run.detail = BandwidthJudge::tr("No result within %1 s: the run hung and was ended on "
                                        "every node.")
                         .arg(o.spec.hangTimeoutSeconds + o.spec.soakSeconds);
        run.fix = BandwidthJudge::tr("A hang right after the header is usually RoCE that cannot "
                                     "pass traffic: check equal MTUs on each twin and its peer, "
                                     "and that NCCL_IB_GID_INDEX is not set.");
    } else if (result.exitStatus != 0) {
        run.detail = BandwidthJudge::tr("mpirun exited with status %1.").arg(result.exitStatus);
        if (!o.errors.isEmpty())
            run.detail += QLatin1Char(' ') + o.errors.constFirst();
        run.fix = BandwidthJudge::tr("Read the output in the evidence; check that the test "
                                     "binary exists on every node and that SSH over the CX7 "
                                     "addresses works (verify step).");
        // A known signature names its cause instead (docs/netplan.md, "MTU").
        QStringList said = o.errors;
        said << o.transport.warnings;
        said << QString::fromUtf8(result.err).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        said << QString::fromUtf8(result.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        auto known = BandwidthJudge::sshFailure(said);
        *sshRefused = known.has_value();
        if (!known)
            known = Verdict::runFailure(said, o.links);
        if (known) {
            run.detail += QLatin1Char(' ') + known->detail;
            run.fix = known->fix;
        }
    } else if (!o.errors.isEmpty()) {
        run.detail = o.errors.join(QLatin1Char(' '));
    } else if (o.results == 0) {
        run.detail = BandwidthJudge::tr("The run printed no result.");
    } else {
        run.status = CheckStatus::Pass;
        run.detail
            = o.spec.tool == BandwidthTool::Probe
                  ? BandwidthJudge::tr("%n sample(s) from tandem-probe.", nullptr, int(o.results))
                  : BandwidthJudge::tr("%n row(s) from %1.", nullptr, int(o.results))
                        .arg(o.spec.op + QStringLiteral("_perf"));
    }
    return run;
}

Check transportCheck(const BandwidthOutcome &o, const Check &run)
{
    Check transport = makeCheck("bandwidth.transport", CheckStatus::Skipped, {});
    transport.evidence = o.evidence;
    if (o.spec.usesMpiBackend()) {
        // Never a pass: MPI's TCP moved the bytes, and nothing here shows RoCE at work.
        transport.detail = BandwidthJudge::tr(
            "Not applicable: the probe's MPI backend moves host buffers over MPI's TCP transport, "
            "not NCCL, so there is no NCCL log to show RoCE.");
        transport.fix = BandwidthJudge::tr(
            "Run nccl-tests or the probe's NCCL backend to check the transport.");
        return transport;
    }
    if (run.status == CheckStatus::Fail && o.transport.network.isEmpty() && !o.transport.ibNoDevice
        && o.transport.ibDevices.isEmpty() && o.transport.socketDevices.isEmpty()) {
        // The run failed before NCCL chose a network: its failure is the run check's to name.
        transport.detail = BandwidthJudge::tr(
            "Not judged: the run ended before NCCL chose a transport, so its log names none. The "
            "run's own check says why it ended.");
        return transport;
    }
    const VerdictResult verdict = Verdict::transport(o.transport, o.roceDevices, o.ibHca);
    transport.status = verdict.status();
    transport.detail = verdict.detail;
    transport.fix = verdict.fix;
    return transport;
}

Check twinsCheck(const BandwidthOutcome &o)
{
    // From the plan, so it holds whatever the tool: the MPI backend has no NCCL log to show
    // a lone twin, and a sweep's numbers alone do not say why they are half.
    Check twins = makeCheck("bandwidth.twins", CheckStatus::Pass, {});
    if (o.lonelyTwins.isEmpty()) {
        twins.detail = BandwidthJudge::tr("The run uses both twins of every cabled port: %1.")
                           .arg(o.roceDevices.join(QStringLiteral(", ")));
        return twins;
    }
    twins.status = CheckStatus::Warn;
    twins.detail = BandwidthJudge::tr("One twin only: %1. The other twin was down or had no "
                                      "address when the plan was made, so that port carries "
                                      "about half its bandwidth.")
                       .arg(o.lonelyTwins.join(QStringLiteral("; ")));
    twins.fix = BandwidthJudge::tr("Bring the other twin up (cabling step), plan and apply "
                                   "again, then run the test again.");
    return twins;
}

} // namespace

std::optional<VerdictResult> BandwidthJudge::sshFailure(const QStringList &texts)
{
    VerdictResult result;
    if (anyContains(texts, QLatin1String("REMOTE HOST IDENTIFICATION HAS CHANGED"))
        || anyContains(texts, QLatin1String("Host key verification failed"))) {
        result.detail = tr("SSH between the nodes refused a host key (\"Host key verification "
                           "failed\"): a node presents another host key than the one the SSH "
                           "fabric stored on the others, as after a reinstall. This is not a "
                           "RoCE fault; the test did not start.");
        result.fix = tr("If the node was reinstalled, set up the SSH fabric again (step 6), which "
                        "stores every node's current host key on the others, then verify "
                        "(step 7) and run the test again.");
        return result;
    }
    if (anyContains(texts, QLatin1String("Permission denied (publickey"))) {
        result.detail = tr("SSH between the nodes refused the login (\"Permission denied "
                           "(publickey)\"): the fabric's key is not accepted on a node. The test "
                           "did not start.");
        result.fix = tr("Set up the SSH fabric again (step 6), then verify (step 7) and run the "
                        "test again.");
        return result;
    }
    if (anyContains(texts, QLatin1String("ssh: connect to host"))
        || anyContains(texts, QLatin1String("ssh: Could not resolve hostname"))) {
        result.detail = tr("mpirun could not reach a node over SSH on its CX7 address (\"ssh: "
                           "connect to host\"). The test did not start.");
        result.fix = tr("Verify the fabric (step 7): it tries ping and SSH between every pair "
                        "of nodes and names the one that does not answer.");
        return result;
    }
    return std::nullopt;
}

QList<Check> BandwidthJudge::judge(const BandwidthOutcome &o)
{
    bool sshRefused = false;
    const Check run = runCheck(o, &sshRefused);
    if (o.cancelled)
        return {run};
    const Check transport = transportCheck(o, run);
    const Check twins = twinsCheck(o);
    QList<Check> checks{run, transport, twins};

    // What the probe's ranks could use; nccl-tests and the MPI backend (no proxy) do not say.
    const bool ncclProbe
        = o.spec.tool == BandwidthTool::Probe && o.spec.probeBackend == QLatin1String("nccl");
    const auto cpus = ncclProbe ? Verdict::cpus(o.rankCpus) : std::nullopt;
    const Evidence *runEvidence = o.evidence.isEmpty() ? nullptr : &o.evidence.constFirst();
    if (cpus) {
        Check check = makeCheck("bandwidth.cpus", cpus->status(), cpus->detail);
        check.fix = cpus->fix;
        if (runEvidence)
            check.evidence = {*runEvidence};
        checks << check;
    }

    Check threshold = makeCheck("bandwidth.threshold", CheckStatus::Skipped, {});
    if (runEvidence)
        threshold.evidence = {*runEvidence};
    if (o.spec.usesMpiBackend() && o.spec.thresholdGBps <= 0) {
        // NCCL's floor is for NCCL over RoCE; host buffers over MPI's TCP never reach it. A
        // floor the user set for this run is theirs, and judged.
        threshold.detail = o.busbw ? tr("Not judged: %1 GB/s through tandem-probe's MPI backend, "
                                        "which moves host buffers over TCP; NCCL's floor does "
                                        "not apply to it.")
                                         .arg(*o.busbw, 0, 'f', 2)
                                   : tr("Not judged: tandem-probe's MPI backend has no floor.");
        threshold.fix = tr("Run nccl-tests or the probe's NCCL backend to judge the bandwidth, or "
                           "give this run a floor of its own.");
    } else if (sshRefused) {
        threshold.detail = tr("Not judged: the test did not start.");
    } else {
        // Half the bandwidth with both twins in NCCL's log is not a missing twin.
        const bool allTwins
            = transport.status == CheckStatus::Pass && twins.status == CheckStatus::Pass;
        const VerdictResult verdict
            = Verdict::threshold(o.busbw, o.bytes, o.thresholdGBps, o.links, allTwins, cpus);
        threshold.status = verdict.status();
        threshold.detail = verdict.detail;
        threshold.fix = verdict.fix;
    }
    checks << threshold;
    return checks;
}

} // namespace Tandem
