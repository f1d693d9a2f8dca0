// SPDX-License-Identifier: GPL-3.0-or-later
#include "health/healthdelta.h"
#include "health/healthreader.h"
#include "healthfixtures.h"

#include <QTest>

using namespace Tandem;
using namespace Tandem::Test;

namespace {

HealthSample read(const QByteArray &out)
{
    auto sample = HealthReader::read(out);
    return sample ? *sample : HealthSample{};
}

QStringList kinds(const QList<HealthEvent> &events)
{
    QStringList list;
    for (const HealthEvent &e : events)
        list << QStringLiteral("%1:%2x%3").arg(e.interface, healthEventKey(e.kind)).arg(e.count);
    return list;
}

} // namespace

class TestHealthDelta final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void events_data()
    {
        QTest::addColumn<FakeNetdev>("before");
        QTest::addColumn<FakeNetdev>("after");
        QTest::addColumn<QString>("beforeGpu");
        QTest::addColumn<QString>("afterGpu");
        QTest::addColumn<QStringList>("events");

        const QString cool = QStringLiteral("0, 45, 30.1, 2405, 0x0000000000000000");
        FakeNetdev a;
        QTest::newRow("nothing changed") << a << a << cool << cool << QStringList{};
        FakeNetdev flapped = a;
        flapped.ups = 3;
        flapped.downs = 2;
        QTest::newRow("two flaps between samples")
            << a << flapped << cool << cool
            << QStringList{"enp1s0f1np1:link-downx2", "enp1s0f1np1:link-upx2"};
        FakeNetdev down = a;
        down.operstate = QStringLiteral("down");
        down.speed.clear();
        down.downs = 1;
        QTest::newRow("went down")
            << a << down << cool << cool << QStringList{"enp1s0f1np1:link-downx1"};
        FakeNetdev up = a;
        up.ups = 2;
        up.downs = 1;
        QTest::newRow("came back")
            << down << up << cool << cool << QStringList{"enp1s0f1np1:link-upx1"};
        FakeNetdev slow = a;
        slow.speed = QStringLiteral("100000");
        QTest::newRow("speed changed")
            << a << slow << cool << cool << QStringList{"enp1s0f1np1:speed-changex1"};
        FakeNetdev errors = a;
        errors.rdma[QStringLiteral("out_of_sequence")] = 40;
        errors.ethtool[QStringLiteral("rx_discards_phy")] = 2;
        QTest::newRow("error counters grew")
            << a << errors << cool << cool << QStringList{"enp1s0f1np1:errorsx42"};
        FakeNetdev congested = a;
        congested.ethtool[QStringLiteral("rx_pause_ctrl_phy")] = 900;
        congested.rdma[QStringLiteral("np_cnp_sent")] = 12;
        congested.ethtool[QStringLiteral("rx_bytes_phy")] = 99999999;
        QTest::newRow("congestion and traffic are no event")
            << a << congested << cool << cool << QStringList{};
        QTest::newRow("throttled")
            << a << a << cool << QStringLiteral("0, 88, 140.0, 1200, 0x0000000000000040")
            << QStringList{"GPU 0:throttlex1"};
        QTest::newRow("throttle ended")
            << a << a << QStringLiteral("0, 88, 140.0, 1200, 0x0000000000000020") << cool
            << QStringList{"GPU 0:throttle-endx1"};
        QTest::newRow("idle is not throttling")
            << a << a << cool << QStringLiteral("0, 40, 4.0, 200, 0x0000000000000001")
            << QStringList{};
    }

    void events()
    {
        QFETCH(FakeNetdev, before);
        QFETCH(FakeNetdev, after);
        QFETCH(QString, beforeGpu);
        QFETCH(QString, afterGpu);
        QFETCH(QStringList, events);
        const auto result = HealthDelta::between(QStringLiteral("node1"),
                                                 4.0,
                                                 read(sampleOutput(1000, {before}, {beforeGpu})),
                                                 read(sampleOutput(3000, {after}, {afterGpu})));
        QCOMPARE(kinds(result.events), events);
        QCOMPARE(result.tick.seconds, 2.0);
        QCOMPARE(result.tick.t, 4.0);
        for (const HealthEvent &e : result.events)
            QCOMPARE(e.node, QStringLiteral("node1"));
    }

    void deltasAreGrowthOnly()
    {
        FakeNetdev before;
        FakeNetdev after = before;
        after.ethtool[QStringLiteral("rx_bytes_phy")] = 5000;
        after.rdma[QStringLiteral("out_of_sequence")] = 3;
        const auto result = HealthDelta::between(QStringLiteral("n"),
                                                 1,
                                                 read(sampleOutput(1000, {before})),
                                                 read(sampleOutput(3000, {after})));
        const auto deltas = result.tick.deltas.value(QStringLiteral("enp1s0f1np1"));
        QCOMPARE(deltas.size(), 2);
        QCOMPARE(deltas.value(QStringLiteral("rx_bytes_phy")), quint64(4000));
        QCOMPARE(deltas.value(QStringLiteral("out_of_sequence")), quint64(3));
        QCOMPARE(result.events.constFirst().detail, QStringLiteral("out_of_sequence +3"));
    }

    // A counter that went down was reset (a driver reload): its whole value is new growth,
    // never a wrap to 2^64.
    void aResetCounterCountsFromZero()
    {
        FakeNetdev before;
        before.rdma[QStringLiteral("out_of_sequence")] = 1000;
        FakeNetdev after = before;
        after.rdma[QStringLiteral("out_of_sequence")] = 5;
        const auto result = HealthDelta::between(QStringLiteral("n"),
                                                 1,
                                                 read(sampleOutput(1000, {before})),
                                                 read(sampleOutput(2000, {after})));
        QCOMPARE(result.tick.deltas.value(QStringLiteral("enp1s0f1np1"))
                     .value(QStringLiteral("out_of_sequence")),
                 quint64(5));
    }

    // The first sample, against nothing: no growth, but a GPU already throttled says so.
    void firstSampleShowsAThrottleAlreadyOn()
    {
        const auto result = HealthDelta::between(
            QStringLiteral("n"),
            0,
            HealthSample{},
            read(sampleOutput(1, {FakeNetdev{}}, {QStringLiteral("0, 90, 100, 900, 0x8")})));
        QVERIFY(result.tick.deltas.isEmpty());
        QCOMPARE(kinds(result.events), QStringList{"GPU 0:throttlex1"});
        QCOMPARE(result.events.constFirst().detail, QStringLiteral("hw-slowdown"));
    }

    void throttleReasonsAreNamed()
    {
        QCOMPARE(HealthDelta::throttleReasons(0x4 | 0x40),
                 (QStringList{"sw-power-cap", "hw-thermal"}));
        QVERIFY(HealthDelta::throttleReasons(0x1 | 0x2 | 0x100).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestHealthDelta)
#include "tst_healthdelta.moc"
