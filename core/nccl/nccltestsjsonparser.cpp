// SPDX-License-Identifier: GPL-3.0-or-later
#include "nccltestsjsonparser.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace Tandem {

namespace {

// nccl-tests writes some numbers as strings ("    -1", "nan"); accept both forms.
std::optional<double> toNumber(const QJsonValue &v)
{
    if (v.isDouble())
        return v.toDouble();
    if (v.isString()) {
        const QString s = v.toString().trimmed();
        if (s.compare(u"nan", Qt::CaseInsensitive) == 0)
            return qQNaN();
        bool ok = false;
        const double d = s.toDouble(&ok);
        if (ok)
            return d;
    }
    return std::nullopt;
}

qint64 toInt64(const QJsonValue &v, qint64 fallback)
{
    const auto n = toNumber(v);
    return n && !std::isnan(*n) ? qint64(*n) : fallback;
}

int toInt(const QJsonValue &v, int fallback)
{
    return int(toInt64(v, fallback));
}

// "true"/"false" strings (or real booleans); "unchecked" and anything else is unknown.
std::optional<bool> toFlag(const QJsonValue &v)
{
    if (v.isBool())
        return v.toBool();
    if (v.toString() == u"true")
        return true;
    if (v.toString() == u"false")
        return false;
    return std::nullopt;
}

NcclPlacement readPlacement(const QJsonObject &o)
{
    NcclPlacement p;
    p.timeUs = toNumber(o.contains(u"cpu_time") ? o.value(u"cpu_time") : o.value(u"time"));
    p.algbw = toNumber(o.value(u"alg_bw"));
    p.busbw = toNumber(o.value(u"bus_bw"));
    p.wrong = toNumber(o.value(u"nwrong")); // null when errors are not checked (-c 0)
    return p;
}

int lineOfOffset(const QByteArray &raw, int offset)
{
    const qsizetype end = qBound(qsizetype(0), qsizetype(offset), raw.size());
    return int(QByteArrayView(raw.constData(), end).count('\n')) + 1;
}

} // namespace

Result<NcclTestsRun> NcclTestsJsonParser::parse(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError) {
        return makeError(
            tr("the nccl-tests JSON report cannot be read: %1").arg(error.errorString()),
            lineOfOffset(json, error.offset));
    }
    const QJsonObject root = doc.object();
    if (!doc.isObject() || !root.contains(u"results")) {
        return makeError(tr("this is not an nccl-tests JSON report: it has no \"results\" list"));
    }

    NcclTestsRun run;
    const QJsonArray args = root.value(u"args").toArray();
    if (!args.isEmpty())
        run.collective = args.first().toString().section(u'/', -1);
    // The report only has the library's version (ncclGetVersion), not the headers'.
    run.libraryVersion = toInt(root.value(u"nccl_version"), 0);
    if (root.contains(u"version") && toInt(root.value(u"version"), 0) != 3) {
        run.warnings.append(tr("JSON report version %1 is not the known version 3; read as far "
                               "as its keys match")
                                .arg(root.value(u"version").toVariant().toString()));
    }

    const QJsonObject config = root.value(u"config").toObject();
    run.threads = toInt(config.value(u"nthreads"), -1);
    run.gpusPerThread = toInt(config.value(u"ngpus"), -1);
    run.minBytes = toInt64(config.value(u"minimum_bytes"), -1);
    run.maxBytes = toInt64(config.value(u"maximum_bytes"), -1);
    run.stepFactor = toInt64(config.value(u"step_factor"), -1);
    run.stepBytes = toInt64(config.value(u"step_bytes"), -1);
    run.warmupIters = toInt(config.value(u"warmup_iters"), -1);
    run.iters = toInt(config.value(u"iterations"), -1);
    run.aggIters = toInt(config.value(u"aggregated_iterations"), -1);
    run.validation = toInt(config.value(u"validation"), -1);
    run.graph = toInt(config.value(u"graph"), -1);

    // One entry per process, from its first device line (docs/nccl.md, "JSON output").
    for (const QJsonValue &v : config.value(u"devices").toArray()) {
        const QJsonObject d = v.toObject();
        NcclRank rank;
        rank.rank = toInt(d.value(u"rank"), 0);
        rank.group = toInt(d.value(u"group"), 0);
        rank.pid = toInt64(d.value(u"pid"), 0);
        rank.host = d.value(u"hostname").toString();
        rank.device = toInt(d.value(u"device"), 0);
        rank.busId = d.value(u"device_hex").toString();
        rank.gpu = d.value(u"device_info").toString();
        run.ranks.append(rank);
    }

    const QJsonArray results = root.value(u"results").toArray();
    run.rows.reserve(results.size());
    for (const QJsonValue &v : results) {
        const QJsonObject r = v.toObject();
        NcclRow row;
        row.bytes = toInt64(r.value(u"size"), 0);
        row.count = toInt64(r.value(u"count"), 0);
        row.type = r.value(u"type").toString();
        row.redop = r.value(u"redop").toString();
        row.root = toInt(r.value(u"root"), -1);
        const QJsonObject oop = r.value(u"out_of_place").toObject();
        const QJsonObject ip = r.value(u"in_place").toObject();
        run.cpuTime = run.cpuTime || oop.contains(u"cpu_time");
        row.outOfPlace = readPlacement(oop);
        row.inPlace = readPlacement(ip);
        row.timestamp = r.value(u"timestamp").toString();
        run.rows.append(row);
    }

    const QJsonObject oob = root.value(u"out_of_bounds").toObject();
    if (oob.contains(u"count")) {
        run.outOfBounds = toInt64(oob.value(u"count"), 0);
        run.outOfBoundsOk = toFlag(oob.value(u"okay"));
    }
    const QJsonObject avg = root.value(u"average_bus_bandwidth").toObject();
    run.avgBusbw = toNumber(avg.value(u"bandwidth"));
    run.avgBusbwOk = toFlag(avg.value(u"okay"));

    for (const QJsonValue &e : root.value(u"errors").toArray()) {
        const QString text = e.toString().trimmed();
        if (!text.isEmpty()) // [""] means no error
            run.errors.append(text);
    }
    // The file is only finalised when the run ends.
    run.complete = root.contains(u"end_time");
    return run;
}

} // namespace Tandem
