// SPDX-License-Identifier: GPL-3.0-or-later
// `nmcli -t -f NAME,DEVICE,TYPE connection show` from a node.

#include "fuzzinput.h"
#include "inventory/nmcliparser.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    (void)Tandem::NmcliParser::parse(TandemFuzz::input(data, size));
    return 0;
}
