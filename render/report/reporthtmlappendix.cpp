// SPDX-License-Identifier: GPL-3.0-or-later
#include "reporthtmlappendix.h"

#include "report/chartsvg.h"

#include <QCoreApplication>

namespace Tandem {

namespace {

class AppendixHtmlText
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::ReportHtml)
};

QString e(const QString &text)
{
    return htmlEscaped(text);
}

QString pre(const QString &text)
{
    return QStringLiteral("<pre>") + e(text) + QStringLiteral("</pre>\n");
}

QString block(const Report &report, const ReportAppendix::Entry &entry)
{
    QString html;
    switch (entry.kind) {
    case ReportAppendix::Kind::Checklist:
        for (const ReportCheck &c : report.checklist.at(entry.index).checks)
            html += checkHtml(c.check, true);
        break;
    case ReportAppendix::Kind::Command: html += pre(report.bandwidth->command); break;
    case ReportAppendix::Kind::Finding: {
        const Finding f = ReportAppendix::findings(*report.doctor).at(entry.index);
        html += QStringLiteral("<p class=\"meta\">") + e(ReportDoctor::whereText(f))
                + QStringLiteral("</p>\n") + pre(f.evidence);
        break;
    }
    case ReportAppendix::Kind::Netplan: {
        const QString node = report.plan.nodes.at(entry.index).node;
        html += pre(report.netplanYaml.value(node));
        const QString diff = report.netplanDiffs.value(node);
        html += diff.isEmpty() ? QStringLiteral("<p>")
                                     + e(AppendixHtmlText::tr("No change against the node's file."))
                                     + QStringLiteral("</p>\n")
                               : pre(diff);
        break;
    }
    case ReportAppendix::Kind::Snippet:
        html += pre(ReportAppendix::snippets(*report.snippets).at(entry.index).second);
        break;
    case ReportAppendix::Kind::Steps:
        for (const Check &check : report.steps.at(entry.index).checks)
            html += checkHtml(check, false);
        break;
    }
    return html;
}

} // namespace

QString statusBadgeHtml(CheckStatus status)
{
    return QStringLiteral("<span class=\"v %1\">%2</span>")
        .arg(checkStatusKey(status), e(Report::statusText(status)));
}

QString checkHtml(const Check &check, bool withEvidence)
{
    QString html = QStringLiteral("<div class=\"check\">") + statusBadgeHtml(check.status)
                   + QLatin1Char(' ');
    if (!check.node.isEmpty())
        html += QStringLiteral("<b>") + e(check.node) + QStringLiteral("</b> ");
    html += e(check.title) + QStringLiteral(": ") + e(check.detail);
    if (!check.fix.isEmpty() && check.status != CheckStatus::Pass)
        html += QStringLiteral("<br><i>") + e(AppendixHtmlText::tr("Fix: %1").arg(check.fix))
                + QStringLiteral("</i>");
    if (withEvidence) {
        for (const Evidence &evidence : check.evidence) {
            const QString where
                = evidence.node.isEmpty() ? QString() : evidence.node + QStringLiteral(" $ ");
            html += QStringLiteral("<pre>") + e(where + evidence.command) + QLatin1Char('\n')
                    + e(AppendixHtmlText::tr("exit status %1 at %2")
                            .arg(evidence.exitStatus)
                            .arg(Report::timeText(evidence.when)))
                    + QLatin1Char('\n') + e(evidence.output) + QStringLiteral("</pre>");
        }
    }
    return html + QStringLiteral("</div>\n");
}

QString appendixHtml(const Report &report, const ReportAppendix &appendix)
{
    if (appendix.entries().isEmpty())
        return {};
    QString html = QStringLiteral("<section id=\"appendix\"><h2>") + e(ReportAppendix::heading())
                   + QStringLiteral("</h2>\n<p class=\"meta\">") + e(ReportAppendix::introText())
                   + QStringLiteral("</p>\n");
    for (qsizetype i = 0; i < appendix.entries().size(); ++i) {
        const ReportAppendix::Entry &entry = appendix.entries().at(i);
        // An id a reader can link to (the file itself links nowhere: no href).
        html += QStringLiteral("<div class=\"appendix\" id=\"appendix-%1\"><h3>").arg(i + 1)
                + e(ReportAppendix::headingText(entry)) + QStringLiteral("</h3>\n")
                + block(report, entry) + QStringLiteral("</div>\n");
    }
    return html + QStringLiteral("</section>\n");
}

} // namespace Tandem
