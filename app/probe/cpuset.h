// SPDX-License-Identifier: GPL-3.0-or-later
// The CPUs a rank may run on, as the start line reports them (docs/probe-json.md, "start"):
// a rank that mpirun pinned to one core shares it with NCCL's proxy thread, which moves every
// byte over the network transport, and then measures a fraction of the link (docs/nccl.md,
// "Open MPI").
#pragma once

#include <string>

namespace probe {

struct CpuSet
{
    std::string list; // as Linux writes a cpulist: "0-3,8,10-11"; empty when unknown
    int count = 0;    // CPUs in the set; 0 when unknown
};

// This thread's affinity (sched_getaffinity), read before MPI and NCCL start threads of their
// own or move this one.
CpuSet allowedCpus();

// "0-3,8" from the CPUs' numbers in ascending order.
std::string cpuListOf(const int *cpus, int count);

} // namespace probe
