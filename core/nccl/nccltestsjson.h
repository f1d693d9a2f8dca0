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

// One result row, as in `rows` of a run above; the saved session keeps its rows in this form
// too (BandwidthRecord).
[[nodiscard]] QJsonObject toJson(const NcclRow &row);
// The way back, for a saved session: a missing or mistyped value, or a number out of range
// (docs/nccl.md, "Limits on input"), reads as absent (null, 0, "", root -1), never as a guess.
[[nodiscard]] NcclRow ncclRowFromJson(const QJsonObject &object);

// The `row` line that `tandem-cli run --json` streams as each size finishes (docs/cli-json.md):
// flat, for reading line by line: `type` "row", `bytes`, `count`, the out-of-place `time_us`,
// `algbw`, `busbw`, the in-place `in_place_time_us`, `in_place_algbw`, `in_place_busbw`, and
// the out-of-place `wrong`; N/A is null.
[[nodiscard]] QJsonObject ncclRowLine(const NcclRow &row);

} // namespace Tandem
