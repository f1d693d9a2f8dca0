// SPDX-License-Identifier: GPL-3.0-or-later
// `ip -j route show table all` from a node.

#include "fuzzinput.h"
#include "plan/iprouteparser.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    (void)Tandem::IpRouteParser::parse(TandemFuzz::input(data, size));
    return 0;
}
