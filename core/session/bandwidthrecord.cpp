// SPDX-License-Identifier: GPL-3.0-or-later
#include "bandwidthrecord.h"

#include "nccl/nccltestsjson.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace Tandem {

namespace {

QJsonValue orNull(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue();
}

std::optional<double> optionalNumber(const QJsonValue &value)
{
    return value.isDouble() ? std::optional<double>(value.toDouble()) : std::nullopt;
}

QJsonArray numbers(const QList<double> &values)
{
    QJsonArray array;
    for (double v : values)
        array.append(v);
    return array;
}

// A column that holds one value for every sample (the size of a soak, zero wrong results)
// is saved as that one number.
QJsonValue integers(const QList<qint64> &values)
{
    if (!values.isEmpty() && std::all_of(values.cbegin(), values.cend(), [&](qint64 v) {
            return v == values.constFirst();
        }))
        return double(values.constFirst());
    QJsonArray array;
    for (qint64 v : values)
        array.append(double(v));
    return array;
}

QList<double> numbersFrom(const QJsonArray &array, qsizetype size)
{
    QList<double> list;
    if (array.size() != size)
        return QList<double>(size, 0.0);
    list.reserve(size);
    for (const QJsonValue &v : array)
        list.append(v.toDouble());
    return list;
}

// A whole number JSON holds exactly (|x| <= 2^53); anything else (1e300, a fraction, text)
// reads as `fallback`: converting an out-of-range double to qint64 is undefined.
qint64 int64From(const QJsonValue &value, qint64 fallback = 0)
{
    if (!value.isDouble())
        return fallback;
    const double d = value.toDouble();
    constexpr double exact = 9007199254740992.0; // 2^53
    if (!std::isfinite(d) || d < -exact || d > exact || d != std::trunc(d))
        return fallback;
    return qint64(d);
}

QList<qint64> integersFrom(const QJsonValue &value, qsizetype size)
{
    if (value.isDouble())
        return QList<qint64>(size, int64From(value));
    const QJsonArray array = value.toArray();
    if (array.size() != size)
        return QList<qint64>(size, 0);
    QList<qint64> list;
    list.reserve(size);
    for (const QJsonValue &v : array)
        list.append(int64From(v));
    return list;
}

QDateTime timeFrom(const QJsonValue &value)
{
    return QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
}

QJsonValue timeJson(const QDateTime &time)
{
    return time.isValid() ? QJsonValue(time.toUTC().toString(Qt::ISODateWithMs)) : QJsonValue();
}

} // namespace

void ProbeSeries::reserve(qsizetype n)
{
    t.reserve(n);
    busbw.reserve(n);
    algbw.reserve(n);
    timeUs.reserve(n);
    bytes.reserve(n);
    wrong.reserve(n);
}

void ProbeSeries::append(const ProbeSample &sample)
{
    t.append(sample.t);
    busbw.append(sample.busbw);
    algbw.append(sample.algbw);
    timeUs.append(sample.timeUs);
    bytes.append(sample.bytes);
    wrong.append(sample.wrong);
}

QString BandwidthRecord::toolLabel(const TestSpec &spec)
{
    if (spec.tool == BandwidthTool::NcclTests)
        return QStringLiteral("nccl-tests");
    return spec.probeBackend == QLatin1String("mpi") ? tr("tandem-probe (MPI backend)")
                                                     : QStringLiteral("tandem-probe");
}

QString BandwidthRecord::toolKey(BandwidthTool tool)
{
    return tool == BandwidthTool::Probe ? QStringLiteral("probe") : QStringLiteral("nccl-tests");
}

QJsonObject BandwidthRecord::toJson(const TestSpec &spec)
{
    return {{QStringLiteral("tool"), toolKey(spec.tool)},
            {QStringLiteral("op"), spec.op},
            {QStringLiteral("min_bytes"), double(spec.minBytes)},
            {QStringLiteral("max_bytes"), double(spec.maxBytes)},
            {QStringLiteral("factor"), spec.factor},
            {QStringLiteral("iters"), spec.iters},
            {QStringLiteral("warmup_iters"), spec.warmupIters},
            {QStringLiteral("soak_seconds"), spec.soakSeconds},
            {QStringLiteral("interval_ms"), spec.intervalMs},
            {QStringLiteral("probe_backend"), spec.probeBackend},
            {QStringLiteral("binary"), spec.binary},
            {QStringLiteral("threshold_gbps"), spec.thresholdGBps},
            {QStringLiteral("hang_timeout_seconds"), spec.hangTimeoutSeconds},
            {QStringLiteral("health_interval_seconds"), spec.healthIntervalSeconds}};
}

TestSpec BandwidthRecord::specFromJson(const QJsonObject &o)
{
    TestSpec spec;
    spec.tool = o.value(QStringLiteral("tool")).toString() == QLatin1String("probe")
                    ? BandwidthTool::Probe
                    : BandwidthTool::NcclTests;
    spec.op = o.value(QStringLiteral("op")).toString(spec.op);
    spec.minBytes = int64From(o.value(QStringLiteral("min_bytes")), spec.minBytes);
    spec.maxBytes = int64From(o.value(QStringLiteral("max_bytes")), spec.maxBytes);
    spec.factor = o.value(QStringLiteral("factor")).toInt(spec.factor);
    spec.iters = o.value(QStringLiteral("iters")).toInt(spec.iters);
    spec.warmupIters = o.value(QStringLiteral("warmup_iters")).toInt(spec.warmupIters);
    spec.soakSeconds = o.value(QStringLiteral("soak_seconds")).toInt(spec.soakSeconds);
    spec.intervalMs = o.value(QStringLiteral("interval_ms")).toInt(spec.intervalMs);
    spec.probeBackend = o.value(QStringLiteral("probe_backend")).toString(spec.probeBackend);
    spec.binary = o.value(QStringLiteral("binary")).toString();
    spec.thresholdGBps = o.value(QStringLiteral("threshold_gbps")).toDouble(spec.thresholdGBps);
    spec.hangTimeoutSeconds
        = o.value(QStringLiteral("hang_timeout_seconds")).toInt(spec.hangTimeoutSeconds);
    // A run saved before health samples existed was not sampled.
    spec.healthIntervalSeconds
        = std::clamp(o.value(QStringLiteral("health_interval_seconds")).toInt(0), 0, 3600);
    return spec;
}

TransportSummary BandwidthRecord::transportFromJson(const QJsonObject &o)
{
    TransportSummary t;
    const auto text = [&](const char *key) { return o.value(QLatin1String(key)).toString(); };
    t.network = text("network");
    for (const QJsonValue &value : o.value(QStringLiteral("devices")).toArray()) {
        const QJsonObject d = value.toObject();
        t.ibDevices.append(NetDevice{d.value(QStringLiteral("index")).toInt(-1),
                                     d.value(QStringLiteral("name")).toString(),
                                     d.value(QStringLiteral("port")).toInt(),
                                     d.value(QStringLiteral("link_layer")).toString(),
                                     {}});
    }
    for (const QJsonValue &value : o.value(QStringLiteral("socket_devices")).toArray()) {
        const QJsonObject d = value.toObject();
        t.socketDevices.append(NetDevice{d.value(QStringLiteral("index")).toInt(-1),
                                         d.value(QStringLiteral("name")).toString(),
                                         0,
                                         {},
                                         d.value(QStringLiteral("address")).toString()});
    }
    t.oobInterface = text("oob_interface");
    t.oobAddress = text("oob_address");
    t.bootstrapInterface = text("bootstrap_interface");
    t.relaxedOrdering = o.value(QStringLiteral("relaxed_ordering")).toBool();
    t.ibNoDevice = o.value(QStringLiteral("ib_no_device")).toBool();
    t.ncclVersion = text("nccl_version");
    t.nRanks = o.value(QStringLiteral("nranks")).toInt();
    t.nNodes = o.value(QStringLiteral("nnodes")).toInt();
    for (const QJsonValue &value : o.value(QStringLiteral("paths")).toArray()) {
        const QJsonObject p = value.toObject();
        t.paths.append(ChannelPath{p.value(QStringLiteral("kind")).toString(),
                                   p.value(QStringLiteral("transport")).toString(),
                                   p.value(QStringLiteral("net_device")).toInt(-1),
                                   p.value(QStringLiteral("gdr")).toBool(),
                                   p.value(QStringLiteral("count")).toInt()});
    }
    for (const QJsonValue &value : o.value(QStringLiteral("warnings")).toArray())
        t.warnings.append(value.toString());
    // Only non-empty summaries are saved; linesSeen is not, so mark it as seen.
    t.linesSeen = o.value(QStringLiteral("lines_seen")).toInt(1);
    return t;
}

QJsonObject BandwidthRecord::toJson() const
{
    QJsonArray rowArray;
    for (const NcclRow &r : rows)
        rowArray.append(Tandem::toJson(r));
    QJsonObject object{
        {QStringLiteral("spec"), toJson(spec)},
        {QStringLiteral("command"), command},
        {QStringLiteral("first_node"), firstNode},
        {QStringLiteral("hosts"), QJsonArray::fromStringList(hosts)},
        {QStringLiteral("roce_devices"), QJsonArray::fromStringList(roceDevices)},
        {QStringLiteral("threshold_gbps"), thresholdGBps},
        {QStringLiteral("judged_busbw"), orNull(judgedBusbw)},
        {QStringLiteral("judged_bytes"), double(judgedBytes)},
        {QStringLiteral("rows"), rowArray},
        {QStringLiteral("started_at"), timeJson(startedAt)},
        {QStringLiteral("finished_at"), timeJson(finishedAt)},
        {QStringLiteral("cancelled"), cancelled},
    };
    if (!samples.isEmpty()) {
        object.insert(QStringLiteral("samples"),
                      QJsonObject{{QStringLiteral("count"), double(samples.size())},
                                  {QStringLiteral("t"), numbers(samples.t)},
                                  {QStringLiteral("busbw"), numbers(samples.busbw)},
                                  {QStringLiteral("algbw"), numbers(samples.algbw)},
                                  {QStringLiteral("time_us"), numbers(samples.timeUs)},
                                  {QStringLiteral("bytes"), integers(samples.bytes)},
                                  {QStringLiteral("wrong"), integers(samples.wrong)}});
    }
    if (!transport.isEmpty()) {
        QJsonObject t = Tandem::toJson(transport);
        t.insert(QStringLiteral("lines_seen"), transport.linesSeen);
        object.insert(QStringLiteral("transport"), t);
    }
    if (health.intervalSeconds > 0)
        object.insert(QStringLiteral("health"), health.toJson());
    return object;
}

BandwidthRecord BandwidthRecord::fromJson(const QJsonObject &o)
{
    BandwidthRecord record;
    record.spec = specFromJson(o.value(QStringLiteral("spec")).toObject());
    record.command = o.value(QStringLiteral("command")).toString();
    record.firstNode = o.value(QStringLiteral("first_node")).toString();
    for (const QJsonValue &v : o.value(QStringLiteral("hosts")).toArray())
        record.hosts.append(v.toString());
    for (const QJsonValue &v : o.value(QStringLiteral("roce_devices")).toArray())
        record.roceDevices.append(v.toString());
    record.thresholdGBps = o.value(QStringLiteral("threshold_gbps")).toDouble();
    record.judgedBusbw = optionalNumber(o.value(QStringLiteral("judged_busbw")));
    record.judgedBytes = int64From(o.value(QStringLiteral("judged_bytes")));
    for (const QJsonValue &value : o.value(QStringLiteral("rows")).toArray())
        record.rows.append(ncclRowFromJson(value.toObject()));
    const QJsonObject s = o.value(QStringLiteral("samples")).toObject();
    const QJsonArray t = s.value(QStringLiteral("t")).toArray();
    if (!t.isEmpty()) {
        const qsizetype n = t.size();
        record.samples.t = numbersFrom(t, n);
        record.samples.busbw = numbersFrom(s.value(QStringLiteral("busbw")).toArray(), n);
        record.samples.algbw = numbersFrom(s.value(QStringLiteral("algbw")).toArray(), n);
        record.samples.timeUs = numbersFrom(s.value(QStringLiteral("time_us")).toArray(), n);
        record.samples.bytes = integersFrom(s.value(QStringLiteral("bytes")), n);
        record.samples.wrong = integersFrom(s.value(QStringLiteral("wrong")), n);
    }
    if (o.contains(QStringLiteral("transport")))
        record.transport = transportFromJson(o.value(QStringLiteral("transport")).toObject());
    record.startedAt = timeFrom(o.value(QStringLiteral("started_at")));
    record.finishedAt = timeFrom(o.value(QStringLiteral("finished_at")));
    record.cancelled = o.value(QStringLiteral("cancelled")).toBool();
    record.health = HealthLog::fromJson(o.value(QStringLiteral("health")).toObject());
    return record;
}

} // namespace Tandem
