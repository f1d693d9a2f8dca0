// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/addressplanner.h"
#include "report/servingsnippets.h"
#include "resultcheck.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Tandem;

namespace {

// Two nodes on one cable, both twins: the playbook's 192.168.100.x / 192.168.101.x.
AddressPlan directPlan(const QString &a = QStringLiteral("spark-a"),
                       const QString &b = QStringLiteral("spark-b"))
{
    AddressPlan plan;
    plan.nodes = {
        NodePlan{a,
                 {PlannedInterface{
                      QStringLiteral("enp1s0f1np1"), QStringLiteral("192.168.100.10"), 24, 0},
                  PlannedInterface{
                      QStringLiteral("enP2p1s0f1np1"), QStringLiteral("192.168.101.10"), 24, 0}}},
        NodePlan{b,
                 {PlannedInterface{
                      QStringLiteral("enp1s0f1np1"), QStringLiteral("192.168.100.11"), 24, 0},
                  PlannedInterface{
                      QStringLiteral("enP2p1s0f1np1"), QStringLiteral("192.168.101.11"), 24, 0}}}};
    plan.subnets
        = {PlannedSubnet{QStringLiteral("192.168.100.0/24"),
                         {{a, QStringLiteral("enp1s0f1np1")}, {b, QStringLiteral("enp1s0f1np1")}}},
           PlannedSubnet{
               QStringLiteral("192.168.101.0/24"),
               {{a, QStringLiteral("enP2p1s0f1np1")}, {b, QStringLiteral("enP2p1s0f1np1")}}}};
    return plan;
}

// Three nodes in a ring: each pair has its own cable, so its own two subnets.
AddressPlan ringPlan()
{
    AddressPlan plan;
    const QStringList names{QStringLiteral("n1"), QStringLiteral("n2"), QStringLiteral("n3")};
    for (const QString &name : names)
        plan.nodes.append(NodePlan{name, {}});
    int subnet = 100;
    const QList<QPair<int, int>> links{{0, 1}, {1, 2}, {2, 0}};
    for (const auto &[x, y] : links) {
        // Each node's right port goes to the next node, its left port to the previous one.
        const QString ifX = QStringLiteral("enp1s0f1np1");
        const QString ifY = QStringLiteral("enp1s0f0np0");
        plan.nodes[x].interfaces.append(
            PlannedInterface{ifX, QStringLiteral("192.168.%1.1").arg(subnet), 24, 0});
        plan.nodes[y].interfaces.append(
            PlannedInterface{ifY, QStringLiteral("192.168.%1.2").arg(subnet), 24, 0});
        plan.subnets.append(PlannedSubnet{QStringLiteral("192.168.%1.0/24").arg(subnet),
                                          {{names[x], ifX}, {names[y], ifY}}});
        ++subnet;
    }
    return plan;
}

} // namespace

class TestServingSnippets final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hostfileAndEnvironment();
    void rayLaunch_data();
    void rayLaunch();
    void foreignAddresses_data();
    void foreignAddresses();
    void nodesNamedByManagementAddress();
    void needsAPlan();
    void hostileNamesStayInComments();
    void hostileValuesAreRefused_data();
    void hostileValuesAreRefused();
    void rayLaunchRunsAsWritten_data();
    void rayLaunchRunsAsWritten();
    void writesThreeFiles();
};

void TestServingSnippets::hostfileAndEnvironment()
{
    const auto s = ServingSnippets::build(directPlan(), TopologyKind::Direct);
    TANDEM_VERIFY_RESULT(s);
    QStringList hosts;
    for (const QString &line : s->hostfile.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        if (!line.startsWith(QLatin1Char('#')))
            hosts << line;
    }
    QCOMPARE(hosts,
             (QStringList{QStringLiteral("192.168.100.10 slots=1"),
                          QStringLiteral("192.168.100.11 slots=1")}));
    for (const char *line : {"NCCL_SOCKET_IFNAME=enp1s0f1np1,enP2p1s0f1np1\n",
                             "NCCL_IB_HCA=rocep1s0f1,roceP2p1s0f1\n",
                             "OMPI_MCA_btl_tcp_if_include=192.168.100.0/24,192.168.101.0/24\n",
                             "UCX_NET_DEVICES=enp1s0f1np1,enP2p1s0f1np1\n",
                             "GLOO_SOCKET_IFNAME=enp1s0f1np1\n",
                             "TP_SOCKET_IFNAME=enp1s0f1np1\n"}) {
        QVERIFY2(s->envFile.contains(QLatin1String(line)), line);
    }
    QVERIFY(!s->envFile.contains(QLatin1String("NCCL_IB_MERGE_NICS")));
    // Subnets are not host addresses; the hosts are exactly the plan's CX7 addresses.
    QCOMPARE(s->addresses(),
             (QStringList{QStringLiteral("192.168.100.10"), QStringLiteral("192.168.100.11")}));
}

void TestServingSnippets::rayLaunch_data()
{
    QTest::addColumn<bool>("ring");
    QTest::addColumn<QStringList>("lines");
    QTest::newRow("direct")
        << false
        << QStringList{"export VLLM_HOST_IP=192.168.100.10",
                       "ray start --head --node-ip-address=192.168.100.10 --port=6379",
                       "export VLLM_HOST_IP=192.168.100.11",
                       "ray start --address=192.168.100.10:6379 --node-ip-address=192.168.100.11",
                       "--tensor-parallel-size 2"};
    // n3 reaches the head n1 over their own cable (192.168.102.0/24), not over n2's.
    QTest::newRow("ring of three")
        << true
        << QStringList{"ray start --head --node-ip-address=192.168.100.1 --port=6379",
                       "export VLLM_HOST_IP=192.168.100.2",
                       "ray start --address=192.168.100.1:6379 --node-ip-address=192.168.100.2",
                       "export VLLM_HOST_IP=192.168.102.1",
                       "ray start --address=192.168.102.2:6379 --node-ip-address=192.168.102.1",
                       "NCCL_IB_SUBNET_AWARE_ROUTING=1"};
}

void TestServingSnippets::rayLaunch()
{
    QFETCH(bool, ring);
    QFETCH(QStringList, lines);
    const auto s = ServingSnippets::build(ring ? ringPlan() : directPlan(),
                                          ring ? TopologyKind::Ring : TopologyKind::Direct);
    TANDEM_VERIFY_RESULT(s);
    const QString all = s->rayLaunch + s->envFile;
    for (const QString &line : lines)
        QVERIFY2(all.contains(line), qPrintable(line + QStringLiteral(" missing in\n") + all));
    QCOMPARE(s->nodes.constFirst().role, QStringLiteral("head"));
    QVERIFY(s->foreignAddresses(ring ? ringPlan() : directPlan(), {}).isEmpty());
}

void TestServingSnippets::foreignAddresses_data()
{
    QTest::addColumn<QString>("replace");
    QTest::addColumn<QString>("by");
    QTest::addColumn<QString>("problem");
    QTest::newRow("all CX7") << QString() << QString() << QString();
    QTest::newRow("management address") << "192.168.100.11 slots"
                                        << "198.18.0.12 slots"
                                        << "management address of spark-b";
    QTest::newRow("Wi-Fi address") << "192.168.100.11 slots"
                                   << "10.20.30.40 slots"
                                   << "not a ConnectX-7 address";
}

void TestServingSnippets::foreignAddresses()
{
    QFETCH(QString, replace);
    QFETCH(QString, by);
    QFETCH(QString, problem);
    auto s = ServingSnippets::build(directPlan(), TopologyKind::Direct);
    TANDEM_VERIFY_RESULT(s);
    if (!replace.isEmpty())
        s->hostfile.replace(replace, by);
    const QList<NodeAddress> management{
        {QStringLiteral("spark-a"), QStringLiteral("198.18.0.11"), 22, {}, {}, {}},
        {QStringLiteral("spark-b"), QStringLiteral("198.18.0.12"), 22, {}, {}, {}}};
    const QStringList problems = s->foreignAddresses(directPlan(), management);
    if (problem.isEmpty()) {
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char(' '))));
    } else {
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.constFirst().contains(problem), qPrintable(problems.constFirst()));
    }
}

void TestServingSnippets::nodesNamedByManagementAddress()
{
    // tandem-cli names a node as it was given: often its management address. The comments
    // may say so; the settings must not use it.
    const QString a = QStringLiteral("198.18.0.11");
    const QString b = QStringLiteral("198.18.0.12");
    const auto s = ServingSnippets::build(directPlan(a, b), TopologyKind::Direct);
    TANDEM_VERIFY_RESULT(s);
    QVERIFY(s->rayLaunch.contains(QLatin1String("# On 198.18.0.11, the head:")));
    QCOMPARE(s->addresses(),
             (QStringList{QStringLiteral("192.168.100.10"), QStringLiteral("192.168.100.11")}));
    const QList<NodeAddress> management{{a, a, 22, {}, {}, {}}, {b, b, 22, {}, {}, {}}};
    QVERIFY(s->foreignAddresses(directPlan(a, b), management).isEmpty());
    // A setting that does use one is still caught, comment or not after it.
    ServingSnippets bad = *s;
    bad.rayLaunch += QStringLiteral("export VLLM_HOST_IP=198.18.0.12 # wrong\n");
    QCOMPARE(bad.foreignAddresses(directPlan(a, b), management).size(), 1);
}

void TestServingSnippets::needsAPlan()
{
    QVERIFY(!ServingSnippets::build({}, TopologyKind::Direct).has_value());
    AddressPlan apart = directPlan();
    apart.subnets.clear(); // no shared subnet: the worker cannot reach the head
    QVERIFY(!ServingSnippets::build(apart, TopologyKind::Direct).has_value());
}

void TestServingSnippets::hostileNamesStayInComments()
{
    const QString evil = QStringLiteral("evil\nrm -rf /\n");
    const auto s = ServingSnippets::build(directPlan(evil), TopologyKind::Direct);
    TANDEM_VERIFY_RESULT(s);
    for (const QString &line : s->rayLaunch.split(QLatin1Char('\n')))
        QVERIFY2(!line.startsWith(QLatin1String("rm ")), qPrintable(s->rayLaunch));
}

void TestServingSnippets::hostileValuesAreRefused_data()
{
    QTest::addColumn<int>("node");
    QTest::addColumn<QString>("address");
    QTest::addColumn<QString>("netdev");
    QTest::addColumn<QString>("cidr");
    const QString ok = QStringLiteral("192.168.100.11");
    const QString dev = QStringLiteral("enp1s0f1np1");
    const QString net = QStringLiteral("192.168.100.0/24");
    QTest::newRow("address with a command")
        << 1 << QStringLiteral("192.168.100.11;touch P") << dev << net;
    QTest::newRow("address substitution") << 1 << QStringLiteral("$(touch P)") << dev << net;
    QTest::newRow("head address with a newline")
        << 0 << QStringLiteral("192.168.100.10\nid") << dev << net;
    QTest::newRow("address with a blank") << 1 << QStringLiteral("192.168.100.11 x") << dev << net;
    QTest::newRow("interface with a command") << 1 << ok << QStringLiteral("x;touch P") << net;
    QTest::newRow("interface with a blank") << 0 << ok << QStringLiteral("en p1") << net;
    QTest::newRow("interface too long") << 1 << ok << QStringLiteral("enp1s0f1np1xxxxx") << net;
    QTest::newRow("subnet with a command")
        << 1 << ok << dev << QStringLiteral("192.168.100.0/24;id");
}

void TestServingSnippets::hostileValuesAreRefused()
{
    QFETCH(int, node);
    QFETCH(QString, address);
    QFETCH(QString, netdev);
    QFETCH(QString, cidr);
    AddressPlan plan = directPlan();
    if (node == 1)
        plan.nodes[1].interfaces[0].address = address;
    else
        plan.nodes[0].interfaces[0].address = address == QLatin1String("192.168.100.11")
                                                  ? QStringLiteral("192.168.100.10")
                                                  : address;
    plan.nodes[node].interfaces[0].netdev = netdev;
    plan.subnets[0].members[node].second = netdev;
    plan.subnets[0].cidr = cidr;
    const auto s = ServingSnippets::build(plan, TopologyKind::Direct);
    QVERIFY2(!s.has_value(), qPrintable(s ? s->rayLaunch : QString()));
    QVERIFY(s.error().message.contains(QLatin1String("not")));
}

void TestServingSnippets::rayLaunchRunsAsWritten_data()
{
    QTest::addColumn<QString>("head");
    QTest::addColumn<QString>("worker");
    QTest::newRow("plain") << QStringLiteral("spark-a") << QStringLiteral("spark-b");
    QTest::newRow("percent signs") << QStringLiteral("a%2%1") << QStringLiteral("b%1");
    QTest::newRow("shell in names")
        << QStringLiteral("$(touch P)") << QStringLiteral("`touch P`;'");
}

void TestServingSnippets::rayLaunchRunsAsWritten()
{
    QFETCH(QString, head);
    QFETCH(QString, worker);
    const auto s = ServingSnippets::build(directPlan(head, worker), TopologyKind::Direct);
    TANDEM_VERIFY_RESULT(s);
    QVERIFY2(s->rayLaunch.contains(QStringLiteral("# Then, on ") + head + QLatin1Char(':')),
             qPrintable(s->rayLaunch));
    // The launch as a user runs it, with `ray` a stand-in that records its arguments one per
    // line: every value arrives as the one word it was meant to be, and nothing else runs.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile ray(dir.filePath(QStringLiteral("ray")));
    QVERIFY(ray.open(QIODevice::WriteOnly));
    ray.write("#!/bin/sh\nfor a do printf '%s\\n' \"$a\"; done >> \"$RAY_LOG\"\n");
    ray.close();
    QVERIFY(ray.setPermissions(QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    QProcess sh;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PATH"), dir.path() + QStringLiteral(":/usr/bin:/bin"));
    env.insert(QStringLiteral("RAY_LOG"), dir.filePath(QStringLiteral("log")));
    sh.setProcessEnvironment(env);
    sh.setWorkingDirectory(dir.path());
    sh.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), s->rayLaunch});
    QVERIFY(sh.waitForFinished(10000));
    QCOMPARE(sh.exitCode(), 0);
    QFile log(dir.filePath(QStringLiteral("log")));
    QVERIFY(log.open(QIODevice::ReadOnly));
    QCOMPARE(
        log.readAll(),
        QByteArray("start\n--head\n--node-ip-address=192.168.100.10\n--port=6379\n"
                   "start\n--address=192.168.100.10:6379\n--node-ip-address=192.168.100.11\n"));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("P"))));
}

void TestServingSnippets::writesThreeFiles()
{
    const auto s = ServingSnippets::build(directPlan(), TopologyKind::Direct);
    TANDEM_VERIFY_RESULT(s);
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("snippets"));
    const auto written = s->writeTo(target);
    TANDEM_VERIFY_RESULT(written);
    QFile hostfile(QDir(target).filePath(QLatin1String(ServingSnippets::hostfileName)));
    QVERIFY(hostfile.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(hostfile.readAll()), s->hostfile);
    QVERIFY(QFile::exists(QDir(target).filePath(QLatin1String(ServingSnippets::envFileName))));
    const QFileInfo launch(QDir(target).filePath(QLatin1String(ServingSnippets::rayLaunchName)));
    QVERIFY(launch.exists());
    // The launch script runs as it is; the hostfile and the env file are only read.
    QVERIFY(launch.isExecutable());
    QVERIFY(!QFileInfo(hostfile.fileName()).isExecutable());
    QVERIFY(!s->writeTo(QStringLiteral("/proc/tandem-cannot-write-here")).has_value());
}

QTEST_GUILESS_MAIN(TestServingSnippets)
#include "tst_servingsnippets.moc"
