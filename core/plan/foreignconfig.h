// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"
#include "plan/planconflicts.h"

#include <QList>

namespace Tandem {

// The plan's conflicts with what other tools configured on a node (docs/netplan.md, "Files
// other tools write"): netplan files besides Tandem's 40-cx7.yaml that configure the
// ConnectX-7 interfaces, and NetworkManager profiles bound to them. PlanConflicts runs these
// with its own rules. Pure functions; any thread.
class ForeignConfig
{
public:
    [[nodiscard]] static Check otherNetplan(const QString &node,
                                            const NodeNetworkState *state,
                                            const QList<Evidence> &evidence);
    [[nodiscard]] static Check networkManager(const QString &node,
                                              const NodeNetworkState *state,
                                              const QList<Evidence> &evidence);
    [[nodiscard]] static QList<NetplanMoveAside>
    filesToMoveAside(const QList<NodeNetworkState> &states);
    // Tandem's own file, which the plan replaces rather than moves aside.
    [[nodiscard]] static bool isOwnFile(const QString &file);
};

} // namespace Tandem
