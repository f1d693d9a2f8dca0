// SPDX-License-Identifier: GPL-3.0-or-later
#include "sshsession.h"

#include "sshworker.h"

namespace Tandem {

SshSession::SshSession(QObject *parent)
    : SshEvents(parent)
    , m_worker(new SshWorker)
{
    m_thread.setObjectName(QStringLiteral("ssh"));
    m_worker->moveToThread(&m_thread);
    // Deleted on its own thread as the thread ends, so libssh is torn down where it lived.
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);

    connect(m_worker, &SshWorker::hostKeyUnknown, this, &SshSession::hostKeyUnknown);
    connect(m_worker, &SshWorker::hostKeyChanged, this, &SshSession::hostKeyChanged);
    connect(m_worker, &SshWorker::passphraseRequired, this, &SshSession::passphraseRequired);
    connect(m_worker, &SshWorker::connected, this, &SshSession::connected);
    connect(m_worker, &SshWorker::failed, this, &SshSession::failed);
    connect(m_worker, &SshWorker::disconnected, this, &SshSession::disconnected);
    connect(m_worker, &SshWorker::outputLine, this, &SshSession::outputLine);
    connect(m_worker, &SshWorker::commandFinished, this, &SshSession::commandFinished);
    connect(m_worker, &SshWorker::commandFailed, this, &SshSession::commandFailed);
    connect(m_worker, &SshWorker::uploadFinished, this, &SshSession::uploadFinished);

    m_thread.start();
}

SshSession::~SshSession()
{
    m_thread.quit();
    m_thread.wait();
}

void SshSession::connectToHost(const NodeAddress &node, const AuthOptions &options)
{
    QMetaObject::invokeMethod(
        m_worker,
        [w = m_worker, node, options] { w->connectToHost(node, options); },
        Qt::QueuedConnection);
}

void SshSession::acceptHostKey()
{
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker] { w->acceptHostKey(); }, Qt::QueuedConnection);
}

void SshSession::rejectHostKey()
{
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker] { w->rejectHostKey(); }, Qt::QueuedConnection);
}

void SshSession::providePassphrase(const QString &passphrase)
{
    QMetaObject::invokeMethod(
        m_worker,
        [w = m_worker, passphrase] { w->providePassphrase(passphrase); },
        Qt::QueuedConnection);
}

void SshSession::disconnectFromHost()
{
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker] { w->disconnectFromHost(); }, Qt::QueuedConnection);
}

quint64 SshSession::run(const RemoteCommand &command)
{
    const quint64 id = m_nextId++;
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, id, command] { w->run(id, command); }, Qt::QueuedConnection);
    return id;
}

void SshSession::cancel(quint64 id)
{
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, id] { w->cancel(id); }, Qt::QueuedConnection);
}

quint64 SshSession::upload(const QByteArray &content, const QString &remotePath, int mode)
{
    const quint64 id = m_nextId++;
    QMetaObject::invokeMethod(
        m_worker,
        [w = m_worker, id, content, remotePath, mode] { w->upload(id, content, remotePath, mode); },
        Qt::QueuedConnection);
    return id;
}

quint64 SshSession::installPublicKey(const QByteArray &publicKeyLine)
{
    auto command = installPublicKeyCommand(publicKeyLine);
    if (command)
        return run(*command);
    const quint64 id = m_nextId++;
    // Reported like every other failure: queued, after the caller has the id.
    QMetaObject::invokeMethod(
        this,
        [this, id, error = command.error()] { Q_EMIT commandFailed(id, error); },
        Qt::QueuedConnection);
    return id;
}

Result<RemoteCommand> SshSession::installPublicKeyCommand(const QByteArray &line)
{
    const QByteArray key = line.trimmed();
    const QList<QByteArray> fields = key.split(' ');
    const bool plausible = fields.size() >= 2 && !key.contains('\n') && !key.contains('\r')
                           && (fields.at(0).startsWith("ssh-") || fields.at(0).startsWith("ecdsa-")
                               || fields.at(0).startsWith("sk-"));
    if (!plausible) {
        return makeError(tr("This is not an OpenSSH public key line (it should look like "
                            "\"ssh-ed25519 AAAA... comment\")."));
    }
    // The key arrives as $1, so nothing in it is ever parsed as shell code. Appending only
    // when the exact line is absent makes a second install a no-op.
    static const QByteArray script = "set -e\n"
                                     "umask 077\n"
                                     "d=\"$HOME/.ssh\"\n"
                                     "f=\"$d/authorized_keys\"\n"
                                     "mkdir -p \"$d\"\n"
                                     "chmod 700 \"$d\"\n"
                                     "touch \"$f\"\n"
                                     "chmod 600 \"$f\"\n"
                                     "if ! grep -qxF -- \"$1\" \"$f\"; then\n"
                                     "  if [ -s \"$f\" ] && [ -n \"$(tail -c1 \"$f\")\" ]; then\n"
                                     "    printf '\\n' >>\"$f\"\n"
                                     "  fi\n"
                                     "  printf '%s\\n' \"$1\" >>\"$f\"\n"
                                     "fi\n";
    return RemoteCommand({"sh", "-c", script, "sh", key});
}

} // namespace Tandem
