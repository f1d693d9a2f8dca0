// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nodeaddress.h"
#include "remote/credentials.h"
#include "result.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QSet>

#include <functional>

namespace Tandem {

class NodeRunner;

// The nodes of a session and one runner (an SSH session in the product, a fake in tests) for
// each, made by the factory. It knows which runners are connected and hands the connected
// ones to the steps in node order. The credentials (the password serves SSH login and sudo)
// live here, in memory only, and are wiped when replaced or when the pool goes.
// GUI (or CLI main) thread; owns its runners.
class NodePool final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NodePool)

public:
    using RunnerFactory
        = std::function<NodeRunner *(const NodeAddress &, const Credentials &, QObject *parent)>;

    explicit NodePool(RunnerFactory factory, QObject *parent = nullptr);
    ~NodePool() override;

    // Drops every runner (and so every session).
    void setNodes(const QList<NodeAddress> &nodes);
    [[nodiscard]] const QList<NodeAddress> &nodes() const { return m_nodes; }
    // For the next runners made; the password is also the one sudo gets.
    void setCredentials(const Credentials &credentials);
    [[nodiscard]] const QByteArray &sudoPassword() const { return m_credentials.password; }

    // A new runner for `node`, in place of the one it had; connected once it reports opened().
    [[nodiscard]] NodeRunner *renew(const NodeAddress &node);
    [[nodiscard]] NodeRunner *runner(const QString &node) const { return m_runners.value(node); }
    [[nodiscard]] bool isConnected(const QString &node) const { return m_connected.value(node); }
    [[nodiscard]] bool allConnected() const;
    // The connected runners, in node order.
    [[nodiscard]] QList<NodeRunner *> connectedRunners() const;
    // The connected runners of `names`, in that order (a plan's order).
    [[nodiscard]] QList<NodeRunner *> connectedRunners(const QStringList &names) const;

    // Whether a password is held for the runners (it is asked for once a session).
    [[nodiscard]] bool holdsPassword() const { return !m_credentials.password.isEmpty(); }
    // Whether a node's last attempt to connect failed (a wrong password among the reasons).
    [[nodiscard]] bool anyOpenFailed() const { return !m_openFailed.isEmpty(); }

    // Removes `node`'s stored host key from the known_hosts file the runners use, so the next
    // connect asks about the key it presents (after the user checked it). The file work (a lock
    // another Tandem may hold for up to 10 s) runs on a pool thread; `done` gets how many
    // entries went, on this thread, later, and only while `context` lives.
    void forgetHostKey(const QString &node,
                       QObject *context,
                       std::function<void(const Result<int> &)> done) const;
    void acceptHostKey(const QString &node);
    void rejectHostKey(const QString &node);
    // Ends every command of every runner.
    void cancelAll();

Q_SIGNALS:
    void hostKeyUnknown(const QString &node, const QString &fingerprint);
    void hostKeyChanged(const QString &node, const QString &fingerprint);
    // A connected node's session went away by itself (NodeRunner::lost).
    void nodeLost(const QString &node, const Tandem::Error &error);

private:
    RunnerFactory m_factory;
    QList<NodeAddress> m_nodes;
    QHash<QString, NodeRunner *> m_runners; // by node name; children of this
    QHash<QString, bool> m_connected;
    QSet<QString> m_openFailed;
    Credentials m_credentials;
};

} // namespace Tandem
