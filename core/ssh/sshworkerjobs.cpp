// SPDX-License-Identifier: GPL-3.0-or-later
// SshWorker, second half: commands on channels, cancel and timeouts, SFTP upload.
#include "sshworker.h"

#include "logging.h"
#include "ssherrors.h"

#include <QRandomGenerator>

#include <fcntl.h>

#include <vector>

using namespace std::chrono_literals;

namespace Tandem {

using namespace SshHandles;

namespace {

// How long a stopped command may take to show its process group before it is given up.
constexpr auto kStopGrace = 5s;

// Ends a process group (`kill -SIG -PGID`: dash's kill does not take `--`): TERM, up to 3 s for it
// to go, then KILL. Exits 0 either way.
RemoteCommand killCommand(qint64 pgid)
{
    static const QByteArray script = "p=$1\n"
                                     "kill -TERM \"-$p\" 2>/dev/null || exit 0\n"
                                     "i=0\n"
                                     "while [ \"$i\" -lt 30 ]; do\n"
                                     "  kill -0 \"-$p\" 2>/dev/null || exit 0\n"
                                     "  sleep 0.1\n"
                                     "  i=$((i+1))\n"
                                     "done\n"
                                     "kill -KILL \"-$p\" 2>/dev/null\n"
                                     "exit 0\n";
    RemoteCommand cmd({"sh", "-c", script, "sh", QByteArray::number(pgid)});
    cmd.setTimeout(15s);
    return cmd;
}

QString sftpErrorText(sftp_session sftp, ssh_session session)
{
    switch (sftp_get_error(sftp)) {
    case SSH_FX_NO_SUCH_FILE: return SshErrors::tr("the folder does not exist");
    case SSH_FX_PERMISSION_DENIED: return SshErrors::tr("permission denied");
    case SSH_FX_FAILURE:
        return SshErrors::tr("the server refused (disk full, or the name exists?)");
    default: return QString::fromUtf8(ssh_get_error(session));
    }
}

} // namespace

void SshWorker::run(quint64 id, const RemoteCommand &command)
{
    if (m_phase != Phase::Connected) {
        Q_EMIT commandFailed(id, SshErrors::notConnected());
        return;
    }
    startJob(id, command);
}

ChannelJob *SshWorker::startJob(quint64 id, const RemoteCommand &command)
{
    auto job = std::make_unique<ChannelJob>(id, command);
    if (auto started = job->start(m_session.get()); !started) {
        const bool dropped = !ssh_is_connected(m_session.get());
        const Error error = dropped ? SshErrors::connectionDropped(nodeName()) : started.error();
        job.reset();
        Q_EMIT commandFailed(id, error);
        if (dropped)
            dropConnection();
        return nullptr;
    }
    ChannelJob *raw = job.get();
    m_jobs.emplace(id, std::move(job));
    updatePolling();
    return raw;
}

quint64 SshWorker::startHelper(const RemoteCommand &command,
                               std::function<void(const ChannelJob &)> done)
{
    const quint64 id = m_nextHelperId--;
    if (m_phase != Phase::Connected) {
        ChannelJob never(id, command);
        done(never);
        return id;
    }
    auto job = std::make_unique<ChannelJob>(id, command);
    job->onDone = std::move(done);
    if (auto started = job->start(m_session.get()); !started) {
        qCWarning(lcSsh).noquote() << "helper command failed to start:" << started.error().message;
        job->onDone(*job);
        if (!ssh_is_connected(m_session.get()))
            dropConnection();
        return id;
    }
    m_jobs.emplace(id, std::move(job));
    updatePolling();
    return id;
}

void SshWorker::updatePolling()
{
    const bool connected = m_phase == Phase::Connected;
    const bool active = !m_jobs.empty() && connected;
    // The socket is watched while idle too: a node that reboots or an sshd that restarts
    // closes it, and the session says so at once (disconnected) rather than at the next command.
    if (m_notifier)
        m_notifier->setEnabled(connected);
    if (active && !m_pollTimer.isActive())
        m_pollTimer.start();
    else if (!active)
        m_pollTimer.stop();
}

void SshWorker::pollJobs()
{
    if (!m_session || m_phase != Phase::Connected)
        return;
    if (m_event)
        ssh_event_dopoll(m_event.get(), 0); // errors show up as a dropped session below
    std::vector<quint64> ids;
    ids.reserve(m_jobs.size());
    for (const auto &entry : m_jobs)
        ids.push_back(entry.first);

    for (const quint64 id : ids) {
        const auto it = m_jobs.find(id);
        if (it == m_jobs.end())
            continue; // finished by an earlier job's callback
        ChannelJob &job = *it->second;
        ChannelJob::LineSink sink;
        if (!job.onDone) {
            sink = [this, id](SshSession::Stream stream, const QByteArray &line) {
                Q_EMIT outputLine(id, stream, line);
            };
        }
        switch (job.poll(sink)) {
        case ChannelJob::State::Dropped: dropConnection(); return;
        case ChannelJob::State::Finished: finishJob(id); continue;
        case ChannelJob::State::Running: break;
        }
        if (!job.stopReason && job.overflow() != ChannelJob::Overflow::None) {
            stopJob(job, overflowError(job));
        } else if (!job.stopReason && job.deadlinePassed()) {
            stopJob(job,
                    SshErrors::timedOut(job.command().displayString(),
                                        job.command().timeout().count()));
        } else if (job.stopReason && !job.killStarted) {
            if (job.processGroup())
                startKill(job);
            else if (job.stopGrace.hasExpired())
                finishJob(id);
        }
    }
    if (m_session && !ssh_is_connected(m_session.get())) {
        dropConnection();
        return;
    }
    updatePolling();
}

Error SshWorker::overflowError(const ChannelJob &job) const
{
    return SshErrors::outputTooLarge(nodeName(),
                                     job.command().displayString(),
                                     RemoteCommand::kMaxOutputBytes,
                                     job.overflow() == ChannelJob::Overflow::Line);
}

void SshWorker::cancel(quint64 id)
{
    const auto it = m_jobs.find(id);
    if (it == m_jobs.end() || it->second->onDone)
        return;
    stopJob(*it->second, SshErrors::cancelled());
}

void SshWorker::stopJob(ChannelJob &job, const Error &reason)
{
    if (job.stopReason)
        return;
    qCInfo(lcSsh).noquote() << "stopping" << job.id() << job.command().displayString();
    job.stopReason = reason;
    job.stopGrace = QDeadlineTimer(kStopGrace);
    if (job.processGroup())
        startKill(job);
    // else: pollJobs() starts the kill as soon as the process group is known
}

void SshWorker::startKill(ChannelJob &job)
{
    job.killStarted = true;
    const quint64 target = job.id();
    // Closing the channel alone would leave a non-pty command running on the node, so a
    // second channel ends the whole process group; the command is reported when it is gone.
    startHelper(killCommand(*job.processGroup()), [this, target](const ChannelJob &) {
        if (m_jobs.count(target))
            finishJob(target);
    });
}

void SshWorker::finishJob(quint64 id)
{
    auto node = m_jobs.extract(id);
    if (node.empty())
        return;
    std::unique_ptr<ChannelJob> job = std::move(node.mapped());
    if (job->onDone) {
        job->onDone(*job);
        return;
    }
    if (job->stopReason) {
        Q_EMIT commandFailed(id, *job->stopReason);
        return;
    }
    if (job->overflow() != ChannelJob::Overflow::None) { // it ended before it could be stopped
        Q_EMIT commandFailed(id, overflowError(*job));
        return;
    }
    if (!job->exitSignal().isEmpty()) {
        Q_EMIT commandFailed(id, SshErrors::killedBySignal(job->exitSignal()));
        return;
    }
    if (!job->exitStatus()) {
        Q_EMIT commandFailed(id, SshErrors::noExitStatus());
        return;
    }
    const int status = *job->exitStatus();
    qCDebug(lcSsh) << "command" << id << "exited with" << status;
    if (auto error
        = SshErrors::classifyExit(status, job->command().sudo(), job->stderrTail(), nodeName())) {
        Q_EMIT commandFailed(id, *error);
        return;
    }
    Q_EMIT commandFinished(id, status);
}

void SshWorker::dropConnection()
{
    if (!m_session)
        return;
    qCWarning(lcSsh) << "connection to" << m_node.host << "dropped";
    const Error error = SshErrors::connectionDropped(nodeName());
    auto jobs = std::exchange(m_jobs, {});
    m_phase = Phase::Idle; // helpers started from callbacks below fail at once
    for (auto &[id, job] : jobs) {
        if (job->onDone)
            job->onDone(*job);
        else
            Q_EMIT commandFailed(id, error);
    }
    jobs.clear();
    teardown();
    Q_EMIT disconnected();
}

void SshWorker::upload(quint64 id, const QByteArray &content, const QString &remotePath, int mode)
{
    if (m_phase != Phase::Connected) {
        Q_EMIT commandFailed(id, SshErrors::notConnected());
        return;
    }
    const QByteArray target = remotePath.toUtf8();
    const qsizetype slash = target.lastIndexOf('/');
    const QByteArray dir = target.left(slash + 1);
    const QByteArray base = target.mid(slash + 1);
    if (base.isEmpty() || base == "." || base == "..") {
        Q_EMIT commandFailed(id, {SshErrors::tr("\"%1\" is not a file name.").arg(remotePath)});
        return;
    }
    if (!m_sftp) {
        m_sftp.reset(sftp_new(m_session.get()));
        if (!m_sftp || sftp_init(m_sftp.get()) != SSH_OK) {
            m_sftp.reset();
            Q_EMIT commandFailed(
                id,
                SshErrors::channelFailed(SshErrors::tr("start SFTP"),
                                         QString::fromUtf8(ssh_get_error(m_session.get()))));
            return;
        }
    }
    // Same directory, so the final rename stays on one file system and is atomic.
    const QByteArray tmp = dir + '.' + base + ".tandem-"
                           + QByteArray::number(QRandomGenerator::global()->generate64(), 16);
    qCInfo(lcSsh).noquote() << "upload" << id << content.size() << "bytes to" << remotePath
                            << "mode" << QString::number(mode, 8);
    if (auto written = writeTempFile(content, tmp, mode); !written) {
        sftp_unlink(m_sftp.get(), tmp.constData());
        Q_EMIT commandFailed(id,
                             {SshErrors::tr("Could not write %1 on %2: %3")
                                  .arg(remotePath, nodeName(), written.error().message)});
        return;
    }
    // SFTP v3 rename refuses to replace an existing file; mv(1) uses rename(2), which
    // replaces it atomically. The rename is on disk only once the folder is synced too
    // (sync(1) given a folder fsyncs it; an older one without file arguments syncs all).
    static const QByteArray moveScript = "mv -f -- \"$1\" \"$2\" || exit 1\n"
                                         "d=$(dirname -- \"$2\")\n"
                                         "sync -- \"$d\" 2>/dev/null || sync\n";
    RemoteCommand mv({"sh", "-c", moveScript, "sh", tmp, target});
    mv.setTimeout(60s);
    startHelper(mv, [this, id, tmp, remotePath](const ChannelJob &job) {
        if (job.exitStatus() == 0 && job.exitSignal().isEmpty()) {
            Q_EMIT uploadFinished(id);
            return;
        }
        if (m_sftp && m_phase == Phase::Connected)
            sftp_unlink(m_sftp.get(), tmp.constData());
        const QByteArray why = job.stderrTail().join(' ');
        Q_EMIT commandFailed(
            id,
            {SshErrors::tr("Could not move the new %1 into place on %2: %3")
                 .arg(remotePath,
                      nodeName(),
                      why.isEmpty() ? SshErrors::tr("connection lost") : QString::fromUtf8(why))});
    });
}

Result<void>
SshWorker::writeTempFile(const QByteArray &content, const QByteArray &tmpPath, int mode)
{
    sftp_session sftp = m_sftp.get();
    // 0600 while it is being written; the final mode is set once the content is complete.
    SftpFilePtr file(sftp_open(sftp, tmpPath.constData(), O_WRONLY | O_CREAT | O_EXCL, 0600));
    if (!file)
        return makeError(sftpErrorText(sftp, m_session.get()));
    qsizetype done = 0;
    while (done < content.size()) {
        const size_t chunk = size_t(std::min<qsizetype>(content.size() - done, 32 * 1024));
        const ssize_t n = sftp_write(file.get(), content.constData() + done, chunk);
        if (n <= 0)
            return makeError(sftpErrorText(sftp, m_session.get()));
        done += n;
    }
    if (sftp_extension_supported(sftp, "fsync@openssh.com", "1")
        && sftp_fsync(file.get()) != SSH_OK) {
        return makeError(sftpErrorText(sftp, m_session.get()));
    }
    if (sftp_close(file.release()) != SSH_OK)
        return makeError(sftpErrorText(sftp, m_session.get()));
    if (sftp_chmod(sftp, tmpPath.constData(), mode_t(mode)) != SSH_OK)
        return makeError(sftpErrorText(sftp, m_session.get()));
    return {};
}

} // namespace Tandem
