// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace Tandem {

// The back-panel QSFP cage a ConnectX-7 interface belongs to, seen from the back of the unit
// (left is the cage next to the RJ-45 port).
enum class PortSide { Left, Right, Unknown };

// Which of the two PCIe links of one QSFP port an interface sits on. Each port appears twice
// in Linux; full port bandwidth needs both twins.
enum class Twin {
    Primary,   // PCIe domain 0: enp1s0f…, rocep1s0f…
    Secondary, // PCIe domain 2: enP2p1s0f…, roceP2p1s0f…
    Unknown
};

// The DGX Spark ConnectX-7 naming model (docs/spark.md, "Naming table"): maps the four netdevs and
// four RoCE devices to their port side, twin, twin peer and counterpart. Only the exact names of
// that table are known; anything else (another case, another NIC) is Unknown rather than guessed
// from a pattern, because units may name things differently and ibdev2netdev is the authority
// there. Stateless; every function is pure and thread-safe.
class SparkNaming
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::SparkNaming)

public:
    [[nodiscard]] static bool isCx7Netdev(QStringView netdev);
    [[nodiscard]] static bool isCx7RoceDevice(QStringView roceDevice);

    [[nodiscard]] static PortSide sideOfNetdev(QStringView netdev);
    [[nodiscard]] static PortSide sideOfRoceDevice(QStringView roceDevice);
    [[nodiscard]] static Twin twinOfNetdev(QStringView netdev);
    [[nodiscard]] static Twin twinOfRoceDevice(QStringView roceDevice);

    // The other twin of the same QSFP port (enp1s0f1np1 -> enP2p1s0f1np1); nullopt if unknown.
    [[nodiscard]] static std::optional<QString> twinPeerOfNetdev(QStringView netdev);
    [[nodiscard]] static std::optional<QString> twinPeerOfRoceDevice(QStringView roceDevice);

    // The RoCE device on the same PCIe function (enp1s0f1np1 <-> rocep1s0f1); nullopt if unknown.
    [[nodiscard]] static std::optional<QString> roceDeviceForNetdev(QStringView netdev);
    [[nodiscard]] static std::optional<QString> netdevForRoceDevice(QStringView roceDevice);

    // Canonical order: left primary, left secondary, right primary, right secondary.
    [[nodiscard]] static QStringList cx7Netdevs();
    [[nodiscard]] static QStringList cx7RoceDevices();

    // The side as JSON and findings spell it: "left", "right"; empty for Unknown. Never translated.
    [[nodiscard]] static QString key(PortSide side);
    // key() of the side `netdev` is on.
    [[nodiscard]] static QString portKey(QStringView netdev) { return key(sideOfNetdev(netdev)); }
    // Names for messages: "left", "right", "unknown" (translated).
    [[nodiscard]] static QString displayName(PortSide side);
    [[nodiscard]] static QString displayName(Twin twin);
};

} // namespace Tandem
