// SPDX-License-Identifier: GPL-3.0-or-later
#include "nodepool.h"

#include "remote/noderunner.h"
#include "ssh/knownhosts.h"

#include <QPointer>
#include <QThreadPool>

#include <algorithm>
#include <optional>

namespace Tandem {

NodePool::NodePool(RunnerFactory factory, QObject *parent)
    : QObject(parent)
    , m_factory(std::move(factory))
{}

NodePool::~NodePool()
{
    m_credentials.password.fill('\0');
    m_credentials.keyPassphrase.fill('\0');
}

void NodePool::setNodes(const QList<NodeAddress> &nodes)
{
    qDeleteAll(m_runners);
    m_runners.clear();
    m_connected.clear();
    m_openFailed.clear();
    m_nodes = nodes;
}

void NodePool::setCredentials(const Credentials &credentials)
{
    m_credentials.password.fill('\0');
    m_credentials.keyPassphrase.fill('\0');
    m_credentials = credentials;
}

NodeRunner *NodePool::renew(const NodeAddress &node)
{
    const QString name = node.name;
    delete m_runners.take(name);
    NodeRunner *runner = m_factory(node, m_credentials, this);
    m_runners.insert(name, runner);
    m_connected.insert(name, false);
    // A step may reopen a dropped session later (apply does): every answer counts here.
    connect(runner, &NodeRunner::opened, this, [this, name] {
        m_connected.insert(name, true);
        m_openFailed.remove(name);
    });
    connect(runner, &NodeRunner::openFailed, this, [this, name] {
        m_connected.insert(name, false);
        m_openFailed.insert(name);
    });
    connect(runner, &NodeRunner::hostKeyChanged, this, [this, name](const QString &fingerprint) {
        Q_EMIT hostKeyChanged(name, fingerprint);
    });
    connect(runner, &NodeRunner::lost, this, [this, name](const Error &error) {
        m_connected.insert(name, false);
        Q_EMIT nodeLost(name, error);
    });
    connect(runner, &NodeRunner::hostKeyUnknown, this, [this, name](const QString &fingerprint) {
        Q_EMIT hostKeyUnknown(name, fingerprint);
    });
    return runner;
}

void NodePool::forgetHostKey(const QString &node,
                             QObject *context,
                             std::function<void(const Result<int> &)> done) const
{
    const auto address = std::find_if(
        m_nodes.cbegin(), m_nodes.cend(), [&node](const auto &a) { return a.name == node; });
    const std::optional<NodeAddress> found
        = address == m_nodes.cend() ? std::nullopt : std::optional<NodeAddress>(*address);
    const QString path = m_credentials.knownHostsPath;
    QPointer<QObject> target(context);
    QThreadPool::globalInstance()->start([target, done = std::move(done), found, path, node] {
        const Result<int> removed
            = found
                  ? KnownHosts(path).removeHost(found->host, found->port)
                  : Result<int>(makeError(tr("%1 is not one of this session's nodes.").arg(node)));
        QMetaObject::invokeMethod(
            target,
            [target, done, removed] {
                if (target)
                    done(removed);
            },
            Qt::QueuedConnection);
    });
}

bool NodePool::allConnected() const
{
    if (m_nodes.isEmpty())
        return false;
    for (const NodeAddress &node : m_nodes) {
        if (!m_connected.value(node.name))
            return false;
    }
    return true;
}

QList<NodeRunner *> NodePool::connectedRunners() const
{
    QStringList names;
    for (const NodeAddress &node : m_nodes)
        names << node.name;
    return connectedRunners(names);
}

QList<NodeRunner *> NodePool::connectedRunners(const QStringList &names) const
{
    QList<NodeRunner *> runners;
    for (const QString &name : names) {
        if (m_connected.value(name))
            runners << m_runners.value(name);
    }
    return runners;
}

void NodePool::acceptHostKey(const QString &node)
{
    if (NodeRunner *runner = m_runners.value(node))
        runner->acceptHostKey();
}

void NodePool::rejectHostKey(const QString &node)
{
    if (NodeRunner *runner = m_runners.value(node))
        runner->rejectHostKey();
}

void NodePool::cancelAll()
{
    for (NodeRunner *runner : std::as_const(m_runners))
        runner->cancelAll();
}

} // namespace Tandem
