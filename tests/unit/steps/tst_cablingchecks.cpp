// SPDX-License-Identifier: GPL-3.0-or-later
#include "fakenoderunner.h"
#include "inventory/roceports.h"
#include "steps/cabling/cablingchecks.h"

#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace Tandem;
using namespace Tandem::Test;

namespace {

QByteArray data(const QString &name)
{
    QFile file(QStringLiteral(TANDEM_STEPS_DATA "/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing test data %s", qPrintable(file.fileName()));
    return file.readAll();
}

// A node answering with what lab node n printed (tests/data/steps/lab-node<n>-*), recorded
// with both right-port twins cabled to the other node. Its sysfs (RocePortsReader's script)
// agrees with its ibdev2netdev table unless a test says otherwise.
struct LabNode
{
    QByteArray ibdev2netdev;
    bool hasIbdev2netdev = true; // stock Ubuntu has none
    QByteArray sysfsSpeed = "200000";
    QByteArray override; // the script's whole output, where a test writes it itself
    QByteArray ipAddr;
    QHash<QString, QByteArray> ethtool;
    QHash<QString, QByteArray> neighbours;

    explicit LabNode(int n)
    {
        const QString prefix = QStringLiteral("lab-node%1-").arg(n);
        ibdev2netdev = data(prefix + QStringLiteral("ibdev2netdev.txt"));
        ipAddr = data(prefix + QStringLiteral("ip-addr.json"));
        for (const QString &netdev : SparkNaming::cx7Netdevs())
            ethtool.insert(netdev, data(prefix + QStringLiteral("ethtool-%1.txt").arg(netdev)));
        for (const QString &netdev :
             {QStringLiteral("enp1s0f1np1"), QStringLiteral("enP2p1s0f1np1")})
            neighbours.insert(netdev, data(prefix + QStringLiteral("neigh-%1.json").arg(netdev)));
    }

    // What the script prints on a node: the netdevs' state and the ports as sysfs ties them
    // to their RDMA devices, then ibdev2netdev's own table.
    QByteArray roceOutput() const
    {
        if (!override.isEmpty())
            return override;
        QByteArray out;
        int function = 0;
        for (const QByteArray &line : ibdev2netdev.split('\n')) {
            const QList<QByteArray> f = line.simplified().split(' ');
            if (f.size() != 6)
                continue;
            const bool up = f.at(5) == "(Up)";
            out += "@net " + f.at(4) + (up ? " up 1 " + sysfsSpeed : QByteArray(" down 0 -"))
                   + " 1500\n";
            out += "@port " + f.at(4) + " 0000:01:00." + QByteArray::number(function++) + ' '
                   + f.at(0) + '\n';
        }
        if (hasIbdev2netdev)
            out += "@ibdev2netdev\n" + ibdev2netdev + "@end\n";
        return out;
    }

    void install(FakeNodeRunner &runner) const
    {
        runner.respond(FakeNodeRunner::keyOf(RocePortsReader::command()), 0, roceOutput());
        runner.respond(QStringLiteral("ip -j -d addr show"), 0, ipAddr);
        for (auto it = ethtool.cbegin(); it != ethtool.cend(); ++it)
            runner.respond(QStringLiteral("ethtool ") + it.key(), 0, it.value());
        for (auto it = neighbours.cbegin(); it != neighbours.cend(); ++it) {
            for (int settle : {2, CablingChecks::kRetrySettle})
                runner.respond(
                    FakeNodeRunner::keyOf(CablingChecks::neighbourCommand(it.key(), settle)),
                    0,
                    it.value());
        }
    }

    void twinDown(const QString &netdev)
    {
        ibdev2netdev.replace(QString(netdev + QStringLiteral(" (Up)")).toUtf8(),
                             QString(netdev + QStringLiteral(" (Down)")).toUtf8());
        neighbours.insert(netdev, "[]");
    }
};

Check find(const QList<Check> &checks, const QString &id, const QString &node = {})
{
    for (const Check &check : checks) {
        if (check.id == id && check.node == node)
            return check;
    }
    return {};
}

} // namespace

class TestCablingChecks final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scenarios_data();
    void scenarios();
};

void TestCablingChecks::scenarios_data()
{
    QTest::addColumn<QString>("fault");
    QTest::addColumn<QString>("checkId");
    QTest::addColumn<QString>("node");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("topology");

    const QString a = QStringLiteral("spark-386d");
    const int direct = int(TopologyKind::Direct);
    QTest::newRow("healthy: topology")
        << ""
        << "topology"
        << "" << int(CheckStatus::Pass)
        << "2 nodes, direct cable: spark-386d right \u2194 spark-7089 right" << direct;
    QTest::newRow("healthy: port")
        << ""
        << "cabling.port" << a << int(CheckStatus::Pass) << "right port" << direct;
    QTest::newRow("healthy: speed")
        << ""
        << "cabling.speed" << a << int(CheckStatus::Pass) << "200 Gb/s" << direct;
    QTest::newRow("one twin down")
        << "twin"
        << "cabling.twins" << a << int(CheckStatus::Warn) << "enP2p1s0f1np1 is down" << direct;
    QTest::newRow("one twin down: topology warns")
        << "twin"
        << "topology"
        << "" << int(CheckStatus::Warn) << "half bandwidth" << direct;
    // A twin that came up moments ago answers the second look: no false half-bandwidth warning.
    QTest::newRow("twin answers late: topology passes")
        << "late"
        << "topology"
        << "" << int(CheckStatus::Pass)
        << "2 nodes, direct cable: spark-386d right \u2194 spark-7089 right" << direct;
    QTest::newRow("100G") << "speed"
                          << "cabling.speed" << a << int(CheckStatus::Warn)
                          << "enp1s0f1np1 at 100 Gb/s" << direct;
    QTest::newRow("unplugged: port")
        << "unplug"
        << "cabling.port" << a << int(CheckStatus::Fail) << "No ConnectX-7 interface is up"
        << int(TopologyKind::Unsupported);
    QTest::newRow("unplugged: topology")
        << "unplug"
        << "topology"
        << "" << int(CheckStatus::Fail) << "No node was found" << int(TopologyKind::Unsupported);
    // No cable: no two ends to compare, which is not a pass.
    QTest::newRow("unplugged: link MTU")
        << "unplug"
        << "cabling.link-mtu"
        << "" << int(CheckStatus::Skipped) << "no two ends to compare"
        << int(TopologyKind::Unsupported);
    QTest::newRow("healthy: link MTU")
        << ""
        << "cabling.link-mtu"
        << "" << int(CheckStatus::Pass) << "Both ends of every cable use the same MTU" << direct;
    // The summary and the warning are two sentences.
    QTest::newRow("one twin down: a sentence break")
        << "twin"
        << "topology"
        << "" << int(CheckStatus::Warn) << "right. Only one twin" << direct;
    QTest::newRow("stock Ubuntu: sysfs alone")
        << "no-ibdev2netdev"
        << "cabling.port" << a << int(CheckStatus::Pass) << "Cabled: right port." << direct;
    QTest::newRow("ibdev2netdev disagrees with sysfs")
        << "disagree"
        << "cabling.port" << a << int(CheckStatus::Pass)
        << "ibdev2netdev ties enp1s0f1np1 to mlx5_9, sysfs to rocep1s0f1" << direct;
    QTest::newRow("ibdev2netdev unreadable")
        << "garbage-ibdev2netdev"
        << "cabling.port" << a << int(CheckStatus::Pass) << "ibdev2netdev: " << direct;
    QTest::newRow("no speed from ethtool: sysfs's")
        << "sysfs-speed"
        << "cabling.speed" << a << int(CheckStatus::Warn) << "enp1s0f1np1 at 100 Gb/s" << direct;
    QTest::newRow("mtu on one end") << "mtu"
                                    << "cabling.link-mtu"
                                    << "" << int(CheckStatus::Warn) << "has MTU 9000" << direct;
    // The fix says what the default plan will write, not that "the plan sets one MTU".
    QTest::newRow("mtu on one end: the plan writes 1500 on both")
        << "mtu"
        << "cabling.link-mtu"
        << "" << int(CheckStatus::Warn) << "writes one MTU on both ends of each such link even "
        << direct;
    QTest::newRow("mtu on one end: which ends get what")
        << "mtu"
        << "cabling.link-mtu"
        << "" << int(CheckStatus::Warn) << "MTU 1500 on spark-386d enp1s0f1np1 and spark-7089 "
        << direct;
    QTest::newRow("mtu on one twin: how to ask for one MTU")
        << "twin-mtu"
        << "cabling.mtu" << a << int(CheckStatus::Warn)
        << "leaves the twins' MTUs as they are unless you choose one" << direct;
}

void TestCablingChecks::scenarios()
{
    QFETCH(QString, fault);
    QFETCH(QString, checkId);
    QFETCH(QString, node);
    QFETCH(int, status);
    QFETCH(QString, text);
    QFETCH(int, topology);

    LabNode one(1);
    LabNode two(2);
    if (fault == QLatin1String("twin")) {
        one.twinDown(QStringLiteral("enP2p1s0f1np1"));
        two.twinDown(QStringLiteral("enP2p1s0f1np1"));
    } else if (fault == QLatin1String("speed")) {
        one.ethtool[QStringLiteral("enp1s0f1np1")].replace("Speed: 200000Mb/s",
                                                           "Speed: 100000Mb/s");
    } else if (fault == QLatin1String("unplug")) {
        for (LabNode *n : {&one, &two}) {
            n->twinDown(QStringLiteral("enp1s0f1np1"));
            n->twinDown(QStringLiteral("enP2p1s0f1np1"));
        }
    } else if (fault == QLatin1String("no-ibdev2netdev")) {
        one.hasIbdev2netdev = false;
        two.hasIbdev2netdev = false;
    } else if (fault == QLatin1String("disagree")) {
        // sysfs keeps its own name: only the second opinion changes.
        const QByteArray sysfs = one.roceOutput();
        const qsizetype at = sysfs.indexOf("@ibdev2netdev");
        one.override = sysfs.left(at)
                       + QByteArray(sysfs.mid(at)).replace("rocep1s0f1 port 1", "mlx5_9 port 1");
    } else if (fault == QLatin1String("garbage-ibdev2netdev")) {
        const QByteArray sysfs = one.roceOutput();
        one.override
            = sysfs.left(sysfs.indexOf("@ibdev2netdev")) + "@ibdev2netdev\nmlx5: oops\n@end\n";
    } else if (fault == QLatin1String("sysfs-speed")) {
        one.ethtool[QStringLiteral("enp1s0f1np1")].replace("Speed: 200000Mb/s", "Speed: Unknown!");
        one.sysfsSpeed = "100000";
    } else if (fault == QLatin1String("mtu")) {
        one.ipAddr.replace("\"ifname\":\"enp1s0f1np1\",\"flags\":[\"BROADCAST\",\"MULTICAST\","
                           "\"UP\",\"LOWER_UP\"],\"mtu\":1500",
                           "\"ifname\":\"enp1s0f1np1\",\"flags\":[\"BROADCAST\",\"MULTICAST\","
                           "\"UP\",\"LOWER_UP\"],\"mtu\":9000");
        QVERIFY(one.ipAddr.contains("\"mtu\":9000"));
    } else if (fault == QLatin1String("twin-mtu")) {
        one.ipAddr.replace("\"ifname\":\"enP2p1s0f1np1\",\"flags\":[\"BROADCAST\",\"MULTICAST\","
                           "\"UP\",\"LOWER_UP\"],\"mtu\":1500",
                           "\"ifname\":\"enP2p1s0f1np1\",\"flags\":[\"BROADCAST\",\"MULTICAST\","
                           "\"UP\",\"LOWER_UP\"],\"mtu\":9000");
        QVERIFY(one.ipAddr.contains("\"mtu\":9000"));
    }

    FakeNodeRunner a(QStringLiteral("spark-386d"));
    FakeNodeRunner b(QStringLiteral("spark-7089"));
    one.install(a);
    two.install(b);
    if (fault == QLatin1String("late")) {
        for (FakeNodeRunner *runner : {&a, &b}) {
            auto looked = std::make_shared<bool>(false);
            const RemoteCommand late
                = CablingChecks::neighbourCommand(QStringLiteral("enP2p1s0f1np1"));
            runner->setHandler(
                [late, looked](const RemoteCommand &command) -> std::optional<CommandResult> {
                    if (command.argv() != late.argv() || *looked)
                        return std::nullopt;
                    *looked = true;
                    CommandResult nobody;
                    nobody.out = "[]";
                    return nobody;
                });
        }
    }
    CablingChecks step({&a, &b});
    QSignalSpy finished(&step, &CablingChecks::finished);
    step.start();
    QVERIFY(finished.wait(3000));
    const Check check = find(step.checks(), checkId, node);
    QVERIFY2(!check.id.isEmpty(), qPrintable(checkId));
    QCOMPARE(int(check.status), status);
    // The text is looked for in the detail and the fix: what is wrong, and what to do.
    const QString said = check.detail + QLatin1Char(' ') + check.fix;
    QVERIFY2(said.contains(text), qPrintable(said));
    QCOMPARE(int(step.topology().kind), topology);
    if (check.status != CheckStatus::Skipped)
        QVERIFY(!check.evidence.isEmpty());
    // The list reads in node order, each node's checks in one order, whoever answered first.
    QStringList order;
    for (const Check &c : step.checks())
        order << c.id + QLatin1Char('@') + c.node;
    const QStringList expected{QStringLiteral("cabling.port@spark-386d"),
                               QStringLiteral("cabling.twins@spark-386d"),
                               QStringLiteral("cabling.speed@spark-386d"),
                               QStringLiteral("cabling.mtu@spark-386d"),
                               QStringLiteral("cabling.port@spark-7089"),
                               QStringLiteral("cabling.twins@spark-7089"),
                               QStringLiteral("cabling.speed@spark-7089"),
                               QStringLiteral("cabling.mtu@spark-7089"),
                               QStringLiteral("topology@"),
                               QStringLiteral("cabling.link-mtu@")};
    QCOMPARE(order, expected);
}

QTEST_GUILESS_MAIN(TestCablingChecks)
#include "tst_cablingchecks.moc"
