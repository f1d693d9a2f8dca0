// SPDX-License-Identifier: GPL-3.0-or-later
#include "nccltestsjson.h"

#include "util/checkednumbers.h"

#include <QJsonArray>

#include <cmath>

namespace Tandem {

namespace {

QJsonValue orNull(const QString &s)
{
    return s.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s);
}

// -1 (or 0 for versions) is how NcclTestsRun says "not printed".
QJsonValue orNull(qint64 v, qint64 unset)
{
    return v == unset ? QJsonValue(QJsonValue::Null) : QJsonValue(v);
}

QJsonValue orNull(std::optional<double> v)
{
    // NaN has no JSON form; it means as little as N/A to a reader of the report.
    return v && !std::isnan(*v) ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonValue orNull(std::optional<bool> v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonObject placementJson(const NcclPlacement &p)
{
    return QJsonObject{{QStringLiteral("time_us"), orNull(p.timeUs)},
                       {QStringLiteral("algbw"), orNull(p.algbw)},
                       {QStringLiteral("busbw"), orNull(p.busbw)},
                       {QStringLiteral("wrong"), orNull(p.wrong)}};
}

// A measure read back from a saved session; one out of range (see docs/nccl.md, "Limits on
// input") reads as absent.
std::optional<double> optionalNumber(const QJsonValue &value, double max)
{
    if (!value.isDouble() || !isMeasureWithin(value.toDouble(), max))
        return std::nullopt;
    return value.toDouble();
}

NcclPlacement placementFromJson(const QJsonObject &o)
{
    NcclPlacement p;
    p.timeUs = optionalNumber(o.value(QStringLiteral("time_us")), InputLimits::TimeUs);
    p.algbw = optionalNumber(o.value(QStringLiteral("algbw")), InputLimits::BandwidthGBps);
    p.busbw = optionalNumber(o.value(QStringLiteral("busbw")), InputLimits::BandwidthGBps);
    p.wrong = optionalNumber(o.value(QStringLiteral("wrong")), InputLimits::WrongCount);
    return p;
}

QJsonObject paramsJson(const NcclTestsRun &run)
{
    return QJsonObject{{QStringLiteral("threads"), orNull(run.threads, -1)},
                       {QStringLiteral("gpus_per_thread"), orNull(run.gpusPerThread, -1)},
                       {QStringLiteral("min_bytes"), orNull(run.minBytes, -1)},
                       {QStringLiteral("max_bytes"), orNull(run.maxBytes, -1)},
                       {QStringLiteral("step_factor"), orNull(run.stepFactor, -1)},
                       {QStringLiteral("step_bytes"), orNull(run.stepBytes, -1)},
                       {QStringLiteral("warmup_iters"), orNull(run.warmupIters, -1)},
                       {QStringLiteral("iters"), orNull(run.iters, -1)},
                       {QStringLiteral("agg_iters"), orNull(run.aggIters, -1)},
                       {QStringLiteral("validation"), orNull(run.validation, -1)},
                       {QStringLiteral("graph"), orNull(run.graph, -1)},
                       {QStringLiteral("cpu_time"), run.cpuTime}};
}

} // namespace

QJsonObject toJson(const TransportSummary &t)
{
    QJsonArray devices;
    for (const NetDevice &d : t.ibDevices) {
        devices.append(QJsonObject{{QStringLiteral("index"), d.index},
                                   {QStringLiteral("name"), d.name},
                                   {QStringLiteral("port"), d.port},
                                   {QStringLiteral("link_layer"), orNull(d.linkLayer)}});
    }
    QJsonArray socketDevices;
    for (const NetDevice &d : t.socketDevices) {
        socketDevices.append(QJsonObject{{QStringLiteral("index"), d.index},
                                         {QStringLiteral("name"), d.name},
                                         {QStringLiteral("address"), orNull(d.address)}});
    }
    QJsonArray paths;
    for (const ChannelPath &p : t.paths) {
        paths.append(QJsonObject{{QStringLiteral("kind"), p.kind},
                                 {QStringLiteral("transport"), orNull(p.transport)},
                                 {QStringLiteral("net_device"), orNull(p.netDevice, -1)},
                                 {QStringLiteral("gdr"), p.gdr},
                                 {QStringLiteral("count"), p.count}});
    }
    return QJsonObject{{QStringLiteral("network"), orNull(t.network)},
                       {QStringLiteral("devices"), devices},
                       {QStringLiteral("socket_devices"), socketDevices},
                       {QStringLiteral("oob_interface"), orNull(t.oobInterface)},
                       {QStringLiteral("oob_address"), orNull(t.oobAddress)},
                       {QStringLiteral("bootstrap_interface"), orNull(t.bootstrapInterface)},
                       {QStringLiteral("relaxed_ordering"), t.relaxedOrdering},
                       {QStringLiteral("ib_no_device"), t.ibNoDevice},
                       {QStringLiteral("ib_hca"), orNull(t.ibHca)},
                       {QStringLiteral("nccl_version"), orNull(t.ncclVersion)},
                       {QStringLiteral("nranks"), orNull(t.nRanks, 0)},
                       {QStringLiteral("nnodes"), orNull(t.nNodes, 0)},
                       {QStringLiteral("paths"), paths},
                       {QStringLiteral("warnings"), QJsonArray::fromStringList(t.warnings)}};
}

QJsonObject toJson(const NcclRow &row)
{
    return QJsonObject{{QStringLiteral("test"), row.test},
                       {QStringLiteral("bytes"), row.bytes},
                       {QStringLiteral("count"), row.count},
                       {QStringLiteral("type"), row.type},
                       {QStringLiteral("redop"), row.redop},
                       {QStringLiteral("root"), row.root},
                       {QStringLiteral("out_of_place"), placementJson(row.outOfPlace)},
                       {QStringLiteral("in_place"), placementJson(row.inPlace)},
                       {QStringLiteral("timestamp"), orNull(row.timestamp)}};
}

NcclRow ncclRowFromJson(const QJsonObject &o)
{
    NcclRow row;
    row.test = o.value(QStringLiteral("test")).toInt();
    // Sessions saved before rows had one form wrote sizes as doubles; both read the same. A
    // size out of range (a hand-edited or hostile file: 1e300, -9.3e18) reads as absent, 0;
    // casting it would be undefined behaviour.
    const auto size = [&o](const char *key) {
        return checkedInteger(o.value(QLatin1String(key)).toDouble(), 0, InputLimits::MessageBytes)
            .value_or(0);
    };
    row.bytes = size("bytes");
    row.count = size("count");
    row.type = o.value(QStringLiteral("type")).toString();
    row.redop = o.value(QStringLiteral("redop")).toString();
    row.root = o.value(QStringLiteral("root")).toInt(-1);
    row.outOfPlace = placementFromJson(o.value(QStringLiteral("out_of_place")).toObject());
    row.inPlace = placementFromJson(o.value(QStringLiteral("in_place")).toObject());
    row.timestamp = o.value(QStringLiteral("timestamp")).toString();
    return row;
}

QJsonObject ncclRowLine(const NcclRow &row)
{
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("row")},
                       {QStringLiteral("bytes"), row.bytes},
                       {QStringLiteral("count"), row.count},
                       {QStringLiteral("time_us"), orNull(row.outOfPlace.timeUs)},
                       {QStringLiteral("algbw"), orNull(row.outOfPlace.algbw)},
                       {QStringLiteral("busbw"), orNull(row.outOfPlace.busbw)},
                       {QStringLiteral("in_place_time_us"), orNull(row.inPlace.timeUs)},
                       {QStringLiteral("in_place_algbw"), orNull(row.inPlace.algbw)},
                       {QStringLiteral("in_place_busbw"), orNull(row.inPlace.busbw)},
                       {QStringLiteral("wrong"), orNull(row.outOfPlace.wrong)}};
}

QJsonObject toJson(const NcclTestsRun &run)
{
    QJsonArray ranks;
    for (const NcclRank &r : run.ranks) {
        ranks.append(QJsonObject{{QStringLiteral("rank"), r.rank},
                                 {QStringLiteral("group"), r.group},
                                 {QStringLiteral("pid"), r.pid},
                                 {QStringLiteral("host"), r.host},
                                 {QStringLiteral("device"), r.device},
                                 {QStringLiteral("bus_id"), r.busId},
                                 {QStringLiteral("gpu"), r.gpu}});
    }
    QJsonArray rows;
    for (const NcclRow &r : run.rows)
        rows.append(toJson(r));
    QJsonValue peak(QJsonValue::Null);
    if (const auto p = run.peakBusbw()) {
        peak = QJsonObject{{QStringLiteral("value"), p->busbw},
                           {QStringLiteral("bytes"), p->bytes},
                           {QStringLiteral("placement"),
                            p->placement == NcclPlacementKind::InPlace
                                ? QStringLiteral("in_place")
                                : QStringLiteral("out_of_place")}};
    }
    QJsonValue outOfBounds(QJsonValue::Null);
    if (run.outOfBounds)
        outOfBounds = *run.outOfBounds;

    return QJsonObject{{QStringLiteral("collective"), orNull(run.collectiveName())},
                       {QStringLiteral("program"), orNull(run.collective)},
                       {QStringLiteral("nccl_tests_version"), orNull(run.testsVersion)},
                       {QStringLiteral("git_hash"), orNull(run.gitHash)},
                       {QStringLiteral("nccl_headers"), orNull(run.headersVersion, 0)},
                       {QStringLiteral("nccl_library"), orNull(run.libraryVersion, 0)},
                       {QStringLiteral("nccl_version"), orNull(run.ncclVersion)},
                       {QStringLiteral("params"), paramsJson(run)},
                       {QStringLiteral("ranks"), ranks},
                       {QStringLiteral("rows"), rows},
                       {QStringLiteral("peak_busbw"), peak},
                       {QStringLiteral("avg_busbw"), orNull(run.avgBusbw)},
                       {QStringLiteral("avg_busbw_ok"), orNull(run.avgBusbwOk)},
                       {QStringLiteral("out_of_bounds"), outOfBounds},
                       {QStringLiteral("out_of_bounds_ok"), orNull(run.outOfBoundsOk)},
                       {QStringLiteral("complete"), run.complete},
                       {QStringLiteral("errors"), QJsonArray::fromStringList(run.errors)},
                       {QStringLiteral("warnings"), QJsonArray::fromStringList(run.warnings)},
                       {QStringLiteral("transport"), toJson(run.transport)}};
}

} // namespace Tandem
