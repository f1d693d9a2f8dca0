// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inventory/ibdev2netdevparser.h"
#include "result.h"
#include "ssh/remotecommand.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Tandem {

// A ConnectX netdev as sysfs ties it to its PCI function and RDMA device.
struct RocePort
{
    QString netdev;
    QString pciAddress; // "0000:01:00.0"
    QString roceDevice; // empty: the RDMA driver has no device for it (no ib_core, no mlx5_ib)
    QString portState;  // /sys/class/infiniband/<dev>/ports/1/state, e.g. "4: ACTIVE"; may be empty

    friend bool operator==(const RocePort &, const RocePort &) = default;
};

// One netdev's own sysfs view: /sys/class/net/<netdev>/{operstate,carrier,speed,mtu}.
struct NetdevState
{
    QString netdev;
    QString operstate; // "up", "down", "unknown", ... as the kernel writes it
    std::optional<bool> carrier;
    std::optional<int> speedMbps; // absent while the link is down
    int mtu = 0;

    [[nodiscard]] bool isUp() const { return operstate == QLatin1String("up"); }

    friend bool operator==(const NetdevState &, const NetdevState &) = default;
};

// The RoCE ports of a node read from sysfs first, with `ibdev2netdev` (where the image has
// it: DGX OS does, stock Ubuntu does not) as corroboration.
struct RocePorts
{
    QList<RocePort> ports;
    QList<NetdevState> netdevs;
    std::optional<QList<RoceLink>> ibdev2netdev; // absent: not installed
    QStringList warnings; // lines Tandem could not read, and where the two sources disagree

    // What `ibdev2netdev` would print, built from sysfs (Up = the netdev's operstate, as
    // ibdev2netdev itself decides); ibdev2netdev's own table where sysfs shows no RDMA device.
    [[nodiscard]] QList<RoceLink> links() const;
    [[nodiscard]] const NetdevState *state(const QString &netdev) const;
    [[nodiscard]] const RocePort *port(const QString &netdev) const;
};

// The one command that reads them (a fixed script, core/inventory/scripts/roce-ports.sh: sysfs,
// then ibdev2netdev if installed) and the reader of its output. Pure, thread-safe.
class RocePortsReader
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::RocePortsReader)

public:
    [[nodiscard]] static RemoteCommand command();
    [[nodiscard]] static Result<RocePorts> read(const QByteArray &output);
};

} // namespace Tandem
