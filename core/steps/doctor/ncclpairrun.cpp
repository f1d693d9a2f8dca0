// SPDX-License-Identifier: GPL-3.0-or-later
#include "ncclpairrun.h"

#include "nccl/mpiruncommand.h"
#include "nccl/nccltestsparser.h"
#include "remote/commandresult.h"
#include "remote/leftoverruns.h"
#include "remote/noderunner.h"

#include <QCoreApplication>

namespace Tandem {

namespace {

class PairText
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::NcclPairRun)
};

// all_reduce at one size large enough to reach the link's rate (22-24 GB/s needs about 1 GiB),
// few iterations: a pair takes seconds, and the Doctor measures every pair.
TestSpec pairSpec()
{
    TestSpec spec;
    spec.tool = BandwidthTool::NcclTests;
    spec.op = QStringLiteral("all_reduce");
    spec.minBytes = qint64(1) << 30;
    spec.maxBytes = qint64(1) << 30;
    spec.factor = 2;
    spec.iters = 5;
    spec.warmupIters = 2;
    spec.hangTimeoutSeconds = 90;
    return spec;
}

const NodeScan *scanOf(const QList<NodeScan> &scans, const QString &node)
{
    for (const NodeScan &scan : scans) {
        if (scan.node == node)
            return &scan;
    }
    return nullptr;
}

} // namespace

NcclPairRun::NcclPairRun(QHash<QString, NodeRunner *> runners,
                         QList<NodeScan> scans,
                         AddressPlan live,
                         TopologyKind topology,
                         InstallLocations locations,
                         QObject *parent)
    : QObject(parent)
    , m_scans(std::move(scans))
    , m_live(std::move(live))
    , m_topology(topology)
    , m_locations(std::move(locations))
{
    for (auto it = runners.cbegin(); it != runners.cend(); ++it)
        m_runners.insert(it.key(), it.value());
    for (qsizetype i = 0; i < m_scans.size(); ++i) {
        for (qsizetype j = i + 1; j < m_scans.size(); ++j) {
            const AddressPlan plan = pairPlan(m_live, m_scans.at(i).node, m_scans.at(j).node);
            if (!plan.subnets.isEmpty())
                m_pairs.append({m_scans.at(i).node, m_scans.at(j).node});
        }
    }
    for (const auto &pair : std::as_const(m_pairs)) {
        NcclPairResult r;
        r.a = pair.first;
        r.b = pair.second;
        m_results << r;
    }
    m_started.fill(false, m_pairs.size());
    m_runIds.fill(QString(), m_pairs.size());
}

AddressPlan NcclPairRun::pairPlan(const AddressPlan &plan, const QString &a, const QString &b)
{
    AddressPlan out;
    out.mtu = plan.mtu;
    for (const PlannedSubnet &subnet : plan.subnets) {
        PlannedSubnet s;
        s.cidr = subnet.cidr;
        for (const auto &member : subnet.members) {
            if (member.first == a || member.first == b)
                s.members << member;
        }
        bool hasA = false;
        bool hasB = false;
        for (const auto &member : std::as_const(s.members)) {
            hasA = hasA || member.first == a;
            hasB = hasB || member.first == b;
        }
        if (hasA && hasB)
            out.subnets << s;
    }
    for (const QString &name : {a, b}) {
        const NodePlan *node = plan.node(name);
        if (!node)
            continue;
        NodePlan n;
        n.node = name;
        for (const PlannedInterface &i : node->interfaces) {
            for (const PlannedSubnet &s : std::as_const(out.subnets)) {
                if (s.members.contains(qMakePair(name, i.netdev)))
                    n.interfaces << i;
            }
        }
        out.nodes << n;
    }
    return out;
}

void NcclPairRun::start()
{
    Q_EMIT progress(0, total());
    schedule();
}

void NcclPairRun::cancel()
{
    m_cancelled = true;
    for (const QPointer<NodeRunner> &runner : std::as_const(m_runners)) {
        if (runner)
            runner->cancelAll();
    }
    // Ending mpirun's session does not always reach the ranks on the other node: end every
    // process of each run in flight by its id, as a cancelled bandwidth run does.
    for (qsizetype i = 0; i < m_pairs.size(); ++i) {
        if (m_started.at(i) && !m_runIds.at(i).isEmpty() && m_busy.contains(m_pairs.at(i).first))
            onBoth(int(i), MpirunCommand::cleanupCommand(m_runIds.at(i)));
    }
}

void NcclPairRun::onBoth(int index, const RemoteCommand &command)
{
    for (const QString &node : {m_pairs.at(index).first, m_pairs.at(index).second}) {
        if (NodeRunner *runner = m_runners.value(node))
            runner->run(command, this, [](const CommandResult &) {});
    }
}

void NcclPairRun::schedule()
{
    if (m_finished)
        return;
    for (qsizetype i = 0; i < m_pairs.size(); ++i) {
        if (m_started.at(i))
            continue;
        const auto &pair = m_pairs.at(i);
        if (m_cancelled) {
            m_started[i] = true;
            m_results[i].error = PairText::tr("cancelled");
            ++m_done;
            continue;
        }
        if (m_busy.contains(pair.first) || m_busy.contains(pair.second))
            continue;
        startPair(int(i));
    }
    if (m_done == m_pairs.size() && !m_finished) {
        m_finished = true;
        Q_EMIT finished();
    }
}

void NcclPairRun::startPair(int index)
{
    m_started[index] = true;
    const auto &pair = m_pairs.at(index);
    NcclPairResult &result = m_results[index];
    for (const QString &node : {pair.first, pair.second}) {
        const NodeScan *scan = scanOf(m_scans, node);
        if (!scan || scan->ncclTestsLine.isEmpty()) {
            result.error = PairText::tr("nccl-tests did not run on %1 (not installed at %2?)")
                               .arg(node, m_locations.ncclTestsDir);
            ++m_done;
            Q_EMIT progress(m_done, total());
            QMetaObject::invokeMethod(this, &NcclPairRun::schedule, Qt::QueuedConnection);
            return;
        }
    }
    const QString runId = MpirunCommand::newRunId();
    const bool root = false;
    const auto command = MpirunCommand::build(pairPlan(m_live, pair.first, pair.second),
                                              m_topology,
                                              m_locations.applyTo(pairSpec()),
                                              runId,
                                              root,
                                              LeftoverRuns::localOwner());
    NodeRunner *launcher = m_runners.value(command ? command->firstNode() : pair.first);
    if (!command || !launcher) {
        result.error = command ? PairText::tr("%1 is not connected").arg(pair.first)
                               : command.error().message;
        ++m_done;
        Q_EMIT progress(m_done, total());
        QMetaObject::invokeMethod(this, &NcclPairRun::schedule, Qt::QueuedConnection);
        return;
    }
    result.command = command->displayString();
    m_runIds[index] = runId;
    m_busy.insert(pair.first);
    m_busy.insert(pair.second);
    launcher->run(
        command->command(), this, [this, index](const CommandResult &r) { pairDone(index, r); });
}

void NcclPairRun::pairDone(int index, const CommandResult &r)
{
    const auto &pair = m_pairs.at(index);
    NcclPairResult &result = m_results[index];
    const auto run = NcclTestsParser::parse(r.out);
    const auto peak = run ? run->peakBusbw() : std::nullopt;
    if (r.ok() && peak && run->errors.isEmpty()) {
        result.busbwGBps = peak->busbw;
    } else {
        QString why = r.error ? r.error->message : QString();
        if (why.isEmpty() && run && !run->errors.isEmpty())
            why = run->errors.first();
        if (why.isEmpty())
            why = r.errorText();
        result.error = why.left(400);
    }
    result.band = LinkBands::band(LinkKind::NcclPair, result.busbwGBps, false);
    // NCCL's INFO logs of this run stay in the users' homes otherwise (MpirunCommand).
    onBoth(index, MpirunCommand::collectLogCommand(m_runIds.at(index)));
    m_busy.remove(pair.first);
    m_busy.remove(pair.second);
    ++m_done;
    Q_EMIT progress(m_done, total());
    QMetaObject::invokeMethod(this, &NcclPairRun::schedule, Qt::QueuedConnection);
}

} // namespace Tandem
