// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to core/ssh: one remote command on one channel of a worker's session. Lives and
// dies on the worker thread; destroy it before the session it was started on.

#include "remotecommand.h"
#include "result.h"
#include "sshhandles.h"
#include "sshsession.h"

#include <libssh/callbacks.h>

#include <QByteArray>
#include <QDeadlineTimer>
#include <QList>

#include <functional>
#include <optional>

namespace Tandem {

class ChannelJob
{
    Q_DISABLE_COPY_MOVE(ChannelJob)

public:
    using Stream = SshSession::Stream;
    using LineSink = std::function<void(Stream, const QByteArray &)>;
    enum class State { Running, Finished, Dropped };
    // Whether the output went over RemoteCommand::kMaxOutputBytes, in all or in one line.
    enum class Overflow { None, Total, Line };

    ChannelJob(quint64 id, RemoteCommand command);
    ~ChannelJob();

    // Opens a channel, runs the wrapped command, writes stdin and closes it.
    [[nodiscard]] Result<void> start(ssh_session session);
    // Reads what has arrived without blocking; complete lines go to sink.
    [[nodiscard]] State poll(const LineSink &sink);

    [[nodiscard]] quint64 id() const { return m_id; }
    [[nodiscard]] const RemoteCommand &command() const { return m_command; }
    [[nodiscard]] std::optional<qint64> processGroup() const { return m_pgid; }
    [[nodiscard]] std::optional<int> exitStatus() const { return m_exitStatus; }
    [[nodiscard]] QString exitSignal() const { return m_exitSignal; }
    // The last stderr lines (bounded), for recognising sudo and shell messages.
    [[nodiscard]] const QList<QByteArray> &stderrTail() const { return m_stderrTail; }
    [[nodiscard]] Overflow overflow() const { return m_overflow; }
    [[nodiscard]] bool deadlinePassed() const { return m_hasDeadline && m_deadline.hasExpired(); }

    // Why the worker is ending it early (cancel, timeout); set once.
    std::optional<Error> stopReason;
    bool killStarted = false;
    QDeadlineTimer stopGrace; // when no process group shows up in time, give up waiting
    // For the worker's own helper commands (kill, rename): called instead of signals.
    std::function<void(const ChannelJob &)> onDone;

    // The marker line the wrapper prints first on stderr; never shown to anyone.
    static constexpr char kPgidMarker[] = "@@tandem-pgid:";
    // The exact line sent: marker first, then `exec` of the command line.
    [[nodiscard]] static QByteArray wrappedCommandLine(const RemoteCommand &command);

private:
    struct LineBuffer
    {
        QByteArray pending;
        bool sawNewline = false; // whether any line of this stream has ended yet
    };
    void feed(Stream stream, const char *data, int size, const LineSink &sink);
    void deliver(Stream stream, const QByteArray &line, const LineSink &sink);
    void flush(const LineSink &sink);
    void overflow(Overflow kind);

    static void onExitStatus(ssh_session, ssh_channel, int status, void *self);
    static void onExitSignal(ssh_session,
                             ssh_channel,
                             const char *signal,
                             int core,
                             const char *errmsg,
                             const char *lang,
                             void *self);

    quint64 m_id;
    RemoteCommand m_command;
    SshHandles::ChannelPtr m_channel;
    ssh_channel_callbacks_struct m_callbacks{};
    LineBuffer m_out;
    LineBuffer m_err;
    QList<QByteArray> m_stderrTail;
    std::optional<qint64> m_pgid;
    std::optional<int> m_exitStatus;
    QString m_exitSignal;
    QDeadlineTimer m_deadline;
    bool m_hasDeadline = false;
    qint64 m_total = 0;
    Overflow m_overflow = Overflow::None;
    bool m_flushed = false;
};

} // namespace Tandem
