// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nodeaddress.h"
#include "remote/credentials.h"
#include "remote/noderunner.h"
#include "ssh/remotecommand.h"

#include <QHash>
#include <QPointer>

namespace Tandem {

class SshSession;

// The product's NodeRunner: one SshSession (its own worker thread) per node. Collects each
// command's streamed output into a CommandResult. GUI (or CLI main) thread.
class SshNodeRunner final : public NodeRunner
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SshNodeRunner)

public:
    SshNodeRunner(const NodeAddress &node,
                  const Credentials &credentials,
                  QObject *parent = nullptr);
    ~SshNodeRunner() override;

    [[nodiscard]] QString nodeName() const override { return m_node.name; }
    void run(const RemoteCommand &command, QObject *context, Callback done) override;
    void runStreaming(const RemoteCommand &command,
                      QObject *context,
                      LineCallback onLine,
                      Callback done) override;
    void cancelAll() override;
    void upload(const QByteArray &content,
                const QString &remotePath,
                int mode,
                QObject *context,
                Callback done) override;
    void open() override;
    void acceptHostKey() override;
    void rejectHostKey() override;

    [[nodiscard]] SshSession *session() const { return m_session; }

    // sshd allows 10 sessions (channels) per connection by default (MaxSessions); more at once
    // are refused. Commands beyond this many wait their turn here.
    static constexpr int maxChannels = 6;
    // A streaming command's output is handed to its caller line by line; only this much of
    // it is also kept for the CommandResult (evidence), so an hour-long soak stays bounded.
    // Every other command's output is kept whole, up to RemoteCommand::kMaxOutputBytes.
    static constexpr qsizetype maxStreamedKept = 1 << 20;

private:
    struct Pending
    {
        QPointer<QObject> context;
        Callback done;
        CommandResult result;
        LineCallback onLine; // set for streaming commands
    };
    struct Queued
    {
        RemoteCommand command;
        QPointer<QObject> context;
        Callback done;
        LineCallback onLine;
    };
    void start(Queued queued);
    void finish(quint64 id);
    void failAll(const Error &error);

    NodeAddress m_node;
    Credentials m_credentials;
    SshSession *m_session = nullptr;
    QHash<quint64, Pending> m_pending;
    QList<Queued> m_queue;
    bool m_open = false;
};

} // namespace Tandem
