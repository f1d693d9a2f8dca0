// SPDX-License-Identifier: GPL-3.0-or-later
#include "healthlog.h"

#include "health/healthcounters.h"
#include "util/checkednumbers.h"

#include <QJsonArray>

#include <algorithm>
#include <tuple>

namespace Tandem {

namespace {

// JSON numbers are doubles: counts above 2^53 are not kept exactly, and no delta is that big.
constexpr double maxCount = 9007199254740992.0;
// Entries a saved log may hold: an hour's soak of eight nodes sampled every second is 28 800.
constexpr qsizetype maxEntries = 1'000'000;

struct EventKey
{
    HealthEventKind kind;
    const char *key;
};

constexpr EventKey eventKeys[] = {
    {HealthEventKind::LinkDown, "link-down"},
    {HealthEventKind::LinkUp, "link-up"},
    {HealthEventKind::SpeedChange, "speed-change"},
    {HealthEventKind::Throttle, "throttle"},
    {HealthEventKind::ThrottleEnd, "throttle-end"},
    {HealthEventKind::Errors, "errors"},
};

std::optional<double> seconds(const QJsonValue &value)
{
    if (!value.isDouble())
        return std::nullopt;
    const double v = value.toDouble();
    return isFiniteWithin(v, 0, 1e9) ? std::optional<double>(v) : std::nullopt;
}

std::optional<quint64> count(const QJsonValue &value)
{
    if (!value.isDouble())
        return std::nullopt;
    const auto v = checkedInteger(value.toDouble(), 0, qint64(maxCount));
    return v ? std::optional<quint64>(quint64(*v)) : std::nullopt;
}

QJsonObject gpuJson(const GpuHealth &gpu)
{
    QJsonObject o{{QStringLiteral("index"), gpu.index}};
    if (gpu.temperatureC)
        o.insert(QStringLiteral("temperature_c"), *gpu.temperatureC);
    if (gpu.powerW)
        o.insert(QStringLiteral("power_w"), *gpu.powerW);
    if (gpu.smClockMHz)
        o.insert(QStringLiteral("sm_clock_mhz"), *gpu.smClockMHz);
    if (gpu.clockEvents)
        o.insert(QStringLiteral("clock_events"), double(*gpu.clockEvents & 0xffffffffu));
    return o;
}

std::optional<GpuHealth> gpuFromJson(const QJsonObject &o)
{
    const auto index = checkedInteger(o.value(QStringLiteral("index")).toDouble(-1), 0, 1023);
    if (!index)
        return std::nullopt;
    GpuHealth gpu;
    gpu.index = int(*index);
    if (const auto t
        = checkedInteger(o.value(QStringLiteral("temperature_c")).toDouble(-1), 0, 200))
        gpu.temperatureC = int(*t);
    if (const double w = o.value(QStringLiteral("power_w")).toDouble(-1); isFiniteWithin(w, 0, 1e5))
        gpu.powerW = w;
    if (const auto c
        = checkedInteger(o.value(QStringLiteral("sm_clock_mhz")).toDouble(-1), 0, 100000))
        gpu.smClockMHz = int(*c);
    if (const auto e = count(o.value(QStringLiteral("clock_events"))))
        gpu.clockEvents = *e;
    return gpu;
}

} // namespace

QString healthEventKey(HealthEventKind kind)
{
    for (const EventKey &k : eventKeys) {
        if (k.kind == kind)
            return QString::fromLatin1(k.key);
    }
    return QStringLiteral("errors");
}

std::optional<HealthEventKind> healthEventFromKey(const QString &key)
{
    for (const EventKey &k : eventKeys) {
        if (key == QLatin1String(k.key))
            return k.kind;
    }
    return std::nullopt;
}

QJsonObject HealthEvent::toJson() const
{
    return {{QStringLiteral("t"), t},
            {QStringLiteral("node"), node},
            {QStringLiteral("interface"), interface},
            {QStringLiteral("kind"), healthEventKey(kind)},
            {QStringLiteral("detail"), detail},
            {QStringLiteral("count"), double(count)}};
}

std::optional<HealthEvent> HealthEvent::fromJson(const QJsonObject &object)
{
    const auto kind = healthEventFromKey(object.value(QStringLiteral("kind")).toString());
    const auto t = seconds(object.value(QStringLiteral("t")));
    const auto n = Tandem::count(object.value(QStringLiteral("count")));
    if (!kind || !t || !n || *n == 0)
        return std::nullopt;
    HealthEvent event;
    event.kind = *kind;
    event.t = *t;
    event.count = qint64(*n);
    event.node = object.value(QStringLiteral("node")).toString().left(256);
    event.interface = object.value(QStringLiteral("interface")).toString().left(64);
    event.detail = object.value(QStringLiteral("detail")).toString().left(1024);
    return event;
}

QJsonObject HealthTick::toJson() const
{
    QJsonObject counters;
    for (auto it = deltas.cbegin(); it != deltas.cend(); ++it) {
        QJsonObject one;
        for (auto c = it->cbegin(); c != it->cend(); ++c)
            one.insert(c.key(), double(std::min<quint64>(*c, quint64(maxCount))));
        counters.insert(it.key(), one);
    }
    QJsonArray gpuList;
    for (const GpuHealth &gpu : gpus)
        gpuList.append(gpuJson(gpu));
    QJsonObject o{{QStringLiteral("t"), t},
                  {QStringLiteral("seconds"), seconds},
                  {QStringLiteral("node"), node},
                  {QStringLiteral("counters"), counters}};
    if (!gpuList.isEmpty())
        o.insert(QStringLiteral("gpus"), gpuList);
    return o;
}

std::optional<HealthTick> HealthTick::fromJson(const QJsonObject &object)
{
    const auto t = Tandem::seconds(object.value(QStringLiteral("t")));
    const auto s = Tandem::seconds(object.value(QStringLiteral("seconds")));
    if (!t || !s)
        return std::nullopt;
    HealthTick tick;
    tick.t = *t;
    tick.seconds = *s;
    tick.node = object.value(QStringLiteral("node")).toString().left(256);
    const QJsonObject counters = object.value(QStringLiteral("counters")).toObject();
    for (auto it = counters.constBegin(); it != counters.constEnd(); ++it) {
        const QJsonObject one = it->toObject();
        for (auto c = one.constBegin(); c != one.constEnd(); ++c) {
            if (const auto v = count(*c))
                tick.deltas[it.key().left(64)].insert(c.key().left(64), *v);
        }
    }
    for (const QJsonValue &g : object.value(QStringLiteral("gpus")).toArray()) {
        if (const auto gpu = gpuFromJson(g.toObject()))
            tick.gpus << *gpu;
    }
    return tick;
}

QList<QJsonObject> HealthTick::streamLines() const
{
    QList<QJsonObject> lines;
    for (auto it = deltas.cbegin(); it != deltas.cend(); ++it) {
        QJsonObject counters;
        for (auto c = it->cbegin(); c != it->cend(); ++c)
            counters.insert(c.key(), double(std::min<quint64>(*c, quint64(maxCount))));
        lines << QJsonObject{{QStringLiteral("type"), QStringLiteral("counters")},
                             {QStringLiteral("t"), t},
                             {QStringLiteral("seconds"), seconds},
                             {QStringLiteral("node"), node},
                             {QStringLiteral("interface"), it.key()},
                             {QStringLiteral("deltas"), counters}};
    }
    for (const GpuHealth &gpu : gpus) {
        QJsonObject line = gpuJson(gpu);
        line.insert(QStringLiteral("type"), QStringLiteral("gpu"));
        line.insert(QStringLiteral("t"), t);
        line.insert(QStringLiteral("node"), node);
        lines << line;
    }
    return lines;
}

QJsonObject HealthLog::summaryJson() const
{
    QJsonArray counters;
    const auto sums = totals();
    for (auto node = sums.cbegin(); node != sums.cend(); ++node) {
        for (auto iface = node->cbegin(); iface != node->cend(); ++iface) {
            for (auto c = iface->cbegin(); c != iface->cend(); ++c) {
                const HealthCounter *counter = HealthCounters::find(c.key());
                if (!counter || counter->kind != CounterKind::Error)
                    continue;
                counters.append(QJsonObject{
                    {QStringLiteral("node"), node.key()},
                    {QStringLiteral("interface"), iface.key()},
                    {QStringLiteral("counter"), c.key()},
                    {QStringLiteral("total"), double(std::min<quint64>(*c, quint64(maxCount)))}});
            }
        }
    }
    QMap<std::tuple<QString, QString, QString>, qint64> summed;
    for (const HealthEvent &e : events)
        summed[{e.node, e.interface, healthEventKey(e.kind)}] += e.count;
    QJsonArray eventList;
    for (auto it = summed.cbegin(); it != summed.cend(); ++it) {
        eventList.append(QJsonObject{{QStringLiteral("node"), std::get<0>(it.key())},
                                     {QStringLiteral("interface"), std::get<1>(it.key())},
                                     {QStringLiteral("kind"), std::get<2>(it.key())},
                                     {QStringLiteral("count"), double(*it)}});
    }
    return {{QStringLiteral("sampled"), intervalSeconds > 0},
            {QStringLiteral("interval_s"), intervalSeconds},
            {QStringLiteral("samples"), double(ticks.size())},
            {QStringLiteral("error_counters"), counters},
            {QStringLiteral("events"), eventList}};
}

QMap<QString, QMap<QString, QMap<QString, quint64>>> HealthLog::totals() const
{
    QMap<QString, QMap<QString, QMap<QString, quint64>>> sum;
    for (const HealthTick &tick : ticks) {
        for (auto it = tick.deltas.cbegin(); it != tick.deltas.cend(); ++it) {
            for (auto c = it->cbegin(); c != it->cend(); ++c) {
                quint64 &total = sum[tick.node][it.key()][c.key()];
                total = (total > ~quint64(0) - *c) ? ~quint64(0) : total + *c;
            }
        }
    }
    return sum;
}

QJsonObject HealthLog::toJson() const
{
    QJsonArray tickList;
    for (const HealthTick &tick : ticks)
        tickList.append(tick.toJson());
    QJsonArray eventList;
    for (const HealthEvent &event : events)
        eventList.append(event.toJson());
    return {{QStringLiteral("interval_s"), intervalSeconds},
            {QStringLiteral("ticks"), tickList},
            {QStringLiteral("events"), eventList},
            {QStringLiteral("warnings"), QJsonArray::fromStringList(warnings)}};
}

HealthLog HealthLog::fromJson(const QJsonObject &object)
{
    HealthLog log;
    if (const auto interval = seconds(object.value(QStringLiteral("interval_s"))))
        log.intervalSeconds = *interval;
    const QJsonArray tickList = object.value(QStringLiteral("ticks")).toArray();
    for (qsizetype i = 0; i < tickList.size() && i < maxEntries; ++i) {
        if (const auto tick = HealthTick::fromJson(tickList.at(i).toObject()))
            log.ticks << *tick;
    }
    const QJsonArray eventList = object.value(QStringLiteral("events")).toArray();
    for (qsizetype i = 0; i < eventList.size() && i < maxEntries; ++i) {
        if (const auto event = HealthEvent::fromJson(eventList.at(i).toObject()))
            log.events << *event;
    }
    for (const QJsonValue &w : object.value(QStringLiteral("warnings")).toArray()) {
        if (w.isString() && log.warnings.size() < 100)
            log.warnings << w.toString().left(1024);
    }
    return log;
}

} // namespace Tandem
