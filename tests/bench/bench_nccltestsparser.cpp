// SPDX-License-Identifier: GPL-3.0-or-later
// How fast NcclTestsParser reads a large nccl-tests log with NCCL_DEBUG=INFO lines mixed in.
// The budget is 50 MB in under a second on one slow core.
#include "nccl/nccltestsparser.h"
#include "util/textlines.h"

#include <benchmark/benchmark.h>

#include <cstdio>

using namespace Tandem;

namespace {

// About 50 MB: the 2.19 header, then rows of a long -N sweep, each followed by an INFO line
// (channel, proxy and misc lines, as NCCL_RUNTIME_CONNECT prints them after the header).
const QByteArray &sampleLog()
{
    static const QByteArray log = [] {
        QByteArray out;
        out.reserve(52 * 1000 * 1000);
        out += "# nccl-tests version 2.19.6 nccl-headers=22809 nccl-library=22803\n"
               "# Collective test starting: all_gather_perf\n"
               "# nThread 1 nGpus 1 minBytes 8 maxBytes 17179869184 step: 2(factor) warmup "
               "iters: 1 iters: 20 agg iters: 1 validation: 1 graph: 0 unalign: 0\n"
               "#\n# Using devices\n"
               "#  Rank  0 Group  0 Pid   2231 on    spark-a device  0 [000f:01:00] NVIDIA GB10\n"
               "#  Rank  1 Group  0 Pid   1877 on    spark-b device  0 [000f:01:00] NVIDIA GB10\n"
               "#\n"
               "#                                                              out-of-place     "
               "                  in-place          \n"
               "#       size         count      type   redop    root     time   algbw   busbw  "
               "#wrong     time   algbw   busbw  #wrong \n"
               "#        (B)    (elements)                               (us)  (GB/s)  (GB/s)   "
               "          (us)  (GB/s)  (GB/s)         \n";
        char line[256];
        for (int i = 0; out.size() < 50 * 1000 * 1000; ++i) {
            const int e = i % 32;
            const qint64 bytes = qint64(8) << e;
            const double t1 = 9.0 + double(bytes) / 3.7e4 + (i % 7) * 0.37;
            const double t2 = t1 * 0.96;
            const double a1 = double(bytes) / t1 / 1e3, a2 = double(bytes) / t2 / 1e3;
            std::snprintf(line,
                          sizeof line,
                          "%12lld  %12lld  %8s  %6s  %6i  %7.1f  %6.2f  %6.2f  %6g  %7.1f  %6.2f  "
                          "%6.2f  %6g\n",
                          static_cast<long long>(bytes),
                          static_cast<long long>(bytes / 8),
                          "float",
                          "none",
                          -1,
                          t1,
                          a1,
                          a1 / 2,
                          0.0,
                          t2,
                          a2,
                          a2 / 2,
                          0.0);
            out += line;
            const int ch = i % 24, dev = i % 2;
            switch (i % 4) {
            case 0:
                std::snprintf(line,
                              sizeof line,
                              "spark-a:2231:2231 [0] NCCL INFO Channel %02d/0 : 0[0] -> 1[0] "
                              "[send] via NET/IB/%d\n",
                              ch,
                              dev);
                break;
            case 1:
                std::snprintf(line,
                              sizeof line,
                              "spark-a:2231:2240 [0] NCCL INFO Channel %02d/0 : 1[0] -> 0[0] "
                              "[receive] via NET/IB/%d(1)/GDRDMA\n",
                              ch,
                              dev);
                break;
            case 2:
                std::snprintf(line,
                              sizeof line,
                              "spark-b:1877:1890 [0] NCCL INFO [Proxy Progress] Device %d CPU "
                              "core %d\n",
                              dev,
                              ch);
                break;
            default:
                std::snprintf(line,
                              sizeof line,
                              "spark-a:2231:2231 [0] NCCL INFO %d coll channels, %d collnet "
                              "channels, 0 nvls channels, 32 p2p channels, 32 p2p channels per "
                              "peer\n",
                              ch,
                              ch);
                break;
            }
            out += line;
        }
        out += "# Out of bounds values : 0 OK\n# Avg bus bandwidth    : 12.5 \n#\n"
               "# Collective test concluded: all_gather_perf\n#\n\n";
        return out;
    }();
    return log;
}

// The whole path a caller takes: bytes in, run out.
void BM_ParseWholeLog(benchmark::State &state)
{
    const QByteArray &log = sampleLog();
    for (auto _ : state) {
        auto run = NcclTestsParser::parse(log);
        if (!run || run->rows.isEmpty())
            state.SkipWithError("parse failed");
        benchmark::DoNotOptimize(run);
    }
    state.SetBytesProcessed(state.iterations() * log.size());
    state.counters["MB"] = double(log.size()) / 1e6;
}
BENCHMARK(BM_ParseWholeLog)->Unit(benchmark::kMillisecond)->UseRealTime();

// The parser alone, as the GUI feeds it lines that already arrived.
void BM_AddLinesOnly(benchmark::State &state)
{
    const QByteArray &log = sampleLog();
    const QStringList lines = *splitTextLines(log);
    for (auto _ : state) {
        NcclTestsParser parser;
        for (const QString &line : lines)
            parser.addLine(line);
        benchmark::DoNotOptimize(parser.rows().size());
    }
    state.SetBytesProcessed(state.iterations() * log.size());
}
BENCHMARK(BM_AddLinesOnly)->Unit(benchmark::kMillisecond)->UseRealTime();

// splitTextLines alone, for comparison.
void BM_SplitLinesOnly(benchmark::State &state)
{
    const QByteArray &log = sampleLog();
    for (auto _ : state)
        benchmark::DoNotOptimize(splitTextLines(log));
    state.SetBytesProcessed(state.iterations() * log.size());
}
BENCHMARK(BM_SplitLinesOnly)->Unit(benchmark::kMillisecond)->UseRealTime();

// A log whose NCCL INFO lines name 100,000 distinct channel paths (NET/IB/<n>), or whose
// header lists 100,000 ranks: removing duplicates was quadratic (50k paths 5 s, 100k more
// than 10 s). Budget: 100k in under 0.5 s.
QByteArray distinctLog(bool ranks, int n)
{
    QByteArray out = "# nccl-tests version 2.19.6 nccl-headers=22809 nccl-library=22803\n"
                     "# Collective test starting: all_gather_perf\n#\n# Using devices\n";
    out.reserve(qsizetype(n) * 100);
    char line[256];
    for (int i = 0; i < n; ++i) {
        if (ranks) {
            std::snprintf(line,
                          sizeof line,
                          "#  Rank %6d Group  0 Pid %6d on spark-%d device  0 [000f:01:00] NVIDIA "
                          "GB10\n",
                          i,
                          1000 + i,
                          i);
        } else {
            std::snprintf(line,
                          sizeof line,
                          "spark-a:2231:2231 [0] NCCL INFO Channel 00/0 : 0[0] -> 1[0] [send] via "
                          "NET/IB/%d\n",
                          i);
        }
        out += line;
    }
    out += "#       size         count      type   redop    root     time   algbw   busbw  #wrong "
           "    time   algbw   busbw  #wrong\n"
           "           8             2     float    none      -1    20.96    0.00    0.00       0 "
           "   19.85    0.00    0.00       0\n";
    return out;
}

void BM_DistinctPaths(benchmark::State &state)
{
    const QByteArray log = distinctLog(false, int(state.range(0)));
    for (auto _ : state) {
        auto run = NcclTestsParser::parse(log);
        if (!run || run->transport.paths.size() != state.range(0))
            state.SkipWithError("parse failed");
        benchmark::DoNotOptimize(run);
    }
    state.counters["paths"] = double(state.range(0));
}
BENCHMARK(BM_DistinctPaths)->Arg(50000)->Arg(100000)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_DistinctRanks(benchmark::State &state)
{
    const QByteArray log = distinctLog(true, int(state.range(0)));
    for (auto _ : state) {
        auto run = NcclTestsParser::parse(log);
        if (!run || run->ranks.size() != state.range(0))
            state.SkipWithError("parse failed");
        benchmark::DoNotOptimize(run);
    }
    state.counters["ranks"] = double(state.range(0));
}
BENCHMARK(BM_DistinctRanks)->Arg(100000)->Unit(benchmark::kMillisecond)->UseRealTime();

} // namespace

BENCHMARK_MAIN();
