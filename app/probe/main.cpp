// SPDX-License-Identifier: GPL-3.0-or-later
// tandem-probe: NCCL or MPI collective bandwidth, one JSON object per line on stdout.
// Runs under mpirun on the nodes; rank 0 writes the stream. Schema: docs/probe-json.md.
#include "backend.h"
#include "cpuset.h"
#include "json_line.h"
#include "options.h"

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <stdexcept>
#include <unistd.h>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;
volatile std::sig_atomic_t g_stop = 0;

void onSignal(int)
{
    g_stop = 1;
}

double secondsSince(Clock::time_point t0)
{
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

// Before MPI_Init the rank is only known from the launcher's environment.
bool launcherRankZero()
{
    for (const char *v : {"OMPI_COMM_WORLD_RANK", "PMIX_RANK", "PMI_RANK"}) {
        if (const char *s = std::getenv(v))
            return std::atoi(s) == 0;
    }
    return true;
}

void emitError(const std::string &message, int rank)
{
    probe::emit(
        probe::JsonLine().str("type", "error").str("message", message).integer("rank", rank));
}

struct Run
{
    const probe::Options &opt;
    probe::Backend &backend;
    MPI_Comm comm;
    int rank;
    int size;
    Clock::time_point t0;
    long long samples = 0;
    double peakBusBw = 0;
    unsigned long long wrongTotal = 0;

    // Averages the time over ranks (nccl-tests' default -a 1) and sums wrong elements.
    void sample(const probe::Layout &l, double secPerOp, std::uint64_t wrongLocal)
    {
        double sum = 0;
        unsigned long long wrongLocalU = wrongLocal;
        unsigned long long wrong = 0;
        MPI_Allreduce(&secPerOp, &sum, 1, MPI_DOUBLE, MPI_SUM, comm);
        MPI_Allreduce(&wrongLocalU, &wrong, 1, MPI_UNSIGNED_LONG_LONG, MPI_SUM, comm);
        const double sec = sum / size;
        const double algbw = sec > 0 ? static_cast<double>(l.bytes) / 1e9 / sec : 0.0;
        const double busbw = algbw * probe::busBwFactor(opt.op, size);
        ++samples;
        peakBusBw = std::max(peakBusBw, busbw);
        wrongTotal += wrong;
        if (rank == 0) {
            probe::emit(probe::JsonLine()
                            .str("type", "sample")
                            .str("op", probe::opName(opt.op))
                            .integer("bytes", static_cast<long long>(l.bytes))
                            .num("time_us", sec * 1e6, -7)
                            .num("algbw", algbw, -7)
                            .num("busbw", busbw, -7)
                            .integer("wrong", static_cast<long long>(wrong))
                            .num("t", secondsSince(t0), 3));
        }
    }

    void sweep()
    {
        for (std::size_t bytes = opt.minBytes; bytes <= opt.maxBytes && !g_stop;
             bytes *= opt.factor) {
            const probe::Layout l = probe::layoutFor(opt.op, bytes, size);
            backend.prepare(opt.op, l);
            backend.run(opt.op, l, opt.warmup);
            const double sec = backend.run(opt.op, l, opt.iters);
            sample(l, sec, backend.countWrong(opt.op, l));
            if (bytes > opt.maxBytes / opt.factor)
                break; // the next step would overflow or pass -e
        }
    }

    // One size (-e), a sample every interval: batches of operations until rank 0's clock says
    // the interval is over. Rank 0 decides for all, so every rank runs the same number of
    // collectives. A batch is at most `iters` operations and, by the warmup's pace, at most a
    // quarter of the interval: where one operation is slow (a slow link, a loaded node) a batch
    // of 20 could outlast the interval, and the samples came further apart than asked.
    void soak()
    {
        const probe::Layout l = probe::layoutFor(opt.op, opt.maxBytes, size);
        backend.prepare(opt.op, l);
        const double warm = backend.run(opt.op, l, opt.warmup);
        const double interval = opt.intervalMs / 1000.0;
        int batch = opt.iters;
        if (rank == 0 && warm > 0)
            batch = static_cast<int>(std::clamp(interval / 4 / warm, 1.0, double(opt.iters)));
        MPI_Bcast(&batch, 1, MPI_INT, 0, comm);
        const Clock::time_point soakStart = Clock::now();
        double nextSample = interval;
        double busy = 0;
        long long ops = 0;
        for (;;) {
            busy += backend.run(opt.op, l, batch) * batch;
            ops += batch;
            int flags = 0; // 1: sample now, 2: stop after it
            if (rank == 0) {
                const double el = secondsSince(soakStart);
                if (el >= nextSample || g_stop)
                    flags |= 1;
                if (el + 1e-3 >= opt.seconds || g_stop)
                    flags |= 3;
            }
            MPI_Bcast(&flags, 1, MPI_INT, 0, comm);
            if (flags & 1) {
                sample(l, busy / static_cast<double>(ops), backend.countWrong(opt.op, l));
                busy = 0;
                ops = 0;
                while (nextSample <= secondsSince(soakStart))
                    nextSample += interval;
            }
            if (flags & 2)
                break;
        }
    }
};

std::vector<std::string> gatherStrings(const std::string &mine, MPI_Comm comm, int size)
{
    constexpr int kLen = 256;
    char buf[kLen] = {};
    mine.copy(buf, kLen - 1);
    std::vector<char> all(static_cast<std::size_t>(kLen) * static_cast<std::size_t>(size));
    MPI_Gather(buf, kLen, MPI_CHAR, all.data(), kLen, MPI_CHAR, 0, comm);
    std::vector<std::string> out;
    for (int r = 0; r < size; ++r)
        out.emplace_back(all.data() + static_cast<std::size_t>(r) * kLen);
    return out;
}

std::vector<long long> gatherInts(int mine, MPI_Comm comm, int size)
{
    std::vector<int> all(static_cast<std::size_t>(size));
    MPI_Gather(&mine, 1, MPI_INT, all.data(), 1, MPI_INT, 0, comm);
    return {all.begin(), all.end()};
}

std::string mpiLibraryVersion()
{
    char v[MPI_MAX_LIBRARY_VERSION_STRING] = {};
    int len = 0;
    MPI_Get_library_version(v, &len);
    std::string s(v, static_cast<std::size_t>(len));
    const auto cut = s.find_first_of(",\n");
    return cut == std::string::npos ? s : s.substr(0, cut);
}

} // namespace

int main(int argc, char **argv)
{
    std::setvbuf(stdout, nullptr, _IOLBF, 0);
    const Clock::time_point processStart = Clock::now();
    // What mpirun gave this rank, before MPI and NCCL start threads or move this one.
    const probe::CpuSet cpus = probe::allowedCpus();

    probe::Options opt;
    const std::string bad = probe::parseOptions(argc, argv, &opt);
    if (opt.help) {
        std::fputs(probe::usageText(), stderr);
        return 0;
    }
    if (opt.version) {
        // One line that Tandem reads to tell whether this probe is the one it carries and can
        // measure GPUs: "tandem-probe 0.1.0 source=<bundle id> backends=nccl,mpi".
#if defined(TANDEM_PROBE_HAVE_NCCL)
        const char *backends = "nccl,mpi";
#else
        const char *backends = "mpi";
#endif
        std::printf("tandem-probe %s source=%s backends=%s\n",
                    TANDEM_PROBE_VERSION,
                    TANDEM_PROBE_SOURCE_ID,
                    backends);
        return 0;
    }
    if (!bad.empty()) {
        if (launcherRankZero())
            emitError(bad, 0);
        return 2;
    }
#if !defined(TANDEM_PROBE_HAVE_NCCL)
    if (opt.backend == probe::BackendKind::Nccl) {
        if (launcherRankZero())
            emitError("this tandem-probe was built without CUDA and NCCL; use --backend mpi", 0);
        return 2;
    }
#endif

    MPI_Init(&argc, &argv);
    int rank = 0;
    int size = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);

    int rc = 0;
    try {
        std::unique_ptr<probe::Backend> backend;
#if defined(TANDEM_PROBE_HAVE_NCCL)
        if (opt.backend == probe::BackendKind::Nccl)
            backend
                = probe::makeNcclBackend(MPI_COMM_WORLD, opt.alloc == probe::Alloc::Nccl, opt.wait);
#endif
        if (!backend)
            backend = probe::makeMpiBackend(MPI_COMM_WORLD);
        const std::size_t largestBytes = opt.maxBytes;
        backend->allocate(opt.op, probe::layoutFor(opt.op, largestBytes, size));

        char host[256] = {};
        gethostname(host, sizeof host - 1);
        const auto hosts = gatherStrings(host, MPI_COMM_WORLD, size);
        const auto devices = gatherStrings(backend->device(), MPI_COMM_WORLD, size);
        const auto cpuLists = gatherStrings(cpus.list, MPI_COMM_WORLD, size);
        const auto cpuCounts = gatherInts(cpus.count, MPI_COMM_WORLD, size);

        Run run{opt, *backend, MPI_COMM_WORLD, rank, size, Clock::now()};
        if (rank == 0) {
            probe::JsonLine start;
            start.str("type", "start")
                .str("backend", backend->name())
                .str("mode", opt.mode == probe::Mode::Sweep ? "sweep" : "soak")
                .str("op", probe::opName(opt.op))
                .integer("ranks", size)
                .strings("hosts", hosts)
                .strings("devices", devices)
                .strings("cpus", cpuLists)
                .integers("cpu_counts", cpuCounts)
                .str("datatype", "float")
                .str("alloc", backend->allocator());
#if defined(TANDEM_PROBE_HAVE_NCCL)
            if (opt.backend == probe::BackendKind::Nccl) {
                start.str("nccl_version", probe::ncclVersionString())
                    .str("wait", probe::waitName(opt.wait));
            }
#endif
            start.str("mpi", mpiLibraryVersion())
                .integer("min_bytes", static_cast<long long>(opt.minBytes))
                .integer("max_bytes", static_cast<long long>(opt.maxBytes))
                .integer("factor", static_cast<long long>(opt.factor))
                .integer("iters", opt.iters)
                .integer("warmup", opt.warmup);
            if (opt.mode == probe::Mode::Soak)
                start.integer("interval_ms", opt.intervalMs).num("seconds", opt.seconds, 3);
            start.num("setup_s", secondsSince(processStart), 3).num("t", 0.0, 3);
            probe::emit(start);
        }

        if (opt.mode == probe::Mode::Sweep)
            run.sweep();
        else
            run.soak();

        if (rank == 0) {
            std::set<std::string> distinctHosts(hosts.begin(), hosts.end());
            probe::emit(probe::JsonLine()
                            .str("type", "end")
                            .integer("samples", run.samples)
                            .num("peak_busbw", run.peakBusBw, 4)
                            .integer("wrong", static_cast<long long>(run.wrongTotal))
                            .integer("nodes", static_cast<long long>(distinctHosts.size()))
                            .raw("transport", backend->transportJson())
                            .num("t", secondsSince(run.t0), 3));
        }
        // A wrong result is a failed check, as in nccl-tests; the samples said where.
        rc = run.wrongTotal ? 1 : 0;
        backend.reset();
    } catch (const std::exception &e) {
        emitError(e.what(), rank);
        if (size > 1)
            MPI_Abort(MPI_COMM_WORLD, 1);
        MPI_Finalize();
        return 1;
    }
    MPI_Finalize();
    return rc;
}
