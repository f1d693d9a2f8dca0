// SPDX-License-Identifier: GPL-3.0-or-later
// Collectives, their nccl-tests size conventions and busbw factors, and the validation
// pattern. Shared by the host (MPI backend, main) and the device kernels, hence TANDEM_HD.
#pragma once

#include <cstddef>
#include <cstdint>

#if defined(__CUDACC__)
#define TANDEM_HD __host__ __device__
#else
#define TANDEM_HD
#endif

namespace probe {

enum class Op : int { AllReduce = 0, AllGather, ReduceScatter, SendRecv, AllToAll };

const char *opName(Op op);
bool opFromName(const char *name, Op *op);

// nccl-tests' *GetBw factors (src/<coll>.cu): the same formula whatever algorithm NCCL chose.
inline double busBwFactor(Op op, int nranks)
{
    const double n = nranks;
    switch (op) {
    case Op::AllReduce: return 2.0 * (n - 1) / n;
    case Op::AllGather:
    case Op::ReduceScatter:
    case Op::AllToAll: return (n - 1) / n;
    case Op::SendRecv: return 1.0;
    }
    return 1.0;
}

// Element counts for one "size" in the nccl-tests convention: size is the larger buffer of
// the operation (all_gather's receive, reduce_scatter's send, alltoall's whole send buffer),
// split into nranks chunks of `chunk` elements. Sizes round down like nccl-tests does.
struct Layout
{
    std::size_t chunk = 0;     // per-peer element count
    std::size_t sendCount = 0; // elements in the send buffer
    std::size_t recvCount = 0; // elements in the receive buffer
    std::size_t bytes = 0;     // the size reported (nccl-tests' "size" column)
};

inline Layout layoutFor(Op op, std::size_t bytes, int nranks)
{
    const std::size_t n = static_cast<std::size_t>(nranks);
    const std::size_t elems = bytes / sizeof(float);
    Layout l;
    switch (op) {
    case Op::AllReduce:
    case Op::SendRecv:
        l.chunk = elems;
        l.sendCount = l.recvCount = elems;
        l.bytes = elems * sizeof(float);
        break;
    case Op::AllGather:
        l.chunk = elems / n;
        l.sendCount = l.chunk;
        l.recvCount = l.chunk * n;
        l.bytes = l.recvCount * sizeof(float);
        break;
    case Op::ReduceScatter:
        l.chunk = elems / n;
        l.sendCount = l.chunk * n;
        l.recvCount = l.chunk;
        l.bytes = l.sendCount * sizeof(float);
        break;
    case Op::AllToAll:
        l.chunk = elems / n;
        l.sendCount = l.recvCount = l.chunk * n;
        l.bytes = l.sendCount * sizeof(float);
        break;
    }
    return l;
}

// Value rank `rank` puts at element `i` of its send buffer. Small integers, so that sums
// over thousands of ranks stay exact in float and a check can compare with ==.
TANDEM_HD inline float fillValue(int rank, std::size_t i)
{
    return static_cast<float>((i * 3u + static_cast<std::size_t>(rank) * 17u) % 97u);
}

// What element j of rank `rank`'s receive buffer must hold after the operation.
TANDEM_HD inline float expectedValue(Op op, int rank, int nranks, std::size_t chunk, std::size_t j)
{
    switch (op) {
    case Op::AllReduce: {
        float s = 0;
        for (int r = 0; r < nranks; ++r)
            s += fillValue(r, j);
        return s;
    }
    case Op::AllGather: return fillValue(static_cast<int>(j / chunk), j % chunk);
    case Op::ReduceScatter: {
        float s = 0;
        for (int r = 0; r < nranks; ++r)
            s += fillValue(r, static_cast<std::size_t>(rank) * chunk + j);
        return s;
    }
    case Op::AllToAll:
        return fillValue(static_cast<int>(j / chunk),
                         static_cast<std::size_t>(rank) * chunk + j % chunk);
    case Op::SendRecv: return fillValue((rank - 1 + nranks) % nranks, j);
    }
    return 0;
}

} // namespace probe
