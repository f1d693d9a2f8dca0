// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every harness shares: the input as a QByteArray of its own (a heap copy of exactly
// the fuzzer's bytes, so AddressSanitizer sees a read past the end), and a quiet Qt message
// handler (a qWarning per input would make the fuzzer spend its time on stderr).

#include <QByteArray>
#include <QtGlobal>

#include <cstddef>
#include <cstdint>

namespace TandemFuzz {

inline QByteArray input(const std::uint8_t *data, std::size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
}

inline void quietQt()
{
    qInstallMessageHandler([](QtMsgType, const QMessageLogContext &, const QString &) {});
}

} // namespace TandemFuzz

// Every harness defines LLVMFuzzerTestOneInput; this one is the same for all of them.
extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    TandemFuzz::quietQt();
    return 0;
}
