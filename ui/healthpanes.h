// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "health/healthlog.h"
#include "plotseries.h"

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
// others grey), link events (link-down and speed changes as markers at their time, by node and
// interface) and GPU state (temperature, and the SM clock on the right axis). Every event is
// also marked on the busbw pane as a dashed line with its name. The rects are made with the
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
    // The time the panes cover, for a sweep whose busbw pane is over sizes.
    [[nodiscard]] bool timeRange(double *lower, double *upper) const;
    // Hands each line's points to its graph (bounded), fits the value axes to them and shows
    // `lower`..`upper` on the time axis. BandwidthPlot calls it on each repaint.
    void setTimeRange(double lower, double upper);
    // A vertical line at time `t` in every pane (nullopt: none).
    void setCursor(std::optional<double> t);
    [[nodiscard]] std::optional<double> cursor() const { return m_cursorAt; }
    void retranslate();
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

    QCustomPlot *m_plot;
    QCPAxisRect *m_busbw;
    QCPMarginGroup *m_margins = nullptr;
    QList<QCPAxisRect *> m_rects; // counters, links, GPU
    QHash<QString, Line> m_counters;
    QHash<QString, QCPGraph *> m_markers;
    QHash<QString, Line> m_gpus;        // "node/index/temp" and "node/index/clock"
    QHash<QString, double> m_eventRows; // node and interface -> its row on the links pane
    QList<QCPItemStraightLine *> m_marks;
    QList<QCPItemText *> m_markLabels;
    QList<QCPItemStraightLine *> m_cursors;
    std::optional<double> m_cursorAt;
    bool m_busbwOverTime = true;
};

} // namespace Tandem::Ui
