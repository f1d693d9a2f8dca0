// SPDX-License-Identifier: GPL-3.0-or-later
// Each command of tandem-cli takes its own options (app/cli/commandoptions.h): another
// command's option is refused with exit 2 before anything runs, and `COMMAND --help` lists the
// command's options and no others. Every row here stops before a connection is made.
#include "exitcode.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include "clirun.h"

using Tandem::ExitCode;
using Tandem::Test::cli;
using Tandem::Test::run;
using Tandem::Test::Run;

namespace {

// The long options a help text lists, each once.
QStringList optionsIn(const QByteArray &help)
{
    QStringList names;
    static const QRegularExpression option(QStringLiteral("^  (?:-\\w, )?--([a-z-]+)"),
                                           QRegularExpression::MultilineOption);
    for (auto it = option.globalMatch(QString::fromUtf8(help)); it.hasNext();)
        names << it.next().captured(1);
    names.removeDuplicates();
    return names;
}

// The commands tandem-cli(1) and the overview of --help name.
const char *const allCommands[] = {"check",
                                   "plan",
                                   "apply",
                                   "keys",
                                   "verify",
                                   "setup",
                                   "restore",
                                   "parse",
                                   "discover",
                                   "bandwidth",
                                   "history",
                                   "report",
                                   "doctor",
                                   "prereqs"};

} // namespace

class TestCliOptions final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void foreignOptionRefused_data();
    void foreignOptionRefused();
    void ownHelp_data();
    void ownHelp();
    void everyCommandHasHelp_data();
    void everyCommandHasHelp();
    void manPageMatchesHelp();
    void verboseLogsConnections();
    void guiAnswersWithoutDisplay_data();
    void guiAnswersWithoutDisplay();
};

void TestCliOptions::foreignOptionRefused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("stray");
    QTest::newRow("discover --mtu")
        << QStringList{"discover", "--mtu", "9000", "spark-1a2b"} << "--mtu";
    QTest::newRow("check --soak") << QStringList{"check", "spark-1a2b", "--soak", "60"} << "--soak";
    QTest::newRow("check --mtu") << QStringList{"check", "spark-1a2b", "--mtu", "9000"} << "--mtu";
    QTest::newRow("report --sweep")
        << QStringList{"report", "--sweep", "10.0.0.0/30", "--out", "/tmp/tandem-never.json"}
        << "--sweep";
    QTest::newRow("parse --yes") << QStringList{"parse", "nccl-tests", "-", "--yes"} << "--yes";
    QTest::newRow("history --password-stdin")
        << QStringList{"history", "--password-stdin"} << "--password-stdin";
    QTest::newRow("prereqs -b") << QStringList{"prereqs", "spark-1a2b", "-b", "8"} << "-b";
    QTest::newRow("restore --tool")
        << QStringList{"restore", "spark-1a2b", "--tool", "probe"} << "--tool";
    QTest::newRow("setup --fix") << QStringList{"setup", "spark-1a2b", "--fix"} << "--fix";
    QTest::newRow("setup --force-restore")
        << QStringList{"setup", "spark-1a2b", "--force-restore"} << "--force-restore";
    QTest::newRow("bandwidth --out")
        << QStringList{"bandwidth", "spark-1a2b", "--out", "/tmp/tandem-never.pdf"} << "--out";
    QTest::newRow("doctor --snippets")
        << QStringList{"doctor", "spark-1a2b", "--snippets", "/tmp"} << "--snippets";
}

void TestCliOptions::foreignOptionRefused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, stray);
    const Run result = run(cli(), arguments);
    QCOMPARE(result.exitCode, 2);
    QVERIFY(result.out.isEmpty());
    const QString err = QString::fromUtf8(result.err);
    QVERIFY2(err.contains(arguments.constFirst() + QStringLiteral(" does not take ") + stray),
             qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("tandem-cli %1 --help").arg(arguments.constFirst())),
             qPrintable(err));
}

void TestCliOptions::ownHelp_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QStringList>("takes");
    QTest::addColumn<QStringList>("others");
    QTest::newRow("discover") << "discover" << QStringList{"json", "mdns", "sweep", "interface"}
                              << QStringList{"mtu", "yes", "password-stdin", "soak"};
    QTest::newRow("check") << "check" << QStringList{"password-stdin", "state", "timings"}
                           << QStringList{"mtu", "sweep", "soak", "force-restore"};
    QTest::newRow("setup") << "setup"
                           << QStringList{"yes", "mtu", "base", "confirm-timeout", "report"}
                           << QStringList{"force-restore", "soak", "fix", "out"};
    QTest::newRow("restore") << "restore" << QStringList{"force-restore", "yes"}
                             << QStringList{"mtu", "confirm-timeout", "tool"};
    QTest::newRow("bandwidth")
        << "bandwidth"
        << QStringList{"tool", "test", "min-bytes", "soak", "env", "history", "nccl-home"}
        << QStringList{"fix", "sweep", "out", "build"};
    QTest::newRow("doctor") << "doctor"
                            << QStringList{"fix", "python", "no-rdma", "no-nccl", "probe"}
                            << QStringList{"soak", "snippets", "build"};
    QTest::newRow("prereqs") << "prereqs" << QStringList{"build", "rebuild", "nccl-tag", "yes"}
                             << QStringList{"mtu", "soak", "report"};
    QTest::newRow("report") << "report" << QStringList{"state", "out", "snippets", "history"}
                            << QStringList{"password-stdin", "yes", "sweep"};
    QTest::newRow("history") << "history" << QStringList{"history", "json"}
                             << QStringList{"yes", "state", "password-stdin"};
    QTest::newRow("parse") << "parse" << QStringList{"json"}
                           << QStringList{"state", "yes", "history"};
}

void TestCliOptions::ownHelp()
{
    QFETCH(QString, command);
    QFETCH(QStringList, takes);
    QFETCH(QStringList, others);
    const Run result = run(cli(), {command, QStringLiteral("--help")});
    QCOMPARE(result.exitCode, 0);
    const QStringList listed = optionsIn(result.out);
    const QByteArray usage = "\n  " + command.toUtf8() + ' ';
    QVERIFY2(result.out.contains("Usage: ") && result.out.contains(usage), result.out.constData());
    for (const QString &name : std::as_const(takes))
        QVERIFY2(listed.contains(name), qPrintable(name + QLatin1String(" missing")));
    for (const QString &name : std::as_const(others))
        QVERIFY2(!listed.contains(name), qPrintable(name + QLatin1String(" listed")));
}

// The commands the man page and the overview name, each with a help of its own that lists
// fewer options than the help of the whole program.
void TestCliOptions::everyCommandHasHelp_data()
{
    QTest::addColumn<QString>("command");
    for (const char *command : allCommands)
        QTest::newRow(command) << QString::fromLatin1(command);
}

void TestCliOptions::everyCommandHasHelp()
{
    QFETCH(QString, command);
    const Run all = run(cli(), {QStringLiteral("--help")});
    const Run own = run(cli(), {command, QStringLiteral("--help")});
    QCOMPARE(own.exitCode, 0);
    QVERIFY2(!own.err.contains("tandem-cli"), own.err.constData()); // Qt may warn of its own setup
    const QStringList everything = optionsIn(all.out);
    const QStringList listed = optionsIn(own.out);
    QVERIFY(listed.contains(QStringLiteral("help")));
    QVERIFY(listed.size() < everything.size());
    for (const QString &name : listed)
        QVERIFY2(everything.contains(name), qPrintable(name));
}

// tandem-cli(1) names every option --help lists, and no other; every command; every exit status.
void TestCliOptions::manPageMatchesHelp()
{
    QFile file(QStringLiteral(TANDEM_MAN_PAGE));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    // roff writes a minus as \-: the options as a reader sees them.
    const QString man
        = QString::fromUtf8(file.readAll()).replace(QLatin1String("\\-"), QLatin1String("-"));
    const QString commands = man.section(QLatin1String(".SH COMMANDS"), 1).section(".SH ", 0, 0);
    const QString exits = man.section(QLatin1String(".SH EXIT STATUS"), 1).section(".SH ", 0, 0);
    QVERIFY(!commands.isEmpty() && !exits.isEmpty());

    QStringList inMan;
    static const QRegularExpression option(QStringLiteral("--([a-z][a-z-]*[a-z])"));
    for (auto it = option.globalMatch(man); it.hasNext();)
        inMan << it.next().captured(1);
    inMan.removeDuplicates();
    const QStringList inHelp = optionsIn(run(cli(), {QStringLiteral("--help")}).out);
    QVERIFY(inHelp.size() > 40);
    for (const QString &name : inHelp)
        QVERIFY2(inMan.contains(name),
                 qPrintable(QLatin1String("--") + name + " not in the man page"));
    for (const QString &name : std::as_const(inMan))
        QVERIFY2(inHelp.contains(name), qPrintable(QLatin1String("--") + name + " not an option"));

    for (const char *command : allCommands) {
        const QString name = QString::fromLatin1(command);
        QVERIFY2(commands.contains(QLatin1String(".BI ") + name + QLatin1Char(' '))
                     || commands.contains(QLatin1String("\\fB") + name + QLatin1String("\\fR")),
                 command);
    }
    for (const ExitCode code : {ExitCode::Ok,
                                ExitCode::CheckFailed,
                                ExitCode::BadInput,
                                ExitCode::ConnectionFailed,
                                ExitCode::Interrupted,
                                ExitCode::Terminated}) {
        const QString line = QStringLiteral(".B %1\n").arg(int(code));
        QVERIFY2(exits.contains(line), qPrintable(line));
    }
}

// --verbose turns on Tandem's info messages: the connection to a closed port on loopback is
// logged with it and not without it.
void TestCliOptions::verboseLogsConnections()
{
    const QStringList check{QStringLiteral("check"), QStringLiteral("127.0.0.1:9")};
    const Run quiet = run(cli(), check);
    const Run verbose = run(cli(), check + QStringList{QStringLiteral("--verbose")});
    QCOMPARE(verbose.exitCode, quiet.exitCode);
    QVERIFY2(!quiet.err.contains("connecting to"), quiet.err.constData());
    QVERIFY2(verbose.err.contains("connecting to \"127.0.0.1\" port 9"), verbose.err.constData());
}

// `tandem --version` and `--help` on a terminal with no display at all (over SSH, in a package
// check): answered, not aborted by Qt's missing platform.
void TestCliOptions::guiAnswersWithoutDisplay_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QByteArray>("starts");
    QTest::newRow("--version") << "--version" << QByteArray("tandem ");
    QTest::newRow("-v") << "-v" << QByteArray("tandem ");
    QTest::newRow("--help") << "--help" << QByteArray("Usage: ");
}

void TestCliOptions::guiAnswersWithoutDisplay()
{
    QFETCH(QString, option);
    QFETCH(QByteArray, starts);
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        env.remove(QString::fromLatin1(name));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(TANDEM_GUI_PATH), {option});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 0);
    QVERIFY2(process.readAllStandardOutput().startsWith(starts),
             process.readAllStandardError().constData());
}

QTEST_GUILESS_MAIN(TestCliOptions)
#include "tst_clioptions.moc"
