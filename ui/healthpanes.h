// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "health/healthlog.h"
#include "plotseries.h"

#include <QColor>
#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

class QCPAxisRect;
class QCPGraph;
class QCPItemStraightLine;
class QCPItemText;
class QCPLayoutGrid;
class QCPMarginGroup;
class QCPRange;
class QCustomPlot;

namespace Tandem::Ui {

// The health panes under the live busbw chart (docs/health.md): three axis rects stacked in the
// chart's own QCustomPlot, so they share its width, time axis, zoom and cursor. Counter rates
// (per second, one line per node, interface and counter that grew; error counters red, the
// others grey, as the pane's legend says), link events (link-down and speed changes as markers
// at their time, one row per node and interface, named inside the pane so that long names do
// not narrow every pane) and GPU state (temperature, and the SM clock on the right axis). In a
// soak, events are also marked on the busbw pane as thin dashed lines without text; a burst of
// one kind on one link is one mark, and eventsNear() gives the details for a tooltip. The panes
// span the whole run, their value axes fit the data with few ticks. The rects are made with the
// first tick, and taken away by clear(). GUI thread only; BandwidthPlot owns it and replots.
class HealthPanes final
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::Ui::HealthPanes)
    Q_DISABLE_COPY_MOVE(HealthPanes)

public:
    // The most counter lines drawn; more are summed into the last ("other counters").
    static constexpr int kMaxCounterSeries = 32;
    // Points drawn per line: its samples are held in a bounded PlotSeries (as busbw's are) and
    // each repaint draws at most this many, however long the run.
    static constexpr qsizetype kMaxDrawnPoints = 600;

    // `busbw`: the pane the chart draws busbw in, where events are marked.
    HealthPanes(QCustomPlot *plot, QCPAxisRect *busbw);
    ~HealthPanes();

    void clear();
    // Whether the busbw pane is over time (a soak), so that events and the cursor show there
    // too; a sweep's is over sizes. Default: true.
    void setBusbwOverTime(bool overTime) { m_busbwOverTime = overTime; }
    void addTick(const HealthTick &tick);
    void addEvent(const HealthEvent &event);
    [[nodiscard]] bool isEmpty() const { return m_rects.isEmpty(); }
    [[nodiscard]] int counterSeries() const { return int(m_counters.size()); }
    [[nodiscard]] int eventMarks() const { return int(m_marks.size()); }
    // Events after one mark of the same kind on the same link within this many seconds join it.
    static constexpr double kMarkMergeSeconds = 10;
    // One line per event within `tolerance` seconds of `t` ("12.4 s  link_down  node1 enp1..."),
    // at most 12 and then a count; empty when none.
    [[nodiscard]] QStringList eventsNear(double t, double tolerance) const;
    // The time the panes cover, for a sweep whose busbw pane is over sizes.
    [[nodiscard]] bool timeRange(double *lower, double *upper) const;
    // Hands each line's points to its graph (bounded), fits the value axes to them and shows
    // `lower`..`upper` on the time axis. BandwidthPlot calls it on each repaint.
    void setTimeRange(double lower, double upper);
    // A vertical line at time `t` in every pane (nullopt: none).
    void setCursor(std::optional<double> t);
    [[nodiscard]] std::optional<double> cursor() const { return m_cursorAt; }
    void retranslate();
    // The page's base and text colours, for the labels drawn inside the panes.
    void setColours(const QColor &base, const QColor &text);
    // The panes' rects, for the chart to sync zoom with.
    [[nodiscard]] const QList<QCPAxisRect *> &rects() const { return m_rects; }

private:
    void ensureRects();
    struct Line
    {
        QCPGraph *graph = nullptr;
        PlotSeries series{1 << 14, 16, 4};
    };
    Line *counterLine(const QString &key, bool error);
    QCPGraph *markerGraph(const QString &kind);
    QCPItemText *rowLabel(double row, const QString &text);

    QCustomPlot *m_plot;
    QCPAxisRect *m_busbw;
    QCPMarginGroup *m_margins = nullptr;
    QList<QCPAxisRect *> m_rects; // counters, links, GPU
    QHash<QString, Line> m_counters;
    QHash<QString, QCPGraph *> m_markers;
    QList<QCPGraph *> m_legendKeys;     // the counters legend's two entries (no data)
    QHash<QString, Line> m_gpus;        // "node/index/temp" and "node/index/clock"
    QHash<QString, double> m_eventRows; // node and interface -> its row on the links pane
    QList<QCPItemStraightLine *> m_marks;
    QList<QCPItemText *> m_rowLabels; // the links pane's row names
    QColor m_text = Qt::black;
    QColor m_backing = QColor(255, 255, 255, 210);
    QHash<QString, double> m_lastMark; // kind and link -> time of its last mark on busbw
    QList<HealthEvent> m_events;       // every event, for eventsNear (capped)
    QList<QCPItemStraightLine *> m_cursors;
    std::optional<double> m_cursorAt;
    bool m_busbwOverTime = true;
};

} // namespace Tandem::Ui
