// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPointF>
#include <QVector>

#include <optional>

namespace Tandem::Ui {

// The samples of one plotted line, bounded (CONTRIBUTING.md, "Live plots", after qBittorrent's
// SpeedPlotView): level 0 is a ring of the latest raw points; each higher level is a ring of
// buckets that each hold the x mean and the y min and max of `factor` entries of the level below.
// Memory stays fixed however long a soak runs, and a repaint draws at most a few thousand points
// from the finest level that still covers the whole run. GUI thread only.
class PlotSeries
{
public:
    explicit PlotSeries(qsizetype capacity = 1 << 16, int factor = 16, int levels = 5);

    void append(double x, double y);
    void clear();
    [[nodiscard]] qsizetype appended() const { return m_appended; }
    [[nodiscard]] std::optional<QPointF> last() const { return m_last; }
    // The x of the first point ever appended (the levels may have dropped it since).
    [[nodiscard]] std::optional<double> firstX() const { return m_firstX; }
    // Points to draw, in x order: raw points, or each bucket as its (x, min) and (x, max),
    // from the finest level that covers everything with at most `maxPoints` points. The
    // unfinished bucket of that level is included, so the newest value always shows.
    void displayPoints(qsizetype maxPoints, QVector<double> *x, QVector<double> *y) const;
    // How many entries the rings hold, all levels together (for tests and the benchmark).
    [[nodiscard]] qsizetype storedEntries() const;

private:
    struct Bucket
    {
        double x = 0;
        double min = 0;
        double max = 0;
    };
    struct Level
    {
        QList<Bucket> ring;
        qsizetype head = 0; // where the next entry goes
        qsizetype size = 0;
        qint64 total = 0; // entries ever pushed
        Bucket pending;   // the bucket being filled for the next level
        int pendingCount = 0;
        double pendingXSum = 0;
    };
    void push(int level, const Bucket &bucket);

    QList<Level> m_levels;
    qsizetype m_capacity;
    int m_factor;
    qsizetype m_appended = 0;
    std::optional<QPointF> m_last;
    std::optional<double> m_firstX;
};

} // namespace Tandem::Ui
