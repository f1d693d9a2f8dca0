// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "authoptions.h"
#include "nodeaddress.h"
#include "remotecommand.h"
#include "result.h"
#include "sshevents.h"

#include <QByteArray>
#include <QObject>
#include <QThread>

namespace Tandem {

class SshWorker;

// One SSH connection to one node, for the GUI thread (or any thread with an event loop).
// Every call returns at once; results arrive as queued signals. The libssh session lives
// on a worker object on a thread this object owns and is only ever touched there; the
// destructor stops that thread and waits for it (at most one blocking libssh call, bounded
// by the connect timeout). Not copyable or movable.
//
// Connecting: connectToHost() → hostKeyUnknown() on first contact (answer with
// acceptHostKey() or rejectHostKey()) → passphraseRequired() if the key file is encrypted
// (answer with providePassphrase()) → connected() or failed().
// Commands: run() returns an id; outputLine() streams lines as they arrive, then exactly
// one of commandFinished() or commandFailed() ends that id. cancel() and timeouts end the
// remote process group too, not just the channel.
class SshSession final : public SshEvents
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SshSession)

public:
    explicit SshSession(QObject *parent = nullptr);
    ~SshSession() override;

    void connectToHost(const Tandem::NodeAddress &node, const Tandem::AuthOptions &options);
    void acceptHostKey();
    void rejectHostKey();
    void providePassphrase(const QString &passphrase);
    void disconnectFromHost();

    // Starts a command; the id names it in the signals below.
    quint64 run(const Tandem::RemoteCommand &command);
    // Ends the command and its remote process group (TERM, then KILL after a grace period);
    // the command then fails with a "cancelled" error. Unknown ids are ignored.
    void cancel(quint64 id);
    // Writes content to remotePath via SFTP, atomically: a temporary file in the same
    // directory, fsync where the server offers it, chmod to mode, then renamed over the
    // target. remotePath is absolute or relative to the login directory (no ~).
    quint64 upload(const QByteArray &content, const QString &remotePath, int mode);
    // Adds the key line to ~/.ssh/authorized_keys unless that exact line is there.
    quint64 installPublicKey(const QByteArray &publicKeyLine);

    // The command installPublicKey() runs: `sh -c SCRIPT sh KEYLINE`, the key passed as an
    // argument, never pasted into the script.
    [[nodiscard]] static Result<RemoteCommand> installPublicKeyCommand(const QByteArray &line);

private:
    quint64 m_nextId = 1;
    QThread m_thread;
    SshWorker *m_worker = nullptr; // lives on m_thread; deleted there when it finishes
};

} // namespace Tandem
