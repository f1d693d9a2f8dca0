// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nccltestsrun.h"

#include <QString>
#include <QStringView>

#include <array>
#include <optional>

namespace Tandem {

// Where each value sits in an nccl-tests data row, counted in whitespace-separated tokens.
// Taken from the column-header line ("#  size  count  type ..."), so -C (cputime), -S
// (timestamp), -I (per-iteration columns) and the per-collective layouts of old versions
// all read correctly. The default is the 2.13+ layout. Plain value type.
struct NcclRowLayout
{
    int size = 0, count = 1, type = 2, redop = 3, root = 4; // -1: column absent
    std::array<int, 2> time{5, 9}, algbw{6, 10}, busbw{7, 11}, wrong{8, 12};
    int columns = 13;          // tokens before the optional timestamp
    bool timestamp = false;    // "-S 1": two more tokens, "YYYY-mm-dd HH:MM:SS"
    bool cpuTime = false;      // "-C 1": the time columns are called cputime
    bool parsedHeader = false; // false: the default layout, no header seen

    // Reads the column names line; nullopt when it is not one (e.g. the units line).
    [[nodiscard]] static std::optional<NcclRowLayout> fromHeader(QStringView line);
};

// The text parts of a row, which the caller turns into shared QStrings.
struct NcclRowText
{
    QStringView type;
    QStringView redop;
    QStringView timestamp; // "2026-11-30 08:05:44" or empty
};

// Reads one data row by `layout`. Returns false, leaving *row partly filled, when the line
// is not exactly one complete row: a wrong token count or a value that is not a number.
// Pure function; hand-written because it runs for every row of logs of many megabytes.
[[nodiscard]] bool
readNcclRow(QStringView line, const NcclRowLayout &layout, NcclRow *row, NcclRowText *text);

// Empty when every number of `row` is within InputLimits (util/checkednumbers.h); otherwise
// says which value is out of range ("busbw 1e+308 GB/s"), for the text and the JSON parser
// alike, which then drop the row. NaN measures pass: nccl-tests prints "nan" itself.
[[nodiscard]] QString ncclRowRangeProblem(const NcclRow &row);

} // namespace Tandem
