// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "doctor/nodescan.h"
#include "plan/addressplan.h"

#include <QList>
#include <QString>

namespace Tandem {

// One twin link between two nodes as their addresses show it now: two ConnectX netdevs, one on
// each node, in one IPv4 subnet. `a` comes before `b` in node order.
struct TwinLink
{
    QString a;
    QString b;
    QString aNetdev;
    QString bNetdev;
    QString aAddress;
    QString bAddress;
    QString subnet;

    friend bool operator==(const TwinLink &, const TwinLink &) = default;
};

// The fabric as it is, not as a plan says it should be: the Doctor measures clusters that Tandem
// did not set up (NVIDIA's playbook, a user's own netplan) as well as its own.
class LivePlan
{
public:
    // Every ConnectX netdev with an IPv4 address (its first), one subnet per network.
    [[nodiscard]] static AddressPlan from(const QList<NodeScan> &scans);
    // Every pair of nodes per shared subnet. Link-local addresses (169.254.0.0/16, which every
    // twin shares) pair only netdevs of the same name, as a direct cable joins them.
    [[nodiscard]] static QList<TwinLink> twinLinks(const QList<NodeScan> &scans);
};

} // namespace Tandem
