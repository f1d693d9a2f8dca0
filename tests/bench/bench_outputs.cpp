// SPDX-License-Identifier: GPL-3.0-or-later
// How fast `tandem-cli parse KIND` reads what a user pastes (OutputKinds, every kind): each real
// file of tests/data/real (through the fuzz seeds, whose first line names the kind), and 1 MiB
// and 15 MiB (just under the 16 MiB cap) of lines that are no kind's output: the worst paste,
// every line a warning. ctest runs the real files and 1 MiB once; run the binary by hand for
// 15 MiB.
#include "outputs/outputkinds.h"

#include <benchmark/benchmark.h>

#include <QDir>
#include <QFile>

using namespace Tandem;

namespace {

struct Sample
{
    QString kind;
    QByteArray text;
};

QList<Sample> realSamples()
{
    QList<Sample> samples;
    const QDir dir(QStringLiteral(TANDEM_OUTPUT_SEEDS));
    for (const QString &name : dir.entryList(QDir::Files, QDir::Name)) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QByteArray all = file.readAll();
        const qsizetype newline = all.indexOf('\n');
        if (newline > 0)
            samples.append({QString::fromUtf8(all.left(newline)), all.mid(newline + 1)});
    }
    return samples;
}

// Lines of words, numbers and punctuation that look like a log, none any kind's output.
QByteArray junk(qsizetype bytes)
{
    QByteArray out;
    out.reserve(bytes + 128);
    for (int i = 0; out.size() < bytes; ++i) {
        out += "junk line " + QByteArray::number(i) + " of " + QByteArray::number(i % 977)
               + " things: a=b, [" + QByteArray::number(i * 7919 % 10007) + "] ok? ~ "
               + QByteArray(i % 40, 'x') + '\n';
    }
    return out;
}

void realFiles(benchmark::State &state)
{
    static const QList<Sample> samples = realSamples();
    if (samples.isEmpty()) {
        state.SkipWithError("no seeds in " TANDEM_OUTPUT_SEEDS);
        return;
    }
    qint64 bytes = 0;
    for (auto _ : state) {
        for (const Sample &sample : samples) {
            auto json = OutputKinds::parse(sample.kind, sample.text);
            benchmark::DoNotOptimize(json);
            bytes += sample.text.size();
        }
    }
    state.SetBytesProcessed(bytes);
    state.counters["files"] = double(samples.size());
}

void junkOf(benchmark::State &state, const QString &kind, qsizetype size)
{
    static QHash<qsizetype, QByteArray> texts;
    if (!texts.contains(size))
        texts.insert(size, junk(size));
    const QByteArray &text = texts[size];
    for (auto _ : state) {
        auto json = OutputKinds::parse(kind, text);
        benchmark::DoNotOptimize(json);
    }
    state.SetBytesProcessed(qint64(state.iterations()) * text.size());
}

const int registered = [] {
    benchmark::RegisterBenchmark("real_files", realFiles)->Unit(benchmark::kMicrosecond);
    for (const OutputKind &kind : OutputKinds::all()) {
        const QString name = QString::fromLatin1(kind.name);
        for (const auto &[label, size] : {std::pair{"junk_1MiB/", qsizetype(1) << 20},
                                          std::pair{"junk_15MiB/", qsizetype(15) << 20}}) {
            benchmark::RegisterBenchmark(
                (std::string(label) + kind.name).c_str(),
                [name, size = size](benchmark::State &state) { junkOf(state, name, size); })
                ->Unit(benchmark::kMillisecond);
        }
    }
    return 0;
}();

} // namespace

BENCHMARK_MAIN();
