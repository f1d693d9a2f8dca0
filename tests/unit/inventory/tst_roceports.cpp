// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/roceports.h"

#include <QTest>

using namespace Tandem;

namespace {

// A GB10 node cabled on its right port, as RocePortsReader's script prints it: every netdev's
// state, each ConnectX-7 port from both sides of sysfs (/sys/class/net/<n>/device and
// /sys/class/infiniband/<dev>/device/net), the IB port states, then ibdev2netdev.
const QByteArray netLines = "@net enP7s7 up 1 10000 1500\n"
                            "@net enp1s0f0np0 down 0 - 1500\n"
                            "@net enp1s0f1np1 up 1 200000 9000\n"
                            "@net enP2p1s0f0np0 down 0 - 1500\n"
                            "@net enP2p1s0f1np1 up 1 200000 9000\n"
                            "@net lo unknown 1 - 65536\n";
const QByteArray portLines = "@port enp1s0f0np0 0000:01:00.0 rocep1s0f0\n"
                             "@port enp1s0f1np1 0000:01:00.1 rocep1s0f1\n"
                             "@port enP2p1s0f0np0 0002:01:00.0 roceP2p1s0f0\n"
                             "@port enP2p1s0f1np1 0002:01:00.1 roceP2p1s0f1\n";
// The functions without the RDMA driver (no ib_core, no mlx5_ib): no device under them.
const QByteArray portLinesNoRdma = "@port enp1s0f0np0 0000:01:00.0 -\n"
                                   "@port enp1s0f1np1 0000:01:00.1 -\n"
                                   "@port enP2p1s0f0np0 0002:01:00.0 -\n"
                                   "@port enP2p1s0f1np1 0002:01:00.1 -\n";
const QByteArray stateLines = "@state rocep1s0f0 1: DOWN\n"
                              "@state rocep1s0f1 4: ACTIVE\n"
                              "@state roceP2p1s0f0 1: DOWN\n"
                              "@state roceP2p1s0f1 4: ACTIVE\n";
const QByteArray table = "@ibdev2netdev\n"
                         "roceP2p1s0f0 port 1 ==> enP2p1s0f0np0 (Down)\n"
                         "roceP2p1s0f1 port 1 ==> enP2p1s0f1np1 (Up)\n"
                         "rocep1s0f0 port 1 ==> enp1s0f0np0 (Down)\n"
                         "rocep1s0f1 port 1 ==> enp1s0f1np1 (Up)\n"
                         "@end\n";
const QByteArray spark = netLines + portLines + portLines + stateLines + table;

QString upLinks(const RocePorts &ports)
{
    QStringList up;
    for (const RoceLink &link : ports.links()) {
        if (link.up)
            up << link.roceDevice + QLatin1Char('=') + link.netdev;
    }
    up.sort();
    return up.join(QLatin1Char(' '));
}

} // namespace

class TestRocePorts final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void reads_data();
    void reads();
    void refuses_data();
    void refuses();
    void readsNetdevState();
    void capsTheNetdevs();
    void capsTheWarnings();
};

void TestRocePorts::reads_data()
{
    QTest::addColumn<QByteArray>("out");
    QTest::addColumn<int>("links");
    QTest::addColumn<QString>("up");
    QTest::addColumn<bool>("hasTable");
    QTest::addColumn<QString>("warning"); // empty: none at all

    const QString right = QStringLiteral("roceP2p1s0f1=enP2p1s0f1np1 rocep1s0f1=enp1s0f1np1");
    QTest::newRow("DGX OS: sysfs and ibdev2netdev agree")
        << spark << 4 << right << true << QString();
    QTest::newRow("stock Ubuntu: no ibdev2netdev")
        << QByteArray(netLines + portLines + stateLines) << 4 << right << false << QString();
    QTest::newRow("only /sys/class/infiniband ties them (the lab)")
        << QByteArray(netLines + portLines) << 4 << right << false << QString();
    QTest::newRow("CRLF, trailing blanks, no final newline")
        << QByteArray(spark).replace("\n", "  \r\n").chopped(2) << 4 << right << true << QString();
    QTest::newRow("line order does not matter")
        << QByteArray(table + stateLines + portLines + netLines) << 4 << right << true << QString();
    // No RDMA driver: the functions are there, their RDMA devices are not.
    QTest::newRow("no RDMA device: ibdev2netdev's table")
        << QByteArray(netLines + portLinesNoRdma + table) << 4 << right << true << QString();
    QTest::newRow("no RDMA device and no ibdev2netdev")
        << QByteArray(netLines + portLinesNoRdma) << 0 << QString() << false << QString();
    QTest::newRow("ibdev2netdev disagrees: sysfs wins")
        << QByteArray(netLines + portLines
                      + QByteArray(table).replace("rocep1s0f1 port", "mlx5_3 port"))
        << 4 << right << true << "ibdev2netdev ties enp1s0f1np1 to mlx5_3, sysfs to rocep1s0f1";
    QTest::newRow("sysfs ties a netdev to two RDMA devices")
        << QByteArray(netLines + portLines + "@port enp1s0f1np1 0000:01:00.1 mlx5_1\n") << 4
        << right << false << "sysfs ties enp1s0f1np1 to two RDMA devices (rocep1s0f1 and mlx5_1)";
    QTest::newRow("sysfs ties a netdev to two PCI functions")
        << QByteArray(netLines + portLines + "@port enp1s0f1np1 0000:09:00.1 rocep1s0f1\n") << 4
        << right << false
        << "sysfs ties enp1s0f1np1 to two PCI functions (0000:01:00.1 and 0000:09:00.1)";
    QTest::newRow("a port state that is none")
        << QByteArray(netLines + portLines + "@state rocep1s0f1 ACTIVE_DEFER; rm -rf /\n") << 4
        << right << false << "not a port state";
    QTest::newRow("ibdev2netdev unreadable")
        << QByteArray(netLines + portLines + "@ibdev2netdev\nmlx5: oops\n@end\n") << 4 << right
        << true << "ibdev2netdev:";
    QTest::newRow("ibdev2netdev cut short")
        << QByteArray(netLines + portLines + table).replace("@end\n", "") << 4 << right << true
        << "cut short";
    QTest::newRow("a line of something else")
        << QByteArray(netLines + portLines + "bash: warning: setlocale\n") << 4 << right << false
        << "line 11: not understood";
    QTest::newRow("a @port line with too few fields")
        << QByteArray(netLines + portLines + "@port enp1s0f1np1\n") << 4 << right << false
        << "not understood";
}

void TestRocePorts::reads()
{
    QFETCH(QByteArray, out);
    QFETCH(int, links);
    QFETCH(QString, up);
    QFETCH(bool, hasTable);
    QFETCH(QString, warning);

    const auto ports = RocePortsReader::read(out);
    QVERIFY2(ports, ports ? "" : qPrintable(ports.error().toString()));
    QCOMPARE(ports->links().size(), links);
    QCOMPARE(upLinks(*ports), up);
    QCOMPARE(ports->ibdev2netdev.has_value(), hasTable);
    if (warning.isEmpty()) {
        QVERIFY2(ports->warnings.isEmpty(), qPrintable(ports->warnings.join(u'|')));
    } else {
        QVERIFY2(ports->warnings.join(u'|').contains(warning),
                 qPrintable(ports->warnings.join(u'|')));
    }
    for (const RoceLink &link : ports->links()) {
        QCOMPARE(link.side, SparkNaming::sideOfNetdev(link.netdev));
        QCOMPARE(link.twin, SparkNaming::twinOfNetdev(link.netdev));
    }
}

void TestRocePorts::refuses_data()
{
    QTest::addColumn<QByteArray>("out");
    QTest::addColumn<QString>("error");
    QTest::newRow("empty") << QByteArray() << "no network interface";
    QTest::newRow("only noise") << QByteArray("nonsense\n") << "no network interface";
    QTest::newRow("binary") << QByteArray("@net a\0b up 1 - 1500\n", 22) << "";
    QTest::newRow("over the cap") << QByteArray(17 * 1024 * 1024, 'x') << "";
}

void TestRocePorts::refuses()
{
    QFETCH(QByteArray, out);
    QFETCH(QString, error);
    const auto ports = RocePortsReader::read(out);
    QVERIFY(!ports);
    QVERIFY2(ports.error().toString().contains(error), qPrintable(ports.error().toString()));
}

void TestRocePorts::readsNetdevState()
{
    const auto ports = RocePortsReader::read(spark + "@net odd up 7 999999999 10\n"
                                             + "@net enp1s0f1np1 down 0 - 1500\n");
    QVERIFY(ports);
    const NetdevState *right = ports->state(QStringLiteral("enp1s0f1np1"));
    QVERIFY(right);
    QVERIFY(right->isUp()); // the first line of a netdev counts
    QCOMPARE(right->carrier, std::optional<bool>(true));
    QCOMPARE(right->speedMbps, std::optional<int>(200000));
    QCOMPARE(right->mtu, 9000);
    const NetdevState *down = ports->state(QStringLiteral("enp1s0f0np0"));
    QVERIFY(down && !down->isUp());
    QCOMPARE(down->speedMbps, std::nullopt);
    // Out of range: no carrier, no speed, no MTU rather than a wrong one.
    const NetdevState *odd = ports->state(QStringLiteral("odd"));
    QVERIFY(odd);
    QCOMPARE(odd->carrier, std::nullopt);
    QCOMPARE(odd->speedMbps, std::nullopt);
    QCOMPARE(odd->mtu, 0);
    const RocePort *port = ports->port(QStringLiteral("enP2p1s0f1np1"));
    QVERIFY(port);
    QCOMPARE(port->pciAddress, QStringLiteral("0002:01:00.1"));
    QCOMPARE(port->portState, QStringLiteral("4: ACTIVE"));
}

void TestRocePorts::capsTheNetdevs()
{
    QByteArray out;
    for (int i = 0; i < 5000; ++i)
        out += "@net veth" + QByteArray::number(i) + " up 1 10000 1500\n";
    const auto ports = RocePortsReader::read(out);
    QVERIFY(ports);
    QCOMPARE(ports->netdevs.size(), 4096);
    QCOMPARE(ports->warnings.size(), 1);
}

// A node that prints a flood of junk gets a few warnings, not one per line: they are shown
// and saved with the session.
void TestRocePorts::capsTheWarnings()
{
    QByteArray out = netLines + portLines;
    for (int i = 0; i < 100; ++i)
        out += "junk " + QByteArray::number(i) + '\n';
    const auto ports = RocePortsReader::read(out);
    QVERIFY(ports);
    QCOMPARE(ports->warnings.size(), 21);
    QVERIFY2(ports->warnings.last().contains(QLatin1String("80 more")),
             qPrintable(ports->warnings.last()));
}

QTEST_GUILESS_MAIN(TestRocePorts)
#include "tst_roceports.moc"
