// SPDX-License-Identifier: GPL-3.0-or-later
// What main needs from a backend: buffers, one timed batch of operations, a check.
// Errors are thrown as std::runtime_error; main turns them into an `error` line.
#pragma once

#include "collective.h"
#include "options.h"

#include <cstdint>
#include <memory>
#include <mpi.h>
#include <string>

namespace probe {

class Backend
{
public:
    virtual ~Backend() = default;
    virtual const char *name() const = 0;
    // Once, for the largest size: allocating per size would delay samples.
    virtual void allocate(Op op, const Layout &largest) = 0;
    // Deterministic send data, poisoned receive buffer (so unwritten elements count as wrong).
    virtual void prepare(Op op, const Layout &l) = 0;
    // `count` out-of-place operations back to back; seconds per operation on this rank.
    virtual double run(Op op, const Layout &l, int count) = 0;
    // Wrong elements in this rank's receive buffer.
    virtual std::uint64_t countWrong(Op op, const Layout &l) = 0;
    // This rank's device, e.g. "NVIDIA H200 [0000:00:06.0]" or "cpu".
    virtual std::string device() const = 0;
    // JSON object describing the transport, read on rank 0 at the end.
    virtual std::string transportJson() const = 0;
    // How the buffers were allocated ("ncclMemAlloc", "cudaMalloc", "host").
    virtual const char *allocator() const = 0;
};

std::unique_ptr<Backend> makeMpiBackend(MPI_Comm comm);
#if defined(TANDEM_PROBE_HAVE_NCCL)
std::unique_ptr<Backend> makeNcclBackend(MPI_Comm comm, bool ncclAlloc, Wait wait);
std::string ncclVersionString();
#endif

// JSON object of the environment variables in `names` that are set.
std::string envJson(const char *const *names);

} // namespace probe
