// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportcommand.h"

#include "clioutput.h"
#include "history/historycompare.h"
#include "report/report.h"
#include "report/reportexport.h"
#include "session/workflowstate.h"
#include "steps/flow/checktitles.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonObject>

namespace Tandem::Cli {

namespace {

class ReportText
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::Cli::Report)
};

} // namespace

ExitCode runReport(const ReportOptions &options)
{
    if (options.statePath.isEmpty()
        || (options.outputs.isEmpty() && options.snippetsDir.isEmpty())) {
        printErr(ReportText::tr(
            "usage: tandem-cli report --state FILE --out FILE.pdf|FILE.html|FILE.json... "
            "[--snippets DIR] [--json]\n"));
        return ExitCode::BadInput;
    }
    for (const QString &out : options.outputs) {
        if (!ReportExport::formatFor(out)) {
            printErr(
                ReportText::tr("tandem-cli: %1: the report is written as .pdf, .html or .json.\n")
                    .arg(out));
            return ExitCode::BadInput;
        }
    }
    auto state = WorkflowState::load(options.statePath);
    if (!state) {
        printErr(ReportText::tr("tandem-cli: %1\n").arg(state.error().toString()));
        return ExitCode::BadInput;
    }
    CheckTitles::retitle(state->checks); // in the report's language, whatever the session's
    Report report = Report::build(*state);
    // Beside the cluster's accepted baseline, where the history has one; the report stands
    // without it.
    if (const auto baseline = HistoryCompare::withBaseline(*state, options.historyPath); !baseline)
        printErr(ReportText::tr("tandem-cli: no comparison with the baseline: %1\n")
                     .arg(baseline.error().toString()));
    else
        report.baseline = *baseline;

    QJsonArray written;
    for (const QString &out : options.outputs) {
        if (const auto result = exportReport(report, out); !result) {
            printErr(ReportText::tr("tandem-cli: %1\n").arg(result.error().toString()));
            return ExitCode::BadInput;
        }
        written.append(QDir::cleanPath(out));
        printErr(ReportText::tr("Wrote %1\n").arg(out));
    }
    QJsonArray snippetFiles;
    bool snippetsFailed = false;
    if (!options.snippetsDir.isEmpty()) {
        if (!report.snippets) {
            printErr(
                ReportText::tr("tandem-cli: no serving snippets: %1\n").arg(report.snippetsError));
            snippetsFailed = true;
        } else if (const auto result = report.snippets->writeTo(options.snippetsDir); !result) {
            printErr(ReportText::tr("tandem-cli: %1\n").arg(result.error().toString()));
            return ExitCode::BadInput;
        } else {
            for (const char *name : {ServingSnippets::hostfileName,
                                     ServingSnippets::envFileName,
                                     ServingSnippets::rayLaunchName}) {
                const QString path = QDir(options.snippetsDir).filePath(QLatin1String(name));
                snippetFiles.append(path);
                printErr(ReportText::tr("Wrote %1\n").arg(path));
            }
        }
    }

    if (options.json) {
        QJsonArray items;
        for (const ChecklistItem &item : report.checklist) {
            items.append(QJsonObject{{QStringLiteral("id"), item.id},
                                     {QStringLiteral("title"), item.title},
                                     {QStringLiteral("verdict"), Report::verdictKey(item.verdict)},
                                     {QStringLiteral("detail"), item.detail}});
        }
        printJson(QJsonObject{{QStringLiteral("accepted"), report.accepted()},
                              {QStringLiteral("checklist"), items},
                              {QStringLiteral("written"), written},
                              {QStringLiteral("snippets"), snippetFiles}});
    } else {
        QString text
            = report.accepted()
                  ? ReportText::tr("Accepted: every checklist item passed.\n")
                  : ReportText::tr("Not accepted: some checklist items failed or have not run.\n");
        for (const ChecklistItem &item : report.checklist)
            text += QStringLiteral("  %1  %2: %3\n")
                        .arg(Report::verdictText(item.verdict), -7)
                        .arg(item.title, item.detail);
        printOut(text);
    }
    return report.accepted() && !snippetsFailed ? ExitCode::Ok : ExitCode::CheckFailed;
}

} // namespace Tandem::Cli
