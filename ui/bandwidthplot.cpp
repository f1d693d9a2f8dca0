// SPDX-License-Identifier: GPL-3.0-or-later
#include "bandwidthplot.h"

#include "healthpanes.h"
#include "linkbandstyle.h"
#include "statuscolours.h"
#include "util/units.h"

#include <QEvent>
#include <QMouseEvent>
#include <QToolTip>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <cmath>

namespace Tandem::Ui {

namespace {

// The chart's least height alone, and with the health panes under it.
constexpr int plotMinimumHeight = 220;
constexpr int plotHealthMinimumHeight = 340;

// Powers of two on the size axis read as nccl-tests' sizes do: 8 B, 64 KiB, 16 GiB, instead
// of QCustomPlot's 1.04858·10^6.
class SizeTicker final : public QCPAxisTickerLog
{
protected:
    QString
    getTickLabel(double tick, const QLocale &locale, QChar formatChar, int precision) override
    {
        Q_UNUSED(formatChar)
        Q_UNUSED(precision)
        if (tick < 1)
            return {}; // no message is a fraction of a byte (an empty chart's default range)
        static const char *const units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
        int unit = 0;
        while (tick >= 1024 && unit < 4) {
            tick /= 1024;
            ++unit;
        }
        return locale.toString(tick, 'g', 4) + QLatin1Char(' ') + QLatin1String(units[unit]);
    }
};

} // namespace

BandwidthPlot::BandwidthPlot(QWidget *parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
{
    setObjectName(QStringLiteral("bandwidthPlot"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    setMinimumHeight(plotMinimumHeight);

    const std::array<QColor, 2> colours{QColor(0x76, 0xb9, 0x00), QColor(0x1f, 0x77, 0xb4)};
    for (int i = 0; i < 2; ++i) {
        m_graphs[i] = m_plot->addGraph();
        m_graphs[i]->setPen(QPen(colours[i], 2));
        m_graphs[i]->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 4));
    }
    m_threshold = new QCPItemStraightLine(m_plot);
    m_threshold->setPen(QPen(StatusColours::hue(CheckStatus::Fail), 1, Qt::DashLine));
    // The label sits at the right end, on the line, in the data's coordinates for its height.
    m_thresholdLabel = new QCPItemText(m_plot);
    m_thresholdLabel->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
    m_thresholdLabel->position->setTypeY(QCPItemPosition::ptPlotCoords);
    m_thresholdLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
    m_thresholdLabel->setColor(StatusColours::hue(CheckStatus::Fail));
    m_thresholdLabel->setClipToAxisRect(true);
    m_lineRate = new QCPItemStraightLine(m_plot);
    m_lineRate->setPen(QPen(Qt::gray, 1, Qt::DotLine));
    // A soak draws each downsampled bucket as a min-max zig-zag: stroking that with a 2 px pen
    // and round joins took ~95 % of a repaint (100 ms at 1280x720 in bench_bandwidthplot).
    // Fast polylines skip the joins, which a line this dense does not show anyway.
    m_plot->setPlottingHint(QCP::phFastPolylines, true);
    // The legend in a row of its own above busbw, in one line: inside the plot it covered
    // the curve's start.
    m_plot->legend->setVisible(true);
    m_plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    m_plot->legend->setBorderPen(Qt::NoPen);
    m_plot->plotLayout()->insertRow(0);
    m_plot->plotLayout()->addElement(0, 0, m_plot->legend);
    m_plot->plotLayout()->setRowStretchFactor(0, 0.001);
    m_plot->legend->setMargins(QMargins(4, 2, 4, 0));

    m_health = std::make_unique<HealthPanes>(m_plot, m_plot->axisRect());
    m_health->setBusbwOverTime(m_mode == Mode::Soak);
    // Zoom and drag along time (or size) only; the value axes fit the data.
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->axisRect()->setRangeDrag(Qt::Horizontal);
    m_plot->axisRect()->setRangeZoom(Qt::Horizontal);
    connect(m_plot, &QCustomPlot::mouseWheel, this, [this] { m_follow = false; });
    connect(m_plot, &QCustomPlot::mousePress, this, [this] { m_follow = false; });
    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, [this] {
        m_follow = true;
        replotNow();
    });
    connect(m_plot, &QCustomPlot::mouseMove, this, [this](QMouseEvent *event) {
        moveCursor(event->pos());
    });
    connect(m_plot->xAxis,
            qOverload<const QCPRange &>(&QCPAxis::rangeChanged),
            this,
            [this](const QCPRange &range) {
                if (m_mode == Mode::Soak && !m_follow)
                    m_health->setTimeRange(range.lower, range.upper);
            });

    m_timer.setSingleShot(true);
    m_timer.setInterval(replotIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, [this] { replot(); });
    applyAxes();
    setThreshold(0);
    setLineRate(0);
    applyPalette();
    retranslate();
}

BandwidthPlot::~BandwidthPlot() = default;

void BandwidthPlot::addHealthTick(const HealthTick &tick)
{
    m_health->addTick(tick);
    syncPanes();
    markDirty();
}

void BandwidthPlot::addHealthEvent(const HealthEvent &event)
{
    // A sweep's busbw pane is over sizes: its events are marked in the links pane only.
    m_health->addEvent(event);
    syncPanes();
    markDirty();
}

// Zooming or dragging one pane moves them all (and the busbw pane in a soak).
void BandwidthPlot::syncPanes()
{
    const QList<QCPAxisRect *> &rects = m_health->rects();
    if (m_syncedRects < rects.size()) {
        applyPalette(); // a new pane's axes
        // Four panes need more than one: below this busbw was squeezed to a line.
        setMinimumHeight(plotHealthMinimumHeight);
    }
    for (; m_syncedRects < rects.size(); ++m_syncedRects) {
        QCPAxis *axis = rects.at(m_syncedRects)->axis(QCPAxis::atBottom);
        connect(axis,
                qOverload<const QCPRange &>(&QCPAxis::rangeChanged),
                this,
                [this](const QCPRange &range) {
                    if (m_follow)
                        return;
                    for (QCPAxisRect *rect : m_health->rects())
                        rect->axis(QCPAxis::atBottom)->setRange(range);
                    if (m_mode == Mode::Soak)
                        m_plot->xAxis->setRange(range);
                });
    }
}

void BandwidthPlot::moveCursor(const QPoint &pos)
{
    std::optional<double> t;
    for (QCPAxisRect *rect : m_health->rects()) {
        if (rect->rect().contains(pos))
            t = rect->axis(QCPAxis::atBottom)->pixelToCoord(pos.x());
    }
    if (m_mode == Mode::Soak && m_plot->axisRect()->rect().contains(pos))
        t = m_plot->xAxis->pixelToCoord(pos.x());
    m_health->setCursor(t);
    // The events at the cursor, in words: the marks themselves carry no text.
    QStringList near;
    if (t) {
        const QCPAxis *axis = m_health->rects().isEmpty()
                                  ? m_plot->xAxis
                                  : m_health->rects().constFirst()->axis(QCPAxis::atBottom);
        const double tolerance
            = std::abs(axis->pixelToCoord(pos.x() + 4) - axis->pixelToCoord(pos.x()));
        near = m_health->eventsNear(*t, tolerance);
    }
    if (near.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(m_plot->mapToGlobal(pos), near.join(QLatin1Char('\n')), m_plot);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void BandwidthPlot::setMode(Mode mode)
{
    m_mode = mode;
    m_health->setBusbwOverTime(mode == Mode::Soak);
    applyAxes();
    retranslate();
    markDirty();
}

void BandwidthPlot::applyAxes()
{
    if (m_mode == Mode::Sweep) {
        m_plot->xAxis->setScaleType(QCPAxis::stLogarithmic);
        QSharedPointer<QCPAxisTickerLog> ticker(new SizeTicker);
        ticker->setLogBase(2);
        ticker->setSubTickCount(0);
        m_plot->xAxis->setTicker(ticker);
        m_graphs[InPlace]->setVisible(true);
        m_graphs[InPlace]->addToLegend();
        // Before the first point: nccl-tests' usual sizes, not fractions of a byte.
        m_plot->xAxis->setRange(8, double(qint64(1) << 30));
    } else {
        m_plot->xAxis->setScaleType(QCPAxis::stLinear);
        m_plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
        m_graphs[InPlace]->setVisible(false);
        m_graphs[InPlace]->removeFromLegend();
    }
    const auto style = m_mode == Mode::Sweep ? QCPScatterStyle(QCPScatterStyle::ssCircle, 4)
                                             : QCPScatterStyle(QCPScatterStyle::ssNone);
    for (QCPGraph *graph : m_graphs)
        graph->setScatterStyle(style);
}

void BandwidthPlot::clear()
{
    for (PlotSeries &series : m_series)
        series.clear();
    m_health->clear();
    m_syncedRects = 0;
    setMinimumHeight(plotMinimumHeight);
    m_follow = true;
    markDirty();
}

void BandwidthPlot::addPoint(double x, double busbw, Series series)
{
    // A log axis cannot show x <= 0.
    if (m_mode == Mode::Sweep && x <= 0)
        return;
    m_series[series].append(x, busbw);
    markDirty();
}

void BandwidthPlot::setThreshold(double gbps)
{
    m_thresholdValue = gbps;
    m_threshold->setVisible(gbps > 0);
    m_threshold->point1->setCoords(1, gbps);
    m_threshold->point2->setCoords(2, gbps);
    labelThreshold(0);
    markDirty();
}

void BandwidthPlot::placeThresholdLabel()
{
    // The points are in x order, spread evenly across the plot (a sweep's sizes on a log axis,
    // a soak's samples in time): the first and last third stand for its two ends.
    const QSharedPointer<QCPGraphDataContainer> points = m_graphs[OutOfPlace]->data();
    const int n = points->size();
    m_labelLeft = false;
    m_labelBelow = false;
    if (n == 0 || m_thresholdValue <= 0)
        return;
    const int third = std::max(1, n / 3);
    const auto mean = [&](int from, int to) {
        double sum = 0;
        for (int i = from; i < to; ++i)
            sum += points->at(i)->value;
        return sum / (to - from);
    };
    const double left = mean(0, third) - m_thresholdValue;
    const double right = mean(n - third, n) - m_thresholdValue;
    m_labelLeft = std::abs(left) > std::abs(right);
    m_labelBelow = (m_labelLeft ? left : right) > 0; // the curve above the line there
}

void BandwidthPlot::labelThreshold(double axisTop)
{
    m_thresholdLabel->setVisible(m_thresholdValue > 0);
    const QString text = tr("threshold %1 GB/s").arg(m_thresholdValue, 0, 'f', 2);
    if (m_thresholdOnScale || axisTop <= 0) {
        // At the end of the plot where the curve is farthest from the line, on the side away
        // from it: at the right end, just above, a passing sweep's curve ran through the label.
        const Qt::Alignment side = m_labelBelow ? Qt::AlignTop : Qt::AlignBottom;
        m_thresholdLabel->setPositionAlignment((m_labelLeft ? Qt::AlignLeft : Qt::AlignRight)
                                               | side);
        m_thresholdLabel->position->setCoords(m_labelLeft ? 0.005 : 0.995, m_thresholdValue);
        m_thresholdLabel->setText(text);
        return;
    }
    m_thresholdLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
    m_thresholdLabel->position->setCoords(0.995, axisTop);
    m_thresholdLabel->setText(tr("%1, above this scale \u2191").arg(text));
}

void BandwidthPlot::setLineRate(double gbps)
{
    m_lineRateValue = gbps;
    m_lineRate->setVisible(gbps > 0);
    m_lineRate->point1->setCoords(1, gbps);
    m_lineRate->point2->setCoords(2, gbps);
    markDirty();
}

void BandwidthPlot::markDirty()
{
    m_dirty = true;
    if (!m_timer.isActive())
        m_timer.start();
}

std::optional<QPointF> BandwidthPlot::drawnLast(Series series) const
{
    const auto points = m_graphs[series]->data();
    if (points->isEmpty())
        return std::nullopt;
    const auto last = points->constEnd() - 1;
    return QPointF(last->key, last->value);
}

void BandwidthPlot::replotNow()
{
    m_timer.stop();
    m_dirty = true;
    replot(true);
}

void BandwidthPlot::replot(bool immediate)
{
    if (!m_dirty)
        return;
    m_dirty = false;
    QVector<double> x;
    QVector<double> y;
    double top = 0;
    for (int i = 0; i < 2; ++i) {
        m_series[i].displayPoints(maxDrawnPoints, &x, &y);
        for (double value : std::as_const(y))
            top = std::max(top, value);
        m_graphs[i]->setData(x, y, true);
    }
    // The axis fits the data: 0.04 GB/s under a 21.88 GB/s threshold was a flat line on the
    // axis. The threshold joins the scale where the data reaches a tenth of it; else its label
    // says it lies above.
    m_thresholdOnScale = m_thresholdValue > 0 && (top <= 0 || top >= m_thresholdValue * 0.1);
    placeThresholdLabel();
    if (m_thresholdOnScale)
        top = std::max(top, m_thresholdValue);
    else
        top *= 1.15; // room above the curve for the threshold's label
    labelThreshold(top * 1.1);
    // The line rate gives scale where the numbers are of its order (a Spark's 20-25 GB/s);
    // next to the lab's MPI over veths (0.1 GB/s) it would flatten the curve to the axis.
    if (top >= m_lineRateValue * 0.1)
        top = std::max(top, m_lineRateValue);
    bool found = false;
    QCPRange range = m_graphs[OutOfPlace]->getKeyRange(found);
    if (found && m_follow) {
        if (range.size() <= 0)
            range = m_mode == Mode::Sweep ? QCPRange(range.lower / 2, range.upper * 2)
                                          : QCPRange(range.lower - 1, range.upper + 1);
        m_plot->xAxis->setRange(range);
    }
    // The panes follow the soak's time axis; a sweep's are over their own time.
    double lower = 0;
    double upper = 0;
    if (m_mode == Mode::Soak && (found || !m_follow)) {
        const QCPRange shown = m_plot->xAxis->range();
        m_health->setTimeRange(shown.lower, shown.upper);
    } else if (m_follow && m_health->timeRange(&lower, &upper)) {
        m_health->setTimeRange(lower, std::max(upper, lower + 1));
    }
    m_plot->yAxis->setRange(0, top > 0 ? top * 1.1 : 1);
    m_plot->replot(immediate ? QCustomPlot::rpImmediateRefresh : QCustomPlot::rpQueuedRefresh);
    ++m_replots;
    describe();
}

void BandwidthPlot::describe()
{
    m_plot->setAccessibleName(m_mode == Mode::Sweep ? tr("Bus bandwidth by message size")
                                                    : tr("Bus bandwidth over time"));
    const PlotSeries &points = m_series.at(OutOfPlace);
    QString text;
    if (!points.last()) {
        text = tr("No measurement yet.");
    } else {
        const QPointF last = *points.last();
        const QString where = m_mode == Mode::Sweep ? formatBytes(qint64(last.x()))
                                                    : tr("%1 s").arg(last.x(), 0, 'f', 0);
        text = tr("%n point(s); the last: %1 GB/s at %2.", nullptr, int(points.appended()))
                   .arg(last.y(), 0, 'f', 2)
                   .arg(where);
    }
    if (m_thresholdValue > 0)
        text += QLatin1Char(' ') + tr("Threshold: %1 GB/s.").arg(m_thresholdValue, 0, 'f', 1);
    m_plot->setAccessibleDescription(text);
}

void BandwidthPlot::applyPalette()
{
    const QPalette p = palette();
    const QColor text = p.color(QPalette::Text);
    m_plot->setBackground(p.color(QPalette::Base));
    for (QCPAxisRect *rect : m_plot->axisRects()) {
        for (int i = 0; i < rect->insetLayout()->elementCount(); ++i) {
            if (auto *legend = qobject_cast<QCPLegend *>(rect->insetLayout()->elementAt(i))) {
                legend->setBrush(p.color(QPalette::Base));
                legend->setBorderPen(QPen(p.color(QPalette::Mid)));
                legend->setTextColor(text);
            }
        }
    }
    m_plot->legend->setBrush(p.color(QPalette::Base));
    m_plot->legend->setTextColor(text);
    m_health->setColours(p.color(QPalette::Base), text);
    const QPen axis(text, 0);
    const QPen grid(LinkBandStyle::mix(p.color(QPalette::Base), text, 0.2), 0, Qt::DotLine);
    for (QCPAxisRect *rect : m_plot->axisRects()) {
        for (QCPAxis *a : rect->axes()) {
            a->setBasePen(axis);
            a->setTickPen(axis);
            a->setSubTickPen(axis);
            a->setTickLabelColor(text);
            a->setLabelColor(text);
            a->grid()->setPen(grid);
        }
    }
}

void BandwidthPlot::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange) {
        applyPalette();
        markDirty();
    }
    QWidget::changeEvent(event);
}

void BandwidthPlot::retranslate()
{
    m_plot->xAxis->setLabel(m_mode == Mode::Sweep ? tr("Message size (bytes)") : tr("Time (s)"));
    m_plot->yAxis->setLabel(tr("busbw (GB/s)"));
    m_graphs[OutOfPlace]->setName(m_mode == Mode::Sweep ? tr("out-of-place") : tr("busbw"));
    m_graphs[InPlace]->setName(tr("in-place"));
    labelThreshold(m_plot->yAxis->range().upper);
    m_health->retranslate();
    describe();
    markDirty();
}

} // namespace Tandem::Ui
