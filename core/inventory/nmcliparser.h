// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace Tandem {

// One row of `nmcli -t -f NAME,DEVICE,TYPE connection show`: a NetworkManager profile and the
// interface it is active on.
struct NmConnection
{
    QString name;
    QString device; // empty for a profile that is not active
    QString type;   // "802-3-ethernet"

    friend bool operator==(const NmConnection &, const NmConnection &) = default;
};

// Parses the terse output of `nmcli -t -f NAME,DEVICE,TYPE connection show`: one profile per
// line, fields split at unescaped ':', with "\:" and "\\" standing for ':' and '\' (nmcli's
// escaping in terse mode). Tolerates blank lines and CRLF; refuses anything that is not three
// fields or has no profile name (such as "Error: NetworkManager is not running.") with the
// line it is on, and output larger than maxBytes. No output is no profile. Linear in the size
// of the output. Stateless; pure and thread-safe.
class NmcliParser
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::NmcliParser)

public:
    // Far more than any node prints (a profile line is ~60 bytes), so that a runaway command
    // cannot make Tandem hold and split an unbounded text.
    static constexpr qsizetype maxBytes = 1024 * 1024;

    [[nodiscard]] static Result<QList<NmConnection>> parse(const QByteArray &output);
};

} // namespace Tandem
