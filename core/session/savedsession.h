// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nodeaddress.h"
#include "result.h"
#include "session/workflowstate.h"

#include <QCoreApplication>
#include <QDateTime>

namespace Tandem {

// The state file an earlier GUI session left behind: whether it is worth offering, whether it
// can be resumed with the nodes listed now, and setting it aside (never deleting it) when the
// user starts over. Stateless; the file is only touched by setAside.
class SavedSession
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::SavedSession)

public:
    // A session with neither nodes nor checks has nothing to give back.
    [[nodiscard]] static bool worthResuming(const WorkflowState &state);
    // The state to resume while `listed` nodes are on the Devices page (the lab's, in the demo).
    // None listed: the saved nodes. The same nodes (name, address, port, user, in any order):
    // the listed ones, which carry today's expected host keys. Other nodes: an error saying so,
    // because the saved checks are about machines that are not being set up.
    [[nodiscard]] static Result<WorkflowState> resumeWith(WorkflowState saved,
                                                          const QList<NodeAddress> &listed);
    // Renames `path` to `path`.old, or to `path`.<date-time>.old when that is taken, and
    // returns the new name.
    [[nodiscard]] static Result<QString>
    setAside(const QString &path, const QDateTime &now = QDateTime::currentDateTime());
};

} // namespace Tandem
