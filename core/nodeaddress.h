// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace Tandem {

// How to reach one node over the management network. Plain value type.
struct NodeAddress
{
    QString name; // what the user calls it: "spark-1a2b", or the address typed
    QString host; // management address or resolvable name
    int port = 22;
    QString user;          // login user; empty = ask
    QString hostKeySha256; // expected "SHA256:..." fingerprint when known in advance (the lab)
    QString source;        // "lab", "manual", "mdns", "sweep"

    friend bool operator==(const NodeAddress &, const NodeAddress &) = default;
};

// Whether two lists name the same machines reached the same way: the same names, users,
// addresses and ports, in any order. Host keys and where a node was found may differ. What
// the steps found about one list still holds for the other.
[[nodiscard]] bool sameMachines(const QList<NodeAddress> &a, const QList<NodeAddress> &b);

} // namespace Tandem
