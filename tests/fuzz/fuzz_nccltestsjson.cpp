// SPDX-License-Identifier: GPL-3.0-or-later
// nccl-tests' JSON output (-J), as `tandem-cli parse nccl-tests` reads it, and what it
// does with the rows next.

#include "consumers.h"
#include "fuzzinput.h"
#include "nccl/nccltestsjsonparser.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (const auto run = Tandem::NcclTestsJsonParser::parse(TandemFuzz::input(data, size)))
        TandemFuzz::consume(*run);
    return 0;
}
