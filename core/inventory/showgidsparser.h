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

// One row of Mellanox's `show_gids`: a GID table entry of a RDMA device port.
struct GidEntry
{
    QString device;  // "rocep1s0f0"
    int port = 0;    // 1-based
    int index = 0;   // the GID index ib_write_bw -x and NCCL_IB_GID_INDEX name
    QString gid;     // as printed; a user may have masked groups as "xxxx"
    QString ipv4;    // empty when the row has none (the fe80 link-local GIDs)
    QString version; // "v1" or "v2" (RoCE v1 / v2)
    QString netdev;  // empty when the row names none

    friend bool operator==(const GidEntry &, const GidEntry &) = default;
};

struct ShowGidsReport
{
    QList<GidEntry> gids;              // in the order printed
    std::optional<int> gidsFoundCount; // the trailer's n_gids_found, when printed
    QStringList warnings;              // "line N: ..."

    [[nodiscard]] QJsonObject toJson() const;
};

// Reads the table `show_gids` prints:
//   DEV     PORT    INDEX   GID                                     IPv4            VER     DEV
//   ---     ----    -----   ---                                     ------------    ---     ---
//   rocep1s0f0      1       3       0000:...:ffff:c0a8:640a 192.168.100.10          v2 enp1s0f0np0
//   n_gids_found=12
// Columns are split on blanks or tabs, so an empty IPv4 column is told apart by the row's
// shape. The header and dashes are optional (a grep'd paste has none); a trailer that does not
// match the rows read, an unknown line or a GID listed twice is a warning. Input without a
// single row is an error. Stateless; pure and thread-safe.
class ShowGidsParser
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::ShowGidsParser)

public:
    [[nodiscard]] static Result<ShowGidsReport> parse(const QByteArray &output);
};

} // namespace Tandem
