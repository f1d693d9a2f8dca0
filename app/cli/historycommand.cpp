// SPDX-License-Identifier: GPL-3.0-or-later
#include "historycommand.h"

#include "clioutput.h"
#include "history/historycompare.h"
#include "history/historystore.h"
#include "hostspec.h"
#include "session/workflowstate.h"
#include "util/units.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

namespace Tandem::Cli {

namespace {

class HistoryText
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::Cli::History)
};

QString gbps(const std::optional<double> &v)
{
    return v ? QString::number(*v, 'f', 2) : QStringLiteral("-");
}

ExitCode fail(const Error &error, ExitCode code = ExitCode::BadInput)
{
    printErr(QStringLiteral("tandem-cli: %1\n").arg(error.toString()));
    return code;
}

std::optional<qint64> runId(const QString &text)
{
    bool ok = false;
    const qint64 id = text.toLongLong(&ok);
    return ok && id > 0 ? std::optional<qint64>(id) : std::nullopt;
}

ExitCode list(HistoryStore &store, const QStringList &hosts, bool json)
{
    QString cluster;
    if (!hosts.isEmpty()) {
        const auto nodes = HostSpec::parseAll(hosts, QString());
        if (!nodes)
            return fail(nodes.error());
        cluster = HistoryStore::clusterKey(*nodes);
    }
    const auto runs = store.list(cluster);
    if (!runs)
        return fail(runs.error());
    if (json) {
        QJsonArray list;
        for (const HistoryRun &run : *runs)
            list.append(run.toJson());
        printJson(QJsonObject{{QStringLiteral("runs"), list}});
        return ExitCode::Ok;
    }
    if (runs->isEmpty()) {
        printOut(HistoryText::tr("No runs kept yet in %1.\n").arg(store.path()));
        return ExitCode::Ok;
    }
    printOut(QStringLiteral("%1  %2  %3  %4  %5  %6  %7\n")
                 .arg(HistoryText::tr("id"), 5)
                 .arg(HistoryText::tr("finished (UTC)"), -19)
                 .arg(HistoryText::tr("kind"), -5)
                 .arg(HistoryText::tr("op"), -14)
                 .arg(HistoryText::tr("verdict"), -7)
                 .arg(HistoryText::tr("busbw"), 8)
                 .arg(HistoryText::tr("cluster")));
    for (const HistoryRun &run : *runs) {
        printOut(QStringLiteral("%1%2  %3  %4  %5  %6  %7  %8\n")
                     .arg(run.baseline ? QStringLiteral("*") : QStringLiteral(" "))
                     .arg(run.id, 4)
                     .arg(run.time.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")), -19)
                     .arg(run.kind, -5)
                     .arg(run.op, -14)
                     .arg(run.verdict, -7)
                     .arg(gbps(run.busbw), 8)
                     .arg(run.cluster));
    }
    printOut(
        HistoryText::tr("* the cluster's accepted baseline (tandem-cli history baseline ID)\n"));
    return ExitCode::Ok;
}

ExitCode compare(HistoryStore &store, qint64 a, qint64 b, bool json)
{
    const auto runA = store.run(a);
    const auto runB = store.run(b);
    if (!runA)
        return fail(runA.error());
    if (!runB)
        return fail(runB.error());
    const auto stateA = store.load(a);
    const auto stateB = store.load(b);
    if (!stateA)
        return fail(stateA.error());
    if (!stateB)
        return fail(stateB.error());
    const HistoryComparison c = HistoryCompare::between(*runA, *stateA, *runB, *stateB);
    const bool regressed = !c.regressions().isEmpty();
    if (json) {
        printJson(c.toJson());
        return regressed ? ExitCode::CheckFailed : ExitCode::Ok;
    }
    printOut(HistoryText::tr("Run %1 (%2) against run %3 (%4)\n")
                 .arg(b)
                 .arg(runB->time.toString(Qt::ISODate))
                 .arg(a)
                 .arg(runA->time.toString(Qt::ISODate)));
    if (runA->cluster != runB->cluster)
        printOut(HistoryText::tr("Note: the two runs are of different clusters (%1; %2).\n")
                     .arg(runA->cluster, runB->cluster));
    printOut(QStringLiteral("%1 %2 %3 %4\n")
                 .arg(HistoryText::tr("size"), 10)
                 .arg(HistoryText::tr("run %1").arg(a), 10)
                 .arg(HistoryText::tr("run %1").arg(b), 10)
                 .arg(HistoryText::tr("change"), 9));
    for (const HistoryComparison::Size &s : c.sizes) {
        printOut(QStringLiteral("%1 %2 %3 %4%5\n")
                     .arg(formatBytes(s.bytes), 10)
                     .arg(gbps(s.a), 10)
                     .arg(gbps(s.b), 10)
                     .arg(s.changePercent ? QStringLiteral("%1 %").arg(*s.changePercent, 0, 'f', 1)
                                          : QStringLiteral("-"),
                          9)
                     .arg(s.regression ? HistoryText::tr("  regression") : QString()));
    }
    for (const HistoryComparison::Change &ch : c.checks) {
        printOut(HistoryText::tr("check %1%2: %3 -> %4 (%5)\n")
                     .arg(ch.what,
                          ch.node.isEmpty() ? QString() : QStringLiteral(" on ") + ch.node,
                          ch.a.isEmpty() ? QStringLiteral("-") : ch.a,
                          ch.b.isEmpty() ? QStringLiteral("-") : ch.b,
                          ch.title));
    }
    for (const HistoryComparison::Change &ch : c.versions) {
        printOut(HistoryText::tr("%1%2: %3 -> %4\n")
                     .arg(ch.what,
                          ch.node.isEmpty() ? QString() : QStringLiteral(" on ") + ch.node,
                          ch.a.isEmpty() ? QStringLiteral("-") : ch.a,
                          ch.b.isEmpty() ? QStringLiteral("-") : ch.b));
    }
    printOut(
        regressed
            ? HistoryText::tr("Regression: run %1 is more than %2 % below run %3 at %n size(s).\n",
                              nullptr,
                              int(c.regressions().size()))
                  .arg(b)
                  .arg(HistoryComparison::kRegressionPercent)
                  .arg(a)
            : HistoryText::tr(
                  "No regression: run %1 is within %2 % of run %3 at every size both measured.\n")
                  .arg(b)
                  .arg(HistoryComparison::kRegressionPercent)
                  .arg(a));
    return regressed ? ExitCode::CheckFailed : ExitCode::Ok;
}

} // namespace

QList<QCommandLineOption> historyOptions()
{
    return {QCommandLineOption(
        QStringLiteral("history"),
        HistoryText::tr("bandwidth, history: the run history file (default: Tandem's own)."),
        QStringLiteral("FILE"))};
}

QString historyPath(const QCommandLineParser &parser)
{
    const QString path = parser.value(QStringLiteral("history"));
    return path.isEmpty() ? HistoryStore::defaultPath() : path;
}

ExitCode runHistory(const QStringList &arguments, const QString &path, bool json)
{
    HistoryStore store(path);
    QString notice;
    if (const auto opened = store.open(&notice); !opened)
        return fail(opened.error());
    if (!notice.isEmpty())
        printErr(QStringLiteral("tandem-cli: %1\n").arg(notice));
    const QString verb = arguments.value(0);
    if (verb == QLatin1String("compare")) {
        const auto a = runId(arguments.value(1));
        const auto b = runId(arguments.value(2));
        if (arguments.size() != 3 || !a || !b)
            return fail(Error{HistoryText::tr("usage: tandem-cli history compare A B [--json] "
                                              "(A and B: run ids from tandem-cli history)")});
        return compare(store, *a, *b, json);
    }
    if (verb == QLatin1String("baseline")) {
        const auto id = runId(arguments.value(1));
        if (arguments.size() != 2 || !id)
            return fail(Error{HistoryText::tr("usage: tandem-cli history baseline ID")});
        if (const auto marked = store.setBaseline(*id); !marked)
            return fail(marked.error());
        if (json)
            printJson(QJsonObject{{QStringLiteral("baseline"), double(*id)}});
        else
            printOut(HistoryText::tr("Run %1 is now its cluster's accepted baseline.\n").arg(*id));
        return ExitCode::Ok;
    }
    return list(store, arguments, json);
}

} // namespace Tandem::Cli
