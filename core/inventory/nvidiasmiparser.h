// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Tandem {

// One GPU as nvidia-smi's table or a --query-gpu CSV shows it. A field the output did not
// show, or showed as N/A, [N/A] or "Not Supported" (GB10 has unified memory and no power
// cap), stays empty/nullopt.
struct NvidiaSmiGpu
{
    std::optional<int> index;
    QString name; // "NVIDIA GB10"
    QString busId;
    QString driverVersion;
    QString persistence;   // "On"/"Off"
    QString displayActive; // "On" when a monitor is attached
    QString performance;   // "P0"…"P12"
    QString computeCapability;
    std::optional<int> temperatureC;
    std::optional<double> powerW;
    std::optional<double> powerCapW;
    std::optional<qint64> memoryUsedMiB;
    std::optional<qint64> memoryTotalMiB;
    std::optional<int> utilizationPercent;
    // A CSV without a header that Tandem cannot map: the values as printed, N/A as empty.
    QStringList unnamedFields;
};

// One row of the table's "Processes" block.
struct NvidiaSmiProcess
{
    int gpu = 0;
    qint64 pid = 0;
    QString type; // "G" graphics, "C" compute, "C+G"
    QString name; // as printed; nvidia-smi shortens long paths in the middle ("...")
    std::optional<qint64> memoryMiB;
};

struct NvidiaSmiReport
{
    QString form; // "table" or "csv"
    QString driverVersion;
    QString cudaVersion; // the table's header only
    QList<NvidiaSmiGpu> gpus;
    QList<NvidiaSmiProcess> processes;
    QStringList warnings;

    [[nodiscard]] QJsonObject toJson() const;
};

// Reads `nvidia-smi` (the table) and `nvidia-smi --query-gpu=… --format=csv[,noheader]
// [,nounits]`, with or without the header, wherever the user pasted it from: prompts, the
// time stamp line and trailing blanks are dropped. A header-less CSV of two fields is
// Tandem's own query (name, driver_version); a `columns: …` line that a probe script put
// before it names the columns. nvidia-smi's own failures ("NVIDIA-SMI has failed", "Failed to
// initialize NVML", "No devices were found") are errors with what to do. Pure, thread-safe.
class NvidiaSmiParser
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::NvidiaSmiParser)

public:
    [[nodiscard]] static Result<NvidiaSmiReport> parse(const QByteArray &output);
};

} // namespace Tandem
