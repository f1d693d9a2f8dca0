// SPDX-License-Identifier: GPL-3.0-or-later
#include "nccl/nccltestsjsonparser.h"
#include "nccl/nccltestsparser.h"

#include "resultcheck.h"
#include "util/checkednumbers.h"
#include <QFile>

#include <QTest>

#include <cmath>

using namespace Tandem;

namespace {

QByteArray readData(const QString &name)
{
    QFile file(QFINDTESTDATA(QStringLiteral("../../data/nccl-tests/") + name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

// One result object with the given placement bodies.
QByteArray report(const QByteArray &resultFields, const QByteArray &tail = {})
{
    return "{\"version\": 3, \"args\": [\"/opt/nccl-tests/build/alltoall_perf\"],"
           " \"env\": [\"SECRET_TOKEN=abc\"],"
           " \"results\": [{\"size\": 1024, \"count\": 128, \"type\": \"float\", \"redop\": "
           "\"none\", \"root\": \"     3\", "
           + resultFields + "}]" + tail + "}";
}

} // namespace

class TestNcclTestsJsonParser final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void recordedMatchesText();
    void quirks();
    void malformed_data();
    void malformed();
    void outOfRange_data();
    void outOfRange();
    void configOutOfRange();
    void tooLarge();
};

void TestNcclTestsJsonParser::recordedMatchesText()
{
    const auto json = NcclTestsJsonParser::parse(
        readData(QStringLiteral("all_reduce_2xH200_single_process.json")));
    TANDEM_VERIFY_RESULT(json);
    const auto text
        = NcclTestsParser::parse(readData(QStringLiteral("all_reduce_2xH200_single_process.txt")));
    QVERIFY(text.has_value());

    QCOMPARE(json->collective, QStringLiteral("all_reduce_perf"));
    QCOMPARE(json->collectiveName(), text->collectiveName());
    QCOMPARE(json->libraryVersion, 22803);
    QCOMPARE(json->threads, text->threads);
    QCOMPARE(json->gpusPerThread, text->gpusPerThread);
    QCOMPARE(json->minBytes, text->minBytes);
    QCOMPARE(json->maxBytes, text->maxBytes);
    QCOMPARE(json->stepFactor, text->stepFactor);
    QCOMPARE(json->stepBytes, -1);
    QCOMPARE(json->iters, text->iters);
    QCOMPARE(json->aggIters, text->aggIters);
    QCOMPARE(json->graph, text->graph);
    // One device entry per process: -g 2 in one process lists only GPU 0.
    QCOMPARE(json->ranks.size(), 1);
    QCOMPARE(json->ranks[0].host, text->ranks[0].host);
    QCOMPARE(json->ranks[0].pid, text->ranks[0].pid);
    QCOMPARE(json->ranks[0].busId, QStringLiteral("0000:00:06"));
    QCOMPARE(json->ranks[0].gpu, QStringLiteral("NVIDIA H200"));

    QCOMPARE(json->rows.size(), text->rows.size());
    for (qsizetype i = 0; i < json->rows.size(); ++i) {
        const NcclRow &j = json->rows[i];
        const NcclRow &t = text->rows[i];
        QCOMPARE(j.bytes, t.bytes);
        QCOMPARE(j.count, t.count);
        QCOMPARE(j.type, t.type);
        QCOMPARE(j.redop, t.redop);
        QCOMPARE(j.root, -1);
        // The text rounds to 2 decimals (or 1 for times of 10000 us and more).
        QVERIFY(std::abs(*j.outOfPlace.timeUs - *t.outOfPlace.timeUs) <= 0.051);
        QVERIFY(std::abs(*j.inPlace.busbw - *t.inPlace.busbw) <= 0.0051);
        QVERIFY(std::abs(*j.outOfPlace.algbw - *t.outOfPlace.algbw) <= 0.0051);
        QCOMPARE(*j.inPlace.wrong, 0.0);
        QCOMPARE(j.line, 0);
    }
    QCOMPARE(*json->rows.last().outOfPlace.busbw, 342.48545);
    QCOMPARE(*json->rows.last().inPlace.busbw, 345.219724);
    QCOMPARE(*json->avgBusbw, 109.961416);
    QVERIFY(!json->avgBusbwOk.has_value()); // "unchecked"
    QCOMPARE(*json->outOfBounds, 0);
    QCOMPARE(*json->outOfBoundsOk, true);
    QVERIFY(json->errors.isEmpty()); // [""]
    QVERIFY(json->complete);
    QCOMPARE(json->peakBusbw()->bytes, text->peakBusbw()->bytes);
}

void TestNcclTestsJsonParser::quirks()
{
    const auto run = NcclTestsJsonParser::parse(report(
        "\"out_of_place\": {\"cpu_time\": 12.5, \"alg_bw\": \"nan\", \"bus_bw\": 0.08, "
        "\"nwrong\": null}, \"in_place\": {\"cpu_time\": 13.0, \"alg_bw\": 0.07, \"bus_bw\": "
        "0.07, \"nwrong\": 2}",
        ", \"out_of_bounds\": {\"count\": 4, \"okay\": \"false\"}, \"average_bus_bandwidth\": "
        "{\"bandwidth\": \"nan\", \"okay\": \"true\"}, \"errors\": [\"\", \"remote process "
        "exited\"]"));
    TANDEM_VERIFY_RESULT(run);
    QCOMPARE(run->collectiveName(), QStringLiteral("alltoall"));
    QVERIFY(run->cpuTime);
    QCOMPARE(run->rows.size(), 1);
    const NcclRow &row = run->rows[0];
    QCOMPARE(row.root, 3);
    QCOMPARE(*row.outOfPlace.timeUs, 12.5);
    QVERIFY(std::isnan(*row.outOfPlace.algbw));
    QVERIFY(!row.outOfPlace.wrong.has_value());
    QCOMPARE(*row.inPlace.wrong, 2.0);
    QCOMPARE(*run->outOfBounds, 4);
    QCOMPARE(*run->outOfBoundsOk, false);
    QVERIFY(std::isnan(*run->avgBusbw));
    QCOMPARE(*run->avgBusbwOk, true);
    QCOMPARE(run->errors, QStringList{QStringLiteral("remote process exited")});
    QVERIFY(!run->complete); // no end_time
    QCOMPARE(run->threads, -1);
    // The environment never reaches the run.
    for (const QString &w : run->warnings)
        QVERIFY(!w.contains(u"SECRET"));
}

void TestNcclTestsJsonParser::malformed_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("line");

    QTest::newRow("missing comma on line 3")
        << QByteArray("{\n \"version\": 3,\n \"a\": 1\n \"b\": 2\n}") << 4;
    QTest::newRow("truncated file") << QByteArray("{\n \"results\": [\n  {\"size\": 8,\n") << 4;
    QTest::newRow("not a report") << QByteArray("{\"version\": 3}") << 0;
    QTest::newRow("an array") << QByteArray("[1, 2]") << 0;
    QTest::newRow("empty") << QByteArray() << 1;
}

void TestNcclTestsJsonParser::malformed()
{
    QFETCH(QByteArray, json);
    QFETCH(int, line);
    const auto run = NcclTestsJsonParser::parse(json);
    QVERIFY(!run.has_value());
    QCOMPARE(run.error().line, line);
}

// Two results; the second carries `size` and `busbw` as given. A value out of range drops that
// result with a warning; it is never cast (1e300 as qint64 is undefined behaviour and printed
// -9223372036854775808) nor taken as the peak.
void TestNcclTestsJsonParser::outOfRange_data()
{
    QTest::addColumn<QByteArray>("size");
    QTest::addColumn<QByteArray>("busbw");
    QTest::addColumn<QString>("warning"); // empty: the result is kept

    QTest::newRow("size 1e300") << QByteArray("1e300") << QByteArray("1.5") << "size";
    QTest::newRow("size -9.3e18") << QByteArray("-9.3e18") << QByteArray("1.5") << "size";
    QTest::newRow("size negative") << QByteArray("-8") << QByteArray("1.5") << "size";
    QTest::newRow("size 2.5") << QByteArray("2.5") << QByteArray("1.5") << "size";
    QTest::newRow("size \"inf\"") << QByteArray("\"inf\"") << QByteArray("1.5") << "size";
    QTest::newRow("busbw 1e308") << QByteArray("2048") << QByteArray("1e308") << "busbw 1e+308";
    QTest::newRow("busbw \"-inf\"") << QByteArray("2048") << QByteArray("\"-inf\"") << "busbw";
    QTest::newRow("busbw \"nan\" is kept")
        << QByteArray("2048") << QByteArray("\"nan\"") << QString();
    QTest::newRow("in range") << QByteArray("2048") << QByteArray("3.5") << QString();
}

void TestNcclTestsJsonParser::outOfRange()
{
    QFETCH(QByteArray, size);
    QFETCH(QByteArray, busbw);
    QFETCH(QString, warning);
    const QByteArray json = "{\"version\": 3, \"results\": ["
                            "{\"size\": 1024, \"count\": 256, \"type\": \"float\", \"root\": -1,"
                            " \"out_of_place\": {\"time\": 9.5, \"alg_bw\": 0.1, \"bus_bw\": 0.1}},"
                            "{\"size\": "
                            + size
                            + ", \"count\": 512, \"type\": \"float\", \"root\": -1,"
                              " \"out_of_place\": {\"time\": 9.5, \"alg_bw\": 0.2, \"bus_bw\": "
                            + busbw + "}}]}";
    const auto run = NcclTestsJsonParser::parse(json);
    TANDEM_VERIFY_RESULT(run);
    const QString warnings = run->warnings.join(u'\n');
    if (warning.isEmpty()) {
        QCOMPARE(run->rows.size(), 2);
        QVERIFY2(run->warnings.isEmpty(), qPrintable(warnings));
        return;
    }
    QCOMPARE(run->rows.size(), 1);
    QCOMPARE(run->rows.first().bytes, Q_INT64_C(1024));
    QVERIFY2(warnings.contains(QLatin1String("result 2")), qPrintable(warnings));
    QVERIFY2(warnings.contains(warning), qPrintable(warnings));
    QCOMPARE(run->peakBusbw()->busbw, 0.1);
}

void TestNcclTestsJsonParser::configOutOfRange()
{
    const QByteArray json
        = "{\"nccl_version\": 1e300, \"config\": {\"nthreads\": 1e20, \"ngpus\": 1,"
          " \"minimum_bytes\": -9.3e18, \"maximum_bytes\": 1073741824,"
          " \"devices\": [{\"rank\": -5, \"pid\": 1e300, \"hostname\": \"a\"}]},"
          " \"results\": [], \"out_of_bounds\": {\"count\": 1e300, \"okay\": \"true\"},"
          " \"average_bus_bandwidth\": {\"bandwidth\": 1e308}}";
    const auto run = NcclTestsJsonParser::parse(json);
    TANDEM_VERIFY_RESULT(run);
    QCOMPARE(run->libraryVersion, 0);
    QCOMPARE(run->threads, -1);
    QCOMPARE(run->gpusPerThread, 1);
    QCOMPARE(run->minBytes, Q_INT64_C(-1));
    QCOMPARE(run->maxBytes, Q_INT64_C(1073741824));
    QCOMPARE(run->ranks.size(), 1);
    QCOMPARE(run->ranks.first().rank, 0);
    QCOMPARE(run->ranks.first().pid, Q_INT64_C(0));
    QVERIFY(!run->outOfBounds);
    QVERIFY(!run->avgBusbw);
    const QString warnings = run->warnings.join(u'\n');
    for (const char *field :
         {"nccl_version", "nthreads", "minimum_bytes", "rank", "pid", "out_of_bounds", "average"})
        QVERIFY2(warnings.contains(QLatin1String(field)), qPrintable(warnings));
}

void TestNcclTestsJsonParser::tooLarge()
{
    const QByteArray huge(InputLimits::LogBytes + 1, ' ');
    const auto run = NcclTestsJsonParser::parse(huge);
    QVERIFY(!run.has_value());
    QVERIFY2(run.error().message.contains(QLatin1String("MiB")), qPrintable(run.error().message));
}

QTEST_GUILESS_MAIN(TestNcclTestsJsonParser)
#include "tst_nccltestsjsonparser.moc"
