// SPDX-License-Identifier: GPL-3.0-or-later
#include "nccl/nccllogparser.h"
#include "nccl/verdict.h"

#include <QTest>

using namespace Tandem;

namespace {

TransportSummary summaryOf(const QStringList &lines)
{
    NcclLogParser parser;
    for (const QString &line : lines)
        parser.addLine(line);
    return parser.summary();
}

const QStringList twins{QStringLiteral("rocep1s0f1"), QStringLiteral("roceP2p1s0f1")};

} // namespace

Q_DECLARE_METATYPE(VerdictResult::Level)

class TestVerdict final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void transport_data();
    void transport();
    void transportWithHca_data();
    void transportWithHca();
    void selectedByHca_data();
    void selectedByHca();
    void threshold_data();
    void threshold();
    void thresholdWithLinks_data();
    void thresholdWithLinks();
    void runFailure_data();
    void runFailure();
    void cpus_data();
    void cpus();
};

void TestVerdict::transport_data()
{
    QTest::addColumn<QStringList>("log");
    QTest::addColumn<VerdictResult::Level>("level");
    QTest::addColumn<QString>("detail");

    const QString ibBoth
        = QStringLiteral("spark-386d:1935:1935 [0] NCCL INFO NET/IB : Using [0]rocep1s0f1:1/RoCE "
                         "[1]roceP2p1s0f1:1/RoCE [RO]; OOB enp1s0f1np1:192.168.100.10<0>");
    const QString usingIb = QStringLiteral("spark-386d:1935:1935 [0] NCCL INFO Using network IB");
    QTest::newRow("IB on both twins") << QStringList{ibBoth, usingIb} << VerdictResult::Level::Pass
                                      << QStringLiteral("rocep1s0f1, roceP2p1s0f1");
    QTest::newRow("Socket fallback")
        << QStringList{QStringLiteral(
                           "spark-386d:1935:1935 [0] NCCL INFO NET/IB : No device found."),
                       QStringLiteral("spark-386d:1935:1935 [0] NCCL INFO NET/Socket : Using "
                                      "[0]enP7s7:198.18.0.11<0>"),
                       QStringLiteral("spark-386d:1935:1935 [0] NCCL INFO Using network Socket")}
        << VerdictResult::Level::Fail << QStringLiteral("NET/Socket");
    QTest::newRow("no IB device") << QStringList{QStringLiteral(
        "spark-386d:1935:1935 [0] NCCL INFO NET/IB : No device found.")}
                                  << VerdictResult::Level::Fail
                                  << QStringLiteral("No device found");
    QTest::newRow("one twin")
        << QStringList{QStringLiteral(
                           "spark-386d:1935:1935 [0] NCCL INFO NET/IB : Using [0]rocep1s0f1:1/RoCE "
                           "; OOB enp1s0f1np1:192.168.100.10<0>"),
                       usingIb}
        << VerdictResult::Level::Warn << QStringLiteral("not on roceP2p1s0f1");
    QTest::newRow("one twin, and the plan has only that one")
        << QStringList{QStringLiteral(
                           "spark-386d:1935:1935 [0] NCCL INFO NET/IB : Using [0]rocep1s0f1:1/RoCE "
                           "; OOB enp1s0f1np1:192.168.100.10<0>"),
                       usingIb}
        << VerdictResult::Level::Warn
        << QStringLiteral("one twin only: rocep1s0f1 (not roceP2p1s0f1)");
    QTest::newRow("device outside the plan")
        << QStringList{QStringLiteral(
                           "spark-386d:1935:1935 [0] NCCL INFO NET/IB : Using [0]rocep1s0f0:1/RoCE "
                           "[1]roceP2p1s0f1:1/RoCE ; OOB enp1s0f1np1:192.168.100.10<0>"),
                       usingIb}
        << VerdictResult::Level::Fail << QStringLiteral("rocep1s0f0");
    QTest::newRow("merged virtual device")
        << QStringList{QStringLiteral("spark-386d:1935:1935 [0] NCCL INFO NET/IB : Using "
                                      "[0]rocep1s0f1+roceP2p1s0f1:1/RoCE "
                                      "; OOB enp1s0f1np1:192.168.100.10<0>"),
                       usingIb}
        << VerdictResult::Level::Pass << QStringLiteral("IB over RoCE");
    QTest::newRow("no log") << QStringList{} << VerdictResult::Level::Fail
                            << QStringLiteral("no log");
}

void TestVerdict::transport()
{
    QFETCH(QStringList, log);
    QFETCH(VerdictResult::Level, level);
    QFETCH(QString, detail);
    const QStringList plan
        = QString::fromLatin1(QTest::currentDataTag()).contains(QLatin1String("plan has only"))
              ? QStringList{QStringLiteral("rocep1s0f1")}
              : twins;
    const VerdictResult result = Verdict::transport(summaryOf(log), plan);
    QVERIFY2(result.detail.contains(detail), qPrintable(result.detail));
    QCOMPARE(result.level, level);
}

void TestVerdict::transportWithHca_data()
{
    QTest::addColumn<QStringList>("log");
    QTest::addColumn<QString>("hca"); // what the run's command set
    QTest::addColumn<VerdictResult::Level>("level");
    QTest::addColumn<QString>("detail");

    const QString prefix = QStringLiteral("spark-386d:1935:1935 [0] NCCL INFO ");
    const QStringList socket{
        prefix + QStringLiteral("NET/IB : No device found."),
        prefix + QStringLiteral("NET/Socket : Using [0]enp1s0f1np1:192.168.100.10<0>"),
        prefix + QStringLiteral("Using network Socket")};
    QTest::newRow("wrong HCA, from NCCL's log")
        << (QStringList{prefix + QStringLiteral("NCCL_IB_HCA set to mlx5_0")} + socket) << QString()
        << VerdictResult::Level::Fail
        << QStringLiteral("NCCL_IB_HCA=mlx5_0 names none of the plan's RoCE devices");
    QTest::newRow("NCCL's log wins over the command")
        << (QStringList{prefix + QStringLiteral("NCCL_IB_HCA set to =mlx5_0:1")} + socket)
        << QStringLiteral("rocep1s0f1") << VerdictResult::Level::Fail
        << QStringLiteral("NCCL_IB_HCA==mlx5_0:1");
    QTest::newRow("wrong HCA, from the command")
        << socket << QStringLiteral("mlx5_0") << VerdictResult::Level::Fail
        << QStringLiteral("NCCL_IB_HCA=mlx5_0 names none");
    QTest::newRow("every plan device excluded")
        << socket << QStringLiteral("^roce") << VerdictResult::Level::Fail
        << QStringLiteral("NCCL_IB_HCA=^roce");
    QTest::newRow("right HCA, sockets anyway")
        << socket << QStringLiteral("rocep1s0f1,roceP2p1s0f1") << VerdictResult::Level::Fail
        << QStringLiteral("NCCL fell back to TCP sockets");
    QTest::newRow("a prefix of both twins, IB")
        << QStringList{prefix
                           + QStringLiteral(
                               "NET/IB : Using [0]rocep1s0f1:1/RoCE [1]roceP2p1s0f1:1/RoCE ; OOB "
                               "enp1s0f1np1:192.168.100.10<0>"),
                       prefix + QStringLiteral("Using network IB")}
        << QStringLiteral("roce") << VerdictResult::Level::Pass << QStringLiteral("IB over RoCE");
}

void TestVerdict::transportWithHca()
{
    QFETCH(QStringList, log);
    QFETCH(QString, hca);
    QFETCH(VerdictResult::Level, level);
    QFETCH(QString, detail);
    const VerdictResult result = Verdict::transport(summaryOf(log), twins, hca);
    QVERIFY2(result.detail.contains(detail), qPrintable(result.detail));
    QCOMPARE(result.level, level);
}

void TestVerdict::selectedByHca_data()
{
    QTest::addColumn<QString>("hca");
    QTest::addColumn<QStringList>("selected");
    const QStringList all{
        QStringLiteral("rocep1s0f0"), QStringLiteral("rocep1s0f1"), QStringLiteral("roceP2p1s0f1")};
    QTest::newRow("unset") << QString() << all;
    QTest::newRow("prefix") << QStringLiteral("rocep1") << QStringList{all.at(0), all.at(1)};
    QTest::newRow("exact with ports")
        << QStringLiteral("=rocep1s0f1:1,roceP2p1s0f1:1") << QStringList{all.at(1), all.at(2)};
    QTest::newRow("exact is not a prefix") << QStringLiteral("=rocep1s0f") << QStringList{};
    QTest::newRow("exclude") << QStringLiteral("^rocep1s0f0") << QStringList{all.at(1), all.at(2)};
    QTest::newRow("exclude exact")
        << QStringLiteral("^=rocep1s0f1") << QStringList{all.at(0), all.at(2)};
    QTest::newRow("nothing of the node") << QStringLiteral("mlx5_0,mlx5_1") << QStringList{};
    QTest::newRow("spaces and empty entries")
        << QStringLiteral(" roceP2 ,, ") << QStringList{all.at(2)};
}

void TestVerdict::selectedByHca()
{
    QFETCH(QString, hca);
    QFETCH(QStringList, selected);
    const QStringList all{
        QStringLiteral("rocep1s0f0"), QStringLiteral("rocep1s0f1"), QStringLiteral("roceP2p1s0f1")};
    QCOMPARE(Verdict::selectedByHca(hca, all), selected);
}

void TestVerdict::threshold_data()
{
    QTest::addColumn<std::optional<double>>("busbw");
    QTest::addColumn<double>("threshold");
    QTest::addColumn<VerdictResult::Level>("level");
    QTest::addColumn<QString>("text");

    const double direct = Verdict::defaultThreshold(TopologyKind::Direct);
    QTest::newRow("healthy pair") << std::optional<double>(23.74) << direct
                                  << VerdictResult::Level::Pass
                                  << QStringLiteral("23.74 GB/s at 1 GiB, at least the 21.88");
    QTest::newRow("exactly the floor") << std::optional<double>(21.875) << direct
                                       << VerdictResult::Level::Pass << QStringLiteral("at least");
    QTest::newRow("one twin") << std::optional<double>(11.85) << direct
                              << VerdictResult::Level::Fail << QStringLiteral("one twin");
    QTest::newRow("socket speed") << std::optional<double>(1.1) << direct
                                  << VerdictResult::Level::Fail
                                  << QStringLiteral("transport verdict");
    QTest::newRow("ring") << std::optional<double>(11.0)
                          << Verdict::defaultThreshold(TopologyKind::Ring)
                          << VerdictResult::Level::Pass << QStringLiteral("10.00 GB/s");
    QTest::newRow("lab threshold") << std::optional<double>(23.5) << 20.0
                                   << VerdictResult::Level::Pass << QStringLiteral("20.00");
    QTest::newRow("nothing measured")
        << std::optional<double>() << direct << VerdictResult::Level::Fail
        << QStringLiteral("No bandwidth");
}

void TestVerdict::threshold()
{
    QFETCH(std::optional<double>, busbw);
    QFETCH(double, threshold);
    QFETCH(VerdictResult::Level, level);
    QFETCH(QString, text);
    const VerdictResult result = Verdict::threshold(busbw, qint64(1) << 30, threshold);
    const QString all = result.detail + QLatin1Char(' ') + result.fix;
    QVERIFY2(all.contains(text), qPrintable(all));
    QCOMPARE(result.level, level);
}

namespace {

// The lab's direct pair, right ports: both twins of both nodes, at `speed` Mb/s and `mtu`.
QList<RunLink> directLinks(int speed = 200000, int mtu = 1500)
{
    QList<RunLink> links;
    for (const char *node : {"node1", "node2"}) {
        links << RunLink{QString::fromLatin1(node),
                         QStringLiteral("enp1s0f1np1"),
                         QStringLiteral("192.168.100.0/24"),
                         speed,
                         mtu};
        links << RunLink{QString::fromLatin1(node),
                         QStringLiteral("enP2p1s0f1np1"),
                         QStringLiteral("192.168.101.0/24"),
                         200000,
                         mtu};
    }
    return links;
}

} // namespace

Q_DECLARE_METATYPE(QList<Tandem::RunLink>)

void TestVerdict::thresholdWithLinks_data()
{
    QTest::addColumn<double>("busbw");
    QTest::addColumn<QList<RunLink>>("links");
    QTest::addColumn<bool>("allTwinsUsed");
    QTest::addColumn<QString>("says");
    QTest::addColumn<QString>("neverSays");

    // `fault speed node1 enp1s0f1np1 100000` in the lab: both ends at 100G, half the busbw,
    // while NCCL's log shows both twins. The speed is the cause, never a down twin.
    QTest::newRow("100G primary twin, both twins used")
        << 11.85 << directLinks(100000) << true
        << "node1 enp1s0f1np1 at 100 Gb/s, node2 enp1s0f1np1 at 100 Gb/s, where each twin "
           "should run at 200 Gb/s"
        << "one twin of the port is down";
    QTest::newRow("100G twin: the fix is the cable")
        << 11.85 << directLinks(100000) << true << "QSFP112 cable rated for 200 Gb/s"
        << "NCCL_IB_HCA";
    QTest::newRow("100G twin, transport unknown: still the speed")
        << 11.85 << directLinks(100000) << false << "at 100 Gb/s"
        << "one twin of the port is down";
    QTest::newRow("half, both twins used, speeds fine: not a down twin")
        << 11.85 << directLinks() << true << "though NCCL used both twins"
        << "one twin of the port is down";
    QTest::newRow("half, one twin in the log: the twin")
        << 11.85 << directLinks() << false << "one twin of the port is down"
        << "at 100 Gb/s";
    QTest::newRow("speed unknown: no speed named")
        << 11.85 << QList<RunLink>{} << false << "one twin of the port is down"
        << "Gb/s, where";
}

void TestVerdict::thresholdWithLinks()
{
    QFETCH(double, busbw);
    QFETCH(QList<RunLink>, links);
    QFETCH(bool, allTwinsUsed);
    QFETCH(QString, says);
    QFETCH(QString, neverSays);
    const VerdictResult result = Verdict::threshold(
        busbw, qint64(1) << 30, Verdict::directThresholdGBps, links, allTwinsUsed);
    const QString all = result.detail + QLatin1Char(' ') + result.fix;
    QCOMPARE(result.level, VerdictResult::Level::Fail);
    QVERIFY2(all.contains(says), qPrintable(all));
    QVERIFY2(!all.contains(neverSays), qPrintable(all));
}

void TestVerdict::runFailure_data()
{
    QTest::addColumn<QStringList>("texts");
    QTest::addColumn<QList<RunLink>>("links");
    QTest::addColumn<bool>("known");
    QTest::addColumn<QStringList>("says");

    // What the lab's stand-in prints after `fault mtu node2 enp1s0f1np1 9000` (from NCCL's
    // own WARN text; docs/netplan.md, "MTU").
    const QString testFailure = QStringLiteral(
        "spark-386d: Test NCCL failure common.cu:1279 'remote process exited or there was a "
        "network error / NET/IB: Got completion from peer with status=transport retry counter "
        "exceeded(12)'");
    const QString warn = QStringLiteral(
        "NET/IB: Got completion from peer 192.168.100.11<41236> with status=transport retry "
        "counter exceeded(12) opcode=0 len=0 vendor err 129 (Send) localGid ::ffff:192.168.100.10");
    QList<RunLink> mismatch = directLinks();
    mismatch[2].mtu = 9000; // node2 enp1s0f1np1
    QTest::newRow("retry exceeded, MTUs known to differ")
        << QStringList{testFailure} << mismatch << true
        << QStringList{"IBV_WC_RETRY_EXC_ERR",
                       "node1 enp1s0f1np1 has MTU 1500, node2 enp1s0f1np1 has MTU 9000",
                       "plan writes one MTU on both ends"};
    QTest::newRow("retry exceeded in NCCL's WARN line only")
        << QStringList{QStringLiteral("mpirun noticed that process rank 0 exited"), warn}
        << mismatch << true << QStringList{"The MTUs differ"};
    QTest::newRow("retry exceeded, MTUs unknown: what to compare")
        << QStringList{testFailure} << QList<RunLink>{} << true
        << QStringList{"different MTUs", "Compare the MTU of each twin with its peer's"};
    QTest::newRow("retry exceeded, MTUs read equal")
        << QStringList{testFailure} << directLinks() << true
        << QStringList{"the same MTU at both ends of every link",
                       "node2 enP2p1s0f1np1 MTU 1500",
                       "Compare the MTU"};
    QTest::newRow("the enum's name") << QStringList{QStringLiteral("IBV_WC_RETRY_EXC_ERR")}
                                     << QList<RunLink>{} << true << QStringList{"status 12"};
    QTest::newRow("another failure: the caller's words")
        << QStringList{QStringLiteral("spark-386d: Test CUDA failure common.cu:900 'out of "
                                      "memory'")}
        << mismatch << false << QStringList{};
}

void TestVerdict::runFailure()
{
    QFETCH(QStringList, texts);
    QFETCH(QList<RunLink>, links);
    QFETCH(bool, known);
    QFETCH(QStringList, says);
    const auto result = Verdict::runFailure(texts, links);
    QCOMPARE(result.has_value(), known);
    if (!result)
        return;
    QCOMPARE(result->level, VerdictResult::Level::Fail);
    const QString all = result->detail + QLatin1Char(' ') + result->fix;
    for (const QString &text : says)
        QVERIFY2(all.contains(text), qPrintable(all));
    QVERIFY2(!all.contains(QLatin1String("test binary")), qPrintable(all));
}

Q_DECLARE_METATYPE(QList<Tandem::ProbeRankCpus>)

void TestVerdict::cpus_data()
{
    QTest::addColumn<QList<ProbeRankCpus>>("ranks");
    QTest::addColumn<int>("level"); // -1: nothing to judge
    QTest::addColumn<QString>("detail");
    const ProbeRankCpus all{QStringLiteral("spark-a"), QStringLiteral("0-19"), 20};
    const ProbeRankCpus one{QStringLiteral("spark-b"), QStringLiteral("4"), 1};
    const ProbeRankCpus unknown{QStringLiteral("spark-c"), QString(), 0};
    QTest::newRow("none") << QList<ProbeRankCpus>{} << -1 << QString();
    QTest::newRow("unknown only") << QList<ProbeRankCpus>{unknown} << -1 << QString();
    QTest::newRow("every core") << QList<ProbeRankCpus>{all, all} << int(VerdictResult::Level::Pass)
                                << QStringLiteral("rank 1 (spark-a): 0-19");
    QTest::newRow("one pinned") << QList<ProbeRankCpus>{all, unknown, one}
                                << int(VerdictResult::Level::Warn)
                                << QStringLiteral("Pinned to a single CPU: rank 2 (spark-b) only "
                                                  "CPU 4.");
    QTest::newRow("no host name") << QList<ProbeRankCpus>{{QString(), QStringLiteral("0"), 1}}
                                  << int(VerdictResult::Level::Warn)
                                  << QStringLiteral("rank 0 only CPU 0");
}

void TestVerdict::cpus()
{
    QFETCH(QList<ProbeRankCpus>, ranks);
    QFETCH(int, level);
    QFETCH(QString, detail);
    const auto result = Verdict::cpus(ranks);
    QCOMPARE(result.has_value(), level >= 0);
    if (!result)
        return;
    QCOMPARE(int(result->level), level);
    QVERIFY2(result->detail.contains(detail), qPrintable(result->detail));
    QCOMPARE(result->fix.isEmpty(), result->level == VerdictResult::Level::Pass);
    // A busbw below the floor from pinned ranks blames the pinning, with its fix.
    const VerdictResult below = Verdict::threshold(4.4, qint64(1) << 30, 21.875, {}, true, result);
    QCOMPARE(below.detail.contains(QLatin1String("pinned to a single CPU")),
             result->level == VerdictResult::Level::Warn);
    if (result->level == VerdictResult::Level::Warn)
        QCOMPARE(below.fix, result->fix);
}

QTEST_GUILESS_MAIN(TestVerdict)
#include "tst_verdict.moc"
