// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"
#include "plan/planconflicts.h"

#include <QStringList>

namespace Tandem::PlanCheck {

// The small pieces every rule of the plan's conflict checks starts from (PlanConflicts,
// ForeignConfig): a passing check of `id` with its title (PlanConflicts::title) and evidence, a
// check skipped for a reason, a list of names for a sentence.
inline Check make(const char *id, const QString &node, const QList<Evidence> &evidence)
{
    Check check;
    check.id = QString::fromLatin1(id);
    check.node = node;
    check.title = PlanConflicts::title(check.id);
    check.status = CheckStatus::Pass;
    check.evidence = evidence;
    return check;
}

inline void skip(Check &check, const QString &why)
{
    check.status = CheckStatus::Skipped;
    check.detail = why;
}

inline QString list(const QStringList &items)
{
    return items.join(QStringLiteral(", "));
}

} // namespace Tandem::PlanCheck
