// SPDX-License-Identifier: GPL-3.0-or-later
#include "nccl/nccltestsjson.h"
#include "nccl/nccltestsparser.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include "resultcheck.h"

#include <QTest>

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

} // namespace

class TestNcclTestsJson final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void recordedRun();
    void nullsForUnknowns_data();
    void nullsForUnknowns();
    void transport();
};

void TestNcclTestsJson::recordedRun()
{
    const auto run = NcclTestsParser::parse(
        readData(QStringLiteral("all_reduce_2xH200_single_process.txt")));
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
    QTest::newRow("N/A wrong") << head + "  42.10   24.91   23.35     N/A    41.87   25.04   23.48    N/A"
                               << "in_place" << "wrong";
    QTest::newRow("nan busbw") << head + "  42.10   24.91     nan       0    41.87   25.04   23.48      0"
                               << "out_of_place" << "busbw";
    QTest::newRow("N/A time") << head + "    N/A   24.91   23.35       0    41.87   25.04   23.48      0"
                              << "out_of_place" << "time_us";
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
    const auto run = NcclTestsParser::parse(
        readData(QStringLiteral("all_gather_2xspark_roce_info.txt")));
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

QTEST_GUILESS_MAIN(TestNcclTestsJson)
#include "tst_nccltestsjson.moc"
