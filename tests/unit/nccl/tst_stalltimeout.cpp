// SPDX-License-Identifier: GPL-3.0-or-later
// How long a healthy bandwidth run may stay silent: derived from the sizes tested, and well
// under the hang timeout for the default sweep.

#include "nccl/stalltimeout.h"

#include <QTest>

using namespace Tandem;

Q_DECLARE_METATYPE(Tandem::TestSpec)

namespace {

TestSpec sweepTo(qint64 maxBytes)
{
    TestSpec spec;
    spec.maxBytes = maxBytes;
    return spec;
}

} // namespace

class TestStallTimeout final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void seconds_data();
    void seconds();
    void defaultSweepStallsBeforeTheHangTimeout();
};

void TestStallTimeout::seconds_data()
{
    QTest::addColumn<TestSpec>("spec");
    QTest::addColumn<int>("seconds");

    // 60 s start-up + (5 warm-up + 2 x (20 + 1)) iterations x 2 x size / 1 GB/s.
    QTest::newRow("default sweep, 1 GiB") << TestSpec{} << 161;
    QTest::newRow("up to 64 MiB") << sweepTo(qint64(64) << 20) << 67;
    QTest::newRow("tiny sizes: the start-up") << sweepTo(8) << 61;
    QTest::newRow("up to 8 GiB") << sweepTo(qint64(8) << 30) << 868;
    TestSpec fewer;
    fewer.iters = 5;
    fewer.warmupIters = 1;
    QTest::newRow("fewer iterations, 1 GiB") << fewer << 88;
    TestSpec soak;
    soak.tool = BandwidthTool::Probe;
    soak.soakSeconds = 300;
    soak.intervalMs = 2000;
    QTest::newRow("probe soak: one interval more") << soak << 163;
}

void TestStallTimeout::seconds()
{
    QFETCH(TestSpec, spec);
    QFETCH(int, seconds);
    QCOMPARE(StallTimeout::seconds(spec), seconds);
}

void TestStallTimeout::defaultSweepStallsBeforeTheHangTimeout()
{
    // The point of it: "stalled" is said minutes before the run is ended (600 s).
    const TestSpec spec;
    QVERIFY(StallTimeout::seconds(spec) < spec.hangTimeoutSeconds / 2);
}

QTEST_GUILESS_MAIN(TestStallTimeout)
#include "tst_stalltimeout.moc"
