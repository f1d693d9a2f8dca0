// SPDX-License-Identifier: GPL-3.0-or-later
#include "flowcommand.h"

#include "doctoroutput.h"
#include "steps/doctor/repairstep.h"

#include "checks/checkjson.h"
#include "clioutput.h"
#include "flowsteps.h"
#include "history/historycompare.h"
#include "history/historyrecorder.h"
#include "nccl/nccltestsjson.h"
#include "outputs/outputjson.h"
#include "report/report.h"
#include "report/reportexport.h"
#include "session/savedsession.h"
#include "steps/bandwidth/bandwidthstep.h"
#include "steps/bandwidth/prerequisites.h"
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

} // namespace

FlowCommand::FlowCommand(QList<StepAction> actions,
                         QStringList hosts,
                         ConnectOptions options,
                         QObject *parent)
    : QObject(parent)
    , m_actions(std::move(actions))
    , m_hosts(std::move(hosts))
    , m_options(std::move(options))
    , m_workflow(sshRunners())
{
    // A streaming command ends with its verdict line whatever stops it (a node unreachable,
    // Ctrl-C while connecting), so a reader of the JSON lines always gets one.
    m_streaming = m_options.login.json && m_actions.contains(StepAction::Bandwidth);
    // Before stepFinished below, whose last call prints the table: the last step's time must
    // be in it by then (slots run in the order they were connected).
    if (m_options.timings)
        m_timings = new StepTimings(&m_workflow, this);
    connect(&m_workflow, &Workflow::stepFinished, this, &FlowCommand::stepFinished);
    connect(&m_workflow, &Workflow::bandwidthRow, this, [this](const NcclRow &row) {
        if (m_options.login.json) {
            printJsonLine(ncclRowLine(row));
            return;
        }
        printOut(QStringLiteral("%1 %2 %3\n")
                     .arg(row.bytes, 14)
                     .arg(row.outOfPlace.busbw.value_or(0), 10, 'f', 2)
                     .arg(row.inPlace.busbw.value_or(0), 10, 'f', 2));
    });
    connect(&m_workflow, &Workflow::bandwidthSample, this, [this](const ProbeSample &sample) {
        if (m_options.login.json) {
            printJsonLine(probeSampleJson(sample));
            return;
        }
        printOut(QStringLiteral("%1 %2 %3\n")
                     .arg(sample.t, 10, 'f', 3)
                     .arg(sample.bytes, 14)
                     .arg(sample.busbw, 10, 'f', 2));
    });
    // Health while the run goes on: JSON lines, or on stderr what happened (docs/health.md).
    connect(&m_workflow, &Workflow::healthTick, this, [this](const HealthTick &tick) {
        if (m_options.login.json) {
            for (const QJsonObject &line : tick.streamLines())
                printJsonLine(line);
        }
    });
    connect(&m_workflow, &Workflow::healthEvent, this, [this](const HealthEvent &event) {
        if (m_options.login.json) {
            QJsonObject line = event.toJson();
            line.insert(QStringLiteral("type"), QStringLiteral("event"));
            printJsonLine(line);
            return;
        }
        printErr(CheckText::tr("tandem-cli: %1 s: %2 %3 %4 (x%5): %6\n")
                     .arg(QString::number(event.t, 'f', 1),
                          event.node,
                          event.interface,
                          healthEventKey(event.kind))
                     .arg(event.count)
                     .arg(event.detail));
    });
    // Where the run was kept, or why not: the run itself stands either way.
    connect(m_workflow.history(),
            &HistoryRecorder::recorded,
            this,
            [this](qint64 id, const QString &notice) {
                if (!notice.isEmpty())
                    printErr(QStringLiteral("tandem-cli: %1\n").arg(notice));
                m_document.insert(QStringLiteral("history_id"), double(id));
                if (!m_options.login.json)
                    m_text += CheckText::tr(
                                  "Kept in the run history as run %1 (tandem-cli history).\n")
                                  .arg(id);
            });
    connect(m_workflow.history(), &HistoryRecorder::recordFailed, this, [](const Error &error) {
        printErr(CheckText::tr("tandem-cli: the run was not kept in the history: %1\n")
                     .arg(error.toString()));
    });
    // A run that stalls is said on stderr while it goes on (the checks come at the end), with
    // what to do: Ctrl-C ends it on every node.
    connect(&m_workflow, &Workflow::checkChanged, this, [](StepId step, const Check &check) {
        if (step == StepId::Bandwidth && BandwidthStep::isStall(check)) {
            printErr(CheckText::tr("tandem-cli: %1: %2 %3 (Ctrl-C cancels.)\n")
                         .arg(check.title, check.detail, check.fix));
        }
    });
    watchWorkflow(m_workflow, this, &m_refusedKeys);
}

void FlowCommand::start()
{
    const auto nodes = prepareLogin(m_hosts,
                                    m_options.login,
                                    CheckText::tr("usage: tandem-cli COMMAND HOST... [--user U] "
                                                  "[--password-stdin] [--accept-new-host-keys] "
                                                  "[--known-hosts FILE] [--json]"));
    if (!nodes) {
        printErr(QStringLiteral("tandem-cli: %1\n").arg(nodes.error().message));
        conclude(ExitCode::BadInput);
        return;
    }
    if (!resumeSession(*nodes))
        return;
    m_workflow.setStatePath(m_options.login.statePath);
    m_workflow.setHistoryPath(m_options.login.historyPath);
    m_workflow.setCredentials(m_options.login.credentials);
    m_workflow.setAssumedSteps(FlowSteps::assumedBy(m_actions));
    m_workflow.prerequisites()->setLocations(m_options.locations);
    m_options.login.credentials.password.fill('\0');
    m_options.login.credentials.keyPassphrase.fill('\0');
    next();
}

bool FlowCommand::resumeSession(const QList<NodeAddress> &nodes)
{
    // One session per --state file, as the GUI keeps one: a command on the same nodes adds
    // its steps to what earlier commands saved (setup, then bandwidth, then restore...), so
    // the report can be built from the file. Another cluster's file is kept beside it as
    // .old, and the session starts afresh.
    const QString path = m_options.login.statePath;
    if (path.isEmpty() || !QFile::exists(path)) {
        m_workflow.setNodes(nodes);
        return true;
    }
    auto saved = WorkflowState::load(path);
    if (!saved) {
        printErr(CheckText::tr("tandem-cli: %1 Move the file away or give another --state file.\n")
                     .arg(saved.error().toString()));
        conclude(ExitCode::BadInput);
        return false;
    }
    if (!sameMachines(saved->nodes, nodes)) {
        const auto aside = SavedSession::setAside(path);
        if (!aside) {
            printErr(QStringLiteral("tandem-cli: %1\n").arg(aside.error().toString()));
            conclude(ExitCode::BadInput);
            return false;
        }
        printErr(CheckText::tr("%1 held a session of other nodes; it is kept as %2.\n")
                     .arg(path, *aside));
        m_workflow.setNodes(nodes);
        return true;
    }
    m_workflow.restore(*saved);
    m_workflow.setNodes(nodes); // the same machines: today's host keys and sources win
    return true;
}

void FlowCommand::next()
{
    ++m_current;
    if (m_current >= m_actions.size()) {
        conclude(m_failed ? ExitCode::CheckFailed : ExitCode::Ok);
        return;
    }
    const StepAction action = current();
    if (const Readiness gate = m_workflow.readiness(action); !gate.ready) {
        const FlowStepText text = FlowSteps::text(action);
        printErr(CheckText::tr("tandem-cli: %1: %2\n").arg(text.heading, gate.reason));
        m_document.insert(QStringLiteral("refused"),
                          QJsonObject{{QStringLiteral("step"), text.key},
                                      {QStringLiteral("reason"), gate.reason}});
        m_text += CheckText::tr("%1: not run: %2\n").arg(text.heading, gate.reason);
        conclude(ExitCode::CheckFailed);
        return;
    }
    if (!confirmChange(action))
        return;
    printErr(FlowSteps::text(action).progress + QLatin1Char('\n'));
    switch (action) {
    case StepAction::NetworkPlan: m_workflow.runNetworkPlan(m_options.plan); return;
    case StepAction::Apply: m_workflow.applyPlan(m_options.confirmTimeout); return;
    case StepAction::Restore: m_workflow.restoreNetwork(m_options.forceRestore); return;
    case StepAction::Bandwidth:
        announceBandwidth();
        m_workflow.runBandwidth(m_options.bandwidth);
        return;
    case StepAction::Doctor: m_workflow.runDoctor(m_options.doctor); return;
    case StepAction::Repair: m_workflow.repairFiles(m_repairs); return;
    default: m_workflow.start(action); return;
    }
}

void FlowCommand::announceBandwidth()
{
    // The exact command, before it runs (docs/flow.md, "What every step guarantees").
    const auto command = m_workflow.bandwidthCommand(m_options.bandwidth);
    if (!command)
        return;
    printErr(CheckText::tr("Running on %1:\n  %2\n")
                 .arg(command->firstNode(), command->displayString()));
    if (m_options.login.json) {
        printJsonLine(QJsonObject{{QStringLiteral("type"), QStringLiteral("command")},
                                  {QStringLiteral("node"), command->firstNode()},
                                  {QStringLiteral("command"), command->displayString()},
                                  {QStringLiteral("threshold_gbps"),
                                   m_workflow.bandwidthThreshold(m_options.bandwidth)}});
        return;
    }
    printOut(
        QStringLiteral("%1 %2 %3\n")
            .arg(m_options.bandwidth.isSoak() ? CheckText::tr("t (s)") : CheckText::tr("bytes"), 14)
            .arg(CheckText::tr("busbw GB/s"), 10)
            .arg(CheckText::tr("in-place"), 10));
}

bool FlowCommand::confirmChange(StepAction action)
{
    const auto question = FlowSteps::question(action, m_hosts.size(), m_options.confirmTimeout);
    if (!question || m_options.login.yes)
        return true;
    // Show exactly what would change before asking.
    printOut(m_text);
    m_text.clear();
    const auto answer = askVisible(*question + CheckText::tr(" [y/N] "));
    if (answer && (answer->trimmed().toLower() == "y" || answer->trimmed().toLower() == "yes"))
        return true;
    printErr(answer ? CheckText::tr("tandem-cli: nothing was changed.\n")
                    : CheckText::tr("tandem-cli: this changes the nodes; there is no terminal to "
                                    "ask, so run again with --yes to go ahead.\n"));
    conclude(answer ? ExitCode::CheckFailed : ExitCode::BadInput);
    return false;
}

void FlowCommand::reportPlan()
{
    QJsonObject files;
    for (auto it = m_workflow.session().netplanYaml.cbegin();
         it != m_workflow.session().netplanYaml.cend();
         ++it) {
        const QString diff = m_workflow.session().netplanDiffs.value(it.key());
        files.insert(
            it.key(),
            QJsonObject{{QStringLiteral("yaml"), it.value()}, {QStringLiteral("diff"), diff}});
        m_text += CheckText::tr("%1: /etc/netplan/40-cx7.yaml\n").arg(it.key());
        m_text += diff.isEmpty() ? CheckText::tr("  (unchanged)\n") : diff;
    }
    QJsonArray aside;
    for (const NetplanMoveAside &move : m_workflow.session().moveAside) {
        aside.append(QJsonObject{
            {QStringLiteral("node"), move.node},
            {QStringLiteral("file"), move.file},
            {QStringLiteral("action"),
             move.rewrite ? QStringLiteral("rewrite") : QStringLiteral("move-aside")},
            {QStringLiteral("interfaces"), QJsonArray::fromStringList(move.interfaces)}});
        m_text += move.rewrite
                      ? CheckText::tr("%1: /etc/netplan/%2 will lose its entries for %3 and keep "
                                      "the rest (Restore puts it back)\n")
                            .arg(move.node, move.file, move.interfaces.join(u", "))
                      : CheckText::tr("%1: /etc/netplan/%2 will be moved aside (Restore puts it "
                                      "back)\n")
                            .arg(move.node, move.file);
    }
    m_document.insert(QStringLiteral("netplan"), files);
    m_document.insert(QStringLiteral("move_aside"), aside);
}

void FlowCommand::stepFinished(StepId step)
{
    if (m_concluded || m_current < 0 || m_current >= m_actions.size())
        return;
    const StepAction action = current();
    if (StepTable::row(action).slot != step)
        return;
    const FlowStepText text = FlowSteps::text(action);
    QList<Check> checks = m_workflow.session().checks.value(step);
    // Repair adds its checks to the Doctor's list: only its own say whether it worked.
    if (action == StepAction::Repair)
        checks.removeIf([](const Check &c) { return !c.id.startsWith(QLatin1String("repair.")); });
    m_document.insert(text.key, toJson(checks));
    m_text += formatChecks(text.heading, checks);
    // The Doctor goes on past failed checks: they are its symptoms, and its findings decide the
    // exit status. A repair that fails stops it.
    const bool doctor = m_actions.contains(StepAction::Doctor);
    if (worstStatus(checks) == CheckStatus::Fail
        && (!doctor || action == StepAction::NetworkPlan || action == StepAction::Apply
            || action == StepAction::Repair))
        m_failed = true;
    switch (action) {
    case StepAction::Connect:
        for (const QString &message : std::as_const(m_refusedKeys))
            m_text += QStringLiteral("  %1\n").arg(message);
        if (!m_workflow.allConnected()) {
            conclude(ExitCode::ConnectionFailed);
            return;
        }
        break;
    case StepAction::Cabling:
        m_document.insert(QStringLiteral("topology"), toJson(m_workflow.session().topology));
        break;
    case StepAction::NetworkPlan: reportPlan(); break;
    case StepAction::Doctor: doctorFinished(); return;
    case StepAction::Bandwidth:
        if (m_signal) {
            conclude(ExitCode(128 + m_signal));
            return;
        }
        break;
    default: break;
    }
    if (m_failed) {
        // With --json the checks go to stdout as JSON; stderr, which said "Applying the
        // plan...", says why it stopped too, so a person watching the terminal knows.
        if (m_options.login.json) {
            for (const Check &check : std::as_const(checks)) {
                if (check.status != CheckStatus::Fail)
                    continue;
                const QString where = check.node.isEmpty() ? QString() : check.node + u": ";
                printErr(CheckText::tr("Failed: %1%2: %3\n").arg(where, check.title, check.detail));
                break;
            }
        }
        conclude(ExitCode::CheckFailed);
        return;
    }
    next();
}

void FlowCommand::interrupt(int signo)
{
    if (m_concluded)
        return;
    const bool running = m_current >= 0 && m_current < m_actions.size()
                         && current() == StepAction::Bandwidth
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
    printErr(
        CheckText::tr("Cancelling: ending the run on every node (again to stop at once)\u2026\n"));
    m_workflow.cancelBandwidth();
}

void FlowCommand::doctorFinished()
{
    const DoctorRecord &record = m_workflow.session().doctor;
    if (m_options.fix && !m_fixTried) {
        m_fixTried = true;
        const QList<StepAction> repairs
            = RepairStep::actionsFor(record.findings, m_workflow.fabricSetUp());
        if (!repairs.isEmpty()) {
            // The first look is kept for the document; the second one decides the exit status.
            m_firstDoctor = record.toJson();
            m_text += DoctorOutput::findings(record);
            for (const Finding &f : record.findings) {
                if (f.group == FindingGroup::Fixable)
                    m_repairs << f;
            }
            m_actions << repairs << StepAction::Doctor;
            next();
            return;
        }
    }
    const QJsonObject json = record.toJson();
    for (auto it = json.constBegin(); it != json.constEnd(); ++it)
        m_document.insert(it.key(), it.value());
    if (!m_firstDoctor.isEmpty())
        m_document.insert(QStringLiteral("before_fix"), m_firstDoctor);
    m_text += DoctorOutput::text(record);
    conclude(record.isClean() ? ExitCode::Ok : ExitCode::CheckFailed);
}

QString FlowCommand::verdictStatus(ExitCode code) const
{
    if (m_signal)
        return QStringLiteral("cancelled");
    // A skipped check is no verdict either way: the MPI backend's transport must not turn a
    // passed run into "skipped". The transport itself counts here (the GUI shows it apart).
    const QList<Check> checks = m_workflow.session().checks.value(StepId::Bandwidth);
    const Check verdict = BandwidthStep::verdictOf(checks);
    if (verdict.status == CheckStatus::Pending)
        return checkStatusKey(code == ExitCode::Ok ? CheckStatus::Pass : CheckStatus::Fail);
    QList<Check> judged{verdict};
    for (const Check &check : checks) {
        if (check.id == QLatin1String("bandwidth.transport")
            && check.status != CheckStatus::Skipped)
            judged << check;
    }
    return checkStatusKey(worstStatus(judged));
}

void FlowCommand::conclude(ExitCode code)
{
    if (m_concluded)
        return;
    m_concluded = true;
    m_workflow.waitForStateSaved();
    if (m_timings && !m_timings->rows().isEmpty())
        printErr(m_timings->table());
    if (code != ExitCode::BadInput && !m_options.reportPaths.isEmpty())
        code = writeReports(code);
    if (code != ExitCode::BadInput) {
        m_document.insert(QStringLiteral("exit_code"), int(code));
        if (m_streaming) {
            // The closing line of the JSON lines stream: every step's checks and the verdict.
            QJsonObject verdict = m_document;
            verdict.insert(QStringLiteral("type"), QStringLiteral("verdict"));
            verdict.insert(QStringLiteral("status"), verdictStatus(code));
            if (m_actions.contains(StepAction::Bandwidth))
                verdict.insert(QStringLiteral("health"),
                               m_workflow.state().bandwidth.health.summaryJson());
            printJsonLine(verdict);
        } else if (m_options.login.json) {
            printJson(m_document);
        } else {
            if (m_actions.contains(StepAction::Bandwidth))
                m_text += CheckText::tr("Verdict: %1\n").arg(verdictStatus(code));
            printOut(m_text);
        }
    }
    Q_EMIT finished(code);
}

ExitCode FlowCommand::writeReports(ExitCode code)
{
    // The report is built from the state as the GUI saves it, so both give the same report.
    Report report = Report::build(m_workflow.state());
    if (const auto baseline
        = HistoryCompare::withBaseline(m_workflow.state(), m_options.login.historyPath)) {
        report.baseline = *baseline;
    }
    QJsonArray written;
    for (const QString &path : std::as_const(m_options.reportPaths)) {
        if (const auto saved = ReportExport::write(report, path); !saved) {
            printErr(QStringLiteral("tandem-cli: %1\n").arg(saved.error().toString()));
            if (code == ExitCode::Ok)
                code = ExitCode::BadInput;
            continue;
        }
        written.append(path);
        if (!m_options.login.json)
            m_text
                += CheckText::tr("Report written to %1 (%2).\n")
                       .arg(path,
                            report.accepted() ? CheckText::tr("accepted")
                                              : CheckText::tr("not accepted: see its checklist"));
    }
    m_document.insert(QStringLiteral("report"),
                      QJsonObject{{QStringLiteral("accepted"), report.accepted()},
                                  {QStringLiteral("written"), written}});
    return code;
}

} // namespace Tandem::Cli
