// SPDX-License-Identifier: GPL-3.0-or-later
// The prerequisites probe's output from a node (NCCL, nccl-tests, MPI, tandem-probe).

#include "fuzzinput.h"
#include "prereqs/prerequisitesparser.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    (void)Tandem::PrerequisitesParser::parse(TandemFuzz::input(data, size));
    return 0;
}
