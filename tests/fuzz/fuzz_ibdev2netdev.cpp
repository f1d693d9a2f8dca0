// SPDX-License-Identifier: GPL-3.0-or-later
// `ibdev2netdev` from a node.

#include "fuzzinput.h"
#include "inventory/ibdev2netdevparser.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    (void)Tandem::Ibdev2NetdevParser::parse(TandemFuzz::input(data, size));
    return 0;
}
