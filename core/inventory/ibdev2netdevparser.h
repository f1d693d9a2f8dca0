// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inventory/sparknaming.h"
#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace Tandem {

// One line of `ibdev2netdev`: a RoCE device port and the Ethernet netdev behind it.
struct RoceLink
{
    QString roceDevice;
    int port = 0;
    QString netdev;
    bool up = false;
    PortSide side = PortSide::Unknown; // from SparkNaming, by netdev
    Twin twin = Twin::Unknown;         // from SparkNaming, by netdev

    friend bool operator==(const RoceLink &, const RoceLink &) = default;
};

// Parses the output of `ibdev2netdev` (Mellanox OFED / DOCA), e.g.
// `roceP2p1s0f0 port 1 ==> enP2p1s0f0np0 (Down)`. Tolerates blank lines, CRLF, extra blanks
// and any case of Up/Down; refuses anything else with the line it is on, and refuses the
// same netdev (or device port) listed twice, since the mapping would then be ambiguous.
// Stateless; pure and thread-safe.
class Ibdev2NetdevParser
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::Ibdev2NetdevParser)

public:
    [[nodiscard]] static Result<QList<RoceLink>> parse(const QByteArray &output);
};

} // namespace Tandem
