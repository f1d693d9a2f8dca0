// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nccl/testspec.h"

namespace Tandem {

// How long a healthy bandwidth run of a TestSpec may stay silent, so that the bandwidth step can
// say a run has stalled long before TestSpec::hangTimeoutSeconds (600 s by default) ends it
// (docs/nccl.md, "A run that stalls"). nccl-tests prints a row only after all the iterations of
// its size, and first warms up at the largest size, so the longest silence is bounded by the
// start-up plus the warm-up and one row's iterations (both placements, plus the check pass) at
// the largest size, at a rate no working transport falls under: 1 GB/s, twice the message size
// moved per iteration. A soak adds one sampling interval. Pure function; thread-safe.
class StallTimeout
{
public:
    // mpirun's SSH launch, NCCL's init, the first connections.
    static constexpr int startupSeconds = 60;
    static constexpr double slowestBytesPerSecond = 1e9;

    [[nodiscard]] static int seconds(const TestSpec &spec);
};

} // namespace Tandem
