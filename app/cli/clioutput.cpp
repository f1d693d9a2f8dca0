// SPDX-License-Identifier: GPL-3.0-or-later
#include "clioutput.h"

#include <QJsonDocument>

#include <cstdio>

namespace Tandem::Cli {

namespace {

void write(FILE *stream, const QByteArray &bytes)
{
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stream);
    std::fflush(stream);
}

QJsonObject versioned(QJsonObject object)
{
    object.insert(QStringLiteral("format_version"), jsonFormatVersion);
    return object;
}

} // namespace

void printOut(const QString &text)
{
    write(stdout, text.toUtf8());
}

void printErr(const QString &text)
{
    write(stderr, text.toUtf8());
}

void printJson(const QJsonObject &document)
{
    write(stdout, QJsonDocument(versioned(document)).toJson(QJsonDocument::Indented));
}

void printJsonLine(const QJsonObject &object)
{
    write(stdout, QJsonDocument(versioned(object)).toJson(QJsonDocument::Compact) + '\n');
}

} // namespace Tandem::Cli
