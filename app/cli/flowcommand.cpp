// SPDX-License-Identifier: GPL-3.0-or-later
#include "flowcommand.h"

#include "clioutput.h"
#include "hostspec.h"
#include "nccl/nccltestsrow.h"
#include "parsecommand.h"
#include "report/report.h"
#include "report/reportexport.h"
#include "steps/bandwidthstep.h"
#include "checks/checkjson.h"
#include "steps/prerequisites.h"
#include "ssh/privatekeyfile.h"
#include "remote/sshnoderunner.h"
#include "terminalprompt.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>


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

QList<FlowCommand::Stage> FlowCommand::stagesOf(const QString &command)
{
    using S = Stage;
    if (command == QLatin1String("check"))
        return {S::Connect, S::DeviceChecks, S::Cabling};
    if (command == QLatin1String("plan"))
        return {S::Connect, S::Cabling, S::Plan};
    if (command == QLatin1String("apply"))
        return {S::Connect, S::Cabling, S::Plan, S::Apply};
    if (command == QLatin1String("keys"))
        return {S::Connect, S::Cabling, S::Plan, S::Fabric};
    if (command == QLatin1String("verify"))
        return {S::Connect, S::Cabling, S::Plan, S::Verify};
    if (command == QLatin1String("restore"))
        return {S::Connect, S::UndoFabric, S::Restore};
    if (command == QLatin1String("setup"))
        return {S::Connect, S::DeviceChecks, S::Cabling, S::Plan, S::Apply, S::Fabric, S::Verify};
    if (command == QLatin1String("bandwidth"))
        return {S::Connect, S::Cabling, S::Plan, S::Bandwidth};
    return {};
}

FlowCommand::FlowCommand(QList<Stage> stages, QStringList hosts, ConnectOptions options, QObject *parent)
    : QObject(parent)
    , m_stages(std::move(stages))
    , m_hosts(std::move(hosts))
    , m_options(std::move(options))
    , m_workflow([](const NodeAddress &node, const Credentials &credentials, QObject *owner) -> NodeRunner * {
        return new SshNodeRunner(node, credentials, owner);
    })
{
    // A streaming command ends with its verdict line whatever stops it (a node unreachable,
    // Ctrl-C while connecting), so a reader of the JSON lines always gets one.
    m_streaming = m_options.json && m_stages.contains(Stage::Bandwidth);
    connect(&m_workflow, &Workflow::stepFinished, this, &FlowCommand::stepFinished);
    connect(&m_workflow, &Workflow::stateSaveFailed, this, [](const Error &error) {
        printErr(CheckText::tr("tandem-cli: %1\n").arg(error.toString()));
    });
    connect(&m_workflow, &Workflow::bandwidthRow, this, [this](const NcclRow &row) {
        const auto number = [](const std::optional<double> &v) { return v ? QJsonValue(*v) : QJsonValue(); };
        if (m_options.json) {
            printJsonLine(QJsonObject{{QStringLiteral("type"), QStringLiteral("row")},
                                      {QStringLiteral("bytes"), row.bytes},
                                      {QStringLiteral("count"), row.count},
                                      {QStringLiteral("time_us"), number(row.outOfPlace.timeUs)},
                                      {QStringLiteral("algbw"), number(row.outOfPlace.algbw)},
                                      {QStringLiteral("busbw"), number(row.outOfPlace.busbw)},
                                      {QStringLiteral("in_place_time_us"), number(row.inPlace.timeUs)},
                                      {QStringLiteral("in_place_algbw"), number(row.inPlace.algbw)},
                                      {QStringLiteral("in_place_busbw"), number(row.inPlace.busbw)},
                                      {QStringLiteral("wrong"), number(row.outOfPlace.wrong)}});
            return;
        }
        printOut(QStringLiteral("%1 %2 %3\n")
                     .arg(row.bytes, 14)
                     .arg(row.outOfPlace.busbw.value_or(0), 10, 'f', 2)
                     .arg(row.inPlace.busbw.value_or(0), 10, 'f', 2));
    });
    connect(&m_workflow, &Workflow::bandwidthSample, this, [this](const ProbeSample &sample) {
        if (m_options.json) {
            printJsonLine(probeSampleJson(sample));
            return;
        }
        printOut(QStringLiteral("%1 %2 %3\n").arg(sample.t, 10, 'f', 3).arg(sample.bytes, 14).arg(sample.busbw, 10, 'f', 2));
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

void FlowCommand::start()
{
    if (m_hosts.isEmpty()) {
        printErr(CheckText::tr("usage: tandem-cli COMMAND HOST... [--user U] [--password-stdin] "
                               "[--accept-new-host-keys] [--known-hosts FILE] [--json]\n"));
        conclude(ExitCode::BadInput);
        return;
    }
    const auto parsed = HostSpec::parseAll(m_hosts, m_options.user.isEmpty() ? qEnvironmentVariable("USER")
                                                                              : m_options.user);
    if (!parsed) {
        printErr(QStringLiteral("tandem-cli: %1\n").arg(parsed.error().message));
        conclude(ExitCode::BadInput);
        return;
    }
    const QList<NodeAddress> nodes = *parsed;
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
    if (!resumeSession(nodes))
        return;
    m_workflow.setStatePath(m_options.statePath);
    m_workflow.setCredentials(m_options.credentials);
    m_workflow.prerequisites()->setLocations(m_options.locations);
    m_options.credentials.password.fill('\0');
    m_options.credentials.keyPassphrase.fill('\0');
    next();
}

bool FlowCommand::resumeSession(const QList<NodeAddress> &nodes)
{
    // One session per --state file, as the GUI keeps one: a command on the same nodes adds
    // its steps to what earlier commands saved (setup, then bandwidth, then restore...), so
    // the report can be built from the file. Another cluster's file starts afresh.
    if (m_options.statePath.isEmpty() || !QFile::exists(m_options.statePath)) {
        m_workflow.setNodes(nodes);
        return true;
    }
    auto saved = WorkflowState::load(m_options.statePath);
    if (!saved) {
        printErr(CheckText::tr("tandem-cli: %1 Move the file away or give another --state file.\n")
                     .arg(saved.error().toString()));
        conclude(ExitCode::BadInput);
        return false;
    }
    QStringList savedNames;
    for (const NodeAddress &node : std::as_const(saved->nodes))
        savedNames << node.name;
    QStringList names;
    for (const NodeAddress &node : nodes)
        names << node.name;
    savedNames.sort();
    names.sort();
    if (savedNames != names) {
        printErr(CheckText::tr("%1 holds a session of other nodes (%2); it is replaced.\n")
                     .arg(m_options.statePath, savedNames.join(QStringLiteral(", "))));
        m_workflow.setNodes(nodes);
        return true;
    }
    saved->nodes = nodes; // the command line's users and ports win
    m_workflow.restore(*saved);
    return true;
}

void FlowCommand::next()
{
    ++m_current;
    if (m_current >= m_stages.size()) {
        conclude(m_failed ? ExitCode::CheckFailed : ExitCode::Ok);
        return;
    }
    switch (m_stages.at(m_current)) {
    case Stage::Connect:
        printErr(CheckText::tr("Connecting to %1 nodes\u2026\n").arg(m_hosts.size()));
        m_workflow.connectAll();
        return;
    case Stage::DeviceChecks:
        printErr(CheckText::tr("Checking the devices and users\u2026\n"));
        m_workflow.runDeviceChecks();
        return;
    case Stage::Cabling:
        printErr(CheckText::tr("Checking the cabling and the topology\u2026\n"));
        m_workflow.runCabling();
        return;
    case Stage::Plan:
        printErr(CheckText::tr("Planning the ConnectX-7 addresses\u2026\n"));
        m_workflow.runNetworkPlan(m_options.plan);
        return;
    case Stage::Apply:
        if (!confirmChange(CheckText::tr("Write /etc/netplan/40-cx7.yaml on %1 nodes and apply it "
                                         "(it reverts by itself unless Tandem sees the nodes again "
                                         "within %2 s)?")
                               .arg(m_hosts.size())
                               .arg(m_options.confirmTimeout.count())))
            return;
        printErr(CheckText::tr("Applying the plan\u2026\n"));
        m_workflow.applyPlan(m_options.confirmTimeout);
        return;
    case Stage::Fabric:
        if (!confirmChange(CheckText::tr("Set up passwordless SSH between the %1 nodes over the "
                                         "ConnectX-7 addresses (a key per node; authorized_keys, "
                                         "known_hosts and ~/.ssh/config edited in marked blocks)?")
                               .arg(m_hosts.size())))
            return;
        printErr(CheckText::tr("Setting up the SSH fabric\u2026\n"));
        m_workflow.setupFabric();
        return;
    case Stage::Verify:
        printErr(CheckText::tr("Verifying the fabric\u2026\n"));
        m_workflow.runVerify();
        return;
    case Stage::UndoFabric:
        if (!confirmChange(CheckText::tr("Remove the cluster from %1 nodes: the SSH fabric Tandem "
                                         "added, and the netplan files put back as they were?")
                               .arg(m_hosts.size())))
            return;
        printErr(CheckText::tr("Removing the SSH fabric\u2026\n"));
        m_workflow.undoFabric();
        return;
    case Stage::Restore:
        printErr(CheckText::tr("Restoring the netplan backups\u2026\n"));
        m_workflow.restoreNetwork();
        return;
    case Stage::Bandwidth: {
        // The exact command, before it runs (docs/flow.md, "What every step guarantees").
        const auto command = m_workflow.bandwidthCommand(m_options.bandwidth);
        if (command) {
            printErr(CheckText::tr("Running on %1:\n  %2\n").arg(command->firstNode(), command->displayString()));
            if (m_options.json) {
                printJsonLine(QJsonObject{{QStringLiteral("type"), QStringLiteral("command")},
                                          {QStringLiteral("node"), command->firstNode()},
                                          {QStringLiteral("command"), command->displayString()},
                                          {QStringLiteral("threshold_gbps"),
                                           m_workflow.bandwidthThreshold(m_options.bandwidth)}});
            } else {
                printOut(QStringLiteral("%1 %2 %3\n")
                             .arg(m_options.bandwidth.isSoak() ? CheckText::tr("t (s)") : CheckText::tr("bytes"), 14)
                             .arg(CheckText::tr("busbw GB/s"), 10)
                             .arg(CheckText::tr("in-place"), 10));
            }
        }
        m_workflow.runBandwidth(m_options.bandwidth);
        return;
    }
    }
}

bool FlowCommand::confirmChange(const QString &what)
{
    if (m_options.yes)
        return true;
    // Show exactly what would change before asking.
    printOut(m_text);
    m_text.clear();
    const auto answer = askVisible(what + CheckText::tr(" [y/N] "));
    if (answer && (answer->trimmed().toLower() == "y" || answer->trimmed().toLower() == "yes"))
        return true;
    printErr(answer ? CheckText::tr("tandem-cli: nothing was changed.\n")
                    : CheckText::tr("tandem-cli: this changes the nodes; there is no terminal to "
                                    "ask, so run again with --yes to go ahead.\n"));
    conclude(answer ? ExitCode::CheckFailed : ExitCode::BadInput);
    return false;
}

void FlowCommand::report(StepId step, const QString &heading, const QString &key)
{
    const QList<Check> checks = m_workflow.checks(step);
    m_document.insert(key, toJson(checks));
    m_text += formatChecks(heading, checks);
    if (worstStatus(checks) == CheckStatus::Fail)
        m_failed = true;
}

void FlowCommand::stepFinished(StepId step)
{
    switch (step) {
    case StepId::Devices:
        report(step, CheckText::tr("Connection"), QStringLiteral("connection"));
        for (const QString &message : std::as_const(m_refusedKeys))
            m_text += QStringLiteral("  %1\n").arg(message);
        if (!m_workflow.allConnected()) {
            conclude(ExitCode::ConnectionFailed);
            return;
        }
        break;
    case StepId::DeviceChecks:
        report(step, CheckText::tr("Device checks"), QStringLiteral("device_checks"));
        break;
    case StepId::Cabling:
        report(step, CheckText::tr("Cabling"), QStringLiteral("cabling"));
        m_document.insert(QStringLiteral("topology"), toJson(m_workflow.topology()));
        break;
    case StepId::NetworkPlan: {
        report(step, CheckText::tr("Network plan"), QStringLiteral("network_plan"));
        QJsonObject files;
        for (auto it = m_workflow.netplanYaml().cbegin(); it != m_workflow.netplanYaml().cend(); ++it) {
            const QString diff = m_workflow.netplanDiffs().value(it.key());
            files.insert(it.key(), QJsonObject{{QStringLiteral("yaml"), it.value()},
                                               {QStringLiteral("diff"), diff}});
            m_text += CheckText::tr("%1: /etc/netplan/40-cx7.yaml\n").arg(it.key());
            m_text += diff.isEmpty() ? CheckText::tr("  (unchanged)\n") : diff;
        }
        QJsonArray aside;
        for (const NetplanMoveAside &move : m_workflow.moveAside()) {
            aside.append(QJsonObject{{QStringLiteral("node"), move.node}, {QStringLiteral("file"), move.file}});
            m_text += CheckText::tr("%1: /etc/netplan/%2 will be moved aside (Restore puts it back)\n")
                          .arg(move.node, move.file);
        }
        m_document.insert(QStringLiteral("netplan"), files);
        m_document.insert(QStringLiteral("move_aside"), aside);
        break;
    }
    case StepId::Apply: {
        const bool restoring = m_current < m_stages.size() && m_stages.at(m_current) == Stage::Restore;
        report(step, restoring ? CheckText::tr("Restore") : CheckText::tr("Apply"),
               restoring ? QStringLiteral("restore") : QStringLiteral("apply"));
        break;
    }
    case StepId::SshFabric: {
        const bool undoing = m_current < m_stages.size() && m_stages.at(m_current) == Stage::UndoFabric;
        report(step, undoing ? CheckText::tr("SSH fabric removed") : CheckText::tr("SSH fabric"),
               undoing ? QStringLiteral("ssh_fabric_removed") : QStringLiteral("ssh_fabric"));
        break;
    }
    case StepId::Verify:
        report(step, CheckText::tr("Verify"), QStringLiteral("verify"));
        break;
    case StepId::Bandwidth:
        report(step, CheckText::tr("Bandwidth"), QStringLiteral("bandwidth"));
        if (m_signal) {
            conclude(ExitCode(128 + m_signal));
            return;
        }
        break;
    default: return;
    }
    if (m_failed) {
        conclude(ExitCode::CheckFailed);
        return;
    }
    next();
}

void FlowCommand::interrupt(int signo)
{
    if (m_concluded)
        return;
    const bool running = m_current >= 0 && m_current < m_stages.size()
                         && m_stages.at(m_current) == Stage::Bandwidth
                         && m_workflow.isRunning(StepId::Bandwidth);
    if (m_signal || !running) {
        if (running) {
            printErr(CheckText::tr("tandem-cli: stopped before the clean-up finished; processes "
                                   "of the run may be left on the nodes.\n"));
        }
        m_signal = signo;
        m_workflow.cancel();
        conclude(ExitCode(128 + signo));
        return;
    }
    m_signal = signo;
    printErr(CheckText::tr("Cancelling: ending the run on every node (again to stop at once)\u2026\n"));
    m_workflow.cancelBandwidth();
}

QString FlowCommand::verdictStatus(ExitCode code) const
{
    if (m_signal)
        return QStringLiteral("cancelled");
    // A skipped check is no verdict either way: the MPI backend's transport must not turn a
    // passed run into "skipped". The transport itself counts here (the GUI shows it apart).
    const QList<Check> checks = m_workflow.checks(StepId::Bandwidth);
    const Check verdict = BandwidthStep::verdictOf(checks);
    if (verdict.status == CheckStatus::Pending)
        return checkStatusKey(code == ExitCode::Ok ? CheckStatus::Pass : CheckStatus::Fail);
    QList<Check> judged{verdict};
    for (const Check &check : checks) {
        if (check.id == QLatin1String("bandwidth.transport") && check.status != CheckStatus::Skipped)
            judged << check;
    }
    return checkStatusKey(worstStatus(judged));
}

void FlowCommand::conclude(ExitCode code)
{
    if (m_concluded)
        return;
    m_concluded = true;
    if (code != ExitCode::BadInput && !m_options.reportPaths.isEmpty())
        code = writeReports(code);
    if (code != ExitCode::BadInput) {
        m_document.insert(QStringLiteral("exit_code"), int(code));
        const bool bandwidth = m_stages.contains(Stage::Bandwidth);
        if (m_streaming) {
            // The closing line of the JSON lines stream: every stage's checks and the verdict.
            QJsonObject verdict = m_document;
            verdict.insert(QStringLiteral("type"), QStringLiteral("verdict"));
            verdict.insert(QStringLiteral("status"), verdictStatus(code));
            printJsonLine(verdict);
        } else if (m_options.json) {
            printJson(m_document);
        } else {
            if (bandwidth)
                m_text += CheckText::tr("Verdict: %1\n").arg(verdictStatus(code));
            printOut(m_text);
        }
    }
    Q_EMIT finished(code);
}

ExitCode FlowCommand::writeReports(ExitCode code)
{
    // The report is built from the state as the GUI saves it, so both give the same report.
    const Report report = Report::build(m_workflow.state());
    QJsonArray written;
    for (const QString &path : std::as_const(m_options.reportPaths)) {
        if (const auto saved = ReportExport::write(report, path); !saved) {
            printErr(QStringLiteral("tandem-cli: %1\n").arg(saved.error().toString()));
            if (code == ExitCode::Ok)
                code = ExitCode::BadInput;
            continue;
        }
        written.append(path);
        if (!m_options.json)
            m_text += CheckText::tr("Report written to %1 (%2).\n")
                          .arg(path, report.accepted() ? CheckText::tr("accepted")
                                                       : CheckText::tr("not accepted: see its checklist"));
    }
    m_document.insert(QStringLiteral("report"),
                      QJsonObject{{QStringLiteral("accepted"), report.accepted()},
                                  {QStringLiteral("written"), written}});
    return code;
}

} // namespace Tandem::Cli
