// SPDX-License-Identifier: GPL-3.0-or-later
#include "clilogin.h"

#include "clioutput.h"
#include "historycommand.h"
#include "hostspec.h"
#include "remote/sshnoderunner.h"
#include "ssh/privatekeyfile.h"
#include "terminalprompt.h"

#include <QCoreApplication>
#include <QFile>

namespace Tandem::Cli {

namespace {

class LoginText
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::Cli::Check)
};

} // namespace

LoginOptions readLoginOptions(const QCommandLineParser &parser)
{
    LoginOptions options;
    options.user = parser.value(QStringLiteral("user"));
    options.passwordStdin = parser.isSet(QStringLiteral("password-stdin"));
    options.credentials.keyFile = parser.value(QStringLiteral("identity"));
    options.credentials.knownHostsPath = parser.value(QStringLiteral("known-hosts"));
    options.credentials.acceptNewHostKeys = parser.isSet(QStringLiteral("accept-new-host-keys"));
    options.json = parser.isSet(QStringLiteral("json"));
    options.yes = parser.isSet(QStringLiteral("yes"));
    options.statePath = parser.value(QStringLiteral("state"));
    options.historyPath = historyPath(parser);
    return options;
}

Result<QList<NodeAddress>>
prepareLogin(const QStringList &hosts, LoginOptions &options, const QString &usage)
{
    if (hosts.isEmpty())
        return makeError(usage);
    const auto nodes = HostSpec::parseAll(
        hosts, options.user.isEmpty() ? qEnvironmentVariable("USER") : options.user);
    if (!nodes)
        return tl::unexpected(nodes.error());
    if (options.passwordStdin)
        options.credentials.password = readPasswordFromStdin();
    if (options.credentials.keyFile.isEmpty())
        return nodes;
    QFile key(options.credentials.keyFile);
    if (!key.open(QIODevice::ReadOnly))
        return makeError(
            LoginText::tr("cannot read the key %1: %2").arg(key.fileName(), key.errorString()));
    if (!PrivateKeyFile::isEncrypted(key.readAll()))
        return nodes;
    // Like ssh: ask on the terminal; without one, an agent is the way.
    const auto passphrase = askHidden(LoginText::tr("Passphrase for %1: ").arg(key.fileName()));
    if (!passphrase) {
        return makeError(LoginText::tr("%1 is encrypted and there is no terminal to ask for its "
                                       "passphrase. Load it into ssh-agent (ssh-add) and run again "
                                       "without --identity.")
                             .arg(key.fileName()));
    }
    options.credentials.keyPassphrase = *passphrase;
    return nodes;
}

Workflow::RunnerFactory sshRunners()
{
    return
        [](const NodeAddress &node,
           const Credentials &credentials,
           QObject *owner) -> NodeRunner * { return new SshNodeRunner(node, credentials, owner); };
}

void watchWorkflow(Workflow &workflow, QObject *context, QStringList *refusedKeys)
{
    QObject::connect(&workflow, &Workflow::stateSaveFailed, context, [](const Error &error) {
        printErr(QStringLiteral("tandem-cli: %1\n").arg(error.toString()));
    });
    QObject::connect(&workflow,
                     &Workflow::hostKeyUnknown,
                     context,
                     [&workflow, refusedKeys](const QString &node, const QString &fingerprint) {
                         *refusedKeys << unknownHostKeyMessage(node, fingerprint);
                         workflow.rejectHostKey(node);
                     });
}

QString unknownHostKeyMessage(const QString &node, const QString &fingerprint)
{
    // --accept-new-host-keys (which never reaches here) or a --known-hosts file that holds
    // the key decide.
    return LoginText::tr("%1 presents an unknown host key %2. Verify it on the node (ssh-keygen "
                         "-lf /etc/ssh/ssh_host_ed25519_key.pub), then run again with "
                         "--accept-new-host-keys, or pass a --known-hosts file that holds it.")
        .arg(node, fingerprint);
}

QString statusWord(CheckStatus status)
{
    switch (status) {
    case CheckStatus::Pass: return LoginText::tr("PASS");
    case CheckStatus::Warn: return LoginText::tr("WARN");
    case CheckStatus::Fail: return LoginText::tr("FAIL");
    case CheckStatus::Skipped: return LoginText::tr("SKIP");
    case CheckStatus::Running:
    case CheckStatus::Pending: break;
    }
    return LoginText::tr("....");
}

QString formatChecks(const QString &heading, const QList<Check> &checks)
{
    QString out = heading.isEmpty() ? QString() : heading + QLatin1Char('\n');
    for (const Check &check : checks) {
        const QString who = check.node.isEmpty() ? LoginText::tr("cluster") : check.node;
        out += QStringLiteral("  %1  %2  %3: %4\n")
                   .arg(statusWord(check.status), -4)
                   .arg(who, -12)
                   .arg(check.title, check.detail);
        if (!check.fix.isEmpty() && check.status != CheckStatus::Pass
            && check.status != CheckStatus::Skipped) {
            for (const QString &line : check.fix.split(QLatin1Char('\n')))
                out += LoginText::tr("        fix: %1\n").arg(line);
        }
    }
    return out;
}

QByteArray readPasswordFromStdin()
{
    QFile in;
    if (!in.open(stdin, QIODevice::ReadOnly))
        return {};
    QByteArray line = in.readLine();
    while (line.endsWith('\n') || line.endsWith('\r'))
        line.chop(1);
    return line;
}

} // namespace Tandem::Cli
