// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

namespace Tandem::Cli {

// Where tandem-cli writes: stdout carries results (with --json, one JSON document and nothing
// else), stderr carries progress and errors. UTF-8 on both.
void printOut(const QString &text);
void printErr(const QString &text);
void printJson(const QJsonObject &document);
// One compact JSON object and a newline: a line of a JSON lines stream, flushed at once.
void printJsonLine(const QJsonObject &object);

} // namespace Tandem::Cli
