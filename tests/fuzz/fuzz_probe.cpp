// SPDX-License-Identifier: GPL-3.0-or-later
// tandem-probe's JSON lines, whole and one line at a time as they stream in.

#include "consumers.h"
#include "fuzzinput.h"
#include "nccl/probeparser.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray raw = TandemFuzz::input(data, size);
    if (const auto run = Tandem::ProbeParser::parse(raw)) {
        for (const Tandem::ProbeSample &sample : run->samples)
            TandemFuzz::consume(sample);
    }

    Tandem::ProbeParser streaming;
    for (const QByteArray &line : raw.split('\n'))
        (void)streaming.addLine(line);
    (void)streaming.run().complete();
    return 0;
}
