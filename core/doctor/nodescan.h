// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inventory/showgidsparser.h"
#include "result.h"
#include "ssh/remotecommand.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Tandem {

// One ConnectX netdev as the scan saw it: sysfs state, IPv4 addresses, firmware, and the first
// RoCE v2 GID with an IPv4 address on its RDMA device (the index ib_write_bw -x and NCCL need).
struct ScannedNetdev
{
    QString netdev;
    QString roceDevice;
    QString operstate;
    std::optional<bool> carrier;
    std::optional<int> speedMbps;
    int mtu = 0;
    QStringList addresses; // "192.168.100.10/24"
    QString firmware;      // ethtool -i firmware-version
    std::optional<int> roceV2Index;

    [[nodiscard]] bool isUp() const { return operstate == QLatin1String("up"); }
    friend bool operator==(const ScannedNetdev &, const ScannedNetdev &) = default;
};

// NCCL_IB_GID_INDEX set where NCCL reads it: the environment of a non-interactive SSH session,
// ~/.nccl.conf or /etc/nccl.conf (NCCL reads the files only for variables the environment lacks).
struct NcclPin
{
    QString where; // "env", or the file's path
    QString value; // as written; NCCL wants a number
    friend bool operator==(const NcclPin &, const NcclPin &) = default;
};

// What one node runs and how its RoCE ports stand, read by one fixed script as the user
// (docs/doctor.md, "The scan"). Empty strings: not found. Plain value type.
struct NodeScan
{
    QString node;
    QString os;     // PRETTY_NAME
    QString kernel; // uname -r
    QString driver; // NVIDIA driver
    QString cuda;   // "13.0"
    QString path;   // PATH of a non-interactive SSH session
    QString mpirun; // on that PATH
    QString mpiVersion;
    QString mpirunLogin;   // where a login shell finds mpirun (the user's own PATH)
    QString ncclTestsLine; // "# nccl-tests version 2.17.6 nccl-headers=22809 nccl-library=22809"
    QString ncclTestsVersion;
    QString ncclHeaders; // "2.28.9" (from the code 22809)
    QString ncclLibrary;
    QString python; // "Python 3.12.3" of the interpreter the user named
    QList<NcclPin> pins;
    QList<ScannedNetdev> netdevs; // in the order sysfs lists them
    QList<GidEntry> gids;         // every populated GID of every RDMA device port 1
    QStringList warnings;

    [[nodiscard]] const ScannedNetdev *netdev(const QString &name) const;
    [[nodiscard]] QJsonObject toJson() const;
    [[nodiscard]] static NodeScan fromJson(const QJsonObject &object);
    friend bool operator==(const NodeScan &, const NodeScan &) = default;
};

// The scan's command (core/doctor/scripts/node-scan.sh) and the reader of what it prints. Pure,
// thread-safe.
class NodeScanner
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::NodeScanner)

public:
    // `ncclTestsDir` and `ncclHome` as InstallLocations has them (relative to the home
    // directory); `python` the interpreter to ask for its version, or empty.
    [[nodiscard]] static RemoteCommand
    command(const QString &ncclTestsDir, const QString &ncclHome, const QString &python);
    // Refuses output without the script's first line, over the size cap, or not text; lines it
    // cannot read become warnings (at most 20, then a count).
    [[nodiscard]] static Result<NodeScan> read(const QString &node, const QByteArray &output);
    // "2.28.9" for 22809, "2.9.6" for 2906 (NCCL's two code layouts); empty when out of range.
    [[nodiscard]] static QString ncclVersionFromCode(qint64 code);
};

} // namespace Tandem
