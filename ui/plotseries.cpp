// SPDX-License-Identifier: GPL-3.0-or-later
#include "plotseries.h"

#include <algorithm>

namespace Tandem::Ui {

PlotSeries::PlotSeries(qsizetype capacity, int factor, int levels)
    : m_capacity(std::max<qsizetype>(capacity, 16))
    , m_factor(std::max(factor, 2))
{
    m_levels.resize(std::max(levels, 1));
}

void PlotSeries::clear()
{
    for (Level &level : m_levels)
        level = Level{};
    m_appended = 0;
    m_last.reset();
    m_firstX.reset();
}

void PlotSeries::append(double x, double y)
{
    ++m_appended;
    if (!m_firstX)
        m_firstX = x;
    m_last = QPointF(x, y);
    push(0, Bucket{x, y, y});
}

void PlotSeries::push(int index, const Bucket &bucket)
{
    Level &level = m_levels[index];
    if (level.ring.isEmpty())
        level.ring.resize(m_capacity); // allocated on first use: short sweeps stay small
    level.ring[level.head] = bucket;
    level.head = (level.head + 1) % m_capacity;
    level.size = std::min(level.size + 1, m_capacity);
    ++level.total;
    if (index + 1 >= m_levels.size())
        return;
    if (level.pendingCount == 0) {
        level.pending = bucket;
        level.pendingXSum = 0;
    } else {
        level.pending.min = std::min(level.pending.min, bucket.min);
        level.pending.max = std::max(level.pending.max, bucket.max);
    }
    level.pendingXSum += bucket.x;
    if (++level.pendingCount == m_factor) {
        Bucket up = level.pending;
        up.x = level.pendingXSum / m_factor;
        level.pendingCount = 0;
        push(index + 1, up);
    }
}

void PlotSeries::displayPoints(qsizetype maxPoints, QVector<double> *x, QVector<double> *y) const
{
    x->clear();
    y->clear();
    if (m_appended == 0)
        return;
    // The finest level that has never dropped an entry and fits; else the coarsest.
    int chosen = int(m_levels.size()) - 1;
    for (int i = 0; i < m_levels.size(); ++i) {
        const Level &level = m_levels.at(i);
        const qsizetype points = i == 0 ? level.size : 2 * (level.size + 1);
        if (level.total <= m_capacity && points <= maxPoints) {
            chosen = i;
            break;
        }
    }
    const Level &level = m_levels.at(chosen);
    const qsizetype start = (level.head - level.size + m_capacity) % m_capacity;
    x->reserve(2 * level.size + 2);
    y->reserve(2 * level.size + 2);
    const auto add = [&](const Bucket &b) {
        if (chosen == 0) {
            x->append(b.x);
            y->append(b.max);
        } else {
            x->append(b.x);
            y->append(b.min);
            x->append(b.x);
            y->append(b.max);
        }
    };
    for (qsizetype i = 0; i < level.size; ++i)
        add(level.ring.at((start + i) % m_capacity));
    if (chosen > 0) {
        // The newest raw point, so the line ends at the value just measured.
        x->append(m_last->x());
        y->append(m_last->y());
    }
}

qsizetype PlotSeries::storedEntries() const
{
    qsizetype n = 0;
    for (const Level &level : m_levels)
        n += level.size;
    return n;
}

} // namespace Tandem::Ui
