// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A Doctor run on three nodes as the report tests need it: one twin stale between spark-3c4d
// and spark-7a8b, an MTU mismatch Tandem can fix, the NVIDIA driver skewed on spark-7a8b, an
// asymmetric twin, a failed NCCL pair, and text from the nodes that would be markup if it were
// pasted into HTML unescaped.

#include "doctor/doctorrecord.h"

#include <QDateTime>

namespace Tandem::Test {

inline const QString hostile = QStringLiteral("<script>alert(\"doctor\")</script> & 'x'");

inline LinkMeasurement rdmaRun(const QString &a,
                               const QString &b,
                               bool fromB,
                               const QString &twin,
                               std::optional<double> gbps,
                               LinkBand band,
                               const QString &error = {})
{
    LinkMeasurement m;
    m.a = a;
    m.b = b;
    m.fromB = fromB;
    m.twin = twin;
    m.peerTwin = twin == QLatin1String("both") ? QString() : twin;
    m.kind = twin == QLatin1String("both") ? LinkKind::BothTwins : LinkKind::OneTwin;
    m.gbps = gbps;
    m.band = band;
    m.error = error;
    m.command = QStringLiteral("ib_write_bw -d rocep1s0f0 -i 1 -x 3 -F --report_gbits -q 4");
    return m;
}

inline NodeScan scanOf(const QString &node, const QString &driver, int mtuOfFirstTwin)
{
    NodeScan s;
    s.node = node;
    s.os = QStringLiteral("Ubuntu 24.04.3 LTS");
    s.kernel = QStringLiteral("6.11.0-1016-nvidia");
    s.driver = driver;
    s.cuda = QStringLiteral("13.0");
    s.path = QStringLiteral("/usr/local/bin:/usr/bin:/bin");
    s.mpirun = QStringLiteral("/usr/bin/mpirun");
    s.mpiVersion = QStringLiteral("4.1.6");
    // What the scan saves is the line; the versions are read from it again on load.
    s.ncclTestsLine
        = QStringLiteral("# nccl-tests version 2.17.6 nccl-headers=22809 nccl-library=22809");
    s.ncclTestsVersion = QStringLiteral("2.17.6");
    s.ncclHeaders = QStringLiteral("2.28.9");
    s.ncclLibrary = QStringLiteral("2.28.9");
    for (const QString &netdev : {QStringLiteral("enp1s0f0np0"), QStringLiteral("enP2p1s0f0np0")}) {
        ScannedNetdev n;
        n.netdev = netdev;
        n.operstate = QStringLiteral("up");
        n.speedMbps = 200000;
        n.mtu = netdev == QLatin1String("enp1s0f0np0") ? mtuOfFirstTwin : 9000;
        n.firmware = QStringLiteral("28.45.4028");
        n.roceV2Index = 3;
        s.netdevs << n;
    }
    return s;
}

inline Finding finding(const QString &id,
                       FindingGroup group,
                       FindingSeverity severity,
                       const QStringList &nodes,
                       const QString &interface,
                       const QString &title,
                       const QString &evidence)
{
    Finding f;
    f.id = id;
    f.group = group;
    f.severity = severity;
    f.nodes = nodes;
    f.interface = interface;
    f.port = interface.isEmpty() ? QString() : QStringLiteral("right");
    f.title = title;
    f.evidence = evidence;
    f.cause = QStringLiteral("The cause of ") + id + QStringLiteral(" & what follows.");
    f.fix = QStringLiteral("The fix for ") + id + QLatin1Char('.');
    f.source = QStringLiteral("NVIDIA dgx-spark-playbooks");
    return f;
}

inline DoctorRecord doctorRecord()
{
    const QString a = QStringLiteral("spark-3c4d");
    const QString b = QStringLiteral("spark-5e6f");
    const QString c = QStringLiteral("spark-7a8b");
    const QString t0 = QStringLiteral("enp1s0f0np0");
    const QString t1 = QStringLiteral("enP2p1s0f0np0");
    const QString both = QStringLiteral("both");
    DoctorRecord r;
    r.startedAt = QDateTime(QDate(2026, 12, 3), QTime(10, 0), Qt::UTC);
    r.finishedAt = r.startedAt.addSecs(42);
    r.scans = {scanOf(a, QStringLiteral("580.95.05"), 9000),
               scanOf(b, QStringLiteral("580.95.05"), 1500),
               scanOf(c, QStringLiteral("580.82.09 ") + hostile, 9000)};
    r.parity = ParityTable::from(r.scans);
    r.matrix.nodes = {a, b, c};
    const auto ok = LinkBand::Expected;
    r.matrix.rdma = {
        // spark-3c4d and spark-5e6f: the twin with the MTU mismatch gives no number.
        rdmaRun(a,
                b,
                false,
                t0,
                {},
                LinkBand::Error,
                QStringLiteral("Failed to modify QP to RTR ") + hostile),
        rdmaRun(a, b, true, t0, {}, LinkBand::Error, QStringLiteral("Failed to modify QP to RTR")),
        rdmaRun(a, b, false, t1, 111.52, ok),
        rdmaRun(a, b, true, t1, 111.48, ok),
        // spark-3c4d and spark-7a8b: one twin stale both ways.
        rdmaRun(a, c, false, t0, 111.61, ok),
        rdmaRun(a, c, true, t0, 111.55, ok),
        rdmaRun(a, c, false, t1, 14.2, LinkBand::Stale),
        rdmaRun(a, c, true, t1, 14.9, LinkBand::Stale),
        rdmaRun(a, c, false, both, 125.8, LinkBand::Fail),
        rdmaRun(a, c, true, both, 126.1, LinkBand::Fail),
        // spark-5e6f and spark-7a8b: one twin slow one way only.
        rdmaRun(b, c, false, t0, 111.0, ok),
        rdmaRun(b, c, true, t0, 88.0, LinkBand::Fail),
        rdmaRun(b, c, false, t1, 103.2, LinkBand::Low),
        rdmaRun(b, c, true, t1, 111.3, ok),
    };
    NcclPairResult ab{a, b, 22.81, ok, {}, QStringLiteral("mpirun -np 2 ...")};
    NcclPairResult ac{a, c, 11.42, LinkBand::Low, {}, QStringLiteral("mpirun -np 2 ...")};
    NcclPairResult bc{b, c, {}, LinkBand::Error, QStringLiteral("mpirun exited 1 ") + hostile, {}};
    r.matrix.nccl = {ab, ac, bc};

    using G = FindingGroup;
    using S = FindingSeverity;
    Finding mtu = finding(QStringLiteral("mtu.mismatch"),
                          G::Fixable,
                          S::Fail,
                          {a, b},
                          t0,
                          QStringLiteral("MTU differs across the link: 9000 & 1500"),
                          QStringLiteral("spark-3c4d enp1s0f0np0: MTU 9000\n"
                                         "spark-5e6f enp1s0f0np0: MTU 1500\n")
                              + hostile);
    mtu.repair = RepairKind::ReapplyPlan;
    r.findings = {
        finding(QStringLiteral("link.stale-connectx"),
                G::Hardware,
                S::Fail,
                {a, c},
                t1,
                QStringLiteral("ConnectX came up stale"),
                QStringLiteral("spark-3c4d -> spark-7a8b on enP2p1s0f0np0: 14.2 Gb/s (stale)")),
        mtu,
        finding(QStringLiteral("nccl.failed"),
                G::Decision,
                S::Fail,
                {b, c},
                {},
                QStringLiteral("NCCL gave no number between spark-5e6f and spark-7a8b"),
                QStringLiteral("mpirun exited 1 ") + hostile),
        finding(QStringLiteral("link.asymmetric"),
                G::Hardware,
                S::Warn,
                {b, c},
                t0,
                QStringLiteral("One direction is 21 % slower"),
                QStringLiteral("spark-7a8b -> spark-5e6f on enp1s0f0np0: 88.0 Gb/s (fail)")),
        finding(QStringLiteral("versions.other"),
                G::Decision,
                S::Warn,
                {c},
                {},
                QStringLiteral("The NVIDIA driver differs across the nodes"),
                QStringLiteral("spark-7a8b: 580.82.09 ") + hostile),
    };
    return r;
}

} // namespace Tandem::Test
