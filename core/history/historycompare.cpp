// SPDX-License-Identifier: GPL-3.0-or-later
#include "historycompare.h"

#include "checks/check.h"
#include "history/historystore.h"
#include "nccl/judgedbusbw.h"
#include "session/workflowstate.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QMap>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace Tandem {

namespace {

// busbw per message size: nccl-tests rows (the better placement), the probe's samples (a sweep:
// the best at each size; a soak: its mean at its one size).
QMap<qint64, double> bySize(const BandwidthRecord &run)
{
    QMap<qint64, double> sizes;
    for (const NcclRow &row : run.rows) {
        if (const auto busbw = bestBusbw(row))
            sizes.insert(row.bytes, std::max(sizes.value(row.bytes, 0.0), *busbw));
    }
    if (run.spec.isSoak()) {
        if (run.judgedBusbw && run.judgedBytes > 0)
            sizes.insert(run.judgedBytes, *run.judgedBusbw);
        return sizes;
    }
    for (qsizetype i = 0; i < run.samples.size(); ++i) {
        const qint64 bytes = run.samples.bytes.value(i);
        const double busbw = run.samples.busbw.value(i);
        if (std::isfinite(busbw))
            sizes.insert(bytes, std::max(sizes.value(bytes, 0.0), busbw));
    }
    return sizes;
}

// A check by step, id and node, with its status.
QMap<QString, QPair<QString, QString>> checksOf(const WorkflowState &state)
{
    QMap<QString, QPair<QString, QString>> out;
    for (auto it = state.checks.cbegin(); it != state.checks.cend(); ++it) {
        for (const Check &check : *it) {
            if (check.status == CheckStatus::Running || check.status == CheckStatus::Pending)
                continue;
            out.insert(check.id + QLatin1Char('\n') + check.node,
                       {checkStatusKey(check.status), check.title});
        }
    }
    return out;
}

QMap<QString, QString> versionsOf(const WorkflowState &state)
{
    QMap<QString, QString> out; // "node\nitem" -> value
    for (const NodeFacts &f : state.facts) {
        const QList<QPair<const char *, QString>> items{{"driver", f.driver},
                                                        {"kernel", f.kernel},
                                                        {"image", f.imageSummary()},
                                                        {"os", f.os},
                                                        {"bios", f.bios},
                                                        {"model", f.model}};
        for (const auto &[item, value] : items) {
            if (!value.isEmpty())
                out.insert(f.node + QLatin1Char('\n') + QLatin1String(item), value);
        }
    }
    if (!state.bandwidth.transport.ncclVersion.isEmpty())
        out.insert(QStringLiteral("\nnccl"), state.bandwidth.transport.ncclVersion);
    return out;
}

QJsonObject changeJson(const HistoryComparison::Change &c)
{
    return {{QStringLiteral("what"), c.what},
            {QStringLiteral("node"), c.node},
            {QStringLiteral("title"), c.title},
            {QStringLiteral("a"), c.a},
            {QStringLiteral("b"), c.b}};
}

// The keys of either map, once each, in order (a QMap's keys are sorted already).
template<typename K, typename V>
QList<K> keysOfEither(const QMap<K, V> &a, const QMap<K, V> &b)
{
    QList<K> keys;
    std::set_union(a.keyBegin(), a.keyEnd(), b.keyBegin(), b.keyEnd(), std::back_inserter(keys));
    return keys;
}

QJsonValue number(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}

} // namespace

QList<HistoryComparison::Size> HistoryComparison::regressions() const
{
    QList<Size> out;
    for (const Size &s : sizes) {
        if (s.regression)
            out << s;
    }
    return out;
}

QJsonObject HistoryComparison::toJson() const
{
    QJsonArray sizeList;
    QJsonArray regressionList;
    for (const Size &s : sizes) {
        const QJsonObject o{{QStringLiteral("bytes"), double(s.bytes)},
                            {QStringLiteral("a_gbps"), number(s.a)},
                            {QStringLiteral("b_gbps"), number(s.b)},
                            {QStringLiteral("change_percent"), number(s.changePercent)},
                            {QStringLiteral("regression"), s.regression}};
        sizeList.append(o);
        if (s.regression)
            regressionList.append(o);
    }
    QJsonArray checkList;
    for (const Change &c : checks)
        checkList.append(changeJson(c));
    QJsonArray versionList;
    for (const Change &c : versions)
        versionList.append(changeJson(c));
    return {{QStringLiteral("a"), a.toJson()},
            {QStringLiteral("b"), b.toJson()},
            {QStringLiteral("tolerance_percent"), kRegressionPercent},
            {QStringLiteral("sizes"), sizeList},
            {QStringLiteral("checks"), checkList},
            {QStringLiteral("versions"), versionList},
            {QStringLiteral("regressions"), regressionList}};
}

HistoryComparison HistoryCompare::between(const HistoryRun &a,
                                          const WorkflowState &stateA,
                                          const HistoryRun &b,
                                          const WorkflowState &stateB)
{
    HistoryComparison out;
    out.a = a;
    out.b = b;
    out.toolA = BandwidthRecord::toolLabel(stateA.bandwidth.spec);
    out.toolB = BandwidthRecord::toolLabel(stateB.bandwidth.spec);
    const QMap<qint64, double> sizesA = bySize(stateA.bandwidth);
    const QMap<qint64, double> sizesB = bySize(stateB.bandwidth);
    for (const qint64 bytes : keysOfEither(sizesA, sizesB)) {
        HistoryComparison::Size s;
        s.bytes = bytes;
        if (sizesA.contains(bytes))
            s.a = sizesA.value(bytes);
        if (sizesB.contains(bytes))
            s.b = sizesB.value(bytes);
        if (s.a && s.b && *s.a > 0) {
            s.changePercent = (*s.b - *s.a) / *s.a * 100.0;
            s.regression = *s.changePercent < -HistoryComparison::kRegressionPercent;
        }
        out.sizes << s;
    }

    const auto checksA = checksOf(stateA);
    const auto checksB = checksOf(stateB);
    for (const QString &key : keysOfEither(checksA, checksB)) {
        const auto ca = checksA.value(key);
        const auto cb = checksB.value(key);
        if (ca.first == cb.first)
            continue;
        out.checks << HistoryComparison::Change{key.section(QLatin1Char('\n'), 0, 0),
                                                key.section(QLatin1Char('\n'), 1),
                                                cb.second.isEmpty() ? ca.second : cb.second,
                                                ca.first,
                                                cb.first};
    }

    const auto versionsA = versionsOf(stateA);
    const auto versionsB = versionsOf(stateB);
    for (const QString &key : keysOfEither(versionsA, versionsB)) {
        const QString va = versionsA.value(key);
        const QString vb = versionsB.value(key);
        if (va == vb)
            continue;
        const QString item = key.section(QLatin1Char('\n'), 1);
        out.versions << HistoryComparison::Change{
            item, key.section(QLatin1Char('\n'), 0, 0), item, va, vb};
    }
    return out;
}

} // namespace Tandem

namespace Tandem {

Result<std::optional<HistoryComparison>> HistoryCompare::withBaseline(const WorkflowState &state,
                                                                      const QString &historyPath)
{
    if (state.bandwidth.isEmpty() || !QFileInfo::exists(historyPath))
        return std::optional<HistoryComparison>();
    HistoryStore store(historyPath);
    if (const auto opened = store.open(); !opened)
        return tl::unexpected(opened.error());
    const QString cluster = HistoryStore::clusterKey(state.nodes);
    const auto baseline = store.baseline(cluster);
    if (!baseline)
        return tl::unexpected(baseline.error());
    if (!baseline->has_value())
        return std::optional<HistoryComparison>();
    const HistoryRun &base = **baseline;
    // The run is the baseline: the same cluster's run that finished at the same moment.
    if (base.time == state.bandwidth.finishedAt.toUTC())
        return std::optional<HistoryComparison>();
    const auto baseState = store.load(base.id);
    if (!baseState)
        return tl::unexpected(baseState.error());
    HistoryRun current;
    current.cluster = cluster;
    current.time = state.bandwidth.finishedAt.toUTC();
    current.kind = state.bandwidth.spec.isSoak() ? QStringLiteral("soak") : QStringLiteral("sweep");
    current.op = state.bandwidth.spec.op;
    current.busbw = state.bandwidth.judgedBusbw;
    current.bytes = state.bandwidth.judgedBytes;
    // As the run history records it: the report says when the last run failed where its
    // baseline passed, rather than letting the failure stand in silently for the evidence.
    // (The worst of the step's checks: any failed one fails the run, as the step's verdict.)
    current.verdict = checkStatusKey(worstStatus(state.checks.value(StepId::Bandwidth)));
    for (const NodeAddress &node : state.nodes)
        current.nodes << node.name;
    return std::optional<HistoryComparison>(between(base, *baseState, current, state));
}

} // namespace Tandem
