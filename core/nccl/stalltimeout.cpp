// SPDX-License-Identifier: GPL-3.0-or-later
#include "stalltimeout.h"

#include <QtGlobal>

#include <cmath>

namespace Tandem {

int StallTimeout::seconds(const TestSpec &spec)
{
    const double perIteration
        = 2.0 * double(qMax<qint64>(spec.maxBytes, 0)) / slowestBytesPerSecond;
    // The warm-up, then out-of-place and in-place runs of one size, each with a check pass.
    const double iterations
        = double(qMax(spec.warmupIters, 0)) + 2.0 * double(qMax(spec.iters, 1) + 1);
    double total = startupSeconds + iterations * perIteration;
    if (spec.isSoak())
        total += double(qMax(spec.intervalMs, 0)) / 1000.0;
    // Bounded so that a wild spec cannot overflow; no run is meant to be silent for a day.
    return int(std::ceil(qMin(total, 86400.0)));
}

} // namespace Tandem
