// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nccl/nccltestsrow.h"
#include "nccl/probeparser.h"
#include "nccl/testspec.h"

#include <QList>

#include <optional>

namespace Tandem {

// A row's busbw: the better of its two placements; nullopt when neither is a number.
[[nodiscard]] std::optional<double> bestBusbw(const NcclRow &row);

// The busbw a run's threshold is judged on (docs/flow.md, "Step 8: Bandwidth"): nccl-tests at
// the largest size, the better of its two placements (never the sweep's "Avg bus bandwidth",
// docs/nccl.md); the probe's best sample at its largest size; a soak's mean. nullopt before any
// point; `bytes`, when given, gets the size judged. Pure.
[[nodiscard]] std::optional<double> judgedBusbw(const TestSpec &spec,
                                                const QList<NcclRow> &rows,
                                                const QList<ProbeSample> &samples,
                                                qint64 *bytes = nullptr);

} // namespace Tandem
