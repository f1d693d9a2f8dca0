// SPDX-License-Identifier: GPL-3.0-or-later
#include "parsecommand.h"

#include "clioutput.h"
#include "nccl/nccllogparser.h"
#include "nccl/nccltestsjson.h"
#include "nccl/nccltestsjsonparser.h"
#include "nccl/nccltestsparser.h"
#include "nccl/probeparser.h"
#include "nccltable.h"
#include "util/checkednumbers.h"
#include "util/textlines.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>

namespace Tandem::Cli {

namespace {

// Gives the free functions below a translation context that lupdate understands.
class ParseText
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::Cli::Parse)
};

Result<QByteArray> readInput(const QString &path)
{
    QFile file;
    bool opened = false;
    if (path == QLatin1String("-"))
        opened = file.open(stdin, QIODevice::ReadOnly);
    else {
        file.setFileName(path);
        opened = file.open(QIODevice::ReadOnly);
    }
    if (!opened)
        return makeError(ParseText::tr("cannot read %1: %2").arg(path, file.errorString()));
    // Read one byte past the limit, so /dev/zero or a runaway log ends in a clear error
    // instead of filling memory.
    QByteArray raw;
    while (raw.size() <= InputLimits::LogBytes) {
        const QByteArray chunk = file.read(InputLimits::LogBytes + 1 - raw.size());
        if (chunk.isEmpty())
            break; // end of input (or a read error, which a parser then reports as empty)
        raw += chunk;
    }
    if (const auto tooLarge
        = checkInputSize(raw.size(), InputLimits::LogBytes, ParseText::tr("the input")))
        return tl::unexpected(*tooLarge);
    return raw;
}

ExitCode badInput(const QString &path, const Error &error)
{
    printErr(ParseText::tr("tandem-cli: %1: %2\n").arg(path, error.toString()));
    return ExitCode::BadInput;
}

ExitCode parseNcclTests(const QString &path, const QByteArray &raw, bool json)
{
    // nccl-tests writes its -J report as one JSON object; its stdout never starts with '{'.
    const bool isJsonReport = raw.trimmed().startsWith('{');
    const auto run = isJsonReport ? NcclTestsJsonParser::parse(raw) : NcclTestsParser::parse(raw);
    if (!run)
        return badInput(path, run.error());
    if (json)
        printJson(toJson(*run));
    else
        printOut(formatNcclTestsRun(*run));
    return ExitCode::Ok;
}

ExitCode parseNcclLog(const QString &path, const QByteArray &raw, bool json)
{
    const auto lines = splitTextLines(raw);
    if (!lines)
        return badInput(path, lines.error());
    NcclLogParser parser;
    for (const QString &line : *lines)
        parser.addLine(line);
    if (parser.summary().isEmpty())
        return badInput(path,
                        Error{ParseText::tr("no NCCL log lines found (is NCCL_DEBUG=INFO set?)")});
    if (json)
        printJson(toJson(parser.summary()));
    else
        printOut(formatTransport(parser.summary()));
    return ExitCode::Ok;
}

ExitCode parseProbe(const QString &path, const QByteArray &raw, bool json)
{
    const auto run = ProbeParser::parse(raw);
    if (!run)
        return badInput(path, run.error());
    QJsonArray errors;
    for (const Error &error : run->errors)
        errors.append(QJsonObject{{QStringLiteral("line"), error.line},
                                  {QStringLiteral("message"), error.message}});
    if (json) {
        QJsonArray samples;
        for (const ProbeSample &sample : run->samples)
            samples.append(probeSampleJson(sample));
        printJson(
            QJsonObject{{QStringLiteral("start"), run->start},
                        {QStringLiteral("end"), run->end},
                        {QStringLiteral("complete"), run->complete()},
                        {QStringLiteral("samples"), samples},
                        {QStringLiteral("errors"), errors},
                        {QStringLiteral("warnings"), QJsonArray::fromStringList(run->warnings)}});
    } else {
        QString text
            = ParseText::tr("%1: %n sample(s)", nullptr, int(run->samples.size())).arg(path);
        text += run->complete() ? ParseText::tr(", complete\n") : ParseText::tr(", no end line\n");
        text += QStringLiteral("%1 %2 %3 %4\n")
                    .arg(QStringLiteral("t (s)"), 10)
                    .arg(QStringLiteral("bytes"), 14)
                    .arg(QStringLiteral("busbw GB/s"), 12)
                    .arg(QStringLiteral("wrong"), 6);
        for (const ProbeSample &sample : run->samples) {
            text += QStringLiteral("%1 %2 %3 %4\n")
                        .arg(sample.t, 10, 'f', 3)
                        .arg(sample.bytes, 14)
                        .arg(sample.busbw, 12, 'f', 2)
                        .arg(sample.wrong, 6);
        }
        for (const Error &error : run->errors)
            text += ParseText::tr("error: %1\n").arg(error.toString());
        for (const QString &warning : run->warnings)
            text += ParseText::tr("warning: %1\n").arg(warning);
        printOut(text);
    }
    return run->errors.isEmpty() ? ExitCode::Ok : ExitCode::CheckFailed;
}

} // namespace

QJsonObject probeSampleJson(const ProbeSample &sample)
{
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("sample")},
                       {QStringLiteral("op"), sample.op},
                       {QStringLiteral("bytes"), sample.bytes},
                       {QStringLiteral("time_us"), sample.timeUs},
                       {QStringLiteral("algbw"), sample.algbw},
                       {QStringLiteral("busbw"), sample.busbw},
                       {QStringLiteral("wrong"), sample.wrong},
                       {QStringLiteral("t"), sample.t}};
}

ExitCode runParse(const QStringList &arguments, bool json)
{
    if (arguments.size() != 2) {
        printErr(
            ParseText::tr("usage: tandem-cli parse nccl-tests|nccl-log|probe FILE [--json]\n"));
        return ExitCode::BadInput;
    }
    const QString &kind = arguments.at(0);
    const QString &path = arguments.at(1);
    if (kind != QLatin1String("nccl-tests") && kind != QLatin1String("nccl-log")
        && kind != QLatin1String("probe")) {
        printErr(ParseText::tr(
                     "tandem-cli: unknown format '%1'; expected nccl-tests, nccl-log or probe\n")
                     .arg(kind));
        return ExitCode::BadInput;
    }
    const auto raw = readInput(path);
    if (!raw)
        return badInput(path, raw.error());
    if (kind == QLatin1String("nccl-tests"))
        return parseNcclTests(path, *raw, json);
    if (kind == QLatin1String("probe"))
        return parseProbe(path, *raw, json);
    return parseNcclLog(path, *raw, json);
}

} // namespace Tandem::Cli
