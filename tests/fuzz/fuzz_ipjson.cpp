// SPDX-License-Identifier: GPL-3.0-or-later
// `ip -j [-d] addr|link show` and `ip -j neigh show` from a node.

#include "fuzzinput.h"
#include "inventory/ipjsonparser.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray raw = TandemFuzz::input(data, size);
    (void)Tandem::IpJsonParser::parse(raw);
    (void)Tandem::IpJsonParser::parseNeighbours(raw);
    return 0;
}
