// SPDX-License-Identifier: GPL-3.0-or-later
#include "nccltestsjsonparser.h"

#include "nccltestsrow.h"

#include "util/checkednumbers.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <climits>
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

// Every number of the report goes through here: a value that is missing or not a number
// gives `fallback`; one outside [min, max] (1e300, -9.3e18, NaN, a fraction) gives `fallback`
// and a warning naming `what`, so it is never cast out of range or taken as a value.
struct Numbers
{
    QStringList *warnings;

    qint64 integer(const QJsonValue &v, const char *what, qint64 min, qint64 max, qint64 fallback)
    {
        const auto n = toNumber(v);
        if (!n)
            return fallback;
        if (const auto checked = checkedInteger(*n, min, max))
            return *checked;
        warnings->append(
            NcclTestsJsonParser::tr("the value %1 of %2 is out of range and was ignored")
                .arg(QString::number(*n, 'g', 6), QLatin1String(what)));
        return fallback;
    }

    int count(const QJsonValue &v, const char *what, int fallback)
    {
        return int(integer(v, what, 0, INT_MAX, fallback));
    }
};

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
    if (const auto tooLarge
        = checkInputSize(json.size(), InputLimits::LogBytes, tr("the nccl-tests JSON report")))
        return tl::unexpected(*tooLarge);
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
    Numbers numbers{&run.warnings};
    const QJsonArray args = root.value(u"args").toArray();
    if (!args.isEmpty())
        run.collective = args.first().toString().section(u'/', -1);
    // The report only has the library's version (ncclGetVersion), not the headers'.
    run.libraryVersion = numbers.count(root.value(u"nccl_version"), "nccl_version", 0);
    if (root.contains(u"version") && toNumber(root.value(u"version")) != 3.0) {
        run.warnings.append(tr("JSON report version %1 is not the known version 3; read as far "
                               "as its keys match")
                                .arg(root.value(u"version").toVariant().toString().left(40)));
    }

    const QJsonObject config = root.value(u"config").toObject();
    constexpr qint64 maxBytes = InputLimits::MessageBytes;
    run.threads = numbers.count(config.value(u"nthreads"), "nthreads", -1);
    run.gpusPerThread = numbers.count(config.value(u"ngpus"), "ngpus", -1);
    run.minBytes
        = numbers.integer(config.value(u"minimum_bytes"), "minimum_bytes", 0, maxBytes, -1);
    run.maxBytes
        = numbers.integer(config.value(u"maximum_bytes"), "maximum_bytes", 0, maxBytes, -1);
    run.stepFactor = numbers.integer(config.value(u"step_factor"), "step_factor", 0, maxBytes, -1);
    run.stepBytes = numbers.integer(config.value(u"step_bytes"), "step_bytes", 0, maxBytes, -1);
    run.warmupIters = numbers.count(config.value(u"warmup_iters"), "warmup_iters", -1);
    run.iters = numbers.count(config.value(u"iterations"), "iterations", -1);
    run.aggIters
        = numbers.count(config.value(u"aggregated_iterations"), "aggregated_iterations", -1);
    run.validation = numbers.count(config.value(u"validation"), "validation", -1);
    run.graph = numbers.count(config.value(u"graph"), "graph", -1);

    // One entry per process, from its first device line (docs/nccl.md, "JSON output").
    for (const QJsonValue &v : config.value(u"devices").toArray()) {
        const QJsonObject d = v.toObject();
        NcclRank rank;
        rank.rank = numbers.count(d.value(u"rank"), "rank", 0);
        rank.group = numbers.count(d.value(u"group"), "group", 0);
        rank.pid = numbers.count(d.value(u"pid"), "pid", 0);
        rank.host = d.value(u"hostname").toString();
        rank.device = numbers.count(d.value(u"device"), "device", 0);
        rank.busId = d.value(u"device_hex").toString();
        rank.gpu = d.value(u"device_info").toString();
        run.ranks.append(rank);
    }

    const QJsonArray results = root.value(u"results").toArray();
    run.rows.reserve(results.size());
    for (qsizetype i = 0; i < results.size(); ++i) {
        const QJsonObject r = results.at(i).toObject();
        NcclRow row;
        // Sizes and counts out of range would be cast to nonsense; such a row is dropped.
        bool inRange = true;
        const auto whole = [&inRange](const QJsonValue &v, qint64 min, qint64 max, qint64 unset) {
            const auto n = toNumber(v);
            if (!n)
                return unset;
            const auto checked = checkedInteger(*n, min, max);
            inRange = inRange && checked.has_value();
            return checked.value_or(unset);
        };
        row.bytes = whole(r.value(u"size"), 0, maxBytes, 0);
        row.count = whole(r.value(u"count"), 0, maxBytes, 0);
        row.type = r.value(u"type").toString();
        row.redop = r.value(u"redop").toString();
        row.root = int(whole(r.value(u"root"), -1, INT_MAX, -1));
        const QJsonObject oop = r.value(u"out_of_place").toObject();
        const QJsonObject ip = r.value(u"in_place").toObject();
        run.cpuTime = run.cpuTime || oop.contains(u"cpu_time");
        row.outOfPlace = readPlacement(oop);
        row.inPlace = readPlacement(ip);
        row.timestamp = r.value(u"timestamp").toString();
        QString problem = ncclRowRangeProblem(row);
        if (!inRange) {
            problem = tr("size, count or root is not a whole number in range (size %1, count "
                         "%2, root %3)")
                          .arg(r.value(u"size").toVariant().toString().left(40),
                               r.value(u"count").toVariant().toString().left(40),
                               r.value(u"root").toVariant().toString().left(40));
        }
        if (!problem.isEmpty()) {
            run.warnings.append(tr("result %1 was dropped because its %2").arg(i + 1).arg(problem));
            continue;
        }
        run.rows.append(row);
    }

    const QJsonObject oob = root.value(u"out_of_bounds").toObject();
    if (oob.contains(u"count")) {
        const qint64 count
            = numbers.integer(oob.value(u"count"), "out_of_bounds.count", 0, maxBytes, -1);
        if (count >= 0) {
            run.outOfBounds = count;
            run.outOfBoundsOk = toFlag(oob.value(u"okay"));
        }
    }
    const QJsonObject avg = root.value(u"average_bus_bandwidth").toObject();
    run.avgBusbw = toNumber(avg.value(u"bandwidth"));
    if (run.avgBusbw && !isMeasureWithin(*run.avgBusbw, InputLimits::BandwidthGBps)) {
        run.warnings.append(tr("the average bus bandwidth %1 is out of range and was ignored")
                                .arg(QString::number(*run.avgBusbw, 'g', 6)));
        run.avgBusbw.reset();
    }
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
