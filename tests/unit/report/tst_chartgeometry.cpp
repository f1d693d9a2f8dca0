// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/chartgeometry.h"
#include "report/chartsvg.h"

#include <QFont>
#include <QFontInfo>
#include <QFontMetricsF>
#include <QRegularExpression>
#include <QTest>

#include <cmath>
#include <vector>

using namespace Tandem;

class TestChartGeometry final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sweepAxes_data();
    void sweepAxes();
    void soakAxis_data();
    void soakAxis();
    void rules_data();
    void rules();
    void downsampleKeepsExtremes();
    void millionPointsDrawFew();
    void svgMatchesLayout();
    void ruleLabelsClearTheCurve_data();
    void ruleLabelsClearTheCurve();
    void labelWidthHoldsTheText_data();
    void labelWidthHoldsTheText();
};

namespace {

// Whether a line as drawn (1.4 wide) touches `box`: every segment walked in small steps, so the
// check does not rest on ChartGeometry's own distance arithmetic.
bool touches(const ChartLine &line, const QRectF &box)
{
    const QRectF drawn = box.adjusted(-0.7, -0.7, 0.7, 0.7);
    const QList<QPointF> &p = line.points;
    if (p.size() == 1)
        return box.adjusted(-2, -2, 2, 2).contains(p.constFirst());
    for (qsizetype i = 1; i < p.size(); ++i) {
        for (int step = 0; step <= 400; ++step) {
            const QPointF at = p.at(i - 1) + (p.at(i) - p.at(i - 1)) * (step / 400.0);
            if (drawn.contains(at))
                return true;
        }
    }
    return false;
}

} // namespace

void TestChartGeometry::sweepAxes_data()
{
    QTest::addColumn<qint64>("minBytes");
    QTest::addColumn<qint64>("maxBytes");
    QTest::addColumn<QString>("firstLabel");
    QTest::addColumn<QString>("lastLabel");
    QTest::newRow("8 B to 1 GiB") << qint64(8) << (qint64(1) << 30) << "8 B"
                                  << "1 GiB";
    QTest::newRow("1 GiB to 16 GiB") << (qint64(1) << 30) << (qint64(1) << 34) << "1 GiB"
                                     << "16 GiB";
    QTest::newRow("one size") << (qint64(1) << 34) << (qint64(1) << 34) << "8 GiB"
                              << "32 GiB";
}

void TestChartGeometry::sweepAxes()
{
    QFETCH(qint64, minBytes);
    QFETCH(qint64, maxBytes);
    QFETCH(QString, firstLabel);
    QFETCH(QString, lastLabel);
    std::vector<double> x;
    std::vector<double> y;
    for (qint64 b = minBytes; b <= maxBytes; b *= 2) {
        x.push_back(double(b));
        y.push_back(20.0);
    }
    const ChartLayout chart = ChartGeometry::layout(
        ChartGeometry::XAxis::Log2Bytes, {ChartSeries{"busbw", x, y}}, 21.875);
    QVERIFY(chart.logX);
    QVERIFY(chart.xTicks.size() >= 2 && chart.xTicks.size() <= 10);
    QCOMPARE(chart.xTicks.constFirst().label, firstLabel);
    QCOMPARE(chart.xTicks.constLast().label, lastLabel);
    QCOMPARE(chart.xTicks.constFirst().pos, chart.plot.left());
    QVERIFY(std::abs(chart.xTicks.constLast().pos - chart.plot.right()) < 1e-6);
    // Points sit in the plot, at log2 positions: equal steps for doubling sizes.
    const ChartLine &line = chart.lines.constFirst();
    QCOMPARE(line.points.size(), qsizetype(x.size()));
    for (const QPointF &p : line.points)
        QVERIFY(chart.plot.adjusted(-0.01, -0.01, 0.01, 0.01).contains(p));
    if (line.points.size() > 2) {
        const double step = line.points[1].x() - line.points[0].x();
        QVERIFY(std::abs((line.points[2].x() - line.points[1].x()) - step) < 1e-6);
    }
}

void TestChartGeometry::soakAxis_data()
{
    QTest::addColumn<double>("seconds");
    QTest::addColumn<QString>("unit");
    QTest::newRow("two minutes") << 120.0 << "time (s)";
    QTest::newRow("one hour") << 3600.0 << "time (min)";
    QTest::newRow("two days") << 172800.0 << "time (h)";
}

void TestChartGeometry::soakAxis()
{
    QFETCH(double, seconds);
    QFETCH(QString, unit);
    const std::vector<double> t{0.2, seconds / 2, seconds};
    const std::vector<double> y{23, 22, 23.5};
    const ChartLayout chart = ChartGeometry::layout(
        ChartGeometry::XAxis::Seconds, {ChartSeries{"busbw", t, y}}, std::nullopt);
    QCOMPARE(chart.xTitle, unit);
    QVERIFY(chart.xTicks.size() >= 3 && chart.xTicks.size() <= 9);
    QCOMPARE(chart.xTicks.constFirst().label.left(2), QStringLiteral("0 "));
    QVERIFY(chart.xTicks.constLast().pos >= chart.lines.constFirst().points.constLast().x() - 1e-6);
}

void TestChartGeometry::rules_data()
{
    QTest::addColumn<double>("busbw");
    QTest::addColumn<double>("threshold");
    QTest::addColumn<bool>("lineRate");
    QTest::newRow("Spark numbers") << 23.7 << 21.875 << true;
    QTest::newRow("lab MPI, far below line rate") << 0.15 << 0.1 << false;
}

void TestChartGeometry::rules()
{
    QFETCH(double, busbw);
    QFETCH(double, threshold);
    QFETCH(bool, lineRate);
    const std::vector<double> x{1e6, 1e9};
    const std::vector<double> y{busbw / 2, busbw};
    const ChartLayout chart = ChartGeometry::layout(
        ChartGeometry::XAxis::Log2Bytes, {ChartSeries{"busbw", x, y}}, threshold);
    QVERIFY(!chart.rules.isEmpty());
    QCOMPARE(chart.rules.constFirst().value, threshold);
    // The threshold lies where the y ticks say it does.
    const double y0 = chart.yTicks.constFirst().pos;
    const double y1 = chart.yTicks.constLast().pos;
    const double v1 = chart.yTicks.constLast().label.toDouble();
    QVERIFY(std::abs(chart.rules.constFirst().y - (y0 + (y1 - y0) * threshold / v1)) < 1e-6);
    QCOMPARE(chart.rules.size() == 2, lineRate);
    QVERIFY(chart.lines.constFirst().points.constLast().y() > chart.plot.top());
}

void TestChartGeometry::downsampleKeepsExtremes()
{
    // 1000 points in 10 columns, one dip and one spike: at most 4 points per column survive,
    // and the dip and the spike are among them.
    std::vector<double> column(1000);
    std::vector<double> y(1000, 20.0);
    for (int i = 0; i < 1000; ++i)
        column[std::size_t(i)] = i / 100.0;
    y[345] = 3.0;
    y[777] = 40.0;
    const QList<qsizetype> kept = ChartGeometry::downsample(column, y);
    QVERIFY(kept.size() <= 40);
    QVERIFY(kept.contains(345));
    QVERIFY(kept.contains(777));
    QVERIFY(std::is_sorted(kept.cbegin(), kept.cend()));
}

void TestChartGeometry::millionPointsDrawFew()
{
    const std::size_t n = 1000000;
    std::vector<double> t(n);
    std::vector<double> y(n);
    for (std::size_t i = 0; i < n; ++i) {
        t[i] = 0.2 * double(i + 1);
        y[i] = 23.0 + std::sin(double(i) / 1000.0);
    }
    y[n / 2] = 1.0;
    const ChartLayout chart = ChartGeometry::layout(
        ChartGeometry::XAxis::Seconds, {ChartSeries{"busbw", t, y}}, 21.875);
    QCOMPARE(chart.sourcePoints, qsizetype(n));
    const ChartLine &line = chart.lines.constFirst();
    QVERIFY(line.points.size() <= 4 * (qsizetype(chart.plot.width()) + 2));
    const auto lowest
        = std::min_element(line.data.cbegin(),
                           line.data.cend(),
                           [](const QPointF &a, const QPointF &b) { return a.y() < b.y(); });
    QCOMPARE(lowest->y(), 1.0);
}

void TestChartGeometry::svgMatchesLayout()
{
    const std::vector<double> x{8, 1024, 1 << 20};
    const std::vector<double> y{0.1, 5.0, 22.0};
    const ChartLayout chart = ChartGeometry::layout(
        ChartGeometry::XAxis::Log2Bytes, {ChartSeries{"<b>busbw</b>", x, y}}, 21.875);
    const QString svg = chartSvg(chart, QStringLiteral("chart"));
    QVERIFY(svg.startsWith(QLatin1String("<svg ")));
    QVERIFY(!svg.contains(QLatin1String("<b>")));
    QVERIFY(svg.contains(QLatin1String("&lt;b&gt;busbw&lt;/b&gt;")));
    QVERIFY(!svg.contains(QLatin1String("http")));
    const QRegularExpression polyline(QStringLiteral("<polyline [^>]*points=\"([^\"]*)\""));
    const auto match = polyline.match(svg);
    QVERIFY(match.hasMatch());
    QCOMPARE(match.captured(1).split(QLatin1Char(' ')).size(),
             chart.lines.constFirst().points.size());
    for (const ChartTick &tick : chart.xTicks)
        QVERIFY(svg.contains(QStringLiteral(">%1</text>").arg(tick.label)));
}

void TestChartGeometry::ruleLabelsClearTheCurve_data()
{
    QTest::addColumn<bool>("soak");
    QTest::addColumn<QList<double>>("x"); // bytes, or seconds for a soak
    QTest::addColumn<QList<double>>("busbw");
    QTest::addColumn<double>("threshold");
    const auto sizes = [](qint64 from, qint64 to) {
        QList<double> x;
        for (qint64 b = from; b <= to; b *= 2)
            x << double(b);
        return x;
    };
    // The recorded session's sweep (tests/data/report/sweep-state.json), Spark numbers.
    QTest::newRow("sweep 8 B to 1 GiB")
        << false << sizes(8, qint64(1) << 30)
        << QList<double>{0,     0,     0,     0,     0,     0,     0.01,  0.01, 0.02,  0.05,
                         0.10,  0.19,  0.38,  0.75,  1.46,  2.75,  4.92,  8.16, 12.14, 16.05,
                         19.15, 21.18, 22.38, 23.02, 23.36, 23.53, 23.62, 23.67}
        << 21.875;
    // Large sizes only: the curve runs just above the threshold from end to end, where a label
    // at the left end above the line sat on it.
    QTest::newRow("sweep 32 MiB to 16 GiB, just above the threshold")
        << false << sizes(qint64(32) << 20, qint64(16) << 30)
        << QList<double>{22.38, 23.02, 23.36, 23.53, 23.62, 23.67, 23.70, 23.72, 23.73, 23.74}
        << 21.875;
    QTest::newRow("sweep falling under the threshold at the large sizes")
        << false << sizes(qint64(1) << 20, qint64(16) << 30)
        << QList<double>{23.5,
                         23.4,
                         23.3,
                         23.1,
                         22.8,
                         22.4,
                         22.0,
                         21.5,
                         21.0,
                         20.4,
                         19.9,
                         19.5,
                         19.2,
                         19.0,
                         18.9}
        << 21.875;
    QTest::newRow("sweep flat on the threshold")
        << false << sizes(qint64(1) << 20, qint64(1) << 30) << QList<double>(11, 21.875) << 21.875;
    QList<double> t;
    QList<double> soak;
    for (int i = 0; i <= 300; ++i) {
        t << i;
        soak << 23.0 + 0.25 * std::sin(i / 7.0);
    }
    QTest::newRow("soak just above the threshold") << true << t << soak << 21.875;
    QTest::newRow("lab MPI, far below the line rate")
        << false << sizes(qint64(1) << 20, qint64(1) << 30)
        << QList<double>{0.05, 0.06, 0.08, 0.1, 0.11, 0.12, 0.13, 0.14, 0.15, 0.15, 0.15} << 0.1;
}

void TestChartGeometry::ruleLabelsClearTheCurve()
{
    QFETCH(bool, soak);
    QFETCH(QList<double>, x);
    QFETCH(QList<double>, busbw);
    QFETCH(double, threshold);
    const std::vector<double> xs(x.cbegin(), x.cend());
    const std::vector<double> ys(busbw.cbegin(), busbw.cend());
    const ChartLayout chart = ChartGeometry::layout(soak ? ChartGeometry::XAxis::Seconds
                                                         : ChartGeometry::XAxis::Log2Bytes,
                                                    {ChartSeries{"busbw", xs, ys}},
                                                    threshold);
    QVERIFY(!chart.rules.isEmpty());
    QCOMPARE(chart.rules.constFirst().value, threshold);
    const QString svg = chartSvg(chart, QStringLiteral("chart"));
    for (const ChartRule &rule : chart.rules) {
        const QRectF &box = rule.labelBox;
        QVERIFY2(chart.plot.contains(box), qPrintable(rule.label));
        QVERIFY(box.width() >= ChartGeometry::labelWidth(rule.label));
        // Next to its own line, and clear of every plotted line and of the other rules.
        QVERIFY2(std::min(std::abs(box.bottom() - rule.y), std::abs(box.top() - rule.y)) <= 3,
                 qPrintable(rule.label));
        for (const ChartLine &line : chart.lines)
            QVERIFY2(!touches(line, box), qPrintable(rule.label));
        for (const ChartRule &other : chart.rules) {
            if (&other == &rule)
                continue;
            QVERIFY2(other.y < box.top() || other.y > box.bottom(), qPrintable(rule.label));
            QVERIFY2(!other.labelBox.intersects(box), qPrintable(rule.label));
        }
        // The label is anchored at the end of its box that the layout chose.
        QCOMPARE(rule.labelAt.x(), rule.labelAtEnd ? box.right() : box.left());
        // And the SVG draws it there.
        QVERIFY2(svg.contains(
                     QStringLiteral("x=\"%1\" y=\"%2\" fill=\"%3\"%4>%5</text>")
                         .arg(QString::number(rule.labelAt.x(), 'f', 1),
                              QString::number(rule.labelAt.y(), 'f', 1),
                              rule.color,
                              rule.labelAtEnd ? QStringLiteral(" text-anchor=\"end\"") : QString(),
                              htmlEscaped(rule.label))),
                 qPrintable(rule.label));
    }
}

void TestChartGeometry::labelWidthHoldsTheText_data()
{
    QTest::addColumn<QString>("label");
    QTest::newRow("threshold") << "threshold 21.88 GB/s";
    QTest::newRow("line rate") << "line rate 25.00 GB/s";
    QTest::newRow("wide letters") << "MWmw %@ MiB/s";
    QTest::newRow("German") << "Schwellenwert 21,88 GB/s";
    QTest::newRow("Japanese") << QString::fromUtf8("しきい値 21.88 GB/s");
}

void TestChartGeometry::labelWidthHoldsTheText()
{
    // The estimate the layout places labels by is at least what the PDF draws (chartpainter.cpp
    // uses this font); the SVG asks for the same one.
    QFETCH(QString, label);
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(int(ChartGeometry::fontSize));
    font.setHintingPreference(QFont::PreferNoHinting);
    font.setStyleStrategy(QFont::PreferNoShaping);
    if (!QFontInfo(font).family().contains(QLatin1String("DejaVu")))
        QSKIP("DejaVu Sans is not installed, so the charts' font cannot be measured here.");
    const double drawn = QFontMetricsF(font).horizontalAdvance(label);
    QVERIFY2(ChartGeometry::labelWidth(label) >= drawn,
             qPrintable(QStringLiteral("%1 estimated, %2 drawn")
                            .arg(ChartGeometry::labelWidth(label))
                            .arg(drawn)));
}

QTEST_MAIN(TestChartGeometry)
#include "tst_chartgeometry.moc"
