// SPDX-License-Identifier: GPL-3.0-or-later
#include "channeljob.h"

#include "logging.h"
#include "ssherrors.h"

namespace Tandem {

namespace {

constexpr qsizetype kStderrTailLines = 64;

} // namespace

ChannelJob::ChannelJob(quint64 id, RemoteCommand command)
    : m_id(id)
    , m_command(std::move(command))
{
    if (m_command.timeout().count() > 0) {
        m_deadline = QDeadlineTimer(m_command.timeout());
        m_hasDeadline = true;
    }
}

ChannelJob::~ChannelJob()
{
    m_command.clearSecrets();
    if (m_channel)
        ssh_remove_channel_callbacks(m_channel.get(), &m_callbacks);
}

QByteArray ChannelJob::wrappedCommandLine(const RemoteCommand &command)
{
    // sshd runs a non-pty command in a new session (setsid), so the login shell's PID is
    // also the process group of everything the command starts. Printing it first lets a
    // cancel end the whole group; `exec` keeps that PID for the command itself.
    return QByteArray("printf '") + kPgidMarker + "%s\\n' \"$$\" >&2; exec "
           + command.commandLine();
}

Result<void> ChannelJob::start(ssh_session session)
{
    if (m_command.argv().isEmpty())
        return tl::unexpected(SshErrors::emptyCommand());

    m_channel.reset(ssh_channel_new(session));
    if (!m_channel || ssh_channel_open_session(m_channel.get()) != SSH_OK) {
        return tl::unexpected(SshErrors::channelFailed(SshErrors::tr("open a channel"),
                                                       QString::fromUtf8(ssh_get_error(session))));
    }

    ssh_callbacks_init(&m_callbacks);
    m_callbacks.userdata = this;
    m_callbacks.channel_exit_status_function = &ChannelJob::onExitStatus;
    m_callbacks.channel_exit_signal_function = &ChannelJob::onExitSignal;
    ssh_set_channel_callbacks(m_channel.get(), &m_callbacks);

    const QByteArray line = wrappedCommandLine(m_command);
    qCInfo(lcSsh).noquote() << "run" << m_id << m_command.displayString();
    if (ssh_channel_request_exec(m_channel.get(), line.constData()) != SSH_OK) {
        return tl::unexpected(SshErrors::channelFailed(SshErrors::tr("start the command"),
                                                       QString::fromUtf8(ssh_get_error(session))));
    }

    QByteArray payload = m_command.stdinPayload();
    m_command.clearSecrets();
    qsizetype written = 0;
    while (written < payload.size()) {
        const int n = ssh_channel_write(
            m_channel.get(), payload.constData() + written, uint32_t(payload.size() - written));
        if (n < 0)
            break;
        written += n;
    }
    payload.fill('\0'); // it may hold the sudo password
    if (written < payload.size() || ssh_channel_send_eof(m_channel.get()) != SSH_OK) {
        return tl::unexpected(SshErrors::channelFailed(SshErrors::tr("send input to the command"),
                                                       QString::fromUtf8(ssh_get_error(session))));
    }
    return {};
}

ChannelJob::State ChannelJob::poll(const LineSink &sink)
{
    if (!m_channel)
        return State::Dropped;
    char buffer[16 * 1024];
    for (const bool isStderr : {false, true}) {
        for (;;) {
            const int n = ssh_channel_read_nonblocking(
                m_channel.get(), buffer, sizeof buffer, isStderr ? 1 : 0);
            if (n == SSH_ERROR)
                return State::Dropped;
            if (n <= 0) // 0: nothing now; SSH_EOF: this stream is done
                break;
            qCDebug(lcSshTrace) << "job" << m_id << (isStderr ? "stderr" : "stdout") << n
                                << "bytes";
            feed(isStderr ? Stream::Stderr : Stream::Stdout, buffer, n, sink);
        }
    }
    const bool closed = ssh_channel_is_closed(m_channel.get());
    const bool eof = closed || ssh_channel_is_eof(m_channel.get());
    // The exit status may come just after EOF; wait for it unless the channel is gone.
    if (eof && (m_exitStatus || !m_exitSignal.isEmpty() || closed)) {
        flush(sink);
        return State::Finished;
    }
    return State::Running;
}

void ChannelJob::feed(Stream stream, const char *data, int size, const LineSink &sink)
{
    if (m_overflow != Overflow::None)
        return; // stopping: nothing more is kept
    m_total += size;
    LineBuffer &buf = stream == Stream::Stdout ? m_out : m_err;
    // Only the new bytes are searched: a line of megabytes arrives in many reads, and
    // searching it from its start each time would take quadratic time.
    const qsizetype scanFrom = buf.pending.size();
    buf.pending.append(data, size);
    qsizetype nl = buf.pending.indexOf('\n', scanFrom);
    // Over the cap in all: nothing more is delivered, so what the caller got stays within it.
    // Said as "a line" when the stream is one unfinished line (a few bytes on the other
    // stream, a shell's warning, may be what tipped the total over).
    if (m_command.outputCap() == RemoteCommand::OutputCap::Total
        && m_total > RemoteCommand::kMaxOutputBytes) {
        overflow(nl < 0 && !buf.sawNewline ? Overflow::Line : Overflow::Total);
        return;
    }
    buf.sawNewline = buf.sawNewline || nl >= 0;
    qsizetype start = 0;
    for (; nl >= 0; nl = buf.pending.indexOf('\n', start)) {
        deliver(stream, buf.pending.mid(start, nl - start), sink);
        start = nl + 1;
    }
    buf.pending.remove(0, start);
    // A line is never delivered in pieces (that would corrupt JSON or base64); one that
    // outgrows the cap stops the command instead.
    if (buf.pending.size() > RemoteCommand::kMaxOutputBytes)
        overflow(Overflow::Line);
}

void ChannelJob::overflow(Overflow kind)
{
    m_overflow = kind;
    m_out.pending = {};
    m_err.pending = {};
}

void ChannelJob::deliver(Stream stream, const QByteArray &line, const LineSink &sink)
{
    if (stream == Stream::Stderr) {
        if (!m_pgid && line.startsWith(kPgidMarker)) {
            bool ok = false;
            const qint64 pgid = line.mid(qstrlen(kPgidMarker)).toLongLong(&ok);
            if (ok && pgid > 1) {
                m_pgid = pgid;
                qCDebug(lcSshTrace) << "job" << m_id << "process group" << pgid;
                return;
            }
        }
        m_stderrTail.append(line);
        if (m_stderrTail.size() > kStderrTailLines)
            m_stderrTail.removeFirst();
    }
    if (sink)
        sink(stream, line);
}

void ChannelJob::flush(const LineSink &sink)
{
    if (m_flushed)
        return;
    m_flushed = true;
    if (m_overflow != Overflow::None)
        return;
    // A last line without a newline still counts.
    if (!m_out.pending.isEmpty())
        deliver(Stream::Stdout, std::exchange(m_out.pending, {}), sink);
    if (!m_err.pending.isEmpty())
        deliver(Stream::Stderr, std::exchange(m_err.pending, {}), sink);
}

void ChannelJob::onExitStatus(ssh_session, ssh_channel, int status, void *self)
{
    static_cast<ChannelJob *>(self)->m_exitStatus = status;
}

void ChannelJob::onExitSignal(
    ssh_session, ssh_channel, const char *signal, int, const char *, const char *, void *self)
{
    static_cast<ChannelJob *>(self)->m_exitSignal = QString::fromLatin1(signal ? signal : "?");
}

} // namespace Tandem
