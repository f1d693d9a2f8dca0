// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "doctor/finding.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>

namespace Tandem {

// One piece of the Doctor's knowledge: a symptom, its likely cause and its fix, who can act on
// it, and the public source it comes from. Texts are English templates translated at use;
// {node}, {peer}, {interface}, {port}, {value} and {expected} are filled in by the rule that
// matched (core/doctor/diagnosis.h).
struct KnowledgeRule
{
    const char *id;
    FindingGroup group;
    FindingSeverity severity;
    RepairKind repair;
    const char *symptom; // what Tandem sees: for docs/doctor.md and the tests
    const char *title;
    const char *cause;
    const char *fix;
    const char *source; // a public source, not translated
};

// The table of rules, all in core/doctor/knowledgerules.cpp: adding knowledge is adding a row there
// and a row to tst_knowledge. Thread-safe.
class Knowledge
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::Knowledge)

public:
    [[nodiscard]] static const QList<KnowledgeRule> &rules();
    [[nodiscard]] static const KnowledgeRule *rule(const QString &id);
    // A finding from rule `id`: its group, severity, repair and source, its texts translated and
    // filled from `values`. A missing rule is a programming error (asserts); it yields an empty
    // finding with that id in release builds.
    [[nodiscard]] static Finding finding(const QString &id,
                                         const QStringList &nodes,
                                         const QMap<QString, QString> &values,
                                         const QString &evidence);
    // Makes `finding`'s title, cause and fix again in the current language from the values its
    // rule filled them with; a finding without them (texts its rule wrote itself, a file from
    // before values were kept) is left as it is.
    static void retranslate(Finding &finding);
    // `text` translated and its {name} placeholders filled.
    [[nodiscard]] static QString render(const char *text, const QMap<QString, QString> &values);
};

} // namespace Tandem
