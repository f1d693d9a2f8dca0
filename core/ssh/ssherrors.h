// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to core/ssh: every failure a session can meet, turned into a message the user
// can act on. Pure functions, any thread.

#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Tandem {

class SshErrors
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::SshErrors)

public:
    // libssh's ssh_connect() text mapped onto unreachable / refused / timeout / name.
    [[nodiscard]] static Error
    connectFailed(const QString &host, int port, const QString &libsshMessage, int timeoutSeconds);
    // Every way of logging in failed. With PASSWORD_REJECTED (a password was given and the node
    // takes passwords), the password is what the user needs to hear about first.
    [[nodiscard]] static Error authRefused(const QString &user,
                                           const QString &host,
                                           const QStringList &tried,
                                           const QStringList &offered,
                                           bool passwordRejected = false);
    [[nodiscard]] static Error hostKeyRejected(const QString &host);
    [[nodiscard]] static Error notConnected();
    [[nodiscard]] static Error connectionDropped(const QString &host);
    [[nodiscard]] static Error timedOut(const QString &display, qint64 ms);
    [[nodiscard]] static Error cancelled();
    // The command printed more than RemoteCommand::kMaxOutputBytes (in all, or in one line).
    [[nodiscard]] static Error
    outputTooLarge(const QString &node, const QString &display, qint64 cap, bool oneLine);
    [[nodiscard]] static Error emptyCommand();
    [[nodiscard]] static Error channelFailed(const QString &what, const QString &libsshMessage);
    [[nodiscard]] static Error killedBySignal(const QString &signal);
    [[nodiscard]] static Error noExitStatus();

    // Looks at how a finished command failed: sudo refusing, or a missing program
    // (exit 127). Returns an error only in those cases; other exits are results.
    [[nodiscard]] static std::optional<Error> classifyExit(int exitStatus,
                                                           bool sudo,
                                                           const QList<QByteArray> &stderrLines,
                                                           const QString &node);
    // "publickey,password" etc. from ssh_userauth_list's bit set.
    [[nodiscard]] static QStringList methodNames(int methods);
};

} // namespace Tandem
