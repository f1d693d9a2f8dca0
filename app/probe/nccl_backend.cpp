// SPDX-License-Identifier: GPL-3.0-or-later
// GPU buffers and NCCL collectives, one GPU per rank, timed like nccl-tests: out-of-place,
// back to back on one stream, CUDA events around the timed batch.
#include "backend.h"
#include "json_line.h"
#include "kernels.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <nccl.h>
#include <sched.h>
#include <set>
#include <stdexcept>
#include <unistd.h>

namespace probe {

std::string ncclVersionString()
{
    int v = 0;
    if (ncclGetVersion(&v) != ncclSuccess)
        return "unknown";
    // NCCL_VERSION_CODE since 2.9: major*10000 + minor*100 + patch.
    return std::to_string(v / 10000) + "." + std::to_string((v % 10000) / 100) + "."
           + std::to_string(v % 100);
}

namespace {

void cudaCheck(cudaError_t rc, const char *what)
{
    if (rc != cudaSuccess)
        throw std::runtime_error(std::string(what) + ": " + cudaGetErrorString(rc));
}

void ncclCheck(ncclResult_t rc, const char *what)
{
    if (rc != ncclSuccess)
        throw std::runtime_error(std::string(what) + ": " + ncclGetErrorString(rc));
}

// NCCL_DEBUG_FILE may hold %h (host name) and %p (pid), expanded by NCCL the same way.
std::string expandDebugFile(const char *pattern)
{
    char host[256] = {};
    gethostname(host, sizeof host - 1);
    std::string out;
    for (const char *p = pattern; *p; ++p) {
        if (p[0] == '%' && p[1] == 'h') {
            out += host;
            ++p;
        } else if (p[0] == '%' && p[1] == 'p') {
            out += std::to_string(getpid());
            ++p;
        } else {
            out += *p;
        }
    }
    return out;
}

class NcclBackend final : public Backend
{
public:
    NcclBackend(MPI_Comm comm, bool ncclAlloc, Wait wait)
        : m_comm(comm)
        , m_ncclAlloc(ncclAlloc)
        , m_wait(wait)
    {
        MPI_Comm_rank(comm, &m_rank);
        MPI_Comm_size(comm, &m_size);
        // NCCL_DEBUG without a file prints to stdout and would corrupt the JSON stream.
        if (std::getenv("NCCL_DEBUG") && !std::getenv("NCCL_DEBUG_FILE"))
            setenv("NCCL_DEBUG_FILE", "/dev/stderr", 1);

        // One GPU per rank on each host, by rank among the ranks sharing this host.
        MPI_Comm local;
        MPI_Comm_split_type(comm, MPI_COMM_TYPE_SHARED, m_rank, MPI_INFO_NULL, &local);
        int localRank = 0;
        MPI_Comm_rank(local, &localRank);
        MPI_Comm_free(&local);
        int ndev = 0;
        cudaCheck(cudaGetDeviceCount(&ndev), "cudaGetDeviceCount");
        if (ndev == 0)
            throw std::runtime_error("no CUDA device");
        m_dev = localRank % ndev;
        cudaCheck(cudaSetDevice(m_dev), "cudaSetDevice");
        // Before NCCL starts its threads and before any stream exists. Yield polls and never
        // enters CUDA's own synchronisation, so it keeps CUDA's default.
        if (m_wait == Wait::Block)
            cudaCheck(cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync), "cudaSetDeviceFlags");
        else if (m_wait == Wait::Spin)
            cudaCheck(cudaSetDeviceFlags(cudaDeviceScheduleSpin), "cudaSetDeviceFlags");
        cudaDeviceProp prop{};
        cudaCheck(cudaGetDeviceProperties(&prop, m_dev), "cudaGetDeviceProperties");
        char bus[32] = {};
        cudaDeviceGetPCIBusId(bus, sizeof bus, m_dev);
        m_device = std::string(prop.name) + " [" + bus + "]";

        ncclUniqueId id{};
        if (m_rank == 0)
            ncclCheck(ncclGetUniqueId(&id), "ncclGetUniqueId");
        MPI_Bcast(&id, sizeof id, MPI_BYTE, 0, comm);
        ncclCheck(ncclCommInitRank(&m_nccl, m_size, id, m_rank), "ncclCommInitRank");
        cudaCheck(cudaStreamCreateWithFlags(&m_stream, cudaStreamNonBlocking), "cudaStreamCreate");
        cudaCheck(cudaEventCreate(&m_start), "cudaEventCreate");
        cudaCheck(cudaEventCreate(&m_stop), "cudaEventCreate");
        cudaCheck(cudaMalloc(&m_counter, sizeof(unsigned long long)), "cudaMalloc");
    }

    ~NcclBackend() override
    {
        if (m_nccl)
            ncclCommDestroy(m_nccl);
        release(m_send);
        release(m_recv);
        cudaFree(m_counter);
        if (m_start)
            cudaEventDestroy(m_start);
        if (m_stop)
            cudaEventDestroy(m_stop);
        if (m_stream)
            cudaStreamDestroy(m_stream);
    }

    const char *name() const override { return "nccl"; }

    void allocate(Op, const Layout &largest) override
    {
        m_send = obtain(largest.sendCount, "send");
        m_recv = obtain(largest.recvCount, "receive");
    }

    const char *allocator() const override
    {
        return useNcclAlloc() ? "ncclMemAlloc" : "cudaMalloc";
    }

    void prepare(Op, const Layout &l) override
    {
        cudaCheck(gpu::fill(m_send, l.sendCount, m_rank, m_stream), "fill");
        // 0xff bytes are NaN floats: an element the operation did not write compares wrong.
        cudaCheck(cudaMemsetAsync(m_recv, 0xff, l.recvCount * sizeof(float), m_stream),
                  "cudaMemset");
        synchronize();
    }

    double run(Op op, const Layout &l, int count) override
    {
        if (count <= 0)
            return 0.0;
        MPI_Barrier(m_comm);
        cudaCheck(cudaEventRecord(m_start, m_stream), "cudaEventRecord");
        for (int i = 0; i < count; ++i)
            launch(op, l);
        cudaCheck(cudaEventRecord(m_stop, m_stream), "cudaEventRecord");
        synchronize();
        float ms = 0;
        cudaCheck(cudaEventElapsedTime(&ms, m_start, m_stop), "cudaEventElapsedTime");
        return ms * 1e-3 / count;
    }

    std::uint64_t countWrong(Op op, const Layout &l) override
    {
        cudaCheck(cudaMemsetAsync(m_counter, 0, sizeof(unsigned long long), m_stream),
                  "cudaMemset");
        cudaCheck(
            gpu::countWrong(m_recv, l.recvCount, op, m_rank, m_size, l.chunk, m_counter, m_stream),
            "check");
        unsigned long long wrong = 0;
        cudaCheck(
            cudaMemcpyAsync(&wrong, m_counter, sizeof wrong, cudaMemcpyDeviceToHost, m_stream),
            "cudaMemcpy");
        synchronize();
        return wrong;
    }

    std::string device() const override { return m_device; }

    std::string transportJson() const override
    {
        static const char *const names[] = {"NCCL_NET",
                                            "NCCL_NET_PLUGIN",
                                            "NCCL_IB_HCA",
                                            "NCCL_SOCKET_IFNAME",
                                            "NCCL_IB_DISABLE",
                                            "NCCL_P2P_DISABLE",
                                            "NCCL_SHM_DISABLE",
                                            "NCCL_NVLS_ENABLE",
                                            "NCCL_ALGO",
                                            "NCCL_PROTO",
                                            "NCCL_IB_MERGE_NICS",
                                            "NCCL_DEBUG",
                                            "NCCL_DEBUG_SUBSYS",
                                            "NCCL_DEBUG_FILE",
                                            nullptr};
        JsonLine t;
        t.str("kind", "nccl").str("nccl_version", ncclVersionString()).raw("env", envJson(names));
        // What NCCL itself reported: only readable when its log went to a file of ours.
        const char *file = std::getenv("NCCL_DEBUG_FILE");
        if (file && std::string(file).rfind("/dev/", 0) != 0) {
            const std::string path = expandDebugFile(file);
            std::ifstream in(path);
            std::set<std::string> networks;
            std::set<std::string> paths;
            for (std::string line; std::getline(in, line);) {
                auto pos = line.find("Using network ");
                if (pos != std::string::npos)
                    networks.insert(line.substr(pos + 14));
                pos = line.find(" via ");
                if (pos != std::string::npos && line.find("Channel") != std::string::npos)
                    paths.insert(line.substr(pos + 5));
            }
            t.str("debug_file", path)
                .strings("network", {networks.begin(), networks.end()})
                .strings("channel_transports", {paths.begin(), paths.end()});
        }
        return t.text();
    }

private:
    // Until the stream has done all that was queued on it (Wait, options.h). Yield polls as
    // nccl-tests' testStreamSynchronize does: the CPU goes to NCCL's proxy thread between polls,
    // and an asynchronous NCCL error (a peer gone, a network failure) ends the wait with that
    // error instead of a wait for ever. The communicator is aborted first, since destroying a
    // broken one can block.
    void synchronize()
    {
        if (m_wait != Wait::Yield) {
            cudaCheck(cudaStreamSynchronize(m_stream), "cudaStreamSynchronize");
            return;
        }
        for (;;) {
            const cudaError_t rc = cudaStreamQuery(m_stream);
            if (rc == cudaSuccess)
                return;
            if (rc != cudaErrorNotReady)
                cudaCheck(rc, "cudaStreamQuery");
            ncclResult_t async = ncclSuccess;
            ncclCheck(ncclCommGetAsyncError(m_nccl, &async), "ncclCommGetAsyncError");
#if NCCL_VERSION_CODE >= NCCL_VERSION(2, 14, 0)
            const bool failed = async != ncclSuccess && async != ncclInProgress;
#else
            const bool failed = async != ncclSuccess;
#endif
            if (failed) {
                ncclCommAbort(m_nccl);
                m_nccl = nullptr;
                ncclCheck(async, "NCCL (asynchronous error while waiting)");
            }
            sched_yield();
        }
    }

    bool useNcclAlloc() const
    {
#if NCCL_VERSION_CODE >= NCCL_VERSION(2, 19, 0)
        return m_ncclAlloc;
#else
        return false;
#endif
    }

    float *obtain(std::size_t count, const char *what)
    {
        void *p = nullptr;
        const std::size_t bytes = std::max<std::size_t>(count, 1) * sizeof(float);
#if NCCL_VERSION_CODE >= NCCL_VERSION(2, 19, 0)
        if (m_ncclAlloc) {
            ncclCheck(ncclMemAlloc(&p, bytes), (std::string("ncclMemAlloc ") + what).c_str());
            return static_cast<float *>(p);
        }
#endif
        cudaCheck(cudaMalloc(&p, bytes), (std::string("cudaMalloc ") + what).c_str());
        return static_cast<float *>(p);
    }

    void release(float *p) const
    {
        if (!p)
            return;
#if NCCL_VERSION_CODE >= NCCL_VERSION(2, 19, 0)
        if (m_ncclAlloc) {
            ncclMemFree(p);
            return;
        }
#endif
        cudaFree(p);
    }

    void launch(Op op, const Layout &l)
    {
        const int next = (m_rank + 1) % m_size;
        const int prev = (m_rank - 1 + m_size) % m_size;
        // Every operation inside a group, as nccl-tests' startColl does, so both issue
        // exactly the same NCCL calls.
        ncclCheck(ncclGroupStart(), "ncclGroupStart");
        switch (op) {
        case Op::AllReduce:
            ncclCheck(
                ncclAllReduce(m_send, m_recv, l.sendCount, ncclFloat, ncclSum, m_nccl, m_stream),
                "ncclAllReduce");
            break;
        case Op::AllGather:
            ncclCheck(ncclAllGather(m_send, m_recv, l.chunk, ncclFloat, m_nccl, m_stream),
                      "ncclAllGather");
            break;
        case Op::ReduceScatter:
            ncclCheck(
                ncclReduceScatter(m_send, m_recv, l.chunk, ncclFloat, ncclSum, m_nccl, m_stream),
                "ncclReduceScatter");
            break;
        case Op::SendRecv:
            ncclCheck(ncclGroupStart(), "ncclGroupStart");
            ncclCheck(ncclSend(m_send, l.chunk, ncclFloat, next, m_nccl, m_stream), "ncclSend");
            ncclCheck(ncclRecv(m_recv, l.chunk, ncclFloat, prev, m_nccl, m_stream), "ncclRecv");
            ncclCheck(ncclGroupEnd(), "ncclGroupEnd");
            break;
        case Op::AllToAll:
            // Grouped point-to-point, as nccl-tests' alltoall does.
            ncclCheck(ncclGroupStart(), "ncclGroupStart");
            for (int r = 0; r < m_size; ++r) {
                const std::size_t off = static_cast<std::size_t>(r) * l.chunk;
                ncclCheck(ncclSend(m_send + off, l.chunk, ncclFloat, r, m_nccl, m_stream),
                          "ncclSend");
                ncclCheck(ncclRecv(m_recv + off, l.chunk, ncclFloat, r, m_nccl, m_stream),
                          "ncclRecv");
            }
            ncclCheck(ncclGroupEnd(), "ncclGroupEnd");
            break;
        }
        ncclCheck(ncclGroupEnd(), "ncclGroupEnd");
    }

    MPI_Comm m_comm;
    bool m_ncclAlloc = true;
    Wait m_wait = Wait::Yield;
    int m_rank = 0;
    int m_size = 1;
    int m_dev = 0;
    std::string m_device;
    ncclComm_t m_nccl = nullptr;
    cudaStream_t m_stream = nullptr;
    cudaEvent_t m_start = nullptr;
    cudaEvent_t m_stop = nullptr;
    float *m_send = nullptr;
    float *m_recv = nullptr;
    unsigned long long *m_counter = nullptr;
};

} // namespace

std::unique_ptr<Backend> makeNcclBackend(MPI_Comm comm, bool ncclAlloc, Wait wait)
{
    return std::make_unique<NcclBackend>(comm, ncclAlloc, wait);
}

} // namespace probe
