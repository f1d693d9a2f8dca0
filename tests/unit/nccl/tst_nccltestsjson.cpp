// SPDX-License-Identifier: GPL-3.0-or-later
#include "nccl/nccltestsjson.h"
#include "nccl/nccltestsparser.h"

#include "resultcheck.h"
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

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

// Serialises and reads back, as a consumer of `tandem-cli ... --json` would.
QJsonObject roundTrip(const NcclTestsRun &run)
{
    return QJsonDocument::fromJson(QJsonDocument(toJson(run)).toJson()).object();
}

NcclRow sampleRow()
{
    NcclRow row;
    row.test = 1;
    row.bytes = Q_INT64_C(8589934592);
    row.count = Q_INT64_C(2147483648);
    row.type = QStringLiteral("float");
    row.redop = QStringLiteral("sum");
    row.outOfPlace = NcclPlacement{24917.3, 344.74, 342.49, 0.0};
    row.inPlace = NcclPlacement{24882.5, 345.22, 345.22, std::nullopt};
    row.timestamp = QStringLiteral("2026-11-30 08:05:44");
    return row;
}

// The `row` line as app/cli/flowcommand.cpp built it itself before ncclRowLine: the form the
// streaming CLI prints, which ncclRowLine must keep to the letter.
QJsonObject flowCommandRowLine(const NcclRow &row)
{
    const auto number
        = [](const std::optional<double> &v) { return v ? QJsonValue(*v) : QJsonValue(); };
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("row")},
                       {QStringLiteral("bytes"), row.bytes},
                       {QStringLiteral("count"), row.count},
                       {QStringLiteral("time_us"), number(row.outOfPlace.timeUs)},
                       {QStringLiteral("algbw"), number(row.outOfPlace.algbw)},
                       {QStringLiteral("busbw"), number(row.outOfPlace.busbw)},
                       {QStringLiteral("in_place_time_us"), number(row.inPlace.timeUs)},
                       {QStringLiteral("in_place_algbw"), number(row.inPlace.algbw)},
                       {QStringLiteral("in_place_busbw"), number(row.inPlace.busbw)},
                       {QStringLiteral("wrong"), number(row.outOfPlace.wrong)}};
}

QByteArray printed(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

} // namespace

Q_DECLARE_METATYPE(Tandem::NcclRow)

class TestNcclTestsJson final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void recordedRun();
    void nullsForUnknowns_data();
    void nullsForUnknowns();
    void transport();
    void rowRoundTrip_data();
    void rowRoundTrip();
    void rowLine_data();
    void rowLine();
    void rowFromHostileJson_data();
    void rowFromHostileJson();
};

void TestNcclTestsJson::recordedRun()
{
    const auto run
        = NcclTestsParser::parse(readData(QStringLiteral("all_reduce_2xH200_single_process.txt")));
    QVERIFY(run.has_value());
    const QJsonObject o = roundTrip(*run);
    QCOMPARE(o.value(u"collective").toString(), QStringLiteral("all_reduce"));
    QCOMPARE(o.value(u"program").toString(), QStringLiteral("all_reduce_perf"));
    QCOMPARE(o.value(u"nccl_tests_version").toString(), QStringLiteral("2.19.6"));
    QVERIFY(o.value(u"git_hash").isNull());
    QCOMPARE(o.value(u"nccl_headers").toInt(), 22809);
    QCOMPARE(o.value(u"nccl_library").toInt(), 22803);
    QVERIFY(o.value(u"nccl_version").isNull());
    const QJsonObject params = o.value(u"params").toObject();
    QCOMPARE(params.value(u"gpus_per_thread").toInt(), 2);
    QCOMPARE(params.value(u"max_bytes").toInteger(), Q_INT64_C(8589934592));
    QCOMPARE(params.value(u"step_factor").toInt(), 2);
    QVERIFY(params.value(u"step_bytes").isNull());
    QCOMPARE(params.value(u"cpu_time").toBool(true), false);
    const QJsonArray ranks = o.value(u"ranks").toArray();
    QCOMPARE(ranks.size(), 2);
    QCOMPARE(ranks[1].toObject().value(u"bus_id").toString(), QStringLiteral("0000:00:07"));
    QCOMPARE(ranks[1].toObject().value(u"gpu").toString(), QStringLiteral("NVIDIA H200"));
    const QJsonArray rows = o.value(u"rows").toArray();
    QCOMPARE(rows.size(), 31);
    const QJsonObject last = rows.last().toObject();
    QCOMPARE(last.value(u"bytes").toInteger(), Q_INT64_C(8589934592));
    QCOMPARE(last.value(u"count").toInteger(), Q_INT64_C(2147483648));
    QCOMPARE(last.value(u"root").toInt(), -1);
    QCOMPARE(last.value(u"test").toInt(), 0);
    QCOMPARE(last.value(u"out_of_place").toObject().value(u"busbw").toDouble(), 342.49);
    QCOMPARE(last.value(u"in_place").toObject().value(u"busbw").toDouble(), 345.22);
    QCOMPARE(last.value(u"in_place").toObject().value(u"time_us").toDouble(), 24882.5);
    QCOMPARE(last.value(u"in_place").toObject().value(u"wrong").toDouble(-1), 0.0);
    QVERIFY(last.value(u"timestamp").isNull());
    const QJsonObject peak = o.value(u"peak_busbw").toObject();
    QCOMPARE(peak.value(u"value").toDouble(), 345.22);
    QCOMPARE(peak.value(u"placement").toString(), QStringLiteral("in_place"));
    QCOMPARE(o.value(u"avg_busbw").toDouble(), 109.961);
    QVERIFY(o.value(u"avg_busbw_ok").isNull());
    QCOMPARE(o.value(u"out_of_bounds").toInt(-1), 0);
    QCOMPARE(o.value(u"out_of_bounds_ok").toBool(false), true);
    QCOMPARE(o.value(u"complete").toBool(false), true);
    QVERIFY(o.value(u"errors").isArray());
    QVERIFY(o.value(u"errors").toArray().isEmpty());
    QVERIFY(o.value(u"transport").toObject().value(u"network").isNull());
}

void TestNcclTestsJson::nullsForUnknowns_data()
{
    QTest::addColumn<QByteArray>("row");
    QTest::addColumn<QString>("placement");
    QTest::addColumn<QString>("key");

    const QByteArray head = "     1048576        262144     float    none      -1  ";
    QTest::newRow("N/A wrong")
        << head + "  42.10   24.91   23.35     N/A    41.87   25.04   23.48    N/A"
        << "in_place"
        << "wrong";
    QTest::newRow("nan busbw")
        << head + "  42.10   24.91     nan       0    41.87   25.04   23.48      0"
        << "out_of_place"
        << "busbw";
    QTest::newRow("N/A time")
        << head + "    N/A   24.91   23.35       0    41.87   25.04   23.48      0"
        << "out_of_place"
        << "time_us";
}

void TestNcclTestsJson::nullsForUnknowns()
{
    QFETCH(QByteArray, row);
    QFETCH(QString, placement);
    QFETCH(QString, key);
    const auto run = NcclTestsParser::parse(row + '\n');
    TANDEM_VERIFY_RESULT(run);
    const QJsonObject o = roundTrip(*run);
    const QJsonObject r = o.value(u"rows").toArray().first().toObject();
    QVERIFY(r.value(placement).toObject().contains(key));
    QVERIFY(r.value(placement).toObject().value(key).isNull());
    QVERIFY(!r.value(u"in_place").toObject().value(u"algbw").isNull());
    // Nothing printed these: null rather than a made-up zero.
    QVERIFY(o.value(u"avg_busbw").isNull());
    QVERIFY(o.value(u"out_of_bounds").isNull());
    QVERIFY(o.value(u"nccl_tests_version").isNull());
    QVERIFY(o.value(u"params").toObject().value(u"iters").isNull());
    QCOMPARE(o.value(u"complete").toBool(true), false);
}

void TestNcclTestsJson::transport()
{
    const auto run
        = NcclTestsParser::parse(readData(QStringLiteral("all_gather_2xspark_roce_info.txt")));
    QVERIFY(run.has_value());
    const QJsonObject t = roundTrip(*run).value(u"transport").toObject();
    QCOMPARE(t.value(u"network").toString(), QStringLiteral("IB"));
    const QJsonArray devices = t.value(u"devices").toArray();
    QCOMPARE(devices.size(), 2);
    QCOMPARE(devices[1].toObject().value(u"name").toString(), QStringLiteral("roceP2p1s0f1"));
    QCOMPARE(devices[1].toObject().value(u"port").toInt(), 1);
    QCOMPARE(devices[1].toObject().value(u"link_layer").toString(), QStringLiteral("RoCE"));
    QVERIFY(t.value(u"socket_devices").toArray().isEmpty());
    QCOMPARE(t.value(u"oob_interface").toString(), QStringLiteral("enp1s0f1np1"));
    QCOMPARE(t.value(u"relaxed_ordering").toBool(false), true);
    QCOMPARE(t.value(u"ib_no_device").toBool(true), false);
    QCOMPARE(t.value(u"nccl_version").toString(), QStringLiteral("2.28.9+cuda13.0"));
    QCOMPARE(t.value(u"nnodes").toInt(), 2);
    const QJsonArray paths = t.value(u"paths").toArray();
    QCOMPARE(paths.size(), 2);
    QCOMPARE(paths[0].toObject().value(u"kind").toString(), QStringLiteral("NET"));
    QCOMPARE(paths[0].toObject().value(u"net_device").toInt(-1), 0);
    QCOMPARE(paths[0].toObject().value(u"count").toInt(), 4);
    QCOMPARE(paths[0].toObject().value(u"gdr").toBool(true), false);
    QCOMPARE(roundTrip(*run).value(u"warnings").toArray().size(), 1);

    // A summary without log lines: everything unknown is null, lists are empty.
    const QJsonObject empty = toJson(TransportSummary());
    QVERIFY(empty.value(u"network").isNull());
    QVERIFY(empty.value(u"nranks").isNull());
    QVERIFY(empty.value(u"paths").toArray().isEmpty());
}

void TestNcclTestsJson::rowRoundTrip_data()
{
    QTest::addColumn<NcclRow>("row");

    QTest::newRow("every value") << sampleRow();
    NcclRow unknown;
    unknown.bytes = 8;
    QTest::newRow("nothing known but the size") << unknown;
    NcclRow rooted = sampleRow();
    rooted.root = 0;
    rooted.timestamp.clear();
    QTest::newRow("rooted, no timestamp") << rooted;
}

void TestNcclTestsJson::rowRoundTrip()
{
    QFETCH(NcclRow, row);

    // The saved session keeps rows in this form: they come back as they were, and a row
    // written before, with its sizes as doubles, reads the same.
    NcclTestsRun run;
    run.rows = {row};
    QCOMPARE(toJson(run).value(u"rows").toArray().first().toObject(), toJson(row));
    const QJsonObject written = QJsonDocument::fromJson(printed(toJson(row))).object();
    const NcclRow back = ncclRowFromJson(written);
    QCOMPARE(back.test, row.test);
    QCOMPARE(back.bytes, row.bytes);
    QCOMPARE(back.count, row.count);
    QCOMPARE(back.type, row.type);
    QCOMPARE(back.redop, row.redop);
    QCOMPARE(back.root, row.root);
    QCOMPARE(back.outOfPlace.timeUs, row.outOfPlace.timeUs);
    QCOMPARE(back.outOfPlace.algbw, row.outOfPlace.algbw);
    QCOMPARE(back.outOfPlace.busbw, row.outOfPlace.busbw);
    QCOMPARE(back.outOfPlace.wrong, row.outOfPlace.wrong);
    QCOMPARE(back.inPlace.timeUs, row.inPlace.timeUs);
    QCOMPARE(back.inPlace.algbw, row.inPlace.algbw);
    QCOMPARE(back.inPlace.busbw, row.inPlace.busbw);
    QCOMPARE(back.inPlace.wrong, row.inPlace.wrong);
    QCOMPARE(back.timestamp, row.timestamp);
    QJsonObject older = written;
    older.insert(QStringLiteral("bytes"), double(row.bytes));
    older.insert(QStringLiteral("count"), double(row.count));
    QCOMPARE(ncclRowFromJson(older).bytes, row.bytes);
    QCOMPARE(ncclRowFromJson(older).count, row.count);
}

void TestNcclTestsJson::rowLine_data()
{
    QTest::addColumn<NcclRow>("row");
    QTest::addColumn<QByteArray>("line");

    QTest::newRow("every value")
        << sampleRow()
        << QByteArray(
               R"({"algbw":344.74,"busbw":342.49,"bytes":8589934592,"count":2147483648,)"
               R"("in_place_algbw":345.22,"in_place_busbw":345.22,"in_place_time_us":24882.5,)"
               R"("time_us":24917.3,"type":"row","wrong":0})");
    NcclRow unknown;
    unknown.bytes = 8;
    QTest::newRow("N/A is null")
        << unknown
        << QByteArray(
               R"({"algbw":null,"busbw":null,"bytes":8,"count":0,"in_place_algbw":null,)"
               R"("in_place_busbw":null,"in_place_time_us":null,"time_us":null,"type":"row","wrong":null})");
    NcclRow nan = sampleRow();
    nan.outOfPlace.busbw = std::nan("");
    QTest::newRow("nan prints as null")
        << nan
        << QByteArray(
               R"({"algbw":344.74,"busbw":null,"bytes":8589934592,"count":2147483648,)"
               R"("in_place_algbw":345.22,"in_place_busbw":345.22,"in_place_time_us":24882.5,)"
               R"("time_us":24917.3,"type":"row","wrong":0})");
}

void TestNcclTestsJson::rowLine()
{
    QFETCH(NcclRow, row);
    QFETCH(QByteArray, line);

    QCOMPARE(printed(ncclRowLine(row)), line);
    QCOMPARE(printed(ncclRowLine(row)), printed(flowCommandRowLine(row)));
}

// A saved session edited by hand or by someone else: numbers out of range read as absent,
// never cast (1e300 as qint64 is undefined behaviour).
void TestNcclTestsJson::rowFromHostileJson_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<qint64>("bytes");
    QTest::addColumn<bool>("busbw");
    QTest::newRow("bytes 1e300") << QByteArray(R"({"bytes":1e300,"out_of_place":{"busbw":1.5}})")
                                 << qint64(0) << true;
    QTest::newRow("bytes -9.3e18")
        << QByteArray(R"({"bytes":-9.3e18,"out_of_place":{"busbw":1.5}})") << qint64(0) << true;
    QTest::newRow("busbw 1e308") << QByteArray(R"({"bytes":1024,"out_of_place":{"busbw":1e308}})")
                                 << qint64(1024) << false;
    QTest::newRow("in range") << QByteArray(R"({"bytes":1024,"out_of_place":{"busbw":1.5}})")
                              << qint64(1024) << true;
}

void TestNcclTestsJson::rowFromHostileJson()
{
    QFETCH(QByteArray, json);
    QFETCH(qint64, bytes);
    QFETCH(bool, busbw);
    const NcclRow row = ncclRowFromJson(QJsonDocument::fromJson(json).object());
    QCOMPARE(row.bytes, bytes);
    QCOMPARE(row.outOfPlace.busbw.has_value(), busbw);
}

QTEST_GUILESS_MAIN(TestNcclTestsJson)
#include "tst_nccltestsjson.moc"
