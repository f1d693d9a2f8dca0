// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"
#include "plan/foreignnetplan.h"
#include "plan/planconflicts.h"

#include <QList>

namespace Tandem {

// What apply does to one foreign netplan file that configures ConnectX-7 interfaces.
struct ForeignFileChange
{
    NetplanMoveAside move;
    ForeignTakeover takeover; // MoveAside, Rewrite (with the new content) or Refuse (why)
};

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
    // Every foreign file of one node that configures a ConnectX-7 interface and can be read,
    // with what apply does to it, decided from exactly these bytes. Files netplan cannot read
    // are left out (otherNetplan fails on them).
    [[nodiscard]] static QList<ForeignFileChange> changes(const NodeNetworkState &state);
    // The renderer Tandem's file names for its interfaces on this node: "networkd" where the
    // node's netplan hands everything to NetworkManager (desktop images such as the MSI
    // EdgeXpert's), so that NetworkManager leaves the ConnectX-7 ports unmanaged and the plan
    // takes effect through netplan alone; empty (netplan's default) otherwise.
    [[nodiscard]] static QString rendererFor(const NodeNetworkState *state);
    // Tandem's own file, which the plan replaces rather than moves aside.
    [[nodiscard]] static bool isOwnFile(const QString &file);
};

} // namespace Tandem
