// SPDX-License-Identifier: GPL-3.0-or-later
#include "reporthealth.h"

#include "doctor/healthfindings.h"
#include "health/healthcounters.h"
#include "util/units.h"

#include <QJsonArray>
#include <QLocale>
#include <QMap>
#include <QSet>

namespace Tandem {

std::optional<ReportHealth> ReportHealth::from(const HealthLog &log)
{
    if (log.intervalSeconds <= 0)
        return std::nullopt;
    ReportHealth health;
    health.intervalSeconds = log.intervalSeconds;
    health.samples = log.ticks.size();
    QSet<QString> nodes;
    for (const HealthTick &tick : log.ticks)
        nodes.insert(tick.node);
    health.nodes = nodes.values();
    health.nodes.sort();
    QMap<QString, qsizetype> rows; // node, interface, kind -> its row
    for (const HealthEvent &e : log.events) {
        const QString key
            = e.node + QLatin1Char('\n') + e.interface + QLatin1Char('\n') + healthEventKey(e.kind);
        if (!rows.contains(key)) {
            rows.insert(key, health.events.size());
            health.events << EventRow{e.node, e.interface, healthEventKey(e.kind), 0, e.t, e.t};
        }
        EventRow &row = health.events[rows.value(key)];
        row.count += e.count;
        row.firstT = std::min(row.firstT, e.t);
        row.lastT = std::max(row.lastT, e.t);
    }
    const auto totals = log.totals();
    for (auto node = totals.cbegin(); node != totals.cend(); ++node) {
        for (auto iface = node->cbegin(); iface != node->cend(); ++iface) {
            for (auto c = iface->cbegin(); c != iface->cend(); ++c) {
                const HealthCounter *counter = HealthCounters::find(c.key());
                if (counter && counter->kind == CounterKind::Error)
                    health.errorCounters << CounterRow{node.key(), iface.key(), c.key(), *c};
            }
        }
    }
    health.findings = HealthFindings::of(log);
    return health;
}

QString ReportHealth::summaryText() const
{
    if (findings.isEmpty()) {
        return tr("Health: no link went down, no error counter grew and no GPU was throttled "
                  "(%n sample(s) from %1 node(s) every %2 s).",
                  nullptr,
                  int(samples))
            .arg(nodes.size())
            .arg(QLocale().toString(intervalSeconds));
    }
    QStringList titles;
    for (const Finding &f : findings)
        titles << f.title;
    return tr("Health: %1.").arg(titles.join(QStringLiteral("; ")));
}

QJsonObject ReportHealth::toJson() const
{
    QJsonArray eventList;
    for (const EventRow &e : events) {
        eventList.append(QJsonObject{{QStringLiteral("node"), e.node},
                                     {QStringLiteral("interface"), e.interface},
                                     {QStringLiteral("kind"), e.kind},
                                     {QStringLiteral("count"), double(e.count)},
                                     {QStringLiteral("first_t"), e.firstT},
                                     {QStringLiteral("last_t"), e.lastT}});
    }
    QJsonArray counterList;
    for (const CounterRow &c : errorCounters) {
        counterList.append(QJsonObject{{QStringLiteral("node"), c.node},
                                       {QStringLiteral("interface"), c.interface},
                                       {QStringLiteral("counter"), c.counter},
                                       {QStringLiteral("total"), double(c.total)}});
    }
    QJsonArray findingList;
    for (const Finding &f : findings)
        findingList.append(f.toJson());
    return {{QStringLiteral("interval_s"), intervalSeconds},
            {QStringLiteral("samples"), double(samples)},
            {QStringLiteral("nodes"), QJsonArray::fromStringList(nodes)},
            {QStringLiteral("healthy"), healthy()},
            {QStringLiteral("events"), eventList},
            {QStringLiteral("error_counters"), counterList},
            {QStringLiteral("findings"), findingList}};
}

QString ReportHealth::baselineText(const HistoryComparison &c)
{
    const QString reference
        = tr("run %1 of %2")
              .arg(c.a.id)
              .arg(c.a.time.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
    QString failed;
    if (c.b.verdict == QLatin1String("fail") && c.a.verdict != QLatin1String("fail")) {
        failed = tr("The last run failed; the accepted baseline (%1) passed and stays in the run "
                    "history. The checklist judges the last run. ")
                     .arg(reference);
    }
    const auto regressions = c.regressions();
    if (regressions.isEmpty()) {
        return failed
               + tr("No regression against the accepted baseline (%1): within %2 % at every size "
                    "both measured.")
                     .arg(reference)
                     .arg(HistoryComparison::kRegressionPercent);
    }
    QStringList sizes;
    for (const HistoryComparison::Size &s : regressions)
        sizes << tr("%1 (%2 %)")
                     .arg(formatBytes(s.bytes))
                     .arg(s.changePercent.value_or(0), 0, 'f', 1);
    return failed
           + tr("Regression against the accepted baseline (%1): more than %2 % slower at %3.")
                 .arg(reference)
                 .arg(HistoryComparison::kRegressionPercent)
                 .arg(sizes.join(QStringLiteral(", ")));
}

} // namespace Tandem
