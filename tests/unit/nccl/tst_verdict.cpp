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

QTEST_GUILESS_MAIN(TestVerdict)
#include "tst_verdict.moc"
