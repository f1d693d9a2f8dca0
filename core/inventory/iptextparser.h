// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inventory/ipjsonparser.h"
#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace Tandem {

// What IpTextParser read from one output of `ip`.
struct IpReport
{
    QString form; // "json" (ip -j), "brief" (ip -br) or "classic" (ip a, ip link)
    // In the order ip printed them; an interface printed twice (`ip -br link; ip -br addr`,
    // `ip link; ip addr`) is one entry with what both printed.
    QList<NetInterface> interfaces;
    QStringList warnings; // "line N: ...": lines that were not understood and were skipped

    // {form, interfaces: [{name, ifindex, operstate, flags, lower_up, mtu, mac, link_type,
    // addresses: [{family, local, prefixlen, scope, dynamic, noprefixroute}]}], warnings}.
    // A value the form did not print is null, never 0 or "": ifindex and mtu of `ip -br`, a
    // redacted MAC, lower_up when no flags were printed (`ip -br addr`), scope, dynamic and
    // noprefixroute of `ip -br addr`. NetInterface keeps 0 for "not printed", so an ifindex or
    // mtu that ip printed as 0 also comes out null; no real interface has either.
    [[nodiscard]] QJsonObject toJson() const;
};

// Reads the output of `ip` as a user pastes it or a node prints it, in any of its forms:
// JSON (`ip -j addr`, handed to IpJsonParser), brief (`ip -br link`, `ip -br addr`) or
// classic (`ip a`, `ip addr show X`, `ip link`, also with -d or -s). The form is chosen once
// per input, by the first line that is one of them. Prompts, blank lines, CRLF, trailing
// blanks and a document's indentation are tolerated; known noise (valid_lft, altname, -d and
// -s detail lines) is skipped; other lines become warnings. Refuses input with no line of
// ip output, numbers out of range (ifindex, mtu, prefix length) with their line, binary and
// oversized input. Stateless; pure and thread-safe.
class IpTextParser
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::IpTextParser)

public:
    [[nodiscard]] static Result<IpReport> parse(const QByteArray &output);
};

} // namespace Tandem
