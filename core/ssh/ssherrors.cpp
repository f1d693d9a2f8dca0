// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssherrors.h"

#include <libssh/libssh.h>

namespace Tandem {

namespace {

// "bash: line 1: foo: command not found", "sh: 1: exec: foo: not found",
// "env: ‘foo’: No such file or directory", "sudo: foo: command not found".
QByteArray missingProgram(const QList<QByteArray> &stderrLines)
{
    static const QByteArray endings[]
        = {": command not found", ": not found", ": No such file or directory"};
    for (const QByteArray &line : stderrLines) {
        for (const QByteArray &ending : endings) {
            if (!line.endsWith(ending))
                continue;
            const QByteArray head = line.left(line.size() - ending.size());
            const qsizetype colon = head.lastIndexOf(": ");
            QByteArray name = colon < 0 ? head : head.mid(colon + 2);
            name = name.trimmed();
            // Strip the quotes env and some shells put around the name.
            for (const char *quote : {"\xe2\x80\x98", "\xe2\x80\x99", "'", "\"", "`"}) {
                if (name.startsWith(quote))
                    name = name.mid(qstrlen(quote));
                if (name.endsWith(quote))
                    name.chop(qstrlen(quote));
            }
            if (!name.isEmpty())
                return name;
        }
    }
    return {};
}

bool anyContains(const QList<QByteArray> &lines, const char *needle)
{
    for (const QByteArray &line : lines) {
        if (line.contains(needle))
            return true;
    }
    return false;
}

} // namespace

Error SshErrors::connectFailed(const QString &host,
                               int port,
                               const QString &libsshMessage,
                               int timeoutSeconds)
{
    const QString m = libsshMessage;
    if (m.contains(QLatin1String("Connection refused"))) {
        return {tr("%1 refused the connection on port %2. Is sshd running on port %2, and is "
                   "that port open in the node's firewall?")
                    .arg(host)
                    .arg(port)};
    }
    if (m.contains(QLatin1String("No route to host"))
        || m.contains(QLatin1String("Network is unreachable"))
        || m.contains(QLatin1String("Host is unreachable"))) {
        return {tr("%1 cannot be reached (no route to host). Check that the node is powered on "
                   "and on the same management network as this computer.")
                    .arg(host)};
    }
    if (m.contains(QLatin1String("imeout")) || m.contains(QLatin1String("timed out"))) {
        return {tr("%1 did not answer on port %2 within %3 seconds. Check the address, the "
                   "network and any firewall between this computer and the node.")
                    .arg(host)
                    .arg(port)
                    .arg(timeoutSeconds)};
    }
    if (m.contains(QLatin1String("resolve")) || m.contains(QLatin1String("Name or service"))) {
        return {tr("The name %1 could not be resolved. Check the spelling, or use the node's "
                   "address.")
                    .arg(host)};
    }
    return {tr("Could not connect to %1 on port %2: %3").arg(host).arg(port).arg(m)};
}

Error SshErrors::authRefused(const QString &user,
                             const QString &host,
                             const QStringList &tried,
                             const QStringList &offered,
                             bool passwordRejected)
{
    if (passwordRejected) {
        return {tr("%1 rejected the password of user \"%2\". Check the user name and type the "
                   "password again (on DGX OS it is the password you log in with); a node may "
                   "also refuse every login for a while after several wrong ones. Tried: %3.")
                    .arg(host, user, tried.join(QLatin1String(", ")))};
    }
    return {tr("%1 refused to log in user \"%2\". Tried: %3. The node offers: %4. Check the "
               "user name, install Tandem's key on the node, or enter the password.")
                .arg(host,
                     user,
                     tried.isEmpty() ? tr("nothing (no agent, key or password given)")
                                     : tried.join(QLatin1String(", ")),
                     offered.isEmpty() ? tr("no method") : offered.join(QLatin1String(", ")))};
}

Error SshErrors::hostKeyRejected(const QString &host)
{
    return {tr("You did not accept the host key of %1, so Tandem did not log in.").arg(host)};
}

Error SshErrors::notConnected()
{
    return {tr("Not connected to the node (the connection was lost or never made). Connect to "
               "it on the Devices page, then run the step again; with tandem-cli, run the "
               "command again.")};
}

Error SshErrors::connectionDropped(const QString &host)
{
    // The one place this is said, for every step and for the GUI and the CLI alike: what to
    // do next belongs in the sentence, since a check built from it may carry no fix.
    return {tr("The connection to %1 was lost. The node may have rebooted, lost its network, or "
               "sshd was restarted; commands that were running may or may not have finished. "
               "If it rebooted, wait until it answers again (a few minutes). Then reconnect to "
               "it on the Devices page and run this step again; with tandem-cli, run the same "
               "command again.")
                .arg(host)};
}

Error SshErrors::timedOut(const QString &display, qint64 ms)
{
    return {tr("The command did not finish within %1 seconds and was stopped: %2")
                .arg(QString::number(double(ms) / 1000.0, 'f', 1), display)};
}

Error SshErrors::outputTooLarge(const QString &node,
                                const QString &display,
                                qint64 cap,
                                bool oneLine)
{
    const QString mib = QString::number(double(cap) / (1024.0 * 1024.0), 'f', 0);
    return {oneLine ? tr("%1 printed a line longer than %2 MiB, the most Tandem accepts from one "
                         "command; it was stopped and its output dropped: %3")
                          .arg(node, mib, display)
                    : tr("%1 printed more than %2 MiB, the most Tandem accepts from one command; "
                         "it was stopped and its output dropped: %3")
                          .arg(node, mib, display)};
}

Error SshErrors::cancelled()
{
    return {tr("Cancelled; the remote command was stopped.")};
}

Error SshErrors::emptyCommand()
{
    return {tr("Internal error: an empty command was given.")};
}

Error SshErrors::channelFailed(const QString &what, const QString &libsshMessage)
{
    return {tr("Could not %1 on the node: %2").arg(what, libsshMessage)};
}

Error SshErrors::killedBySignal(const QString &signal)
{
    return {tr("The remote command was killed by signal SIG%1.").arg(signal)};
}

Error SshErrors::noExitStatus()
{
    return {tr("The remote command ended without reporting an exit status.")};
}

std::optional<Error> SshErrors::classifyExit(int exitStatus,
                                             bool sudo,
                                             const QList<QByteArray> &stderrLines,
                                             const QString &node)
{
    if (exitStatus == 0)
        return std::nullopt;
    if (sudo) {
        if (anyContains(stderrLines, "is not in the sudoers file")
            || anyContains(stderrLines, "is not allowed to execute")) {
            return Error{tr("The user on %1 may not use sudo. Add the user to the sudo group "
                            "on the node (as an administrator: usermod -aG sudo USER).")
                             .arg(node)};
        }
        if (anyContains(stderrLines, "incorrect password")
            || anyContains(stderrLines, "Sorry, try again")) {
            return Error{tr("sudo on %1 refused the password. Enter the login password of the "
                            "user on that node.")
                             .arg(node)};
        }
        if (anyContains(stderrLines, "a password is required")
            || anyContains(stderrLines, "no password was provided")) {
            return Error{tr("sudo on %1 needs a password. Enter the user's password.").arg(node)};
        }
    }
    const bool sudoNotFound = sudo && anyContains(stderrLines, "sudo: ")
                              && anyContains(stderrLines, "command not found");
    if (exitStatus == 127 || sudoNotFound) {
        const QByteArray name = missingProgram(stderrLines);
        if (name.isEmpty())
            return std::nullopt; // a plain "exit 127" is a result, not a missing program
        return Error{tr("'%1' is not installed on %2 (or not on the PATH of a non-interactive "
                        "login). Install it, then run the check again.")
                         .arg(QString::fromUtf8(name), node)};
    }
    return std::nullopt;
}

QStringList SshErrors::methodNames(int methods)
{
    QStringList names;
    if (methods & SSH_AUTH_METHOD_PUBLICKEY)
        names << QStringLiteral("publickey");
    if (methods & SSH_AUTH_METHOD_PASSWORD)
        names << QStringLiteral("password");
    if (methods & SSH_AUTH_METHOD_INTERACTIVE)
        names << QStringLiteral("keyboard-interactive");
    if (methods & SSH_AUTH_METHOD_GSSAPI_MIC)
        names << QStringLiteral("gssapi-with-mic");
    if (methods & SSH_AUTH_METHOD_HOSTBASED)
        names << QStringLiteral("hostbased");
    return names;
}

} // namespace Tandem
