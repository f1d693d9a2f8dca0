// SPDX-License-Identifier: GPL-3.0-or-later
// NCCL's debug log (NCCL_DEBUG=INFO lines), one line at a time as the runner delivers them.

#include "fuzzinput.h"
#include "nccl/nccllogparser.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray raw = TandemFuzz::input(data, size);
    Tandem::NcclLogParser parser;
    for (const QByteArray &line : raw.split('\n')) {
        const QString text = QString::fromUtf8(line);
        qsizetype offset = -1;
        (void)Tandem::NcclLogParser::findLogPrefix(text, &offset);
        (void)parser.addLine(text);
    }
    (void)parser.summary();
    return 0;
}
