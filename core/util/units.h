// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace Tandem {

// "8 B", "64 KiB", "16 GiB", "1.5 MiB": message sizes as nccl-tests users think of them
// (binary prefixes, as its -b/-e flags use). Pure function.
[[nodiscard]] QString formatBytes(qint64 bytes);

// "23.74 GB/s" (decimal GB, as nccl-tests reports bandwidth). Pure function.
[[nodiscard]] QString formatBandwidth(double gigabytesPerSecond);

// Reads a message size as nccl-tests' -b/-e take it: "8", "256K", "1M", "16G", "1T" (powers
// of 1024). nullopt for anything else, zero or negative. Pure function.
[[nodiscard]] std::optional<qint64> parseSize(const QString &text);

} // namespace Tandem
