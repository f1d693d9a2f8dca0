// SPDX-License-Identifier: GPL-3.0-or-later
#include "healthdelta.h"

#include "health/healthcounters.h"

namespace Tandem {

namespace {

struct Reason
{
    quint64 bit;
    const char *name;
};

// nvidia-smi's clocks_event_reasons bits (docs/health.md, "Events").
constexpr Reason reasons[] = {
    {0x4, "sw-power-cap"},
    {0x8, "hw-slowdown"},
    {0x20, "sw-thermal"},
    {0x40, "hw-thermal"},
    {0x80, "hw-power-brake"},
};

// A counter that went down was reset (driver reload, reboot): all of its value is new.
quint64 growth(quint64 before, quint64 after)
{
    return after >= before ? after - before : after;
}

} // namespace

QStringList HealthDelta::throttleReasons(quint64 mask)
{
    QStringList names;
    for (const Reason &r : reasons) {
        if (mask & r.bit)
            names << QString::fromLatin1(r.name);
    }
    return names;
}

HealthDelta::Result HealthDelta::between(const QString &node,
                                         double t,
                                         const HealthSample &before,
                                         const HealthSample &after)
{
    Result result;
    HealthTick &tick = result.tick;
    tick.node = node;
    tick.t = t;
    tick.seconds = after.nodeTimeMs > before.nodeTimeMs
                       ? double(after.nodeTimeMs - before.nodeTimeMs) / 1000.0
                       : 0.0;
    tick.gpus = after.gpus;
    auto event
        = [&](const QString &interface, HealthEventKind kind, const QString &detail, qint64 n) {
              HealthEvent e;
              e.t = t;
              e.node = node;
              e.interface = interface;
              e.kind = kind;
              e.detail = detail;
              e.count = n;
              result.events << e;
          };

    for (const NetdevHealth &now : after.netdevs) {
        const NetdevHealth *was = before.netdev(now.netdev);
        if (!was)
            continue; // appeared since: nothing to compare with yet
        QStringList errors;
        quint64 errorTotal = 0;
        for (auto it = now.counters.cbegin(); it != now.counters.cend(); ++it) {
            const auto old = was->counters.constFind(it.key());
            if (old == was->counters.cend())
                continue;
            const quint64 d = growth(*old, *it);
            if (d == 0)
                continue;
            tick.deltas[now.netdev].insert(it.key(), d);
            const HealthCounter *counter = HealthCounters::find(it.key());
            if (counter && counter->kind == CounterKind::Error
                && it.key() != QLatin1String("link_down_events_phy")) {
                errors << QStringLiteral("%1 +%2").arg(it.key()).arg(d);
                errorTotal = errorTotal > ~quint64(0) - d ? ~quint64(0) : errorTotal + d;
            }
        }
        if (!errors.isEmpty()) {
            event(now.netdev,
                  HealthEventKind::Errors,
                  errors.join(QStringLiteral(", ")),
                  qint64(std::min<quint64>(errorTotal, quint64(1) << 53)));
        }

        // Link changes: the kernel's carrier counts catch a flap between two samples, which the
        // operstate alone would miss; without them (an old kernel), the operstate decides.
        const bool wasUp = was->operstate == QLatin1String("up");
        const bool isUp = now.operstate == QLatin1String("up");
        qint64 downs = 0;
        qint64 ups = 0;
        if (was->carrierDowns && now.carrierDowns && was->carrierUps && now.carrierUps) {
            downs = qint64(growth(quint64(*was->carrierDowns), quint64(*now.carrierDowns)));
            ups = qint64(growth(quint64(*was->carrierUps), quint64(*now.carrierUps)));
        }
        if (downs == 0 && wasUp && !isUp)
            downs = 1;
        if (ups == 0 && !wasUp && isUp)
            ups = 1;
        if (downs > 0) {
            event(now.netdev,
                  HealthEventKind::LinkDown,
                  isUp ? tr("down and up again since the last sample")
                       : tr("operstate %1").arg(now.operstate),
                  downs);
        }
        if (ups > 0)
            event(now.netdev, HealthEventKind::LinkUp, tr("operstate %1").arg(now.operstate), ups);
        if (was->speedMbps && now.speedMbps && *was->speedMbps != *now.speedMbps) {
            event(now.netdev,
                  HealthEventKind::SpeedChange,
                  tr("%1 -> %2 Mb/s").arg(*was->speedMbps).arg(*now.speedMbps),
                  1);
        }
    }

    for (const GpuHealth &gpu : after.gpus) {
        const GpuHealth *was = before.gpu(gpu.index);
        const quint64 old = (was && was->clockEvents) ? *was->clockEvents & kThrottleMask : 0;
        const quint64 now = gpu.clockEvents ? *gpu.clockEvents & kThrottleMask : 0;
        const QString name = tr("GPU %1").arg(gpu.index);
        if (now & ~old)
            event(name,
                  HealthEventKind::Throttle,
                  throttleReasons(now & ~old).join(QStringLiteral(", ")),
                  1);
        if (old & ~now)
            event(name,
                  HealthEventKind::ThrottleEnd,
                  throttleReasons(old & ~now).join(QStringLiteral(", ")),
                  1);
    }
    return result;
}

} // namespace Tandem
