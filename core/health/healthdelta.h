// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "health/healthlog.h"
#include "health/healthsample.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace Tandem {

// What changed on one node between two of its samples (docs/health.md, "Events"): the growth of
// every watched counter, and the events that growth and the link and GPU states show. Pure.
class HealthDelta
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::HealthDelta)

public:
    struct Result
    {
        HealthTick tick;
        QList<HealthEvent> events;
    };

    // `t`: seconds since the run started, given to the tick and its events.
    [[nodiscard]] static Result
    between(const QString &node, double t, const HealthSample &before, const HealthSample &after);

    // The clock-event reasons that slow a GPU down (power cap, thermal, hardware slowdown,
    // power brake); idle, application clocks, sync boost and display clocks are not throttling.
    static constexpr quint64 kThrottleMask = 0x4 | 0x8 | 0x20 | 0x40 | 0x80;
    // "sw-power-cap, hw-thermal": the names of the reasons set in `mask` (docs/health.md).
    [[nodiscard]] static QStringList throttleReasons(quint64 mask);
};

} // namespace Tandem
