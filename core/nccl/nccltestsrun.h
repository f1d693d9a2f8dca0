// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "transportsummary.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Tandem {

// One placement (out-of-place or in-place) of an nccl-tests row. A value that the row
// printed as N/A (or that a JSON report left null) is std::nullopt.
struct NcclPlacement
{
    std::optional<double> timeUs;
    std::optional<double> algbw; // GB/s, GB = 1e9 B
    std::optional<double> busbw; // GB/s
    std::optional<double> wrong; // #wrong; nullopt for N/A
};

struct NcclRow
{
    qint64 bytes = 0;
    qint64 count = 0;
    QString type;  // "float"
    QString redop; // "sum", "none"
    int root = -1;
    NcclPlacement outOfPlace;
    NcclPlacement inPlace;
    QString timestamp; // -S 1; empty otherwise
    int line = 0;      // 1-based line in the input; 0 for JSON
    int test = 0;      // index of the "# Collective test starting" block the row belongs to
};

struct NcclRank
{
    int rank = 0;
    int group = 0;
    qint64 pid = 0;
    QString host;
    int device = 0;
    QString busId; // "000f:01:00"
    QString gpu;   // "NVIDIA GB10"
};

enum class NcclPlacementKind { OutOfPlace, InPlace };

struct NcclPeak
{
    double busbw = 0;
    qint64 bytes = 0;
    NcclPlacementKind placement = NcclPlacementKind::OutOfPlace;
};

// A parsed nccl-tests run, from its stdout or its -J JSON file. Plain value type.
struct NcclTestsRun
{
    QString collective;     // "all_gather_perf" as printed; see collectiveName()
    QString testsVersion;   // "2.19.6"
    QString gitHash;        // since 2.20.0; empty otherwise
    int headersVersion = 0; // 22809
    int libraryVersion = 0; // 22803
    QString ncclVersion;    // "2.28.3+cuda13.0" from NCCL's own log, when printed

    // The "# nThread ..." parameters; -1 when not printed.
    int threads = -1, gpusPerThread = -1;
    qint64 minBytes = -1, maxBytes = -1;
    qint64 stepFactor = -1, stepBytes = -1; // exactly one is set
    int warmupIters = -1, iters = -1, aggIters = -1, validation = -1, graph = -1;
    bool cpuTime = false; // -C 1: NcclPlacement::timeUs holds CPU time ("cputime")

    QList<NcclRank> ranks;
    QList<NcclRow> rows;

    std::optional<qint64> outOfBounds; // "# Out of bounds values : N OK"
    std::optional<bool> outOfBoundsOk;
    std::optional<double> avgBusbw; // "# Avg bus bandwidth : x"
    std::optional<bool> avgBusbwOk; // OK/FAILED, only with NCCL_TESTS_MIN_BW
    bool complete = false;          // the trailer ("Collective test concluded") was seen
    QStringList errors;             // "Test NCCL failure ...", "# error: ...", timeouts
    QStringList warnings;           // rows garbled by log text, reduced maxBytes, ...
    int unrecognisedLines = 0;      // lines that were neither table, log nor error;
                                    // only the first few are kept in `warnings`
    TransportSummary transport;     // from NCCL log lines mixed into the output

    // "all_gather" for "all_gather_perf"; empty when unknown.
    [[nodiscard]] QString collectiveName() const;
    // Highest busbw over every row and both placements; nullopt without rows.
    [[nodiscard]] std::optional<NcclPeak> peakBusbw() const;
};

} // namespace Tandem
