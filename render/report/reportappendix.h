// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/report.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <utility>

namespace Tandem {

// The report's appendix (docs/report.md, "Appendix: evidence"): the raw evidence the summaries
// rest on, which a signer may check but need not read (the checklist items' checks with their
// command outputs, the bandwidth run's command, the Doctor's findings' evidence, each node's
// netplan file, the serving snippets, every step's checks). Each block is numbered here, once,
// so that the HTML and the PDF title it and cite it from the summary it supports alike
// ("See Appendix A.3."), and both list the blocks in the order of the summaries. Plain value
// type, built from a Report, which it does not keep.
class ReportAppendix
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::ReportAppendix)

public:
    enum class Kind { Checklist, Command, Finding, Netplan, Snippet, Steps };

    struct Entry
    {
        Kind kind = Kind::Checklist;
        // Which one: the checklist item, the finding in findings() order, the plan's node,
        // the snippet in snippets() order, or the step; 0 for the command.
        qsizetype index = 0;
        QString label; // "A.3"
        QString title;
    };

    explicit ReportAppendix(const Report &report);

    [[nodiscard]] const QList<Entry> &entries() const { return m_entries; }
    // "A.3"; empty where the appendix has no block for it (an item no check has run for, a
    // finding without evidence ...).
    [[nodiscard]] QString label(Kind kind, qsizetype index = 0) const;

    [[nodiscard]] static QString heading(); // "Appendix: evidence"
    [[nodiscard]] static QString introText();
    // A sentence that cites a block, "See Appendix A.3."; empty for an empty label.
    [[nodiscard]] static QString seeText(const QString &label);
    // The same in a table cell: "Appendix A.3"; empty for an empty label.
    [[nodiscard]] static QString refText(const QString &label);
    // The block's heading: "A.3 Ping over the CX7 addresses ... (PASS)".
    [[nodiscard]] static QString headingText(const Entry &entry);

    // The Doctor's findings in the order the report lists them (fixable, decision, hardware;
    // worst first in each, as the Doctor ranked them).
    [[nodiscard]] static QList<Finding> findings(const ReportDoctor &doctor);
    // The serving snippets as (file name, text), in the order the report lists them.
    [[nodiscard]] static QList<std::pair<QString, QString>>
    snippets(const ServingSnippets &snippets);

private:
    void add(Kind kind, qsizetype index, const QString &title);

    QList<Entry> m_entries;
};

} // namespace Tandem
