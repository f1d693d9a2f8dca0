// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace Tandem {

// What NCCL's own log (NCCL_DEBUG=INFO) says about how data moved. Plain value type.
struct NetDevice
{
    int index = -1;    // [n] in "NET/IB : Using [n]dev:port/RoCE"
    QString name;      // "rocep1s0f1", or the interface for NET/Socket ("eth0")
    int port = 0;      // RDMA port (1 on a Spark); 0 for Socket devices
    QString linkLayer; // "RoCE", "IB", "UNSPECIFIED"; empty for Socket devices
    QString address;   // Socket devices: "10.0.0.23<0>"; empty for IB devices
};

struct ChannelPath
{
    QString kind;       // "NET", "P2P" or "SHM"
    QString transport;  // "IB", "Socket", a plugin name, or the P2P/SHM flavour ("CUMEM")
    int netDevice = -1; // the n in NET/IB/n; -1 when not a NET path
    bool gdr = false;   // "/GDRDMA"
    int count = 0;      // how many channel lines used this path
};

struct TransportSummary
{
    QString network;                // "IB", "Socket", a plugin name; empty when not seen
    QList<NetDevice> ibDevices;     // from "NET/IB : Using"
    QList<NetDevice> socketDevices; // from "NET/Socket : Using"
    QString oobInterface;           // "enp1s0f1np1" from "; OOB enp1s0f1np1:192.168.100.11<0>"
    QString oobAddress;             // "192.168.100.11<0>"
    bool relaxedOrdering = false;   // "[RO]"
    bool ibNoDevice = false;        // "NET/IB : No device found."
    QString ibHca;              // "NCCL_IB_HCA set to =x:1,y" (NET|ENV): what the user asked for
    QString ncclVersion;        // "2.28.3+cuda13.0"
    QString bootstrapInterface; // "Bootstrap: Using eth0:192.0.2.2<0>" -> "eth0"
    int nRanks = 0;             // from "comm 0x... rank r nRanks n nNodes m"
    int nNodes = 0;
    QList<ChannelPath> paths; // distinct channel paths, in first-seen order
    QStringList warnings;     // text of "NCCL WARN" lines, in order
    int linesSeen = 0;        // NCCL log lines consumed

    [[nodiscard]] bool isEmpty() const { return linesSeen == 0; }
};

} // namespace Tandem
