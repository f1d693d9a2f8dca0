// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>

#include <chrono>
#include <optional>

namespace Tandem {

// One command to run on a node, as an argument vector: never a pasted string. Plain value
// type, any thread.
//
// The command line sent to the node is built only by shellJoin(). With sudo, the password
// travels as the first line of stdin: it never appears in argv, in commandLine(), in
// displayString() or in a log. A small shell reads that line, hands it to `sudo -S -v`
// through a pipe from the printf builtin (no process argv sees it), forgets it, and then runs
// the command with `sudo -n`. So the command's stdin is exactly stdinData(), even where sudo
// does not ask for the password (NOPASSWD, a cached timestamp): a `sudo tee FILE` can never
// write the password into FILE.
class RemoteCommand
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::RemoteCommand)

public:
    RemoteCommand() = default;
    explicit RemoteCommand(QList<QByteArray> argv);
    // Convenience for text arguments (encoded as UTF-8).
    [[nodiscard]] static RemoteCommand fromStrings(const QStringList &argv);

    [[nodiscard]] const QList<QByteArray> &argv() const { return m_argv; }
    void setArgv(QList<QByteArray> argv) { m_argv = std::move(argv); }

    // Bytes written to the command's stdin, after which stdin is closed. Without them
    // stdin is closed at once, so a command that reads it never waits.
    [[nodiscard]] const std::optional<QByteArray> &stdinData() const { return m_stdin; }
    void setStdinData(QByteArray data) { m_stdin = std::move(data); }

    [[nodiscard]] bool sudo() const { return m_sudo; }
    // The password is kept only in this value (and wiped by clearSecrets()).
    void setSudo(bool sudo, const QByteArray &password = {});
    [[nodiscard]] bool hasSudoPassword() const { return !m_sudoPassword.isEmpty(); }
    void clearSecrets();

    // The most output one command may print, stdout and stderr together: a command that prints
    // more is stopped (its process group ended) and fails with an error naming the node and this
    // cap, and what it printed so far is dropped. Lines are never split, whatever their length
    // (`ip -j` prints one line of JSON; a base64 transfer may be one line of megabytes).
    static constexpr qsizetype kMaxOutputBytes = qsizetype(64) * 1024 * 1024;
    // Total: the cap counts everything the command prints (the default). PerLine: for a
    // streamed command whose lines are consumed as they arrive (an hour-long soak), only each
    // single line is held to the cap; nothing else is kept without bound.
    enum class OutputCap { Total, PerLine };
    [[nodiscard]] OutputCap outputCap() const { return m_outputCap; }
    void setOutputCap(OutputCap cap) { m_outputCap = cap; }

    // 0 = no limit. On expiry the remote process group is ended and the command fails.
    [[nodiscard]] std::chrono::milliseconds timeout() const { return m_timeout; }
    void setTimeout(std::chrono::milliseconds timeout) { m_timeout = timeout; }

    // Adds NAME=VALUE, passed as `env NAME=VALUE` in front of the command (inside sudo,
    // which would otherwise reset it). NAME must be a portable shell variable name.
    [[nodiscard]] Result<void> addEnvironment(const QByteArray &name, const QByteArray &value);
    [[nodiscard]] const QList<QPair<QByteArray, QByteArray>> &environment() const { return m_env; }

    // The exact line the remote shell runs. Empty when argv is empty.
    [[nodiscard]] QByteArray commandLine() const;
    // The same line plus a note about stdin, for logs and evidence. Holds no secret.
    [[nodiscard]] QString displayString() const;
    // What goes to the command's stdin: the sudo password line first, then stdinData().
    [[nodiscard]] QByteArray stdinPayload() const;

private:
    QList<QByteArray> m_argv;
    std::optional<QByteArray> m_stdin;
    QByteArray m_sudoPassword;
    QList<QPair<QByteArray, QByteArray>> m_env;
    std::chrono::milliseconds m_timeout{0};
    bool m_sudo = false;
    OutputCap m_outputCap = OutputCap::Total;
};

} // namespace Tandem
