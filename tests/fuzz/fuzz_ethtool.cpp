// SPDX-License-Identifier: GPL-3.0-or-later
// `ethtool IFACE` from a node.

#include "fuzzinput.h"
#include "inventory/ethtoolparser.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    (void)Tandem::EthtoolParser::parse(TandemFuzz::input(data, size));
    return 0;
}
