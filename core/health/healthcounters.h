// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace Tandem {

// What a counter's growth means for a run (docs/health.md, "Counters"): an Error is never
// expected on a healthy fabric (a drop, a bad symbol, a retransmission), Congestion grows
// under load by design (pause frames, ECN/CNP) and is shown, not judged, Traffic is the bytes.
enum class CounterKind { Error, Congestion, Traffic };

// Where a counter comes from: `ethtool -S NETDEV` or the RDMA device's
// /sys/class/infiniband/DEV/ports/1/hw_counters.
enum class CounterSource { Ethtool, Rdma };

struct HealthCounter
{
    QString name;
    CounterKind kind = CounterKind::Error;
    CounterSource source = CounterSource::Ethtool;
    QString meaning; // English; translated at use
};

// The counters Tandem watches, from the mlx5 driver's documentation; nothing else a node
// prints is kept. Thread-safe.
class HealthCounters
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::HealthCounters)

public:
    [[nodiscard]] static const QList<HealthCounter> &all();
    [[nodiscard]] static const HealthCounter *find(const QString &name);
    // The counter's meaning, translated.
    [[nodiscard]] static QString meaning(const HealthCounter &counter);
    // An extended regular expression (grep -E) matching exactly the `ethtool -S` lines of the
    // Ethtool counters, so that a node sends a few dozen lines instead of its per-queue
    // thousands.
    [[nodiscard]] static QByteArray ethtoolPattern();
    [[nodiscard]] static QString kindKey(CounterKind kind); // "error", "congestion", "traffic"
};

} // namespace Tandem
