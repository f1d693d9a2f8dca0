// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nccltestsrun.h"
#include "transportsummary.h"

#include <QJsonObject>

namespace Tandem {

// The JSON that `tandem-cli parse nccl-tests --json` and `parse nccl-log --json` print;
// docs/cli-json.md documents every key. Unknown values (N/A, nan, not printed) are null.
// Pure functions.
[[nodiscard]] QJsonObject toJson(const NcclTestsRun &run);
[[nodiscard]] QJsonObject toJson(const TransportSummary &transport);

} // namespace Tandem
