// SPDX-License-Identifier: GPL-3.0-or-later
#include "bandwidthplot.h"

#include <QElapsedTimer>
#include <QTest>

using namespace Tandem::Ui;

class TestBandwidthPlot final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void coalescesReplots();
    void sweepShowsBothPlacements();
    void seriesStaysBounded();
};

void TestBandwidthPlot::coalescesReplots()
{
    BandwidthPlot plot;
    plot.resize(1280, 720);
    plot.show();
    plot.setMode(BandwidthPlot::Mode::Soak);
    QTRY_VERIFY(plot.replotCount() >= 1); // the set-up's own repaint
    const int before = plot.replotCount();
    QElapsedTimer clock;
    clock.start();
    for (int i = 0; i < 100000; ++i) {
        plot.addPoint(i * 0.01, 23.0 + (i % 7) * 0.1);
        if (i % 10000 == 0)
            QCoreApplication::processEvents(); // a live run yields to the event loop now and then
    }
    plot.addPoint(1000.5, 12.5);
    QTRY_COMPARE(plot.drawnLast(BandwidthPlot::OutOfPlace).value_or(QPointF()), QPointF(1000.5, 12.5));
    const int replots = plot.replotCount() - before;
    qInfo("100001 points in %lld ms: %d replots", qint64(clock.elapsed()), replots);
    // At most one repaint per 40 ms interval, never one per sample.
    QVERIFY2(replots >= 1 && replots <= 2 + int(clock.elapsed() / BandwidthPlot::replotIntervalMs),
             qPrintable(QString::number(replots)));
    QVERIFY(replots < 100);
    QCOMPARE(plot.series(BandwidthPlot::OutOfPlace).appended(), 100001);
}

void TestBandwidthPlot::sweepShowsBothPlacements()
{
    BandwidthPlot plot;
    plot.setMode(BandwidthPlot::Mode::Sweep);
    plot.setThreshold(21.875);
    for (qint64 bytes = 8; bytes <= (qint64(1) << 30); bytes *= 2) {
        plot.addPoint(double(bytes), 20.0, BandwidthPlot::OutOfPlace);
        plot.addPoint(double(bytes), 21.0, BandwidthPlot::InPlace);
    }
    QTRY_COMPARE(plot.drawnLast(BandwidthPlot::InPlace).value_or(QPointF()), QPointF(double(qint64(1) << 30), 21.0));
    QCOMPARE(plot.drawnLast(BandwidthPlot::OutOfPlace).value_or(QPointF()), QPointF(double(qint64(1) << 30), 20.0));
    // A log axis cannot take a zero size; it is dropped, not drawn.
    plot.addPoint(0, 5.0);
    QCOMPARE(plot.series(BandwidthPlot::OutOfPlace).appended(), 28);
}

void TestBandwidthPlot::seriesStaysBounded()
{
    PlotSeries series(1024, 16, 4);
    for (int i = 0; i < 1000000; ++i)
        series.append(i, i % 100);
    QVERIFY(series.storedEntries() <= 4 * 1024);
    QVector<double> x;
    QVector<double> y;
    series.displayPoints(4000, &x, &y);
    QVERIFY(!x.isEmpty() && x.size() <= 4000);
    QVERIFY(std::is_sorted(x.cbegin(), x.cend()));
    QCOMPARE(x.constLast(), 999999.0);
    // Buckets keep the extremes, so a spike survives downsampling.
    QCOMPARE(*std::max_element(y.cbegin(), y.cend()), 99.0);
    QVERIFY(x.constFirst() < 10000); // the whole run is covered, not only its end
}

QTEST_MAIN(TestBandwidthPlot)
#include "tst_bandwidthplot.moc"
