// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/cablinganalysis.h"
#include "plan/addressplan.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Tandem {

// One planned interface a bandwidth run uses, and what Tandem knows of it: its subnet (the
// ends that face each other), the speed it negotiated and its MTU. Plain value type.
struct RunLink
{
    QString node;
    QString netdev;
    QString subnet; // "192.168.100.0/24"
    std::optional<int> speedMbps;
    std::optional<int> mtu;

    friend bool operator==(const RunLink &, const RunLink &) = default;
};

// The links of a bandwidth run, for the verdicts to name a cause instead of guessing one
// (docs/nccl.md, "Reference numbers"; docs/netplan.md, "MTU"): speeds and MTUs as the cabling
// step read them, MTUs refreshed from the nodes' sysfs after a failed run. Pure functions.
class RunLinks
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::RunLinks)

public:
    // Every planned interface of `plan`, in plan order, with the cabling step's speed
    // (NodeCabling::speedMbps) and MTU for it where it has them.
    [[nodiscard]] static QList<RunLink> fromPlan(const AddressPlan &plan,
                                                 const QList<NodeCabling> &cabling);
    // `links` with each MTU replaced by a newer reading: node -> netdev -> MTU.
    [[nodiscard]] static QList<RunLink> withMtus(QList<RunLink> links,
                                                 const QHash<QString, QHash<QString, int>> &mtus);
    // "node1 enp1s0f1np1 at 100 Gb/s" for each link slower than `expectedMbps`.
    [[nodiscard]] static QStringList slow(const QList<RunLink> &links, int expectedMbps);
    // Per subnet whose ends' MTUs differ: "node1 enp1s0f1np1 has MTU 9000, node2 enp1s0f1np1
    // has 1500". Links of unknown MTU are left out.
    [[nodiscard]] static QStringList mtuMismatches(const QList<RunLink> &links);
    // Whether every link's MTU is known.
    [[nodiscard]] static bool mtusKnown(const QList<RunLink> &links);
};

} // namespace Tandem
