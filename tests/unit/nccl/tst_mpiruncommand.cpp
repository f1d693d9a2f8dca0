// SPDX-License-Identifier: GPL-3.0-or-later
#include "nccl/collectives.h"
#include "nccl/mpiruncommand.h"

#include "resultcheck.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

#include <memory>

using namespace Tandem;

namespace {

PlannedInterface iface(const char *netdev, const char *address)
{
    return PlannedInterface{QString::fromLatin1(netdev), QString::fromLatin1(address), 24, 0};
}

PlannedSubnet
subnet(const char *cidr, const char *a, const char *aIf, const char *b, const char *bIf)
{
    return PlannedSubnet{QString::fromLatin1(cidr),
                         {{QString::fromLatin1(a), QString::fromLatin1(aIf)},
                          {QString::fromLatin1(b), QString::fromLatin1(bIf)}}};
}

AddressPlan directPlan()
{
    AddressPlan plan;
    plan.nodes
        = {{QStringLiteral("node1"),
            {iface("enp1s0f1np1", "192.168.100.10"), iface("enP2p1s0f1np1", "192.168.101.10")}},
           {QStringLiteral("node2"),
            {iface("enp1s0f1np1", "192.168.100.11"), iface("enP2p1s0f1np1", "192.168.101.11")}}};
    plan.subnets = {subnet("192.168.100.0/24", "node1", "enp1s0f1np1", "node2", "enp1s0f1np1"),
                    subnet("192.168.101.0/24", "node1", "enP2p1s0f1np1", "node2", "enP2p1s0f1np1")};
    return plan;
}

// node i right -> node i+1 left, node3 right -> node1 left.
AddressPlan ringPlan()
{
    AddressPlan plan;
    plan.nodes = {{QStringLiteral("node1"),
                   {iface("enp1s0f1np1", "192.168.100.10"),
                    iface("enP2p1s0f1np1", "192.168.101.10"),
                    iface("enp1s0f0np0", "192.168.104.11"),
                    iface("enP2p1s0f0np0", "192.168.105.11")}},
                  {QStringLiteral("node2"),
                   {iface("enp1s0f0np0", "192.168.100.11"),
                    iface("enP2p1s0f0np0", "192.168.101.11"),
                    iface("enp1s0f1np1", "192.168.102.10"),
                    iface("enP2p1s0f1np1", "192.168.103.10")}},
                  {QStringLiteral("node3"),
                   {iface("enp1s0f0np0", "192.168.102.11"),
                    iface("enP2p1s0f0np0", "192.168.103.11"),
                    iface("enp1s0f1np1", "192.168.104.10"),
                    iface("enP2p1s0f1np1", "192.168.105.10")}}};
    plan.subnets = {subnet("192.168.100.0/24", "node1", "enp1s0f1np1", "node2", "enp1s0f0np0"),
                    subnet("192.168.101.0/24", "node1", "enP2p1s0f1np1", "node2", "enP2p1s0f0np0"),
                    subnet("192.168.102.0/24", "node2", "enp1s0f1np1", "node3", "enp1s0f0np0"),
                    subnet("192.168.103.0/24", "node2", "enP2p1s0f1np1", "node3", "enP2p1s0f0np0"),
                    subnet("192.168.104.0/24", "node3", "enp1s0f1np1", "node1", "enp1s0f0np0"),
                    subnet("192.168.105.0/24", "node3", "enP2p1s0f1np1", "node1", "enP2p1s0f0np0")};
    return plan;
}

using Env = QList<QPair<QByteArray, QByteArray>>;

QStringList words(const QString &text)
{
    return text.split(QLatin1Char(' '));
}

} // namespace

class TestMpirunCommand final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void argv_data();
    void argv();
    void refusals_data();
    void refusals();
    void cleanupNeverMatchesItself();
    void cleanupEndsTheRunAndNothingElse();
    void userEnvironment_data();
    void userEnvironment();
    void lonelyTwins();
    void everyListedCollectiveRuns_data();
    void everyListedCollectiveRuns();
    void rankLogFolder_data();
    void rankLogFolder();
    void collectedLogsAreOnlyTheRunsFiles();
};

namespace {

// Runs argv (a RemoteCommand's, environment first) with /bin/sh in `home` as HOME.
QByteArray runLocally(const RemoteCommand &command, const QString &home, int *exitCode)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home);
    for (const auto &[name, value] : command.environment())
        env.insert(QString::fromUtf8(name), QString::fromUtf8(value));
    process.setProcessEnvironment(env);
    process.setWorkingDirectory(QDir::rootPath());
    QStringList args;
    for (const QByteArray &arg : command.argv().mid(1))
        args << QString::fromUtf8(arg);
    process.start(QString::fromUtf8(command.argv().constFirst()), args);
    process.waitForFinished(20000);
    *exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    return process.readAllStandardOutput() + process.readAllStandardError();
}

int modeOf(const QString &path)
{
    struct stat st
    {
    };
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? int(st.st_mode & 07777) : -1;
}

} // namespace

void TestMpirunCommand::argv_data()
{
    QTest::addColumn<AddressPlan>("plan");
    QTest::addColumn<int>("topology");
    QTest::addColumn<TestSpec>("spec");
    QTest::addColumn<bool>("root");
    QTest::addColumn<QStringList>("argv");
    QTest::addColumn<Env>("env");

    const QStringList prefix{QStringLiteral("sh"),
                             QStringLiteral("-c"),
                             QStringLiteral("cd && exec \"$@\""),
                             QStringLiteral("tandem-bandwidth")};
    const QString exports = QStringLiteral(
        "-x NCCL_SOCKET_IFNAME -x NCCL_IB_HCA -x OMPI_MCA_btl_tcp_if_include "
        "-x UCX_NET_DEVICES -x NCCL_DEBUG -x NCCL_DEBUG_SUBSYS -x NCCL_DEBUG_FILE");
    TestSpec sweep;
    sweep.minBytes = 8;
    sweep.maxBytes = qint64(1) << 30;
    QTest::newRow("2-node direct, root")
        << directPlan() << int(TopologyKind::Direct) << sweep << true
        << prefix
               + words(
                   QStringLiteral("timeout -k 10 600 mpirun --allow-run-as-root -np 2 "
                                  "-H 192.168.100.10:1,192.168.100.11:1 --bind-to none "
                                  "--mca btl_tcp_if_include 192.168.100.0/24,192.168.101.0/24 "
                                  "--mca oob_tcp_if_include 192.168.100.0/24,192.168.101.0/24 "
                                  "--mca plm_rsh_args X --mca tandem_run_id r1 ")
                   + exports
                   + QStringLiteral(
                       " RANK nccl-tests/build/all_gather_perf -b 8 -e 1073741824 -f 2 -n 20 -w 5"))
        << Env{{"NCCL_SOCKET_IFNAME", "enp1s0f1np1,enP2p1s0f1np1"},
               {"NCCL_IB_HCA", "rocep1s0f1,roceP2p1s0f1"},
               {"OMPI_MCA_btl_tcp_if_include", "192.168.100.0/24,192.168.101.0/24"},
               {"UCX_NET_DEVICES", "enp1s0f1np1,enP2p1s0f1np1"},
               {"NCCL_DEBUG", "INFO"},
               {"NCCL_DEBUG_SUBSYS", "INIT,NET"},
               {"NCCL_DEBUG_FILE", ".cache/tandem/nccl/tandem-nccl-r1-%h-%p.log"}};

    TestSpec reduce;
    reduce.op = QStringLiteral("all_reduce");
    reduce.minBytes = reduce.maxBytes = qint64(1) << 34; // 16 GiB, as NVIDIA's guides run it
    // A ring keeps MPI's and NCCL's bootstrap off the CX7 subnets, which no subnet spans.
    const QString notFabric
        = QStringLiteral("lo,docker0,virbr0,enp1s0f1np1,enP2p1s0f1np1,enp1s0f0np0,enP2p1s0f0np0");
    QString ringExports = exports;
    ringExports.replace(QStringLiteral("OMPI_MCA_btl_tcp_if_include"),
                        QStringLiteral("OMPI_MCA_btl_tcp_if_exclude"));
    QTest::newRow("3-node ring, user")
        << ringPlan() << int(TopologyKind::Ring) << reduce << false
        << prefix
               + words(
                   QStringLiteral("timeout -k 10 600 mpirun -np 3 "
                                  "-H 192.168.100.10:1,192.168.100.11:1,192.168.104.10:1 "
                                  "--bind-to none "
                                  "--mca btl_tcp_if_exclude %1 --mca oob_tcp_if_exclude %1 "
                                  "--mca plm_rsh_args X --mca tandem_run_id r1 ")
                       .arg(notFabric)
                   + ringExports
                   + QStringLiteral(
                       " -x NCCL_IB_SUBNET_AWARE_ROUTING -x NCCL_IB_MERGE_NICS -x NCCL_NET_PLUGIN"
                       " RANK nccl-tests/build/all_reduce_perf -b 17179869184 -e 17179869184 -f 2 "
                       "-n 20 "
                       "-w 5"))
        << Env{{"NCCL_SOCKET_IFNAME", "^" + notFabric.toUtf8()},
               {"NCCL_IB_HCA", "rocep1s0f1,roceP2p1s0f1,rocep1s0f0,roceP2p1s0f0"},
               {"OMPI_MCA_btl_tcp_if_exclude", notFabric.toUtf8()},
               {"UCX_NET_DEVICES", "enp1s0f1np1,enP2p1s0f1np1,enp1s0f0np0,enP2p1s0f0np0"},
               {"NCCL_DEBUG", "INFO"},
               {"NCCL_DEBUG_SUBSYS", "INIT,NET"},
               {"NCCL_DEBUG_FILE", ".cache/tandem/nccl/tandem-nccl-r1-%h-%p.log"},
               {"NCCL_IB_SUBNET_AWARE_ROUTING", "1"},
               {"NCCL_IB_MERGE_NICS", "0"},
               {"NCCL_NET_PLUGIN", "none"}};

    TestSpec soak;
    soak.tool = BandwidthTool::Probe;
    soak.probeBackend = QStringLiteral("mpi");
    soak.soakSeconds = 30;
    soak.maxBytes = qint64(1) << 26;
    soak.hangTimeoutSeconds = 60;
    QTest::newRow("probe soak")
        << directPlan() << int(TopologyKind::Direct) << soak << false
        << prefix
               + words(
                   QStringLiteral(
                       "timeout -k 10 90 mpirun -np 2 -H 192.168.100.10:1,192.168.100.11:1 "
                       "--bind-to none --mca btl_tcp_if_include 192.168.100.0/24,192.168.101.0/24 "
                       "--mca oob_tcp_if_include 192.168.100.0/24,192.168.101.0/24 "
                       "--mca plm_rsh_args X --mca tandem_run_id r1 ")
                   + exports
                   + QStringLiteral(" RANK tandem-probe/build/tandem-probe --backend mpi --op "
                                    "all_gather --mode soak "
                                    "-b 67108864 --seconds 30 --interval-ms 200"))
        << Env{{"NCCL_SOCKET_IFNAME", "enp1s0f1np1,enP2p1s0f1np1"},
               {"NCCL_IB_HCA", "rocep1s0f1,roceP2p1s0f1"},
               {"OMPI_MCA_btl_tcp_if_include", "192.168.100.0/24,192.168.101.0/24"},
               {"UCX_NET_DEVICES", "enp1s0f1np1,enP2p1s0f1np1"},
               {"NCCL_DEBUG", "INFO"},
               {"NCCL_DEBUG_SUBSYS", "INIT,NET"},
               {"NCCL_DEBUG_FILE", ".cache/tandem/nccl/tandem-nccl-r1-%h-%p.log"}};
}

void TestMpirunCommand::argv()
{
    QFETCH(AddressPlan, plan);
    QFETCH(int, topology);
    QFETCH(TestSpec, spec);
    QFETCH(bool, root);
    QFETCH(QStringList, argv);
    QFETCH(Env, env);
    // plm_rsh_args holds a space, so the expected list spells it as X.
    argv.replace(argv.indexOf(QStringLiteral("X")), QStringLiteral("-o BatchMode=yes"));
    // Each rank starts through the script that makes its private log folder (rankLogFolder).
    const qsizetype rank = argv.indexOf(QStringLiteral("RANK"));
    QVERIFY(rank > 0);
    argv.replace(rank, QStringLiteral("tandem-rank"));
    argv.insert(rank, QString::fromLatin1(MpirunCommand::rankScript()));
    argv.insert(rank, QStringLiteral("-c"));
    argv.insert(rank, QStringLiteral("sh"));

    const auto mpi
        = MpirunCommand::build(plan, TopologyKind(topology), spec, QStringLiteral("r1"), root);
    TANDEM_VERIFY_RESULT(mpi);
    QStringList actual;
    for (const QByteArray &arg : mpi->command().argv())
        actual << QString::fromUtf8(arg);
    QCOMPARE(actual, argv);
    QCOMPARE(mpi->command().environment(), env);
    QCOMPARE(mpi->firstNode(), QStringLiteral("node1"));
    // The display form is the exact line, with the environment in front and no -x value inline.
    const QString shown = mpi->displayString();
    QVERIFY2(shown.contains(QLatin1String("NCCL_IB_HCA=")), qPrintable(shown));
    QVERIFY(shown.contains(QLatin1String("-x NCCL_IB_HCA ")));
}

void TestMpirunCommand::refusals_data()
{
    QTest::addColumn<AddressPlan>("plan");
    QTest::addColumn<TestSpec>("spec");
    QTest::addColumn<QString>("message");

    TestSpec huge;
    huge.minBytes = huge.maxBytes = qint64(32) << 30;
    QTest::newRow("32 GiB exhausts unified memory")
        << directPlan() << huge << QStringLiteral("unified memory");
    TestSpec op;
    op.op = QStringLiteral("all_gatherx");
    QTest::newRow("unknown op") << directPlan() << op << QStringLiteral("Unknown collective");
    AddressPlan single = directPlan();
    single.nodes.removeLast();
    QTest::newRow("one node") << single << TestSpec{} << QStringLiteral("two nodes");
    TestSpec sizes;
    sizes.minBytes = 1024;
    sizes.maxBytes = 8;
    QTest::newRow("-b > -e") << directPlan() << sizes << QStringLiteral("-b <= -e");
    TestSpec probeOp;
    probeOp.tool = BandwidthTool::Probe;
    probeOp.op = QStringLiteral("broadcast");
    QTest::newRow("the probe has no broadcast")
        << directPlan() << probeOp << QStringLiteral("tandem-probe does not run");
    TestSpec backend;
    backend.tool = BandwidthTool::Probe;
    backend.probeBackend = QStringLiteral("gloo");
    QTest::newRow("unknown probe backend")
        << directPlan() << backend << QStringLiteral("nccl or mpi");
    const auto withEnv = [](const char *name, const char *value) {
        TestSpec spec;
        spec.environment << qMakePair(QString::fromLatin1(name), QString::fromLatin1(value));
        return spec;
    };
    QTest::newRow("bad variable name")
        << directPlan() << withEnv("NCCL IB", "x") << QStringLiteral("not a valid");
    QTest::newRow("name starting with a digit")
        << directPlan() << withEnv("1NCCL", "x") << QStringLiteral("not a valid");
    QTest::newRow("the log file is Tandem's")
        << directPlan() << withEnv("NCCL_DEBUG_FILE", "/tmp/x")
        << QStringLiteral("cannot be changed");
    QTest::newRow("the run id is Tandem's")
        << directPlan() << withEnv("OMPI_MCA_tandem_run_id", "x")
        << QStringLiteral("cannot be changed");
    QTest::newRow("line break in a value")
        << directPlan() << withEnv("NCCL_ALGO", "Ring\nx") << QStringLiteral("line break");
}

void TestMpirunCommand::refusals()
{
    QFETCH(AddressPlan, plan);
    QFETCH(TestSpec, spec);
    QFETCH(QString, message);
    const auto mpi
        = MpirunCommand::build(plan, TopologyKind::Direct, spec, QStringLiteral("r1"), false);
    QVERIFY(!mpi);
    QVERIFY2(mpi.error().message.contains(message), qPrintable(mpi.error().message));
    // 16 GiB, NVIDIA's own size, is allowed.
    TestSpec ok;
    ok.maxBytes = qint64(16) << 30;
    QVERIFY(MpirunCommand::checkMemory(ok, 2).has_value());
}

void TestMpirunCommand::cleanupNeverMatchesItself()
{
    const RemoteCommand cleanup = MpirunCommand::cleanupCommand(QStringLiteral("abc123"));
    // The id travels in the environment only: pkill -f on the id must not find the script.
    for (const QByteArray &arg : cleanup.argv())
        QVERIFY(!arg.contains("abc123"));
    QCOMPARE(cleanup.environment().constFirst().second, QByteArray("abc123"));
}

// The cleanup script itself, here: it ends a "rank" that carries the run in its environment and
// an "mpirun" that names it on its command line, leaves another run's rank alone, and ends at
// once where nothing of the run is left.
void TestMpirunCommand::cleanupEndsTheRunAndNothingElse()
{
    // 12 hex digits, as Tandem's run ids: no other run's id (another test binary's) contains it.
    const QString run
        = QString::number(QRandomGenerator::global()->generate64() & 0xffffffffffffULL, 16)
              .rightJustified(12, QLatin1Char('0'));
    const auto start = [](const QString &runEnv, const QStringList &argv) {
        auto *process = new QProcess;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        if (!runEnv.isEmpty())
            env.insert(QStringLiteral("OMPI_MCA_tandem_run_id"), runEnv);
        process->setProcessEnvironment(env);
        process->start(argv.first(), argv.mid(1));
        return std::unique_ptr<QProcess>(process);
    };
    const auto rank = start(run, {QStringLiteral("sleep"), QStringLiteral("300")});
    const auto mpirun
        = start({},
                {QStringLiteral("bash"),
                 QStringLiteral("-c"),
                 QStringLiteral("exec -a 'mpirun --mca tandem_run_id %1' sleep 300").arg(run)});
    const auto other
        = start(run + QStringLiteral("x"), {QStringLiteral("sleep"), QStringLiteral("300")});
    for (QProcess *p : {rank.get(), mpirun.get(), other.get()})
        QVERIFY(p->waitForStarted());
    const auto stop = qScopeGuard([&] {
        for (QProcess *p : {rank.get(), mpirun.get(), other.get()}) {
            p->kill();
            p->waitForFinished(5000);
        }
    });
    // bash has become sleep under its new name once /proc says so.
    const auto commandLine = [](qint64 pid) {
        QFile file(QStringLiteral("/proc/%1/cmdline").arg(pid));
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    QTRY_VERIFY(commandLine(mpirun->processId()).startsWith("mpirun --mca tandem_run_id"));

    const RemoteCommand cleanup = MpirunCommand::cleanupCommand(run);
    const auto runCleanup = [&cleanup](const QByteArray &id) {
        QProcess sh;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("TANDEM_RUN"), QString::fromLatin1(id));
        sh.setProcessEnvironment(env);
        sh.start(QStringLiteral("sh"),
                 {QStringLiteral("-c"), QString::fromUtf8(cleanup.argv().at(2))});
        return sh.waitForFinished(30000) && sh.exitCode() == 0;
    };
    QVERIFY(runCleanup(cleanup.environment().constFirst().second));
    QVERIFY(rank->waitForFinished(5000));
    QVERIFY(mpirun->waitForFinished(5000));
    QCOMPARE(other->state(), QProcess::Running);
    // Nothing of the run is left now: the second cleanup finds nothing and ends.
    QVERIFY(runCleanup(cleanup.environment().constFirst().second));
    QCOMPARE(other->state(), QProcess::Running);
}

void TestMpirunCommand::userEnvironment_data()
{
    QTest::addColumn<QStringList>("assignments"); // NAME=VALUE
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("value");
    QTest::addColumn<int>("exports"); // how many -x the command carries

    QTest::newRow("none") << QStringList{} << QStringLiteral("NCCL_IB_HCA")
                          << QStringLiteral("rocep1s0f1,roceP2p1s0f1") << 7;
    QTest::newRow("override the plan's HCA")
        << QStringList{QStringLiteral("NCCL_IB_HCA=mlx5_0")} << QStringLiteral("NCCL_IB_HCA")
        << QStringLiteral("mlx5_0") << 7;
    QTest::newRow("a new variable") << QStringList{QStringLiteral("NCCL_ALGO=Ring")}
                                    << QStringLiteral("NCCL_ALGO") << QStringLiteral("Ring") << 8;
    QTest::newRow("empty value, quotes and spaces")
        << QStringList{QStringLiteral("NCCL_IB_DISABLE="), QStringLiteral("X_NOTE=it's a \"test\"")}
        << QStringLiteral("X_NOTE") << QStringLiteral("it's a \"test\"") << 9;
    QTest::newRow("the last of two wins")
        << QStringList{QStringLiteral("NCCL_ALGO=Tree"), QStringLiteral("NCCL_ALGO=Ring")}
        << QStringLiteral("NCCL_ALGO") << QStringLiteral("Ring") << 8;
}

void TestMpirunCommand::userEnvironment()
{
    QFETCH(QStringList, assignments);
    QFETCH(QString, name);
    QFETCH(QString, value);
    QFETCH(int, exports);
    TestSpec spec;
    for (const QString &a : std::as_const(assignments))
        spec.environment << qMakePair(a.section(QLatin1Char('='), 0, 0),
                                      a.section(QLatin1Char('='), 1));
    const auto mpi = MpirunCommand::build(
        directPlan(), TopologyKind::Direct, spec, QStringLiteral("r1"), false);
    TANDEM_VERIFY_RESULT(mpi);
    QCOMPARE(mpi->environmentValue(name), value);
    // The value reaches the node through the command's environment, each name once, exported
    // to the ranks by name (mpirun's -x cannot parse quoted values).
    int found = 0;
    for (const auto &[key, v] : mpi->command().environment()) {
        if (key == name.toUtf8()) {
            ++found;
            QCOMPARE(QString::fromUtf8(v), value);
        }
    }
    QCOMPARE(found, 1);
    const QList<QByteArray> argv = mpi->command().argv();
    QCOMPARE(int(argv.count("-x")), exports);
    QVERIFY(argv.contains(name.toUtf8()));
    QVERIFY(!mpi->displayString().contains(QLatin1String("-x ") + name + QLatin1Char('=')));
}

void TestMpirunCommand::lonelyTwins()
{
    const auto both = MpirunCommand::build(
        directPlan(), TopologyKind::Direct, TestSpec{}, QStringLiteral("r1"), false);
    TANDEM_VERIFY_RESULT(both);
    QVERIFY(both->lonelyTwins().isEmpty());
    AddressPlan plan = directPlan();
    for (NodePlan &node : plan.nodes)
        node.interfaces.removeLast(); // enP2p1s0f1np1 was down when the plan was made
    plan.subnets.removeLast();
    const auto one
        = MpirunCommand::build(plan, TopologyKind::Direct, TestSpec{}, QStringLiteral("r1"), false);
    TANDEM_VERIFY_RESULT(one);
    QCOMPARE(one->lonelyTwins(),
             (QStringList{QStringLiteral("node1: rocep1s0f1 (not roceP2p1s0f1)"),
                          QStringLiteral("node2: rocep1s0f1 (not roceP2p1s0f1)")}));
    QCOMPARE(one->environmentValue(QStringLiteral("NCCL_IB_HCA")), QStringLiteral("rocep1s0f1"));
}

void TestMpirunCommand::everyListedCollectiveRuns_data()
{
    QTest::addColumn<BandwidthTool>("tool");
    QTest::addColumn<QString>("op");
    QTest::addColumn<bool>("runs");

    // The Bandwidth page offers Collectives::all(); each must build a run, or be refused for
    // the probe alone.
    for (const QString &op : Collectives::all()) {
        QTest::addRow("nccl-tests %s", qPrintable(op)) << BandwidthTool::NcclTests << op << true;
        QTest::addRow("probe %s", qPrintable(op))
            << BandwidthTool::Probe << op << Collectives::of(BandwidthTool::Probe).contains(op);
    }
}

void TestMpirunCommand::everyListedCollectiveRuns()
{
    QFETCH(BandwidthTool, tool);
    QFETCH(QString, op);
    QFETCH(bool, runs);

    TestSpec spec;
    spec.tool = tool;
    spec.op = op;
    const auto mpi = MpirunCommand::build(
        directPlan(), TopologyKind::Direct, spec, QStringLiteral("r1"), false);
    QCOMPARE(mpi.has_value(), runs);
    if (!runs) {
        QVERIFY2(mpi.error().message.contains(QLatin1String("tandem-probe does not run")),
                 qPrintable(mpi.error().message));
        return;
    }
    const QString shown = mpi->displayString();
    const QString expected = tool == BandwidthTool::Probe ? QStringLiteral("--op ") + op
                                                          : op + QStringLiteral("_perf");
    QVERIFY2(shown.contains(expected), qPrintable(shown));
}

void TestMpirunCommand::rankLogFolder_data()
{
    QTest::addColumn<int>("existingMode"); // -1: no folder yet
    QTest::newRow("made") << -1;
    QTest::newRow("tightened from 0755") << 0755;
    QTest::newRow("tightened from 0777") << 0777;
}

void TestMpirunCommand::rankLogFolder()
{
    QFETCH(int, existingMode);
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QString folder = home.filePath(QLatin1String(MpirunCommand::logDirectory));
    if (existingMode >= 0) {
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(::chmod(QFile::encodeName(folder).constData(), mode_t(existingMode)) == 0);
    }
    // What mpirun starts on each node: the rank script, then the binary (here, pwd).
    const auto mpi = MpirunCommand::build(
        directPlan(), TopologyKind::Direct, TestSpec{}, QStringLiteral("r1"), false);
    TANDEM_VERIFY_RESULT(mpi);
    const QString logFile = mpi->environmentValue(QStringLiteral("NCCL_DEBUG_FILE"));
    QVERIFY2(!logFile.startsWith(QLatin1String("/tmp")), qPrintable(logFile));
    QVERIFY(logFile.startsWith(QLatin1String(MpirunCommand::logDirectory) + QLatin1Char('/')));
    int rc = -1;
    const QByteArray out
        = runLocally(RemoteCommand({"sh", "-c", MpirunCommand::rankScript(), "tandem-rank", "pwd"}),
                     home.path(),
                     &rc);
    QCOMPARE(rc, 0);
    QCOMPARE(out.trimmed(), QFile::encodeName(home.path())); // the binary runs from the home
    QCOMPARE(modeOf(folder), 0700);
}

void TestMpirunCommand::collectedLogsAreOnlyTheRunsFiles()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QString folder = home.filePath(QLatin1String(MpirunCommand::logDirectory));
    QVERIFY(QDir().mkpath(folder));
    const auto write = [&folder](const QString &name, const QByteArray &content) {
        QFile file(folder + QLatin1Char('/') + name);
        return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
    };
    QVERIFY(write(QStringLiteral("tandem-nccl-r1-spark1-100.log"), "NCCL INFO r1\n"));
    QVERIFY(write(QStringLiteral("tandem-nccl-r2-spark1-200.log"), "NCCL INFO r2\n"));
    // A link under the run's name is neither followed nor removed.
    QFile secret(home.filePath(QStringLiteral("secret")));
    QVERIFY(secret.open(QIODevice::WriteOnly) && secret.write("do not read\n") > 0);
    secret.close();
    QVERIFY(QFile::link(secret.fileName(), folder + QStringLiteral("/tandem-nccl-r1-x-1.log")));

    int rc = -1;
    const QByteArray out
        = runLocally(MpirunCommand::collectLogCommand(QStringLiteral("r1")), home.path(), &rc);
    QCOMPARE(rc, 0);
    QCOMPARE(out, QByteArray("NCCL INFO r1\n"));
    QVERIFY(!QFile::exists(folder + QStringLiteral("/tandem-nccl-r1-spark1-100.log")));
    QVERIFY(QFile::exists(folder + QStringLiteral("/tandem-nccl-r2-spark1-200.log")));
    QVERIFY(QFileInfo(folder + QStringLiteral("/tandem-nccl-r1-x-1.log")).isSymLink());
}

QTEST_GUILESS_MAIN(TestMpirunCommand)
#include "tst_mpiruncommand.moc"
