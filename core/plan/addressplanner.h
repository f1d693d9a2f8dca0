// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/cablinganalysis.h"
#include "inventory/topology.h"
#include "plan/addressplan.h"
#include "result.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace Tandem {

// What the user may change about the plan (`tandem-cli plan --base CIDR --mtu 9000`).
struct PlanOptions
{
    // The first subnet. Later subnets are the next consecutive blocks of the same size:
    // 192.168.100.0/24, 192.168.101.0/24, ... A "/len" here must agree with `prefix`.
    QString base = QStringLiteral("192.168.100.0/24");
    int prefix = 24; // 8..30
    int mtu = 0;     // 0: leave MTUs alone where a link's ends agree; else 1280..9216 (9000 usual)

    static constexpr int firstHost = 10; // node i (0-based, in the order given) is host 10 + i

    friend bool operator==(const PlanOptions &, const PlanOptions &) = default;
    // Whether a plan made with `a` is the plan made with `b`: the same MTU and first subnet,
    // however it was typed ("10.55.0.0" and "10.55.0.0/24" are one subnet).
    [[nodiscard]] static bool samePlan(const PlanOptions &a, const PlanOptions &b);

    // Takes what a user typed as the first subnet ("10.55.0.0/24", or an address without a
    // length for the default /24); the planner checks it and says what is wrong.
    void setBase(const QString &typed)
    {
        base = typed.trimmed();
        const qsizetype slash = base.indexOf(QLatin1Char('/'));
        if (slash > 0) {
            bool ok = false;
            const int length = base.mid(slash + 1).toInt(&ok);
            prefix = ok ? length : -1; // an unreadable length fails the planner's range check
        }
    }
};

// Turns a supported topology into the address plan (docs/netplan.md, "Tandem's address plan" and
// "One subnet per twin"): one subnet per twin per link, never two twins in one subnet.
//
// - Direct (2 nodes): per cable the primary twin (enp1…) gets the next subnet, then the
//   secondary twin (enP2…): 192.168.100.0/24 and 192.168.101.0/24 with node 1 at .10 and
//   node 2 at .11, as the playbook writes by hand.
// - Ring (3 nodes): cables sorted by the positions of their two nodes ((1,2), (1,3), (2,3)),
//   two subnets per cable: .100/.101, .102/.103, .104/.105.
// - Switch: one subnet per twin shared by all nodes (primary .100, secondary .101).
//
// MTU: the user's (`options.mtu`) on every interface; without one, each interface keeps its
// MTU (PlannedInterface::mtu 0), except on a link whose ends have different MTUs now, as the
// cabling step read them: every end of such a subnet gets LinkMtu's value (the lowest, at least
// 1500), since RoCE fails between ends that disagree (docs/netplan.md, "MTU").
//
// A node has the same host number on every subnet: 10 + its position in `nodes`. Only twins
// that are up get an address; on a direct cable both ends must be up, on a switch a subnet
// needs two members. A twin left out keeps its subnet number reserved so that the other
// addresses do not move when it comes up later; the down twin itself is reported by the
// cabling checks (cabling.twins) and, should a plan name it anyway, by plan.down-twin.
// Pure function; thread-safe.
class AddressPlanner
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::AddressPlanner)

public:
    // Why a plan cannot be made with `options` (prefix, base, MTU out of range), or nothing.
    [[nodiscard]] static Result<void> checkOptions(const PlanOptions &options);
    // `netplanFiles`: each node's /etc/netplan files (name -> content) as they are now, for the
    // MTU each port is configured with (LinkMtu::forLink); none: only the live MTUs count.
    [[nodiscard]] static Result<AddressPlan>
    plan(const Topology &topology,
         const QList<NodeCabling> &nodes,
         const PlanOptions &options = {},
         const QMap<QString, QMap<QString, QByteArray>> &netplanFiles = {});
    // One sentence per subnet whose MTU the plan sets though the user chose none (because its
    // ends differ now, or to keep what the netplan files set): what the plan step shows, so the
    // MTU in the file is explained.
    [[nodiscard]] static QStringList
    mtuNotes(const AddressPlan &plan,
             const QList<NodeCabling> &nodes,
             const PlanOptions &options,
             const QMap<QString, QMap<QString, QByteArray>> &netplanFiles = {});
};

} // namespace Tandem
