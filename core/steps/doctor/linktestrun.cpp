// SPDX-License-Identifier: GPL-3.0-or-later
#include "linktestrun.h"

#include "doctor/rdmatest.h"
#include "remote/commandresult.h"
#include "remote/noderunner.h"

#include <QCoreApplication>
#include <QTimer>

namespace Tandem {

namespace {

class RunText
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::LinkTestRun)
};

constexpr qsizetype kKeptOutput = 4096;

// The kernel's operstates that cannot carry traffic; "unknown" is left to the test itself,
// since some drivers never report a state.
bool isDownState(const QString &operstate)
{
    return operstate == QLatin1String("down") || operstate == QLatin1String("lowerlayerdown")
           || operstate == QLatin1String("notpresent");
}

// After the client has its number the server should end at once; one that lingers is ended.
constexpr int kServerGraceMs = 3000;

} // namespace

LinkTestRun::LinkTestRun(QHash<QString, NodeRunner *> runners,
                         QList<NodeScan> scans,
                         bool viaSwitch,
                         QObject *parent)
    : QObject(parent)
    , m_scans(std::move(scans))
{
    for (auto it = runners.cbegin(); it != runners.cend(); ++it)
        m_runners.insert(it.key(), it.value());
    for (const NodeScan &scan : m_scans)
        m_matrix.nodes << scan.node;
    m_matrix.viaSwitch = viaSwitch;
    // Per pair: each twin alone both ways, then both twins at once both ways.
    QList<QList<TwinLink>> pairs;
    for (const TwinLink &link : LivePlan::twinLinks(m_scans)) {
        auto it = std::find_if(pairs.begin(), pairs.end(), [&](const QList<TwinLink> &p) {
            return p.first().a == link.a && p.first().b == link.b;
        });
        if (it == pairs.end())
            pairs.append({link});
        else
            it->append(link);
    }
    for (const QList<TwinLink> &pair : std::as_const(pairs)) {
        for (const TwinLink &link : pair) {
            for (bool fromB : {false, true}) {
                Job job;
                job.links = {link};
                job.fromB = fromB;
                m_jobs << job;
            }
        }
        if (pair.size() >= 2) {
            for (bool fromB : {false, true}) {
                Job job;
                job.links = pair.mid(0, 2);
                job.fromB = fromB;
                m_jobs << job;
            }
        }
    }
    for (qsizetype i = 0; i < m_jobs.size(); ++i) {
        for (qsizetype k = 0; k < m_jobs.at(i).links.size(); ++k)
            m_jobs[i].ports << RdmaTest::basePort + int(i % 50) * 2 + int(k);
    }
}

QString LinkTestRun::writerOf(const Job &job) const
{
    return job.fromB ? job.links.first().b : job.links.first().a;
}

QString LinkTestRun::readerOf(const Job &job) const
{
    return job.fromB ? job.links.first().a : job.links.first().b;
}

const ScannedNetdev *LinkTestRun::netdevOf(const QString &node, const QString &netdev) const
{
    for (const NodeScan &scan : m_scans) {
        if (scan.node == node)
            return scan.netdev(netdev);
    }
    return nullptr;
}

std::optional<int> LinkTestRun::gidOf(const QString &node, const QString &netdev) const
{
    const ScannedNetdev *n = netdevOf(node, netdev);
    return n ? n->roceV2Index : std::nullopt;
}

QString LinkTestRun::deviceOf(const QString &node, const QString &netdev) const
{
    const ScannedNetdev *n = netdevOf(node, netdev);
    return n ? n->roceDevice : QString();
}

void LinkTestRun::start()
{
    Q_EMIT progress(0, total());
    if (m_jobs.isEmpty()) {
        m_finished = true;
        Q_EMIT finished();
        return;
    }
    schedule();
}

void LinkTestRun::cancel()
{
    m_cancelled = true;
    for (const QPointer<NodeRunner> &runner : std::as_const(m_runners)) {
        if (runner)
            runner->cancelAll();
    }
}

void LinkTestRun::schedule()
{
    if (m_finished)
        return;
    for (qsizetype i = 0; i < m_jobs.size(); ++i) {
        Job &job = m_jobs[i];
        if (job.started)
            continue;
        if (m_cancelled) {
            job.started = true;
            job.errors << RunText::tr("cancelled");
            finishJob(int(i));
            continue;
        }
        const QString w = writerOf(job);
        const QString r = readerOf(job);
        if (m_busy.contains(w) || m_busy.contains(r))
            continue;
        startJob(int(i));
    }
    if (m_done == m_jobs.size() && !m_finished) {
        m_matrix.rdma = m_results.values();
        m_finished = true;
        Q_EMIT finished();
    }
}

void LinkTestRun::startJob(int index)
{
    Job &job = m_jobs[index];
    job.started = true;
    const QString w = writerOf(job);
    const QString r = readerOf(job);
    NodeRunner *reader = m_runners.value(r);
    if (!reader || !m_runners.value(w)) {
        job.errors << RunText::tr("%1 is not connected").arg(reader ? w : r);
        finishJob(index);
        return;
    }
    for (const TwinLink &link : std::as_const(job.links)) {
        const QString readerNetdev = job.fromB ? link.aNetdev : link.bNetdev;
        const QString writerNetdev = job.fromB ? link.bNetdev : link.aNetdev;
        // A twin the scan saw down cannot carry a test; its server would only wait out
        // ib_write_bw's own timeout. The scan's finding names it.
        for (const auto &[node, netdev] :
             {std::pair{r, readerNetdev}, std::pair{w, writerNetdev}}) {
            const ScannedNetdev *n = netdevOf(node, netdev);
            if (n && isDownState(n->operstate)) {
                job.errors << RunText::tr("%1 on %2 is %3").arg(netdev, node, n->operstate);
                finishJob(index);
                return;
            }
        }
        if (!gidOf(r, readerNetdev) || !gidOf(w, writerNetdev)) {
            const bool readerLacks = !gidOf(r, readerNetdev);
            job.errors << RunText::tr("%1 has no RoCE v2 GID with an IPv4 address on %2")
                              .arg(readerLacks ? r : w, readerLacks ? readerNetdev : writerNetdev);
            finishJob(index);
            return;
        }
    }
    m_busy.insert(w);
    m_busy.insert(r);
    job.gbps.fill(std::nullopt, job.links.size());
    for (qsizetype k = 0; k < job.links.size(); ++k) {
        const TwinLink &link = job.links.at(k);
        const QString readerNetdev = job.fromB ? link.aNetdev : link.bNetdev;
        reader->runStreaming(
            RdmaTest::server(deviceOf(r, readerNetdev), *gidOf(r, readerNetdev), job.ports.at(k)),
            this,
            [this, index, k](const QByteArray &line) { serverLine(index, int(k), line); },
            [this, index, k](const CommandResult &result) { serverDone(index, int(k), result); });
    }
}

void LinkTestRun::serverLine(int index, int, const QByteArray &line)
{
    Job &job = m_jobs[index];
    if (line.trimmed() != RdmaTest::listening || job.done)
        return;
    if (++job.listening == job.links.size())
        startClients(index);
}

void LinkTestRun::serverDone(int index, int, const CommandResult &result)
{
    Job &job = m_jobs[index];
    ++job.serversDone;
    if (!job.clientsStarted) {
        // The server ended before it listened: its own words say why (no such device, a GID
        // index it refused, ib_write_bw missing).
        job.toolMissing = job.toolMissing || result.exitStatus == 127;
        job.errors
            << RunText::tr("server on %1: %2").arg(result.node, result.errorText().left(300));
    }
    maybeFinishJob(index);
}

void LinkTestRun::startClients(int index)
{
    Job &job = m_jobs[index];
    job.clientsStarted = true;
    const QString w = writerOf(job);
    NodeRunner *writer = m_runners.value(w);
    for (qsizetype k = 0; k < job.links.size(); ++k) {
        const TwinLink &link = job.links.at(k);
        const QString writerNetdev = job.fromB ? link.bNetdev : link.aNetdev;
        const QString address = job.fromB ? link.aAddress : link.bAddress;
        const RemoteCommand command = RdmaTest::client(
            deviceOf(w, writerNetdev), *gidOf(w, writerNetdev), job.ports.at(k), address);
        job.commands << command.displayString();
        if (!writer) {
            clientDone(index,
                       int(k),
                       CommandResult{w,
                                     command.displayString(),
                                     -1,
                                     {},
                                     {},
                                     Error{RunText::tr("%1 is not connected").arg(w)}});
            continue;
        }
        writer->run(command, this, [this, index, k](const CommandResult &result) {
            clientDone(index, int(k), result);
        });
    }
}

void LinkTestRun::clientDone(int index, int k, const CommandResult &result)
{
    Job &job = m_jobs[index];
    const RdmaTest::Outcome outcome = RdmaTest::read(result);
    job.gbps[k] = outcome.gbps;
    job.toolMissing = job.toolMissing || outcome.toolMissing;
    if (!outcome.error.isEmpty())
        job.errors << outcome.error;
    job.outputs << QString::fromUtf8(result.out.left(kKeptOutput)
                                     + result.err.left(kKeptOutput / 4));
    ++job.clientsDone;
    if (job.clientsDone == job.links.size() && job.serversDone < job.links.size()) {
        QTimer::singleShot(kServerGraceMs, this, [this, index] {
            Job &j = m_jobs[index];
            if (j.done || j.serversDone == j.links.size())
                return;
            if (NodeRunner *reader = m_runners.value(readerOf(j)))
                reader->cancelAll();
        });
    }
    maybeFinishJob(index);
}

void LinkTestRun::maybeFinishJob(int index)
{
    const Job &job = m_jobs.at(index);
    if (job.done || job.serversDone < job.links.size())
        return;
    if (job.clientsStarted && job.clientsDone < job.links.size())
        return;
    finishJob(index);
}

void LinkTestRun::finishJob(int index)
{
    Job &job = m_jobs[index];
    if (job.done)
        return;
    job.done = true;
    const TwinLink &first = job.links.first();
    LinkMeasurement m;
    m.a = first.a;
    m.b = first.b;
    m.fromB = job.fromB;
    m.aAddress = first.aAddress;
    m.bAddress = first.bAddress;
    m.aGidIndex = gidOf(first.a, first.aNetdev);
    m.bGidIndex = gidOf(first.b, first.bNetdev);
    m.toolMissing = job.toolMissing;
    m.command = job.commands.join(QStringLiteral(" & "));
    m.output = job.outputs.join(QLatin1Char('\n')).left(kKeptOutput);
    bool at200G = true;
    for (const NodeScan &scan : std::as_const(m_scans)) {
        for (const TwinLink &link : std::as_const(job.links)) {
            const QString netdev = scan.node == link.a   ? link.aNetdev
                                   : scan.node == link.b ? link.bNetdev
                                                         : QString();
            if (const ScannedNetdev *n = netdev.isEmpty() ? nullptr : scan.netdev(netdev);
                n && n->speedMbps)
                at200G = at200G && *n->speedMbps >= 200000;
        }
    }
    double sum = 0;
    bool all = !job.gbps.isEmpty();
    for (const auto &v : std::as_const(job.gbps)) {
        all = all && v.has_value();
        sum += v.value_or(0);
    }
    if (job.links.size() == 1) {
        m.kind = LinkKind::OneTwin;
        m.twin = first.aNetdev;
        m.peerTwin = first.bNetdev;
    } else {
        m.kind = LinkKind::BothTwins;
        m.twin = QStringLiteral("both");
    }
    if (all && job.errors.isEmpty())
        m.gbps = sum;
    m.error = job.errors.join(QStringLiteral("; "));
    m.band = LinkBands::band(m.kind, m.gbps, m_matrix.viaSwitch, at200G);
    m_results.insert(index, m);
    m_busy.remove(writerOf(job));
    m_busy.remove(readerOf(job));
    ++m_done;
    Q_EMIT progress(m_done, total());
    // Later: a finished job may free the nodes of several waiting ones.
    QMetaObject::invokeMethod(this, &LinkTestRun::schedule, Qt::QueuedConnection);
}

} // namespace Tandem
