// SPDX-License-Identifier: GPL-3.0-or-later
#include "verifystep.h"

#include "inventory/roceports.h"
#include "nccl/mpiruncommand.h"
#include "remote/commandresult.h"
#include "remote/leftoverruns.h"
#include "remote/noderunner.h"
#include "steps/verify/verifympirun.h"

#include "session/workflowstate.h"
#include <QSet>

namespace Tandem {

namespace {

Check makeCheck(const char *id, const QString &node, CheckStatus status, const QString &detail)
{
    Check check;
    check.id = QString::fromLatin1(id);
    check.node = node;
    check.title = VerifyStep::title(check.id);
    check.status = status;
    check.detail = detail;
    return check;
}

QString pairKey(const QString &id, const QString &from, const QString &to)
{
    return id + QLatin1Char('|') + from + QLatin1Char('|') + to;
}

} // namespace

QString VerifyStep::title(const QString &id)
{
    if (id == QLatin1String("verify.ping"))
        return tr("Ping at full MTU over every twin");
    if (id == QLatin1String("verify.ssh"))
        return tr("SSH without a password over CX7");
    if (id == QLatin1String("verify.roce"))
        return tr("RoCE devices up");
    if (id == QLatin1String("verify.mpirun"))
        return tr("mpirun across every node");
    return id;
}

QString VerifyStep::pairName(const QString &from, const QString &to)
{
    return from + QStringLiteral(" -> ") + to;
}

VerifyStep::VerifyStep(QList<NodeRunner *> nodes, AddressPlan plan, QObject *parent)
    : Step(parent)
    , m_plan(std::move(plan))
    , m_runId(MpirunCommand::newRunId())
{
    for (NodeRunner *node : nodes)
        m_nodes.append(node);
}

QList<VerifyStep::Route>
VerifyStep::routes(const AddressPlan &plan, const QString &from, const QString &to)
{
    return VerifyPing::routes(plan, from, to);
}

RemoteCommand VerifyStep::pingCommand(const Route &route)
{
    return VerifyPing::command(route);
}

RemoteCommand VerifyStep::sshCommand(const QString &address)
{
    // BatchMode: a missing key or an unknown host key fails at once instead of prompting, which
    // is exactly what would stall mpirun. ConnectTimeout bounds only the TCP connect: a link that
    // goes down after it (a cable pulled while verify runs) leaves ssh waiting on TCP for
    // minutes, so timeout bounds the whole login (sshTimeoutSeconds).
    return RemoteCommand::fromStrings({QStringLiteral("timeout"),
                                       QString::number(sshTimeoutSeconds),
                                       QStringLiteral("ssh"),
                                       QStringLiteral("-o"),
                                       QStringLiteral("BatchMode=yes"),
                                       QStringLiteral("-o"),
                                       QStringLiteral("ConnectTimeout=5"),
                                       address,
                                       QStringLiteral("true")});
}

RemoteCommand VerifyStep::roceCommand()
{
    return RocePortsReader::command();
}

Check VerifyStep::roceCheck(const CommandResult &result, const QStringList &netdevs)
{
    Check check = makeCheck("verify.roce", result.node, CheckStatus::Fail, {});
    check.evidence = {result.toEvidence()};
    if (!result.ok()) {
        check.detail
            = result.error
                  ? result.error->toString()
                  : tr("Reading the RoCE ports failed (exit status %1).").arg(result.exitStatus);
        return check;
    }
    const auto ports = RocePortsReader::read(result.out);
    if (!ports) {
        check.detail = ports.error().toString();
        return check;
    }
    const QList<RoceLink> links = ports->links();
    QStringList problems;
    QStringList good;
    for (const QString &netdev : netdevs) {
        const auto it = std::find_if(links.cbegin(), links.cend(), [&netdev](const RoceLink &link) {
            return link.netdev == netdev;
        });
        const RocePort *port = ports->port(netdev);
        const QString state = port ? port->portState : QString();
        if (it == links.cend()) {
            problems << tr("%1 has no RoCE device.").arg(netdev);
        } else if (!it->up) {
            problems << tr("%1 (%2) is Down.").arg(netdev, it->roceDevice);
        } else if (!state.isEmpty() && !state.startsWith(QLatin1String("4:"))) { // 4: ACTIVE
            problems << tr("%1 port 1 is %2, not ACTIVE.").arg(it->roceDevice, state);
        } else {
            good << QStringLiteral("%1 (%2)").arg(it->roceDevice, netdev);
        }
    }
    if (!problems.isEmpty()) {
        check.detail = problems.join(QLatin1Char(' '));
        check.fix = tr("Check the cable of that port and the plan's interface names, then run the "
                       "cabling step again.");
        return check;
    }
    check.status = CheckStatus::Pass;
    check.detail = tr("Up: %1.").arg(good.join(QStringLiteral(", ")));
    return check;
}

void VerifyStep::run()
{
    m_pairResults.clear();
    m_pairPending.clear();
    m_pings.clear();
    m_pingsBack.clear();
    m_mtus.clear();
    m_roceRead.clear();
    m_hostnames.clear();
    m_mpirun.reset();
    m_queue.clear();
    m_inFlight.clear();
    m_pending = 0;
    QStringList names;
    for (const QPointer<NodeRunner> &node : std::as_const(m_nodes)) {
        if (node)
            names << node->nodeName();
    }
    m_ping.reset(QStringLiteral("verify.ping"), names);
    m_ssh.reset(QStringLiteral("verify.ssh"), names);

    for (const QPointer<NodeRunner> &node : std::as_const(m_nodes)) {
        if (!node)
            continue;
        const QString from = node->nodeName();
        ++m_pending;
        enqueue(node,
                RemoteCommand::fromStrings({QStringLiteral("hostname")}),
                [this, from](const CommandResult &result) {
                    if (result.ok())
                        m_hostnames.insert(from, QString::fromUtf8(result.out.trimmed()));
                    partDone();
                });
        QStringList netdevs;
        if (const NodePlan *plan = m_plan.node(from)) {
            for (const PlannedInterface &i : plan->interfaces)
                netdevs << i.netdev;
        }
        record(makeCheck("verify.roce", from, CheckStatus::Running, tr("Running\u2026")));
        ++m_pending;
        enqueue(node, roceCommand(), [this, from, netdevs](const CommandResult &result) {
            record(roceCheck(result, netdevs));
            roceRead(from, result);
            partDone();
        });
        for (const QString &to : std::as_const(names)) {
            const QList<Route> ways = routes(m_plan, from, to);
            if (to == from || ways.isEmpty())
                continue;
            for (const char *id : {"verify.ping", "verify.ssh"}) {
                record(
                    makeCheck(id, pairName(from, to), CheckStatus::Running, tr("Running\u2026")));
                (qstrcmp(id, "verify.ping") == 0 ? m_ping : m_ssh)
                    .set(from, to, CheckStatus::Running);
            }
            const QString ping = pairKey(QStringLiteral("verify.ping"), from, to);
            m_pairPending.insert(ping, int(ways.size()));
            for (qsizetype i = 0; i < ways.size(); ++i) {
                PingTry attempt;
                attempt.route = ways.at(i);
                m_pings[ping] << attempt;
                ++m_pending;
                enqueue(node,
                        pingCommand(ways.at(i)),
                        [this, from, to, i](const CommandResult &result) {
                            pingDone(from, to, i, result);
                        });
            }
            const QString ssh = QStringLiteral("verify.ssh");
            m_pairPending.insert(pairKey(ssh, from, to), 1);
            ++m_pending;
            enqueue(node,
                    sshCommand(ways.constFirst().peerAddress),
                    [this, ssh, from, to](const CommandResult &result) {
                        pairDone(ssh, from, to, result);
                    });
        }
    }

    const RemoteCommand mpirun = VerifyMpirun::command(m_plan, m_runId, LeftoverRuns::localOwner());
    NodeRunner *head = nullptr;
    for (const QPointer<NodeRunner> &node : std::as_const(m_nodes)) {
        if (node && !m_plan.nodes.isEmpty() && node->nodeName() == m_plan.nodes.constFirst().node)
            head = node;
    }
    if (head && !mpirun.argv().isEmpty()) {
        record(makeCheck(
            "verify.mpirun", head->nodeName(), CheckStatus::Running, tr("Running\u2026")));
        ++m_pending;
        enqueue(head, mpirun, [this](const CommandResult &result) {
            m_mpirun = result;
            // A failed or killed mpirun (a cable pulled while it ran) can leave the orted it
            // started on another node waiting on a dead link: end the run on every node.
            for (const QPointer<NodeRunner> &node : std::as_const(m_nodes)) {
                if (result.ok() || !node)
                    continue;
                ++m_pending;
                enqueue(node,
                        MpirunCommand::cleanupCommand(m_runId),
                        [this](const CommandResult &) { partDone(); });
            }
            partDone();
        });
    } else {
        record(makeCheck("verify.mpirun",
                         head ? head->nodeName() : QString(),
                         CheckStatus::Fail,
                         tr("The plan does not connect the first node to every other node.")));
    }
    if (m_pending == 0)
        Q_EMIT finished();
}

NodeRunner *VerifyStep::runnerOf(const QString &name) const
{
    for (const QPointer<NodeRunner> &node : m_nodes) {
        if (node && node->nodeName() == name)
            return node;
    }
    return nullptr;
}

void VerifyStep::pingDone(const QString &from,
                          const QString &to,
                          qsizetype index,
                          const CommandResult &result)
{
    const QString key = pairKey(QStringLiteral("verify.ping"), from, to);
    PingTry &attempt = m_pings[key][index];
    attempt.full = result;
    NodeRunner *node = runnerOf(from);
    if (node && VerifyPing::wantsSmallTry(result)) {
        // A small ping on the same way tells an MTU problem (it passes) from a dead twin.
        ++m_pending;
        enqueue(node,
                VerifyPing::smallCommand(attempt.route),
                [this, key, from, to, index](const CommandResult &small) {
                    m_pings[key][index].small = small;
                    pingRouteDone(from, to);
                    partDone();
                });
    } else {
        pingRouteDone(from, to);
    }
    partDone();
}

void VerifyStep::pingRouteDone(const QString &from, const QString &to)
{
    if (--m_pairPending[pairKey(QStringLiteral("verify.ping"), from, to)] > 0)
        return;
    m_pingsBack.append({from, to});
    flushPings(false);
}

void VerifyStep::roceRead(const QString &node, const CommandResult &result)
{
    if (result.ok()) {
        if (const auto ports = RocePortsReader::read(result.out)) {
            for (const NetdevState &state : ports->netdevs) {
                if (state.mtu > 0)
                    m_mtus[node].insert(state.netdev, state.mtu);
            }
        }
    }
    m_roceRead.insert(node);
    flushPings(false);
}

void VerifyStep::flushPings(bool force)
{
    for (qsizetype i = 0; i < m_pingsBack.size();) {
        const auto [from, to] = m_pingsBack.at(i);
        if (!force && (!m_roceRead.contains(from) || !m_roceRead.contains(to))) {
            ++i;
            continue;
        }
        m_pingsBack.removeAt(i);
        QList<PingTry> tries = m_pings.value(pairKey(QStringLiteral("verify.ping"), from, to));
        const QHash<QString, int> localMtus = m_mtus.value(from);
        const QHash<QString, int> peerMtus = m_mtus.value(to);
        for (PingTry &attempt : tries) {
            if (localMtus.contains(attempt.route.interface))
                attempt.localMtu = localMtus.value(attempt.route.interface);
            if (peerMtus.contains(attempt.route.peerInterface))
                attempt.peerMtu = peerMtus.value(attempt.route.peerInterface);
        }
        Check check = VerifyPing::check(from, to, tries);
        check.node = pairName(from, to);
        check.title = title(check.id);
        m_ping.set(from, to, check.status);
        record(check);
    }
}

void VerifyStep::pairDone(const QString &id,
                          const QString &from,
                          const QString &to,
                          const CommandResult &result)
{
    // Only verify.ssh comes here (one command per pair); pings go through pingDone.
    const QString key = pairKey(id, from, to);
    m_pairResults[key] << result;
    if (--m_pairPending[key] == 0) {
        const CommandResult &r = m_pairResults.value(key).constFirst();
        Check check = makeCheck("verify.ssh", pairName(from, to), CheckStatus::Pass, {});
        check.evidence << r.toEvidence();
        if (r.ok()) {
            check.detail = tr("%1 logs in to %2 without a password or a prompt.").arg(from, to);
        } else if (!r.error && r.exitStatus == 124) {
            check.status = CheckStatus::Fail;
            check.detail = tr("%1 had no answer from %2 within %3 seconds: a link down, or a "
                              "firewall dropping SSH on the CX7 addresses.")
                               .arg(from, to)
                               .arg(sshTimeoutSeconds);
            check.fix = tr("Check the cables and the link lights (step 3), then verify again.");
        } else {
            check.status = CheckStatus::Fail;
            check.detail
                = tr("%1 cannot log in to %2 non-interactively: %3")
                      .arg(from,
                           to,
                           r.error ? r.error->toString() : QString::fromUtf8(r.err).trimmed());
            check.fix = tr("Run the SSH fabric step again.");
        }
        m_ssh.set(from, to, check.status);
        record(check);
    }
    partDone();
}

void VerifyStep::enqueue(NodeRunner *node,
                         const RemoteCommand &command,
                         std::function<void(const CommandResult &)> done)
{
    const QString name = node->nodeName();
    m_queue[name].append(Queued{node, command, std::move(done)});
    pump(name);
}

void VerifyStep::pump(const QString &name)
{
    // sshd refuses more than MaxSessions (10 by default) channels on one connection, and a ring
    // or switch asks for more than that at once: keep a few in flight per node.
    constexpr int maxInFlight = 4;
    QList<Queued> &queue = m_queue[name];
    while (m_inFlight.value(name) < maxInFlight && !queue.isEmpty()) {
        Queued next = queue.takeFirst();
        if (!next.node) {
            CommandResult gone;
            gone.node = name;
            gone.error = Error{tr("The connection to %1 was closed. Reconnect to it on the "
                                  "Devices page and run this step again; with tandem-cli, run "
                                  "the same command again.")
                                   .arg(name)};
            next.done(gone);
            continue;
        }
        ++m_inFlight[name];
        next.node->run(next.command,
                       this,
                       [this, name, done = std::move(next.done)](const CommandResult &result) {
                           --m_inFlight[name];
                           done(result);
                           pump(name);
                       });
    }
}

void VerifyStep::partDone()
{
    if (--m_pending > 0)
        return;
    flushPings(true); // a node whose RoCE reading never came: say what is known
    if (m_mpirun) {
        QStringList hostnames;
        for (const QPointer<NodeRunner> &node : std::as_const(m_nodes)) {
            if (node)
                hostnames << m_hostnames.value(node->nodeName(), node->nodeName());
        }
        Check check = VerifyMpirun::check(*m_mpirun, hostnames);
        check.title = title(check.id);
        record(check);
    }
    Q_EMIT finished();
}

void VerifyStep::apply(WorkflowState &state) const
{
    state.pingMatrix = m_ping;
    state.sshMatrix = m_ssh;
}

} // namespace Tandem
