// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/commandresult.h"
#include "ssh/remotecommand.h"

#include <QObject>
#include <QPointer>

#include <functional>

namespace Tandem {

// Runs commands on one node for the steps. The steps only see this interface: the product
// uses an SshSession behind it, unit tests a fake. Lives on the GUI (or CLI main) thread;
// `done` is called there, later (never from inside run()), and only while `context` lives.
// open() connects; a runner that needs no connection reports opened() straight away.
class NodeRunner : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NodeRunner)

public:
    using Callback = std::function<void(const CommandResult &)>;
    // One line of the command's stdout, without its line ending.
    using LineCallback = std::function<void(const QByteArray &line)>;

    explicit NodeRunner(QObject *parent = nullptr)
        : QObject(parent)
    {}

    [[nodiscard]] virtual QString nodeName() const = 0;
    virtual void run(const RemoteCommand &command, QObject *context, Callback done) = 0;
    // Like run(), and also hands each stdout line to `onLine` as it arrives (long runs such as
    // mpirun, whose rows are charted live). `onLine` and `done` are called only while
    // `context` lives, never from inside this call. This default, for runners that cannot
    // stream, replays the lines just before `done`.
    virtual void
    runStreaming(const RemoteCommand &command, QObject *context, LineCallback onLine, Callback done)
    {
        run(command,
            context,
            [onLine = std::move(onLine), done = std::move(done)](const CommandResult &result) {
                if (onLine) {
                    QList<QByteArray> lines = result.out.split('\n');
                    if (!lines.isEmpty() && lines.constLast().isEmpty())
                        lines.removeLast();
                    for (const QByteArray &line : std::as_const(lines))
                        onLine(line);
                }
                if (done)
                    done(result);
            });
    }
    // Ends every command this runner started (remote processes included).
    virtual void cancelAll() = 0;
    // Writes `content` to `remotePath` (absolute, or relative to the home directory) with
    // `mode`, atomically: a temporary file beside it, then renamed over it. `done` gets exit
    // status 0 when it is there. This default sends the bytes on a command's stdin; the SSH
    // runner uses SFTP.
    virtual void upload(const QByteArray &content,
                        const QString &remotePath,
                        int mode,
                        QObject *context,
                        Callback done)
    {
        static const char script[] = "cd || exit 1\n"
                                     "t=\"$1.tandem-upload.$$\"\n"
                                     "if (umask 077 && cat > \"$t\") && chmod \"$2\" \"$t\" && mv "
                                     "-f -- \"$t\" \"$1\"; then exit 0; fi\n"
                                     "rm -f -- \"$t\"\n"
                                     "exit 1\n";
        RemoteCommand command({"sh",
                               "-c",
                               script,
                               "tandem-upload",
                               remotePath.toUtf8(),
                               QByteArray::number(mode, 8)});
        command.setStdinData(content);
        run(command, context, std::move(done));
    }

    virtual void open() = 0;
    // Answers hostKeyUnknown: trust the key shown (it is then remembered) or refuse it.
    virtual void acceptHostKey() {}
    virtual void rejectHostKey() {}

Q_SIGNALS:
    void opened();
    void openFailed(const Tandem::Error &error);
    // First contact: the user must confirm the fingerprint ("SHA256:...") before any login.
    void hostKeyUnknown(const QString &fingerprint);
    // The node presents another key than the stored one; openFailed follows.
    void hostKeyChanged(const QString &fingerprint);
    // An open connection went away by itself (not through cancelAll or the runner's end): the
    // node rebooted, its network changed or sshd restarted. Commands still running have failed.
    void lost(const Tandem::Error &error);
};

} // namespace Tandem
