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

// One "Port N:" block of `ibstat`.
struct IbstatPort
{
    int port = 0;                   // 1-based
    QString state;                  // as printed: "Active", "Down", "Initializing"...
    QString physicalState;          // as printed: "LinkUp", "Disabled", "Polling"...
    std::optional<double> rateGbps; // "Rate: 200"; a Down port shows a default (40 on CX-7)
    QString linkLayer;              // "Ethernet" (RoCE) or "InfiniBand"

    friend bool operator==(const IbstatPort &, const IbstatPort &) = default;
};

// One "CA 'name'" block of `ibstat`.
struct IbstatCa
{
    QString name;     // "roceP2p1s0f0"
    QString caType;   // "MT4129" (ConnectX-7)
    QString firmware; // "28.45.4028"
    QList<IbstatPort> ports;

    friend bool operator==(const IbstatCa &, const IbstatCa &) = default;
};

struct IbstatReport
{
    QList<IbstatCa> cas;  // in the order printed
    QStringList warnings; // "line N: ..."

    [[nodiscard]] QJsonObject toJson() const;
};

// Reads `ibstat` (infiniband-diags): "CA 'NAME'" blocks of "Key: value" lines, with
// "Port N:" blocks inside. Lines are told apart by their key, not their indentation (tabs,
// spaces or none, as pasted), so reordered lines read the same. Output cut short keeps what
// came before (a CA without its ports, a GUID cut in half). An unknown line, a key outside
// its block or a CA listed twice is a warning; input without any CA line is an error.
// Stateless; pure and thread-safe.
class IbstatParser
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::IbstatParser)

public:
    [[nodiscard]] static Result<IbstatReport> parse(const QByteArray &output);
};

} // namespace Tandem
