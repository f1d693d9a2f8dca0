// SPDX-License-Identifier: GPL-3.0-or-later
#include "bandwidthstep.h"

#include "health/healthmonitor.h"
#include "inventory/roceports.h"
#include "nccl/judgedbusbw.h"
#include "nccl/stalltimeout.h"
#include "nccl/verdict.h"
#include "remote/noderunner.h"
#include "session/workflowstate.h"
#include "steps/bandwidth/bandwidthjudge.h"
#include "steps/bandwidth/healthcheck.h"
#include "util/units.h"

#include <QLocale>

namespace Tandem {

namespace {

// The checks the verdict folds in, in the order a tie between them is decided.
constexpr const char *judgedChecks[] = {"bandwidth.run",
                                        "bandwidth.twins",
                                        "bandwidth.cpus",
                                        "bandwidth.threshold",
                                        "bandwidth.health"};

} // namespace

QString BandwidthStep::title(const QString &id)
{
    if (id == QLatin1String("bandwidth.run"))
        return tr("Bandwidth test ran");
    if (id == QLatin1String("bandwidth.transport"))
        return tr("NCCL uses RoCE on both twins");
    if (id == QLatin1String("bandwidth.threshold"))
        return tr("Bus bandwidth at the largest size");
    if (id == QLatin1String("bandwidth.twins"))
        return tr("The test uses both twins of every cabled port");
    if (id == QLatin1String("bandwidth.health"))
        return tr("Fabric and GPUs stayed healthy during the run");
    if (id == QLatin1String("bandwidth.cpus"))
        return tr("No rank was pinned to a single CPU");
    return id;
}

Check BandwidthStep::verdictOf(const QList<Check> &checks)
{
    Check verdict;
    verdict.id = QStringLiteral("bandwidth.verdict");
    verdict.title = tr("Verdict");
    verdict.status = CheckStatus::Pending;
    const Check *decided = nullptr;
    QList<Check> judged;
    for (const char *id : judgedChecks) {
        for (const Check &check : checks) {
            if (check.id == QLatin1String(id) && check.status != CheckStatus::Skipped)
                judged << check;
        }
    }
    if (judged.isEmpty())
        return verdict;
    verdict.status = worstStatus(judged);
    // The first check of the worst status decides; when all passed, the threshold (once there
    // is one) says how much.
    if (verdict.status == CheckStatus::Pass) {
        decided = &judged.constLast();
        for (const Check &check : std::as_const(judged)) {
            if (check.id == QLatin1String("bandwidth.threshold"))
                decided = &check;
        }
    } else {
        for (const Check &check : std::as_const(judged)) {
            if (check.status == verdict.status) {
                decided = &check;
                break;
            }
        }
    }
    verdict.detail = decided->detail;
    verdict.fix = decided->fix;
    return verdict;
}

BandwidthStep::BandwidthStep(QList<NodeRunner *> nodes,
                             MpirunCommand command,
                             TestSpec spec,
                             double thresholdGBps,
                             QObject *parent)
    : Step(parent)
    , m_command(std::move(command))
    , m_spec(std::move(spec))
    , m_threshold(thresholdGBps)
    , m_stallTimeout(std::chrono::seconds(StallTimeout::seconds(m_spec)))
{
    for (NodeRunner *node : nodes)
        m_nodes.append(node);
    if (m_spec.healthIntervalSeconds > 0) {
        m_health
            = new HealthMonitor(nodes, std::chrono::seconds(m_spec.healthIntervalSeconds), this);
        connect(m_health, &HealthMonitor::tickReady, this, &BandwidthStep::healthTick);
        connect(m_health, &HealthMonitor::eventReady, this, &BandwidthStep::healthEvent);
    }
    m_stallTimer.setSingleShot(true);
    connect(&m_stallTimer, &QTimer::timeout, this, &BandwidthStep::stalled);
}

void BandwidthStep::setStallTimeout(std::chrono::milliseconds timeout)
{
    m_stallTimeout = timeout;
    if (m_stallTimer.isActive())
        m_stallTimer.start(m_stallTimeout);
}

bool BandwidthStep::isStall(const Check &check)
{
    return check.id == QLatin1String("bandwidth.run") && check.status == CheckStatus::Warn;
}

Check BandwidthStep::runningCheck() const
{
    return makeCheck("bandwidth.run", CheckStatus::Running, tr("Running %1\u2026").arg(m_spec.op));
}

void BandwidthStep::stalled()
{
    if (!isRunning() || m_result || m_cancelled)
        return;
    m_stalled = true;
    // Said while the run goes on, so that nobody watches "running" for the ten minutes the
    // hang timeout allows; the run is not ended here, as a slow run may still finish.
    Check check = makeCheck("bandwidth.run", CheckStatus::Warn, {});
    check.title = tr("Bandwidth test stalled");
    const qint64 silent = (m_stallTimeout.count() + 999) / 1000;
    const int limit = m_spec.hangTimeoutSeconds + m_spec.soakSeconds;
    const QString largest = formatBytes(m_spec.maxBytes);
    if (rows().isEmpty() && samples().isEmpty()) {
        check.detail = tr("No result for %1 s since the run started, longer than a healthy run "
                          "of these sizes (up to %2) needs: it looks hung. Tandem ends it %3 s "
                          "after its start unless it finishes first.")
                           .arg(silent)
                           .arg(largest)
                           .arg(limit);
        check.fix = tr("A run that hangs before its first result is usually RoCE that cannot "
                       "pass traffic. Cancel it, then check that each twin and its peer have "
                       "the same MTU (verify step), and that NCCL_IB_GID_INDEX is not set; run "
                       "the test again. If results come after all, the run goes on.");
    } else {
        check.detail = tr("No new result for %1 s, longer than a healthy run of these sizes (up "
                          "to %2) needs between two: it looks hung. Tandem ends it %3 s after "
                          "its start unless it finishes first.")
                           .arg(silent)
                           .arg(largest)
                           .arg(limit);
        check.fix = tr("Cancel it, then check that no other job is using the GPUs or the "
                       "network and that every twin is up (cabling step); run the test again, "
                       "with smaller sizes (-e) to see where it stops. If results come after "
                       "all, the run goes on.");
    }
    Evidence evidence;
    evidence.node = m_command.firstNode();
    evidence.command = m_command.displayString();
    evidence.output = m_tail.join(QLatin1Char('\n'));
    evidence.when = QDateTime::currentDateTimeUtc();
    check.evidence = {evidence};
    record(check);
}

Check BandwidthStep::makeCheck(const char *id, CheckStatus status, const QString &detail) const
{
    Check check;
    check.id = QString::fromLatin1(id);
    check.title = title(check.id);
    check.status = status;
    check.detail = detail;
    return check;
}

void BandwidthStep::run()
{
    NodeRunner *first = nullptr;
    for (const auto &node : std::as_const(m_nodes)) {
        if (node && node->nodeName() == m_command.firstNode())
            first = node;
    }
    if (!first) {
        Check check
            = makeCheck("bandwidth.run",
                        CheckStatus::Fail,
                        tr("%1, which runs mpirun, is not connected.").arg(m_command.firstNode()));
        check.fix = tr("Reconnect to it on the Devices page (if it rebooted, once it answers "
                       "again), then run the test again; with tandem-cli, run the same command "
                       "again.");
        record(check);
        Q_EMIT finished();
        return;
    }
    record(runningCheck());
    m_stallTimer.start(m_stallTimeout);
    if (m_health)
        m_health->start();
    first->runStreaming(
        m_command.command(),
        this,
        [this](const QByteArray &line) { onLine(line); },
        [this](const CommandResult &result) { runDone(result); });
}

void BandwidthStep::onLine(const QByteArray &line)
{
    constexpr qsizetype tailLines = 20;
    m_tail << QString::fromUtf8(line);
    if (m_tail.size() > tailLines)
        m_tail.removeFirst();
    if (!m_result && !m_cancelled)
        m_stallTimer.start(m_stallTimeout);
    if (m_stalled) {
        m_stalled = false;
        record(runningCheck());
    }
    if (m_spec.tool == BandwidthTool::Probe) {
        if (const auto sample = m_probe.addLine(line)) {
            // A soak's chart counts time from the probe's first sample: so do its health marks.
            if (m_health && m_spec.isSoak() && m_probe.run().samples.size() == 1)
                m_health->setTimeOrigin(m_health->elapsedSeconds() - sample->t);
            Q_EMIT sampleReady(*sample);
            Q_EMIT pointReady(m_spec.isSoak() ? sample->t : double(sample->bytes), sample->busbw);
        }
        return;
    }
    m_nccl.addLine(QString::fromUtf8(line));
    const QList<NcclRow> &rows = m_nccl.rows();
    for (; m_rowsSeen < rows.size(); ++m_rowsSeen) {
        const NcclRow &row = rows.at(m_rowsSeen);
        Q_EMIT rowReady(row);
        if (const auto busbw = row.outOfPlace.busbw ? row.outOfPlace.busbw : row.inPlace.busbw)
            Q_EMIT pointReady(double(row.bytes), *busbw);
    }
}

void BandwidthStep::cancel()
{
    if (!isRunning() || m_cancelled)
        return;
    m_cancelled = true;
    for (const auto &node : std::as_const(m_nodes)) {
        if (node && node->nodeName() == m_command.firstNode())
            node->cancelAll();
    }
    // The first node's runner answers runDone with an error; if mpirun already ended and the
    // logs are being read, the clean-up after them ends whatever is left.
}

void BandwidthStep::runDone(const CommandResult &result)
{
    m_stallTimer.stop();
    m_result = result;
    if (m_cancelled) {
        if (m_health)
            m_health->stop();
        cleanUp();
        return;
    }
    // The last health sample counts what the run's end did, before the logs are read.
    if (m_health)
        m_health->finish([this] { collectLogs(); });
    else
        collectLogs();
}

void BandwidthStep::readMtus(NodeRunner *node)
{
    ++m_pending;
    const QString name = node->nodeName();
    node->run(RocePortsReader::command(), this, [this, name](const CommandResult &result) {
        if (result.ok()) {
            if (const auto ports = RocePortsReader::read(result.out)) {
                for (const NetdevState &state : ports->netdevs) {
                    if (state.mtu > 0)
                        m_freshMtus[name].insert(state.netdev, state.mtu);
                }
            }
        }
        if (--m_pending == 0)
            cleanUp();
    });
}

void BandwidthStep::collectLogs()
{
    const RemoteCommand collect = MpirunCommand::collectLogCommand(m_command.runId());
    // A failed run may come from an MTU changed since the cabling step (a twin back at 1500
    // after a reboot): read what the nodes have now, for the verdict to name it.
    const bool failed = m_result && !m_result->error && m_result->exitStatus != 0;
    for (const auto &node : std::as_const(m_nodes)) {
        if (!node)
            continue;
        if (failed)
            readMtus(node);
        ++m_pending;
        node->run(collect, this, [this](const CommandResult &result) {
            m_logText += result.out;
            for (const QByteArray &line : result.out.split('\n'))
                m_log.addLine(QString::fromUtf8(line));
            if (--m_pending == 0)
                cleanUp();
        });
    }
    if (m_pending == 0)
        cleanUp();
}

void BandwidthStep::cleanUp()
{
    // Also after a normal end: a rank that outlived mpirun (a hang cut by `timeout`) must go.
    m_cleaning = true;
    const RemoteCommand cleanup = MpirunCommand::cleanupCommand(m_command.runId());
    for (const auto &node : std::as_const(m_nodes)) {
        if (!node)
            continue;
        ++m_pending;
        node->run(cleanup, this, [this](const CommandResult &) {
            if (--m_pending == 0)
                conclude();
        });
    }
    if (m_pending == 0)
        conclude();
}

std::optional<double> BandwidthStep::judgedBusbw(qint64 *bytes) const
{
    return Tandem::judgedBusbw(m_spec, rows(), samples(), bytes);
}

void BandwidthStep::conclude()
{
    m_cleaning = false;
    const CommandResult &result = *m_result;
    Evidence evidence = result.toEvidence();
    QList<Evidence> all{evidence};
    if (!m_logText.isEmpty()) {
        Evidence log;
        log.node = tr("every node");
        log.command
            = QString::fromUtf8(MpirunCommand::collectLogCommand(m_command.runId()).commandLine());
        log.output = QString::fromUtf8(m_logText.left(256 * 1024));
        log.when = evidence.when;
        all << log;
    }

    BandwidthOutcome outcome;
    outcome.spec = m_spec;
    outcome.result = result;
    outcome.cancelled = m_cancelled;
    if (m_spec.tool == BandwidthTool::Probe) {
        for (const Error &error : m_probe.run().errors)
            outcome.errors << error.toString();
        outcome.results = samples().size();
    } else {
        const auto parsed = m_nccl.finish();
        if (!parsed)
            outcome.errors << parsed.error().toString();
        else
            outcome.errors << parsed->errors;
        outcome.results = rows().size();
    }
    outcome.transport = m_log.summary();
    outcome.roceDevices = m_command.roceDevices();
    outcome.lonelyTwins = m_command.lonelyTwins();
    outcome.ibHca = m_command.environmentValue(QStringLiteral("NCCL_IB_HCA"));
    outcome.links = RunLinks::withMtus(m_links, m_freshMtus);
    outcome.rankCpus = m_probe.run().rankCpus;
    outcome.busbw = judgedBusbw(&outcome.bytes);
    outcome.thresholdGBps = m_threshold;
    outcome.evidence = all;
    for (const Check &check : BandwidthJudge::judge(outcome))
        record(check);
    if (m_cancelled) {
        Q_EMIT finished();
        return;
    }
    record(HealthCheck::of(m_health ? m_health->log() : HealthLog{}, m_links));
    Q_EMIT finished();
}

void BandwidthStep::apply(WorkflowState &state) const
{
    BandwidthRecord &run = state.bandwidth;
    run = {};
    run.spec = m_spec;
    run.thresholdGBps = m_threshold;
    run.startedAt = state.stepTimes.value(StepId::Bandwidth).startedAt;
    run.finishedAt = QDateTime::currentDateTimeUtc();
    run.cancelled = m_cancelled;
    run.command = m_command.displayString();
    run.firstNode = m_command.firstNode();
    run.hosts = m_command.hosts();
    run.roceDevices = m_command.roceDevices();
    run.rows = rows();
    run.samples.reserve(samples().size());
    for (const ProbeSample &sample : samples())
        run.samples.append(sample);
    run.transport = transport();
    run.judgedBusbw = judgedBusbw(&run.judgedBytes);
    if (m_health)
        run.health = m_health->log();
    state.acceptedBandwidth.fold(run, checks(), state.lineage.stamp(StepId::Verify));
}

} // namespace Tandem
