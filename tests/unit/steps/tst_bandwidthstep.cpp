// SPDX-License-Identifier: GPL-3.0-or-later
#include "fakenoderunner.h"
#include "healthfixtures.h"
#include "resultcheck.h"
#include "session/workflowstate.h"
#include "steps/bandwidth/bandwidthstep.h"

#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include "bandwidthfixtures.h"

using namespace Tandem;
using namespace Tandem::Test;

class TestBandwidthStep final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sparkRun();
    void failedRun();
    void probeMpiRun_data();
    void probeMpiRun();
    void pinnedRanks_data();
    void pinnedRanks();
    void wrongHcaOverride();
    void healthCountersMakeAWarning();
    void verdictOf_data();
    void verdictOf();
};

void TestBandwidthStep::sparkRun()
{
    QFile file(QFINDTESTDATA("../../data/nccl-tests/all_gather_2xspark_roce_info.txt"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray output = file.readAll();
    QByteArray log;
    for (const QByteArray &line : output.split('\n')) {
        if (line.startsWith("spark-"))
            log += line + '\n';
    }
    Test::FakeNodeRunner node1(QStringLiteral("node1"));
    Test::FakeNodeRunner node2(QStringLiteral("node2"));
    for (Test::FakeNodeRunner *node : {&node1, &node2}) {
        node->setHandler(
            [&output, &log, node](const RemoteCommand &command) -> std::optional<CommandResult> {
                CommandResult result;
                result.exitStatus = 0;
                if (isMpirun(command))
                    result.out = output;
                else if (isCollect(command) && node->nodeName() == QLatin1String("node1"))
                    result.out = log;
                return result;
            });
    }
    TestSpec spec;
    auto command = MpirunCommand::build(
        directPlan(), TopologyKind::Direct, spec, QStringLiteral("id1"), false);
    TANDEM_VERIFY_RESULT(command);
    BandwidthStep step({&node1, &node2}, *command, spec, 21.875);
    QSignalSpy points(&step, &BandwidthStep::pointReady);
    QSignalSpy finished(&step, &BandwidthStep::finished);
    step.start();
    QVERIFY(finished.wait());
    QVERIFY(points.size() >= 3);
    QCOMPARE(points.size(), step.rows().size());
    QCOMPARE(statusOf(step.checks(), QStringLiteral("bandwidth.run")), CheckStatus::Pass);
    QCOMPARE(statusOf(step.checks(), QStringLiteral("bandwidth.transport")), CheckStatus::Pass);
    // This recording peaks near 19.5 GB/s (MTU 1500): under the 21.875 floor.
    QCOMPARE(statusOf(step.checks(), QStringLiteral("bandwidth.threshold")), CheckStatus::Fail);
    // mpirun only on the first node; the clean-up and the log collection on both.
    QCOMPARE(std::count_if(node1.received().cbegin(), node1.received().cend(), isMpirun), 1);
    QCOMPARE(std::count_if(node2.received().cbegin(), node2.received().cend(), isMpirun), 0);
    for (Test::FakeNodeRunner *node : {&node1, &node2}) {
        const auto cleanups = std::count_if(
            node->received().cbegin(), node->received().cend(), [&step](const RemoteCommand &c) {
                const RemoteCommand cleanup = MpirunCommand::cleanupCommand(step.command().runId());
                return c.argv() == cleanup.argv() && c.environment() == cleanup.environment();
            });
        QCOMPARE(cleanups, 1);
    }
    // Evidence: the exact command line.
    const Check run = step.checks().constFirst();
    QVERIFY(run.evidence.constFirst().command.contains(
        QLatin1String("mpirun -np 2 -H 192.168.100.10:1,192.168.100.11:1")));
}

void TestBandwidthStep::failedRun()
{
    Test::FakeNodeRunner node1(QStringLiteral("node1"));
    Test::FakeNodeRunner node2(QStringLiteral("node2"));
    node1.setHandler([](const RemoteCommand &command) -> std::optional<CommandResult> {
        CommandResult result;
        result.exitStatus = isMpirun(command) ? 124 : 0;
        if (isMpirun(command))
            result.out = "# nccl-tests version 2.19.6 nccl-headers=22803 nccl-library=22803\n";
        return result;
    });
    node2.respondToOthers(0);
    TestSpec spec;
    spec.hangTimeoutSeconds = 30;
    auto command = MpirunCommand::build(
        directPlan(), TopologyKind::Direct, spec, QStringLiteral("id2"), false);
    TANDEM_VERIFY_RESULT(command);
    BandwidthStep step({&node1, &node2}, *command, spec, 21.875);
    QSignalSpy finished(&step, &BandwidthStep::finished);
    step.start();
    QVERIFY(finished.wait());
    QCOMPARE(statusOf(step.checks(), QStringLiteral("bandwidth.run")), CheckStatus::Fail);
    QVERIFY(step.checks().constFirst().detail.contains(QLatin1String("30 s")));
    // NCCL never named a transport: the hang is the run's to explain, not a second diagnosis.
    QCOMPARE(statusOf(step.checks(), QStringLiteral("bandwidth.transport")), CheckStatus::Skipped);
    QCOMPARE(statusOf(step.checks(), QStringLiteral("bandwidth.threshold")), CheckStatus::Fail);
}

void TestBandwidthStep::probeMpiRun_data()
{
    QTest::addColumn<bool>("oneTwin");
    QTest::addColumn<int>("twins");
    QTest::newRow("both twins") << false << int(CheckStatus::Pass);
    QTest::newRow("one twin in the plan") << true << int(CheckStatus::Warn);
}

void TestBandwidthStep::probeMpiRun()
{
    QFETCH(bool, oneTwin);
    QFETCH(int, twins);
    // What tandem-probe's MPI backend printed in the lab (shortened to three samples).
    const QByteArray output
        = "{\"type\":\"start\",\"backend\":\"mpi\",\"mode\":\"sweep\",\"op\":\"all_gather\","
          "\"ranks\":2,"
          "\"hosts\":[\"spark-386d\",\"spark-7089\"],\"devices\":[\"cpu\",\"cpu\"],\"t\":0.000}\n"
          "{\"algbw\":0.0004,\"busbw\":0.0002,\"bytes\":1024,\"op\":\"all_gather\",\"t\":0.14,"
          "\"time_us\":5000.1,\"type\":\"sample\",\"wrong\":0}\n"
          "{\"algbw\":0.03,\"busbw\":0.015,\"bytes\":65536,\"op\":\"all_gather\",\"t\":0.58,\"time_"
          "us\":4300.2,\"type\":\"sample\",\"wrong\":0}\n"
          "{\"algbw\":0.31,\"busbw\":0.155,\"bytes\":4194304,\"op\":\"all_gather\",\"t\":1.37,"
          "\"time_us\":27000.5,\"type\":\"sample\",\"wrong\":0}\n"
          "{\"type\":\"end\",\"samples\":3,\"peak_busbw\":0.155,\"wrong\":0,\"nodes\":2,"
          "\"transport\":{\"kind\":\"mpi\",\"env\":{}},\"t\":1.40}\n";
    Test::FakeNodeRunner node1(QStringLiteral("node1"));
    Test::FakeNodeRunner node2(QStringLiteral("node2"));
    printsOnMpirun(node1, node2, output);
    AddressPlan plan = directPlan();
    if (oneTwin) {
        for (NodePlan &node : plan.nodes)
            node.interfaces.removeLast();
        plan.subnets.removeLast();
    }
    TestSpec spec;
    spec.tool = BandwidthTool::Probe;
    spec.probeBackend = QStringLiteral("mpi");
    spec.thresholdGBps = 0.01; // the user's own floor: judged, unlike NCCL's
    auto command
        = MpirunCommand::build(plan, TopologyKind::Direct, spec, QStringLiteral("id3"), false);
    TANDEM_VERIFY_RESULT(command);
    BandwidthStep step({&node1, &node2}, *command, spec, 0.01);
    QSignalSpy points(&step, &BandwidthStep::pointReady);
    QSignalSpy finished(&step, &BandwidthStep::finished);
    step.start();
    QVERIFY(finished.wait());
    QCOMPARE(points.size(), 3);
    QCOMPARE(points.constLast().at(0).toDouble(), 4194304.0);
    QCOMPARE(statusOf(step.checks(), QStringLiteral("bandwidth.run")), CheckStatus::Pass);
    // No NCCL, so no claim about RoCE either way.
    QCOMPARE(statusOf(step.checks(), QStringLiteral("bandwidth.transport")), CheckStatus::Skipped);
    QCOMPARE(statusOf(step.checks(), QStringLiteral("bandwidth.twins")), CheckStatus(twins));
    QCOMPARE(statusOf(step.checks(), QStringLiteral("bandwidth.threshold")), CheckStatus::Pass);
    for (const Check &check : step.checks()) {
        if (check.id == QLatin1String("bandwidth.transport"))
            QVERIFY2(check.detail.startsWith(QLatin1String("Not applicable")),
                     qPrintable(check.detail));
        if (check.id == QLatin1String("bandwidth.twins") && oneTwin)
            QVERIFY2(check.detail.contains(QLatin1String("node1: rocep1s0f1 (not roceP2p1s0f1)")),
                     qPrintable(check.detail));
    }
}

void TestBandwidthStep::pinnedRanks_data()
{
    QTest::addColumn<QByteArray>("cpus"); // the start line's CPU fields, or nothing
    QTest::addColumn<double>("busbw");
    QTest::addColumn<int>("cpuCheck"); // Pending: no such check
    QTest::addColumn<int>("threshold");
    QTest::addColumn<int>("verdict");
    QTest::addColumn<QString>("said"); // in the verdict's detail
    // Open MPI's default binding at two ranks, and the fifth of the link it measured.
    QTest::newRow("pinned, a fifth of the link")
        << QByteArray(R"("cpus":["3","0"],"cpu_counts":[1,1],)") << 4.4 << int(CheckStatus::Warn)
        << int(CheckStatus::Fail) << int(CheckStatus::Fail)
        << QStringLiteral("pinned to a single CPU");
    QTest::newRow("pinned, still fast")
        << QByteArray(R"("cpus":["0-19","7"],"cpu_counts":[20,1],)") << 23.1
        << int(CheckStatus::Warn) << int(CheckStatus::Pass) << int(CheckStatus::Warn)
        << QStringLiteral("rank 1 (spark-7089) only CPU 7");
    QTest::newRow("every core") << QByteArray(R"("cpus":["0-19","0-19"],"cpu_counts":[20,20],)")
                                << 23.1 << int(CheckStatus::Pass) << int(CheckStatus::Pass)
                                << int(CheckStatus::Pass) << QStringLiteral("23.10 GB/s");
    QTest::newRow("every core, slow link")
        << QByteArray(R"("cpus":["0-19","0-19"],"cpu_counts":[20,20],)") << 4.4
        << int(CheckStatus::Pass) << int(CheckStatus::Fail) << int(CheckStatus::Fail)
        << QStringLiteral("is below the");
    QTest::newRow("a probe that does not say")
        << QByteArray() << 23.1 << int(CheckStatus::Pending) << int(CheckStatus::Pass)
        << int(CheckStatus::Pass) << QStringLiteral("23.10 GB/s");
}

void TestBandwidthStep::pinnedRanks()
{
    QFETCH(QByteArray, cpus);
    QFETCH(double, busbw);
    QFETCH(int, cpuCheck);
    QFETCH(int, threshold);
    QFETCH(int, verdict);
    QFETCH(QString, said);
    const QByteArray number = QByteArray::number(busbw);
    const QByteArray output
        = R"({"type":"start","backend":"nccl","mode":"sweep","op":"all_reduce","ranks":2,)"
          R"("hosts":["spark-386d","spark-7089"],)"
          + cpus + R"("t":0.000})" + '\n'
          + R"({"type":"sample","op":"all_reduce","bytes":1073741824,"time_us":1000,"algbw":)"
          + number + R"(,"busbw":)" + number + R"(,"wrong":0,"t":2.5})" + '\n'
          + R"({"type":"end","samples":1,"wrong":0,"nodes":2,"t":2.6})" + '\n';
    Test::FakeNodeRunner node1(QStringLiteral("node1"));
    Test::FakeNodeRunner node2(QStringLiteral("node2"));
    printsOnMpirun(node1, node2, output);
    TestSpec spec;
    spec.tool = BandwidthTool::Probe;
    spec.op = QStringLiteral("all_reduce");
    auto command = MpirunCommand::build(
        directPlan(), TopologyKind::Direct, spec, QStringLiteral("id5"), false);
    TANDEM_VERIFY_RESULT(command);
    BandwidthStep step({&node1, &node2}, *command, spec, 21.875);
    QSignalSpy finished(&step, &BandwidthStep::finished);
    step.start();
    QVERIFY(finished.wait());
    QCOMPARE(statusOf(step.checks(), QStringLiteral("bandwidth.cpus")), CheckStatus(cpuCheck));
    QCOMPARE(statusOf(step.checks(), QStringLiteral("bandwidth.threshold")),
             CheckStatus(threshold));
    const Check judged = BandwidthStep::verdictOf(step.checks());
    QCOMPARE(judged.status, CheckStatus(verdict));
    QVERIFY2(judged.detail.contains(said), qPrintable(judged.detail));
    // Whatever pinned a rank, the fix says where to look.
    if (CheckStatus(cpuCheck) == CheckStatus::Warn)
        QVERIFY2(judged.fix.contains(QLatin1String("--bind-to none")), qPrintable(judged.fix));
}

void TestBandwidthStep::wrongHcaOverride()
{
    // The lab's stand-in with NCCL_IB_HCA=mlx5_0: NCCL finds no device and uses sockets.
    const QByteArray log
        = "spark-386d:4242:4242 [0] NCCL INFO NCCL_IB_HCA set to mlx5_0\n"
          "spark-386d:4242:4242 [0] NCCL INFO NET/IB : No device found.\n"
          "spark-386d:4242:4242 [0] NCCL INFO NET/Socket : Using [0]enp1s0f1np1:192.168.100.10<0>\n"
          "spark-386d:4242:4242 [0] NCCL INFO Using network Socket\n";
    const QByteArray output = "#       size         count      type   redop    root     time   "
                              "algbw   busbw  #wrong     time   algbw   busbw  #wrong\n"
                              "     1048576        131072     float    none      -1   1005.2    "
                              "1.04    0.52       0   1001.9    1.05    0.52       0\n";
    Test::FakeNodeRunner node1(QStringLiteral("node1"));
    Test::FakeNodeRunner node2(QStringLiteral("node2"));
    node1.setHandler([&](const RemoteCommand &command) -> std::optional<CommandResult> {
        CommandResult result;
        result.exitStatus = 0;
        if (isMpirun(command))
            result.out = output;
        else if (isCollect(command))
            result.out = log;
        return result;
    });
    node2.respondToOthers(0);
    TestSpec spec;
    spec.environment << qMakePair(QStringLiteral("NCCL_IB_HCA"), QStringLiteral("mlx5_0"));
    auto command = MpirunCommand::build(
        directPlan(), TopologyKind::Direct, spec, QStringLiteral("id4"), false);
    TANDEM_VERIFY_RESULT(command);
    QVERIFY(command->displayString().contains(QLatin1String("NCCL_IB_HCA=mlx5_0 ")));
    BandwidthStep step({&node1, &node2}, *command, spec, 21.875);
    QSignalSpy finished(&step, &BandwidthStep::finished);
    step.start();
    QVERIFY(finished.wait());
    QCOMPARE(statusOf(step.checks(), QStringLiteral("bandwidth.transport")), CheckStatus::Fail);
    for (const Check &check : step.checks()) {
        if (check.id == QLatin1String("bandwidth.transport"))
            QVERIFY2(check.detail.contains(QLatin1String("NCCL_IB_HCA=mlx5_0 names none")),
                     qPrintable(check.detail));
    }
}

// A run whose busbw passed while a twin's RoCE error counters grew is a warning that names
// them; the health samples run on every node beside mpirun.
void TestBandwidthStep::healthCountersMakeAWarning()
{
    QFile file(QFINDTESTDATA("../../data/nccl-tests/all_gather_2xspark_roce_info.txt"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray output = file.readAll();
    Test::FakeNodeRunner node1(QStringLiteral("node1"));
    Test::FakeNodeRunner node2(QStringLiteral("node2"));
    QHash<QString, int> samples;
    for (Test::FakeNodeRunner *node : {&node1, &node2}) {
        node->setHandler([&output, &samples, node](
                             const RemoteCommand &command) -> std::optional<CommandResult> {
            CommandResult result;
            result.exitStatus = 0;
            if (isMpirun(command)) {
                result.out = output;
            } else if (command.argv().value(3) == "tandem-health") {
                const int n = samples[node->nodeName()]++;
                FakeNetdev twin;
                if (node->nodeName() == QLatin1String("node2"))
                    twin.rdma[QStringLiteral("out_of_sequence")] = quint64(n) * 500;
                result.out = sampleOutput(1000 + n * 2000, {twin});
            }
            return result;
        });
    }
    TestSpec spec;
    auto command = MpirunCommand::build(
        directPlan(), TopologyKind::Direct, spec, QStringLiteral("id3"), false);
    TANDEM_VERIFY_RESULT(command);
    BandwidthStep step({&node1, &node2}, *command, spec, 10.0);
    QSignalSpy events(&step, &BandwidthStep::healthEvent);
    QSignalSpy finished(&step, &BandwidthStep::finished);
    step.start();
    QVERIFY(finished.wait());
    QVERIFY(samples.value(QStringLiteral("node1")) >= 2);
    QVERIFY(samples.value(QStringLiteral("node2")) >= 2);
    QCOMPARE(statusOf(step.checks(), QStringLiteral("bandwidth.threshold")), CheckStatus::Pass);
    QCOMPARE(statusOf(step.checks(), QStringLiteral("bandwidth.health")), CheckStatus::Warn);
    const Check verdict = BandwidthStep::verdictOf(step.checks());
    QCOMPARE(verdict.status, CheckStatus::Warn);
    QVERIFY2(verdict.detail.contains(QStringLiteral("out_of_sequence")),
             qPrintable(verdict.detail));
    QVERIFY2(verdict.detail.contains(QStringLiteral("node2")), qPrintable(verdict.detail));
    QVERIFY(!events.isEmpty());
    WorkflowState state;
    step.apply(state);
    QCOMPARE(state.bandwidth.health.intervalSeconds, 2.0);
    QVERIFY(!state.bandwidth.health.events.isEmpty());
}

void TestBandwidthStep::verdictOf_data()
{
    QTest::addColumn<QList<int>>(
        "statuses"); // run, transport, twins, threshold, health; -1: absent
    QTest::addColumn<int>("verdict");
    QTest::addColumn<QString>("detail");
    const int pass = int(CheckStatus::Pass), warn = int(CheckStatus::Warn),
              fail = int(CheckStatus::Fail), skip = int(CheckStatus::Skipped);
    QTest::newRow("all pass: the threshold speaks")
        << QList<int>{pass, pass, pass, pass} << pass << QStringLiteral("threshold");
    QTest::newRow("transport is not folded in")
        << QList<int>{pass, fail, pass, pass} << pass << QStringLiteral("threshold");
    QTest::newRow("MPI backend: skipped counts for nothing")
        << QList<int>{pass, skip, pass, pass} << pass << QStringLiteral("threshold");
    QTest::newRow("one twin warns")
        << QList<int>{pass, skip, warn, pass} << warn << QStringLiteral("twins");
    QTest::newRow("run failed first")
        << QList<int>{fail, -1, -1, -1} << fail << QStringLiteral("run");
    QTest::newRow("threshold fails over a twin warning")
        << QList<int>{pass, warn, warn, fail} << fail << QStringLiteral("threshold");
    QTest::newRow("nothing yet") << QList<int>{-1, -1, -1, -1, -1} << int(CheckStatus::Pending)
                                 << QString();
    QTest::newRow("all pass with health: still the threshold")
        << QList<int>{pass, pass, pass, pass, pass} << pass << QStringLiteral("threshold");
    QTest::newRow("health warns over a passed threshold")
        << QList<int>{pass, pass, pass, pass, warn} << warn << QStringLiteral("health");
    QTest::newRow("health not sampled counts for nothing")
        << QList<int>{pass, pass, pass, pass, skip} << pass << QStringLiteral("threshold");
}

void TestBandwidthStep::verdictOf()
{
    QFETCH(QList<int>, statuses);
    QFETCH(int, verdict);
    QFETCH(QString, detail);
    const QStringList ids{QStringLiteral("bandwidth.run"),
                          QStringLiteral("bandwidth.transport"),
                          QStringLiteral("bandwidth.twins"),
                          QStringLiteral("bandwidth.threshold"),
                          QStringLiteral("bandwidth.health")};
    QList<Check> checks;
    for (int i = 0; i < ids.size(); ++i) {
        if (statuses.value(i, -1) < 0)
            continue;
        Check check;
        check.id = ids.at(i);
        check.status = CheckStatus(statuses.at(i));
        check.detail = ids.at(i).section(QLatin1Char('.'), 1);
        checks << check;
    }
    const Check result = BandwidthStep::verdictOf(checks);
    QCOMPARE(int(result.status), verdict);
    QCOMPARE(result.detail, detail);
}

QTEST_GUILESS_MAIN(TestBandwidthStep)
#include "tst_bandwidthstep.moc"
