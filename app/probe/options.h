// SPDX-License-Identifier: GPL-3.0-or-later
// Command line of tandem-probe. Parsed before MPI starts, so bad arguments cost no launch.
#pragma once

#include "collective.h"

#include <cstddef>
#include <string>

namespace probe {

enum class BackendKind { Nccl, Mpi };
enum class Mode { Sweep, Soak };
// How the NCCL backend gets its GPU buffers: ncclMemAlloc (cuMem, what nccl-tests 2.19+ uses
// and what NCCL's P2P and registration paths are fastest with) or plain cudaMalloc.
enum class Alloc { Nccl, Cuda };
// How the host waits for a batch of NCCL operations on the GPU. NCCL's proxy thread moves every
// byte of the network transport (sockets, RoCE) and runs on the same CPUs as the rank: a wait that
// spins on a core the proxy needs starves it (docs/benchmarks.md, "tandem-probe and NCCL's proxy
// thread").
// - Yield: poll the stream and give the CPU away between polls (sched_yield), as nccl-tests does;
//   NCCL's asynchronous errors are seen while waiting. The default.
// - Block: CUDA's blocking synchronisation (the thread sleeps until the GPU signals).
// - Spin: CUDA's spinning synchronisation (cudaDeviceScheduleSpin), what CUDA's default schedule
//   picks where the cores outnumber the GPU contexts and what the probe did before; kept to
//   measure the difference.
enum class Wait { Yield, Block, Spin };

struct Options
{
    BackendKind backend = BackendKind::Nccl;
    Mode mode = Mode::Sweep;
    Op op = Op::AllReduce;
    Alloc alloc = Alloc::Nccl;
    Wait wait = Wait::Yield;
    std::size_t minBytes = 32u << 20; // nccl-tests' defaults: 32M..32M
    std::size_t maxBytes = 32u << 20;
    std::size_t factor = 2;
    int iters = 20;
    int warmup = 5;
    int intervalMs = 1000;
    double seconds = 10.0;
    bool help = false;
    bool version = false; // print the version, the source it was built from and the backends
};

// Sizes like nccl-tests: an integer with an optional K/M/G suffix, powers of 1024.
bool parseSize(const std::string &text, std::size_t *out);

// Returns an empty string on success, else the reason.
std::string parseOptions(int argc, char **argv, Options *out);

const char *usageText();
const char *waitName(Wait wait);

} // namespace probe
