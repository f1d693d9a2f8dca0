// SPDX-License-Identifier: GPL-3.0-or-later
// NetplanCommands::listFiles' output from a node: one "path base64" line per file.

#include "fuzzinput.h"
#include "remote/netplancommands.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    (void)Tandem::NetplanCommands::parseListing(TandemFuzz::input(data, size));
    return 0;
}
