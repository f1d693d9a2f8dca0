// SPDX-License-Identifier: GPL-3.0-or-later
// How fast a report is exported from a saved session whose last bandwidth run is a soak of a
// million probe samples (55 hours at the default 200 ms interval). The budget is 2 s for each
// of PDF, HTML and JSON, from the state in memory to the file on disk; saving and loading the
// state itself is measured too.
#include "report/report.h"
#include "report/reportexport.h"
#include "session/workflowstate.h"

#include <QFileInfo>
#include <QGuiApplication>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <cmath>

using namespace Tandem;

namespace {

constexpr qsizetype sampleCount = 1000000;

Check passing(const QString &id, const QString &node)
{
    Check check;
    check.id = id;
    check.node = node;
    check.status = CheckStatus::Pass;
    check.title = id;
    check.detail = QStringLiteral("passed");
    check.evidence = {Evidence{
        node, QStringLiteral("true"), 0, QStringLiteral("ok\n"), QDateTime::currentDateTimeUtc()}};
    return check;
}

const WorkflowState &soakState()
{
    static const WorkflowState state = [] {
        WorkflowState s;
        const QString a = QStringLiteral("spark-a");
        const QString b = QStringLiteral("spark-b");
        s.nodes = {{a, QStringLiteral("198.18.0.11"), 22, QStringLiteral("nvidia"), {}, {}},
                   {b, QStringLiteral("198.18.0.12"), 22, QStringLiteral("nvidia"), {}, {}}};
        s.topologyKind = TopologyKind::Direct;
        s.plan.nodes = {
            NodePlan{
                a,
                {PlannedInterface{
                     QStringLiteral("enp1s0f1np1"), QStringLiteral("192.168.100.10"), 24, 0},
                 PlannedInterface{
                     QStringLiteral("enP2p1s0f1np1"), QStringLiteral("192.168.101.10"), 24, 0}}},
            NodePlan{
                b,
                {PlannedInterface{
                     QStringLiteral("enp1s0f1np1"), QStringLiteral("192.168.100.11"), 24, 0},
                 PlannedInterface{
                     QStringLiteral("enP2p1s0f1np1"), QStringLiteral("192.168.101.11"), 24, 0}}}};
        s.plan.subnets = {
            PlannedSubnet{QStringLiteral("192.168.100.0/24"),
                          {{a, QStringLiteral("enp1s0f1np1")}, {b, QStringLiteral("enp1s0f1np1")}}},
            PlannedSubnet{
                QStringLiteral("192.168.101.0/24"),
                {{a, QStringLiteral("enP2p1s0f1np1")}, {b, QStringLiteral("enP2p1s0f1np1")}}}};
        for (const QString &from : {a, b}) {
            const QString to = from == a ? b : a;
            s.checks[StepId::Verify]
                << passing(QStringLiteral("verify.ping"), from + QStringLiteral(" -> ") + to)
                << passing(QStringLiteral("verify.ssh"), from + QStringLiteral(" -> ") + to);
        }
        s.checks[StepId::Bandwidth] = {passing(QStringLiteral("bandwidth.run"), {}),
                                       passing(QStringLiteral("bandwidth.transport"), {}),
                                       passing(QStringLiteral("bandwidth.threshold"), {})};
        BandwidthRecord &r = s.bandwidth;
        r.spec.tool = BandwidthTool::Probe;
        r.spec.soakSeconds = 200000;
        r.spec.maxBytes = qint64(1) << 30;
        r.command = QStringLiteral(
            "mpirun -np 2 -H 192.168.100.10:1,192.168.100.11:1 tandem-probe --mode soak");
        r.thresholdGBps = 21.875;
        r.startedAt = QDateTime::currentDateTimeUtc();
        r.finishedAt = r.startedAt.addSecs(200000);
        r.samples.reserve(sampleCount);
        double sum = 0;
        for (qsizetype i = 0; i < sampleCount; ++i) {
            ProbeSample sample;
            sample.bytes = r.spec.maxBytes;
            sample.t = 0.2 * double(i + 1);
            sample.busbw
                = 23.0 + 0.6 * std::sin(double(i) / 997.0) + 0.1 * std::sin(double(i) * 0.37);
            sample.algbw = 2 * sample.busbw;
            sample.timeUs = double(sample.bytes) / (sample.algbw * 1e3);
            sum += sample.busbw;
            r.samples.append(sample);
        }
        r.judgedBusbw = sum / double(sampleCount);
        r.judgedBytes = r.spec.maxBytes;
        return s;
    }();
    return state;
}

void exportAs(benchmark::State &bench, const char *suffix)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report") + QLatin1String(suffix));
    const WorkflowState &state = soakState();
    for (auto _ : bench) {
        const Report report = Report::build(state);
        const auto written = exportReport(report, path);
        if (!written)
            bench.SkipWithError(written.error().toString().toUtf8().constData());
    }
    bench.counters["samples"] = double(sampleCount);
}

void BM_ExportPdf(benchmark::State &bench)
{
    exportAs(bench, ".pdf");
}
void BM_ExportHtml(benchmark::State &bench)
{
    exportAs(bench, ".html");
}
void BM_ExportJson(benchmark::State &bench)
{
    exportAs(bench, ".json");
}

void BM_SaveState(benchmark::State &bench)
{
    QTemporaryDir dir;
    for (auto _ : bench) {
        if (const auto saved = soakState().save(dir.filePath(QStringLiteral("state.json"))); !saved)
            bench.SkipWithError("save failed");
    }
}

void BM_LoadState(benchmark::State &bench)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("state.json"));
    if (!soakState().save(path)) {
        bench.SkipWithError("save failed");
        return;
    }
    bench.counters["bytes"] = double(QFileInfo(path).size());
    for (auto _ : bench) {
        const auto loaded = WorkflowState::load(path);
        if (!loaded || loaded->bandwidth.samples.size() != sampleCount)
            bench.SkipWithError("load failed");
    }
}

BENCHMARK(BM_ExportPdf)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_ExportHtml)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_ExportJson)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_SaveState)->Unit(benchmark::kMillisecond)->Iterations(2);
BENCHMARK(BM_LoadState)->Unit(benchmark::kMillisecond)->Iterations(2);

} // namespace

int main(int argc, char **argv)
{
    // The PDF paints text: fonts need a QGuiApplication (offscreen, no display).
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    soakState();
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
