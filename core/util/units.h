// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Tandem {

// "8 B", "64 KiB", "16 GiB", "1.5 MiB": message sizes as nccl-tests users think of them
// (binary prefixes, as its -b/-e flags use). Pure function.
[[nodiscard]] QString formatBytes(qint64 bytes);

// "23.74 GB/s" (decimal GB, as nccl-tests reports bandwidth). Pure function.
[[nodiscard]] QString formatBandwidth(double gigabytesPerSecond);

} // namespace Tandem
