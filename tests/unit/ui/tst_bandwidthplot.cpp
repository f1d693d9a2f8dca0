// SPDX-License-Identifier: GPL-3.0-or-later
#include "bandwidthplot.h"

#include <QElapsedTimer>

#include <QTest>
#include <qcustomplot.h>

using namespace Tandem::Ui;

class TestBandwidthPlot final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void coalescesReplots();
    void sweepShowsBothPlacements();
    void seriesStaysBounded();
    void valueAxisScale_data();
    void valueAxisScale();
    void sizeAxisLabels();
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
    QTRY_COMPARE(plot.drawnLast(BandwidthPlot::OutOfPlace).value_or(QPointF()),
                 QPointF(1000.5, 12.5));
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
    QTRY_COMPARE(plot.drawnLast(BandwidthPlot::InPlace).value_or(QPointF()),
                 QPointF(double(qint64(1) << 30), 21.0));
    QCOMPARE(plot.drawnLast(BandwidthPlot::OutOfPlace).value_or(QPointF()),
             QPointF(double(qint64(1) << 30), 20.0));
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

void TestBandwidthPlot::valueAxisScale_data()
{
    QTest::addColumn<double>("busbw");
    QTest::addColumn<double>("threshold");
    QTest::addColumn<double>("top"); // of the busbw axis
    QTest::newRow("Spark: the line rate for scale") << 23.7 << 21.875 << 25.0 * 1.1;
    QTest::newRow("above the line rate") << 30.0 << 21.875 << 30.0 * 1.1;
    QTest::newRow("one twin still shows the line rate") << 11.8 << 21.875 << 25.0 * 1.1;
    QTest::newRow("the lab's MPI: no line rate to flatten it") << 0.15 << 0.01 << 0.15 * 1.1;
    QTest::newRow("the lab's MPI against a Spark floor") << 0.15 << 21.875 << 25.0 * 1.1;
}

void TestBandwidthPlot::valueAxisScale()
{
    QFETCH(double, busbw);
    QFETCH(double, threshold);
    QFETCH(double, top);
    BandwidthPlot plot;
    plot.setMode(BandwidthPlot::Mode::Soak);
    plot.setLineRate(25.0);
    plot.setThreshold(threshold);
    plot.addPoint(1.0, busbw);
    QTRY_VERIFY(plot.drawnLast(BandwidthPlot::OutOfPlace).has_value());
    QVERIFY(qFuzzyCompare(plot.customPlot()->yAxis->range().upper, top));
}

void TestBandwidthPlot::sizeAxisLabels()
{
    BandwidthPlot plot;
    plot.resize(1280, 720);
    plot.setMode(BandwidthPlot::Mode::Sweep);
    for (qint64 bytes = 8; bytes <= (qint64(1) << 34); bytes *= 2)
        plot.addPoint(double(bytes), 20.0);
    QTRY_VERIFY(plot.drawnLast(BandwidthPlot::OutOfPlace).has_value());
    plot.customPlot()->replot(); // lays out the ticks
    const QVector<QString> labels = plot.customPlot()->xAxis->tickVectorLabels();
    // Powers of two as sizes ("32 B, 1 KiB, 32 KiB, 1 MiB, 32 MiB, 1 GiB" at this width).
    const QString all = QStringList(labels.cbegin(), labels.cend()).join(QLatin1Char(','));
    QVERIFY2(labels.contains(QStringLiteral("1 MiB")) && labels.contains(QStringLiteral("1 GiB")),
             qPrintable(all));
    QVERIFY2(!all.contains(QLatin1Char('e')) && !all.contains(QChar(0xb7)), qPrintable(all));
}

QTEST_MAIN(TestBandwidthPlot)
#include "tst_bandwidthplot.moc"
