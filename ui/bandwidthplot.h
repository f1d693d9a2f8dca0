// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plotseries.h"

#include <QTimer>
#include <QWidget>

#include <array>
#include <memory>

class QCustomPlot;
class QCPGraph;
class QCPItemStraightLine;
class QCPItemText;

namespace Tandem {
struct HealthEvent;
struct HealthTick;
} // namespace Tandem

namespace Tandem::Ui {

class HealthPanes;

// The live busbw chart of the bandwidth step (QCustomPlot): busbw against message size on a
// log2 axis for a sweep (out-of-place and in-place lines), or against time for a soak, with
// the threshold and the line rate for scale. Points go into bounded PlotSeries; adding one
// only marks the chart dirty, and one 40 ms single-shot timer repaints, so a fast soak costs a
// repaint per 40 ms, not per sample (CONTRIBUTING.md, "Live plots"). Under it, once health
// samples come, the stacked HealthPanes (counter rates, link events, GPU state) share its time
// axis in a soak, with its zoom (wheel or drag, on any pane; a double click follows the run
// again) and a cursor that follows the mouse through every pane. GUI thread only.
class BandwidthPlot final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BandwidthPlot)

public:
    enum class Mode { Sweep, Soak };
    enum Series { OutOfPlace = 0, InPlace = 1 };
    static constexpr int replotIntervalMs = 40;
    static constexpr qsizetype maxDrawnPoints = 4000;

    explicit BandwidthPlot(QWidget *parent = nullptr);
    ~BandwidthPlot() override;

    void setMode(Mode mode);
    [[nodiscard]] Mode mode() const { return m_mode; }
    void clear();
    void addPoint(double x, double busbw, Series series = OutOfPlace);
    // Horizontal lines in GB/s; 0 hides them.
    void setThreshold(double gbps);
    void setLineRate(double gbps);
    // The fabric's and GPUs' health beside the run (docs/health.md).
    void addHealthTick(const HealthTick &tick);
    void addHealthEvent(const HealthEvent &event);
    [[nodiscard]] const HealthPanes &health() const { return *m_health; }
    // Whether the chart follows the run (false once the user zoomed or dragged).
    [[nodiscard]] bool followsRun() const { return m_follow; }

    // Repaints now, without waiting for the timer, and paints the widget before returning:
    // what one timer tick costs, for the benchmark (tests/bench/bench_bandwidthplot).
    void replotNow();

    // Test hooks: how often the chart was repainted, and the last point it draws.
    [[nodiscard]] int replotCount() const { return m_replots; }
    [[nodiscard]] std::optional<QPointF> drawnLast(Series series) const;
    [[nodiscard]] const PlotSeries &series(Series series) const { return m_series.at(series); }
    [[nodiscard]] QCustomPlot *customPlot() const { return m_plot; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void markDirty();
    // `immediate`: paint before returning instead of queueing the widget's repaint.
    void replot(bool immediate = false);
    void retranslate();
    void applyAxes();
    void syncPanes();
    // The chart in words for a screen reader: what it plots, how many points, the last one and
    // the threshold (the accessible name and description of the plot).
    void describe();
    // Background, axes, grid and legend in the palette's colours (light or dark theme).
    void applyPalette();
    // The threshold line's label: its value, at the line's right end.
    // `axisTop`: the value axis's top, where the label sits when the threshold is above it.
    void labelThreshold(double axisTop);
    // Which end of the plot and which side of the line keeps the label off the curve.
    void placeThresholdLabel();
    void moveCursor(const QPoint &pos);

    QCustomPlot *m_plot = nullptr;
    std::array<QCPGraph *, 2> m_graphs{};
    std::array<PlotSeries, 2> m_series;
    QCPItemStraightLine *m_threshold = nullptr;
    QCPItemText *m_thresholdLabel = nullptr; // says what the dashed line is
    QCPItemStraightLine *m_lineRate = nullptr;
    double m_thresholdValue = 0;
    bool m_thresholdOnScale = true; // the value axis reaches the threshold (replot)
    bool m_labelLeft = false;       // placeThresholdLabel: at the left end of the plot
    bool m_labelBelow = false;      // ... and under the line
    double m_lineRateValue = 0;
    QTimer m_timer;
    Mode m_mode = Mode::Sweep;
    std::unique_ptr<HealthPanes> m_health;
    int m_syncedRects = 0;
    bool m_follow = true;
    bool m_dirty = false;
    int m_replots = 0;
};

} // namespace Tandem::Ui
