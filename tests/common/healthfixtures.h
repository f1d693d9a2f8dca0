// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "health/healthsample.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QMetaType>
#include <QString>

namespace Tandem::Test {

// One netdev as the sampling script prints it (core/health/healthreader.cpp): its tag, its
// sysfs values, its `ethtool -S` lines in the driver's own indentation, its hw_counters lines as
// `grep -H` prints them.
struct FakeNetdev
{
    QString netdev = QStringLiteral("enp1s0f1np1");
    QString roce = QStringLiteral("rocep1s0f1");
    QString operstate = QStringLiteral("up");
    QString speed = QStringLiteral("200000");
    qint64 ups = 1;
    qint64 downs = 0;
    QMap<QString, quint64> ethtool{{QStringLiteral("rx_discards_phy"), 0},
                                   {QStringLiteral("rx_pause_ctrl_phy"), 0},
                                   {QStringLiteral("link_down_events_phy"), 0},
                                   {QStringLiteral("rx_bytes_phy"), 1000}};
    QMap<QString, quint64> rdma{{QStringLiteral("out_of_sequence"), 0},
                                {QStringLiteral("local_ack_timeout_err"), 0},
                                {QStringLiteral("np_cnp_sent"), 0}};
};

inline QByteArray sampleOutput(qint64 timeMs,
                               const QList<FakeNetdev> &netdevs,
                               const QStringList &gpuRows
                               = {QStringLiteral("0, 45, 30.12, 2405, 0x0000000000000000")})
{
    QByteArray out = "@time " + QByteArray::number(timeMs) + '\n';
    for (const FakeNetdev &n : netdevs) {
        out += "@netdev " + n.netdev.toUtf8() + ' ' + n.roce.toUtf8() + '\n';
        out += "@operstate " + n.operstate.toUtf8() + '\n';
        if (!n.speed.isEmpty())
            out += "@speed " + n.speed.toUtf8() + '\n';
        out += "@carrier_up_count " + QByteArray::number(n.ups) + '\n';
        out += "@carrier_down_count " + QByteArray::number(n.downs) + '\n';
        for (auto it = n.ethtool.cbegin(); it != n.ethtool.cend(); ++it)
            out += "     " + it.key().toUtf8() + ": " + QByteArray::number(*it) + '\n';
        for (auto it = n.rdma.cbegin(); it != n.rdma.cend(); ++it) {
            out += "/sys/class/infiniband/" + n.roce.toUtf8() + "/ports/1/hw_counters/"
                   + it.key().toUtf8() + ':' + QByteArray::number(*it) + '\n';
        }
    }
    out += "@gpu\n";
    for (const QString &row : gpuRows)
        out += row.toUtf8() + '\n';
    out += "@end\n";
    return out;
}

} // namespace Tandem::Test

Q_DECLARE_METATYPE(Tandem::Test::FakeNetdev)
