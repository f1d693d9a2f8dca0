// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nccl/nccltestsrun.h"

#include <QString>

namespace Tandem::Cli {

// Human-readable text for tandem-cli: the rows as a table and a one-line summary.
[[nodiscard]] QString formatNcclTestsRun(const NcclTestsRun &run);
[[nodiscard]] QString formatTransport(const TransportSummary &transport);

} // namespace Tandem::Cli
