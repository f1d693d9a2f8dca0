// SPDX-License-Identifier: GPL-3.0-or-later
#include "fakenoderunner.h"
#include "resultcheck.h"
#include "steps/bandwidthstep.h"

#include <QFile>
#include <QSignalSpy>
#include <QTest>

using namespace Tandem;

namespace {

AddressPlan directPlan()
{
    AddressPlan plan;
    const auto iface = [](const char *netdev, const char *address) {
        return PlannedInterface{QString::fromLatin1(netdev), QString::fromLatin1(address), 24, 0};
    };
    plan.nodes = {{QStringLiteral("node1"), {iface("enp1s0f1np1", "192.168.100.10"), iface("enP2p1s0f1np1", "192.168.101.10")}},
                  {QStringLiteral("node2"), {iface("enp1s0f1np1", "192.168.100.11"), iface("enP2p1s0f1np1", "192.168.101.11")}}};
    plan.subnets = {{QStringLiteral("192.168.100.0/24"), {{QStringLiteral("node1"), QStringLiteral("enp1s0f1np1")},
                                                          {QStringLiteral("node2"), QStringLiteral("enp1s0f1np1")}}},
                    {QStringLiteral("192.168.101.0/24"), {{QStringLiteral("node1"), QStringLiteral("enP2p1s0f1np1")},
                                                          {QStringLiteral("node2"), QStringLiteral("enP2p1s0f1np1")}}}};
    return plan;
}

bool isMpirun(const RemoteCommand &command)
{
    return command.argv().contains("mpirun");
}

bool isCollect(const RemoteCommand &command)
{
    return command.argv().value(2).contains("tandem-nccl-");
}

CheckStatus statusOf(const QList<Check> &checks, const QString &id)
{
    for (const Check &check : checks) {
        if (check.id == id)
            return check.status;
    }
    return CheckStatus::Pending;
}

} // namespace

class TestBandwidthStep final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sparkRun();
    void failedRun();
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
        node->setHandler([&output, &log, node](const RemoteCommand &command) -> std::optional<CommandResult> {
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
    auto command = MpirunCommand::build(directPlan(), TopologyKind::Direct, spec, QStringLiteral("id1"), false);
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
        const auto cleanups = std::count_if(node->received().cbegin(), node->received().cend(),
                                            [](const RemoteCommand &c) { return c.argv().value(2).contains("pkill"); });
        QCOMPARE(cleanups, 1);
    }
    // Evidence: the exact command line.
    const Check run = step.checks().constFirst();
    QVERIFY(run.evidence.constFirst().command.contains(QLatin1String("mpirun -np 2 -H 192.168.100.10:1,192.168.100.11:1")));
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
    auto command = MpirunCommand::build(directPlan(), TopologyKind::Direct, spec, QStringLiteral("id2"), false);
    TANDEM_VERIFY_RESULT(command);
    BandwidthStep step({&node1, &node2}, *command, spec, 21.875);
    QSignalSpy finished(&step, &BandwidthStep::finished);
    step.start();
    QVERIFY(finished.wait());
    QCOMPARE(statusOf(step.checks(), QStringLiteral("bandwidth.run")), CheckStatus::Fail);
    QVERIFY(step.checks().constFirst().detail.contains(QLatin1String("30 s")));
    QCOMPARE(statusOf(step.checks(), QStringLiteral("bandwidth.transport")), CheckStatus::Fail);
    QCOMPARE(statusOf(step.checks(), QStringLiteral("bandwidth.threshold")), CheckStatus::Fail);
}

QTEST_GUILESS_MAIN(TestBandwidthStep)
#include "tst_bandwidthstep.moc"
