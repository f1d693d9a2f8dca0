// SPDX-License-Identifier: GPL-3.0-or-later
// /etc/dgx-release, /etc/os-release and nvidia-smi from a node; the same bytes go to every
// reader (they share the shell-assignment grammar).

#include "fuzzinput.h"
#include "inventory/deviceidentityparser.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray raw = TandemFuzz::input(data, size);
    (void)Tandem::DeviceIdentityParser::parseDgxRelease(raw);
    (void)Tandem::DeviceIdentityParser::parseOsRelease(raw);
    (void)Tandem::DeviceIdentityParser::parseShellAssignments(raw);
    if (const auto gpus = Tandem::DeviceIdentityParser::parseNvidiaSmiGpus(raw)) {
        for (const Tandem::Gpu &gpu : *gpus)
            (void)Tandem::isSparkGpu(gpu);
    }
    return 0;
}
