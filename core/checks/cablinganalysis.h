// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"
#include "inventory/ethtoolparser.h"
#include "inventory/ibdev2netdevparser.h"
#include "inventory/ipjsonparser.h"
#include "inventory/topology.h"

#include <QCoreApplication>
#include <QHash>

#include <optional>

namespace Tandem {

// Everything one node told the cabling step: its RoCE ports (sysfs, with ibdev2netdev as the
// second opinion), `ip -j -d addr`, ethtool per ConnectX-7 interface, and the neighbours that
// answered on each interface that is up.
struct NodeCabling
{
    QString node;
    QList<RoceLink> links;
    QList<NetInterface> interfaces;
    QHash<QString, EthtoolInfo> ethtool;       // by netdev
    QHash<QString, QStringList> neighbourMacs; // by netdev
    QHash<QString, int> sysfsSpeedMbps;        // by netdev: the speed where ethtool has none
    QList<Evidence> evidence;
    QStringList errors; // commands that failed or printed what could not be read
    QStringList notes;  // what was read around: sysfs and ibdev2netdev disagreeing, odd lines

    [[nodiscard]] bool isUp(const QString &netdev) const;
    [[nodiscard]] const NetInterface *interface(const QString &netdev) const;
    // The negotiated speed: ethtool's, else sysfs's (ethtool has none on some images, and a
    // veth's sysfs speed is not the link's); nullopt when neither says.
    [[nodiscard]] std::optional<int> speedMbps(const QString &netdev) const;

    friend bool operator==(const NodeCabling &, const NodeCabling &) = default;
};

// Turns what the nodes reported into the cabling checks and the topology. Pure functions.
class CablingAnalysis
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::CablingAnalysis)

public:
    static constexpr int expectedSpeedMbps = 200000;

    // Per node: cabling.port (a cable in at least one port), cabling.twins (both twins of a
    // cabled port up), cabling.speed (200G on every twin that is up), cabling.mtu (twins agree).
    // The title of a cabling check by its id, in the current language; the id when unknown.
    [[nodiscard]] static QString title(const QString &checkId);
    [[nodiscard]] static QList<Check> nodeChecks(const NodeCabling &node);

    // Across nodes: topology (which node is across each cable; a supported layout) and
    // cabling.link-mtu (the two ends of each cable agree on MTU).
    [[nodiscard]] static QList<Check> clusterChecks(const QList<NodeCabling> &nodes,
                                                    Topology *topology = nullptr);

    [[nodiscard]] static QList<InterfaceObservation> observations(const QList<NodeCabling> &nodes);
};

} // namespace Tandem
