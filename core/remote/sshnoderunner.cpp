// SPDX-License-Identifier: GPL-3.0-or-later
#include "sshnoderunner.h"

#include "ssh/authoptions.h"
#include "ssh/keypair.h"
#include "ssh/ssherrors.h"
#include "ssh/sshsession.h"

#include <QFileInfo>

namespace Tandem {

SshNodeRunner::SshNodeRunner(const NodeAddress &node,
                             const Credentials &credentials,
                             QObject *parent)
    : NodeRunner(parent)
    , m_node(node)
    , m_credentials(credentials)
    , m_session(new SshSession(this))
{
    connect(m_session, &SshSession::connected, this, [this] {
        m_open = true;
        Q_EMIT opened();
    });
    connect(m_session, &SshSession::failed, this, [this](const Error &error) {
        if (!m_open) {
            Q_EMIT openFailed(error);
            return;
        }
        m_open = false;
        failAll(error);
        Q_EMIT lost(error);
    });
    connect(m_session, &SshSession::disconnected, this, [this] {
        if (!std::exchange(m_open, false))
            return;
        Q_EMIT lost(SshErrors::connectionDropped(m_node.host));
    });
    connect(m_session, &SshSession::hostKeyUnknown, this, &NodeRunner::hostKeyUnknown);
    connect(m_session, &SshSession::hostKeyChanged, this, &NodeRunner::hostKeyChanged);
    connect(m_session, &SshSession::passphraseRequired, this, [this] {
        m_session->providePassphrase(QString::fromUtf8(m_credentials.keyPassphrase));
    });
    connect(m_session,
            &SshSession::outputLine,
            this,
            [this](quint64 id, SshSession::Stream stream, const QByteArray &line) {
                auto it = m_pending.find(id);
                if (it == m_pending.end())
                    return;
                QByteArray &target
                    = stream == SshSession::Stream::Stdout ? it->result.out : it->result.err;
                if (!it->onLine || target.size() < maxStreamedKept) {
                    target += line;
                    target += '\n';
                }
                if (stream == SshSession::Stream::Stdout && it->onLine && it->context) {
                    // Copied: the callback may start or finish commands, which changes m_pending.
                    const LineCallback onLine = it->onLine;
                    onLine(line);
                }
            });
    connect(m_session, &SshSession::commandFinished, this, [this](quint64 id, int exitStatus) {
        auto it = m_pending.find(id);
        if (it == m_pending.end())
            return;
        it->result.exitStatus = exitStatus;
        finish(id);
    });
    connect(m_session, &SshSession::uploadFinished, this, [this](quint64 id) {
        auto it = m_pending.find(id);
        if (it == m_pending.end())
            return;
        it->result.exitStatus = 0;
        finish(id);
    });
    connect(m_session, &SshSession::commandFailed, this, [this](quint64 id, const Error &error) {
        auto it = m_pending.find(id);
        if (it == m_pending.end())
            return;
        it->result.error = error;
        finish(id);
    });
}

SshNodeRunner::~SshNodeRunner()
{
    m_credentials.password.fill('\0');
    m_credentials.keyPassphrase.fill('\0');
}

void SshNodeRunner::open()
{
    AuthOptions options;
    options.useAgent = m_credentials.useAgent;
    options.keyFile = m_credentials.keyFile;
    if (options.keyFile.isEmpty()) {
        // Tandem's own key, once it has been installed on the nodes, spares the password.
        const QString own = KeyPair::defaultDirectory() + QStringLiteral("/id_ed25519");
        if (QFileInfo::exists(own))
            options.keyFile = own;
    }
    options.password = QString::fromUtf8(m_credentials.password);
    options.knownHostsPath = m_credentials.knownHostsPath;
    options.acceptNewHostKey = m_credentials.acceptNewHostKeys;
    m_session->connectToHost(m_node, options);
    options.password.fill(QLatin1Char('\0'));
}

void SshNodeRunner::acceptHostKey()
{
    m_session->acceptHostKey();
}

void SshNodeRunner::rejectHostKey()
{
    m_session->rejectHostKey();
}

void SshNodeRunner::run(const RemoteCommand &command, QObject *context, Callback done)
{
    runStreaming(command, context, {}, std::move(done));
}

void SshNodeRunner::runStreaming(const RemoteCommand &command,
                                 QObject *context,
                                 LineCallback onLine,
                                 Callback done)
{
    Queued queued{command, context, std::move(done), std::move(onLine)};
    // Its lines go to the caller as they come and only maxStreamedKept is kept, so only a
    // single line is held to RemoteCommand::kMaxOutputBytes, not the whole run.
    if (queued.onLine)
        queued.command.setOutputCap(RemoteCommand::OutputCap::PerLine);
    if (m_pending.size() >= maxChannels) {
        m_queue.append(std::move(queued));
        return;
    }
    start(std::move(queued));
}

void SshNodeRunner::start(Queued queued)
{
    Pending pending{queued.context, std::move(queued.done), {}, std::move(queued.onLine)};
    pending.result.node = m_node.name;
    pending.result.command = queued.command.displayString();
    const quint64 id = m_session->run(queued.command);
    queued.command.clearSecrets();
    m_pending.insert(id, std::move(pending));
}

void SshNodeRunner::upload(
    const QByteArray &content, const QString &remotePath, int mode, QObject *context, Callback done)
{
    // SFTP, not a command's stdin: the bytes go as they are, whatever their size. A failure
    // arrives as commandFailed for this id, like a command's.
    Pending pending{context, std::move(done), {}, {}};
    pending.result.node = m_node.name;
    pending.result.command
        = tr("SFTP upload of %n byte(s) to %1 (mode %2)", nullptr, int(content.size()))
              .arg(remotePath, QString::number(mode, 8));
    m_pending.insert(m_session->upload(content, remotePath, mode), std::move(pending));
}

void SshNodeRunner::finish(quint64 id)
{
    Pending pending = m_pending.take(id);
    if (pending.context && pending.done)
        pending.done(pending.result);
    if (!m_queue.isEmpty() && m_pending.size() < maxChannels)
        start(m_queue.takeFirst());
}

void SshNodeRunner::failAll(const Error &error)
{
    // Queued commands never started: they fail with the same reason.
    const QList<Queued> queued = std::exchange(m_queue, {});
    for (const Queued &q : queued) {
        CommandResult result;
        result.node = m_node.name;
        result.command = q.command.displayString();
        result.error = error;
        if (q.context && q.done)
            q.done(result);
    }
    const QList<quint64> ids = m_pending.keys();
    for (quint64 id : ids) {
        m_pending[id].result.error = error;
        finish(id);
    }
}

void SshNodeRunner::cancelAll()
{
    const QList<Queued> queued = std::exchange(m_queue, {});
    for (const Queued &q : queued) {
        CommandResult result;
        result.node = m_node.name;
        result.command = q.command.displayString();
        result.error = Error{tr("Cancelled before it started.")};
        if (q.context && q.done)
            q.done(result);
    }
    const QList<quint64> ids = m_pending.keys();
    for (quint64 id : ids)
        m_session->cancel(id);
}

} // namespace Tandem
