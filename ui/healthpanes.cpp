// SPDX-License-Identifier: GPL-3.0-or-later
#include "healthpanes.h"

#include "health/healthcounters.h"

#include <qcustomplot.h>

#include <algorithm>

namespace Tandem::Ui {

namespace {

enum Pane { Counters = 0, Links = 1, Gpu = 2 };

QColor colourOf(HealthEventKind kind)
{
    switch (kind) {
    case HealthEventKind::LinkDown: return QColor(0xd6, 0x27, 0x28);
    case HealthEventKind::LinkUp: return QColor(0x2c, 0xa0, 0x2c);
    case HealthEventKind::SpeedChange: return QColor(0xff, 0x7f, 0x0e);
    case HealthEventKind::Throttle: return QColor(0x94, 0x67, 0xbd);
    case HealthEventKind::ThrottleEnd: return QColor(0x8c, 0x56, 0x4b);
    case HealthEventKind::Errors: break;
    }
    return QColor(0x8b, 0x00, 0x00);
}

QCPScatterStyle::ScatterShape shapeOf(HealthEventKind kind)
{
    switch (kind) {
    case HealthEventKind::LinkDown: return QCPScatterStyle::ssTriangleInverted;
    case HealthEventKind::LinkUp: return QCPScatterStyle::ssTriangle;
    case HealthEventKind::SpeedChange: return QCPScatterStyle::ssDiamond;
    case HealthEventKind::Throttle: return QCPScatterStyle::ssSquare;
    case HealthEventKind::ThrottleEnd: return QCPScatterStyle::ssCircle;
    case HealthEventKind::Errors: break;
    }
    return QCPScatterStyle::ssCross;
}

// The busbw pane is marked for what a person looks for there: drops, retraining, throttling
// and error bursts; what ends them is in the links pane only.
bool marksBusbw(HealthEventKind kind)
{
    return kind != HealthEventKind::LinkUp && kind != HealthEventKind::ThrottleEnd;
}

QCPItemStraightLine *verticalLine(QCustomPlot *plot, QCPAxisRect *rect, const QPen &pen)
{
    auto *line = new QCPItemStraightLine(plot);
    for (QCPItemPosition *p : {line->point1, line->point2})
        p->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    line->setClipAxisRect(rect);
    line->setPen(pen);
    line->setSelectable(false);
    return line;
}

void place(QCPItemStraightLine *line, double t)
{
    line->point1->setCoords(t, 0);
    line->point2->setCoords(t, 1);
}

} // namespace

HealthPanes::HealthPanes(QCustomPlot *plot, QCPAxisRect *busbw)
    : m_plot(plot)
    , m_busbw(busbw)
{
    auto *cursor = verticalLine(m_plot, m_busbw, QPen(Qt::darkGray, 1, Qt::DotLine));
    cursor->setVisible(false);
    m_cursors << cursor;
}

HealthPanes::~HealthPanes() = default; // the items, graphs and rects belong to the plot

void HealthPanes::ensureRects()
{
    if (!m_rects.isEmpty())
        return;
    m_margins = new QCPMarginGroup(m_plot);
    m_busbw->setMarginGroup(QCP::msLeft | QCP::msRight, m_margins);
    QCPLayoutGrid *layout = m_plot->plotLayout();
    const int first = layout->rowCount();
    for (int i = 0; i < 3; ++i) {
        auto *rect = new QCPAxisRect(m_plot);
        rect->setMarginGroup(QCP::msLeft | QCP::msRight, m_margins);
        rect->setRangeDrag(Qt::Horizontal);
        rect->setRangeZoom(Qt::Horizontal);
        rect->axis(QCPAxis::atLeft)->setRange(0, 1);
        // QCustomPlot's least axis rect is 50 px high with 15 px above: three panes at that
        // left busbw no room on a short page. A pane can be a strip; busbw keeps its 50.
        rect->setMinimumSize(50, 24);
        rect->setMinimumMargins(QMargins(15, 4, 15, 4));
        layout->addElement(first + i, 0, rect);
        layout->setRowStretchFactor(first + i, 1);
        m_rects << rect;
        auto *cursor = verticalLine(m_plot, rect, QPen(Qt::darkGray, 1, Qt::DotLine));
        cursor->setVisible(m_cursors.constFirst()->visible());
        place(cursor, m_cursors.constFirst()->point1->coords().x());
        m_cursors << cursor;
    }
    // busbw is what the page is about: it keeps most of the height when the page is short.
    layout->setRowStretchFactor(0, 5);
    // The panes share the time axis, labelled once, under the GPU pane: tick labels under every
    // pane took the height that a short page could give to the curves.
    for (QCPAxisRect *rect : {m_rects.at(Counters), m_rects.at(Links)})
        rect->axis(QCPAxis::atBottom)->setTickLabels(false);
    m_rects.at(Gpu)->axis(QCPAxis::atRight)->setVisible(true);
    QSharedPointer<QCPAxisTickerText> rows(new QCPAxisTickerText);
    m_rects.at(Links)->axis(QCPAxis::atLeft)->setTicker(rows);
    retranslate();
}

void HealthPanes::retranslate()
{
    if (m_rects.isEmpty())
        return;
    m_rects.at(Counters)->axis(QCPAxis::atLeft)->setLabel(tr("counters/s"));
    m_rects.at(Links)->axis(QCPAxis::atLeft)->setLabel(tr("links"));
    m_rects.at(Gpu)->axis(QCPAxis::atLeft)->setLabel(tr("GPU °C"));
    m_rects.at(Gpu)->axis(QCPAxis::atRight)->setLabel(tr("SM MHz"));
    m_rects.at(Gpu)->axis(QCPAxis::atBottom)->setLabel(tr("Time (s)"));
}

void HealthPanes::clear()
{
    for (QCPItemStraightLine *mark : std::as_const(m_marks))
        m_plot->removeItem(mark);
    for (QCPItemText *label : std::as_const(m_markLabels))
        m_plot->removeItem(label);
    m_marks.clear();
    m_markLabels.clear();
    for (int i = 1; i < m_cursors.size(); ++i)
        m_plot->removeItem(m_cursors.at(i));
    m_cursors.resize(1);
    QList<QCPGraph *> graphs = m_markers.values();
    for (const Line &line : std::as_const(m_counters))
        graphs << line.graph;
    for (const Line &line : std::as_const(m_gpus))
        graphs << line.graph;
    for (QCPGraph *graph : std::as_const(graphs))
        m_plot->removeGraph(graph);
    m_counters.clear();
    m_markers.clear();
    m_gpus.clear();
    m_eventRows.clear();
    if (!m_rects.isEmpty()) {
        QCPLayoutGrid *layout = m_plot->plotLayout();
        for (QCPAxisRect *rect : std::as_const(m_rects))
            layout->remove(rect);
        layout->simplify();
        m_busbw->setMarginGroup(QCP::msLeft | QCP::msRight, nullptr);
        delete m_margins;
        m_margins = nullptr;
        m_rects.clear();
    }
}

HealthPanes::Line *HealthPanes::counterLine(const QString &key, bool error)
{
    if (const auto it = m_counters.find(key); it != m_counters.end())
        return &*it;
    const QString other = QStringLiteral("\nother");
    if (m_counters.size() >= kMaxCounterSeries)
        return &m_counters[other];
    const bool last = m_counters.size() == kMaxCounterSeries - 1;
    QCPAxisRect *rect = m_rects.at(Counters);
    Line &line = m_counters[last ? other : key];
    line.graph = m_plot->addGraph(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    line.graph->removeFromLegend();
    line.graph->setAntialiased(false); // a thin rate line at 600 points: not worth the cost
    line.graph->setPen(
        QPen(error ? QColor(0xd6, 0x27, 0x28) : QColor(0x7f, 0x7f, 0x7f), error ? 1.5 : 1));
    line.graph->setName(last ? tr("other counters")
                             : QString(key).replace(QLatin1Char('\n'), QLatin1Char(' ')));
    return &line;
}

QCPGraph *HealthPanes::markerGraph(const QString &kind)
{
    if (QCPGraph *graph = m_markers.value(kind))
        return graph;
    const HealthEventKind k = healthEventFromKey(kind).value_or(HealthEventKind::Errors);
    QCPAxisRect *rect = m_rects.at(Links);
    QCPGraph *graph = m_plot->addGraph(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    graph->removeFromLegend();
    graph->setLineStyle(QCPGraph::lsNone);
    graph->setScatterStyle(QCPScatterStyle(shapeOf(k), colourOf(k), colourOf(k), 8));
    graph->setName(kind);
    m_markers.insert(kind, graph);
    return graph;
}

void HealthPanes::addTick(const HealthTick &tick)
{
    ensureRects();
    const double seconds = std::max(tick.seconds, 0.001);
    // Every line of this node drawn at this time: a counter that did not grow is at 0 now.
    QSet<QString> grown;
    for (auto it = tick.deltas.cbegin(); it != tick.deltas.cend(); ++it) {
        for (auto c = it->cbegin(); c != it->cend(); ++c) {
            const HealthCounter *counter = HealthCounters::find(c.key());
            if (!counter || counter->kind == CounterKind::Traffic)
                continue; // bytes are the busbw pane's
            const QString key
                = tick.node + QLatin1Char('\n') + it.key() + QLatin1Char('\n') + c.key();
            counterLine(key, counter->kind == CounterKind::Error)
                ->series.append(tick.t, double(*c) / seconds);
            grown.insert(key);
        }
    }
    const QString prefix = tick.node + QLatin1Char('\n');
    for (auto it = m_counters.begin(); it != m_counters.end(); ++it) {
        if (it.key().startsWith(prefix) && !grown.contains(it.key()))
            it->series.append(tick.t, 0);
    }
    QCPAxisRect *gpuRect = m_rects.at(Gpu);
    for (const GpuHealth &gpu : tick.gpus) {
        const QString key = tick.node + QLatin1Char('/') + QString::number(gpu.index);
        for (const bool clock : {false, true}) {
            const std::optional<double> value
                = clock ? (gpu.smClockMHz ? std::optional<double>(*gpu.smClockMHz) : std::nullopt)
                        : (gpu.temperatureC ? std::optional<double>(*gpu.temperatureC)
                                            : std::nullopt);
            if (!value)
                continue;
            const QString graphKey
                = key + (clock ? QStringLiteral("/clock") : QStringLiteral("/temp"));
            Line &line = m_gpus[graphKey];
            if (!line.graph) {
                line.graph
                    = m_plot->addGraph(gpuRect->axis(QCPAxis::atBottom),
                                       gpuRect->axis(clock ? QCPAxis::atRight : QCPAxis::atLeft));
                line.graph->removeFromLegend();
                line.graph->setAntialiased(false);
                line.graph->setPen(clock ? QPen(QColor(0x1f, 0x77, 0xb4), 1, Qt::DashLine)
                                         : QPen(QColor(0xff, 0x7f, 0x0e), 1.5));
                line.graph->setName(key);
            }
            line.series.append(tick.t, *value);
        }
    }
}

void HealthPanes::addEvent(const HealthEvent &event)
{
    ensureRects();
    const QString who = event.node + QLatin1Char(' ') + event.interface;
    if (!m_eventRows.contains(who)) {
        const double row = double(m_eventRows.size());
        m_eventRows.insert(who, row);
        auto ticker
            = m_rects.at(Links)->axis(QCPAxis::atLeft)->ticker().dynamicCast<QCPAxisTickerText>();
        if (ticker)
            ticker->addTick(row, who);
    }
    markerGraph(healthEventKey(event.kind))->addData(event.t, m_eventRows.value(who));
    if (!m_busbwOverTime || !marksBusbw(event.kind) || m_marks.size() >= 500)
        return;
    QCPItemStraightLine *mark
        = verticalLine(m_plot, m_busbw, QPen(colourOf(event.kind), 1, Qt::DashLine));
    place(mark, event.t);
    m_marks << mark;
    auto *label = new QCPItemText(m_plot);
    label->setClipAxisRect(m_busbw);
    label->position->setAxes(m_busbw->axis(QCPAxis::atBottom), m_busbw->axis(QCPAxis::atLeft));
    label->position->setAxisRect(m_busbw);
    label->position->setTypeX(QCPItemPosition::ptPlotCoords);
    label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    label->position->setCoords(event.t, 0.02 + 0.06 * double(m_markLabels.size() % 4));
    label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    label->setColor(colourOf(event.kind));
    label->setText(QStringLiteral("%1 %2").arg(healthEventKey(event.kind), who));
    label->setSelectable(false);
    m_markLabels << label;
}

bool HealthPanes::timeRange(double *lower, double *upper) const
{
    bool any = false;
    QList<const PlotSeries *> all;
    for (const Line &line : m_counters)
        all << &line.series;
    for (const Line &line : m_gpus)
        all << &line.series;
    QVector<double> x;
    QVector<double> y;
    for (const PlotSeries *series : std::as_const(all)) {
        series->displayPoints(2, &x, &y);
        if (x.isEmpty())
            continue;
        *lower = any ? std::min(*lower, x.constFirst()) : x.constFirst();
        *upper = any ? std::max(*upper, x.constLast()) : x.constLast();
        any = true;
    }
    for (QCPGraph *graph : m_markers) {
        bool found = false;
        const QCPRange range = graph->getKeyRange(found);
        if (!found)
            continue;
        *lower = any ? std::min(*lower, range.lower) : range.lower;
        *upper = any ? std::max(*upper, range.upper) : range.upper;
        any = true;
    }
    return any;
}

void HealthPanes::setTimeRange(double lower, double upper)
{
    if (m_rects.isEmpty())
        return;
    QVector<double> x;
    QVector<double> y;
    // Each value axis from 0 (or below) to the highest point drawn on it.
    QHash<QCPAxis *, double> top;
    for (QHash<QString, Line> *lines : {&m_counters, &m_gpus}) {
        for (Line &line : *lines) {
            if (!line.graph)
                continue;
            line.series.displayPoints(kMaxDrawnPoints, &x, &y);
            line.graph->setData(x, y, true);
            double &highest = top[line.graph->valueAxis()];
            for (const double v : std::as_const(y))
                highest = std::max(highest, v);
        }
    }
    for (QCPAxisRect *rect : std::as_const(m_rects))
        rect->axis(QCPAxis::atBottom)->setRange(lower, upper);
    for (QCPAxis *axis : {m_rects.at(Counters)->axis(QCPAxis::atLeft),
                          m_rects.at(Gpu)->axis(QCPAxis::atLeft),
                          m_rects.at(Gpu)->axis(QCPAxis::atRight)}) {
        const double highest = top.value(axis, 0);
        axis->setRange(0, highest > 0 ? highest * 1.15 : 1);
    }
    m_rects.at(Links)
        ->axis(QCPAxis::atLeft)
        ->setRange(-0.5, std::max<double>(1, m_eventRows.size()) - 0.5);
}

void HealthPanes::setCursor(std::optional<double> t)
{
    m_cursorAt = t;
    for (qsizetype i = 0; i < m_cursors.size(); ++i) {
        QCPItemStraightLine *cursor = m_cursors.at(i);
        const bool busbw = i == 0; // on sizes in a sweep: no time to show there
        cursor->setVisible(t.has_value() && (!busbw || m_busbwOverTime));
        if (t)
            place(cursor, *t);
    }
}

} // namespace Tandem::Ui
