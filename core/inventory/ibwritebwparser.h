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

// One row of perftest's result table, in the unit of IbWriteBwReport::unit.
struct IbWriteBwRow
{
    qint64 bytes = 0;
    qint64 iterations = 0;
    // Empty when perftest said "BW peak won't be measured in this run" (--run_infinitely,
    // --duration): it then prints 0.00, which is not a measurement.
    std::optional<double> bwPeak;
    double bwAverage = 0;
    double msgRateMpps = 0;

    friend bool operator==(const IbWriteBwRow &, const IbWriteBwRow &) = default;
};

struct IbWriteBwReport
{
    QString device;              // "rocep1s0f0"
    std::optional<int> mtuBytes; // "Mtu : 1024[B]": the RDMA MTU the QP uses, not the netdev's
    QString linkType;            // "Ethernet" (RoCE) or "IB"
    std::optional<int> gidIndex; // "GID index : 3"
    QString localGid;            // as printed: decimal bytes "00:...:255:255:192:168:200:13"
    QString remoteGid;
    QString localIpv4; // from an IPv4-mapped GID ("192.168.200.13"); else empty
    QString remoteIpv4;
    QString unit;             // "Gb/sec" (--report_gbits), "MB/sec" or "MiB/sec" (perftest 24.07+)
    QList<IbWriteBwRow> rows; // several with --run_infinitely, one per size with -a
    bool peakMeasured = true; // false after "WARNING: BW peak won't be measured"
    bool complete = false;    // the dashed line after the rows was seen: the run ended
    QStringList notes;        // what perftest itself warned about ("WARNING: ...")
    QStringList warnings;     // "line N: ..." for lines Tandem did not understand

    // The last row's BW average: with --run_infinitely the latest interval, with one size the
    // result. Empty without rows.
    [[nodiscard]] std::optional<double> bwAverage() const;
    // bwAverage() in Gb/s (10^9 bits), whatever unit perftest printed.
    [[nodiscard]] std::optional<double> gbpsAverage() const;
    [[nodiscard]] QJsonObject toJson() const;
};

// Reads what perftest's `ib_write_bw` prints on the client or the server (and the other
// *_bw tests, which print the same): the dashed parameter block, the local/remote address
// lines, the column header "#bytes #iterations BW peak[UNIT] BW average[UNIT] MsgRate[Mpps]"
// and the rows. Tolerates prompts, any indentation, CRLF and a run cut short (no closing
// dashed line). A second run pasted after the first is left out with a warning. An unknown
// line is a warning; input without anything of perftest is an error. Stateless; pure and
// thread-safe.
class IbWriteBwParser
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::IbWriteBwParser)

public:
    [[nodiscard]] static Result<IbWriteBwReport> parse(const QByteArray &output);
};

} // namespace Tandem
