// SPDX-License-Identifier: GPL-3.0-or-later
// nccl-tests' text output (with NCCL's own log lines in between), as `tandem-cli parse
// nccl-tests` and the bandwidth step read it (whole, then what Tandem does with the rows), and
// line by line as it streams in.

#include "consumers.h"
#include "fuzzinput.h"
#include "nccl/nccltestsparser.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray raw = TandemFuzz::input(data, size);
    if (const auto run = Tandem::NcclTestsParser::parse(raw))
        TandemFuzz::consume(*run);

    Tandem::NcclTestsParser streaming;
    for (const QByteArray &line : raw.split('\n')) {
        streaming.addLine(QString::fromUtf8(line));
        (void)streaming.rows();
    }
    (void)streaming.finish();
    return 0;
}
