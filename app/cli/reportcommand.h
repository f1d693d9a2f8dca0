// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "exitcode.h"

#include <QString>
#include <QStringList>

namespace Tandem::Cli {

struct ReportOptions
{
    QString statePath;   // --state: the saved session the report is built from
    QStringList outputs; // --out, repeatable: FILE.pdf, FILE.html, FILE.json
    QString snippetsDir; // --snippets: where the hostfile, env file and Ray launch go
    QString historyPath; // --history: the run history the baseline comes from
    bool json = false;
};

// `tandem-cli report --state FILE --out FILE.{pdf,html,json}... [--snippets DIR]`: builds the
// acceptance report from a saved session (no node is contacted) and writes it, all outputs
// from one report so they state the same facts. Prints the checklist (or, with --json, one
// document with the verdicts and the files written). Exit 0 every checklist item passed, 1 an
// item failed or has not run, 2 bad usage, an unreadable state or a file that cannot be
// written. A PDF needs a QGuiApplication (main() makes one for this command).
[[nodiscard]] ExitCode runReport(const ReportOptions &options);

} // namespace Tandem::Cli
