// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

namespace Tandem::Cli {

// Where tandem-cli writes: stdout carries results (with --json, one JSON document and nothing
// else), stderr carries progress and errors. UTF-8 on both.
void printOut(const QString &text);
void printErr(const QString &text);

// The version of the JSON tandem-cli prints (docs/cli-json.md, "Versions"): every document and
// every JSON line carries it as "format_version". It goes up when a field changes meaning or
// goes away; new fields do not change it.
inline constexpr int jsonFormatVersion = 1;

// One JSON document, with its "format_version".
void printJson(const QJsonObject &document);
// One compact JSON object and a newline: a line of a JSON lines stream, flushed at once.
void printJsonLine(const QJsonObject &object);

} // namespace Tandem::Cli
