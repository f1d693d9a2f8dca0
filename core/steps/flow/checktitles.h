// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"
#include "session/stepid.h"

#include <QHash>
#include <QList>
#include <QString>

namespace Tandem {

struct WorkflowState;

// Check titles by id, in the current language. A session saved in one language and opened in
// another keeps its checks' titles as they were written; Workflow::restore titles them again
// from here, so that pages and reports do not mix languages. Titles that carry a value (a
// repair's file) are not known by id and stay as saved, as do details and fixes, which say
// what a run found.
class CheckTitles
{
public:
    // The title of the check `id`; empty for an id whose title is not fixed.
    [[nodiscard]] static QString of(const QString &id);
    // Gives every check whose title is known by id that title.
    static void retitle(QHash<StepId, QList<Check>> &checks);
    // The session's checks as above, and its Doctor findings made again in the current language
    // from the values their rules filled in (Knowledge::retranslate).
    static void retitle(WorkflowState &state);
};

} // namespace Tandem
