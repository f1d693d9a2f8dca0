// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/cablinganalysis.h"
#include "checks/check.h"
#include "plan/addressplan.h"
#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace Tandem {

// What the caller read from one node for the conflict rules, besides its NodeCabling.
struct NodeNetworkState
{
    QString node;
    QMap<QString, QByteArray> netplanFiles;  // /etc/netplan/*.yaml: file name -> content
    std::optional<QByteArray> routesJson;    // `ip -j route show table all`; nullopt: not read
    std::optional<QByteArray> nmConnections; // `nmcli -t -f NAME,DEVICE,TYPE connection show`
                                             // (NmcliParser); nullopt: nmcli is not installed
    QList<Evidence> evidence;                // the commands above, attached to this node's checks
};

// A netplan file of another tool that apply must take the ConnectX-7 interfaces out of (and
// Restore put back) so that netplan does not merge it with Tandem's 40-cx7.yaml
// (docs/netplan.md, "Files other tools write"): moved aside whole when it configures nothing
// else, else rewritten without their stanzas (ForeignNetplan).
struct NetplanMoveAside
{
    QString node;
    QString file;           // "99-nvidia-sync-cluster.yaml"
    QStringList interfaces; // the CX7 interfaces it configures
    bool rewrite = false;   // it also configures other things: only the stanzas go

    friend bool operator==(const NetplanMoveAside &, const NetplanMoveAside &) = default;
};

// The plan step's conflict rules (docs/netplan.md, "Conflicts the plan step checks"): pure
// functions from the plan and what the nodes reported to checks with ids starting "plan.". Per
// node: plan.mgmt-overlap, plan.other-netplan, plan.network-manager, plan.down-twin,
// plan.link-local, plan.twins-one-subnet; for the cluster: plan.duplicate. Every rule gives a Pass
// when nothing is wrong, and Skipped when its input is missing. Thread-safe.
class PlanConflicts
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::PlanConflicts)

public:
    [[nodiscard]] static QList<Check> checks(const AddressPlan &plan,
                                             const QList<NodeCabling> &cabling,
                                             const QList<NodeNetworkState> &states);

    // Netplan files other than Tandem's own 40-cx7.yaml that name a ConnectX-7 interface:
    // the change apply makes besides writing 40-cx7.yaml. Files that cannot be read or taken
    // apart safely are not listed (plan.other-netplan fails on them instead).
    [[nodiscard]] static QList<NetplanMoveAside>
    filesToMoveAside(const QList<NodeNetworkState> &states);

    // The title of the plan check `id` in the current language; any other id back unchanged.
    [[nodiscard]] static QString title(const QString &id);
};

} // namespace Tandem
