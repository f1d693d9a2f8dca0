// SPDX-License-Identifier: GPL-3.0-or-later
#include "remotecommand.h"

#include "shellquote.h"

namespace Tandem {

namespace {

bool isVariableName(const QByteArray &name)
{
    if (name.isEmpty())
        return false;
    for (qsizetype i = 0; i < name.size(); ++i) {
        const char c = name.at(i);
        const bool alpha = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
        const bool digit = c >= '0' && c <= '9';
        if (!alpha && !(digit && i > 0))
            return false;
    }
    return true;
}

} // namespace

RemoteCommand::RemoteCommand(QList<QByteArray> argv)
    : m_argv(std::move(argv))
{}

RemoteCommand RemoteCommand::fromStrings(const QStringList &argv)
{
    QList<QByteArray> bytes;
    bytes.reserve(argv.size());
    for (const QString &arg : argv)
        bytes.append(arg.toUtf8());
    return RemoteCommand(std::move(bytes));
}

void RemoteCommand::setSudo(bool sudo, const QByteArray &password)
{
    clearSecrets();
    m_sudo = sudo;
    if (sudo)
        m_sudoPassword = password;
}

void RemoteCommand::clearSecrets()
{
    // Overwrite before release so the bytes do not linger in freed memory. A shared copy
    // (another RemoteCommand) keeps its bytes until it is cleared or destroyed itself.
    if (m_sudoPassword.isDetached())
        m_sudoPassword.fill('\0');
    m_sudoPassword = QByteArray();
}

Result<void> RemoteCommand::addEnvironment(const QByteArray &name, const QByteArray &value)
{
    if (!isVariableName(name)) {
        return makeError(
            tr("\"%1\" is not a valid environment variable name.").arg(QString::fromUtf8(name)));
    }
    m_env.append({name, value});
    return {};
}

QByteArray RemoteCommand::commandLine() const
{
    if (m_argv.isEmpty())
        return {};
    QList<QByteArray> full;
    if (m_sudo) {
        // Without a terminal sudo keys its timestamp on the parent process: the sudo -n that
        // follows is a child of the same shell as sudo -v (no exec), so it needs no password.
        // The shell exits with sudo's status, which is the command's.
        full << "sh"
             << "-c"
             << "IFS= read -r p; printf '%s\\n' \"$p\" | sudo -S -p '' -v || exit; p=; "
                "sudo -n -- \"$@\""
             << "tandem-sudo";
    }
    if (!m_env.isEmpty()) {
        full << "env";
        for (const auto &[name, value] : m_env)
            full << name + '=' + value;
    }
    full += m_argv;
    return shellJoin(full);
}

QString RemoteCommand::displayString() const
{
    QString text = QString::fromUtf8(commandLine());
    if (m_stdin)
        text += tr(" (with %n byte(s) on stdin)", nullptr, int(m_stdin->size()));
    return text;
}

QByteArray RemoteCommand::stdinPayload() const
{
    QByteArray payload;
    if (m_sudo)
        payload = m_sudoPassword + '\n';
    if (m_stdin)
        payload += *m_stdin;
    return payload;
}

} // namespace Tandem
