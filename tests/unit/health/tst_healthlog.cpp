// SPDX-License-Identifier: GPL-3.0-or-later
#include "health/healthlog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Tandem;

namespace {

HealthLog sampleLog()
{
    HealthLog log;
    log.intervalSeconds = 2;
    HealthTick tick;
    tick.t = 4.5;
    tick.seconds = 2.01;
    tick.node = QStringLiteral("node1");
    tick.deltas[QStringLiteral("enp1s0f1np1")].insert(QStringLiteral("out_of_sequence"), 12);
    tick.deltas[QStringLiteral("enp1s0f1np1")].insert(QStringLiteral("rx_pause_ctrl_phy"), 300);
    GpuHealth gpu;
    gpu.index = 0;
    gpu.temperatureC = 61;
    gpu.powerW = 88.5;
    gpu.smClockMHz = 2405;
    gpu.clockEvents = 0x40;
    tick.gpus << gpu;
    log.ticks << tick << tick;
    HealthEvent event;
    event.t = 4.5;
    event.node = QStringLiteral("node2");
    event.interface = QStringLiteral("enP2p1s0f1np1");
    event.kind = HealthEventKind::LinkDown;
    event.detail = QStringLiteral("operstate down");
    event.count = 2;
    log.events << event << event;
    log.warnings << QStringLiteral("Health samples from node3 failed");
    return log;
}

} // namespace

class TestHealthLog final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip()
    {
        const HealthLog log = sampleLog();
        const QJsonObject json
            = QJsonDocument::fromJson(QJsonDocument(log.toJson()).toJson()).object();
        QCOMPARE(HealthLog::fromJson(json), log);
    }

    void totalsSumEveryTick()
    {
        const auto totals = sampleLog().totals();
        QCOMPARE(totals.value(QStringLiteral("node1"))
                     .value(QStringLiteral("enp1s0f1np1"))
                     .value(QStringLiteral("out_of_sequence")),
                 quint64(24));
    }

    // The verdict names error counters only, and sums events per node, interface and kind.
    void summaryNamesErrorsAndEvents()
    {
        const QJsonObject summary = sampleLog().summaryJson();
        QCOMPARE(summary.value(QStringLiteral("samples")).toInt(), 2);
        const QJsonArray counters = summary.value(QStringLiteral("error_counters")).toArray();
        QCOMPARE(counters.size(), 1);
        QCOMPARE(counters.at(0)[QStringLiteral("counter")].toString(),
                 QStringLiteral("out_of_sequence"));
        QCOMPARE(counters.at(0)[QStringLiteral("total")].toInt(), 24);
        const QJsonArray events = summary.value(QStringLiteral("events")).toArray();
        QCOMPARE(events.size(), 1);
        QCOMPARE(events.at(0)[QStringLiteral("kind")].toString(), QStringLiteral("link-down"));
        QCOMPARE(events.at(0)[QStringLiteral("count")].toInt(), 4);
    }

    void streamLines()
    {
        const QList<QJsonObject> lines = sampleLog().ticks.constFirst().streamLines();
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines.at(0)[QStringLiteral("type")].toString(), QStringLiteral("counters"));
        QCOMPARE(lines.at(0)[QStringLiteral("interface")].toString(),
                 QStringLiteral("enp1s0f1np1"));
        QCOMPARE(lines.at(0)[QStringLiteral("deltas")][QStringLiteral("out_of_sequence")].toInt(),
                 12);
        QCOMPARE(lines.at(1)[QStringLiteral("type")].toString(), QStringLiteral("gpu"));
        QCOMPARE(lines.at(1)[QStringLiteral("temperature_c")].toInt(), 61);
    }

    // A saved log is user input: wrong values are left out, never guessed.
    void hostileJson_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<int>("ticks");
        QTest::addColumn<int>("events");
        QTest::newRow("not objects")
            << QByteArray(R"({"ticks":[1,"x"],"events":[null]})") << 0 << 0;
        QTest::newRow("negative time")
            << QByteArray(R"({"ticks":[{"t":-1,"seconds":2,"node":"a"}]})") << 0 << 0;
        QTest::newRow("huge delta") << QByteArray(
            R"({"ticks":[{"t":1,"seconds":2,"node":"a","counters":{"e":{"x":1e300}}}]})")
                                    << 1 << 0;
        QTest::newRow("unknown kind")
            << QByteArray(R"({"events":[{"t":1,"kind":"meteor","count":1}]})") << 0 << 0;
        QTest::newRow("zero count")
            << QByteArray(R"({"events":[{"t":1,"kind":"link-up","count":0}]})") << 0 << 0;
        QTest::newRow("good event")
            << QByteArray(R"({"events":[{"t":1,"kind":"link-up","count":3}]})") << 0 << 1;
    }

    void hostileJson()
    {
        QFETCH(QByteArray, json);
        QFETCH(int, ticks);
        QFETCH(int, events);
        const HealthLog log = HealthLog::fromJson(QJsonDocument::fromJson(json).object());
        QCOMPARE(log.ticks.size(), ticks);
        QCOMPARE(log.events.size(), events);
        for (const HealthTick &tick : log.ticks) {
            for (const auto &counters : tick.deltas)
                QVERIFY(counters.isEmpty());
        }
    }
};

QTEST_GUILESS_MAIN(TestHealthLog)
#include "tst_healthlog.moc"
