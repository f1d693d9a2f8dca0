// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace Tandem {

// One ConnectX netdev as one health sample saw it (docs/health.md, "What is sampled"): its
// link from sysfs, and the counters Tandem watches, from `ethtool -S` and from its RDMA
// device's hw_counters, by name. Counters are the node's running totals; only their deltas
// between two samples mean anything. Plain value type.
struct NetdevHealth
{
    QString netdev;
    QString roceDevice;
    QString operstate;                // "up", "down", "lowerlayerdown", ... as the kernel writes it
    std::optional<int> speedMbps;     // absent while the link is down
    std::optional<qint64> carrierUps; // /sys/class/net/<n>/carrier_up_count
    std::optional<qint64> carrierDowns; // /sys/class/net/<n>/carrier_down_count
    QMap<QString, quint64> counters;

    friend bool operator==(const NetdevHealth &, const NetdevHealth &) = default;
};

// One GPU's state in a sample (nvidia-smi --query-gpu): what a field showed as [N/A] is absent.
struct GpuHealth
{
    int index = 0;
    std::optional<int> temperatureC;
    std::optional<double> powerW;
    std::optional<int> smClockMHz;
    std::optional<quint64> clockEvents; // clocks_event_reasons.active, a bit mask

    friend bool operator==(const GpuHealth &, const GpuHealth &) = default;
};

// What one run of HealthReader::command() printed on one node. Plain value type.
struct HealthSample
{
    qint64 nodeTimeMs = 0; // the node's clock, milliseconds since the epoch
    QList<NetdevHealth> netdevs;
    QList<GpuHealth> gpus;
    QStringList warnings; // lines Tandem could not read (a few at most)

    [[nodiscard]] const NetdevHealth *netdev(const QString &name) const;
    [[nodiscard]] const GpuHealth *gpu(int index) const;

    friend bool operator==(const HealthSample &, const HealthSample &) = default;
};

} // namespace Tandem
