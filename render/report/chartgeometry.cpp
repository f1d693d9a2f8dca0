// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartgeometry.h"

#include "util/units.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <limits>

namespace Tandem {

namespace {

constexpr double leftMargin = 52;
constexpr double rightMargin = 12;
constexpr double topMargin = 22;
constexpr double bottomMargin = 36;

// 1, 2 or 5 times a power of ten, at least `raw`.
double niceStep(double raw)
{
    if (!(raw > 0))
        return 1;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    const double f = raw / magnitude;
    const double nice = f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10;
    return nice * magnitude;
}

QString number(double value, double step)
{
    const int decimals = step >= 1 ? 0 : int(std::ceil(-std::log10(step) - 1e-9));
    return QLocale::c().toString(value, 'f', std::clamp(decimals, 0, 6));
}

// A label's room above its baseline (CJK glyphs reach higher than Latin ones) and below it.
constexpr double labelAscent = 0.9 * ChartGeometry::fontSize;
constexpr double labelDescent = 0.24 * ChartGeometry::fontSize;
// Between a rule and its label's box; and what counts as clear of a plotted line.
constexpr double labelGap = 2;
constexpr double clearEnough = 2;
constexpr double lineHalfWidth = 0.7; // the lines are drawn 1.4 wide
constexpr double pointRadius = 2;     // a line of one point is drawn as a dot

double pointToRect(const QPointF &p, const QRectF &r)
{
    const double dx = std::max({r.left() - p.x(), 0.0, p.x() - r.right()});
    const double dy = std::max({r.top() - p.y(), 0.0, p.y() - r.bottom()});
    return std::hypot(dx, dy);
}

double pointToSegment(const QPointF &p, const QPointF &a, const QPointF &b)
{
    const QPointF ab = b - a;
    const double length2 = QPointF::dotProduct(ab, ab);
    const double t
        = length2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / length2, 0.0, 1.0) : 0.0;
    const QPointF nearest = a + t * ab;
    return std::hypot(p.x() - nearest.x(), p.y() - nearest.y());
}

// Whether the segment from a to b crosses the box (Liang-Barsky clipping).
bool crosses(const QPointF &a, const QPointF &b, const QRectF &r)
{
    double t0 = 0;
    double t1 = 1;
    const double dx = b.x() - a.x();
    const double dy = b.y() - a.y();
    const double p[] = {-dx, dx, -dy, dy};
    const double q[] = {a.x() - r.left(), r.right() - a.x(), a.y() - r.top(), r.bottom() - a.y()};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0)
                return false;
            continue;
        }
        const double t = q[i] / p[i];
        if (p[i] < 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        if (t0 > t1)
            return false;
    }
    return true;
}

double segmentToRect(const QPointF &a, const QPointF &b, const QRectF &r)
{
    if (crosses(a, b, r))
        return 0;
    double d = std::min(pointToRect(a, r), pointToRect(b, r));
    for (const QPointF &corner : {r.topLeft(), r.topRight(), r.bottomLeft(), r.bottomRight()})
        d = std::min(d, pointToSegment(corner, a, b));
    return d;
}

double rectToRect(const QRectF &a, const QRectF &b)
{
    const double dx = std::max({b.left() - a.right(), 0.0, a.left() - b.right()});
    const double dy = std::max({b.top() - a.bottom(), 0.0, a.top() - b.bottom()});
    return std::hypot(dx, dy);
}

// Each rule's label goes next to its line where it is clear of the plotted lines, of the other
// rules and of the labels placed before it: the left end above the line, else the right end,
// else below the line at either end, else the middle; where nothing is clear, the place with
// the most room. A label always at the left end sat on the curve of a soak or of a sweep of
// large sizes, which run just above the threshold from one end to the other.
void placeLabels(ChartLayout &chart)
{
    const QRectF plot = chart.plot;
    QList<QRectF> placed;
    for (qsizetype i = 0; i < chart.rules.size(); ++i) {
        ChartRule &rule = chart.rules[i];
        const double width = ChartGeometry::labelWidth(rule.label);
        const double aboveBaseline = rule.y - labelGap - labelDescent;
        const double belowBaseline = rule.y + labelGap + labelAscent;
        struct Place
        {
            double x; // the left end of the box
            double baseline;
            bool atEnd;
        };
        const double leftX = plot.left() + 3;
        const double rightX = plot.right() - 3 - width;
        const double middleX = plot.center().x() - width / 2;
        const Place places[] = {{leftX, aboveBaseline, false},
                                {rightX, aboveBaseline, true},
                                {leftX, belowBaseline, false},
                                {rightX, belowBaseline, true},
                                {middleX, aboveBaseline, false},
                                {middleX, belowBaseline, false}};
        bool found = false;
        double best = 0;
        for (const Place &place : places) {
            const QRectF box(
                place.x, place.baseline - labelAscent, width, labelAscent + labelDescent);
            if (!plot.contains(box))
                continue;
            double room = ChartGeometry::clearance(box, chart.lines);
            for (qsizetype j = 0; j < chart.rules.size(); ++j) {
                if (j != i) {
                    const double y = chart.rules.at(j).y;
                    room = std::min(room, std::max({box.top() - y, 0.0, y - box.bottom()}) - 0.5);
                }
            }
            for (const QRectF &other : std::as_const(placed))
                room = std::min(room, rectToRect(box, other));
            if (!found || room > best) {
                found = true;
                best = room;
                rule.labelAt = QPointF(place.atEnd ? box.right() : box.left(), place.baseline);
                rule.labelAtEnd = place.atEnd;
                rule.labelBox = box;
            }
            if (room >= clearEnough)
                break;
        }
        if (!found) {
            // A plot too small for any place: the left end above the line, as before.
            rule.labelAt = QPointF(leftX, aboveBaseline);
            rule.labelBox
                = QRectF(leftX, aboveBaseline - labelAscent, width, labelAscent + labelDescent);
        }
        placed.append(rule.labelBox);
    }
}

} // namespace

double ChartGeometry::labelWidth(const QString &text)
{
    // DejaVu Sans' advances in ems, rounded up per kind: i, l, t, f, r, punctuation and the
    // space under 0.45; digits and other lower case letters under 0.64; capitals under 0.8,
    // save M and W; m, w, M, W, symbols and every other script (CJK is a full em) under 1.
    static const QString narrow = QStringLiteral(" .,:;'|!iljtfr()[]/");
    double ems = 0;
    for (const QChar c : text) {
        const bool wide = c == u'm' || c == u'w' || c == u'M' || c == u'W';
        ems += c.unicode() < 0x80 && narrow.contains(c) ? 0.45
               : wide                                   ? 1.0
               : c.isDigit() || c.isLower()             ? 0.64
               : c.isUpper()                            ? 0.8
                                                        : 1.0;
    }
    return ems * fontSize;
}

double ChartGeometry::clearance(const QRectF &box, const QList<ChartLine> &lines)
{
    double room = std::numeric_limits<double>::infinity();
    for (const ChartLine &line : lines) {
        const QList<QPointF> &p = line.points;
        if (p.size() == 1)
            room = std::min(room, pointToRect(p.constFirst(), box) - pointRadius);
        for (qsizetype i = 1; i < p.size(); ++i)
            room = std::min(room, segmentToRect(p.at(i - 1), p.at(i), box) - lineHalfWidth);
    }
    return std::max(room, 0.0);
}

QList<qsizetype> ChartGeometry::downsample(std::span<const double> columnX,
                                           std::span<const double> y)
{
    QList<qsizetype> kept;
    const std::size_t n = std::min(columnX.size(), y.size());
    std::size_t i = 0;
    while (i < n) {
        if (!std::isfinite(y[i]) || !std::isfinite(columnX[i])) {
            ++i;
            continue;
        }
        const double column = std::floor(columnX[i]);
        std::size_t first = i;
        std::size_t last = i;
        std::size_t low = i;
        std::size_t high = i;
        for (++i; i < n && std::isfinite(columnX[i]) && std::floor(columnX[i]) == column; ++i) {
            if (!std::isfinite(y[i]))
                continue;
            last = i;
            if (y[i] < y[low])
                low = i;
            if (y[i] > y[high])
                high = i;
        }
        std::size_t picks[] = {first, low, high, last};
        std::sort(std::begin(picks), std::end(picks));
        for (std::size_t k = 0; k < 4; ++k) {
            if (k == 0 || picks[k] != picks[k - 1])
                kept.append(qsizetype(picks[k]));
        }
    }
    return kept;
}

ChartLayout ChartGeometry::layout(XAxis axis,
                                  const QList<ChartSeries> &series,
                                  std::optional<double> thresholdGBps,
                                  QSizeF size)
{
    ChartLayout chart;
    chart.size = size;
    chart.plot = QRectF(leftMargin,
                        topMargin,
                        size.width() - leftMargin - rightMargin,
                        size.height() - topMargin - bottomMargin);
    chart.logX = axis == XAxis::Log2Bytes;
    chart.yTitle = tr("busbw (GB/s)");
    const QRectF plot = chart.plot;

    double xMin = std::numeric_limits<double>::infinity();
    double xMax = -xMin;
    double yTop = 0;
    for (const ChartSeries &s : series) {
        const std::size_t n = std::min(s.x.size(), s.y.size());
        chart.sourcePoints += qsizetype(n);
        for (std::size_t i = 0; i < n; ++i) {
            if (!std::isfinite(s.x[i]) || !std::isfinite(s.y[i]) || (chart.logX && s.x[i] <= 0))
                continue;
            xMin = std::min(xMin, s.x[i]);
            xMax = std::max(xMax, s.x[i]);
            yTop = std::max(yTop, s.y[i]);
        }
    }
    const bool empty = !(xMax >= xMin);

    // --- y: from zero; the line rate is shown when the data comes within reach of it.
    double top = std::max(yTop, thresholdGBps.value_or(0));
    if (top <= 0)
        top = lineRateGBps;
    if (lineRateGBps <= top * 1.6)
        top = std::max(top, lineRateGBps);
    const double yStep = niceStep(top * 1.08 / 5);
    const double yMax = std::ceil(top * 1.08 / yStep) * yStep;
    const auto mapY
        = [&](double v) { return plot.bottom() - std::clamp(v / yMax, 0.0, 1.0) * plot.height(); };
    for (double v = 0; v <= yMax + yStep / 2; v += yStep)
        chart.yTicks.append({mapY(v), number(v, yStep)});
    // Their labels are placed once the lines are known (placeLabels).
    const auto rule = [&](const QString &label, double value, const char *color, bool dashed) {
        ChartRule r;
        r.label = label;
        r.value = value;
        r.y = mapY(value);
        r.color = QLatin1String(color);
        r.dashed = dashed;
        chart.rules.append(r);
    };
    if (thresholdGBps && *thresholdGBps > 0 && *thresholdGBps <= yMax)
        rule(tr("threshold %1").arg(formatBandwidth(*thresholdGBps)),
             *thresholdGBps,
             "#c0392b",
             true);
    if (lineRateGBps <= yMax)
        rule(tr("line rate %1").arg(formatBandwidth(lineRateGBps)), lineRateGBps, "#7f8c8d", false);

    // --- x: powers of two for sizes, seconds/minutes/hours for time.
    double uMin = 0;
    double uMax = 1;
    double unit = 1;
    if (chart.logX) {
        chart.xTitle = tr("message size");
        if (!empty) {
            uMin = std::floor(std::log2(xMin));
            uMax = std::ceil(std::log2(xMax));
        }
        if (uMax <= uMin) {
            uMin -= 1;
            uMax += 1;
        }
        uMin = std::max(uMin, 0.0);
        uMax = std::min(std::max(uMax, uMin + 1), 62.0);
        // At most ten labels, the last one at the end of the axis: a step that divides the
        // range, or the axis grows to the next multiple of the step.
        const double range = uMax - uMin;
        double step = std::max(1.0, std::ceil(range / 9));
        for (double s = step; s < step + 4; ++s) {
            if (std::fmod(range, s) == 0) {
                step = s;
                break;
            }
        }
        uMax = uMin + std::ceil(range / step) * step;
        for (double u = uMin; u <= uMax; u += step) {
            chart.xTicks.append({plot.left() + (u - uMin) / (uMax - uMin) * plot.width(),
                                 formatBytes(qint64(1) << int(u))});
        }
    } else {
        double span = empty ? 1 : xMax - std::min(0.0, xMin);
        QString unitName = tr("s");
        chart.xTitle = tr("time (s)");
        if (span > 7200) {
            unit = 3600;
            unitName = tr("h");
            chart.xTitle = tr("time (h)");
        } else if (span > 180) {
            unit = 60;
            unitName = tr("min");
            chart.xTitle = tr("time (min)");
        }
        uMin = empty ? 0 : std::min(0.0, xMin) / unit;
        uMax = empty ? 1 : xMax / unit;
        if (uMax <= uMin)
            uMax = uMin + 1;
        const double step = niceStep((uMax - uMin) / 6);
        uMax = std::ceil(uMax / step - 1e-9) * step;
        for (double u = std::ceil(uMin / step) * step; u <= uMax + step / 2; u += step) {
            chart.xTicks.append({plot.left() + (u - uMin) / (uMax - uMin) * plot.width(),
                                 number(u, step) + QLatin1Char(' ') + unitName});
        }
    }
    const auto toU = [&](double x) { return chart.logX ? std::log2(x) : x / unit; };
    const auto mapX
        = [&](double x) { return plot.left() + (toU(x) - uMin) / (uMax - uMin) * plot.width(); };

    for (const ChartSeries &s : series) {
        const std::size_t n = std::min(s.x.size(), s.y.size());
        std::vector<double> column(n);
        for (std::size_t i = 0; i < n; ++i)
            column[i] = (chart.logX && s.x[i] <= 0) ? std::nan("") : mapX(s.x[i]);
        ChartLine line;
        line.name = s.name;
        const QList<qsizetype> kept = downsample(column, s.y.first(n));
        line.data.reserve(kept.size());
        line.points.reserve(kept.size());
        for (qsizetype i : kept) {
            line.data.append({s.x[std::size_t(i)], s.y[std::size_t(i)]});
            line.points.append({column[std::size_t(i)], mapY(s.y[std::size_t(i)])});
        }
        if (line.points.isEmpty())
            continue;
        static const char *const palette[] = {"#1f6fb2", "#e67e22", "#27ae60", "#8e44ad"};
        line.color = QLatin1String(palette[chart.lines.size() % 4]);
        line.legendAt
            = QPointF(plot.left() + 120 + 130 * double(chart.lines.size()), topMargin / 2);
        chart.lines.append(line);
    }
    placeLabels(chart);
    return chart;
}

} // namespace Tandem
