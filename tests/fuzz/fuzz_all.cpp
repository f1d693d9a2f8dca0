// SPDX-License-Identifier: GPL-3.0-or-later
// Every harness in one executable (tests/fuzz/CMakeLists.txt, fuzz_all): TANDEM_FUZZ_TARGET
// names the one to fuzz, as its file does without fuzz_ ("nccltests"). One executable and the
// libraries it needs are what `./dev fuzz-pack` carries to a machine with more cores.

#include "fuzzharnesses.h"
#include "fuzzinput.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

#define TANDEM_FUZZ_DECLARE(name)                                                                  \
    extern "C" int tandem_fuzz_##name(const std::uint8_t *data, std::size_t size);
TANDEM_FUZZ_HARNESSES(TANDEM_FUZZ_DECLARE)

namespace {

using Harness = int (*)(const std::uint8_t *, std::size_t);

Harness chosen()
{
    const char *target = std::getenv("TANDEM_FUZZ_TARGET");
#define TANDEM_FUZZ_PICK(name)                                                                     \
    if (target && std::strcmp(target, #name) == 0)                                                 \
        return &tandem_fuzz_##name;
    TANDEM_FUZZ_HARNESSES(TANDEM_FUZZ_PICK)
    std::fprintf(stderr,
                 "fuzz_all: set TANDEM_FUZZ_TARGET to a harness (%s is not one)\n",
                 target ? target : "nothing");
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const Harness harness = chosen();
    return harness(data, size);
}
