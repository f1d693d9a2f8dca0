// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace Tandem {

// One line of `rdma link` (iproute2): a RDMA device port, its states and the netdev behind
// it. Useful where `ibdev2netdev` (Mellanox OFED/DOCA) is not installed.
struct RdmaLink
{
    QString device;        // "rocep1s0f0"
    int port = 0;          // 1-based
    QString state;         // as printed: "ACTIVE", "DOWN", "INIT"...
    QString physicalState; // as printed: "LINK_UP", "DISABLED", "POLLING"...
    QString netdev;        // empty when the line names none (an InfiniBand port)

    friend bool operator==(const RdmaLink &, const RdmaLink &) = default;
};

struct RdmaLinkReport
{
    QList<RdmaLink> links; // in the order printed
    QStringList warnings;  // "line N: ..." for lines Tandem did not understand

    [[nodiscard]] QJsonObject toJson() const;
};

// Reads `rdma link` / `rdma link show`, e.g.
// `link rocep1s0f0/1 state ACTIVE physical_state LINK_UP netdev enp1s0f0np0`. The attributes
// after DEVICE/PORT are read as name/value pairs in any order, so InfiniBand ports (which
// add subnet_prefix, lid, sm_lid, lmc and have no netdev) read too. Prompts, blank lines,
// CRLF and trailing blanks are tolerated; an unknown line or a port listed twice is a
// warning; input without any link line is an error. Stateless; pure and thread-safe.
class RdmaLinkParser
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::RdmaLinkParser)

public:
    [[nodiscard]] static Result<RdmaLinkReport> parse(const QByteArray &output);
};

} // namespace Tandem
