// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to core/ssh: the object that owns one libssh session and does all of
// SshSession's work on SshSession's thread. Every public function is called there through
// a queued invocation; results leave through queued signals.

#include "authoptions.h"
#include "channeljob.h"
#include "nodeaddress.h"
#include "remotecommand.h"
#include "result.h"
#include "sshevents.h"
#include "sshhandles.h"
#include "sshsession.h"

#include <QObject>
#include <QPointer>
#include <QSocketNotifier>
#include <QStringList>
#include <QTimer>

#include <map>
#include <memory>

namespace Tandem {

class SshWorker final : public SshEvents
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SshWorker)

public:
    explicit SshWorker(QObject *parent = nullptr);
    ~SshWorker() override;

    void connectToHost(const NodeAddress &node, const AuthOptions &options);
    void acceptHostKey();
    void rejectHostKey();
    void providePassphrase(const QString &passphrase);
    void disconnectFromHost();

    void run(quint64 id, const RemoteCommand &command);
    void cancel(quint64 id);
    void upload(quint64 id, const QByteArray &content, const QString &remotePath, int mode);

private:
    enum class Phase { Idle, AwaitingHostKey, AwaitingPassphrase, Connected };
    enum class AuthStep { None, Agent, Key, Password, Done };

    void authenticate();
    [[nodiscard]] bool tryAgent(int methods);
    // false + m_phase == AwaitingPassphrase when it has to ask first
    [[nodiscard]] bool tryKeyFile(int methods);
    [[nodiscard]] bool tryPassword(int methods);
    [[nodiscard]] bool tryKeyboardInteractive();
    void finishConnect();
    void failConnect(const Error &error);
    void wipeSecrets();
    void teardown();

    ChannelJob *startJob(quint64 id, const RemoteCommand &command);
    quint64 startHelper(const RemoteCommand &command, std::function<void(const ChannelJob &)> done);
    void pollJobs();
    void updatePolling();
    void stopJob(ChannelJob &job, const Error &reason);
    [[nodiscard]] Error overflowError(const ChannelJob &job) const;
    void startKill(ChannelJob &job);
    void finishJob(quint64 id);
    void dropConnection();
    [[nodiscard]] Result<void>
    writeTempFile(const QByteArray &content, const QByteArray &tmpPath, int mode);

    [[nodiscard]] QString nodeName() const;

    NodeAddress m_node;
    AuthOptions m_auth;
    QByteArray m_passphrase;
    QStringList m_tried;
    bool m_passwordRejected = false; // a password was given, and the node refused it
    Phase m_phase = Phase::Idle;
    AuthStep m_step = AuthStep::None;

    // Declared before the channels and SFTP so that it is destroyed after them.
    SshHandles::SessionPtr m_session;
    // Pumps the session's packets on every poll: libssh's channel reads stop reading the
    // socket once a channel saw EOF, but its exit status may still be on the way.
    SshHandles::EventPtr m_event;
    SshHandles::SftpPtr m_sftp;
    std::map<quint64, std::unique_ptr<ChannelJob>> m_jobs;
    QPointer<QSocketNotifier> m_notifier;
    QTimer m_pollTimer;
    // Helper commands count down from the top of the id space, away from SshSession's ids.
    quint64 m_nextHelperId = ~quint64(0);
};

} // namespace Tandem
