// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkcommand.h"

#include "clioutput.h"
#include "hostspec.h"
#include "steps/checkjson.h"
#include "ssh/privatekeyfile.h"
#include "steps/sshnoderunner.h"
#include "terminalprompt.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonObject>


namespace Tandem::Cli {

namespace {

class CheckText
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::Cli::Check)
};

QString statusWord(CheckStatus status)
{
    switch (status) {
    case CheckStatus::Pass: return CheckText::tr("PASS");
    case CheckStatus::Warn: return CheckText::tr("WARN");
    case CheckStatus::Fail: return CheckText::tr("FAIL");
    case CheckStatus::Skipped: return CheckText::tr("SKIP");
    case CheckStatus::Running:
    case CheckStatus::Pending: break;
    }
    return CheckText::tr("....");
}

QString formatChecks(const QString &heading, const QList<Check> &checks)
{
    QString out = heading + QLatin1Char('\n');
    for (const Check &check : checks) {
        const QString who = check.node.isEmpty() ? CheckText::tr("cluster") : check.node;
        out += QStringLiteral("  %1  %2  %3: %4\n")
                   .arg(statusWord(check.status), -4)
                   .arg(who, -12)
                   .arg(check.title, check.detail);
        if (!check.fix.isEmpty() && check.status != CheckStatus::Pass) {
            for (const QString &line : check.fix.split(QLatin1Char('\n')))
                out += CheckText::tr("        fix: %1\n").arg(line);
        }
    }
    return out;
}

} // namespace

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

CheckCommand::CheckCommand(QStringList hosts, ConnectOptions options, QObject *parent)
    : QObject(parent)
    , m_hosts(std::move(hosts))
    , m_options(std::move(options))
    , m_workflow([](const NodeAddress &node, const Credentials &credentials, QObject *owner) -> NodeRunner * {
        return new SshNodeRunner(node, credentials, owner);
    })
{
    connect(&m_workflow, &Workflow::stepFinished, this, &CheckCommand::stepFinished);
    connect(&m_workflow, &Workflow::stateSaveFailed, this, [](const Error &error) {
        printErr(CheckText::tr("tandem-cli: %1\n").arg(error.toString()));
    });
    connect(&m_workflow, &Workflow::hostKeyUnknown, this,
            [this](const QString &node, const QString &fingerprint) {
                // The CLI never trusts a key on its own: --accept-new-host-keys (which never
                // reaches here) or a --known-hosts file that holds the key decide.
                m_refusedKeys << CheckText::tr("%1 presents an unknown host key %2. Verify it on the "
                                               "node (ssh-keygen -lf "
                                               "/etc/ssh/ssh_host_ed25519_key.pub), then run again "
                                               "with --accept-new-host-keys, or pass a "
                                               "--known-hosts file that holds it.")
                                     .arg(node, fingerprint);
                m_workflow.rejectHostKey(node);
            });
}

void CheckCommand::start()
{
    if (m_hosts.isEmpty()) {
        printErr(CheckText::tr("usage: tandem-cli check HOST... [--user U] [--password-stdin] "
                               "[--accept-new-host-keys] [--known-hosts FILE] [--json]\n"));
        conclude(ExitCode::BadInput);
        return;
    }
    QList<NodeAddress> nodes;
    for (const QString &host : std::as_const(m_hosts)) {
        auto node = HostSpec::parse(host);
        if (!node) {
            printErr(CheckText::tr("tandem-cli: %1: %2\n").arg(host, node.error().message));
            conclude(ExitCode::BadInput);
            return;
        }
        if (node->user.isEmpty())
            node->user = m_options.user.isEmpty() ? qEnvironmentVariable("USER") : m_options.user;
        nodes << *node;
    }
    if (m_options.passwordStdin)
        m_options.credentials.password = readPasswordFromStdin();
    if (!m_options.credentials.keyFile.isEmpty()) {
        QFile key(m_options.credentials.keyFile);
        if (!key.open(QIODevice::ReadOnly)) {
            printErr(CheckText::tr("tandem-cli: cannot read the key %1: %2\n")
                         .arg(key.fileName(), key.errorString()));
            conclude(ExitCode::BadInput);
            return;
        }
        if (PrivateKeyFile::isEncrypted(key.readAll())) {
            // Like ssh: ask on the terminal; without one, an agent is the way.
            const auto passphrase = askHidden(CheckText::tr("Passphrase for %1: ").arg(key.fileName()));
            if (!passphrase) {
                printErr(CheckText::tr("tandem-cli: %1 is encrypted and there is no terminal to ask "
                                       "for its passphrase. Load it into ssh-agent (ssh-add) and "
                                       "run again without --identity.\n")
                             .arg(key.fileName()));
                conclude(ExitCode::BadInput);
                return;
            }
            m_options.credentials.keyPassphrase = *passphrase;
        }
    }
    m_workflow.setNodes(nodes);
    m_workflow.setStatePath(m_options.statePath);
    m_workflow.setCredentials(m_options.credentials);
    m_options.credentials.password.fill('\0');
    m_options.credentials.keyPassphrase.fill('\0');

    printErr(CheckText::tr("Connecting to %1 nodes\u2026\n").arg(nodes.size()));
    m_workflow.connectAll();
}

void CheckCommand::stepFinished(StepId step)
{
    switch (step) {
    case StepId::Devices: {
        const QList<Check> connection = m_workflow.checks(StepId::Devices);
        m_document.insert(QStringLiteral("connection"), toJson(connection));
        m_text += formatChecks(CheckText::tr("Connection"), connection);
        for (const QString &message : std::as_const(m_refusedKeys))
            m_text += QStringLiteral("  %1\n").arg(message);
        if (!m_workflow.allConnected()) {
            conclude(ExitCode::ConnectionFailed);
            return;
        }
        printErr(CheckText::tr("Checking the devices and users\u2026\n"));
        m_workflow.runDeviceChecks();
        return;
    }
    case StepId::DeviceChecks:
        printErr(CheckText::tr("Checking the cabling and the topology\u2026\n"));
        m_workflow.runCabling();
        return;
    case StepId::Cabling: {
        const QList<Check> device = m_workflow.checks(StepId::DeviceChecks);
        const QList<Check> cabling = m_workflow.checks(StepId::Cabling);
        m_document.insert(QStringLiteral("device_checks"), toJson(device));
        m_document.insert(QStringLiteral("cabling"), toJson(cabling));
        m_document.insert(QStringLiteral("topology"), toJson(m_workflow.topology()));
        m_text += formatChecks(CheckText::tr("Device checks"), device);
        m_text += formatChecks(CheckText::tr("Cabling"), cabling);
        const bool failed = worstStatus(device) == CheckStatus::Fail
                            || worstStatus(cabling) == CheckStatus::Fail;
        conclude(failed ? ExitCode::CheckFailed : ExitCode::Ok);
        return;
    }
    default: return;
    }
}

void CheckCommand::conclude(ExitCode code)
{
    if (code != ExitCode::BadInput) {
        m_document.insert(QStringLiteral("exit_code"), int(code));
        if (m_options.json)
            printJson(m_document);
        else
            printOut(m_text);
    }
    Q_EMIT finished(code);
}

} // namespace Tandem::Cli
