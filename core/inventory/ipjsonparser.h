// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace Tandem {

// One entry of an interface's "addr_info".
struct IpAddress
{
    QString family; // "inet" or "inet6"
    QString local;
    int prefixlen = 0;
    QString scope;        // "global", "link", "host"
    QString label;        // only IPv4 entries carry one
    bool dynamic = false; // handed out by DHCP / SLAAC
    bool noprefixroute = false;

    friend bool operator==(const IpAddress &, const IpAddress &) = default;
};

// One interface as `ip -j [-d] addr show` or `ip -j link show` prints it. Fields that the
// command did not print keep their defaults (empty, 0, false).
struct NetInterface
{
    QString name;
    int ifindex = 0;
    QString operstate; // as printed: "UP", "DOWN", "UNKNOWN"
    QStringList flags;
    bool lowerUp = false; // LOWER_UP in flags: the carrier is there
    int mtu = 0;
    QString mac;      // lower-case
    QString linkType; // "ether", "loopback"
    QList<IpAddress> addresses;
    QString kind;      // -d only: linkinfo.info_kind, e.g. "veth", "bridge"
    QString parentBus; // -d only, when present: "pci"
    QString parentDev; // -d only, when present: "0000:01:00.1"

    friend bool operator==(const NetInterface &, const NetInterface &) = default;
};

// Parses the JSON of `ip -j -d addr show` and `ip -j link show` (iproute2). Refuses output that
// is not JSON (with the line of the syntax error), a top level that is not an array, and
// entries without an interface name or with fields of the wrong type; missing optional
// fields are fine. Stateless; pure and thread-safe.
// One entry of `ip -j neigh show`: who answered on a link, by link-layer address.
struct Neighbour
{
    QString address;   // "fe80::7a:2ff:fe01:1"
    QString interface; // empty when the command was filtered by `dev`
    QString mac;       // lower-case; empty for FAILED/INCOMPLETE entries
    QStringList state; // "REACHABLE", "STALE", "DELAY", ...

    friend bool operator==(const Neighbour &, const Neighbour &) = default;
};

class IpJsonParser
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::IpJsonParser)

public:
    [[nodiscard]] static Result<QList<NetInterface>> parse(const QByteArray &json);
    [[nodiscard]] static Result<QList<Neighbour>> parseNeighbours(const QByteArray &json);

private:
    [[nodiscard]] static Result<QJsonArray> readArray(const QByteArray &json);
};

} // namespace Tandem
