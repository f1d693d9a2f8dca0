// SPDX-License-Identifier: GPL-3.0-or-later
#include "health/healthcounters.h"
#include "health/healthreader.h"
#include "healthfixtures.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Test;

class TestHealthReader final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void reads_data()
    {
        QTest::addColumn<QByteArray>("output");
        QTest::addColumn<int>("netdevs");
        QTest::addColumn<QString>("netdev");  // one to look at
        QTest::addColumn<QString>("counter"); // ... and one of its counters
        QTest::addColumn<qint64>("value");    // -1: absent
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("temperature"); // GPU 0's; -1: absent

        FakeNetdev right;
        FakeNetdev rightTwin;
        rightTwin.netdev = QStringLiteral("enP2p1s0f1np1");
        rightTwin.roce = QStringLiteral("roceP2p1s0f1");
        rightTwin.rdma[QStringLiteral("out_of_sequence")] = 17;
        QTest::newRow("two twins")
            << sampleOutput(1733250000123, {right, rightTwin}) << 2 << "enP2p1s0f1np1"
            << "out_of_sequence" << qint64(17) << 1 << 45;
        // GB10 answers [N/A] for what it has not (nvidia-smi-query-nounits-jethac.txt in
        // tests/data/real shows the literal [N/A] with nounits).
        QTest::newRow("GB10 [N/A] fields")
            << sampleOutput(1, {right}, {QStringLiteral("0, [N/A], [N/A], [N/A], [N/A]")}) << 1
            << "enp1s0f1np1"
            << "rx_bytes_phy" << qint64(1000) << 1 << -1;
        QTest::newRow("no GPU section rows") << sampleOutput(1, {right}, {}) << 1 << "enp1s0f1np1"
                                             << "rx_discards_phy" << qint64(0) << 0 << -1;
        FakeNetdev big = right;
        big.ethtool[QStringLiteral("tx_bytes_phy")] = 18446744073709551615ULL;
        QTest::newRow("largest 64-bit counter") << sampleOutput(1, {big}) << 1 << "enp1s0f1np1"
                                                << "tx_bytes_phy" << qint64(-2) << 1 << 45;
        FakeNetdev unwatched = right;
        unwatched.rdma[QStringLiteral("rx_write_requests")] = 5;
        QTest::newRow("an unwatched hw counter is left out")
            << sampleOutput(1, {unwatched}) << 1 << "enp1s0f1np1"
            << "rx_write_requests" << qint64(-1) << 1 << 45;
        QTest::newRow("no ConnectX at all") << sampleOutput(5, {}) << 0 << ""
                                            << "" << qint64(-1) << 1 << 45;
        QByteArray crlf = sampleOutput(1, {right});
        crlf.replace("\n", "\r\n");
        QTest::newRow("CRLF") << crlf << 1 << "enp1s0f1np1"
                              << "rx_discards_phy" << qint64(0) << 1 << 45;
    }

    void reads()
    {
        QFETCH(QByteArray, output);
        QFETCH(int, netdevs);
        QFETCH(QString, netdev);
        QFETCH(QString, counter);
        QFETCH(qint64, value);
        QFETCH(int, gpus);
        QFETCH(int, temperature);
        const auto sample = HealthReader::read(output);
        QVERIFY2(sample, qPrintable(sample ? QString() : sample.error().toString()));
        QCOMPARE(sample->netdevs.size(), netdevs);
        QCOMPARE(sample->gpus.size(), gpus);
        if (gpus > 0)
            QCOMPARE(sample->gpus.constFirst().temperatureC.value_or(-1), temperature);
        if (netdev.isEmpty())
            return;
        const NetdevHealth *n = sample->netdev(netdev);
        QVERIFY(n);
        QCOMPARE(n->operstate, QStringLiteral("up"));
        QCOMPARE(n->speedMbps.value_or(0), 200000);
        if (value == -1)
            QVERIFY(!n->counters.contains(counter));
        else if (value == -2)
            QCOMPARE(n->counters.value(counter), 18446744073709551615ULL);
        else
            QCOMPARE(n->counters.value(counter), quint64(value));
    }

    void gpuFields()
    {
        const auto sample = HealthReader::read(
            sampleOutput(1, {}, {QStringLiteral("0, 71, 95.50, 1800, 0x0000000000000044")}));
        QVERIFY(sample);
        const GpuHealth &gpu = sample->gpus.constFirst();
        QCOMPARE(gpu.powerW.value_or(0), 95.5);
        QCOMPARE(gpu.smClockMHz.value_or(0), 1800);
        QCOMPARE(gpu.clockEvents.value_or(0), quint64(0x44));
    }

    // What a node prints is hostile: every one of these is refused or read without harm.
    void refuses_data()
    {
        QTest::addColumn<QByteArray>("output");
        QTest::addColumn<QString>("says");
        const QByteArray good = sampleOutput(1, {FakeNetdev{}});
        QTest::newRow("empty") << QByteArray() << "no time";
        QTest::newRow("cut short") << good.left(good.size() - 5) << "cut short";
        QTest::newRow("binary") << QByteArray("@time 1\n\xff\xfe\n@end\n", 17) << "UTF-8";
        QTest::newRow("time not a number") << QByteArray("@time 12abc\n@end\n") << "not a time";
        QTest::newRow("too large")
            << QByteArray(HealthReader::kMaxOutputBytes + 1, 'a') << "larger";
        QByteArray many = "@time 1\n";
        for (int i = 0; i <= HealthReader::kMaxNetdevs; ++i)
            many += "@netdev eth" + QByteArray::number(i) + " mlx5_" + QByteArray::number(i) + '\n';
        many += "@end\n";
        QTest::newRow("too many netdevs") << many << "more than";
    }

    void refuses()
    {
        QFETCH(QByteArray, output);
        QFETCH(QString, says);
        const auto sample = HealthReader::read(output);
        QVERIFY(!sample);
        QVERIFY2(sample.error().message.contains(says, Qt::CaseInsensitive),
                 qPrintable(sample.error().message));
    }

    void skipsBadLinesWithAWarning_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::newRow("negative counter") << QByteArray("     rx_discards_phy: -4");
        QTest::newRow("counter past 64 bits")
            << QByteArray("     rx_discards_phy: 18446744073709551616");
        QTest::newRow("hex counter") << QByteArray("     rx_discards_phy: 0x10");
        QTest::newRow("netdev with a slash") << QByteArray("@netdev a/b mlx5_0");
        QTest::newRow("unknown tag") << QByteArray("@carrier 1");
        QTest::newRow("gpu row short") << QByteArray("@gpu\n0, 45");
    }

    void skipsBadLinesWithAWarning()
    {
        QFETCH(QByteArray, line);
        QByteArray out = "@time 1\n@netdev enp1s0f0np0 rocep1s0f0\n" + line + "\n@end\n";
        const auto sample = HealthReader::read(out);
        QVERIFY(sample);
        QCOMPARE(sample->warnings.size(), 1);
        for (const NetdevHealth &n : sample->netdevs)
            QVERIFY(!n.counters.contains(QStringLiteral("rx_discards_phy")));
    }

    // The node filters `ethtool -S` with the pattern: it keeps exactly the watched lines.
    void ethtoolPatternFiltersOnTheNode()
    {
        QProcess grep;
        grep.start(QStringLiteral("grep"),
                   {QStringLiteral("-E"), QString::fromLatin1(HealthCounters::ethtoolPattern())});
        QVERIFY(grep.waitForStarted());
        grep.write("NIC statistics:\n"
                   "     rx_packets: 10\n"
                   "     rx0_discards: 3\n"
                   "     rx_discards_phy: 7\n"
                   "     rx_prio3_pause: 2\n"
                   "     link_down_events_phy: 1\n"
                   "     rx_discards_phy_x: 1\n");
        grep.closeWriteChannel();
        QVERIFY(grep.waitForFinished());
        QCOMPARE(grep.readAllStandardOutput(),
                 QByteArray("     rx_discards_phy: 7\n"
                            "     rx_prio3_pause: 2\n"
                            "     link_down_events_phy: 1\n"));
    }

    // The script runs under dash, as on Ubuntu, against a made-up sysfs and prints what the
    // reader takes: no ConnectX here, one GPU row only where nvidia-smi exists.
    void scriptRunsUnderDash()
    {
        const RemoteCommand command = HealthReader::command();
        QStringList args;
        for (qsizetype i = 1; i < command.argv().size(); ++i)
            args << QString::fromUtf8(command.argv().at(i));
        QProcess sh;
        sh.start(QStringLiteral("/bin/sh"), args);
        QVERIFY(sh.waitForFinished(20000));
        QCOMPARE(sh.exitCode(), 0);
        const auto sample = HealthReader::read(sh.readAllStandardOutput());
        QVERIFY2(sample, qPrintable(sample ? QString() : sample.error().toString()));
        QVERIFY(sample->nodeTimeMs > 1'600'000'000'000);
    }
};

QTEST_GUILESS_MAIN(TestHealthReader)
#include "tst_healthreader.moc"
