// SPDX-License-Identifier: GPL-3.0-or-later
#include "healthpanes.h"

#include "health/healthcounters.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

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

QPen counterPen(bool error)
{
    return QPen(error ? QColor(0xd6, 0x27, 0x28) : QColor(0x7f, 0x7f, 0x7f), error ? 1.5 : 1);
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
    for (int row = 0; row < layout->rowCount(); ++row) {
        if (layout->element(row, 0) == m_busbw)
            layout->setRowStretchFactor(row, 5);
    }
    // A pane is a strip: two or three ticks on its value axes, or their labels overlap.
    for (QCPAxisRect *rect : std::as_const(m_rects)) {
        for (QCPAxis *axis : {rect->axis(QCPAxis::atLeft), rect->axis(QCPAxis::atRight)}) {
            axis->ticker()->setTickCount(2);
            axis->setNumberFormat(QStringLiteral("gb"));
            axis->setNumberPrecision(3);
        }
    }
    // The panes share the time axis, labelled once, under the GPU pane: tick labels under every
    // pane took the height that a short page could give to the curves.
    for (QCPAxisRect *rect : {m_rects.at(Counters), m_rects.at(Links)})
        rect->axis(QCPAxis::atBottom)->setTickLabels(false);
    m_rects.at(Gpu)->axis(QCPAxis::atRight)->setVisible(true);
    // Degrees and MHz are whole numbers: "2405", not "2.4·10³".
    for (QCPAxis *axis :
         {m_rects.at(Gpu)->axis(QCPAxis::atLeft), m_rects.at(Gpu)->axis(QCPAxis::atRight)}) {
        axis->setNumberFormat(QStringLiteral("f"));
        axis->setNumberPrecision(0);
    }
    QSharedPointer<QCPAxisTickerText> rows(new QCPAxisTickerText);
    QCPAxis *linkRows = m_rects.at(Links)->axis(QCPAxis::atLeft);
    linkRows->setTicker(rows);
    // "spark-386d enp1s0f1np1" as a tick label would set the left margin of every pane (the
    // margin group) and narrow busbw to a strip: each row is named by a label inside the pane
    // (rowLabel), on a backing that keeps it readable over the markers.
    linkRows->setTickLabels(false);
    // The counters' colours say what they are: a legend of two entries, not one per line.
    QCPAxisRect *counters = m_rects.at(Counters);
    auto *legend = new QCPLegend;
    counters->insetLayout()->addElement(legend, Qt::AlignTop | Qt::AlignRight);
    legend->setLayer(QStringLiteral("legend"));
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    legend->setIconSize(16, 8);
    legend->setRowSpacing(0);
    legend->setColumnSpacing(6);
    legend->setMargins(QMargins(3, 1, 3, 1));
    QFont font = m_plot->font();
    font.setPointSizeF(font.pointSizeF() * 0.85);
    legend->setFont(font);
    for (const bool error : {true, false}) {
        QCPGraph *key
            = m_plot->addGraph(counters->axis(QCPAxis::atBottom), counters->axis(QCPAxis::atLeft));
        key->removeFromLegend();
        key->setPen(counterPen(error));
        key->addToLegend(legend);
        m_legendKeys << key;
    }
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
    if (m_legendKeys.size() == 2) {
        m_legendKeys.at(0)->setName(tr("error counters"));
        m_legendKeys.at(1)->setName(tr("other counters"));
    }
}

void HealthPanes::clear()
{
    for (QCPItemStraightLine *mark : std::as_const(m_marks))
        m_plot->removeItem(mark);
    m_marks.clear();
    for (QCPItemText *label : std::as_const(m_rowLabels))
        m_plot->removeItem(label);
    m_rowLabels.clear();
    m_lastMark.clear();
    m_events.clear();
    for (int i = 1; i < m_cursors.size(); ++i)
        m_plot->removeItem(m_cursors.at(i));
    m_cursors.resize(1);
    QList<QCPGraph *> graphs = m_markers.values() + m_legendKeys;
    m_legendKeys.clear();
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
    line.graph->setPen(counterPen(error));
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

QCPItemText *HealthPanes::rowLabel(double row, const QString &text)
{
    QCPAxisRect *links = m_rects.at(Links);
    auto *label = new QCPItemText(m_plot);
    label->setClipAxisRect(links);
    label->position->setAxes(links->axis(QCPAxis::atBottom), links->axis(QCPAxis::atLeft));
    label->position->setAxisRect(links);
    label->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
    label->position->setTypeY(QCPItemPosition::ptPlotCoords);
    label->position->setCoords(0.005, row);
    label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    label->setPadding(QMargins(3, 0, 3, 0));
    QFont font = m_plot->font();
    font.setPointSizeF(font.pointSizeF() * 0.85);
    label->setFont(font);
    label->setColor(m_text);
    label->setBrush(m_backing);
    label->setSelectable(false);
    label->setLayer(QStringLiteral("legend")); // over the row's markers
    label->setText(text);
    return label;
}

void HealthPanes::setColours(const QColor &base, const QColor &text)
{
    m_text = text;
    m_backing = base;
    m_backing.setAlpha(210);
    for (QCPItemText *label : std::as_const(m_rowLabels)) {
        label->setColor(m_text);
        label->setBrush(m_backing);
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
        m_rowLabels << rowLabel(row, who);
    }
    markerGraph(healthEventKey(event.kind))->addData(event.t, m_eventRows.value(who));
    if (m_events.size() < 20000)
        m_events << event;
    if (!m_busbwOverTime || !marksBusbw(event.kind) || m_marks.size() >= 500)
        return;
    // A lossy twin reports errors every sample: one mark per burst, not a wall of them.
    const QString burst = healthEventKey(event.kind) + QLatin1Char(' ') + who;
    if (const auto last = m_lastMark.constFind(burst);
        last != m_lastMark.cend() && event.t - *last < kMarkMergeSeconds && event.t >= *last)
        return;
    m_lastMark.insert(burst, event.t);
    QCPItemStraightLine *mark
        = verticalLine(m_plot, m_busbw, QPen(colourOf(event.kind), 1, Qt::DashLine));
    place(mark, event.t);
    m_marks << mark;
}

QStringList HealthPanes::eventsNear(double t, double tolerance) const
{
    constexpr int kMaxLines = 12;
    QStringList lines;
    int more = 0;
    for (const HealthEvent &event : m_events) {
        if (std::abs(event.t - t) > tolerance)
            continue;
        if (lines.size() == kMaxLines) {
            ++more;
            continue;
        }
        lines << tr("%1 s  %2  %3 %4")
                     .arg(event.t, 0, 'f', 1)
                     .arg(healthEventKey(event.kind), event.node, event.interface);
    }
    if (more > 0)
        lines << tr("and %n more", nullptr, more);
    return lines;
}

bool HealthPanes::timeRange(double *lower, double *upper) const
{
    // From the first sample to the last: the whole run, however many points a line keeps.
    bool any = false;
    const auto take = [&](double from, double to) {
        *lower = any ? std::min(*lower, from) : from;
        *upper = any ? std::max(*upper, to) : to;
        any = true;
    };
    for (const QHash<QString, Line> *lines : {&m_counters, &m_gpus}) {
        for (const Line &line : *lines) {
            if (line.series.firstX() && line.series.last())
                take(*line.series.firstX(), line.series.last()->x());
        }
    }
    for (QCPGraph *graph : m_markers) {
        bool found = false;
        const QCPRange range = graph->getKeyRange(found);
        if (found)
            take(range.lower, range.upper);
    }
    // Times count from the start of the run.
    if (any && *lower > 0)
        *lower = 0;
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
