// SPDX-License-Identifier: GPL-3.0-or-later
#include "prereqscommand.h"

#include "checks/checkjson.h"
#include "clioutput.h"
#include "prereqs/buildplan.h"
#include "signalwatcher.h"
#include "steps/bandwidth/prerequisites.h"
#include "terminalprompt.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>

namespace Tandem::Cli {

namespace {

class PrereqsText
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::Cli::Prereqs)
};

QString optionValue(const QCommandLineParser &parser, const char *name)
{
    return parser.value(QString::fromLatin1(name));
}

} // namespace

QList<QCommandLineOption> prereqsOptions()
{
    return {
        {QStringLiteral("build"),
         PrereqsText::tr(
             "prereqs: build these where missing: nccl, nccl-tests, probe, mpi, perftest "
             "(comma-separated)."),
         QStringLiteral("LIST")},
        {QStringLiteral("rebuild"),
         PrereqsText::tr("prereqs: build what --build names on every node, even where it is there "
                         "(another tag).")},
        {QStringLiteral("nccl-home"),
         PrereqsText::tr("prereqs, bandwidth: NCCL_HOME on the nodes (default ~/nccl/build)."),
         QStringLiteral("DIR")},
        {QStringLiteral("nccl-tests-dir"),
         PrereqsText::tr("prereqs, bandwidth: the folder of nccl-tests' programs (default "
                         "~/nccl-tests/build)."),
         QStringLiteral("DIR")},
        {QStringLiteral("probe"),
         PrereqsText::tr("prereqs, bandwidth: tandem-probe on the nodes (default "
                         "~/tandem-probe/build/tandem-probe)."),
         QStringLiteral("PATH")},
        {QStringLiteral("nccl-source"),
         PrereqsText::tr("prereqs: the git URL NCCL is built from."),
         QStringLiteral("URL")},
        {QStringLiteral("nccl-tag"),
         PrereqsText::tr("prereqs: the NCCL tag to build (default v2.28.9-1)."),
         QStringLiteral("TAG")},
        {QStringLiteral("nccl-tests-source"),
         PrereqsText::tr("prereqs: the git URL nccl-tests is built from."),
         QStringLiteral("URL")},
        {QStringLiteral("nccl-tests-tag"),
         PrereqsText::tr("prereqs: the nccl-tests tag (default: its default branch)."),
         QStringLiteral("TAG")},
    };
}

QString prereqsHelp()
{
    return PrereqsText::tr(
        "  prereqs HOST... [--build nccl,nccl-tests,probe,perftest [--rebuild]]\n"
        "          [--nccl-home DIR] [--nccl-tests-dir DIR] [--probe PATH] [--nccl-source URL]\n"
        "          [--nccl-tag TAG]\n"
        "                          check NCCL, nccl-tests, Open MPI, tandem-probe and\n"
        "                          perftest on the nodes; build what is missing there\n");
}

Result<InstallLocations> readLocations(const QCommandLineParser &parser)
{
    InstallLocations locations;
    if (parser.isSet(QStringLiteral("nccl-home")))
        locations.ncclHome = optionValue(parser, "nccl-home");
    if (parser.isSet(QStringLiteral("nccl-tests-dir")))
        locations.ncclTestsDir = optionValue(parser, "nccl-tests-dir");
    if (parser.isSet(QStringLiteral("probe")))
        locations.probePath = optionValue(parser, "probe");
    if (const auto ok = locations.validate(); !ok)
        return tl::unexpected(ok.error());
    return locations;
}

Result<PrereqsOptions> readPrereqsOptions(const QCommandLineParser &parser)
{
    PrereqsOptions options;
    options.login = readLoginOptions(parser);
    const auto locations = readLocations(parser);
    if (!locations)
        return tl::unexpected(locations.error());
    options.locations = *locations;
    if (parser.isSet(QStringLiteral("build"))) {
        for (const QString &key :
             optionValue(parser, "build").split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const auto component = prereqComponentFromKey(key.trimmed());
            if (!component)
                return makeError(
                    PrereqsText::tr(
                        "--build takes nccl, nccl-tests, probe, mpi and perftest, not \"%1\".")
                        .arg(key));
            if (!options.build.contains(*component))
                options.build << *component;
        }
        if (options.build.isEmpty())
            return makeError(PrereqsText::tr(
                "--build needs at least one of nccl, nccl-tests, probe, mpi, perftest."));
    }
    options.rebuild = parser.isSet(QStringLiteral("rebuild"));
    if (options.rebuild && options.build.isEmpty())
        return makeError(
            PrereqsText::tr("--rebuild goes with --build, which names what to build."));
    BuildSources &sources = options.sources;
    if (parser.isSet(QStringLiteral("nccl-source")))
        sources.ncclUrl = optionValue(parser, "nccl-source");
    if (parser.isSet(QStringLiteral("nccl-tag")))
        sources.ncclTag = optionValue(parser, "nccl-tag");
    if (parser.isSet(QStringLiteral("nccl-tests-source")))
        sources.ncclTestsUrl = optionValue(parser, "nccl-tests-source");
    if (parser.isSet(QStringLiteral("nccl-tests-tag")))
        sources.ncclTestsTag = optionValue(parser, "nccl-tests-tag");
    // A refused NCCL tag is bad usage when NCCL is to be built, said before connecting.
    if (options.build.contains(PrereqComponent::Nccl)
        || options.build.contains(PrereqComponent::NcclTests)) {
        if (const auto ok = sources.validate(); !ok)
            return tl::unexpected(ok.error());
    }
    return options;
}

PrereqsCommand::PrereqsCommand(QStringList hosts, PrereqsOptions options, QObject *parent)
    : QObject(parent)
    , m_hosts(std::move(hosts))
    , m_options(std::move(options))
    , m_workflow(sshRunners())
{
    Prerequisites *prereqs = m_workflow.prerequisites();
    connect(&m_workflow, &Workflow::stepFinished, this, [this](StepId step) {
        if (step == StepId::Devices)
            connected();
    });
    watchWorkflow(m_workflow, this, &m_refusedKeys);
    connect(prereqs, &Prerequisites::finished, this, &PrereqsCommand::checked);
    connect(prereqs,
            &Prerequisites::buildLine,
            this,
            [this](const QString &node, PrereqComponent component, const QString &line) {
                const QString key = node + QLatin1Char('/') + prereqComponentKey(component);
                const int percent = m_lastPercent.value(key);
                if (m_options.login.json) {
                    printJsonLine({{QStringLiteral("type"), QStringLiteral("build")},
                                   {QStringLiteral("node"), node},
                                   {QStringLiteral("component"), prereqComponentKey(component)},
                                   {QStringLiteral("progress"), percent / 100.0},
                                   {QStringLiteral("line"), line}});
                    return;
                }
                printOut(QStringLiteral("%1 %2 %3% %4\n")
                             .arg(node, prereqComponentKey(component))
                             .arg(percent, 3)
                             .arg(line));
            });
    connect(prereqs,
            &Prerequisites::buildProgress,
            this,
            [this](const QString &node, PrereqComponent component, double fraction) {
                m_lastPercent.insert(node + QLatin1Char('/') + prereqComponentKey(component),
                                     int(fraction * 100));
            });
}

void PrereqsCommand::start()
{
    const auto nodes
        = prepareLogin(m_hosts,
                       m_options.login,
                       PrereqsText::tr("usage: tandem-cli prereqs HOST... [--build "
                                       "nccl,nccl-tests,probe,perftest] [--password-stdin] "
                                       "[--json]"));
    if (!nodes) {
        printErr(QStringLiteral("tandem-cli: %1\n").arg(nodes.error().message));
        conclude(ExitCode::BadInput);
        return;
    }
    // Ctrl-C during a build must end it on the nodes before tandem-cli goes.
    auto *watcher = new SignalWatcher(this);
    connect(watcher, &SignalWatcher::signalled, this, &PrereqsCommand::interrupted);
    m_workflow.setNodes(*nodes);
    m_workflow.setStatePath(m_options.login.statePath);
    m_workflow.setCredentials(m_options.login.credentials);
    m_options.login.credentials.password.fill('\0');
    m_options.login.credentials.keyPassphrase.fill('\0');
    m_workflow.prerequisites()->setLocations(m_options.locations);
    m_workflow.prerequisites()->setSources(m_options.sources);
    printErr(PrereqsText::tr("Connecting to %1 nodes\u2026\n").arg(m_hosts.size()));
    m_workflow.connectAll();
}

void PrereqsCommand::interrupted()
{
    if (m_interrupted)
        return;
    m_interrupted = true;
    if (m_workflow.prerequisites()->isBuilding()) {
        printErr(PrereqsText::tr("tandem-cli: interrupted; ending the build on the nodes\u2026\n"));
        m_workflow.prerequisites()->cancel();
        return; // checked() concludes once the build has ended and the nodes are checked again
    }
    printErr(PrereqsText::tr("tandem-cli: interrupted.\n"));
    m_workflow.cancel();
    conclude(ExitCode::CheckFailed);
}

void PrereqsCommand::connected()
{
    const QList<Check> connection = m_workflow.session().checks.value(StepId::Devices);
    if (!m_workflow.allConnected()) {
        for (const Check &check : connection) {
            if (check.status == CheckStatus::Fail)
                printErr(PrereqsText::tr("%1: %2\n").arg(check.node, check.detail));
        }
        for (const QString &message : std::as_const(m_refusedKeys))
            printErr(message + QLatin1Char('\n'));
        conclude(ExitCode::ConnectionFailed);
        return;
    }
    printErr(
        PrereqsText::tr("Checking NCCL, nccl-tests, Open MPI, tandem-probe and perftest\u2026\n"));
    m_workflow.checkPrerequisites();
}

void PrereqsCommand::printChecks()
{
    const QList<Check> checks = m_workflow.prerequisites()->checks();
    for (const Check &check : checks) {
        if (m_options.login.json) {
            QJsonObject line = toJson(check);
            line.insert(QStringLiteral("type"), QStringLiteral("check"));
            printJsonLine(line);
            continue;
        }
        printOut(formatChecks(QString(), {check}));
    }
}

void PrereqsCommand::checked()
{
    if (m_done)
        return;
    if (m_built || m_interrupted || m_options.build.isEmpty()) {
        printChecks();
        const bool failed = worstStatus(m_workflow.prerequisites()->checks()) == CheckStatus::Fail;
        conclude(m_interrupted || failed ? ExitCode::CheckFailed : ExitCode::Ok);
        return;
    }
    printChecks();
    buildMissing();
}

void PrereqsCommand::buildMissing()
{
    Prerequisites *prereqs = m_workflow.prerequisites();
    const BuildPlan plan = prereqs->plan(m_options.build, m_options.rebuild);
    QJsonArray jobs;
    QString text;
    for (const BuildJob &job : plan.jobs) {
        const QStringList steps
            = BuildPlan::describe(job, plan.where(prereqs->locations()), prereqs->sources());
        QJsonArray components;
        for (PrereqComponent c : job.components)
            components.append(prereqComponentKey(c));
        jobs.append(QJsonObject{{QStringLiteral("node"), job.node},
                                {QStringLiteral("build"), components},
                                {QStringLiteral("steps"), QJsonArray::fromStringList(steps)}});
        text += PrereqsText::tr("On %1:\n").arg(job.node);
        for (const QString &step : steps)
            text += QStringLiteral("  - %1\n").arg(step);
    }
    for (const Check &refused : plan.refused)
        text += PrereqsText::tr("On %1, %2: %3\n").arg(refused.node, refused.title, refused.detail);
    for (const QString &note : plan.notes)
        text += note + QLatin1Char('\n');
    if (m_options.login.json) {
        printJsonLine({{QStringLiteral("type"), QStringLiteral("plan")},
                       {QStringLiteral("jobs"), jobs},
                       {QStringLiteral("refused"), toJson(plan.refused)},
                       {QStringLiteral("notes"), QJsonArray::fromStringList(plan.notes)},
                       {QStringLiteral("locations"), plan.where(prereqs->locations()).toJson()}});
    }
    printErr(text);
    if (plan.isEmpty() && plan.refused.isEmpty()) {
        printErr(PrereqsText::tr("Nothing to build: what --build names is there on every node.\n"));
        conclude(worstStatus(prereqs->checks()) == CheckStatus::Fail ? ExitCode::CheckFailed
                                                                     : ExitCode::Ok);
        return;
    }
    if (!plan.isEmpty() && !m_options.login.yes) {
        const auto answer = askVisible(PrereqsText::tr("Build this on the nodes? [y/N] "));
        const QByteArray yes = answer.value_or(QByteArray()).trimmed().toLower();
        if (yes != "y" && yes != "yes") {
            printErr(answer ? PrereqsText::tr("tandem-cli: nothing was built.\n")
                            : PrereqsText::tr(
                                "tandem-cli: this changes the nodes; there is no terminal to "
                                "ask, so run again with --yes to go ahead.\n"));
            conclude(answer ? ExitCode::CheckFailed : ExitCode::BadInput);
            return;
        }
    }
    m_built = true;
    printErr(PrereqsText::tr("Building on %n node(s)\u2026\n", nullptr, int(plan.jobs.size())));
    m_workflow.buildPrerequisites(plan);
}

void PrereqsCommand::conclude(ExitCode code)
{
    // Once: an interrupted check may still report after the command has ended.
    if (std::exchange(m_done, true))
        return;
    if (code != ExitCode::BadInput && m_options.login.json) {
        const QList<Check> checks = m_workflow.prerequisites()->checks();
        printJsonLine(
            {{QStringLiteral("type"), QStringLiteral("verdict")},
             {QStringLiteral("status"), checkStatusKey(worstStatus(checks))},
             {QStringLiteral("prerequisites"), toJson(checks)},
             {QStringLiteral("connection"),
              toJson(m_workflow.session().checks.value(StepId::Devices))},
             {QStringLiteral("locations"), m_workflow.prerequisites()->locations().toJson()},
             {QStringLiteral("exit_code"), int(code)}});
    }
    Q_EMIT finished(code);
}

} // namespace Tandem::Cli
