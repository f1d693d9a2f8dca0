// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportlayoutappendix.h"

#include <QCoreApplication>

namespace Tandem {

namespace {

class AppendixLayoutText
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::ReportDocument)
};

// One piece of evidence as the report prints it: where and what ran, its exit, its output.
QString evidenceText(const Evidence &e)
{
    const QString where = e.node.isEmpty() ? QString() : e.node + QStringLiteral(" $ ");
    return where + e.command + QLatin1Char('\n')
           + AppendixLayoutText::tr("exit status %1 at %2")
                 .arg(e.exitStatus)
                 .arg(Report::timeText(e.when))
           + QLatin1Char('\n') + e.output;
}

void block(PageBuilder &b, const Report &report, const ReportAppendix::Entry &entry)
{
    switch (entry.kind) {
    case ReportAppendix::Kind::Checklist:
        for (const ReportCheck &c : report.checklist.at(entry.index).checks)
            layoutCheck(b, c.check, true);
        return;
    case ReportAppendix::Kind::Command: b.pre(report.bandwidth->command); return;
    case ReportAppendix::Kind::Finding: {
        const Finding f = ReportAppendix::findings(*report.doctor).at(entry.index);
        b.paragraph(ReportDoctor::whereText(f), ReportFont::Small);
        b.pre(f.evidence);
        return;
    }
    case ReportAppendix::Kind::Netplan: {
        const QString node = report.plan.nodes.at(entry.index).node;
        b.pre(report.netplanYaml.value(node));
        const QString diff = report.netplanDiffs.value(node);
        if (diff.isEmpty())
            b.paragraph(AppendixLayoutText::tr("No change against the node's file."));
        else
            b.pre(diff);
        return;
    }
    case ReportAppendix::Kind::Snippet:
        b.pre(ReportAppendix::snippets(*report.snippets).at(entry.index).second);
        return;
    case ReportAppendix::Kind::Steps:
        for (const Check &check : report.steps.at(entry.index).checks)
            layoutCheck(b, check, false);
        return;
    }
}

} // namespace

QColor reportStatusColor(CheckStatus status)
{
    switch (status) {
    case CheckStatus::Pass: return QColor(0x23, 0x85, 0x3b);
    case CheckStatus::Fail: return QColor(0xc0, 0x39, 0x2b);
    case CheckStatus::Warn: return QColor(0xb9, 0x77, 0x0e);
    default: break;
    }
    return QColor(0x7f, 0x8c, 0x8d);
}

void layoutCheck(PageBuilder &b, const Check &check, bool withEvidence)
{
    QString line = Report::statusText(check.status).toUpper() + QStringLiteral("  ");
    if (!check.node.isEmpty())
        line += check.node + QStringLiteral("  ");
    line += check.title + QStringLiteral(": ") + check.detail;
    // The check's line stays with the start of its evidence: no verdict alone at a page's
    // foot with its command on the next page.
    QStringList blocks;
    if (withEvidence) {
        for (const Evidence &e : check.evidence)
            blocks << evidenceText(e);
    }
    const QString fix = check.fix.isEmpty() || check.status == CheckStatus::Pass
                            ? QString()
                            : AppendixLayoutText::tr("Fix: %1").arg(check.fix);
    if (!blocks.isEmpty()) {
        b.keepTogether(PageBuilder::paragraphHeight(line, ReportFont::Body)
                       + (fix.isEmpty() ? 0 : PageBuilder::paragraphHeight(fix, ReportFont::Small))
                       + PageBuilder::preHeight(blocks.constFirst(), 3));
    }
    b.paragraph(line, ReportFont::Body, reportStatusColor(check.status).darker(130));
    if (!fix.isEmpty())
        b.paragraph(fix, ReportFont::Small);
    for (const QString &text : std::as_const(blocks))
        b.pre(text);
}

void layoutAppendix(PageBuilder &b, const Report &report, const ReportAppendix &appendix)
{
    if (appendix.entries().isEmpty())
        return;
    // The summaries end here: what follows is for checking, not for signing.
    b.pageBreak();
    b.heading(ReportAppendix::heading(), ReportFont::H2);
    b.paragraph(ReportAppendix::introText(), ReportFont::Small);
    for (const ReportAppendix::Entry &entry : appendix.entries()) {
        b.heading(ReportAppendix::headingText(entry), ReportFont::H3);
        block(b, report, entry);
    }
}

} // namespace Tandem
