// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartgeometry.h"

#include "util/units.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

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

} // namespace

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
    if (thresholdGBps && *thresholdGBps > 0 && *thresholdGBps <= yMax) {
        chart.rules.append({tr("threshold %1").arg(formatBandwidth(*thresholdGBps)),
                            *thresholdGBps,
                            mapY(*thresholdGBps),
                            QStringLiteral("#c0392b"),
                            true});
    }
    if (lineRateGBps <= yMax) {
        chart.rules.append({tr("line rate %1").arg(formatBandwidth(lineRateGBps)),
                            lineRateGBps,
                            mapY(lineRateGBps),
                            QStringLiteral("#7f8c8d"),
                            false});
    }

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
    return chart;
}

} // namespace Tandem
