// SPDX-License-Identifier: GPL-3.0-or-later
#include "nccl/nccltestsparser.h"

#include "resultcheck.h"
#include "util/checkednumbers.h"
#include <QFile>

#include <QTest>

#include <cmath>

using namespace Tandem;

namespace {

const char Header[]
    = "# nccl-tests version 2.19.6 nccl-headers=22809 nccl-library=22803\n"
      "# Collective test starting: all_reduce_perf\n"
      "# nThread 1 nGpus 1 minBytes 8 maxBytes 1024 step: 2(factor) warmup iters: 1 iters: 20 "
      "agg iters: 1 validation: 1 graph: 0 unalign: 0\n"
      "#\n"
      "# Using devices\n"
      "#  Rank  0 Group  0 Pid   1519 on         vm device  0 [0000:00:06] NVIDIA H200\n"
      "#\n"
      "#                                                              out-of-place                 "
      "      in-place          \n"
      "#       size         count      type   redop    root     time   algbw   busbw  #wrong     "
      "time   algbw   busbw  #wrong \n"
      "#        (B)    (elements)                               (us)  (GB/s)  (GB/s)             "
      "(us)  (GB/s)  (GB/s)         \n"; // 10 lines

const char Trailer[] = "# Out of bounds values : 0 OK\n"
                       "# Avg bus bandwidth    : 1.5 \n"
                       "#\n"
                       "# Collective test concluded: all_reduce_perf\n"
                       "#\n"
                       "\n";

QByteArray readData(const QString &name)
{
    // Recorded runs live in data/nccl-tests, outputs users posted in data/real.
    QFile file(QFINDTESTDATA(QStringLiteral("../../data/nccl-tests/") + name));
    if (!file.exists())
        file.setFileName(QFINDTESTDATA(QStringLiteral("../../data/real/") + name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

// -1 stands for "no value" (N/A) in the tables below.
double orMinusOne(const std::optional<double> &v)
{
    return v ? *v : -1.0;
}

} // namespace

class TestNcclTestsParser final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void recordedRun();
    void sparkRoceWithInfo();
    void socketFallbackWithInfo();
    void rows_data();
    void rows();
    void errorsAndWarnings_data();
    void errorsAndWarnings();
    void timestampsAndCpuTime();
    void severalTests();
    void prefixes_data();
    void prefixes();
    void incremental();
    void rejects_data();
    void rejects();
    void realFiles_data();
    void realFiles();
    void outOfRange_data();
    void outOfRange();
    void partialLastLine_data();
    void partialLastLine();
    void tooLarge();
};

void TestNcclTestsParser::recordedRun()
{
    const QByteArray raw = readData(QStringLiteral("all_reduce_2xH200_single_process.txt"));
    QVERIFY(!raw.isEmpty());
    const auto run = NcclTestsParser::parse(raw);
    TANDEM_VERIFY_RESULT(run);
    QCOMPARE(run->testsVersion, QStringLiteral("2.19.6"));
    QCOMPARE(run->gitHash, QString());
    QCOMPARE(run->headersVersion, 22809);
    QCOMPARE(run->libraryVersion, 22803);
    QCOMPARE(run->collective, QStringLiteral("all_reduce_perf"));
    QCOMPARE(run->collectiveName(), QStringLiteral("all_reduce"));
    QCOMPARE(run->threads, 1);
    QCOMPARE(run->gpusPerThread, 2);
    QCOMPARE(run->minBytes, 8);
    QCOMPARE(run->maxBytes, Q_INT64_C(8589934592));
    QCOMPARE(run->stepFactor, 2);
    QCOMPARE(run->stepBytes, -1);
    QCOMPARE(run->warmupIters, 1);
    QCOMPARE(run->iters, 20);
    QCOMPARE(run->aggIters, 1);
    QCOMPARE(run->validation, 1);
    QCOMPARE(run->graph, 0);
    QCOMPARE(run->cpuTime, false);

    QCOMPARE(run->ranks.size(), 2);
    QCOMPARE(run->ranks[1].rank, 1);
    QCOMPARE(run->ranks[1].group, 0);
    QCOMPARE(run->ranks[1].pid, 1381);
    QCOMPARE(run->ranks[1].host, QStringLiteral("vm"));
    QCOMPARE(run->ranks[1].device, 1);
    QCOMPARE(run->ranks[1].busId, QStringLiteral("0000:00:07"));
    QCOMPARE(run->ranks[1].gpu, QStringLiteral("NVIDIA H200"));

    QCOMPARE(run->rows.size(), 31);
    const NcclRow &first = run->rows.first();
    QCOMPARE(first.bytes, 8);
    QCOMPARE(first.count, 2);
    QCOMPARE(first.line, 13);
    QCOMPARE(*first.outOfPlace.timeUs, 20.96);
    QCOMPARE(*first.inPlace.timeUs, 19.85);
    const NcclRow &last = run->rows.last();
    QCOMPARE(last.bytes, Q_INT64_C(8589934592));
    QCOMPARE(last.count, Q_INT64_C(2147483648));
    QCOMPARE(last.type, QStringLiteral("float"));
    QCOMPARE(last.redop, QStringLiteral("sum"));
    QCOMPARE(last.root, -1);
    QCOMPARE(*last.outOfPlace.timeUs, 25081.2);
    QCOMPARE(*last.outOfPlace.algbw, 342.49);
    QCOMPARE(*last.outOfPlace.busbw, 342.49);
    QCOMPARE(*last.outOfPlace.wrong, 0.0);
    QCOMPARE(*last.inPlace.timeUs, 24882.5);
    QCOMPARE(*last.inPlace.busbw, 345.22);
    QCOMPARE(last.test, 0);
    QCOMPARE(last.line, 43);

    const auto peak = run->peakBusbw();
    QVERIFY(peak.has_value());
    QCOMPARE(peak->busbw, 345.22);
    QCOMPARE(peak->bytes, Q_INT64_C(8589934592));
    QCOMPARE(peak->placement, NcclPlacementKind::InPlace);

    QCOMPARE(*run->avgBusbw, 109.961);
    QVERIFY(!run->avgBusbwOk.has_value());
    QCOMPARE(*run->outOfBounds, 0);
    QCOMPARE(*run->outOfBoundsOk, true);
    QVERIFY(run->complete);
    QVERIFY(run->errors.isEmpty());
    QVERIFY(run->warnings.isEmpty());
    QVERIFY(run->transport.isEmpty());
}

void TestNcclTestsParser::sparkRoceWithInfo()
{
    const auto run
        = NcclTestsParser::parse(readData(QStringLiteral("all_gather_2xspark_roce_info.txt")));
    TANDEM_VERIFY_RESULT(run);
    QCOMPARE(run->collectiveName(), QStringLiteral("all_gather"));
    QCOMPARE(run->ranks.size(), 2);
    QCOMPARE(run->ranks[1].host, QStringLiteral("spark-b"));
    QCOMPARE(run->ranks[1].busId, QStringLiteral("000f:01:00"));
    QCOMPARE(run->ranks[1].gpu, QStringLiteral("NVIDIA GB10"));

    // Line 36 had a log line inside its row: the row is dropped, never guessed.
    QCOMPARE(run->rows.size(), 4);
    QList<qint64> sizes;
    for (const NcclRow &row : run->rows)
        sizes.append(row.bytes);
    QCOMPARE(sizes,
             (QList<qint64>{Q_INT64_C(1073741824),
                            Q_INT64_C(2147483648),
                            Q_INT64_C(8589934592),
                            Q_INT64_C(17179869184)}));
    QCOMPARE(run->warnings.size(), 1);
    QVERIFY2(run->warnings.first().startsWith(QStringLiteral("line 36: ")),
             qPrintable(run->warnings.first()));
    QCOMPARE(*run->rows.last().outOfPlace.busbw, 18.93);
    QCOMPARE(*run->rows.last().inPlace.algbw, 39.89);
    QCOMPARE(*run->avgBusbw, 19.245);
    QVERIFY(run->complete);

    const TransportSummary &t = run->transport;
    QCOMPARE(run->ncclVersion, QStringLiteral("2.28.9+cuda13.0"));
    QCOMPARE(t.network, QStringLiteral("IB"));
    QCOMPARE(t.ibDevices.size(), 2);
    QCOMPARE(t.ibDevices[1].index, 1);
    QCOMPARE(t.ibDevices[1].name, QStringLiteral("roceP2p1s0f1"));
    QCOMPARE(t.ibDevices[1].port, 1);
    QCOMPARE(t.ibDevices[1].linkLayer, QStringLiteral("RoCE"));
    QCOMPARE(t.oobInterface, QStringLiteral("enp1s0f1np1"));
    QVERIFY(t.relaxedOrdering);
    QCOMPARE(t.bootstrapInterface, QStringLiteral("enp1s0f1np1"));
    QCOMPARE(t.nRanks, 2);
    QCOMPARE(t.nNodes, 2);
    QCOMPARE(t.paths.size(), 2);
    QCOMPARE(t.paths[0].kind, QStringLiteral("NET"));
    QCOMPARE(t.paths[0].transport, QStringLiteral("IB"));
    QCOMPARE(t.paths[0].netDevice, 0);
    QCOMPARE(t.paths[0].count, 4);
    QCOMPARE(t.paths[1].netDevice, 1);
    QCOMPARE(t.paths[1].count, 4);
    // 13 log lines before the device list, 9 after the header, 1 inside a row, 2 at the end.
    QCOMPARE(t.linesSeen, 25);
}

void TestNcclTestsParser::socketFallbackWithInfo()
{
    const auto run
        = NcclTestsParser::parse(readData(QStringLiteral("all_gather_2xH200_socket_info.txt")));
    TANDEM_VERIFY_RESULT(run);
    QCOMPARE(run->rows.size(), 30);
    QCOMPARE(run->rows[0].bytes, 0);
    QCOMPARE(run->rows[1].count, 0);
    QCOMPARE(run->rows[2].bytes, 32);
    const NcclRow &big = run->rows.last();
    QCOMPARE(big.bytes, Q_INT64_C(4294967296));
    QCOMPARE(*big.outOfPlace.algbw, 587.14);
    QCOMPARE(*big.outOfPlace.busbw, 293.57);
    QCOMPARE(*big.inPlace.timeUs, 6980.80);
    QCOMPARE(*big.inPlace.busbw, 307.63);
    QCOMPARE(*run->avgBusbw, 84.0667);
    QVERIFY(run->warnings.isEmpty());
    QCOMPARE(run->unrecognisedLines, 0);

    const TransportSummary &t = run->transport;
    QCOMPARE(t.network, QStringLiteral("Socket"));
    QVERIFY(t.ibNoDevice);
    QVERIFY(t.ibDevices.isEmpty());
    QCOMPARE(t.socketDevices.size(), 1);
    QCOMPARE(t.socketDevices[0].name, QStringLiteral("eth0"));
    QCOMPARE(t.socketDevices[0].address, QStringLiteral("192.0.2.2<0>"));
    QCOMPARE(t.oobAddress, QStringLiteral("192.0.2.2<0>"));
    QCOMPARE(t.nNodes, 1);
    QCOMPARE(t.paths.size(), 1);
    QCOMPARE(t.paths[0].kind, QStringLiteral("P2P"));
    QCOMPARE(t.paths[0].transport, QStringLiteral("CUMEM"));
    QCOMPARE(t.paths[0].count, 24);
    QCOMPARE(run->ncclVersion, QStringLiteral("2.28.3+cuda13.0"));
}

void TestNcclTestsParser::rows_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("rows");
    QTest::addColumn<bool>("complete");
    QTest::addColumn<qint64>("lastBytes");
    QTest::addColumn<double>("lastOopTime");
    QTest::addColumn<double>("lastOopBusbw");
    QTest::addColumn<double>("lastIpBusbw");
    QTest::addColumn<double>("lastIpWrong");

    QTest::newRow("PB issue 25, cut short after '# Avg'") << QByteArray(
        "# nccl-tests version 2.17.6 nccl-headers=22803 nccl-library=22803\n"
        "# Collective test starting: all_gather_perf\n"
        "# nThread 1 nGpus 1 minBytes 17179869184 maxBytes 17179869184 step: 2(factor) "
        "warmup iters: 1 iters: 20 agg iters: 1 validation: 1 graph: 0\n"
        "#\n# Using devices\n"
        "#  Rank  0 Group  0 Pid 1935208 on      spark device  0 [000f:01:00] NVIDIA GB10\n"
        "#  Rank  1 Group  0 Pid 1278829 on spark-3995 device  0 [000f:01:00] NVIDIA GB10\n"
        "#\n"
        "#       size         count      type   redop    root     time   algbw   busbw  "
        "#wrong     time   algbw   busbw  #wrong\n"
        " 17179869184    2147483648     float    none      -1   453650   37.87   18.94     "
        "  0   410049   41.90   20.95       0\n"
        "# Out of bounds values : 0 OK\n"
        "# Avg\n") << 1 << false << Q_INT64_C(17179869184) << 453650.0
                                                          << 18.94 << 20.95 << 0.0;
    QTest::newRow("section 10 rows without any header")
        << QByteArray(" 17179869184    4294967296     float     sum      -1  49692.8  345.72  "
                      "345.72       0  50102.4  342.90  342.90       0\n"
                      "  4294967296    1073741824     float     sum      -1  12474.0  344.31  "
                      "344.31       0  12501.2  343.56  343.56       0\n"
                      "  4294967296     536870912     float    none      -1  7315.12  587.14  "
                      "293.57       0  6980.80  615.25  307.63       0\n")
        << 3 << false << Q_INT64_C(4294967296) << 7315.12 << 293.57 << 307.63 << 0.0;
    QTest::newRow("fixed format of 2.17.2 and before")
        << QByteArray(Header)
               + "  1073741824     268435456     float     sum      -1    14560   "
                 "73.75  129.06      0    14523   73.93  129.38      0\n"
               + Trailer
        << 1 << true << Q_INT64_C(1073741824) << 14560.0 << 129.06 << 129.38 << 0.0;
    QTest::newRow("layout before 2.13: no root, error column") << QByteArray(
        "#       size         count      type   redop     time   algbw   busbw  error "
        "    time   algbw   busbw  error\n"
        "     1048576        262144     float     sum    42.10   24.91   43.59  5e-07 "
        "   41.87   25.04   43.83  5e-07\n") << 1 << false << Q_INT64_C(1048576)
                                                               << 42.10 << 43.59 << 43.83 << -1.0;
    QTest::newRow("N/A: -c 0 and in-place alltoall")
        << QByteArray(Header)
               + "     1048576        262144     float    none      -1    42.10   24.91   23.35 "
                 "   N/A    41.87   25.04   23.48    N/A\n"
               + Trailer
        << 1 << true << Q_INT64_C(1048576) << 42.10 << 23.35 << 23.48 << -1.0;
    QTest::newRow("scientific notation")
        << QByteArray(Header)
               + "  8589934592    2147483648     float     sum      -1  1.2e+07    0.72    1.26  "
                 "     0  1.3e+07    0.66    1.15       0\n"
                 "  8589934592    2147483648     float     sum      -1  49692.8   1e+06   1e+06  "
                 "     0  49692.8   10000  1000.0       0\n"
               + Trailer
        << 2 << true << Q_INT64_C(8589934592) << 49692.8 << 1e6 << 1000.0 << 0.0;
    QTest::newRow("wrong as %g")
        << QByteArray(Header)
               + "        1024           256     float     sum      -1    18.63    0.05    0.05  "
                 "1.23457e+06    18.72    0.05    0.05      12\n"
               + Trailer
        << 1 << true << Q_INT64_C(1024) << 18.63 << 0.05 << 0.05 << 12.0;
    QTest::newRow("INFO lines between header and rows")
        << QByteArray(Header)
               + "vm:1519:1519 [0] NCCL INFO Channel 00/0 : 0[0] -> 1[1] via P2P/CUMEM\n"
                 "vm:1519:1519 [0] NCCL INFO Connected all rings, use ring PXN 0 GDR 1\n"
                 "           8             2     float     sum      -1    20.96    0.00    0.00  "
                 "     0    19.85    0.00    0.00       0\n"
                 "vm:1520:1532 [0] NCCL INFO [Proxy Service] Device 1 CPU core 1\n"
                 "          16             4     float     sum      -1    18.30    0.00    0.00  "
                 "     0    20.01    0.00    0.00       0\n"
               + Trailer
        << 2 << true << Q_INT64_C(16) << 18.30 << 0.0 << 0.0 << 0.0;
}

void TestNcclTestsParser::rows()
{
    QFETCH(QByteArray, input);
    QFETCH(int, rows);
    QFETCH(bool, complete);
    QFETCH(qint64, lastBytes);
    QFETCH(double, lastOopTime);
    QFETCH(double, lastOopBusbw);
    QFETCH(double, lastIpBusbw);
    QFETCH(double, lastIpWrong);

    const auto run = NcclTestsParser::parse(input);
    TANDEM_VERIFY_RESULT(run);
    QCOMPARE(run->rows.size(), rows);
    QCOMPARE(run->complete, complete);
    QVERIFY(run->errors.isEmpty());
    const NcclRow &last = run->rows.last();
    QCOMPARE(last.bytes, lastBytes);
    QCOMPARE(orMinusOne(last.outOfPlace.timeUs), lastOopTime);
    QCOMPARE(orMinusOne(last.outOfPlace.busbw), lastOopBusbw);
    QCOMPARE(orMinusOne(last.inPlace.busbw), lastIpBusbw);
    QCOMPARE(orMinusOne(last.inPlace.wrong), lastIpWrong);
}

void TestNcclTestsParser::errorsAndWarnings_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("rows");
    QTest::addColumn<QStringList>("errors");
    QTest::addColumn<QStringList>("warningPrefixes");
    QTest::addColumn<int>("unrecognised");

    const QByteArray row = "           8             2     float     sum      -1    20.96    0.00  "
                           "  0.00       0    19.85    0.00    0.00       0\n";
    QTest::newRow("NCCL failure with stack and # error")
        << QByteArray(Header)
               + "spark-a: Test NCCL failure common.cu:1279 'unhandled system error (run with "
                 "NCCL_DEBUG=INFO for details) / '\n"
                 " .. spark-a pid 2231: Test failure common.cu:1100\n"
                 "# error: remote process exited or there was a network error\n"
        << 0
        << QStringList{QStringLiteral("spark-a: Test NCCL failure common.cu:1279 'unhandled "
                                      "system error (run with NCCL_DEBUG=INFO for details) / '"),
                       QStringLiteral(".. spark-a pid 2231: Test failure common.cu:1100"),
                       QStringLiteral("remote process exited or there was a network error")}
        << QStringList() << 0;
    QTest::newRow("CUDA failure and timeout")
        << QByteArray(Header) + row
               + "vm: Test CUDA failure common.cu:892 'out of memory'\n"
                 "vm: Test timeout (30s) common.cu:450\n"
        << 1
        << QStringList{QStringLiteral("vm: Test CUDA failure common.cu:892 'out of memory'"),
                       QStringLiteral("vm: Test timeout (30s) common.cu:450")}
        << QStringList() << 0;
    QTest::newRow("empty # error is no error") << QByteArray(Header) + row + "# error: \n"
                                               << 1 << QStringList() << QStringList() << 0;
    QTest::newRow("Reducing maxBytes")
        << QByteArray("# Reducing maxBytes to 8589934592 due to memory limitation\n") + Header + row
        << 1 << QStringList() << QStringList{QStringLiteral("line 1: ")} << 0;
    QTest::newRow("mpirun chatter is tolerated and counted")
        << QByteArray("----------------------------------------------------------------------\n"
                      "WARNING: There was an error initializing an OpenFabrics device.\n")
               + Header + row
        << 1 << QStringList() << QStringList{QStringLiteral("line 1: "), QStringLiteral("line 2: ")}
        << 2;
    QTest::newRow("INFO fragment inside a row (nccl #1453)")
        << QByteArray(Header)
               + "     1048576        262144     float     sum      -1     61.58   17.03 "
                 "h100clust-worker-1:2231:2240 [0] NCCL INFO Channel 01/0 : 0[0] -> 1[1] via "
                 "NET/IB/0\n"
                 "   17.03       0    61.02   17.18   17.18       0\n"
               + row
        << 1 << QStringList()
        << QStringList{QStringLiteral("line 11: "), QStringLiteral("line 12: ")} << 0;
    QTest::newRow("INFO line glued after a complete row keeps the row")
        << QByteArray(Header)
               + "           8             2     float     sum      -1    20.96    0.00    0.00  "
                 "     0    19.85    0.00    0.00       0 vm:1519:1519 [0] NCCL INFO Connected "
                 "all rings\n"
        << 1 << QStringList() << QStringList() << 0;
    QTest::newRow("doc's [0] fragment line")
        << QByteArray(Header)
               + "[0]     61.58    0.00    0.00       0 0[0] host:123:456 [0] NCCL INFO Channel "
                 "00/0 : 0[0] -> 1[0] [send] via NET/IB/0\n"
               + row
        << 1 << QStringList() << QStringList{QStringLiteral("line 11: ")} << 0;
}

void TestNcclTestsParser::errorsAndWarnings()
{
    QFETCH(QByteArray, input);
    QFETCH(int, rows);
    QFETCH(QStringList, errors);
    QFETCH(QStringList, warningPrefixes);
    QFETCH(int, unrecognised);

    const auto run = NcclTestsParser::parse(input);
    TANDEM_VERIFY_RESULT(run);
    QCOMPARE(run->rows.size(), rows);
    QCOMPARE(run->errors, errors);
    QCOMPARE(run->warnings.size(), warningPrefixes.size());
    for (int i = 0; i < warningPrefixes.size(); ++i)
        QVERIFY2(run->warnings[i].startsWith(warningPrefixes[i]), qPrintable(run->warnings[i]));
    QCOMPARE(run->unrecognisedLines, unrecognised);
}

void TestNcclTestsParser::timestampsAndCpuTime()
{
    const QByteArray input
        = "#       size         count      type   redop    root  cputime   algbw   busbw  #wrong  "
          "cputime   algbw   busbw  #wrong            timestamp\n"
          "           8             2     float     sum      -1    20.96    0.00    0.00       0  "
          "  19.85    0.00    0.00       0  2026-11-30 08:05:44\n"
          "          16             4     float     sum      -1    18.30    0.00    0.00       0  "
          "  20.01    0.00    0.00       0  2026-11-30 08:05:45\n";
    const auto run = NcclTestsParser::parse(input);
    TANDEM_VERIFY_RESULT(run);
    QVERIFY(run->cpuTime);
    QCOMPARE(run->rows.size(), 2);
    QCOMPARE(run->rows[0].timestamp, QStringLiteral("2026-11-30 08:05:44"));
    QCOMPARE(run->rows[1].timestamp, QStringLiteral("2026-11-30 08:05:45"));
    QCOMPARE(*run->rows[1].inPlace.timeUs, 20.01);

    // A timestamp column announced by the header but missing from a row is a broken row.
    const auto broken = NcclTestsParser::parse(
        input
        + "          32             8     float     sum      -1    18.30    0.00    0.00  "
          "     0    20.01    0.00    0.00       0\n");
    QVERIFY(!broken.has_value());
    QCOMPARE(broken.error().line, 4);
}

void TestNcclTestsParser::severalTests()
{
    const QByteArray row8
        = "           8             2     float     sum      -1    20.96    0.00  "
          "  0.00       0    19.85    0.00    0.00       0\n";
    const QByteArray row8max
        = "           8             2     float     max      -1    21.00    0.00  "
          "  0.00       0    19.00    0.00    0.00       0\n";
    const auto run = NcclTestsParser::parse(QByteArray(Header) + row8 + row8max + Trailer + Header
                                            + row8 + "# Out of bounds values : 0 OK\n");
    TANDEM_VERIFY_RESULT(run);
    QCOMPARE(run->rows.size(), 3);
    QCOMPARE(run->rows[0].test, 0);
    QCOMPARE(run->rows[1].test, 0);
    QCOMPARE(run->rows[1].redop, QStringLiteral("max"));
    QCOMPARE(run->rows[2].test, 1);
    QCOMPARE(run->rows[2].bytes, run->rows[0].bytes);
    QCOMPARE(run->ranks.size(), 1); // the second block lists the same device again
    QVERIFY(!run->complete);        // the second test has no "concluded" line
}

void TestNcclTestsParser::prefixes_data()
{
    QTest::addColumn<QString>("prefix");
    QTest::newRow("mpirun --tag-output") << QStringLiteral("[1,0]<stdout>:");
    QTest::newRow("mpirun --timestamp-output --tag-output")
        << QStringLiteral("Mon Nov 30 08:05:44 2026[1,0]<stdout>:");
    QTest::newRow("mpirun --timestamp-output")
        << QStringLiteral("Mon Nov 30 08:05:44 2026<stdout>:");
    QTest::newRow("srun --label") << QStringLiteral("0: ");
}

void TestNcclTestsParser::prefixes()
{
    QFETCH(QString, prefix);
    QByteArray input;
    const QByteArray plain = QByteArray(Header)
                             + "vm:1519:1519 [0] NCCL INFO Using network Socket\n"
                               "     1048576        262144     float     sum      -1    42.10   "
                               "24.91   43.59       0    41.87   25.04   43.83       0\n"
                             + Trailer;
    for (const QByteArray &line : plain.split('\n'))
        input += prefix.toUtf8() + line + '\n';
    const auto run = NcclTestsParser::parse(input);
    TANDEM_VERIFY_RESULT(run);
    QCOMPARE(run->collective, QStringLiteral("all_reduce_perf"));
    QCOMPARE(run->ranks.size(), 1);
    QCOMPARE(run->rows.size(), 1);
    QCOMPARE(*run->rows[0].inPlace.busbw, 43.83);
    QCOMPARE(run->transport.network, QStringLiteral("Socket"));
    QVERIFY(run->complete);
    QCOMPARE(*run->avgBusbw, 1.5);
    QCOMPARE(run->unrecognisedLines, 0);
}

void TestNcclTestsParser::incremental()
{
    NcclTestsParser parser;
    const QStringList lines = QString::fromUtf8(QByteArray(Header)).split(u'\n');
    for (const QString &line : lines)
        parser.addLine(line);
    QVERIFY(parser.rows().isEmpty());
    parser.addLine(u"           8             2     float     sum      -1    20.96    0.00    0.00"
                   u"       0    19.85    0.00    0.00       0");
    QCOMPARE(parser.rows().size(), 1);
    QCOMPARE(parser.rows()[0].line, lines.size() + 1);
    auto partial = parser.finish();
    QVERIFY(partial.has_value());
    QVERIFY(!partial->complete);
    parser.addLine(u"# Collective test concluded: all_reduce_perf");
    QVERIFY(parser.finish()->complete);
    QVERIFY(!parser.hasFailed());
    parser.addLine(u"  1024  256  float  sum  -1  oops");
    QVERIFY(parser.hasFailed());
    QVERIFY(!parser.finish().has_value());
}

void TestNcclTestsParser::rejects_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("line");

    QTest::newRow("empty") << QByteArray() << 0;
    QTest::newRow("binary") << QByteArray(Header)
                                   + QByteArray("\x7f"
                                                "ELF\x02\x01\x01\0\0\0",
                                                10)
                            << 11;
    QTest::newRow("invalid utf-8") << QByteArray("# nccl-tests version\n\xff\xfe\xfd\n") << 2;
    QTest::newRow("random text file")
        << QByteArray("Tandem is a desktop assistant.\n\nIt clusters DGX Spark machines.\n") << 0;
    QTest::newRow("NCCL log without any table")
        << QByteArray("vm:1519:1519 [0] NCCL INFO Using network Socket\n") << 0;
    QTest::newRow("malformed number in a row")
        << QByteArray(Header)
               + "           8             2     float     sum      -1    20.96    0.00    0.00  "
                 "     0    19.85    0.00    0.00       0\n"
                 "          16             4     float     sum      -1    18.30    0.0x    0.00  "
                 "     0    20.01    0.00    0.00       0\n"
        << 12;
    QTest::newRow("row with a column missing")
        << QByteArray(Header)
               + "          16             4     float     sum      -1    18.30  "
                 "  0.00    0.00       0    20.01    0.00    0.00\n"
        << 11;
}

void TestNcclTestsParser::rejects()
{
    QFETCH(QByteArray, input);
    QFETCH(int, line);
    const auto run = NcclTestsParser::parse(input);
    QVERIFY(!run.has_value());
    QCOMPARE(run.error().line, line);
    QVERIFY(!run.error().message.isEmpty());
}

// The real outputs users posted (tests/data/nccl-tests, copied from the shared set of real
// outputs; their facts were read off by hand).
void TestNcclTestsParser::realFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("version");
    QTest::addColumn<int>("rows");
    QTest::addColumn<bool>("complete");
    QTest::addColumn<qint64>("lastBytes");
    QTest::addColumn<double>("lastOopBusbw");
    QTest::addColumn<double>("lastIpBusbw");
    QTest::addColumn<double>("avgBusbw"); // -1: not printed
    QTest::addColumn<QString>("warning"); // a warning that must be there; empty: none about rows

    QTest::newRow("PR 103, cut inside the 5th row, no final newline")
        << "nccl-allreduce-playbooks-pr103-run1-partial.txt"
        << "2.20.0" << 4 << false << Q_INT64_C(65536) << 0.96 << 1.01 << -1.0 << "cut short";
    QTest::newRow("issue 25, MTU 1500, cut at '# Avg'")
        << "nccl-allgather-playbooks-issue25-mtu1500-partial.txt"
        << "2.17.6" << 1 << false << Q_INT64_C(17179869184) << 18.94 << 20.95 << -1.0 << QString();
    QTest::newRow("MPRG, direct DAC, stuck at 2.8 GB/s")
        << "nccl-allgather-mprg-direct-slow.txt"
        << "2.18.3" << 3 << true << Q_INT64_C(4294967296) << 2.82 << 2.83 << 2.82151 << QString();
}

void TestNcclTestsParser::realFiles()
{
    QFETCH(QString, file);
    QFETCH(QString, version);
    QFETCH(int, rows);
    QFETCH(bool, complete);
    QFETCH(qint64, lastBytes);
    QFETCH(double, lastOopBusbw);
    QFETCH(double, lastIpBusbw);
    QFETCH(double, avgBusbw);
    QFETCH(QString, warning);

    const QByteArray raw = readData(file);
    QVERIFY(!raw.isEmpty());
    const auto run = NcclTestsParser::parse(raw);
    TANDEM_VERIFY_RESULT(run);
    QCOMPARE(run->testsVersion, version);
    QCOMPARE(run->rows.size(), rows);
    QCOMPARE(run->complete, complete);
    QCOMPARE(run->rows.last().bytes, lastBytes);
    QCOMPARE(orMinusOne(run->rows.last().outOfPlace.busbw), lastOopBusbw);
    QCOMPARE(orMinusOne(run->rows.last().inPlace.busbw), lastIpBusbw);
    QCOMPARE(orMinusOne(run->avgBusbw), avgBusbw);
    QCOMPARE(run->ranks.size(), 2);
    const QString warnings = run->warnings.join(u'\n');
    if (warning.isEmpty())
        QVERIFY2(!warnings.contains(QLatin1String("row")), qPrintable(warnings));
    else
        QVERIFY2(warnings.contains(warning), qPrintable(warnings));
}

// Numbers that read as numbers but cannot be true: the row is dropped with a warning naming
// the value, the rows around it stay, and nothing is cast out of range.
void TestNcclTestsParser::outOfRange_data()
{
    QTest::addColumn<QByteArray>("row");
    QTest::addColumn<QString>("warning"); // empty: the row is kept

    const auto row = [](const char *size, const char *time, const char *busbw) -> QByteArray {
        return QByteArray(size) + "  256  float  sum  -1  " + time + "  0.05  " + busbw
               + "  0  18.72  0.05  0.05  0\n";
    };
    QTest::newRow("busbw 1e308") << row("1024", "18.63", "1e308") << "busbw 1e+308";
    QTest::newRow("busbw inf") << row("1024", "18.63", "inf") << "busbw inf";
    QTest::newRow("busbw negative") << row("1024", "18.63", "-3.5") << "busbw -3.5";
    QTest::newRow("time 1e300") << row("1024", "1e300", "0.05") << "time 1e+300";
    QTest::newRow("size 2^60") << row("1152921504606846976", "18.63", "0.05") << "size";
    QTest::newRow("busbw nan, as nccl-tests prints it") << row("1024", "18.63", "nan") << QString();
    QTest::newRow("16 GiB") << row("17179869184", "18.63", "0.05") << QString();
}

void TestNcclTestsParser::outOfRange()
{
    QFETCH(QByteArray, row);
    QFETCH(QString, warning);
    const QByteArray good = "           8             2     float     sum      -1    20.96    0.00"
                            "    0.00       0    19.85    0.00    0.00       0\n";
    const auto run = NcclTestsParser::parse(QByteArray(Header) + good + row + good + Trailer);
    TANDEM_VERIFY_RESULT(run);
    const QString warnings = run->warnings.join(u'\n');
    if (warning.isEmpty()) {
        QCOMPARE(run->rows.size(), 3);
        QVERIFY2(run->warnings.isEmpty(), qPrintable(warnings));
        return;
    }
    QCOMPARE(run->rows.size(), 2);
    QVERIFY2(warnings.contains(QLatin1String("line 12:")), qPrintable(warnings));
    QVERIFY2(warnings.contains(warning), qPrintable(warnings));
    const auto peak = run->peakBusbw();
    QVERIFY(peak);
    QCOMPARE(peak->busbw, 0.0);
}

// A log cut in the middle of its last line (no final newline): the rows before it are kept,
// the cut line is dropped with a warning, and the run is incomplete.
void TestNcclTestsParser::partialLastLine_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("rows");
    QTest::addColumn<bool>("complete");
    QTest::addColumn<bool>("warned");

    const QByteArray row1 = "           8             2     float     sum      -1    20.96    0.00"
                            "    0.00       0    19.85    0.00    0.00       0";
    const QByteArray row2 = "          16             4     float     sum      -1    18.30    0.00"
                            "    0.00       0    20.01    0.00    0.00       0";
    QTest::newRow("cut after the size")
        << QByteArray(Header) + row1 + "\n          16" << 1 << false << true;
    QTest::newRow("cut inside the in-place columns")
        << QByteArray(Header) + row1 + "\n" + row2.left(row2.size() - 12) << 1 << false << true;
    QTest::newRow("whole last row without its newline")
        << QByteArray(Header) + row1 + "\n" + row2 << 2 << false << false;
    QTest::newRow("whole trailer without its newline")
        << QByteArray(Header) + row1 + "\n" + QByteArray(Trailer).trimmed() << 1 << true << false;
    QTest::newRow("cut row in the middle is still an error, not this case")
        << QByteArray(Header) + "          16\n" + row1 + "\n"
        << -1 << false << false;
}

void TestNcclTestsParser::partialLastLine()
{
    QFETCH(QByteArray, input);
    QFETCH(int, rows);
    QFETCH(bool, complete);
    QFETCH(bool, warned);
    const auto run = NcclTestsParser::parse(input);
    if (rows < 0) {
        QVERIFY(!run.has_value());
        QCOMPARE(run.error().line, 11);
        return;
    }
    TANDEM_VERIFY_RESULT(run);
    QCOMPARE(run->rows.size(), rows);
    QCOMPARE(run->complete, complete);
    const QString warnings = run->warnings.join(u'\n');
    QCOMPARE(warnings.contains(QLatin1String("cut short")), warned);
}

void TestNcclTestsParser::tooLarge()
{
    const QByteArray huge(InputLimits::LogBytes + 1, ' ');
    const auto run = NcclTestsParser::parse(huge);
    QVERIFY(!run.has_value());
    QVERIFY2(run.error().message.contains(QLatin1String("MiB")), qPrintable(run.error().message));
}

QTEST_GUILESS_MAIN(TestNcclTestsParser)
#include "tst_nccltestsparser.moc"
