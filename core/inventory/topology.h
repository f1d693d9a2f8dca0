// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inventory/sparknaming.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace Tandem {

// What one node saw on one ConnectX-7 interface: its own MAC, whether the link is up, and the
// MACs that answered an IPv6 all-nodes ping on it.
struct InterfaceObservation
{
    QString node;
    QString netdev;
    QString mac;
    bool up = false;
    QStringList neighbourMacs;
    // Whether the port has an IPv6 link-local address: the neighbour probe sends from it, so a
    // port without one (IPv6 disabled on it) finds nobody even when it is cabled.
    bool linkLocal = true;
};

struct CableEnd
{
    QString node; // "switch" for the switch side of a switched link
    PortSide side = PortSide::Unknown;

    friend bool operator==(const CableEnd &, const CableEnd &) = default;
};

// One QSFP cable: which port on which node meets which port on which node (or the switch), and
// which of the port's two twins carry traffic across it.
struct Cable
{
    CableEnd a;
    CableEnd b;
    int twinsSeen = 0; // 1 or 2: twins of a's port whose peer answered across this cable

    friend bool operator==(const Cable &, const Cable &) = default;
};

enum class TopologyKind { Unknown, Direct, Ring, Switch, Unsupported };

struct Topology
{
    TopologyKind kind = TopologyKind::Unknown;
    QList<Cable> cables;
    QString summary;      // one line for the check: "2 nodes, direct cable: a right - b right"
    QString problem;      // why it is unsupported; empty otherwise
    QStringList warnings; // supported, but worth fixing
    QStringList uncabled; // nodes no other node was found across any cable from
};

// Learns which node is across each cable from neighbour MACs, and classifies the cluster as
// NVIDIA's topologies allow: 2 nodes direct, 3 nodes in a ring, 2 or more through a switch.
// Pure function.
class TopologyClassifier
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::TopologyClassifier)

public:
    // The one-line summary of a supported topology in the language installed now, made again
    // from its kind and cables: a session saved in another language shows in this one. For an
    // unsupported or unknown one, or one saved without its cables, the summary it was saved with.
    [[nodiscard]] static QString summaryOf(const Topology &topology);
    [[nodiscard]] static Topology classify(const QStringList &nodes,
                                           const QList<InterfaceObservation> &observations);
    [[nodiscard]] static QString kindName(TopologyKind kind);
    // Why `ports` ("node netdev", up without an IPv6 link-local address) found nobody, and the
    // fix; empty for none.
    [[nodiscard]] static QString linkLocalCause(const QStringList &ports);
};

} // namespace Tandem
