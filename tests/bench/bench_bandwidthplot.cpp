// SPDX-License-Identifier: GPL-3.0-or-later
// How the live busbw chart copes with a long soak: 1,000,000 samples held in a BandwidthPlot
// at 1280x720 on the offscreen platform. The budget is a median repaint (one tick of the
// coalescing timer: downsampled points out of the rings, handed to QCustomPlot, painted) under
// 16 ms, and the process's peak resident memory (VmHWM) under 250 MB. The memory budget is
// checked at the end (exit 1 past it); times are reported, not judged, as a shared machine's
// times vary. Run by hand in a Release build to measure; docs/benchmarks.md has the figures.
#include "bandwidthplot.h"
#include "health/healthlog.h"
#include "healthpanes.h"
#include "plotseries.h"

#include <QApplication>
#include <QFile>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <vector>

using namespace Tandem::Ui;

namespace {

constexpr int soakSamples = 1000000;
constexpr double memoryBudgetMiB = 250;

// A soak sample every 200 ms (55 hours for a million) around 23.7 GB/s, with the odd dip.
double busbwAt(int i)
{
    return 23.7 + 0.3 * (double((unsigned(i) * 7919u) % 13u) - 6.0) / 6.0
           - (i % 9973 == 0 ? 11.0 : 0.0);
}

// Peak resident set of this process in MiB (/proc/self/status VmHWM), or -1.
double peakRssMiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    }
    return -1;
}

std::unique_ptr<BandwidthPlot> g_plot; // the million-sample chart, shared by the benchmarks

BandwidthPlot &millionSamplePlot()
{
    if (!g_plot) {
        g_plot = std::make_unique<BandwidthPlot>();
        g_plot->resize(1280, 720);
        g_plot->setMode(BandwidthPlot::Mode::Soak);
        g_plot->setThreshold(21.875);
        g_plot->setLineRate(25.0);
        g_plot->show();
        for (int i = 0; i < soakSamples; ++i)
            g_plot->addPoint(i * 0.2, busbwAt(i));
    }
    return *g_plot;
}

// The same soak with its health panes full (docs/health.md): a sample of 2 nodes every 2 s for
// the whole 55 hours, 5 growing counters on each of 2 twins per node (20 counter lines), GPU
// temperature and clock, and a link flap every hour marked on the busbw pane.
std::unique_ptr<BandwidthPlot> g_healthPlot;

BandwidthPlot &millionSampleHealthPlot()
{
    if (!g_healthPlot) {
        g_healthPlot = std::make_unique<BandwidthPlot>();
        g_healthPlot->resize(1280, 720);
        g_healthPlot->setMode(BandwidthPlot::Mode::Soak);
        g_healthPlot->setThreshold(21.875);
        g_healthPlot->show();
        for (int i = 0; i < soakSamples; ++i)
            g_healthPlot->addPoint(i * 0.2, busbwAt(i));
        const QStringList counters{QStringLiteral("out_of_sequence"),
                                   QStringLiteral("packet_seq_err"),
                                   QStringLiteral("rx_discards_phy"),
                                   QStringLiteral("rx_pause_ctrl_phy"),
                                   QStringLiteral("np_cnp_sent")};
        const double end = soakSamples * 0.2;
        for (double t = 0; t < end; t += 2) {
            for (const char *node : {"node1", "node2"}) {
                Tandem::HealthTick tick;
                tick.t = t;
                tick.seconds = 2;
                tick.node = QString::fromLatin1(node);
                for (const char *twin : {"enp1s0f1np1", "enP2p1s0f1np1"}) {
                    for (int c = 0; c < counters.size(); ++c)
                        tick.deltas[QString::fromLatin1(twin)].insert(counters.at(c),
                                                                      quint64(int(t) % (7 + c)));
                }
                Tandem::GpuHealth gpu;
                gpu.temperatureC = 55 + int(t) % 9;
                gpu.smClockMHz = 2405;
                tick.gpus << gpu;
                g_healthPlot->addHealthTick(tick);
            }
            if (int(t) % 3600 == 0) {
                Tandem::HealthEvent event;
                event.t = t;
                event.node = QStringLiteral("node1");
                event.interface = QStringLiteral("enp1s0f1np1");
                event.kind = Tandem::HealthEventKind::LinkDown;
                g_healthPlot->addHealthEvent(event);
            }
        }
    }
    return *g_healthPlot;
}

// Each iteration: one more sample, then the repaint, painted before replotNow() returns, timed
// on its own for the median; the times go into the state's counters.
void timeReplots(BandwidthPlot &plot, benchmark::State &state)
{
    std::vector<double> ms;
    int i = soakSamples + int(plot.series(BandwidthPlot::OutOfPlace).appended());
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        plot.addPoint(i * 0.2, busbwAt(i));
        plot.replotNow();
        ms.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count());
        ++i;
    }
    std::sort(ms.begin(), ms.end());
    state.counters["median_ms"] = ms[ms.size() / 2];
    state.counters["p95_ms"] = ms[std::min(ms.size() - 1, ms.size() * 95 / 100)];
    state.counters["max_ms"] = ms.back();
}

void BM_ReplotMillionSoakWithHealth1280x720(benchmark::State &state)
{
    BandwidthPlot &plot = millionSampleHealthPlot();
    timeReplots(plot, state);
    state.counters["counter_series"] = double(plot.health().counterSeries());
    state.counters["event_marks"] = double(plot.health().eventMarks());
    state.counters["peak_rss_MiB"] = peakRssMiB();
}
BENCHMARK(BM_ReplotMillionSoakWithHealth1280x720)->Unit(benchmark::kMillisecond)->MinTime(2.0);

// Pushing a million samples: what the GUI thread spends on arrival (ring buffers and levels;
// no repaint happens without the event loop).
void BM_AppendMillionSoakSamples(benchmark::State &state)
{
    for (auto _ : state) {
        BandwidthPlot plot;
        plot.setMode(BandwidthPlot::Mode::Soak);
        for (int i = 0; i < soakSamples; ++i)
            plot.addPoint(i * 0.2, busbwAt(i));
        benchmark::DoNotOptimize(plot.series(BandwidthPlot::OutOfPlace).appended());
    }
    state.SetItemsProcessed(state.iterations() * soakSamples);
}
BENCHMARK(BM_AppendMillionSoakSamples)->Unit(benchmark::kMillisecond);

// The points a repaint draws, taken from the rings of a million-sample series.
void BM_DisplayPointsOfMillion(benchmark::State &state)
{
    PlotSeries series;
    for (int i = 0; i < soakSamples; ++i)
        series.append(i * 0.2, busbwAt(i));
    QVector<double> x;
    QVector<double> y;
    for (auto _ : state) {
        series.displayPoints(BandwidthPlot::maxDrawnPoints, &x, &y);
        benchmark::DoNotOptimize(x.size());
    }
    state.counters["points"] = double(x.size());
    state.counters["stored_entries"] = double(series.storedEntries());
}
BENCHMARK(BM_DisplayPointsOfMillion)->Unit(benchmark::kMicrosecond);

// One timer tick with a million samples held: a new sample, then the repaint, painted at
// 1280x720 before replotNow() returns. Each iteration is timed on its own for the median.
void BM_ReplotMillionSoak1280x720(benchmark::State &state)
{
    BandwidthPlot &plot = millionSamplePlot();
    timeReplots(plot, state);
    state.counters["samples_held"] = double(plot.series(BandwidthPlot::OutOfPlace).appended());
    state.counters["peak_rss_MiB"] = peakRssMiB();
}
BENCHMARK(BM_ReplotMillionSoak1280x720)->Unit(benchmark::kMillisecond)->MinTime(2.0);

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 2;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    const double peak = peakRssMiB();
    const qint64 held = g_plot ? g_plot->series(BandwidthPlot::OutOfPlace).appended() : 0;
    g_plot.reset();
    g_healthPlot.reset();
    std::printf(
        "peak resident memory (VmHWM): %.1f MiB with %lld soak samples held (budget %.0f MiB)\n",
        peak,
        static_cast<long long>(held),
        memoryBudgetMiB);
    return peak > memoryBudgetMiB ? 1 : 0;
}
