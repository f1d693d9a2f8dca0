// SPDX-License-Identifier: GPL-3.0-or-later
#include "healthmonitor.h"

#include "health/healthdelta.h"
#include "health/healthreader.h"
#include "remote/noderunner.h"

#include <algorithm>

namespace Tandem {

HealthMonitor::HealthMonitor(QList<NodeRunner *> nodes,
                             std::chrono::milliseconds interval,
                             QObject *parent)
    : QObject(parent)
{
    for (NodeRunner *node : nodes)
        m_nodes.append(node);
    m_timer.setInterval(interval);
    m_log.intervalSeconds = double(interval.count()) / 1000.0;
    connect(&m_timer, &QTimer::timeout, this, &HealthMonitor::sampleAll);
}

void HealthMonitor::start()
{
    ++m_generation;
    m_log.ticks.clear();
    m_log.events.clear();
    m_log.warnings.clear();
    m_last.clear();
    m_inFlight.clear();
    m_warned.clear();
    m_finishing = false;
    m_origin = 0;
    m_clock.start();
    m_timer.start();
    sampleAll();
}

void HealthMonitor::stop()
{
    ++m_generation;
    m_timer.stop();
    m_inFlight.clear();
    m_finishing = false;
    m_done = nullptr;
}

void HealthMonitor::finish(std::function<void()> done)
{
    m_timer.stop();
    if (!m_clock.isValid()) {
        if (done)
            done();
        return;
    }
    m_finishing = true;
    m_done = std::move(done);
    // A node with a sample in flight answers with that one; the others are sampled once more.
    for (const auto &node : std::as_const(m_nodes)) {
        if (node && !m_inFlight.contains(node->nodeName()))
            sample(node);
    }
    if (m_inFlight.isEmpty()) {
        m_finishing = false;
        if (auto callback = std::exchange(m_done, nullptr))
            callback();
    }
}

void HealthMonitor::setTimeOrigin(double seconds)
{
    const double shift = seconds - m_origin;
    m_origin = seconds;
    for (HealthTick &tick : m_log.ticks)
        tick.t = std::max(0.0, tick.t - shift);
    for (HealthEvent &event : m_log.events)
        event.t = std::max(0.0, event.t - shift);
}

void HealthMonitor::sampleAll()
{
    for (const auto &node : std::as_const(m_nodes)) {
        if (node && !m_inFlight.contains(node->nodeName()))
            sample(node);
    }
}

void HealthMonitor::sample(NodeRunner *node)
{
    const QString name = node->nodeName();
    m_inFlight.insert(name);
    const quint64 generation = m_generation;
    node->run(HealthReader::command(), this, [this, name, generation](const CommandResult &result) {
        if (generation != m_generation)
            return;
        if (!result.ok()) {
            failed(name,
                   result.error
                       ? result.error->toString()
                       : tr("the sampling script exited with status %1").arg(result.exitStatus));
        } else if (const auto sample = HealthReader::read(result.out)) {
            received(name, *sample);
        } else {
            failed(name, sample.error().toString());
        }
        settle(name);
    });
}

void HealthMonitor::received(const QString &node, const HealthSample &sample)
{
    const double t = std::max(0.0, elapsedSeconds() - m_origin);
    // The first sample is compared with nothing: no counter grows, but a GPU that is already
    // throttled says so.
    const bool hadOne = m_last.contains(node);
    const HealthDelta::Result delta = HealthDelta::between(node, t, m_last.value(node), sample);
    m_last.insert(node, sample);
    if (hadOne || !delta.events.isEmpty()) {
        m_log.ticks << delta.tick;
        Q_EMIT tickReady(delta.tick);
    }
    for (const HealthEvent &e : delta.events) {
        m_log.events << e;
        Q_EMIT eventReady(e);
    }
}

void HealthMonitor::failed(const QString &node, const QString &why)
{
    if (m_warned.contains(node))
        return;
    m_warned.insert(node);
    m_log.warnings
        << tr("Health samples from %1 failed (%2); the run goes on without them.").arg(node, why);
}

void HealthMonitor::settle(const QString &node)
{
    m_inFlight.remove(node);
    if (m_finishing && m_inFlight.isEmpty()) {
        m_finishing = false;
        if (auto callback = std::exchange(m_done, nullptr))
            callback();
    }
}

} // namespace Tandem
