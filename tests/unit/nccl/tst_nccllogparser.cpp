// SPDX-License-Identifier: GPL-3.0-or-later
#include "nccl/nccllogparser.h"

#include "util/textlines.h"

#include <QFile>
#include <QTest>

using namespace Tandem;

namespace {

TransportSummary feed(const QStringList &lines)
{
    NcclLogParser parser;
    for (const QString &line : lines)
        parser.addLine(line);
    return parser.summary();
}

} // namespace

class TestNcclLogParser final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ibBothTwins();
    void socketFallback();
    void mergedVirtualDevice();
    void ibHcaSetting_data();
    void ibHcaSetting();
    void warnWithTimestamp();
    void paths_data();
    void paths();
    void proxyThreadBracketIsNotRank();
    void prefix_data();
    void prefix();
    void manyDistinctPaths();
    void numbersOutOfRange();
    void realFiles_data();
    void realFiles();
};

void TestNcclLogParser::ibBothTwins()
{
    const auto t = feed({
        QStringLiteral("spark-a:2231:2231 [0] NCCL INFO NCCL version 2.28.9+cuda13.0"),
        QStringLiteral("spark-a:2231:2231 [0] NCCL INFO Bootstrap: Using enP7s7:10.0.0.21<0>"),
        QStringLiteral("spark-a:2231:2231 [0] NCCL INFO NET/IB : Using [0]rocep1s0f1:1/RoCE "
                       "[1]roceP2p1s0f1:1/RoCE [RO]; OOB enp1s0f1np1:192.168.100.11<0>"),
        QStringLiteral("spark-a:2231:2231 [0] NCCL INFO Using network IB"),
        QStringLiteral("spark-a:2231:2231 [0] NCCL INFO comm 0xaaaae3c1b2f0 rank 0 nRanks 2 "
                       "nNodes 2 localRanks 1 localRank 0 MNNVL 0"),
    });
    QCOMPARE(t.linesSeen, 5);
    QCOMPARE(t.ncclVersion, QStringLiteral("2.28.9+cuda13.0"));
    QCOMPARE(t.bootstrapInterface, QStringLiteral("enP7s7"));
    QCOMPARE(t.network, QStringLiteral("IB"));
    QCOMPARE(t.ibDevices.size(), 2);
    QCOMPARE(t.ibDevices[0].index, 0);
    QCOMPARE(t.ibDevices[0].name, QStringLiteral("rocep1s0f1"));
    QCOMPARE(t.ibDevices[0].port, 1);
    QCOMPARE(t.ibDevices[0].linkLayer, QStringLiteral("RoCE"));
    QCOMPARE(t.ibDevices[1].index, 1);
    QCOMPARE(t.ibDevices[1].name, QStringLiteral("roceP2p1s0f1"));
    QVERIFY(t.relaxedOrdering);
    QCOMPARE(t.oobInterface, QStringLiteral("enp1s0f1np1"));
    QCOMPARE(t.oobAddress, QStringLiteral("192.168.100.11<0>"));
    QCOMPARE(t.nRanks, 2);
    QCOMPARE(t.nNodes, 2);
    QVERIFY(!t.ibNoDevice);
}

void TestNcclLogParser::socketFallback()
{
    // The recorded 2x H200 run, verbatim (tests/data/nccl-tests/all_gather_2xH200_socket_info.txt;
    // docs/nccl.md, "Transport lines").
    const auto t = feed({
        QStringLiteral("vm:1519:1519 [0] NCCL INFO Bootstrap: Using eth0:192.0.2.2<0>"),
        QStringLiteral("vm:1519:1519 [0] NCCL INFO NET/Plugin: Could not find: libnccl-net.so"),
        QStringLiteral("vm:1519:1519 [0] NCCL INFO NET/IB : No device found."),
        QStringLiteral("vm:1519:1519 [0] NCCL INFO NET/IB : Using [RO]; OOB eth0:192.0.2.2<0>"),
        QStringLiteral("vm:1519:1519 [0] NCCL INFO Failed to initialize NET plugin IB"),
        QStringLiteral("vm:1519:1519 [0] NCCL INFO NET/Socket : Using [0]eth0:192.0.2.2<0>"),
        QStringLiteral("vm:1519:1519 [0] NCCL INFO Initialized NET plugin Socket"),
        QStringLiteral("vm:1519:1519 [0] NCCL INFO Assigned NET plugin Socket to comm"),
        QStringLiteral("vm:1519:1519 [0] NCCL INFO Using network Socket"),
        QStringLiteral("vm:1519:1519 [0] NCCL INFO comm 0x5608a9c77370 rank 0 nRanks 2 nNodes 1 "
                       "localRanks 2 localRank 0 MNNVL 0"),
        QStringLiteral("vm:1519:1519 [0] NCCL INFO Channel 00/24 : 0 1"),
        QStringLiteral("vm:1519:1519 [0] NCCL INFO Channel 00/0 : 0[0] -> 1[1] via P2P/CUMEM"),
        QStringLiteral("vm:1519:1519 [0] NCCL INFO Connected all rings, use ring PXN 0 GDR 1"),
    });
    QCOMPARE(t.linesSeen, 13);
    QCOMPARE(t.network, QStringLiteral("Socket"));
    QVERIFY(t.ibNoDevice);
    QVERIFY(t.ibDevices.isEmpty());
    QVERIFY(t.relaxedOrdering);
    QCOMPARE(t.oobInterface, QStringLiteral("eth0"));
    QCOMPARE(t.oobAddress, QStringLiteral("192.0.2.2<0>"));
    QCOMPARE(t.socketDevices.size(), 1);
    QCOMPARE(t.socketDevices[0].index, 0);
    QCOMPARE(t.socketDevices[0].name, QStringLiteral("eth0"));
    QCOMPARE(t.socketDevices[0].address, QStringLiteral("192.0.2.2<0>"));
    QCOMPARE(t.socketDevices[0].port, 0);
    QCOMPARE(t.bootstrapInterface, QStringLiteral("eth0"));
    QCOMPARE(t.nNodes, 1);
    QCOMPARE(t.paths.size(), 1); // "Channel 00/24 : 0 1" is ring order, not a path
    QCOMPARE(t.paths[0].kind, QStringLiteral("P2P"));
    QCOMPARE(t.paths[0].transport, QStringLiteral("CUMEM"));
    QCOMPARE(t.paths[0].netDevice, -1);
    QCOMPARE(t.paths[0].count, 1);
}

void TestNcclLogParser::ibHcaSetting_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("hca");
    QTest::newRow("both twins") << QStringLiteral(
        "spark-386d:1935:1935 [0] NCCL INFO NCCL_IB_HCA set to rocep1s0f1,roceP2p1s0f1")
                                << QStringLiteral("rocep1s0f1,roceP2p1s0f1");
    QTest::newRow("exact, ports, trailing space")
        << QStringLiteral("spark-386d:1935:1935 [0] NCCL INFO NCCL_IB_HCA set to =rocep1s0f1:1 ")
        << QStringLiteral("=rocep1s0f1:1");
    QTest::newRow("not set") << QStringLiteral(
        "spark-386d:1935:1935 [0] NCCL INFO NCCL_SOCKET_IFNAME set by "
        "environment to enp1s0f1np1")
                             << QString();
    QTest::newRow("not an NCCL line") << QStringLiteral("NCCL_IB_HCA set to mlx5_0") << QString();
}

void TestNcclLogParser::ibHcaSetting()
{
    QFETCH(QString, line);
    QFETCH(QString, hca);
    QCOMPARE(feed({line}).ibHca, hca);
}

void TestNcclLogParser::mergedVirtualDevice()
{
    const auto t = feed({
        QStringLiteral("spark-a:2231:2231 [0] NCCL INFO NET/IB : Made virtual device [4] "
                       "name=rocep1s0f0+rocep1s0f1 speed=400000 ndevs=2"),
        QStringLiteral("spark-a:2231:2231 [0] NCCL INFO NET/IB : Using "
                       "[0]rocep1s0f0+rocep1s0f1:1/RoCE [RO]; OOB enP7s7:10.0.0.21<0>"),
    });
    QCOMPARE(t.linesSeen, 2);
    QCOMPARE(t.ibDevices.size(), 1);
    QCOMPARE(t.ibDevices[0].name, QStringLiteral("rocep1s0f0+rocep1s0f1"));
    QCOMPARE(t.ibDevices[0].port, 1);
    QCOMPARE(t.oobInterface, QStringLiteral("enP7s7"));
}

void TestNcclLogParser::warnWithTimestamp()
{
    NcclLogParser parser;
    QVERIFY(!parser.addLine(u""));
    QVERIFY(parser.addLine(
        u"[2026-06-01 10:11:12] spark-a:2231:2245 [0] transport/net_ib/p2p.cc:412 NCCL WARN "
        u"NET/IB: Got completion from peer 192.168.100.11<38211> with status=12 opcode=0"));
    QVERIFY(parser.addLine(u"spark-a:2231:2231 [0] misc/ibvwrap.cc:284 NCCL WARN Call to "
                           u"ibv_modify_qp failed with error Invalid argument"));
    QCOMPARE(parser.summary().warnings,
             (QStringList{QStringLiteral("NET/IB: Got completion from peer "
                                         "192.168.100.11<38211> with status=12 opcode=0"),
                          QStringLiteral("Call to ibv_modify_qp failed with error Invalid "
                                         "argument")}));
    qsizetype offset = -1;
    QVERIFY(NcclLogParser::findLogPrefix(
        u"[2026-06-01 10:11:12] spark-a:2231:2245 [0] p2p.cc:412 NCCL WARN x", &offset));
    QCOMPARE(offset, 0);
}

void TestNcclLogParser::paths_data()
{
    QTest::addColumn<QString>("via");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("transport");
    QTest::addColumn<int>("netDevice");
    QTest::addColumn<bool>("gdr");

    QTest::newRow("IB") << QStringLiteral("0[0] -> 1[0] [send] via NET/IB/0") << "NET"
                        << "IB" << 0 << false;
    QTest::newRow("IB PXN + GDRDMA")
        << QStringLiteral("1[0] -> 0[0] [receive] via NET/IB/0(1)/GDRDMA") << "NET"
        << "IB" << 0 << true;
    QTest::newRow("IB shared PCI")
        << QStringLiteral("0[0] -> 1[0] [send] via NET/IB/1/GDRDMA(PCI)/Shared") << "NET"
        << "IB" << 1 << true;
    QTest::newRow("Socket") << QStringLiteral("0[0] -> 1[0] [send] via NET/Socket/1") << "NET"
                            << "Socket" << 1 << false;
    QTest::newRow("P2P CUMEM") << QStringLiteral("0[0] -> 1[1] via P2P/CUMEM") << "P2P"
                               << "CUMEM" << -1 << false;
    QTest::newRow("P2P IPC read") << QStringLiteral("0[0] -> 1[1] via P2P/IPC/read") << "P2P"
                                  << "IPC" << -1 << false;
    QTest::newRow("P2P direct pointer")
        << QStringLiteral("0[0] -> 1[1] via P2P/direct pointer") << "P2P"
        << "direct pointer" << -1 << false;
    QTest::newRow("SHM") << QStringLiteral("0[0] -> 1[1] via SHM/direct") << "SHM"
                         << "direct" << -1 << false;
}

void TestNcclLogParser::paths()
{
    QFETCH(QString, via);
    QFETCH(QString, kind);
    QFETCH(QString, transport);
    QFETCH(int, netDevice);
    QFETCH(bool, gdr);
    const QString line = QStringLiteral("h:1:2 [0] NCCL INFO Channel 01/0 : ") + via;
    const auto t = feed({line, line, line});
    QCOMPARE(t.paths.size(), 1);
    QCOMPARE(t.paths[0].kind, kind);
    QCOMPARE(t.paths[0].transport, transport);
    QCOMPARE(t.paths[0].netDevice, netDevice);
    QCOMPARE(t.paths[0].gdr, gdr);
    QCOMPARE(t.paths[0].count, 3);
}

void TestNcclLogParser::proxyThreadBracketIsNotRank()
{
    const auto t = feed({
        QStringLiteral("vm:1520:1532 [0] NCCL INFO [Proxy Service] Device 1 CPU core 1"),
        QStringLiteral("vm:1519:1519 [0] NCCL INFO Channel 00/0 : 0[0] -> 1[1] via P2P/CUMEM"),
        QStringLiteral("vm:1520:1520 [1] NCCL INFO Channel 00/0 : 1[1] -> 0[0] via P2P/CUMEM"),
        QStringLiteral("vm:1519:1519 [0] NCCL INFO Channel 01 : 0[0] -> 1[1] via SHM/direct"),
    });
    QCOMPARE(t.linesSeen, 4);
    QCOMPARE(t.nRanks, 0); // nothing said how many ranks there are
    QCOMPARE(t.paths.size(), 2);
    QCOMPARE(t.paths[0].count, 2);
    QCOMPARE(t.paths[1].kind, QStringLiteral("SHM"));
}

void TestNcclLogParser::prefix_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("found");
    QTest::addColumn<int>("offset");

    QTest::newRow("INFO") << QStringLiteral("vm:1519:1519 [0] NCCL INFO x") << true << 0;
    QTest::newRow("TRACE") << QStringLiteral("vm:1519:1519 [3] NCCL TRACE x") << true << 0;
    QTest::newRow("inside a row") << QStringLiteral(
        "[0]     61.58    0.00 0[0] host:123:456 [0] NCCL INFO Channel")
                                  << true << 27;
    QTest::newRow("after a row") << QStringLiteral(
        "   8  2  float  sum  -1  1.0 vm:1:2 [0] NCCL INFO x")
                                 << true << 29;
    QTest::newRow("not a log level")
        << QStringLiteral("vm:1519:1519 [0] NCCL DEBUG x") << false << -1;
    QTest::newRow("no pid/tid") << QStringLiteral("vm [0] NCCL INFO x") << false << -1;
    QTest::newRow("plain text") << QStringLiteral("Using NCCL INFO lines is fine") << false << -1;
    QTest::newRow("nccl-tests row")
        << QStringLiteral("   8   2  float  sum  -1  20.96  0.00") << false << -1;
}

void TestNcclLogParser::prefix()
{
    QFETCH(QString, line);
    QFETCH(bool, found);
    QFETCH(int, offset);
    qsizetype at = -1;
    QCOMPARE(NcclLogParser::findLogPrefix(line, &at), found);
    QCOMPARE(at, qsizetype(offset));
    NcclLogParser parser;
    QCOMPARE(parser.addLine(line), found);
}

// Each distinct path once, in first-seen order, with its count (the lookup is a hash since a
// log with 100k distinct paths took more than 10 s).
void TestNcclLogParser::manyDistinctPaths()
{
    NcclLogParser parser;
    constexpr int distinct = 3000;
    for (int round = 0; round < 2; ++round) {
        for (int dev = 0; dev < distinct; ++dev) {
            parser.addLine(QStringLiteral("a:1:1 [0] NCCL INFO Channel 00/0 : 0[0] -> 1[0] "
                                          "[send] via NET/IB/%1%2")
                               .arg(dev)
                               .arg(round == 1 && dev % 2 ? QStringLiteral("/GDRDMA") : QString()));
        }
    }
    const TransportSummary &t = parser.summary();
    QCOMPARE(t.paths.size(), distinct + distinct / 2);
    QCOMPARE(t.paths.at(0).netDevice, 0);
    QCOMPARE(t.paths.at(0).count, 2);
    QCOMPARE(t.paths.at(1).count, 1);
    QCOMPARE(t.paths.at(distinct).netDevice, 1);
    QVERIFY(t.paths.at(distinct).gdr);
    QCOMPARE(t.linesSeen, 2 * distinct);
}

// A number too large for an int is ignored, never wrapped into a device or a count.
void TestNcclLogParser::numbersOutOfRange()
{
    const auto t = feed({
        QStringLiteral("a:1:1 [0] NCCL INFO Channel 00/0 : 0[0] -> 1[0] via NET/IB/99999999999"),
        QStringLiteral("a:1:1 [0] NCCL INFO comm 0x1 rank 0 nRanks 99999999999 nNodes -2"),
        QStringLiteral("a:1:1 [0] NCCL INFO NET/IB : Using [-1]x:1/RoCE [0]y:99999999999/RoCE"),
    });
    QVERIFY(t.paths.isEmpty());
    QCOMPARE(t.nRanks, 0);
    QCOMPARE(t.nNodes, 0);
    QCOMPARE(t.ibDevices.size(), 1);
    QCOMPARE(t.ibDevices.first().name, QStringLiteral("y"));
    QCOMPARE(t.ibDevices.first().port, 0);
}

// Real logs users posted (tests/data/nccl-tests).
void TestNcclLogParser::realFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("network");
    QTest::addColumn<QString>("version");
    QTest::addColumn<QStringList>("ibDevices");
    QTest::addColumn<QString>("oob");

    QTest::newRow("MPRG, INIT,NET head, two ranks interleaved")
        << "nccl-allgather-mprg-debug-slow-head.txt"
        << "IB"
        << "2.28.9+cuda13.0" << QStringList{"rocep1s0f0", "roceP2p1s0f0"} << "enp1s0f0np0";
    // The author stripped the "host:pid:tid [dev]" prefixes; a line that starts with
    // "NCCL INFO" is still NCCL's.
    QTest::newRow("socket fallback, prefixes stripped")
        << "nccl-info-socket-fallback-samesubnet.txt" << QString() << "2.29.7+cuda13.2"
        << QStringList() << QString();
}

void TestNcclLogParser::realFiles()
{
    QFETCH(QString, file);
    QFETCH(QString, network);
    QFETCH(QString, version);
    QFETCH(QStringList, ibDevices);
    QFETCH(QString, oob);
    QFile in(QFINDTESTDATA(QStringLiteral("../../data/nccl-tests/") + file));
    if (!in.exists()) // outputs users posted live in data/real
        in.setFileName(QFINDTESTDATA(QStringLiteral("../../data/real/") + file));
    QVERIFY(in.open(QIODevice::ReadOnly));
    const auto lines = splitTextLines(in.readAll());
    QVERIFY(lines);
    const TransportSummary t = feed(*lines);
    QCOMPARE(t.network, network);
    QCOMPARE(t.ncclVersion, version);
    QStringList names;
    for (const NetDevice &d : t.ibDevices)
        names << d.name;
    QCOMPARE(names, ibDevices);
    QCOMPARE(t.oobInterface, oob);
    QCOMPARE(t.isEmpty(), network.isEmpty() && version.isEmpty());
}

QTEST_GUILESS_MAIN(TestNcclLogParser)
#include "tst_nccllogparser.moc"
