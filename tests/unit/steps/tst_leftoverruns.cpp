// SPDX-License-Identifier: GPL-3.0-or-later
// The test runs a Tandem left on a node: the scan script's lines read back (and refused when
// they are not its lines), who started each run, the device.leftovers check, and the script
// itself run here against a process that carries a run's MCA parameters.
#include "remote/commandresult.h"
#include "remote/leftoverruns.h"
#include "remote/nodelock.h"

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QTest>

#include <unistd.h>

Q_DECLARE_METATYPE(Tandem::CommandResult)

using namespace Tandem;

namespace {

// A pid that ran and is gone: a child that has exited and been reaped.
qint64 deadPid()
{
    QProcess child; // QProcess forgets the pid once it ends: the shell says its own
    child.start(QStringLiteral("sh"), {QStringLiteral("-c"), QStringLiteral("echo $$")});
    child.waitForFinished();
    return child.readAllStandardOutput().trimmed().toLongLong();
}

QByteArray
line(qint64 pid, qint64 seconds, const QString &run, const QString &owner, const QString &program)
{
    return QStringLiteral("%1 %2 %3 %4 %5\n")
        .arg(pid)
        .arg(seconds)
        .arg(run, owner, program)
        .toUtf8();
}

CommandResult scanResult(const QByteArray &out, int exitStatus = 0)
{
    CommandResult result;
    result.node = QStringLiteral("spark-1");
    result.command = QStringLiteral("sh -c …");
    result.exitStatus = exitStatus;
    result.out = out;
    return result;
}

} // namespace

class TestLeftoverRuns final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parse_data();
    void parse();
    void owner();
    void check_data();
    void check();
    void scriptFindsARunHere();
};

void TestLeftoverRuns::parse_data()
{
    QTest::addColumn<QByteArray>("out");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<int>("runs");
    QTest::addColumn<int>("firstPids");
    QTest::addColumn<QString>("firstPrograms");

    const QString owner = QStringLiteral("0123456789abcdef-4242");
    const QString run = QStringLiteral("3f2a9c1b7d4e");
    QTest::newRow("nothing running") << QByteArray() << true << 0 << 0 << QString();
    QTest::newRow("one run on the launching node")
        << line(101, 700, run, owner, QStringLiteral("timeout"))
               + line(102, 700, run, owner, QStringLiteral("mpirun"))
        << true << 1 << 2 << QStringLiteral("timeout,mpirun");
    QTest::newRow("orted on another node, an older run without owner")
        << line(201, 40, run, QStringLiteral("-"), QStringLiteral("orted")) << true << 1 << 1
        << QStringLiteral("orted");
    QTest::newRow("two runs")
        << line(1, 5, QStringLiteral("a-1"), owner, QStringLiteral("mpirun"))
               + line(2, 5, QStringLiteral("b-2"), owner, QStringLiteral("mpirun"))
               + line(3, 5, QStringLiteral("a-1"), owner, QStringLiteral("orted"))
        << true << 2 << 2 << QStringLiteral("mpirun,orted");
    QTest::newRow("blank lines and a trailing one")
        << QByteArray("\n") + line(7, 1, run, owner, QStringLiteral("mpirun")) + "\n\n"
        << true << 1 << 1 << QStringLiteral("mpirun");

    QTest::newRow("four fields") << QByteArray("101 700 abc mpirun\n") << false << 0 << 0
                                 << QString();
    QTest::newRow("pid 0") << line(0, 1, run, owner, QStringLiteral("mpirun")) << false << 0 << 0
                           << QString();
    QTest::newRow("pid past pid_max")
        << line(4194305, 1, run, owner, QStringLiteral("mpirun")) << false << 0 << 0 << QString();
    QTest::newRow("negative age") << QByteArray("5 -1 abc - mpirun\n") << false << 0 << 0
                                  << QString();
    QTest::newRow("an age of centuries")
        << QByteArray("5 99999999999 abc - mpirun\n") << false << 0 << 0 << QString();
    QTest::newRow("a run id with a shell character")
        << QByteArray("5 1 a;b - mpirun\n") << false << 0 << 0 << QString();
    QTest::newRow("an owner in capitals")
        << QByteArray("5 1 abc 0123456789ABCDEF-1 mpirun\n") << false << 0 << 0 << QString();
    QTest::newRow("an owner without its pid")
        << QByteArray("5 1 abc 0123456789abcdef- mpirun\n") << false << 0 << 0 << QString();
    QTest::newRow("a short machine")
        << QByteArray("5 1 abc 0123-1 mpirun\n") << false << 0 << 0 << QString();
    QTest::newRow("a control character in the program")
        << QByteArray("5 1 abc - mpi\x01run\n") << false << 0 << 0 << QString();
    QTest::newRow("a node that printed something else")
        << QByteArray("bash: ps: command not found\n") << false << 0 << 0 << QString();

    QByteArray many;
    for (int i = 1; i <= LeftoverRuns::maxLines + 1; ++i)
        many += line(i, 1, QStringLiteral("r%1").arg(i), owner, QStringLiteral("orted"));
    QTest::newRow("more lines than the script prints") << many << false << 0 << 0 << QString();
    QTest::newRow("more bytes than the script prints")
        << QByteArray(LeftoverRuns::maxBytes + 1, '\n') << false << 0 << 0 << QString();
}

void TestLeftoverRuns::parse()
{
    QFETCH(QByteArray, out);
    QFETCH(bool, ok);
    QFETCH(int, runs);
    QFETCH(int, firstPids);
    QFETCH(QString, firstPrograms);
    const auto got = LeftoverRuns::parse(out);
    QCOMPARE(bool(got), ok);
    if (!ok) {
        QVERIFY(!got.error().message.isEmpty());
        return;
    }
    QCOMPARE(got->size(), runs);
    if (runs == 0)
        return;
    QCOMPARE(got->first().pids.size(), firstPids);
    QCOMPARE(got->first().programs.join(QLatin1Char(',')), firstPrograms);
}

void TestLeftoverRuns::owner()
{
    const QString here = NodeLock::localMachine();
    if (here.isEmpty())
        QSKIP("this computer has no machine id (/etc/machine-id)");
    QVERIFY(LeftoverRuns::localOwner().startsWith(here + QLatin1Char('-')));
    // The machine id itself never shows: only a keyed hash of it.
    QFile idFile(QStringLiteral("/etc/machine-id"));
    if (idFile.open(QIODevice::ReadOnly))
        QVERIFY(!idFile.readAll().startsWith(here.toLatin1()));

    auto run = [](const QString &machine, qint64 pid) {
        LeftoverRun r;
        r.ownerMachine = machine;
        r.ownerPid = pid;
        return r;
    };
    using O = LeftoverRun::Owner;
    QCOMPARE(run(here, QCoreApplication::applicationPid()).owner(), O::This);
    QCOMPARE(run(here, getppid()).owner(), O::AliveHere);
    QCOMPARE(run(here, deadPid()).owner(), O::GoneHere);
    QCOMPARE(run(QStringLiteral("fedcba9876543210"), deadPid()).owner(), O::OtherComputer);
    QCOMPARE(run(QString(), deadPid()).owner(), O::Unknown);
    QVERIFY(run(here, deadPid()).endable());
    QVERIFY(!run(here, getppid()).endable());
    QVERIFY(!run(QStringLiteral("fedcba9876543210"), deadPid()).endable());
}

void TestLeftoverRuns::check_data()
{
    QTest::addColumn<CommandResult>("scan");
    QTest::addColumn<CheckStatus>("status");
    QTest::addColumn<QString>("detail");
    QTest::addColumn<QString>("fix");
    QTest::addColumn<int>("endable");

    const QString here = NodeLock::localMachine();
    const QString gone = here + QLatin1Char('-') + QString::number(deadPid());
    const QString alive = here + QLatin1Char('-') + QString::number(getppid());

    QTest::newRow("none") << scanResult({}) << CheckStatus::Pass
                          << QStringLiteral("No test Tandem started") << QString() << 0;
    CommandResult dropped = scanResult({});
    dropped.error = Error{QStringLiteral("the connection was lost")};
    QTest::newRow("connection lost") << dropped << CheckStatus::Skipped
                                     << QStringLiteral("the connection was lost") << QString() << 0;
    QTest::newRow("no ps on the node")
        << scanResult("sh: 1: ps: not found\n", 127) << CheckStatus::Skipped
        << QStringLiteral("Could not look") << QString() << 0;
    QTest::newRow("not the script's lines") << scanResult("hello\n") << CheckStatus::Skipped
                                            << QStringLiteral("Could not read") << QString() << 0;
    if (here.isEmpty())
        return; // the rows below need this computer's machine id
    QTest::newRow("left behind by a Tandem here")
        << scanResult(line(101, 725, QStringLiteral("abc123"), gone, QStringLiteral("mpirun")))
        << CheckStatus::Warn << QStringLiteral("run abc123 (mpirun; 12 min): left behind")
        << QStringLiteral("pkill -f 'tandem_run_id abc123'") << 1;
    QTest::newRow("another Tandem here is using it")
        << scanResult(line(101, 30, QStringLiteral("abc123"), alive, QStringLiteral("mpirun")))
        << CheckStatus::Warn << QStringLiteral("still running") << QStringLiteral("Wait until")
        << 0;
    QTest::newRow("from another computer") << scanResult(line(
        9, 30, QStringLiteral("x1"), QStringLiteral("fedcba9876543210-7"), QStringLiteral("orted")))
                                           << CheckStatus::Warn
                                           << QStringLiteral("another computer")
                                           << QStringLiteral("pkill -f 'tandem_run_id x1'") << 0;
}

void TestLeftoverRuns::check()
{
    QFETCH(CommandResult, scan);
    QFETCH(CheckStatus, status);
    QFETCH(QString, detail);
    QFETCH(QString, fix);
    QFETCH(int, endable);
    const Check got = LeftoverRuns::check(scan);
    QCOMPARE(got.id, QStringLiteral("device.leftovers"));
    QCOMPARE(got.node, QStringLiteral("spark-1"));
    QCOMPARE(got.status, status);
    QVERIFY2(got.detail.contains(detail), qPrintable(got.detail));
    QVERIFY2(got.fix.contains(fix), qPrintable(got.fix));
    QCOMPARE(got.evidence.size(), 1);
    QCOMPARE(LeftoverRuns::endable(got).size(), endable);
}

void TestLeftoverRuns::scriptFindsARunHere()
{
    // A process that carries a run's parameters as mpirun does, one that carries them quoted
    // (as mpirun's ssh to another node does), and one whose command line only mentions the
    // name (as a cleanup's pkill pattern does): the script lists the first two as one run.
    QProcess run;
    run.start(QStringLiteral("sh"),
              {QStringLiteral("-c"),
               QStringLiteral("sleep 30"),
               QStringLiteral("mpirun"),
               QStringLiteral("--mca"),
               QStringLiteral("tandem_run_id"),
               QStringLiteral("test-run-1"),
               QStringLiteral("--mca"),
               QStringLiteral("tandem_owner"),
               QStringLiteral("0123456789abcdef-1234")});
    // mpirun's ssh that starts orted on another node quotes the values.
    QProcess launch;
    launch.start(QStringLiteral("sh"),
                 {QStringLiteral("-c"),
                  QStringLiteral("sleep 30"),
                  QStringLiteral("ssh"),
                  QStringLiteral("orted"),
                  QStringLiteral("-mca"),
                  QStringLiteral("tandem_run_id"),
                  QStringLiteral("\"test-run-1\""),
                  QStringLiteral("-mca"),
                  QStringLiteral("tandem_owner"),
                  QStringLiteral("\"0123456789abcdef-1234\"")});
    QProcess pattern;
    pattern.start(QStringLiteral("sh"),
                  {QStringLiteral("-c"),
                   QStringLiteral("sleep 30"),
                   QStringLiteral("pkill"),
                   QStringLiteral("-f"),
                   QStringLiteral("tandem_run_id.*test-run-2")});
    QVERIFY(run.waitForStarted());
    QVERIFY(launch.waitForStarted());
    QVERIFY(pattern.waitForStarted());
    auto stop = qScopeGuard([&] {
        for (QProcess *p : {&run, &launch, &pattern}) {
            p->kill();
            p->waitForFinished();
        }
    });

    const RemoteCommand command = LeftoverRuns::scanCommand();
    QStringList args;
    for (const QByteArray &arg : command.argv().mid(1))
        args << QString::fromUtf8(arg);
    QProcess scan;
    scan.start(QString::fromUtf8(command.argv().first()), args);
    QVERIFY(scan.waitForFinished(10000));
    QCOMPARE(scan.exitCode(), 0);
    const QByteArray out = scan.readAllStandardOutput();
    const auto runs = LeftoverRuns::parse(out);
    QVERIFY2(runs, qPrintable(QString::fromUtf8(out)));
    QList<LeftoverRun> mine;
    for (const LeftoverRun &r : *runs) {
        if (r.runId.startsWith(QLatin1String("test-run-")))
            mine << r;
    }
    QCOMPARE(mine.size(), 1);
    QCOMPARE(mine.first().runId, QStringLiteral("test-run-1"));
    QCOMPARE(mine.first().ownerMachine, QStringLiteral("0123456789abcdef"));
    QCOMPARE(mine.first().ownerPid, 1234);
    QCOMPARE(mine.first().pids.size(), 2);
    QVERIFY(mine.first().pids.contains(run.processId()));
    QVERIFY(mine.first().pids.contains(launch.processId()));
    QCOMPARE(mine.first().programs, QStringList{QStringLiteral("sh")});
}

QTEST_GUILESS_MAIN(TestLeftoverRuns)
#include "tst_leftoverruns.moc"
