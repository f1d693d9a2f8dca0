// SPDX-License-Identifier: GPL-3.0-or-later
#include "doctor/nodescan.h"

#include "doctorfixtures.h"
#include "localshellrunner.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Tandem;
using Tandem::Test::scanText;

class TestNodeScan final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void reads()
    {
        const auto scan = NodeScanner::read(QStringLiteral("node1"), scanText(1));
        QVERIFY(scan);
        QCOMPARE(scan->os, QStringLiteral("Ubuntu 24.04.3 LTS"));
        QCOMPARE(scan->mpiVersion, QStringLiteral("Open MPI 4.1.6"));
        QCOMPARE(scan->ncclTestsVersion, QStringLiteral("2.17.6"));
        QCOMPARE(scan->ncclHeaders, QStringLiteral("2.28.9"));
        QCOMPARE(scan->ncclLibrary, QStringLiteral("2.28.9"));
        QCOMPARE(scan->netdevs.size(), 4);
        const ScannedNetdev *left = scan->netdev(QStringLiteral("enp1s0f0np0"));
        QVERIFY(left);
        QCOMPARE(left->roceDevice, QStringLiteral("rocep1s0f0"));
        QVERIFY(left->isUp());
        QCOMPARE(left->speedMbps, 200000);
        QCOMPARE(left->mtu, 9000);
        QCOMPARE(left->addresses, QStringList{QStringLiteral("192.168.100.1/24")});
        QCOMPARE(left->firmware, QStringLiteral("28.45.1200 (MT_0000001175)"));
        QCOMPARE(left->roceV2Index, 3);
        const ScannedNetdev *down = scan->netdev(QStringLiteral("enp1s0f1np1"));
        QVERIFY(down && !down->isUp() && !down->speedMbps);
        QCOMPARE(down->carrier, false);
        QVERIFY(!down->roceV2Index);
        QVERIFY2(scan->warnings.isEmpty(), qPrintable(scan->warnings.join(u'\n')));
    }

    // The index NCCL and ib_write_bw need is the first RoCE v2 GID holding an IPv4 address of
    // the netdev, wherever the table puts it (it moves: 3 on one node, 5 after an IPv6 address).
    void findsTheRoceV2Index_data()
    {
        QTest::addColumn<int>("index");
        QTest::newRow("usual 3") << 3;
        QTest::newRow("moved to 5") << 5;
        QTest::newRow("moved to 7") << 7;
    }
    void findsTheRoceV2Index()
    {
        QFETCH(int, index);
        const auto scan
            = NodeScanner::read(QStringLiteral("n"), scanText(2, 9000, 9000, "200000", index));
        QVERIFY(scan);
        QCOMPARE(scan->netdev(QStringLiteral("enp1s0f0np0"))->roceV2Index, index);
    }

    void readsPinsAndPaths()
    {
        const auto scan = NodeScanner::read(
            QStringLiteral("n"),
            scanText(1,
                     9000,
                     9000,
                     "200000",
                     3,
                     "ncclpin /home/nvidia/.nccl.conf 3\nncclpin env 4\npython Python 3.12.3\n")
                .replace("mpirun /usr/bin/mpirun\n", "")
                .replace("mpirun.login /usr/bin/mpirun", "mpirun.login /opt/openmpi/bin/mpirun"));
        QVERIFY(scan);
        QCOMPARE(scan->pins.size(), 2);
        QCOMPARE(scan->pins.first().where, QStringLiteral("/home/nvidia/.nccl.conf"));
        QCOMPARE(scan->pins.last().value, QStringLiteral("4"));
        QVERIFY(scan->mpirun.isEmpty());
        QCOMPARE(scan->mpirunLogin, QStringLiteral("/opt/openmpi/bin/mpirun"));
        QCOMPARE(scan->python, QStringLiteral("Python 3.12.3"));
    }

    // Hostile or broken output: an error without the first line, warnings (capped) for what
    // cannot be read, values out of range left unset.
    void toleratesAndRefuses_data()
    {
        QTest::addColumn<QByteArray>("output");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<int>("warnings");
        QTest::newRow("prose") << QByteArray("Permission denied\n") << false << 0;
        QTest::newRow("binary") << QByteArray("tandem-scan 1\n\0\x01", 17) << false << 0;
        QTest::newRow("cut short") << QByteArray("tandem-scan 1\nkernel 6.11\n") << true << 1;
        QTest::newRow("junk line")
            << QByteArray("tandem-scan 1\nwhat is this\n@end\n") << true << 1;
        QTest::newRow("motd before")
            << QByteArray("Welcome!\ntandem-scan 1\nkernel x\n@end\n") << true << 0;
        QByteArray many = "tandem-scan 1\n";
        for (int i = 0; i < 100; ++i)
            many += "junk\n";
        many += "@end\n";
        QTest::newRow("100 junk lines: 20 and a count") << many << true << 21;
        QTest::newRow("GID index not a number")
            << QByteArray("tandem-scan 1\ngid rocep1s0f0 99999999999 fe80 x RoCE v2\n@end\n")
            << true << 1;
        QTest::newRow("speed out of range")
            << QByteArray("tandem-scan 1\nnet e r up 1 99999999999 1500\n@end\n") << true << 0;
    }
    void toleratesAndRefuses()
    {
        QFETCH(QByteArray, output);
        QFETCH(bool, ok);
        QFETCH(int, warnings);
        const auto scan = NodeScanner::read(QStringLiteral("n"), output);
        QCOMPARE(bool(scan), ok);
        if (!scan) {
            QVERIFY(!scan.error().message.isEmpty());
            return;
        }
        QCOMPARE(scan->warnings.size(), warnings);
        for (const ScannedNetdev &n : scan->netdevs)
            QVERIFY(!n.speedMbps || *n.speedMbps <= 10'000'000);
    }

    void refusesTooMuch()
    {
        QByteArray big = "tandem-scan 1\n";
        big += QByteArray(17 * 1024 * 1024, 'x');
        QVERIFY(!NodeScanner::read(QStringLiteral("n"), big));
    }

    void ncclCodes_data()
    {
        QTest::addColumn<qint64>("code");
        QTest::addColumn<QString>("version");
        QTest::newRow("2.28.9") << qint64(22809) << QStringLiteral("2.28.9");
        QTest::newRow("2.21.5") << qint64(22105) << QStringLiteral("2.21.5");
        QTest::newRow("old layout 2.8.4") << qint64(2804) << QStringLiteral("2.8.4");
        QTest::newRow("zero") << qint64(0) << QString();
        QTest::newRow("huge") << qint64(99999999) << QString();
    }
    void ncclCodes()
    {
        QFETCH(qint64, code);
        QFETCH(QString, version);
        QCOMPARE(NodeScanner::ncclVersionFromCode(code), version);
    }

    // The real script, run here by /bin/sh: it must run in a POSIX shell and print what the
    // reader reads without a warning (this machine has no ConnectX, so no ports).
    void theScriptRunsInAPosixShell()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        Test::LocalShellRunner runner(QStringLiteral("local"), home.path());
        CommandResult result;
        bool done = false;
        runner.run(NodeScanner::command(
                       QStringLiteral("nccl-tests/build"), QStringLiteral("nccl/build"), {}),
                   this,
                   [&](const CommandResult &r) {
                       result = r;
                       done = true;
                   });
        QTRY_VERIFY_WITH_TIMEOUT(done, 60000);
        QCOMPARE(result.exitStatus, 0);
        const auto scan = NodeScanner::read(QStringLiteral("local"), result.out);
        QVERIFY2(scan, qPrintable(scan ? QString() : scan.error().message));
        QVERIFY2(scan->warnings.isEmpty(), qPrintable(scan->warnings.join(u'\n')));
        QVERIFY(!scan->kernel.isEmpty());
        QVERIFY(!scan->path.isEmpty());
    }

    void jsonRoundTrip()
    {
        const auto scan = NodeScanner::read(
            QStringLiteral("node1"), scanText(1, 9000, 1500, "100000", 5, "ncclpin env 3\n"));
        QVERIFY(scan);
        NodeScan copy = NodeScan::fromJson(scan->toJson());
        copy.gids = scan->gids; // the GID table is evidence, not saved
        QCOMPARE(copy, *scan);
    }
};

QTEST_GUILESS_MAIN(TestNodeScan)
#include "tst_nodescan.moc"
