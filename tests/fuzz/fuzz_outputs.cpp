// SPDX-License-Identifier: GPL-3.0-or-later
// Every parser behind `tandem-cli parse KIND` (core/outputs/outputkinds.h), through the same
// door, and the reader of the identity script's output. The input's first line picks the kind: a
// kind's name, or any other bytes, which pick one by their sum (so the fuzzer reaches every kind
// without knowing the names); the rest is the text that kind's parser reads. Seeds:
// tests/fuzz/corpus/outputs, "KIND\n" + a real file.

#include "fuzzinput.h"
#include "inventory/nodeidentity.h"
#include "outputs/outputkinds.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray raw = TandemFuzz::input(data, size);
    const qsizetype newline = raw.indexOf('\n');
    const QByteArray head = newline < 0 ? raw : raw.left(newline);
    const QByteArray text = newline < 0 ? QByteArray() : raw.mid(newline + 1);
    const auto &kinds = Tandem::OutputKinds::all();
    QString kind = QString::fromLatin1(head);
    if (!Tandem::OutputKinds::contains(kind)) {
        unsigned sum = 0;
        for (const char c : head)
            sum += static_cast<unsigned char>(c);
        kind = QLatin1String(kinds.at(qsizetype(sum % unsigned(kinds.size()))).name);
    }
    (void)Tandem::OutputKinds::parse(kind, text);
    // The device step's identity script output is read the same way (tagged sections).
    (void)Tandem::NodeIdentityReader::read(text);
    return 0;
}
