// SPDX-License-Identifier: GPL-3.0-or-later
#include "parsecommand.h"

#include "clioutput.h"
#include "nccl/nccllogparser.h"
#include "nccl/nccltestsjson.h"
#include "nccl/nccltestsjsonparser.h"
#include "nccl/nccltestsparser.h"
#include "nccltable.h"
#include "util/textlines.h"

#include <QCoreApplication>
#include <QFile>

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
    return file.readAll();
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
        return badInput(path, Error{ParseText::tr("no NCCL log lines found (is NCCL_DEBUG=INFO set?)")});
    if (json)
        printJson(toJson(parser.summary()));
    else
        printOut(formatTransport(parser.summary()));
    return ExitCode::Ok;
}

} // namespace

ExitCode runParse(const QStringList &arguments, bool json)
{
    if (arguments.size() != 2) {
        printErr(ParseText::tr("usage: tandem-cli parse nccl-tests|nccl-log FILE [--json]\n"));
        return ExitCode::BadInput;
    }
    const QString &kind = arguments.at(0);
    const QString &path = arguments.at(1);
    if (kind != QLatin1String("nccl-tests") && kind != QLatin1String("nccl-log")) {
        printErr(ParseText::tr("tandem-cli: unknown format '%1'; expected nccl-tests or nccl-log\n").arg(kind));
        return ExitCode::BadInput;
    }
    const auto raw = readInput(path);
    if (!raw)
        return badInput(path, raw.error());
    if (kind == QLatin1String("nccl-tests"))
        return parseNcclTests(path, *raw, json);
    return parseNcclLog(path, *raw, json);
}

} // namespace Tandem::Cli
