// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "health/healthsample.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace Tandem {

// Something that happened to the fabric or a GPU between two samples (docs/health.md,
// "Events"). `count` is how many times: a link that went down and up twice between two samples
// gives link-down and link-up events of count 2.
enum class HealthEventKind { LinkDown, LinkUp, SpeedChange, Throttle, ThrottleEnd, Errors };

struct HealthEvent
{
    double t = 0; // seconds since the run started
    QString node;
    QString interface; // the netdev; "GPU 0" for a GPU
    HealthEventKind kind = HealthEventKind::Errors;
    QString detail; // "200000 -> 100000 Mb/s", "hw-thermal, sw-power-cap", "rx_discards_phy +12"
    qint64 count = 1;

    [[nodiscard]] QJsonObject toJson() const;
    [[nodiscard]] static std::optional<HealthEvent> fromJson(const QJsonObject &object);
    friend bool operator==(const HealthEvent &, const HealthEvent &) = default;
};

// "link-down", "link-up", "speed-change", "throttle", "throttle-end", "errors" (docs/cli-json.md).
[[nodiscard]] QString healthEventKey(HealthEventKind kind);
[[nodiscard]] std::optional<HealthEventKind> healthEventFromKey(const QString &key);

// One node's sample against its previous one: what each watched counter grew by on each
// interface (zero deltas left out) over `seconds`, and its GPUs as they were.
struct HealthTick
{
    double t = 0;       // seconds since the run started, when the sample came back
    double seconds = 0; // since the node's previous sample, by the node's clock
    QString node;
    QMap<QString, QMap<QString, quint64>> deltas; // interface -> counter -> growth
    QList<GpuHealth> gpus;

    [[nodiscard]] QJsonObject toJson() const;
    [[nodiscard]] static std::optional<HealthTick> fromJson(const QJsonObject &object);
    // The tick as `tandem-cli bandwidth --json` streams it (docs/cli-json.md): one
    // {"type":"counters"} line per interface whose counters grew, one {"type":"gpu"} per GPU.
    [[nodiscard]] QList<QJsonObject> streamLines() const;
    friend bool operator==(const HealthTick &, const HealthTick &) = default;
};

// Everything the health monitor saw during one run, as the state and the report keep it.
// Plain value type.
struct HealthLog
{
    double intervalSeconds = 0; // 0: the run was not sampled
    QList<HealthTick> ticks;
    QList<HealthEvent> events;
    QStringList warnings; // a node whose samples failed, once per node

    [[nodiscard]] bool isEmpty() const { return ticks.isEmpty() && events.isEmpty(); }
    // Each counter's total growth over the run: node -> interface -> counter -> total.
    [[nodiscard]] QMap<QString, QMap<QString, QMap<QString, quint64>>> totals() const;
    // What the closing verdict line says of the run's health (docs/cli-json.md): the error
    // counters that grew, with their totals, and every event summed per node, interface and kind.
    [[nodiscard]] QJsonObject summaryJson() const;
    [[nodiscard]] QJsonObject toJson() const;
    // Missing or mistyped entries are left out; never a guess.
    [[nodiscard]] static HealthLog fromJson(const QJsonObject &object);
    friend bool operator==(const HealthLog &, const HealthLog &) = default;
};

} // namespace Tandem
