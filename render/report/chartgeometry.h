// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <optional>
#include <span>

namespace Tandem {

// A tick on an axis: its position in chart coordinates and its label.
struct ChartTick
{
    double pos = 0;
    QString label;
};

// One drawn line: the points kept after downsampling, in data units (x: bytes or seconds,
// y: GB/s) and in chart coordinates (y grows downwards, as in SVG and QPainter).
struct ChartLine
{
    QString name;
    QList<QPointF> data;
    QList<QPointF> points;
    QPointF legendAt; // left end of its legend swatch, on the swatch's centre line
    QString color;    // "#rrggbb"
};

// A horizontal reference line (the verdict's threshold, the link's line rate) and where its
// label goes: next to the line, at whichever end and on whichever side keeps it clear of the
// plotted lines (ChartGeometry::placeLabels).
struct ChartRule
{
    QString label;
    double value = 0;   // GB/s
    double y = 0;       // chart coordinates
    QString color;      // "#rrggbb"
    bool dashed = true; // dashed (threshold) or dotted (line rate)
    QPointF labelAt;    // the label's baseline: its left end, or its right end when labelAtEnd
    bool labelAtEnd = false;
    QRectF labelBox; // the room the label takes (ChartGeometry::labelWidth, the font's height)
};

// The bandwidth chart, laid out once in chart coordinates (0,0 to size) so that the HTML
// writer's SVG and the PDF's QPainter draw exactly the same thing. Plain value type.
struct ChartLayout
{
    QSizeF size;
    QRectF plot;       // the data area inside the axes
    bool logX = false; // sweep: log2 of the message size; soak: time
    QString xTitle;
    QString yTitle;
    QList<ChartTick> xTicks; // pos is x
    QList<ChartTick> yTicks; // pos is y
    QList<ChartLine> lines;
    QList<ChartRule> rules;     // only those inside the y range
    qsizetype sourcePoints = 0; // points before downsampling, all lines together

    [[nodiscard]] bool isEmpty() const { return lines.isEmpty(); }
};

// The data of one line: x and y of equal length, x not decreasing.
struct ChartSeries
{
    QString name;
    std::span<const double> x;
    std::span<const double> y;
};

// Lays out a bandwidth chart (busbw against size or time; docs/flow.md, "Step 8: Bandwidth"): axes
// with readable ticks (powers of two in bytes for a sweep, seconds, minutes or hours for a soak),
// the threshold and the 25 GB/s line rate of a 200 Gb/s port, and each line downsampled to at most
// four points per unit of plot width (first, lowest, highest and last of that column), so a soak
// of a million samples draws as fast as a sweep and keeps its dips. Pure functions, any thread.
class ChartGeometry
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::ChartGeometry)

public:
    enum class XAxis { Log2Bytes, Seconds };
    static constexpr double lineRateGBps = 25.0; // 200 Gb/s
    static constexpr QSizeF defaultSize{500, 250};

    [[nodiscard]] static ChartLayout layout(XAxis axis,
                                            const QList<ChartSeries> &series,
                                            std::optional<double> thresholdGBps,
                                            QSizeF size = defaultSize);

    // The downsampling alone: indices of the points kept when `x` (already in chart
    // coordinates, not decreasing) falls into columns one unit wide.
    [[nodiscard]] static QList<qsizetype> downsample(std::span<const double> columnX,
                                                     std::span<const double> y);

    // The charts' text is 9 units high (DejaVu Sans, as the SVG and the PDF both ask for).
    static constexpr double fontSize = 9;
    // How wide `text` is drawn at fontSize, or a little more: computed without a font (this
    // class is pure and runs on any thread), each character at the widest advance of its kind.
    [[nodiscard]] static double labelWidth(const QString &text);
    // The shortest distance from `box` to the lines as drawn (their half stroke width
    // included); 0 where one crosses it.
    [[nodiscard]] static double clearance(const QRectF &box, const QList<ChartLine> &lines);
};

} // namespace Tandem
