// SPDX-License-Identifier: GPL-3.0-or-later
#include "sshoptions.h"

namespace Tandem {

namespace {

QString quoted(const QString &value)
{
    return QLatin1Char('"') + value + QLatin1Char('"');
}

} // namespace

Result<void> SshOptions::set(ssh_session session,
                             ssh_options_e option,
                             const void *value,
                             const QString &name,
                             const QString &shown)
{
    if (ssh_options_set(session, option, value) == SSH_OK)
        return {};
    // libssh does not say why for every refusal (a host name it cannot parse leaves no text).
    const QString reason = QString::fromUtf8(ssh_get_error(session)).trimmed();
    if (reason.isEmpty()) {
        return makeError(tr("Tandem could not set the SSH option %1 to %2: libssh refused it "
                            "without saying why.")
                             .arg(name, quoted(shown)));
    }
    return makeError(tr("Tandem could not set the SSH option %1 to %2: libssh refused it (%3).")
                         .arg(name, quoted(shown), reason));
}

Result<void> SshOptions::apply(ssh_session session,
                               const NodeAddress &node,
                               const AuthOptions &options,
                               bool trace)
{
    // libssh keeps only the low 16 bits of a port, so 65558 would quietly become 22.
    if (node.port < 1 || node.port > 65535) {
        return makeError(tr("%1 is not an SSH port: use a port from 1 to 65535 for %2.")
                             .arg(node.port)
                             .arg(node.host));
    }
    const QByteArray host = node.host.toUtf8();
    const QByteArray user = node.user.toUtf8();
    const unsigned int port = unsigned(node.port);
    const long timeout = options.connectTimeoutSeconds;
    const bool processConfig = false; // ~/.ssh/config must not change what Tandem connects to
    const int verbosity = SSH_LOG_PROTOCOL;

    struct Option
    {
        ssh_options_e option;
        const void *value;
        QString name;
        QString shown;
    };
    QList<Option> list{{SSH_OPTIONS_HOST, host.constData(), QStringLiteral("host"), node.host},
                       {SSH_OPTIONS_PORT, &port, QStringLiteral("port"), QString::number(port)}};
    if (!user.isEmpty()) // empty: libssh takes the local user's name
        list.append({SSH_OPTIONS_USER, user.constData(), QStringLiteral("user"), node.user});
    list.append(
        {SSH_OPTIONS_TIMEOUT, &timeout, QStringLiteral("timeout"), QString::number(timeout)});
    list.append({SSH_OPTIONS_PROCESS_CONFIG,
                 &processConfig,
                 QStringLiteral("process config"),
                 QStringLiteral("no")});
    if (trace)
        list.append({SSH_OPTIONS_LOG_VERBOSITY,
                     &verbosity,
                     QStringLiteral("log verbosity"),
                     QString::number(verbosity)});

    for (const Option &o : std::as_const(list)) {
        auto done = set(session, o.option, o.value, o.name, o.shown);
        if (!done && o.option == SSH_OPTIONS_HOST) {
            return makeError(
                done.error().message + QLatin1Char(' ')
                + tr("Use the node's name (letters, digits, dots and dashes) or its IP address."));
        }
        if (!done)
            return done;
    }
    return {};
}

} // namespace Tandem
