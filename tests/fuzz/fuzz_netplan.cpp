// SPDX-License-Identifier: GPL-3.0-or-later
// A netplan YAML file found on a node (Tandem's own or a foreign one).

#include "fuzzinput.h"
#include "plan/netplandocument.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    (void)Tandem::NetplanDocument::read(QStringLiteral("50-cloud-init.yaml"),
                                        TandemFuzz::input(data, size));
    return 0;
}
