// SPDX-License-Identifier: GPL-3.0-or-later
// tandem-cli: the guided flow without a window. Parses arguments and hands them to a command.

#include "buildinfo.h"
#include "clioutput.h"
#include "commandoptions.h"
#include "datadirectory.h"
#include "discovercommand.h"
#include "exitcode.h"
#include "flowcommand.h"
#include "flowsteps.h"
#include "historycommand.h"
#include "logging.h"
#include "nccl/mpiruncommand.h"
#include "parsecommand.h"
#include "prereqscommand.h"
#include "processhardening.h"
#include "report/reportexport.h"
#include "reportcommand.h"
#include "signalwatcher.h"
#include "translations.h"
#include "util/units.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QTimer>

#include <cstdio>
#include <memory>
#include <optional>

using namespace Tandem;

namespace {

class MainText
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::Cli::Main)
};

QString commandHelp()
{
    return MainText::tr(
               "Commands:\n"
               "  check HOST...           device, user and cabling checks and the topology\n"
               "  plan HOST...            the ConnectX-7 address plan, each node's YAML and diff\n"
               "  apply HOST...           write and apply the plan, reverting unless confirmed\n"
               "  keys HOST...            passwordless SSH between the nodes over ConnectX-7\n"
               "  verify HOST...          ping and SSH matrices, RoCE devices, mpirun\n"
               "  setup HOST...           check, plan, apply, keys and verify in order;\n"
               "                          --report FILE writes the acceptance report at the end\n"
               "  restore HOST...         put back what Tandem changed; a file edited since\n"
               "                          is left alone (with its diff) unless --force-restore\n"
               "  parse KIND FILE         show what Tandem reads from a node's output (FILE - "
               "reads\n"
               "                          stdin); KIND: dgx-release, os-release, fastos-release,\n"
               "                          dmi (also a directory), ibdev2netdev, rdma-link, ip,\n"
               "                          ethtool, ethtool-i, nvidia-smi, show_gids, ib_write_bw,\n"
               "                          lspci, netplan, nccl-tests, nccl-log, probe, ibstat,\n"
               "                          ibv_devinfo, dmesg, roce-ports\n")
           + MainText::tr(
               "  discover [--mdns] [--sweep CIDR] [--interface IF] [NAME...]\n"
               "                          find Sparks: mDNS _ssh._tcp (the default), a sweep\n"
               "                          of port 22 over CIDR (at most a /22), typed names\n")
           + MainText::tr(
               "  bandwidth HOST... [--tool nccl-tests|probe] [--test OP] [-b SIZE -e SIZE -f F]\n"
               "          [--soak SECONDS] [--threshold GBPS] [--iters N] [--hang-timeout "
               "SECONDS]\n"
               "          [--probe-backend nccl|mpi] [--env NAME=VALUE]... [--health-interval S]\n"
               "                          run nccl-tests (or tandem-probe) over mpirun on the\n"
               "                          CX7 fabric, stream busbw and every node's counters,\n"
               "                          judge transport, threshold and health; keep the run\n"
               "                          in the history (--history FILE)\n")
           + MainText::tr(
               "  history [HOST...] | history compare A B | history baseline ID\n"
               "                          the runs kept (of one cluster), two side by side\n"
               "                          (exit 1: B more than 5 % below A), the baseline\n")
           + MainText::tr(
               "  report --state FILE --out FILE.pdf|.html|.json... [--snippets DIR]\n"
               "                          the acceptance report from a saved session, and the\n"
               "                          serving snippets (hostfile, NCCL env, vLLM/Ray launch)\n")
           + MainText::tr(
               "  doctor HOST... [--fix [--yes]] [--python PATH] [--no-rdma] [--no-nccl]\n"
               "                          scan every node, measure every twin (ib_write_bw) and\n"
               "                          pair (NCCL), compare versions; each symptom becomes a\n"
               "                          finding with its cause and fix; --fix repairs what\n"
               "                          Tandem can and looks again\n")
           + Cli::prereqsHelp();
}

// The report's PDF paints text, which needs QtGui's fonts: only that command gets a
// QGuiApplication, on the offscreen platform so that no display is needed.
bool wantsReport(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        if (qstrcmp(argv[i], "report") == 0 || qstrncmp(argv[i], "--report", 8) == 0)
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    // Before anything else, and so before any password is read: no core dump holds it.
    const auto hardened = hardenProcess();
    std::unique_ptr<QCoreApplication> application;
    if (wantsReport(argc, argv)) {
        if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        application = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        application = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication &app = *application;
    QCoreApplication::setApplicationName(QStringLiteral("tandem-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("Tandem"));
    QCoreApplication::setApplicationVersion(version());
    Translations::install(Translations::preferred());
    if (!hardened)
        std::fprintf(stderr, "tandem-cli: %s\n", qPrintable(hardened.error().message));
    // An existing data folder that others can read is made private now; a missing one is made
    // (0700) by whatever first writes into it.
    if (QFileInfo::exists(dataDirectory())) {
        if (const auto made = ensureDataDirectory(); !made)
            std::fprintf(stderr, "tandem-cli: %s\n", qPrintable(made.error().message));
    }

    QCommandLineParser parser;
    // The overview of the commands goes above the options, as it is: as the description of the
    // positional argument Qt would wrap it into a narrow column.
    parser.setApplicationDescription(
        MainText::tr("Cluster NVIDIA DGX Spark machines from the command line.")
        + QLatin1String("\n\n") + commandHelp());
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const QCommandLineOption jsonOption(
        QStringLiteral("json"),
        MainText::tr("Print one JSON document on stdout (JSON lines for streaming commands)."));
    const QCommandLineOption verboseOption(
        QStringLiteral("verbose"),
        MainText::tr("Log each connection and remote command on stderr; twice: also their exit "
                     "statuses and uploads."));
    // Every option but --help and --version, for a command's own --help (commandoptions.h).
    QList<QCommandLineOption> all;
    const auto add = [&parser, &all](const QList<QCommandLineOption> &options) {
        parser.addOptions(options);
        all += options;
    };
    add({jsonOption, verboseOption});
    const QCommandLineOption userOption(
        QStringLiteral("user"),
        MainText::tr("User to log in as, for hosts given without user@."),
        QStringLiteral("name"));
    const QCommandLineOption identityOption(QStringLiteral("identity"),
                                            MainText::tr("Private key to log in with."),
                                            QStringLiteral("file"));
    const QCommandLineOption knownHostsOption(
        QStringLiteral("known-hosts"),
        MainText::tr("known_hosts file to check host keys against (default: Tandem's own)."),
        QStringLiteral("file"));
    const QCommandLineOption acceptNewOption(
        QStringLiteral("accept-new-host-keys"),
        MainText::tr("Trust the host key of a node Tandem has not seen before (a changed key is "
                     "still refused)."));
    const QCommandLineOption passwordStdinOption(
        QStringLiteral("password-stdin"),
        MainText::tr("Read one password from stdin, for SSH login and sudo. Never echoed, logged "
                     "or stored."));
    const QCommandLineOption stateOption(
        QStringLiteral("state"),
        MainText::tr("Save the session (nodes, checks, evidence; never a password) to this JSON "
                     "file after every step."),
        QStringLiteral("file"));
    const QCommandLineOption yesOption(QStringLiteral("yes"),
                                       MainText::tr("Change the nodes without asking."));
    const QCommandLineOption baseOption(
        QStringLiteral("base"),
        MainText::tr("First subnet of the plan (default 192.168.100.0/24)."),
        QStringLiteral("cidr"));
    const QCommandLineOption mtuOption(
        QStringLiteral("mtu"),
        MainText::tr("MTU for every ConnectX-7 interface (e.g. 9000)."),
        QStringLiteral("bytes"));
    const QCommandLineOption confirmTimeoutOption(
        QStringLiteral("confirm-timeout"),
        MainText::tr("Seconds a node waits to be seen again after apply before it reverts "
                     "(default 120)."),
        QStringLiteral("seconds"));
    const QCommandLineOption forceRestoreOption(
        QStringLiteral("force-restore"),
        MainText::tr("restore: also put back files edited on the node since Tandem wrote them "
                     "(the edited files are kept in the run's backup folder on the node)."));
    add({userOption,
         identityOption,
         knownHostsOption,
         acceptNewOption,
         passwordStdinOption,
         stateOption,
         yesOption,
         baseOption,
         mtuOption,
         confirmTimeoutOption,
         forceRestoreOption});
    const QCommandLineOption mdnsOption(QStringLiteral("mdns"),
                                        MainText::tr("discover: browse mDNS for _ssh._tcp."));
    const QCommandLineOption sweepOption(QStringLiteral("sweep"),
                                         MainText::tr("discover: connect to port 22 across CIDR."),
                                         QStringLiteral("CIDR"));
    const QCommandLineOption interfaceOption(
        QStringLiteral("interface"),
        MainText::tr("discover: browse mDNS on this interface only."),
        QStringLiteral("IF"));
    add({mdnsOption, sweepOption, interfaceOption});
    const QCommandLineOption toolOption(QStringLiteral("tool"),
                                        MainText::tr("bandwidth: nccl-tests (default) or probe."),
                                        QStringLiteral("TOOL"));
    const QCommandLineOption testOption(
        QStringLiteral("test"),
        MainText::tr("bandwidth: the collective (default all_gather)."),
        QStringLiteral("OP"));
    const QCommandLineOption minBytesOption({QStringLiteral("b"), QStringLiteral("min-bytes")},
                                            MainText::tr("bandwidth: smallest size (8, 1M, 1G)."),
                                            QStringLiteral("SIZE"));
    const QCommandLineOption maxBytesOption({QStringLiteral("e"), QStringLiteral("max-bytes")},
                                            MainText::tr("bandwidth: largest size."),
                                            QStringLiteral("SIZE"));
    const QCommandLineOption factorOption({QStringLiteral("f"), QStringLiteral("step-factor")},
                                          MainText::tr("bandwidth: size factor between rows."),
                                          QStringLiteral("F"));
    const QCommandLineOption soakOption(
        QStringLiteral("soak"),
        MainText::tr("bandwidth: probe soak at the largest size for this long."),
        QStringLiteral("SECONDS"));
    const QCommandLineOption thresholdOption(
        QStringLiteral("threshold"),
        MainText::tr("bandwidth: busbw floor in GB/s (default 21.875 direct, 10 ring)."),
        QStringLiteral("GBPS"));
    const QCommandLineOption itersOption(QStringLiteral("iters"),
                                         MainText::tr("bandwidth: iterations per size."),
                                         QStringLiteral("N"));
    const QCommandLineOption hangOption(
        QStringLiteral("hang-timeout"),
        MainText::tr("bandwidth: end a run that takes longer (default 600)."),
        QStringLiteral("SECONDS"));
    const QCommandLineOption healthOption(
        QStringLiteral("health-interval"),
        MainText::tr("bandwidth: sample every node's counters and GPUs this often (default 2; "
                     "0: not at all)."),
        QStringLiteral("SECONDS"));
    const QCommandLineOption backendOption(
        QStringLiteral("probe-backend"),
        MainText::tr("bandwidth: tandem-probe's backend, nccl or mpi."),
        QStringLiteral("BACKEND"));
    const QCommandLineOption envOption(
        QStringLiteral("env"),
        MainText::tr("bandwidth: set a variable for the run on every node (NCCL_IB_HCA=...); "
                     "replaces the plan's value of the same name. May be repeated."),
        QStringLiteral("NAME=VALUE"));
    add({toolOption,
         testOption,
         minBytesOption,
         maxBytesOption,
         factorOption,
         soakOption,
         thresholdOption,
         itersOption,
         hangOption,
         healthOption,
         backendOption,
         envOption});
    const QCommandLineOption outOption(
        QStringLiteral("out"),
        MainText::tr("report: write the report to FILE.pdf, FILE.html or "
                     "FILE.json (repeatable)."),
        QStringLiteral("FILE"));
    const QCommandLineOption snippetsOption(
        QStringLiteral("snippets"),
        MainText::tr("report: write the hostfile, NCCL env file and vLLM/Ray launch into DIR."),
        QStringLiteral("DIR"));
    const QCommandLineOption reportOption(
        QStringLiteral("report"),
        MainText::tr(
            "setup (and the other flow commands): write the acceptance report to FILE.pdf, "
            "FILE.html or FILE.json when the flow ends (repeatable)."),
        QStringLiteral("FILE"));
    const QCommandLineOption timingsOption(
        QStringLiteral("timings"),
        MainText::tr("setup (and the other flow commands): print on stderr how long each step "
                     "took, in all and on each node."));
    add({outOption, snippetsOption, reportOption, timingsOption});
    const QCommandLineOption fixOption(
        QStringLiteral("fix"),
        MainText::tr("doctor: repair what Tandem can fix (asks first unless --yes), then look "
                     "again."));
    const QCommandLineOption pythonOption(
        QStringLiteral("python"),
        MainText::tr("doctor: also compare this Python interpreter across the nodes (a venv's "
                     "bin/python)."),
        QStringLiteral("PATH"));
    const QCommandLineOption noRdmaOption(QStringLiteral("no-rdma"),
                                          MainText::tr("doctor: skip the ib_write_bw matrix."));
    const QCommandLineOption noNcclOption(QStringLiteral("no-nccl"),
                                          MainText::tr("doctor: skip NCCL between pairs."));
    add({fixOption, pythonOption, noRdmaOption, noNcclOption});
    add(Cli::prereqsOptions());
    add(Cli::historyOptions());
    parser.addPositionalArgument(
        QStringLiteral("command"),
        MainText::tr("One of the commands above; tandem-cli COMMAND --help lists its options."));

    // parse(), not process(): bad usage must exit with 2, which process() does not do.
    if (!parser.parse(app.arguments())) {
        Cli::printErr(QStringLiteral("tandem-cli: %1\n").arg(parser.errorText()));
        return int(ExitCode::BadInput);
    }
    setVerbosity(int(parser.optionNames().count(QStringLiteral("verbose"))));
    if (parser.isSet(versionOption)) {
        Cli::printOut(QStringLiteral("tandem-cli %1\n").arg(version()));
        return int(ExitCode::Ok);
    }
    QStringList arguments = parser.positionalArguments();
    if (parser.isSet(helpOption)) {
        const QString own = Cli::CommandOptions::help(arguments.value(0), commandHelp(), all);
        Cli::printOut(own.isEmpty() ? parser.helpText() : own);
        return int(ExitCode::Ok);
    }
    if (arguments.isEmpty()) {
        Cli::printErr(parser.helpText());
        return int(ExitCode::BadInput);
    }
    const QString command = arguments.takeFirst();
    if (const QString stray = Cli::CommandOptions::foreign(parser, command, all);
        !stray.isEmpty()) {
        Cli::printErr(MainText::tr("tandem-cli: %1 does not take %2 (tandem-cli %1 --help lists "
                                   "what it takes).\n")
                          .arg(command, stray));
        return int(ExitCode::BadInput);
    }
    if (command == QLatin1String("discover")) {
        return int(Cli::runDiscover({.mdns = parser.isSet(mdnsOption),
                                     .sweep = parser.value(sweepOption),
                                     .interfaceName = parser.value(interfaceOption),
                                     .names = arguments,
                                     .json = parser.isSet(jsonOption)}));
    }
    if (command == QLatin1String("parse"))
        return int(Cli::runParse(arguments, parser.isSet(jsonOption)));
    if (command == QLatin1String("history")) {
        return int(Cli::runHistory(arguments, Cli::historyPath(parser), parser.isSet(jsonOption)));
    }
    if (command == QLatin1String("report")) {
        if (!arguments.isEmpty()) {
            Cli::printErr(MainText::tr("tandem-cli: report takes no hosts; it reads --state.\n"));
            return int(ExitCode::BadInput);
        }
        return int(Cli::runReport({.statePath = parser.value(stateOption),
                                   .outputs = parser.values(outOption),
                                   .snippetsDir = parser.value(snippetsOption),
                                   .historyPath = Cli::historyPath(parser),
                                   .json = parser.isSet(jsonOption)}));
    }
    if (command == QLatin1String("prereqs")) {
        const auto options = Cli::readPrereqsOptions(parser);
        if (!options) {
            Cli::printErr(QStringLiteral("tandem-cli: %1\n").arg(options.error().toString()));
            return int(ExitCode::BadInput);
        }
        Cli::PrereqsCommand prereqs(arguments, *options);
        QObject::connect(&prereqs, &Cli::PrereqsCommand::finished, &app, [](ExitCode code) {
            QCoreApplication::exit(int(code));
        });
        QTimer::singleShot(0, &prereqs, &Cli::PrereqsCommand::start);
        return app.exec();
    }
    if (const auto actions = Cli::FlowSteps::of(command); !actions.isEmpty()) {
        Cli::ConnectOptions options;
        options.login = Cli::readLoginOptions(parser);
        options.reportPaths = parser.values(reportOption);
        options.timings = parser.isSet(timingsOption);
        for (const QString &path : std::as_const(options.reportPaths)) {
            if (!ReportExport::formatFor(path)) {
                Cli::printErr(MainText::tr("tandem-cli: --report %1: the file name must end in "
                                           ".pdf, .html or .json.\n")
                                  .arg(path));
                return int(ExitCode::BadInput);
            }
        }
        if (parser.isSet(baseOption))
            options.plan.setBase(parser.value(baseOption));
        bool ok = true;
        if (parser.isSet(mtuOption))
            options.plan.mtu = parser.value(mtuOption).toInt(&ok);
        options.forceRestore = parser.isSet(forceRestoreOption);
        if (ok && parser.isSet(confirmTimeoutOption)) {
            const int seconds = parser.value(confirmTimeoutOption).toInt(&ok);
            ok = ok && seconds >= 10 && seconds <= 3600;
            options.confirmTimeout = std::chrono::seconds(seconds);
        }
        if (ok && command == QLatin1String("doctor")) {
            const auto locations = Cli::readLocations(parser);
            if (!locations) {
                Cli::printErr(QStringLiteral("tandem-cli: %1\n").arg(locations.error().toString()));
                return int(ExitCode::BadInput);
            }
            options.locations = *locations;
            options.fix = parser.isSet(fixOption);
            options.doctor.python = parser.value(pythonOption);
            options.doctor.links = !parser.isSet(noRdmaOption);
            options.doctor.nccl = !parser.isSet(noNcclOption);
        }
        if (ok && command == QLatin1String("bandwidth")) {
            const auto locations = Cli::readLocations(parser);
            if (!locations) {
                Cli::printErr(QStringLiteral("tandem-cli: %1\n").arg(locations.error().toString()));
                return int(ExitCode::BadInput);
            }
            options.locations = *locations;
            TestSpec &spec = options.bandwidth;
            const QString tool = parser.value(toolOption);
            if (tool == QLatin1String("probe"))
                spec.tool = BandwidthTool::Probe;
            else if (!tool.isEmpty() && tool != QLatin1String("nccl-tests")) {
                Cli::printErr(MainText::tr("tandem-cli: --tool is nccl-tests or probe.\n"));
                return int(ExitCode::BadInput);
            }
            if (parser.isSet(testOption))
                spec.op = parser.value(testOption);
            if (parser.isSet(backendOption))
                spec.probeBackend = parser.value(backendOption);
            const auto environment = MpirunCommand::parseAssignments(parser.values(envOption));
            if (!environment) {
                Cli::printErr(
                    MainText::tr("tandem-cli: --env: %1\n").arg(environment.error().message));
                return int(ExitCode::BadInput);
            }
            spec.environment = *environment;
            bool good = true;
            const auto readSize = [&](const QCommandLineOption &option, qint64 *target) {
                if (!good || !parser.isSet(option))
                    return;
                const auto size = parseSize(parser.value(option));
                good = size.has_value();
                if (size)
                    *target = *size;
            };
            readSize(minBytesOption, &spec.minBytes);
            readSize(maxBytesOption, &spec.maxBytes);
            if (good && parser.isSet(factorOption))
                spec.factor = parser.value(factorOption).toInt(&good);
            if (good && parser.isSet(soakOption))
                spec.soakSeconds = parser.value(soakOption).toInt(&good);
            if (good && parser.isSet(thresholdOption))
                spec.thresholdGBps = parser.value(thresholdOption).toDouble(&good);
            if (good && parser.isSet(itersOption))
                spec.iters = parser.value(itersOption).toInt(&good);
            if (good && parser.isSet(hangOption))
                spec.hangTimeoutSeconds = parser.value(hangOption).toInt(&good);
            if (good && parser.isSet(healthOption))
                spec.healthIntervalSeconds = parser.value(healthOption).toInt(&good);
            if (!good || spec.soakSeconds < 0 || spec.hangTimeoutSeconds < 1
                || spec.healthIntervalSeconds < 0 || spec.healthIntervalSeconds > 3600) {
                Cli::printErr(MainText::tr(
                    "tandem-cli: -b and -e take sizes (8, 64K, 1M, 16G); -f, --iters, --soak, "
                    "--hang-timeout and --health-interval (0 to 3600) whole numbers; "
                    "--threshold GB/s.\n"));
                return int(ExitCode::BadInput);
            }
            if (spec.soakSeconds > 0 && spec.tool != BandwidthTool::Probe) {
                Cli::printErr(MainText::tr(
                    "tandem-cli: --soak needs --tool probe (nccl-tests only sweeps).\n"));
                return int(ExitCode::BadInput);
            }
        }
        if (!ok) {
            Cli::printErr(MainText::tr("tandem-cli: --mtu takes a number of bytes and "
                                       "--confirm-timeout a number of seconds (10 to 3600).\n"));
            return int(ExitCode::BadInput);
        }
        Cli::FlowCommand flow(actions, arguments, options);
        QObject::connect(&flow, &Cli::FlowCommand::finished, &app, [](ExitCode code) {
            QCoreApplication::exit(int(code));
        });
        // Ctrl-C cancels a bandwidth run and waits for every node to be cleaned up.
        Cli::SignalWatcher watcher;
        QObject::connect(
            &watcher, &Cli::SignalWatcher::signalled, &flow, &Cli::FlowCommand::interrupt);
        QTimer::singleShot(0, &flow, &Cli::FlowCommand::start);
        return app.exec();
    }

    Cli::printErr(MainText::tr("tandem-cli: unknown command '%1'\n%2").arg(command, commandHelp()));
    return int(ExitCode::BadInput);
}
