// SPDX-License-Identifier: GPL-3.0-or-later
// Doctor records for the GUI's tests and screenshots: the findings, runs and scans a real run
// gives (the rules' own texts through Knowledge::finding, bands through LinkBands::band).
#pragma once

#include "doctor/doctorrecord.h"
#include "doctor/knowledge.h"
#include "nodeaddress.h"

#include <QDateTime>

namespace Tandem::Test {

inline const QString rightTwin = QStringLiteral("enp1s0f1np1");
inline const QString rightTwin2 = QStringLiteral("enP2p1s0f1np1");
inline const QString leftTwin = QStringLiteral("enp1s0f0np0");
inline const QString leftTwin2 = QStringLiteral("enP2p1s0f0np0");

// One ib_write_bw run; no number: the test failed, with perftest's words.
inline LinkMeasurement rdmaRun(const QString &a,
                               const QString &b,
                               bool fromB,
                               const QString &twin,
                               const QString &peerTwin,
                               std::optional<double> gbps,
                               bool viaSwitch = false,
                               bool at200G = true)
{
    LinkMeasurement m;
    m.a = a;
    m.b = b;
    m.fromB = fromB;
    m.kind = twin == QLatin1String("both") ? LinkKind::BothTwins : LinkKind::OneTwin;
    m.twin = twin;
    m.peerTwin = m.kind == LinkKind::OneTwin ? peerTwin : QString();
    m.gbps = gbps;
    m.band = LinkBands::band(m.kind, gbps, viaSwitch, at200G);
    if (!gbps)
        m.error = QStringLiteral("Couldn't connect to 192.168.100.11:18515");
    m.command = QStringLiteral("ib_write_bw -d rocep1s0f1 -i 1 -x 3 -p 18515 -F --report_gbits "
                               "-q 4 -s 65536 -n 20000 192.168.100.11");
    return m;
}

// The six runs of one cable between `a` and `b` (each twin alone, then both, each way): the
// twins' Gb/s from a, from b, and the sums.
struct CableRuns
{
    QString a, b;
    QString aTwin, aTwin2, bTwin, bTwin2;
    double twinAB, twinBA, twin2AB, twin2BA, bothAB, bothBA;
    bool at200G = true;
};

inline void addCable(LinkMatrix &matrix, const CableRuns &c)
{
    const bool sw = matrix.viaSwitch;
    matrix.rdma << rdmaRun(c.a, c.b, false, c.aTwin, c.bTwin, c.twinAB, sw, c.at200G)
                << rdmaRun(c.a, c.b, true, c.aTwin, c.bTwin, c.twinBA, sw, c.at200G)
                << rdmaRun(c.a, c.b, false, c.aTwin2, c.bTwin2, c.twin2AB, sw, c.at200G)
                << rdmaRun(c.a, c.b, true, c.aTwin2, c.bTwin2, c.twin2BA, sw, c.at200G)
                << rdmaRun(c.a, c.b, false, QStringLiteral("both"), {}, c.bothAB, sw)
                << rdmaRun(c.a, c.b, true, QStringLiteral("both"), {}, c.bothBA, sw);
}

inline NcclPairResult ncclPair(const QString &a, const QString &b, std::optional<double> busbw)
{
    NcclPairResult r;
    r.a = a;
    r.b = b;
    r.busbwGBps = busbw;
    r.band = LinkBands::band(LinkKind::NcclPair, busbw, false);
    if (!busbw)
        r.error = QStringLiteral("NCCL WARN NET/IB : Got completion with error 12");
    r.command = QStringLiteral("mpirun -np 2 -H %1,%2 all_reduce_perf -b 1G -e 1G").arg(a, b);
    return r;
}

inline ParityItem parityItem(const QString &key,
                             const QString &label,
                             const QStringList &nodes,
                             const QStringList &values)
{
    ParityItem item;
    item.key = key;
    item.label = label;
    for (int i = 0; i < nodes.size(); ++i)
        item.values.insert(nodes.at(i), values.value(i));
    ParityTable::judge(item, nodes);
    return item;
}

// A node's scan with its four ConnectX netdevs: `up` lists those with carrier.
inline NodeScan nodeScan(const QString &node, const QStringList &up, int speedMbps = 200000)
{
    NodeScan scan;
    scan.node = node;
    for (const QString &netdev : {leftTwin, leftTwin2, rightTwin, rightTwin2}) {
        ScannedNetdev n;
        n.netdev = netdev;
        n.operstate = up.contains(netdev) ? QStringLiteral("up") : QStringLiteral("down");
        n.carrier = up.contains(netdev);
        n.speedMbps = speedMbps;
        n.mtu = 9000;
        scan.netdevs << n;
    }
    return scan;
}

inline QList<NodeAddress> addressesOf(const QStringList &names)
{
    QList<NodeAddress> nodes;
    for (int i = 0; i < names.size(); ++i)
        nodes << NodeAddress{names.at(i),
                             QStringLiteral("198.18.0.%1").arg(11 + i),
                             22,
                             QStringLiteral("nvidia"),
                             {},
                             QStringLiteral("lab")};
    return nodes;
}

using Values = QMap<QString, QString>;

// Three nodes cabled in a ring: spark-c's right twin is stale towards spark-a, and the second
// twin between spark-b and spark-c is slower from spark-c (asymmetric); one finding of each
// group besides; NCCL differs on spark-c.
inline DoctorRecord threeNodeRecord()
{
    const QString a = QStringLiteral("spark-a"), b = QStringLiteral("spark-b"),
                  c = QStringLiteral("spark-c");
    DoctorRecord r;
    r.matrix.nodes = {a, b, c};
    addCable(r.matrix,
             {a,
              b,
              rightTwin,
              rightTwin2,
              leftTwin,
              leftTwin2,
              111.2,
              111.0,
              110.9,
              111.4,
              190.1,
              189.7});
    addCable(
        r.matrix,
        {a, c, leftTwin, leftTwin2, rightTwin, rightTwin2, 12.4, 13.0, 110.8, 111.1, 122.5, 123.4});
    addCable(r.matrix,
             {b,
              c,
              rightTwin,
              rightTwin2,
              leftTwin,
              leftTwin2,
              111.0,
              110.6,
              111.3,
              80.2,
              191.0,
              187.9});
    r.matrix.nccl << ncclPair(a, b, 22.8) << ncclPair(a, c, 4.1) << ncclPair(b, c, 17.0);

    r.findings << Knowledge::finding(QStringLiteral("link.stale-connectx"),
                                     {c},
                                     Values{{QStringLiteral("interface"), rightTwin},
                                            {QStringLiteral("node"), c},
                                            {QStringLiteral("value"), QStringLiteral("12.4")},
                                            {QStringLiteral("port"), QStringLiteral("right")}},
                                     QStringLiteral("spark-a -> spark-c enp1s0f0np0: 12.4 Gb/s"));
    r.findings << Knowledge::finding(QStringLiteral("link.asymmetric"),
                                     {b, c},
                                     Values{{QStringLiteral("interface"), rightTwin2},
                                            {QStringLiteral("node"), c},
                                            {QStringLiteral("peer"), b},
                                            {QStringLiteral("value"), QStringLiteral("28")}},
                                     QStringLiteral("spark-b -> spark-c 111.3 Gb/s\n"
                                                    "spark-c -> spark-b 80.2 Gb/s"));
    Finding pinned
        = Knowledge::finding(QStringLiteral("gid.pinned"),
                             {b},
                             Values{{QStringLiteral("value"), QStringLiteral("3")},
                                    {QStringLiteral("where"), QStringLiteral("~/.nccl.conf")},
                                    {QStringLiteral("node"), b},
                                    {QStringLiteral("expected"), QStringLiteral("4")}},
                             QStringLiteral("~/.nccl.conf: NCCL_IB_GID_INDEX=3\n"
                                            "gids: 3 RoCE v2 fe80::..., 4 RoCE v2 "
                                            "::ffff:192.168.100.11"));
    pinned.repairTarget = QStringLiteral("~/.nccl.conf");
    r.findings << pinned;
    r.findings << Knowledge::finding(
        QStringLiteral("versions.nccl"),
        {c},
        Values{{QStringLiteral("item"), QStringLiteral("NCCL")},
               {QStringLiteral("value"), QStringLiteral("spark-c 2.27.3, others 2.28.9")}},
        QStringLiteral("# nccl-tests version 2.17.6 "
                       "nccl-headers=22703 nccl-library=22703"));

    r.parity.nodes = r.matrix.nodes;
    r.parity.items << parityItem(QStringLiteral("kernel"),
                                 QStringLiteral("Kernel"),
                                 r.parity.nodes,
                                 {"6.11.0-1016-nvidia", "6.11.0-1016-nvidia", "6.11.0-1016-nvidia"})
                   << parityItem(QStringLiteral("nccl"),
                                 QStringLiteral("NCCL"),
                                 r.parity.nodes,
                                 {"2.28.9", "2.28.9", "2.27.3"})
                   << parityItem(QStringLiteral("mtu.enp1s0f1np1"),
                                 QStringLiteral("MTU enp1s0f1np1"),
                                 r.parity.nodes,
                                 {"9000", "9000", "9000"});
    r.scans << nodeScan(a, {leftTwin, leftTwin2, rightTwin, rightTwin2})
            << nodeScan(b, {leftTwin, leftTwin2, rightTwin, rightTwin2})
            << nodeScan(c, {leftTwin, leftTwin2, rightTwin, rightTwin2});
    r.startedAt = QDateTime(QDate(2026, 3, 14), QTime(9, 30), Qt::UTC);
    r.finishedAt = r.startedAt.addSecs(48);
    return r;
}

// Four Sparks in a ring (01-02-03-04-01), as the screenshots show them: spark-03's left twin
// came up stale, the cable between spark-03 and spark-04 trained at 100G, the cable between
// spark-04 and spark-01 is slower one way, spark-04 loads another NCCL, and spark-02 pins a GID
// index that moved.
inline DoctorRecord fourNodeRecord()
{
    const QString n1 = QStringLiteral("spark-01"), n2 = QStringLiteral("spark-02"),
                  n3 = QStringLiteral("spark-03"), n4 = QStringLiteral("spark-04");
    DoctorRecord r;
    r.matrix.nodes = {n1, n2, n3, n4};
    // Each cable joins one node's right port to the next node's left port.
    addCable(r.matrix,
             {n1,
              n2,
              rightTwin,
              rightTwin2,
              leftTwin,
              leftTwin2,
              111.4,
              111.2,
              110.9,
              111.6,
              195.8,
              196.0});
    addCable(r.matrix,
             {n2,
              n3,
              rightTwin,
              rightTwin2,
              leftTwin,
              leftTwin2,
              13.9,
              14.6,
              111.1,
              110.7,
              124.8,
              125.3});
    CableRuns slow{
        n3, n4, rightTwin, rightTwin2, leftTwin, leftTwin2, 46.8, 47.1, 46.5, 46.9, 92.6, 93.1};
    slow.at200G = false;
    addCable(r.matrix, slow);
    addCable(r.matrix,
             {n1,
              n4,
              leftTwin,
              leftTwin2,
              rightTwin,
              rightTwin2,
              88.0,
              111.3,
              110.8,
              111.0,
              186.2,
              190.4});
    r.matrix.nccl << ncclPair(n1, n2, 23.6) << ncclPair(n2, n3, 11.8) << ncclPair(n3, n4, 9.6)
                  << ncclPair(n1, n4, 19.2);

    r.findings << Knowledge::finding(
        QStringLiteral("link.stale-connectx"),
        {n3},
        Values{{QStringLiteral("interface"), leftTwin},
               {QStringLiteral("node"), n3},
               {QStringLiteral("value"), QStringLiteral("13.9")},
               {QStringLiteral("port"), QStringLiteral("left")}},
        QStringLiteral("spark-02 enp1s0f1np1 -> spark-03 enp1s0f0np0: "
                       "13.90 Gb/s (link Up, 200000 Mb/s)\n"
                       "spark-03 enp1s0f0np0 -> spark-02 enp1s0f1np1: "
                       "14.60 Gb/s\n"
                       "$ ib_write_bw -d rocep1s0f1 -i 1 -x 3 -p 18515 -F "
                       "--report_gbits -q 4 -s 65536 -n 20000 "
                       "192.168.100.13"));
    r.findings << Knowledge::finding(QStringLiteral("link.speed"),
                                     {n3, n4},
                                     Values{{QStringLiteral("interface"), rightTwin},
                                            {QStringLiteral("node"), n3},
                                            {QStringLiteral("value"), QStringLiteral("100 Gb/s")},
                                            {QStringLiteral("port"), QStringLiteral("right")}},
                                     QStringLiteral("/sys/class/net/enp1s0f1np1/speed: 100000\n"
                                                    "spark-03 -> spark-04: 46.8 Gb/s per twin"));
    r.findings << Knowledge::finding(
        QStringLiteral("link.asymmetric"),
        {n1, n4},
        Values{{QStringLiteral("interface"), leftTwin},
               {QStringLiteral("node"), n1},
               {QStringLiteral("peer"), n4},
               {QStringLiteral("value"), QStringLiteral("21")}},
        QStringLiteral("spark-01 -> spark-04 enp1s0f0np0: 88.0 Gb/s\n"
                       "spark-04 -> spark-01 enp1s0f1np1: 111.3 Gb/s"));
    r.findings << Knowledge::finding(
        QStringLiteral("versions.nccl"),
        {n4},
        Values{{QStringLiteral("item"), QStringLiteral("NCCL")},
               {QStringLiteral("value"), QStringLiteral("spark-04 2.27.3, the others 2.28.9")}},
        QStringLiteral("spark-04: # nccl-tests version 2.17.6 "
                       "nccl-headers=22703 nccl-library=22703"));
    Finding pinned
        = Knowledge::finding(QStringLiteral("gid.pinned"),
                             {n2},
                             Values{{QStringLiteral("value"), QStringLiteral("3")},
                                    {QStringLiteral("where"), QStringLiteral("~/.nccl.conf")},
                                    {QStringLiteral("node"), n2},
                                    {QStringLiteral("expected"), QStringLiteral("4")}},
                             QStringLiteral("~/.nccl.conf: NCCL_IB_GID_INDEX=3\n"
                                            "rocep1s0f1 GID 3: fe80::5e25:73ff:fe1a:2b3c RoCE v2\n"
                                            "rocep1s0f1 GID 4: ::ffff:192.168.100.12 RoCE v2"));
    pinned.repairTarget = QStringLiteral("~/.nccl.conf");
    r.findings << pinned;

    const QStringList nodes = r.matrix.nodes;
    r.parity.nodes = nodes;
    const auto same = [&nodes](const char *key, const char *label, const char *value) {
        return parityItem(
            QString::fromUtf8(key), QString::fromUtf8(label), nodes, {value, value, value, value});
    };
    r.parity.items << same("os", "OS", "Ubuntu 24.04.3 LTS")
                   << same("kernel", "Kernel", "6.11.0-1016-nvidia")
                   << same("driver", "NVIDIA driver", "580.95.05") << same("cuda", "CUDA", "13.0")
                   << parityItem(QStringLiteral("nccl"),
                                 QStringLiteral("NCCL"),
                                 nodes,
                                 {"2.28.9", "2.28.9", "2.28.9", "2.27.3"})
                   << same("nccl-tests", "nccl-tests", "2.17.6") << same("mpi", "Open MPI", "4.1.6")
                   << same("path",
                           "PATH (SSH)",
                           "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin:"
                           "/usr/local/cuda/bin")
                   << same("firmware.enp1s0f1np1", "Firmware enp1s0f1np1", "28.45.1020")
                   << same("mtu.enp1s0f1np1", "MTU enp1s0f1np1", "9000")
                   << parityItem(QStringLiteral("speed.enp1s0f1np1"),
                                 QStringLiteral("Speed enp1s0f1np1"),
                                 nodes,
                                 {"200000", "200000", "100000", "200000"})
                   << same("gid.enp1s0f1np1", "RoCE v2 GID enp1s0f1np1", "3");
    const QStringList all{leftTwin, leftTwin2, rightTwin, rightTwin2};
    r.scans << nodeScan(n1, all) << nodeScan(n2, all) << nodeScan(n3, all) << nodeScan(n4, all);
    r.startedAt = QDateTime(QDate(2026, 3, 14), QTime(9, 30), Qt::UTC);
    r.finishedAt = r.startedAt.addSecs(52);
    return r;
}

} // namespace Tandem::Test
