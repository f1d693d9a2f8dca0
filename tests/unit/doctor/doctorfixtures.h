// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "doctor/nodescan.h"

#include <QByteArray>
#include <QString>

namespace Tandem::Test {

// What Tandem's scan prints on a healthy GB10 cabled on its left port with both twins at
// 200G: node `n` (1-based) has 192.168.100.n and 192.168.101.n, GID index 3 on both twins.
// Tests change lines of it to make the symptom they need.
inline QByteArray scanText(int n,
                           int mtu0 = 9000,
                           int mtu1 = 9000,
                           const QByteArray &speed0 = "200000",
                           int gidIndex = 3,
                           const QByteArray &extra = {})
{
    const QByteArray host = QByteArray::number(n);
    QByteArray out
        = "tandem-scan 1\n"
          "os Ubuntu 24.04.3 LTS\n"
          "kernel 6.11.0-1016-nvidia\n"
          "driver 580.95.05\n"
          "cuda 13.0\n"
          "path /usr/local/bin:/usr/bin:/bin\n"
          "mpirun /usr/bin/mpirun\n"
          "mpi mpirun (Open MPI) 4.1.6\n"
          "mpirun.login /usr/bin/mpirun\n"
          "nccltests # nccl-tests version 2.17.6 nccl-headers=22809 nccl-library=22809\n";
    out += extra;
    out += "net enp1s0f0np0 rocep1s0f0 up 1 " + speed0 + " " + QByteArray::number(mtu0) + "\n";
    out += "addr enp1s0f0np0 192.168.100." + host + "/24\n";
    out += "fw enp1s0f0np0 28.45.1200 (MT_0000001175)\n";
    out += "net enP2p1s0f0np0 roceP2p1s0f0 up 1 200000 " + QByteArray::number(mtu1) + "\n";
    out += "addr enP2p1s0f0np0 192.168.101." + host + "/24\n";
    out += "fw enP2p1s0f0np0 28.45.1200 (MT_0000001175)\n";
    out += "net enp1s0f1np1 rocep1s0f1 down 0 ? 1500\n";
    out += "net enP2p1s0f1np1 roceP2p1s0f1 down 0 ? 1500\n";
    const QByteArray idx = QByteArray::number(gidIndex);
    const QByteArray hex = QByteArray::number(n, 16).rightJustified(2, '0');
    out += "gid rocep1s0f0 0 fe80:0000:0000:0000:4cbb:47ff:fe00:01" + hex
           + " enp1s0f0np0 IB/RoCE v1\n";
    out += "gid rocep1s0f0 1 fe80:0000:0000:0000:4cbb:47ff:fe00:01" + hex
           + " enp1s0f0np0 RoCE v2\n";
    out += "gid rocep1s0f0 " + QByteArray::number(gidIndex - 1)
           + " 0000:0000:0000:0000:0000:ffff:c0a8:64" + hex + " enp1s0f0np0 IB/RoCE v1\n";
    out += "gid rocep1s0f0 " + idx + " 0000:0000:0000:0000:0000:ffff:c0a8:64" + hex
           + " enp1s0f0np0 RoCE v2\n";
    out += "gid roceP2p1s0f0 2 0000:0000:0000:0000:0000:ffff:c0a8:65" + hex
           + " enP2p1s0f0np0 IB/RoCE v1\n";
    out += "gid roceP2p1s0f0 3 0000:0000:0000:0000:0000:ffff:c0a8:65" + hex
           + " enP2p1s0f0np0 RoCE v2\n";
    out += "@end\n";
    return out;
}

inline NodeScan scanOf(int n, const QByteArray &text)
{
    auto scan = NodeScanner::read(QStringLiteral("node%1").arg(n), text);
    Q_ASSERT(scan);
    return *scan;
}

} // namespace Tandem::Test
