// SPDX-License-Identifier: GPL-3.0-or-later
#include "parsecommand.h"

#include "clioutput.h"
#include "nccl/nccllogparser.h"
#include "nccl/nccltestsjson.h"
#include "nccl/nccltestsjsonparser.h"
#include "nccl/nccltestsparser.h"
#include "nccl/probeparser.h"
#include "nccltable.h"
#include "outputs/outputjson.h"
#include "outputs/outputkinds.h"
#include "util/checkednumbers.h"
#include "util/textlines.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
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
    if (json) {
        printJson(probeRunJson(*run));
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

// A JSON value as indented "key: value" lines, for the kinds without a table of their own.
void formatValue(const QString &key, const QJsonValue &value, int depth, QString &out)
{
    const QString indent(depth * 2, QLatin1Char(' '));
    const QString label = key.isEmpty() ? QStringLiteral("-") : key + QLatin1Char(':');
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        if (!key.isEmpty() || depth > 0)
            out += indent + label + QLatin1Char('\n');
        for (auto it = object.begin(); it != object.end(); ++it)
            formatValue(it.key(), it.value(), depth + 1, out);
    } else if (value.isArray()) {
        const QJsonArray array = value.toArray();
        if (array.isEmpty())
            return; // an empty list says nothing a reader needs
        out += indent + label + QLatin1Char('\n');
        for (const QJsonValue &item : array)
            formatValue(QString(), item, depth + 1, out);
    } else if (!value.isNull()) {
        const QString text = value.isBool()     ? QString::fromLatin1(value.toBool() ? "yes" : "no")
                             : value.isDouble() ? QString::number(value.toDouble(), 'g', 12)
                                                : value.toString();
        out += indent + label + QLatin1Char(' ') + text + QLatin1Char('\n');
    }
}

// /sys/class/dmi/id given as a directory: its readable files as "name: value" lines. Serial
// numbers are left unread (root-only on most systems anyway).
Result<QByteArray> readDmiDirectory(const QString &path)
{
    QByteArray text;
    const QDir dir(path);
    const QStringList names = dir.entryList(QDir::Files | QDir::Readable, QDir::Name);
    for (const QString &name : names) {
        if (name.contains(QLatin1String("serial")) || name.contains(QLatin1String("uuid")))
            continue;
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        text += name.toUtf8() + ": " + file.read(4096).trimmed() + '\n';
    }
    if (text.isEmpty())
        return makeError(ParseText::tr("the directory %1 holds no readable file").arg(path));
    return text;
}

} // namespace

ExitCode runParse(const QStringList &arguments, bool json)
{
    QStringList kinds;
    for (const OutputKind &kind : OutputKinds::all())
        kinds << QLatin1String(kind.name);
    if (arguments.size() != 2) {
        printErr(ParseText::tr("usage: tandem-cli parse KIND FILE [--json]\nKIND: %1\n")
                     .arg(kinds.join(QStringLiteral(", "))));
        return ExitCode::BadInput;
    }
    const QString &kind = arguments.at(0);
    const QString &path = arguments.at(1);
    if (!OutputKinds::contains(kind)) {
        printErr(ParseText::tr("tandem-cli: unknown kind '%1'; expected one of %2\n")
                     .arg(kind, kinds.join(QStringLiteral(", "))));
        return ExitCode::BadInput;
    }
    const bool directory = kind == QLatin1String("dmi") && QFileInfo(path).isDir();
    const auto raw = directory ? readDmiDirectory(path) : readInput(path);
    if (!raw)
        return badInput(path, raw.error());
    if (kind == QLatin1String("nccl-tests"))
        return parseNcclTests(path, *raw, json);
    if (kind == QLatin1String("probe"))
        return parseProbe(path, *raw, json);
    if (kind == QLatin1String("nccl-log"))
        return parseNcclLog(path, *raw, json);
    const auto parsed = OutputKinds::parse(kind, *raw);
    if (!parsed)
        return badInput(path, parsed.error());
    if (json) {
        printJson(*parsed);
    } else {
        QString text;
        formatValue(QString(), *parsed, 0, text);
        printOut(text);
    }
    return ExitCode::Ok;
}

} // namespace Tandem::Cli
