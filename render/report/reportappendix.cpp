// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportappendix.h"

namespace Tandem {

ReportAppendix::ReportAppendix(const Report &report)
{
    for (qsizetype i = 0; i < report.checklist.size(); ++i) {
        const ChecklistItem &item = report.checklist.at(i);
        // An item no check has run for has nothing to show: its sentence says why.
        if (!item.checks.isEmpty())
            add(Kind::Checklist,
                i,
                item.title + QStringLiteral(" (") + Report::verdictText(item.verdict)
                    + QLatin1Char(')'));
    }
    if (report.bandwidth && !report.bandwidth->command.isEmpty())
        add(Kind::Command, 0, tr("The bandwidth run's command"));
    if (report.doctor) {
        const QList<Finding> list = findings(*report.doctor);
        for (qsizetype i = 0; i < list.size(); ++i) {
            if (!list.at(i).evidence.isEmpty())
                add(Kind::Finding, i, tr("Doctor: %1").arg(list.at(i).title));
        }
    }
    for (qsizetype i = 0; i < report.plan.nodes.size(); ++i)
        add(Kind::Netplan, i, tr("%1: /etc/netplan/40-cx7.yaml").arg(report.plan.nodes.at(i).node));
    if (report.snippets) {
        const auto files = snippets(*report.snippets);
        for (qsizetype i = 0; i < files.size(); ++i)
            add(Kind::Snippet, i, files.at(i).first);
    }
    for (qsizetype i = 0; i < report.steps.size(); ++i) {
        if (!report.steps.at(i).checks.isEmpty())
            add(Kind::Steps, i, tr("%1: every check").arg(report.steps.at(i).title));
    }
}

void ReportAppendix::add(Kind kind, qsizetype index, const QString &title)
{
    //: The number of a block of the report's appendix of evidence: A.1, A.2, ...
    m_entries.append(Entry{kind, index, tr("A.%1").arg(m_entries.size() + 1), title});
}

QString ReportAppendix::label(Kind kind, qsizetype index) const
{
    for (const Entry &entry : m_entries) {
        if (entry.kind == kind && entry.index == index)
            return entry.label;
    }
    return {};
}

QString ReportAppendix::heading()
{
    return tr("Appendix: evidence");
}

QString ReportAppendix::introText()
{
    return tr("The raw evidence the summaries above rest on, each block cited from the item it "
              "supports. Command outputs are cut to their first %1 lines or %2 characters; the "
              "saved session keeps all of them.")
        .arg(Report::evidenceLines)
        .arg(Report::evidenceChars);
}

QString ReportAppendix::seeText(const QString &label)
{
    return label.isEmpty() ? QString() : tr("See Appendix %1.").arg(label);
}

QString ReportAppendix::refText(const QString &label)
{
    return label.isEmpty() ? QString() : tr("Appendix %1").arg(label);
}

QString ReportAppendix::headingText(const Entry &entry)
{
    //: %1 the block's number (A.3), %2 its title
    return tr("%1 %2").arg(entry.label, entry.title);
}

QList<Finding> ReportAppendix::findings(const ReportDoctor &doctor)
{
    QList<Finding> list;
    for (FindingGroup group :
         {FindingGroup::Fixable, FindingGroup::Decision, FindingGroup::Hardware})
        list += doctor.record.findingsIn(group);
    return list;
}

QList<std::pair<QString, QString>> ReportAppendix::snippets(const ServingSnippets &snippets)
{
    return {{QLatin1String(ServingSnippets::hostfileName), snippets.hostfile},
            {QLatin1String(ServingSnippets::envFileName), snippets.envFile},
            {QLatin1String(ServingSnippets::rayLaunchName), snippets.rayLaunch}};
}

} // namespace Tandem
