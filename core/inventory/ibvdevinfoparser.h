// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Tandem {

// One "port:" block of `ibv_devinfo`, or the port lines a `grep` kept without it.
struct IbvPort
{
    std::optional<int> port;      // empty when the paste had no "port:" line (grep'd)
    QString state;                // "PORT_ACTIVE", "PORT_DOWN"... (the name, without "(4)")
    std::optional<int> activeMtu; // bytes, from the enum in parentheses
    std::optional<int> maxMtu;    // bytes, from the enum in parentheses
    QString linkLayer;            // "Ethernet" (RoCE) or "InfiniBand"

    friend bool operator==(const IbvPort &, const IbvPort &) = default;
};

// One device of `ibv_devinfo`: an "hca_id:" block, or what a loop printed after its
// "=== NAME ===" header.
struct IbvDevice
{
    QString hcaId; // "rocep1s0f0"
    QString fwVer; // "28.45.4028"
    QList<IbvPort> ports;

    friend bool operator==(const IbvDevice &, const IbvDevice &) = default;
};

struct IbvDevinfoReport
{
    QList<IbvDevice> devices; // in the order printed
    QStringList warnings;     // "line N: ..."

    [[nodiscard]] QJsonObject toJson() const;
};

// Reads `ibv_devinfo` (rdma-core), whole, verbose (-v) or filtered by grep, including a shell
// loop that prints "=== DEV ===" before each device. MTUs are read from the enum in
// parentheses (`active_mtu: 4096 (5)`), which is what the verbs API returns; when the number
// before it disagrees (a hand-edited paste shows `1500 (5)`), the enum wins and the line is
// named in a warning. Other keys, capability flags and GID lines are dropped; an unknown line
// or a device listed twice is a warning; input without a device or port line is an error.
// Stateless; pure and thread-safe.
class IbvDevinfoParser
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::IbvDevinfoParser)

public:
    [[nodiscard]] static Result<IbvDevinfoReport> parse(const QByteArray &output);
};

} // namespace Tandem
