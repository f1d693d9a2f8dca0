// SPDX-License-Identifier: GPL-3.0-or-later
#include "bandwidthplot.h"
#include "health/healthlog.h"
#include "healthpanes.h"

#include <QDir>
#include <QWheelEvent>

#include <QElapsedTimer>

#include <QTest>

#include <cmath>
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
    void healthPanesShareTimeZoomAndCursor();
    void thresholdIsLabelled();
    void sweepPanesSpanTheRun();
    void eventBurstsCollapse();
    void emptySweepAxisHasNoFractions();
    void thresholdLabelClearsTheCurve_data();
    void thresholdLabelClearsTheCurve();
};

// A sweep's panes are over their own time: from the run's start to its last sample, not the
// last second (a coarse level of the bounded series once gave only the newest point).
void TestBandwidthPlot::sweepPanesSpanTheRun()
{
    BandwidthPlot plot;
    plot.resize(1100, 600);
    plot.show();
    plot.setMode(BandwidthPlot::Mode::Sweep);
    for (int s = 0; s < 8; ++s) {
        plot.addPoint(double(qint64(8) << (3 * s)), 1.0 + s);
        Tandem::HealthTick tick;
        tick.t = 1.1 + s * 1.1;
        tick.seconds = 1.1;
        tick.node = QStringLiteral("node1");
        Tandem::GpuHealth gpu;
        gpu.temperatureC = 40 + s;
        gpu.smClockMHz = 2400;
        tick.gpus << gpu;
        plot.addHealthTick(tick);
    }
    plot.replotNow();
    for (QCPAxisRect *rect : plot.health().rects()) {
        const QCPRange range = rect->axis(QCPAxis::atBottom)->range();
        QVERIFY2(range.lower <= 0.0 && range.upper >= 8.8,
                 qPrintable(QStringLiteral("%1..%2").arg(range.lower).arg(range.upper)));
    }
    // The counters pane has a legend of what its colours mean.
    QCPAxisRect *counters = plot.health().rects().constFirst();
    QCPLegend *legend = nullptr;
    for (int i = 0; i < counters->insetLayout()->elementCount() && !legend; ++i)
        legend = qobject_cast<QCPLegend *>(counters->insetLayout()->elementAt(i));
    QVERIFY(legend);
    QCOMPARE(legend->itemCount(), 2);
    // Two or three ticks on a strip's value axis, never a pile of overlapping labels.
    plot.customPlot()->replot();
    for (QCPAxisRect *rect : plot.health().rects())
        QVERIFY(rect->axis(QCPAxis::atLeft)->tickVector().size() <= 4);
}

// A lossy twin reports errors with every sample: one mark per burst on busbw, the details in
// the tooltip, and the link's long name does not narrow the busbw pane.
void TestBandwidthPlot::eventBurstsCollapse()
{
    BandwidthPlot plot;
    plot.resize(1100, 600);
    plot.show();
    plot.setMode(BandwidthPlot::Mode::Soak);
    for (int i = 0; i <= 200; ++i)
        plot.addPoint(i * 0.2, 0.04);
    for (int s = 0; s <= 20; ++s) {
        Tandem::HealthEvent errors;
        errors.t = s * 2.0;
        errors.node = QStringLiteral("spark-386d");
        errors.interface = QStringLiteral("enp1s0f1np1");
        errors.kind = Tandem::HealthEventKind::Errors;
        plot.addHealthEvent(errors);
    }
    plot.replotNow();
    QVERIFY2(plot.health().eventMarks() <= 5,
             qPrintable(QString::number(plot.health().eventMarks())));
    QVERIFY(plot.health().eventMarks() >= 1);
    const QStringList near = plot.health().eventsNear(10.0, 0.5);
    QCOMPARE(near.size(), 1);
    QVERIFY2(near.constFirst().contains(QLatin1String("spark-386d enp1s0f1np1")),
             qPrintable(near.constFirst()));
    QCustomPlot *cp = plot.customPlot();
    QVERIFY2(cp->axisRect(0)->rect().width() > cp->width() * 3 / 4,
             qPrintable(QString::number(cp->axisRect(0)->rect().width())));
    // 0.04 GB/s is drawn on its own scale, not flat on a 0-25 GB/s axis.
    plot.setThreshold(21.875);
    plot.replotNow();
    QVERIFY(cp->yAxis->range().upper < 1);
}

void TestBandwidthPlot::emptySweepAxisHasNoFractions()
{
    BandwidthPlot plot;
    plot.resize(1100, 500);
    plot.setMode(BandwidthPlot::Mode::Sweep);
    plot.customPlot()->replot();
    const QVector<QString> labels = plot.customPlot()->xAxis->tickVectorLabels();
    const QString all = QStringList(labels.cbegin(), labels.cend()).join(QLatin1Char(','));
    QVERIFY2(!all.contains(QLatin1String("0.0")), qPrintable(all));
    QVERIFY2(labels.contains(QStringLiteral("1 GiB")), qPrintable(all));
}

// The dashed threshold line says what it is and its value; without a threshold neither shows.
void TestBandwidthPlot::thresholdIsLabelled()
{
    BandwidthPlot plot;
    const auto label = [&plot]() -> QCPItemText * {
        for (int i = 0; i < plot.customPlot()->itemCount(); ++i) {
            if (auto *text = qobject_cast<QCPItemText *>(plot.customPlot()->item(i)))
                return text;
        }
        return nullptr;
    };
    QVERIFY(label());
    QVERIFY(!label()->visible());
    plot.setThreshold(21.875);
    QVERIFY(label()->visible());
    QCOMPARE(label()->text(), QStringLiteral("threshold 21.88 GB/s"));
    QCOMPARE(label()->position->coords().y(), 21.875);
    plot.setThreshold(0);
    QVERIFY(!label()->visible());
}

void TestBandwidthPlot::thresholdLabelClearsTheCurve_data()
{
    QTest::addColumn<bool>("soak");
    QTest::addColumn<double>("level"); // a soak's busbw; a sweep rises to it
    QTest::newRow("sweep that passes") << false << 23.7;
    QTest::newRow("sweep just over the line") << false << 22.5;
    QTest::newRow("soak just above") << true << 22.3;
    QTest::newRow("soak just below") << true << 21.4;
}

// The threshold's label is drawn where the curve is not: a passing sweep ended right under it.
void TestBandwidthPlot::thresholdLabelClearsTheCurve()
{
    QFETCH(bool, soak);
    QFETCH(double, level);
    BandwidthPlot plot;
    plot.resize(1100, 600);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    plot.setMode(soak ? BandwidthPlot::Mode::Soak : BandwidthPlot::Mode::Sweep);
    plot.setLineRate(25.0);
    plot.setThreshold(21.875);
    for (int i = 0; i < 28; ++i) {
        const double x = soak ? 2.0 * i : std::pow(2.0, 3 + i);
        // A sweep: nothing at small sizes, rising to `level` from 256 MiB on (as a Spark's do).
        const double y = soak ? level + 0.2 * std::sin(i) : level * std::min(1.0, x / (1 << 28));
        plot.addPoint(x, y);
    }
    plot.replotNow();
    QCustomPlot *custom = plot.customPlot();
    custom->replot(QCustomPlot::rpImmediateRefresh);
    QCPItemText *label = nullptr;
    for (int i = 0; i < custom->itemCount() && !label; ++i)
        label = qobject_cast<QCPItemText *>(custom->item(i));
    QVERIFY(label && label->visible());
    const QRectF box
        = QRectF(label->topLeft->pixelPosition(), label->bottomRight->pixelPosition()).normalized();
    QVERIFY2(QRectF(custom->axisRect()->rect()).adjusted(-1, -1, 1, 1).contains(box),
             qPrintable(QStringLiteral("label %1,%2 %3x%4 outside the plot")
                            .arg(box.x())
                            .arg(box.y())
                            .arg(box.width())
                            .arg(box.height())));
    // Walk the drawn curve in small steps: no part of it crosses the label.
    const QCPGraph *graph = custom->graph(BandwidthPlot::OutOfPlace);
    QPointF previous;
    for (int i = 0; i < graph->dataCount(); ++i) {
        const QPointF point(custom->xAxis->coordToPixel(graph->dataMainKey(i)),
                            custom->yAxis->coordToPixel(graph->dataMainValue(i)));
        for (int step = 0; i > 0 && step <= 20; ++step) {
            const QPointF at = previous + (point - previous) * (step / 20.0);
            QVERIFY2(!box.contains(at),
                     qPrintable(QStringLiteral("the curve crosses the label at %1,%2")
                                    .arg(at.x())
                                    .arg(at.y())));
        }
        previous = point;
    }
}

// A soak with its health under it (docs/health.md): three panes stacked under busbw on one time
// axis; zooming a pane zooms them all and busbw; the cursor follows the mouse through all; the
// flap is marked on busbw. Saves screenshots/bandwidth-health.png for the eye.
void TestBandwidthPlot::healthPanesShareTimeZoomAndCursor()
{
    BandwidthPlot plot;
    plot.resize(1280, 720);
    plot.show();
    plot.setMode(BandwidthPlot::Mode::Soak);
    plot.setThreshold(21.875);
    for (int i = 0; i <= 300; ++i) {
        const double t = i * 0.2;
        const bool down = (t > 20 && t < 21.5) || (t > 40 && t < 41.5);
        plot.addPoint(t, down ? 11.2 : 23.4 + 0.2 * ((i * 7) % 5 - 2) / 2.0);
    }
    for (int s = 0; s <= 30; ++s) {
        for (const char *node : {"node1", "node2"}) {
            Tandem::HealthTick tick;
            tick.t = s * 2.0;
            tick.seconds = 2;
            tick.node = QString::fromLatin1(node);
            tick.deltas[QStringLiteral("enp1s0f1np1")].insert(QStringLiteral("rx_pause_ctrl_phy"),
                                                              400 + s * 10);
            if (s > 10)
                tick.deltas[QStringLiteral("enp1s0f1np1")].insert(QStringLiteral("out_of_sequence"),
                                                                  80);
            Tandem::GpuHealth gpu;
            gpu.temperatureC = 50 + s / 2;
            gpu.smClockMHz = s > 25 ? 1350 : 2405;
            tick.gpus << gpu;
            plot.addHealthTick(tick);
        }
    }
    for (const double t : {20.4, 40.4}) {
        Tandem::HealthEvent down;
        down.t = t;
        down.node = QStringLiteral("node1");
        down.interface = QStringLiteral("enp1s0f1np1");
        down.kind = Tandem::HealthEventKind::LinkDown;
        plot.addHealthEvent(down);
        down.kind = Tandem::HealthEventKind::LinkUp;
        down.t += 1.2;
        plot.addHealthEvent(down);
    }
    plot.replotNow();
    QCustomPlot *cp = plot.customPlot();
    QCOMPARE(cp->axisRectCount(), 4);
    QCOMPARE(plot.health().counterSeries(), 4);
    QCOMPARE(plot.health().eventMarks(), 2); // the downs; the ups are in the links pane
    const QCPRange all = cp->xAxis->range();
    for (QCPAxisRect *rect : plot.health().rects())
        QCOMPARE(rect->axis(QCPAxis::atBottom)->range(), all);

    const QString dir = qEnvironmentVariable("TANDEM_SCREENSHOTS", QStringLiteral("screenshots"));
    QDir().mkpath(dir);
    QVERIFY(plot.grab().save(QDir(dir).filePath(QStringLiteral("bandwidth-health.png"))));

    // On a short page (the plot at its least height) busbw keeps most of the height: the panes
    // under it once squeezed it to a line.
    QCOMPARE(plot.minimumHeight() >= 300, true);
    plot.resize(700, plot.minimumHeight());
    plot.replotNow();
    const int busbwHeight = cp->axisRect(0)->rect().height();
    for (QCPAxisRect *rect : plot.health().rects()) {
        QVERIFY2(busbwHeight >= 2 * rect->rect().height(),
                 qPrintable(QStringLiteral("busbw %1 px, a pane %2 px")
                                .arg(busbwHeight)
                                .arg(rect->rect().height())));
    }
    plot.resize(1280, 720);
    plot.replotNow();

    // The wheel over the counters pane zooms time everywhere, busbw too, and stops following.
    QCPAxisRect *counters = plot.health().rects().constFirst();
    const QPointF inside = counters->rect().center();
    QWheelEvent wheel(inside,
                      cp->mapToGlobal(inside),
                      QPoint(),
                      QPoint(0, 480),
                      Qt::NoButton,
                      Qt::NoModifier,
                      Qt::NoScrollPhase,
                      false);
    QCoreApplication::sendEvent(cp, &wheel);
    QVERIFY(!plot.followsRun());
    const QCPRange zoomed = counters->axis(QCPAxis::atBottom)->range();
    QVERIFY2(zoomed.size() < all.size() * 0.9, qPrintable(QString::number(zoomed.size())));
    QCOMPARE(cp->xAxis->range(), zoomed);
    for (QCPAxisRect *rect : plot.health().rects())
        QCOMPARE(rect->axis(QCPAxis::atBottom)->range(), zoomed);

    // The cursor: wherever the mouse is, at that time in every pane.
    QTest::mouseMove(cp, counters->rect().center());
    QTRY_VERIFY(plot.health().cursor().has_value());
    QCOMPARE(*plot.health().cursor(),
             counters->axis(QCPAxis::atBottom)->pixelToCoord(counters->rect().center().x()));

    // A double click follows the run again.
    QTest::mouseDClick(cp, Qt::LeftButton, {}, counters->rect().center());
    QVERIFY(plot.followsRun());

    // A sweep's busbw pane is over sizes: its events are in the links pane only.
    plot.clear();
    plot.setMode(BandwidthPlot::Mode::Sweep);
    Tandem::HealthEvent sweepEvent;
    sweepEvent.t = 3;
    sweepEvent.node = QStringLiteral("node2");
    sweepEvent.interface = QStringLiteral("enP2p1s0f1np1");
    sweepEvent.kind = Tandem::HealthEventKind::LinkDown;
    plot.addHealthEvent(sweepEvent);
    plot.replotNow();
    QCOMPARE(plot.health().eventMarks(), 0);
    QCOMPARE(cp->axisRectCount(), 4);
    plot.setMode(BandwidthPlot::Mode::Soak);

    // clear() takes the panes away.
    plot.clear();
    plot.replotNow();
    QCOMPARE(cp->axisRectCount(), 1);
    QVERIFY(plot.health().isEmpty());
}

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
    // Far under the floor the axis fits the data; the threshold's label says it lies above.
    QTest::newRow("the lab's MPI against a Spark floor") << 0.15 << 21.875 << 0.15 * 1.15 * 1.1;
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
    QVERIFY2(qFuzzyCompare(plot.customPlot()->yAxis->range().upper, top),
             qPrintable(QString::number(plot.customPlot()->yAxis->range().upper)));
    QCPItemText *label = nullptr;
    for (int i = 0; i < plot.customPlot()->itemCount() && !label; ++i)
        label = qobject_cast<QCPItemText *>(plot.customPlot()->item(i));
    QVERIFY(label);
    QCOMPARE(label->text().contains(QLatin1String("above this scale")), busbw < threshold * 0.1);
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
