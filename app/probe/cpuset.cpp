// SPDX-License-Identifier: GPL-3.0-or-later
#include "cpuset.h"

#include <cerrno>
#include <sched.h>
#include <vector>

namespace probe {

std::string cpuListOf(const int *cpus, int count)
{
    std::string out;
    for (int i = 0; i < count;) {
        int j = i;
        while (j + 1 < count && cpus[j + 1] == cpus[j] + 1)
            ++j;
        if (!out.empty())
            out += ',';
        out += std::to_string(cpus[i]);
        if (j > i)
            out += '-' + std::to_string(cpus[j]);
        i = j + 1;
    }
    return out;
}

CpuSet allowedCpus()
{
    // A cpu_set_t holds 1024 CPUs; a larger machine needs a larger set, which the kernel asks
    // for with EINVAL. 65536 is far beyond any machine Linux runs on today.
    for (int ncpus = 1024; ncpus <= 65536; ncpus *= 2) {
        cpu_set_t *set = CPU_ALLOC(ncpus);
        if (!set)
            return {};
        const std::size_t size = CPU_ALLOC_SIZE(ncpus);
        CPU_ZERO_S(size, set);
        if (sched_getaffinity(0, size, set) != 0) {
            CPU_FREE(set);
            if (errno == EINVAL)
                continue;
            return {};
        }
        std::vector<int> cpus;
        for (int c = 0; c < ncpus; ++c) {
            if (CPU_ISSET_S(static_cast<std::size_t>(c), size, set))
                cpus.push_back(c);
        }
        CPU_FREE(set);
        return {cpuListOf(cpus.data(), static_cast<int>(cpus.size())),
                static_cast<int>(cpus.size())};
    }
    return {};
}

} // namespace probe
