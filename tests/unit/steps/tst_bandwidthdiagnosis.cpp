// SPDX-License-Identifier: GPL-3.0-or-later
// The bandwidth step naming what went wrong instead of guessing: a twin that negotiated 100G
// (not a down twin), NCCL's "transport retry counter exceeded" with the MTUs that differ, a run
// that stalled (shown while it goes on), and a first node that is gone (what to do next).

#include "fakenoderunner.h"
#include "hangingnoderunner.h"
#include "inventory/roceports.h"
#include "resultcheck.h"
#include "steps/bandwidth/bandwidthstep.h"

#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include "bandwidthfixtures.h"

using namespace Tandem;
using namespace Tandem::Test;

namespace {

Check checkOf(const QList<Check> &checks, const QString &id)
{
    for (const Check &check : checks) {
        if (check.id == id)
            return check;
    }
    return {};
}

bool isRocePorts(const RemoteCommand &command)
{
    return command.argv() == RocePortsReader::command().argv();
}

// What RocePortsReader's script prints for the right-port twins at these MTUs.
QByteArray sysfsWithMtus(int primary, int secondary)
{
    return QStringLiteral("@net enp1s0f1np1 up 1 200000 %1\n"
                          "@net enP2p1s0f1np1 up 1 200000 %2\n"
                          "@port enp1s0f1np1 0000:01:00.1 rocep1s0f1\n"
                          "@port enP2p1s0f1np1 0002:01:00.1 roceP2p1s0f1\n")
        .arg(primary)
        .arg(secondary)
        .toUtf8();
}

} // namespace

class TestBandwidthDiagnosis final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void slowLinkIsNamed();
    void retryExceededNamesTheMtus_data();
    void retryExceededNamesTheMtus();
    void stallIsShownWhileRunning();
    void firstNodeGoneSaysWhatToDo();
    void sshRefusalIsNotBlamedOnRoce_data();
    void sshRefusalIsNotBlamedOnRoce();
    void mpiBackendIsNotJudgedOnNcclsFloor();
};

void TestBandwidthDiagnosis::slowLinkIsNamed()
{
    // `fault speed node1 enp1s0f1np1 100000`: ethtool says 100G at both ends of the primary
    // twin, NCCL uses both twins, busbw is half. The verdict names the speed, not a down twin.
    QFile file(QFINDTESTDATA("../../data/nccl-tests/all_gather_2xspark_roce_info.txt"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray log;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (line.startsWith("spark-"))
            log += line + '\n';
    }
    const QByteArray output = "#       size         count      type   redop    root     time   "
                              "algbw   busbw  #wrong     time   algbw   busbw  #wrong\n"
                              "  1073741824     134217728     float    none      -1  45306.1   "
                              "23.70   11.85       0  45301.9   23.70   11.85       0\n";
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
    QList<NodeCabling> cabling;
    for (const QString &name : {QStringLiteral("node1"), QStringLiteral("node2")}) {
        NodeCabling node;
        node.node = name;
        node.sysfsSpeedMbps.insert(QStringLiteral("enP2p1s0f1np1"), 200000);
        EthtoolInfo slow;
        slow.speedMbps = 100000;
        node.ethtool.insert(QStringLiteral("enp1s0f1np1"), slow);
        cabling << node;
    }
    TestSpec spec;
    auto command = MpirunCommand::build(
        directPlan(), TopologyKind::Direct, spec, QStringLiteral("id5"), false);
    TANDEM_VERIFY_RESULT(command);
    BandwidthStep step({&node1, &node2}, *command, spec, 21.875);
    step.setLinks(RunLinks::fromPlan(directPlan(), cabling));
    QSignalSpy finished(&step, &BandwidthStep::finished);
    step.start();
    QVERIFY(finished.wait());
    QCOMPARE(statusOf(step.checks(), QStringLiteral("bandwidth.transport")), CheckStatus::Pass);
    const Check verdict = BandwidthStep::verdictOf(step.checks());
    QCOMPARE(verdict.status, CheckStatus::Fail);
    const QString said = verdict.detail + QLatin1Char(' ') + verdict.fix;
    QVERIFY2(said.contains(QLatin1String("node1 enp1s0f1np1 at 100 Gb/s")), qPrintable(said));
    QVERIFY2(said.contains(QLatin1String("200 Gb/s")), qPrintable(said));
    QVERIFY2(!said.contains(QLatin1String("twin of the port is down")), qPrintable(said));
}

void TestBandwidthDiagnosis::retryExceededNamesTheMtus_data()
{
    QTest::addColumn<int>("node2Mtu");
    QTest::addColumn<QString>("says");
    // `fault mtu node2 enp1s0f1np1 9000` after apply: read from the nodes after the run.
    QTest::newRow("MTUs read after the run")
        << 9000 << QStringLiteral("node1 enp1s0f1np1 has MTU 1500, node2 enp1s0f1np1 has MTU 9000");
    QTest::newRow("MTUs read equal: what to compare")
        << 1500 << QStringLiteral("Compare the MTU of each twin with its peer's");
}

void TestBandwidthDiagnosis::retryExceededNamesTheMtus()
{
    QFETCH(int, node2Mtu);
    QFETCH(QString, says);
    const QByteArray output
        = "# nccl-tests version 2.19.6 nccl-headers=22809 nccl-library=22809\n"
          "spark-386d: Test NCCL failure common.cu:1279 'remote process exited or there was a "
          "network error / NET/IB: Got completion from peer with status=transport retry counter "
          "exceeded(12)'\n"
          " .. spark-386d pid 4242: Test failure common.cu:1105\n";
    Test::FakeNodeRunner node1(QStringLiteral("node1"));
    Test::FakeNodeRunner node2(QStringLiteral("node2"));
    node1.setHandler([&](const RemoteCommand &command) -> std::optional<CommandResult> {
        CommandResult result;
        result.exitStatus = isMpirun(command) ? 3 : 0;
        if (isMpirun(command))
            result.out = output;
        else if (isRocePorts(command))
            result.out = sysfsWithMtus(1500, 1500);
        return result;
    });
    node2.setHandler([&](const RemoteCommand &command) -> std::optional<CommandResult> {
        CommandResult result;
        result.exitStatus = 0;
        if (isRocePorts(command))
            result.out = sysfsWithMtus(node2Mtu, 1500);
        return result;
    });
    TestSpec spec;
    auto command = MpirunCommand::build(
        directPlan(), TopologyKind::Direct, spec, QStringLiteral("id6"), false);
    TANDEM_VERIFY_RESULT(command);
    BandwidthStep step({&node1, &node2}, *command, spec, 21.875);
    step.setLinks(RunLinks::fromPlan(directPlan(), {}));
    QSignalSpy finished(&step, &BandwidthStep::finished);
    step.start();
    QVERIFY(finished.wait());
    const Check run = checkOf(step.checks(), QStringLiteral("bandwidth.run"));
    QCOMPARE(run.status, CheckStatus::Fail);
    const QString said = run.detail + QLatin1Char(' ') + run.fix;
    QVERIFY2(said.contains(QLatin1String("IBV_WC_RETRY_EXC_ERR")), qPrintable(said));
    QVERIFY2(said.contains(says), qPrintable(said));
    QVERIFY2(!said.contains(QLatin1String("test binary")), qPrintable(said));
}

void TestBandwidthDiagnosis::stallIsShownWhileRunning()
{
    Test::HangingNodeRunner node1(QStringLiteral("node1"));
    Test::HangingNodeRunner node2(QStringLiteral("node2"));
    TestSpec spec;
    auto command = MpirunCommand::build(
        directPlan(), TopologyKind::Direct, spec, QStringLiteral("id7"), false);
    TANDEM_VERIFY_RESULT(command);
    BandwidthStep step({&node1, &node2}, *command, spec, 21.875);
    QCOMPARE(step.stallTimeout(), std::chrono::milliseconds(161'000)); // from the sizes
    step.setStallTimeout(std::chrono::milliseconds(50));
    QSignalSpy changed(&step, &BandwidthStep::checkChanged);
    QSignalSpy finished(&step, &BandwidthStep::finished);
    step.start();
    // Silent after the header: the run check turns Warn while the step still runs.
    QTRY_VERIFY_WITH_TIMEOUT(
        BandwidthStep::isStall(checkOf(step.checks(), QStringLiteral("bandwidth.run"))), 5000);
    QVERIFY(step.isRunning());
    Check stall = checkOf(step.checks(), QStringLiteral("bandwidth.run"));
    QCOMPARE(stall.title, QStringLiteral("Bandwidth test stalled"));
    QVERIFY2(stall.detail.contains(QLatin1String("looks hung")), qPrintable(stall.detail));
    QVERIFY2(stall.detail.contains(QLatin1String("600 s")), qPrintable(stall.detail));
    QVERIFY2(stall.fix.contains(QLatin1String("Cancel")), qPrintable(stall.fix));
    QVERIFY(stall.evidence.constFirst().output.contains(QLatin1String("# nccl-tests version")));
    // Output again: back to Running.
    node1.say("#       size         count      type   redop    root     time   algbw   busbw");
    QCOMPARE(statusOf(step.checks(), QStringLiteral("bandwidth.run")), CheckStatus::Running);
    // And silent again: stalled again, until cancelled.
    QTRY_VERIFY_WITH_TIMEOUT(
        BandwidthStep::isStall(checkOf(step.checks(), QStringLiteral("bandwidth.run"))), 5000);
    step.cancel();
    QVERIFY(finished.wait());
    // Cancelled is the user's choice, not a failure of the cluster: not run.
    QCOMPARE(statusOf(step.checks(), QStringLiteral("bandwidth.run")), CheckStatus::Skipped);
    QVERIFY(checkOf(step.checks(), QStringLiteral("bandwidth.run"))
                .detail.startsWith(QLatin1String("Cancelled")));
}

void TestBandwidthDiagnosis::firstNodeGoneSaysWhatToDo()
{
    Test::FakeNodeRunner node2(QStringLiteral("node2"));
    TestSpec spec;
    auto command = MpirunCommand::build(
        directPlan(), TopologyKind::Direct, spec, QStringLiteral("id8"), false);
    TANDEM_VERIFY_RESULT(command);
    BandwidthStep step({&node2}, *command, spec, 21.875);
    QSignalSpy finished(&step, &BandwidthStep::finished);
    step.start();
    QTRY_VERIFY(finished.size() == 1);
    const Check run = checkOf(step.checks(), QStringLiteral("bandwidth.run"));
    QCOMPARE(run.status, CheckStatus::Fail);
    QVERIFY2(run.fix.contains(QLatin1String("Devices page")), qPrintable(run.fix));
    QVERIFY2(run.fix.contains(QLatin1String("tandem-cli")), qPrintable(run.fix));
}

void TestBandwidthDiagnosis::sshRefusalIsNotBlamedOnRoce_data()
{
    QTest::addColumn<QByteArray>("stderrText");
    QTest::addColumn<QString>("named");
    QTest::addColumn<QString>("fix");
    // What ssh and Open MPI print when the peer's host key changed after the fabric stored it.
    QTest::newRow("changed host key")
        << QByteArray("@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n"
                      "@    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!     @\n"
                      "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n"
                      "Host key for 192.168.100.11 has changed and you have requested strict "
                      "checking.\nHost key verification failed.\n"
                      "ORTE was unable to reliably start one or more daemons.\n")
        << "refused a host key"
        << "set up the SSH fabric again (step 6)";
    QTest::newRow("key not accepted")
        << QByteArray("tandem@192.168.100.11: Permission denied (publickey,password).\n"
                      "ORTE was unable to reliably start one or more daemons.\n")
        << "refused the login"
        << "Set up the SSH fabric again (step 6)";
    QTest::newRow("node not reached")
        << QByteArray("ssh: connect to host 192.168.100.11 port 22: No route to host\n")
        << "could not reach a node over SSH"
        << "Verify the fabric (step 7)";
}

void TestBandwidthDiagnosis::sshRefusalIsNotBlamedOnRoce()
{
    QFETCH(QByteArray, stderrText);
    QFETCH(QString, named);
    QFETCH(QString, fix);
    Test::FakeNodeRunner node1(QStringLiteral("node1"));
    Test::FakeNodeRunner node2(QStringLiteral("node2"));
    const QByteArray nothing;
    printsOnMpirun(node1, node2, nothing, stderrText, 255);
    TestSpec spec;
    auto command = MpirunCommand::build(
        directPlan(), TopologyKind::Direct, spec, QStringLiteral("id7"), false);
    TANDEM_VERIFY_RESULT(command);
    BandwidthStep step({&node1, &node2}, *command, spec, 21.875);
    QSignalSpy finished(&step, &BandwidthStep::finished);
    step.start();
    QVERIFY(finished.wait());
    const Check run = checkOf(step.checks(), QStringLiteral("bandwidth.run"));
    QCOMPARE(run.status, CheckStatus::Fail);
    QVERIFY2(run.detail.contains(named), qPrintable(run.detail));
    QVERIFY2(run.fix.contains(fix), qPrintable(run.fix));
    // One diagnosis: the transport and the threshold were never reached, so neither blames RoCE.
    const Check transport = checkOf(step.checks(), QStringLiteral("bandwidth.transport"));
    QCOMPARE(transport.status, CheckStatus::Skipped);
    QVERIFY2(transport.detail.startsWith(QLatin1String("Not judged")),
             qPrintable(transport.detail));
    QVERIFY(!transport.fix.contains(QLatin1String("RoCE")));
    QCOMPARE(checkOf(step.checks(), QStringLiteral("bandwidth.threshold")).status,
             CheckStatus::Skipped);
    QCOMPARE(BandwidthStep::verdictOf(step.checks()).status, CheckStatus::Fail);
}

void TestBandwidthDiagnosis::mpiBackendIsNotJudgedOnNcclsFloor()
{
    // The MPI backend's samples: host buffers over TCP at 0.05 GB/s, far under NCCL's floor.
    const QByteArray output
        = R"({"type":"start","backend":"mpi","op":"all_reduce","ranks":2})"
          "\n"
          R"({"type":"sample","op":"all_reduce","bytes":1048576,"time_us":20000,"algbw":0.05,"busbw":0.05,"wrong":0,"t":1.0})"
          "\n"
          R"({"type":"end","samples":1})"
          "\n";
    Test::FakeNodeRunner node1(QStringLiteral("node1"));
    Test::FakeNodeRunner node2(QStringLiteral("node2"));
    printsOnMpirun(node1, node2, output);
    TestSpec spec;
    spec.tool = BandwidthTool::Probe;
    spec.probeBackend = QStringLiteral("mpi");
    auto command = MpirunCommand::build(
        directPlan(), TopologyKind::Direct, spec, QStringLiteral("id8"), false);
    TANDEM_VERIFY_RESULT(command);
    BandwidthStep step({&node1, &node2}, *command, spec, 21.875);
    QSignalSpy finished(&step, &BandwidthStep::finished);
    step.start();
    QVERIFY(finished.wait());
    const Check run = checkOf(step.checks(), QStringLiteral("bandwidth.run"));
    QVERIFY2(run.status == CheckStatus::Pass, qPrintable(run.detail));
    const Check threshold = checkOf(step.checks(), QStringLiteral("bandwidth.threshold"));
    QCOMPARE(threshold.status, CheckStatus::Skipped);
    QVERIFY2(threshold.detail.contains(QLatin1String("NCCL's floor does not apply")),
             qPrintable(threshold.detail));
    QVERIFY2(!threshold.detail.contains(QLatin1String("21.88")), qPrintable(threshold.detail));
}

QTEST_GUILESS_MAIN(TestBandwidthDiagnosis)
#include "tst_bandwidthdiagnosis.moc"
