// SPDX-License-Identifier: GPL-3.0-or-later
// The verify step with fake nodes: the exact ping, SSH, RoCE and mpirun commands, the
// verdicts and the matrices.

#include "fakenoderunner.h"
#include "nccl/mpiruncommand.h"
#include "remote/leftoverruns.h"
#include "steps/verify/verifympirun.h"
#include "steps/verify/verifystep.h"

#include <QSignalSpy>
#include <QTest>

using namespace Tandem;
using Tandem::Test::FakeNodeRunner;

namespace {

AddressPlan twoNodePlan(int mtu = 0)
{
    AddressPlan plan;
    plan.mtu = mtu;
    plan.nodes = {
        NodePlan{QStringLiteral("node1"),
                 {{QStringLiteral("enp1s0f1np1"), QStringLiteral("192.168.100.10"), 24, mtu},
                  {QStringLiteral("enP2p1s0f1np1"), QStringLiteral("192.168.101.10"), 24, mtu}}},
        NodePlan{QStringLiteral("node2"),
                 {{QStringLiteral("enp1s0f1np1"), QStringLiteral("192.168.100.11"), 24, mtu},
                  {QStringLiteral("enP2p1s0f1np1"), QStringLiteral("192.168.101.11"), 24, mtu}}}};
    plan.subnets = {PlannedSubnet{QStringLiteral("192.168.100.0/24"),
                                  {{QStringLiteral("node1"), QStringLiteral("enp1s0f1np1")},
                                   {QStringLiteral("node2"), QStringLiteral("enp1s0f1np1")}}},
                    PlannedSubnet{QStringLiteral("192.168.101.0/24"),
                                  {{QStringLiteral("node1"), QStringLiteral("enP2p1s0f1np1")},
                                   {QStringLiteral("node2"), QStringLiteral("enP2p1s0f1np1")}}}};
    return plan;
}

// What RocePortsReader's script prints on a node cabled on its right port: sysfs first, then
// ibdev2netdev's table as the second opinion.
const QByteArray ibTable = "rocep1s0f0 port 1 ==> enp1s0f0np0 (Down)\n"
                           "rocep1s0f1 port 1 ==> enp1s0f1np1 (Up)\n"
                           "roceP2p1s0f0 port 1 ==> enP2p1s0f0np0 (Down)\n"
                           "roceP2p1s0f1 port 1 ==> enP2p1s0f1np1 (Up)\n";
const QByteArray sysfsPorts = "@port enp1s0f0np0 0000:01:00.0 rocep1s0f0\n"
                              "@port enp1s0f1np1 0000:01:00.1 rocep1s0f1\n"
                              "@port enP2p1s0f0np0 0002:01:00.0 roceP2p1s0f0\n"
                              "@port enP2p1s0f1np1 0002:01:00.1 roceP2p1s0f1\n";
const QByteArray sysfsUp = "@net enp1s0f0np0 down 0 - 1500\n"
                           "@net enp1s0f1np1 up 1 200000 9000\n"
                           "@net enP2p1s0f0np0 down 0 - 1500\n"
                           "@net enP2p1s0f1np1 up 1 200000 9000\n"
                           + sysfsPorts
                           + "@state rocep1s0f1 4: ACTIVE\n"
                             "@state roceP2p1s0f1 4: ACTIVE\n";
const QByteArray ibUp = sysfsUp + "@ibdev2netdev\n" + ibTable + "@end\n";

void answerAll(FakeNodeRunner &node, const QString &hostname)
{
    node.respond(QStringLiteral("hostname"), 0, hostname.toUtf8() + '\n');
    node.respond(FakeNodeRunner::keyOf(VerifyStep::roceCommand()), 0, ibUp);
    node.respondToOthers(0); // pings and ssh succeed
}

// The first node answers the step's own mpirun (named by its run id) with STATUS and OUT.
void answerMpirun(FakeNodeRunner &node, const VerifyStep &step, int status, const QByteArray &out)
{
    node.respond(FakeNodeRunner::keyOf(VerifyMpirun::command(
                     twoNodePlan(), step.runId(), LeftoverRuns::localOwner())),
                 status,
                 out);
}

} // namespace

class TestVerifyStep final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void commands();
    void roceCheck_data();
    void roceCheck();
    void mpirunCheck();
    void allPass();
    void oneDirectionFails_data();
    void oneDirectionFails();
    void pingCheck_data();
    void pingCheck();
    void mtuMismatchIsNamed();
    void failedMpirunEndsItsRunOnEveryNode();
};

void TestVerifyStep::commands()
{
    const AddressPlan plan = twoNodePlan(9000);
    const auto ways = VerifyStep::routes(plan, QStringLiteral("node1"), QStringLiteral("node2"));
    QCOMPARE(ways.size(), 2);
    QCOMPARE(VerifyStep::pingCommand(ways.at(1)).argv(),
             (QList<QByteArray>{"ping",
                                "-c",
                                "1",
                                "-W",
                                "1",
                                "-M",
                                "do",
                                "-s",
                                "8972",
                                "-I",
                                "enP2p1s0f1np1",
                                "192.168.101.11"}));
    QCOMPARE(VerifyStep::pingCommand(
                 VerifyStep::routes(twoNodePlan(), QStringLiteral("node2"), QStringLiteral("node1"))
                     .at(0))
                 .argv(),
             (QList<QByteArray>{"ping",
                                "-c",
                                "1",
                                "-W",
                                "1",
                                "-M",
                                "do",
                                "-s",
                                "1472",
                                "-I",
                                "enp1s0f1np1",
                                "192.168.100.10"}));
    QCOMPARE(VerifyStep::sshCommand(QStringLiteral("192.168.100.11")).argv(),
             (QList<QByteArray>{"timeout",
                                "20",
                                "ssh",
                                "-o",
                                "BatchMode=yes",
                                "-o",
                                "ConnectTimeout=5",
                                "192.168.100.11",
                                "true"}));
    QCOMPARE(VerifyMpirun::command(plan, QStringLiteral("0a1b2c3d4e5f")).argv(),
             (QList<QByteArray>{"timeout",
                                "-k",
                                "10",
                                "60",
                                "mpirun",
                                "--mca",
                                "btl_tcp_if_include",
                                "192.168.100.0/24,192.168.101.0/24",
                                "--mca",
                                "oob_tcp_if_include",
                                "192.168.100.0/24,192.168.101.0/24",
                                "--mca",
                                "plm_rsh_args",
                                "-o BatchMode=yes -o ConnectTimeout=5 -o ServerAliveInterval=5 "
                                "-o ServerAliveCountMax=3",
                                "--mca",
                                "tandem_run_id",
                                "0a1b2c3d4e5f",
                                "-H",
                                "192.168.100.10:1,192.168.100.11:1",
                                "hostname"}));
    for (const RemoteCommand &command :
         {VerifyMpirun::command(plan, QStringLiteral("0a1b2c3d4e5f")),
          VerifyStep::sshCommand(QStringLiteral("x"))})
        QVERIFY(!command.commandLine().contains("StrictHostKeyChecking"));
}

void TestVerifyStep::roceCheck_data()
{
    QTest::addColumn<QByteArray>("out");
    QTest::addColumn<CheckStatus>("status");
    QTest::newRow("up") << ibUp << CheckStatus::Pass;
    QTest::newRow("up, stock Ubuntu: no ibdev2netdev") << sysfsUp << CheckStatus::Pass;
    QTest::newRow("up, port state DOWN")
        << QByteArray(ibUp).replace("@state roceP2p1s0f1 4: ACTIVE", "@state roceP2p1s0f1 1: DOWN")
        << CheckStatus::Fail;
    QTest::newRow("twin down") << QByteArray(ibUp).replace("enP2p1s0f1np1 up 1 200000",
                                                           "enP2p1s0f1np1 down 0 -")
                               << CheckStatus::Fail;
    QTest::newRow("no RDMA device in sysfs: ibdev2netdev's table")
        << QByteArray(ibUp).replace(sysfsPorts, "") << CheckStatus::Pass;
    QTest::newRow("no RDMA device anywhere")
        << QByteArray(sysfsUp).replace(sysfsPorts, "") << CheckStatus::Fail;
    QTest::newRow("garbage") << QByteArray("nonsense\n") << CheckStatus::Fail;
}

void TestVerifyStep::roceCheck()
{
    QFETCH(QByteArray, out);
    QFETCH(CheckStatus, status);
    CommandResult result;
    result.node = QStringLiteral("node1");
    result.exitStatus = 0;
    result.out = out;
    const Check check = VerifyStep::roceCheck(
        result, {QStringLiteral("enp1s0f1np1"), QStringLiteral("enP2p1s0f1np1")});
    QCOMPARE(check.status, status);
}

void TestVerifyStep::mpirunCheck()
{
    CommandResult result;
    result.node = QStringLiteral("node1");
    result.exitStatus = 0;
    result.out = "spark-7089\nspark-386d\n";
    const QStringList hosts{QStringLiteral("spark-386d"), QStringLiteral("spark-7089")};
    QCOMPARE(VerifyMpirun::check(result, hosts).status, CheckStatus::Pass);
    result.out = "spark-386d\n";
    QCOMPARE(VerifyMpirun::check(result, hosts).status, CheckStatus::Fail);
    result.out = "spark-7089\nspark-386d\n";
    result.exitStatus = 124;
    QCOMPARE(VerifyMpirun::check(result, hosts).status, CheckStatus::Fail);
}

void TestVerifyStep::allPass()
{
    FakeNodeRunner n1(QStringLiteral("node1"));
    FakeNodeRunner n2(QStringLiteral("node2"));
    answerAll(n1, QStringLiteral("spark-386d"));
    answerAll(n2, QStringLiteral("spark-7089"));
    VerifyStep step({&n1, &n2}, twoNodePlan());
    // mpirun answers with both host names.
    answerMpirun(n1, step, 0, "spark-386d\nspark-7089\n");
    QSignalSpy finished(&step, &VerifyStep::finished);
    step.start();
    QVERIFY(finished.wait(5000));
    QCOMPARE(finished.size(), 1);
    // 2 ping pairs + 2 ssh pairs + 2 roce + 1 mpirun.
    QCOMPARE(step.checks().size(), 7);
    for (const Check &check : step.checks())
        QVERIFY2(
            check.status == CheckStatus::Pass,
            qPrintable(check.id + QLatin1Char(' ') + check.node + QLatin1Char(' ') + check.detail));
    // Per node: hostname, roce, 2 pings, 1 ssh (+ mpirun on the first).
    QCOMPARE(n1.received().size(), 6);
    QCOMPARE(n2.received().size(), 5);
    QCOMPARE(step.pingMatrix().at(QStringLiteral("node1"), QStringLiteral("node2")),
             CheckStatus::Pass);
    QCOMPARE(step.pingMatrix().at(QStringLiteral("node1"), QStringLiteral("node1")),
             CheckStatus::Skipped);
    QCOMPARE(step.sshMatrix().at(QStringLiteral("node2"), QStringLiteral("node1")),
             CheckStatus::Pass);
    for (const Check &check : step.checks()) {
        if (check.id == QLatin1String("verify.ping"))
            QCOMPARE(check.evidence.size(), 2); // one per twin
    }
}

// One direction's login fails: ssh's own reason, or the bound on a login that hangs (a link
// that went down after the connection was made leaves ssh waiting on TCP for minutes).
void TestVerifyStep::oneDirectionFails_data()
{
    QTest::addColumn<int>("exitStatus");
    QTest::addColumn<QByteArray>("err");
    QTest::addColumn<QString>("detail");

    QTest::newRow("host key") << 255 << QByteArray("Host key verification failed.\n")
                              << QStringLiteral("Host key verification failed");
    QTest::newRow("hung, ended by timeout")
        << 124 << QByteArray() << QStringLiteral("no answer from node1 within 20 seconds");
}

void TestVerifyStep::oneDirectionFails()
{
    QFETCH(int, exitStatus);
    QFETCH(QByteArray, err);
    QFETCH(QString, detail);

    FakeNodeRunner n1(QStringLiteral("node1"));
    FakeNodeRunner n2(QStringLiteral("node2"));
    answerAll(n1, QStringLiteral("spark-386d"));
    answerAll(n2, QStringLiteral("spark-7089"));
    n2.respond(FakeNodeRunner::keyOf(VerifyStep::sshCommand(QStringLiteral("192.168.100.10"))),
               exitStatus,
               {},
               err);

    VerifyStep step({&n1, &n2}, twoNodePlan());
    QSignalSpy finished(&step, &VerifyStep::finished);
    step.start();
    QVERIFY(finished.wait(5000));
    QCOMPARE(step.sshMatrix().at(QStringLiteral("node2"), QStringLiteral("node1")),
             CheckStatus::Fail);
    QCOMPARE(step.sshMatrix().at(QStringLiteral("node1"), QStringLiteral("node2")),
             CheckStatus::Pass);
    bool found = false;
    for (const Check &check : step.checks()) {
        if (check.id == QLatin1String("verify.ssh")
            && check.node
                   == VerifyStep::pairName(QStringLiteral("node2"), QStringLiteral("node1"))) {
            found = true;
            QCOMPARE(check.status, CheckStatus::Fail);
            QVERIFY2(check.detail.contains(detail), qPrintable(check.detail));
        }
    }
    QVERIFY(found);
}

namespace {

CommandResult pingResult(int exitStatus, const QByteArray &out = {}, const QByteArray &err = {})
{
    CommandResult result;
    result.node = QStringLiteral("node1");
    result.exitStatus = exitStatus;
    result.out = out;
    result.err = err;
    return result;
}

PingTry attempt(int planned,
                CommandResult full,
                std::optional<CommandResult> small,
                std::optional<int> local,
                std::optional<int> peer)
{
    PingTry t;
    t.route = PingRoute{QStringLiteral("enp1s0f1np1"),
                        QStringLiteral("192.168.100.11"),
                        QStringLiteral("enp1s0f1np1"),
                        planned};
    t.full = std::move(full);
    t.small = std::move(small);
    t.localMtu = local;
    t.peerMtu = peer;
    return t;
}

const QByteArray noAnswer = "1 packets transmitted, 0 received, 100% packet loss, time 0ms\n";

} // namespace

Q_DECLARE_METATYPE(Tandem::PingTry)

void TestVerifyStep::pingCheck_data()
{
    QTest::addColumn<PingTry>("tried");
    QTest::addColumn<CheckStatus>("status");
    QTest::addColumn<QStringList>("says");

    QTest::newRow("answered") << attempt(1500, pingResult(0), std::nullopt, 1500, 1500)
                              << CheckStatus::Pass
                              << QStringList{"node1 reaches node2 on 1 twin(s)"};
    // The local end at 1500, the peer at 9000 (the lab's `fault mtu node2 enp1s0f1np1 9000`
    // with a plan at 1500): a full-size ping dies, a small one passes.
    QTest::newRow("MTU mismatch: small passes, MTUs differ")
        << attempt(1500, pingResult(1, noAnswer), pingResult(0), 1500, 9000) << CheckStatus::Fail
        << QStringList{"enp1s0f1np1 to 192.168.100.11 (enp1s0f1np1 on node2)",
                       "1500-byte don't-fragment ping (ping -s 1472)",
                       "MTU now: 1500 on node1 enp1s0f1np1, 9000 on node2 enp1s0f1np1",
                       "an MTU mismatch",
                       "plan writes one MTU on both ends"};
    QTest::newRow("planned 9000, both ends still 1500")
        << attempt(9000,
                   pingResult(1, {}, "ping: local error: message too long, mtu=1500\n"),
                   pingResult(0),
                   1500,
                   1500)
        << CheckStatus::Fail
        << QStringList{"9000-byte don't-fragment ping (ping -s 8972)",
                       "below the 9000 the plan expects",
                       "Apply the plan again"};
    QTest::newRow("local MTU from ping's own error when sysfs did not say")
        << attempt(9000,
                   pingResult(1, {}, "ping: local error: message too long, mtu=1500\n"),
                   pingResult(0),
                   std::nullopt,
                   9000)
        << CheckStatus::Fail << QStringList{"MTU now: 1500 on node1", "an MTU mismatch"};
    QTest::newRow("something between drops big frames")
        << attempt(9000, pingResult(1, noAnswer), pingResult(0), 9000, 9000) << CheckStatus::Fail
        << QStringList{"drops full-size frames"};
    QTest::newRow("dead twin: the small ping fails too")
        << attempt(1500, pingResult(1, noAnswer), pingResult(1, noAnswer), 1500, 1500)
        << CheckStatus::Fail
        << QStringList{"A small ping gets no answer either", "planned addresses"};
    QTest::newRow("MTUs unknown, no small ping")
        << attempt(1500, pingResult(1, noAnswer), std::nullopt, std::nullopt, std::nullopt)
        << CheckStatus::Fail
        << QStringList{"MTU now: unknown on node1 enp1s0f1np1, unknown on node2",
                       "both ends have the same MTU"};
    CommandResult lost;
    lost.node = QStringLiteral("node1");
    lost.error = Error{QStringLiteral("The connection to node1 was lost.")};
    QTest::newRow("lost connection: its own words")
        << attempt(1500, lost, std::nullopt, 1500, 1500) << CheckStatus::Fail
        << QStringList{"enp1s0f1np1 to 192.168.100.11: The connection to node1 was lost."};
}

void TestVerifyStep::pingCheck()
{
    QFETCH(PingTry, tried);
    QFETCH(CheckStatus, status);
    QFETCH(QStringList, says);
    const Check check
        = VerifyPing::check(QStringLiteral("node1"), QStringLiteral("node2"), {tried});
    QCOMPARE(check.status, status);
    const QString said = check.detail + QLatin1Char(' ') + check.fix;
    for (const QString &text : says)
        QVERIFY2(said.contains(text), qPrintable(said));
    QCOMPARE(check.evidence.size(), tried.small ? 2 : 1);
}

void TestVerifyStep::mtuMismatchIsNamed()
{
    // node2's primary twin at 9000 while the plan (and node1) say 1500: the full-size ping
    // from node1 gets no answer, a small one does; both MTUs come from verify.roce's sysfs.
    FakeNodeRunner n1(QStringLiteral("node1"));
    FakeNodeRunner n2(QStringLiteral("node2"));
    answerAll(n1, QStringLiteral("spark-386d"));
    answerAll(n2, QStringLiteral("spark-7089"));
    const QByteArray at1500 = QByteArray(ibUp).replace(" 9000\n", " 1500\n");
    n1.respond(FakeNodeRunner::keyOf(VerifyStep::roceCommand()), 0, at1500);
    n2.respond(
        FakeNodeRunner::keyOf(VerifyStep::roceCommand()),
        0,
        QByteArray(at1500).replace("enp1s0f1np1 up 1 200000 1500", "enp1s0f1np1 up 1 200000 9000"));
    const auto way
        = VerifyStep::routes(twoNodePlan(), QStringLiteral("node1"), QStringLiteral("node2")).at(0);
    n1.respond(FakeNodeRunner::keyOf(VerifyStep::pingCommand(way)), 1, noAnswer);

    VerifyStep step({&n1, &n2}, twoNodePlan());
    QSignalSpy finished(&step, &VerifyStep::finished);
    step.start();
    QVERIFY(finished.wait(5000));
    QCOMPARE(step.pingMatrix().at(QStringLiteral("node1"), QStringLiteral("node2")),
             CheckStatus::Fail);
    QCOMPARE(step.pingMatrix().at(QStringLiteral("node2"), QStringLiteral("node1")),
             CheckStatus::Pass);
    // The small ping went out on the same way, once.
    QCOMPARE(std::count_if(n1.received().cbegin(),
                           n1.received().cend(),
                           [&way](const RemoteCommand &c) {
                               return c.argv() == VerifyPing::smallCommand(way).argv();
                           }),
             1);
    bool found = false;
    for (const Check &check : step.checks()) {
        if (check.id != QLatin1String("verify.ping")
            || check.node != VerifyStep::pairName(QStringLiteral("node1"), QStringLiteral("node2")))
            continue;
        found = true;
        QCOMPARE(check.status, CheckStatus::Fail);
        QCOMPARE(check.title, VerifyStep::title(QStringLiteral("verify.ping")));
        for (const char *text : {"enp1s0f1np1 to 192.168.100.11",
                                 "1500-byte don't-fragment ping (ping -s 1472)",
                                 "1500 on node1 enp1s0f1np1, 9000 on node2 enp1s0f1np1",
                                 "an MTU mismatch"})
            QVERIFY2(check.detail.contains(QLatin1String(text)), qPrintable(check.detail));
        QVERIFY(!check.fix.isEmpty());
    }
    QVERIFY(found);
}

// mpirun killed by its timeout (a cable pulled while it ran): the orted it started on the
// other node would wait on the dead link, so the step ends its run (by the run id its mpirun
// carries) on every node before it finishes; a run that succeeds needs no cleanup.
void TestVerifyStep::failedMpirunEndsItsRunOnEveryNode()
{
    FakeNodeRunner n1(QStringLiteral("node1"));
    FakeNodeRunner n2(QStringLiteral("node2"));
    answerAll(n1, QStringLiteral("spark-386d"));
    answerAll(n2, QStringLiteral("spark-7089"));
    VerifyStep step({&n1, &n2}, twoNodePlan());
    answerMpirun(n1, step, 124, {});
    QSignalSpy finished(&step, &VerifyStep::finished);
    step.start();
    QVERIFY(finished.wait(5000));
    QCOMPARE(finished.size(), 1);
    QVERIFY(!step.runId().isEmpty());
    const QString cleanup = FakeNodeRunner::keyOf(MpirunCommand::cleanupCommand(step.runId()));
    for (FakeNodeRunner *node : {&n1, &n2}) {
        int cleanups = 0;
        for (const RemoteCommand &command : node->received())
            cleanups += FakeNodeRunner::keyOf(command) == cleanup ? 1 : 0;
        QVERIFY2(cleanups == 1, qPrintable(node->nodeName()));
    }
    // The run that passed in allPass sent none: the same counts as there, plus the cleanup.
    QCOMPARE(n1.received().size(), 7);
    QCOMPARE(n2.received().size(), 6);
    bool failed = false;
    for (const Check &check : step.checks())
        failed
            = failed
              || (check.id == QLatin1String("verify.mpirun") && check.status == CheckStatus::Fail);
    QVERIFY(failed);
}

QTEST_GUILESS_MAIN(TestVerifyStep)
#include "tst_verifystep.moc"
