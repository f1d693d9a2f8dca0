// SPDX-License-Identifier: GPL-3.0-or-later
#include "connectstep.h"

#include "remote/commandresult.h"
#include "remote/leftoverruns.h"
#include "remote/nodepool.h"
#include "remote/noderunner.h"

namespace Tandem {

ConnectStep::ConnectStep(NodePool *pool, QObject *parent)
    : Step(parent)
    , m_pool(pool)
{}

Check ConnectStep::sshCheck(const QString &node, CheckStatus status, const QString &detail)
{
    Check check;
    check.id = QStringLiteral("device.ssh");
    check.node = node;
    check.title = tr("SSH over the management network");
    check.status = status;
    check.detail = detail;
    return check;
}

void ConnectStep::run()
{
    m_waiting.clear();
    m_scanning = 0;
    const QList<NodeAddress> nodes = m_pool ? m_pool->nodes() : QList<NodeAddress>();
    for (const NodeAddress &node : nodes) {
        if (m_pool->isConnected(node.name)) {
            record(sshCheck(node.name, CheckStatus::Pass, tr("Connected to %1.").arg(node.host)));
            continue;
        }
        m_waiting.insert(node.name);
    }
    // Counted before any scan starts, so that a quick answer cannot end the step early.
    const QSet<QString> waiting = m_waiting;
    for (const NodeAddress &node : nodes) {
        if (!waiting.contains(node.name))
            scanLeftovers(node.name);
    }
    if (m_waiting.isEmpty()) {
        finishIfDone();
        return;
    }
    for (const NodeAddress &node : nodes) {
        if (!m_waiting.contains(node.name))
            continue;
        NodeRunner *runner = m_pool->renew(node);
        record(
            sshCheck(node.name, CheckStatus::Running, tr("Connecting to %1\u2026").arg(node.host)));
        connect(runner, &NodeRunner::opened, this, [this, name = node.name, host = node.host] {
            answered(name, true, tr("Connected to %1.").arg(host));
        });
        connect(
            runner, &NodeRunner::openFailed, this, [this, name = node.name](const Error &error) {
                answered(name, false, error.toString());
            });
    }
    // Opened only once every check says "Connecting": a runner may answer at once.
    for (const NodeAddress &node : nodes) {
        if (m_waiting.contains(node.name))
            m_pool->runner(node.name)->open();
    }
}

void ConnectStep::answered(const QString &node, bool connected, const QString &detail)
{
    if (!m_waiting.contains(node))
        return;
    record(sshCheck(node, connected ? CheckStatus::Pass : CheckStatus::Fail, detail));
    if (connected)
        scanLeftovers(node);
    m_waiting.remove(node);
    finishIfDone();
}

void ConnectStep::scanLeftovers(const QString &node)
{
    NodeRunner *runner = m_pool ? m_pool->runner(node) : nullptr;
    if (!runner)
        return;
    ++m_scanning;
    runner->run(LeftoverRuns::scanCommand(), this, [this](const CommandResult &result) {
        record(LeftoverRuns::check(result));
        --m_scanning;
        finishIfDone();
    });
}

void ConnectStep::finishIfDone()
{
    if (m_waiting.isEmpty() && m_scanning == 0)
        Q_EMIT finished();
}

} // namespace Tandem
