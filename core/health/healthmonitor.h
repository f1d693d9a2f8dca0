// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "health/healthlog.h"
#include "health/healthsample.h"

#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QTimer>

#include <chrono>
#include <functional>

namespace Tandem {

class NodeRunner;

// Samples every node's fabric and GPU health while a bandwidth run goes on (docs/health.md): one
// HealthReader command per node every interval, over the node's existing SSH session, in
// parallel with the run. A node whose previous sample has not come back is skipped, never
// queued, so a slow node costs samples, not a backlog. A sample that fails or cannot be read
// is noted once per node in the log's warnings and never stops the run. Lives on the thread of
// its runners; runners are not owned.
class HealthMonitor final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HealthMonitor)

public:
    HealthMonitor(QList<NodeRunner *> nodes,
                  std::chrono::milliseconds interval,
                  QObject *parent = nullptr);

    // Samples every node now, then every interval.
    void start();
    // One last sample on every node (so the run's end is counted), then stops; `done` is called
    // once every node has answered, or at once when none is sampled.
    void finish(std::function<void()> done);
    // Stops at once; samples in flight are dropped.
    void stop();

    [[nodiscard]] const HealthLog &log() const { return m_log; }
    // Times ticks and events from `seconds` after start() instead of start() itself (a soak's
    // probe counts its time from its first sample): what is logged already moves with it;
    // nothing is timed before 0.
    void setTimeOrigin(double seconds);
    // Seconds since start().
    [[nodiscard]] double elapsedSeconds() const
    {
        return m_clock.isValid() ? double(m_clock.elapsed()) / 1000.0 : 0.0;
    }
    [[nodiscard]] bool isRunning() const { return m_timer.isActive(); }

Q_SIGNALS:
    void tickReady(const Tandem::HealthTick &tick);
    void eventReady(const Tandem::HealthEvent &event);

private:
    void sampleAll();
    void sample(NodeRunner *node);
    void received(const QString &node, const HealthSample &sample);
    void failed(const QString &node, const QString &why);
    void settle(const QString &node);

    QList<QPointer<NodeRunner>> m_nodes;
    QTimer m_timer;
    QElapsedTimer m_clock;
    double m_origin = 0;
    HealthLog m_log;
    QHash<QString, HealthSample> m_last;
    QSet<QString> m_inFlight;
    QSet<QString> m_warned;
    std::function<void()> m_done;
    bool m_finishing = false;
    quint64 m_generation = 0; // samples of an earlier start() are dropped
};

} // namespace Tandem
