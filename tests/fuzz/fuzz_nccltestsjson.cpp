// SPDX-License-Identifier: GPL-3.0-or-later
// nccl-tests' JSON output (-J), as `tandem-cli parse nccl-tests` reads it.

#include "fuzzinput.h"
#include "nccl/nccltestsjsonparser.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    (void)Tandem::NcclTestsJsonParser::parse(TandemFuzz::input(data, size));
    return 0;
}
