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

struct Options
{
    BackendKind backend = BackendKind::Nccl;
    Mode mode = Mode::Sweep;
    Op op = Op::AllReduce;
    Alloc alloc = Alloc::Nccl;
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

} // namespace probe
