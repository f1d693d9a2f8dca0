// SPDX-License-Identifier: GPL-3.0-or-later
#include "doctorstep.h"

#include "doctor/liveplan.h"
#include "doctor/paritytable.h"
#include "remote/commandresult.h"
#include "remote/netplancommands.h"
#include "remote/noderunner.h"
#include "session/workflowstate.h"
#include "steps/doctor/linktestrun.h"
#include "steps/doctor/ncclpairrun.h"

namespace Tandem {

namespace {

Check makeCheck(const QString &id, const QString &node, CheckStatus status, const QString &detail)
{
    Check check;
    check.id = id;
    check.node = node;
    check.status = status;
    check.title = DoctorStep::title(id);
    check.detail = detail;
    return check;
}

CheckStatus statusOf(LinkBand band)
{
    switch (band) {
    case LinkBand::Expected: return CheckStatus::Pass;
    case LinkBand::Low: return CheckStatus::Warn;
    case LinkBand::Stale:
    case LinkBand::Fail:
    case LinkBand::Error: return CheckStatus::Fail;
    }
    return CheckStatus::Fail;
}

CheckStatus worse(CheckStatus a, CheckStatus b)
{
    Check x;
    x.status = a;
    Check y;
    y.status = b;
    return worstStatus({x, y});
}

} // namespace

QString DoctorStep::title(const QString &id)
{
    if (id == QLatin1String("doctor.scan"))
        return tr("Versions, PATH and ConnectX ports read");
    if (id == QLatin1String("doctor.links"))
        return tr("RDMA on every twin (ib_write_bw)");
    if (id == QLatin1String("doctor.nccl"))
        return tr("NCCL between every pair");
    if (id == QLatin1String("doctor.findings"))
        return tr("Findings");
    return id;
}

DoctorStep::DoctorStep(QList<NodeRunner *> nodes,
                       QByteArray sudoPassword,
                       DoctorOptions options,
                       AddressPlan plan,
                       TopologyKind topology,
                       QList<Check> earlierChecks,
                       QObject *parent)
    : Step(parent)
    , m_sudoPassword(std::move(sudoPassword))
    , m_options(std::move(options))
    , m_topology(topology)
{
    for (NodeRunner *node : nodes)
        m_nodes.append(node);
    m_input.plan = std::move(plan);
    m_input.checks = std::move(earlierChecks);
}

DoctorStep::~DoctorStep()
{
    m_sudoPassword.fill('\0');
}

QHash<QString, NodeRunner *> DoctorStep::runnerMap() const
{
    QHash<QString, NodeRunner *> map;
    for (const QPointer<NodeRunner> &node : m_nodes) {
        if (node)
            map.insert(node->nodeName(), node.data());
    }
    return map;
}

void DoctorStep::run()
{
    m_record = {};
    m_record.startedAt = QDateTime::currentDateTimeUtc();
    m_pending = 0;
    for (const QPointer<NodeRunner> &node : std::as_const(m_nodes)) {
        if (!node)
            continue;
        const QString name = node->nodeName();
        m_pending += 2;
        node->run(NodeScanner::command(m_options.locations.ncclTestsDir,
                                       m_options.locations.ncclHome,
                                       m_options.python),
                  this,
                  [this, name](const CommandResult &r) { scanDone(name, r); });
        node->run(NetplanCommands::listFiles(m_sudoPassword),
                  this,
                  [this, name](const CommandResult &r) { listingDone(name, r); });
    }
    reportProgress();
    if (m_pending == 0)
        conclude();
}

void DoctorStep::reportProgress()
{
    const int scans = int(m_nodes.size());
    const int links = m_links ? m_links->total() : 0;
    const int pairs = m_nccl ? m_nccl->total() : 0;
    Q_EMIT progress(m_scansDone + m_linksDone + m_ncclDone, scans + links + pairs);
}

void DoctorStep::scanDone(const QString &node, const CommandResult &result)
{
    ++m_scansDone;
    auto scan = result.error ? Result<NodeScan>(tl::unexpected(*result.error))
                             : NodeScanner::read(node, result.out);
    Check check;
    if (scan) {
        m_scans.insert(node, *scan);
        check
            = makeCheck(QStringLiteral("doctor.scan"),
                        node,
                        scan->warnings.isEmpty() ? CheckStatus::Pass : CheckStatus::Warn,
                        tr("%1, kernel %2, %n ConnectX port(s)", nullptr, int(scan->netdevs.size()))
                            .arg(scan->os.isEmpty() ? tr("OS unknown") : scan->os, scan->kernel));
        if (!scan->warnings.isEmpty())
            check.detail += QLatin1Char('\n') + scan->warnings.join(QLatin1Char('\n'));
    } else {
        check = makeCheck(
            QStringLiteral("doctor.scan"), node, CheckStatus::Fail, scan.error().message);
        check.fix = tr("Check the connection to %1 and run the Doctor again.").arg(node);
    }
    check.evidence << result.toEvidence();
    record(check);
    reportProgress();
    if (--m_pending == 0)
        scansComplete();
}

void DoctorStep::listingDone(const QString &node, const CommandResult &result)
{
    // Without sudo the files cannot be read (they are 0600): the netplan rules then skip this
    // node rather than guess.
    if (result.ok())
        m_input.netplanFiles.insert(node, NetplanCommands::parseListing(result.out));
    if (--m_pending == 0)
        scansComplete();
}

void DoctorStep::scansComplete()
{
    if (m_cancelled) {
        conclude();
        return;
    }
    for (const QPointer<NodeRunner> &node : std::as_const(m_nodes)) {
        if (node && m_scans.contains(node->nodeName()))
            m_input.scans << m_scans.value(node->nodeName());
    }
    m_input.parity = ParityTable::from(m_input.scans);
    bool viaSwitch = m_topology == TopologyKind::Switch;
    for (const PlannedSubnet &s : LivePlan::from(m_input.scans).subnets)
        viaSwitch = viaSwitch || s.members.size() > 2;
    m_input.matrix.nodes = m_input.parity.nodes;
    m_input.matrix.viaSwitch = viaSwitch;
    if (!m_options.links) {
        linksDone();
        return;
    }
    m_links = new LinkTestRun(runnerMap(), m_input.scans, viaSwitch, this);
    connect(m_links, &LinkTestRun::progress, this, [this](int done, int) {
        m_linksDone = done;
        reportProgress();
    });
    connect(m_links, &LinkTestRun::finished, this, &DoctorStep::linksDone);
    m_links->start();
}

void DoctorStep::linksDone()
{
    if (m_links) {
        m_input.matrix.rdma = m_links->matrix().rdma;
        CheckStatus status = CheckStatus::Pass;
        QStringList lines;
        Check check = makeCheck(QStringLiteral("doctor.links"), {}, CheckStatus::Pass, {});
        for (const LinkMeasurement &m : std::as_const(m_input.matrix.rdma)) {
            status = worse(status, statusOf(m.band));
            lines << tr("%1 -> %2 %3: %4")
                         .arg(m.writer(),
                              m.reader(),
                              m.twin,
                              m.gbps ? tr("%1 Gb/s").arg(*m.gbps, 0, 'f', 1) : m.error);
            Evidence e;
            e.node = m.writer();
            e.command = m.command;
            e.exitStatus = m.gbps ? 0 : 1;
            e.output = m.output;
            e.when = QDateTime::currentDateTimeUtc();
            check.evidence << e;
        }
        check.status = m_input.matrix.rdma.isEmpty() ? CheckStatus::Skipped : status;
        check.detail = m_input.matrix.rdma.isEmpty()
                           ? tr("No twin link to measure: no two nodes share a ConnectX subnet.")
                           : lines.join(QLatin1Char('\n'));
        record(check);
    }
    if (m_cancelled || !m_options.nccl) {
        ncclDone();
        return;
    }
    m_nccl = new NcclPairRun(runnerMap(),
                             m_input.scans,
                             LivePlan::from(m_input.scans),
                             m_topology,
                             m_options.locations,
                             this);
    connect(m_nccl, &NcclPairRun::progress, this, [this](int done, int) {
        m_ncclDone = done;
        reportProgress();
    });
    connect(m_nccl, &NcclPairRun::finished, this, &DoctorStep::ncclDone);
    m_nccl->start();
}

void DoctorStep::ncclDone()
{
    if (m_nccl) {
        m_input.matrix.nccl = m_nccl->results();
        CheckStatus status = CheckStatus::Pass;
        QStringList lines;
        for (const NcclPairResult &r : std::as_const(m_input.matrix.nccl)) {
            status = worse(status, statusOf(r.band));
            lines << tr("%1 <-> %2: %3")
                         .arg(r.a,
                              r.b,
                              r.busbwGBps ? tr("%1 GB/s").arg(*r.busbwGBps, 0, 'f', 2) : r.error);
        }
        Check check = makeCheck(QStringLiteral("doctor.nccl"),
                                {},
                                m_input.matrix.nccl.isEmpty() ? CheckStatus::Skipped : status,
                                lines.join(QLatin1Char('\n')));
        record(check);
    }
    conclude();
}

void DoctorStep::conclude()
{
    m_record.findings = Diagnosis::run(m_input);
    m_record.matrix = m_input.matrix;
    m_record.parity = m_input.parity;
    m_record.scans = m_input.scans;
    m_record.finishedAt = QDateTime::currentDateTimeUtc();
    int fixable = 0;
    int decision = 0;
    int hardware = 0;
    CheckStatus status = CheckStatus::Pass;
    for (const Finding &f : std::as_const(m_record.findings)) {
        if (f.severity == FindingSeverity::Info)
            continue;
        status = worse(status,
                       f.severity == FindingSeverity::Fail ? CheckStatus::Fail : CheckStatus::Warn);
        fixable += f.group == FindingGroup::Fixable;
        decision += f.group == FindingGroup::Decision;
        hardware += f.group == FindingGroup::Hardware;
    }
    Check check = makeCheck(QStringLiteral("doctor.findings"),
                            {},
                            m_cancelled ? CheckStatus::Skipped : status,
                            status == CheckStatus::Pass
                                ? tr("Nothing wrong found.")
                                : tr("%1 Tandem can fix, %2 need your decision, %3 need hands on "
                                     "the hardware.")
                                      .arg(fixable)
                                      .arg(decision)
                                      .arg(hardware));
    if (m_cancelled)
        check.detail = tr("Cancelled before every test ran.");
    record(check);
    Q_EMIT finished();
}

void DoctorStep::cancel()
{
    m_cancelled = true;
    if (m_links)
        m_links->cancel();
    if (m_nccl)
        m_nccl->cancel();
}

void DoctorStep::apply(WorkflowState &state) const
{
    // A run ended by the user (Cancel, or quitting) tested only part of the cluster: the last
    // whole run stays the Doctor's result.
    if (!m_cancelled)
        state.doctor = m_record;
}

} // namespace Tandem
