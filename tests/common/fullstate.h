// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/workflowstate.h"

namespace Tandem::Test {

// The right-port twins of a Spark, as SparkNaming names them.
inline const QString rightPrimary = QStringLiteral("enp1s0f1np1");
inline const QString rightSecondary = QStringLiteral("enP2p1s0f1np1");

// What the cabling step learns from one Spark whose right port is cabled with both twins up:
// ibdev2netdev, the interfaces (one with its link-local address), ethtool, the neighbour
// that answered, the evidence, no errors.
inline NodeCabling rightPortCabling(const QString &node, const QString &peerMac)
{
    NodeCabling cabling;
    cabling.node = node;
    const QStringList roce{QStringLiteral("rocep1s0f1"), QStringLiteral("roceP2p1s0f1")};
    const QStringList netdevs{rightPrimary, rightSecondary};
    for (int i = 0; i < 2; ++i) {
        RoceLink link;
        link.roceDevice = roce.at(i);
        link.port = 1;
        link.netdev = netdevs.at(i);
        link.up = true;
        link.side = PortSide::Right;
        link.twin = i == 0 ? Twin::Primary : Twin::Secondary;
        cabling.links << link;
        NetInterface iface;
        iface.name = netdevs.at(i);
        iface.ifindex = 5 + i;
        iface.operstate = QStringLiteral("UP");
        iface.flags
            = {QStringLiteral("BROADCAST"), QStringLiteral("UP"), QStringLiteral("LOWER_UP")};
        iface.lowerUp = true;
        iface.mtu = 1500;
        iface.mac = QStringLiteral("4c:bb:47:2e:00:%1").arg(i + 1, 2, 10, QLatin1Char('0'));
        iface.linkType = QStringLiteral("ether");
        iface.parentBus = QStringLiteral("pci");
        iface.parentDev = QStringLiteral("000%1:01:00.1").arg(i * 2);
        if (i == 0) {
            iface.addresses << IpAddress{QStringLiteral("inet6"),
                                         QStringLiteral("fe80::4ebb:47ff:fe2e:1"),
                                         64,
                                         QStringLiteral("link"),
                                         {},
                                         false,
                                         true};
        }
        cabling.interfaces << iface;
        EthtoolInfo ethtool;
        ethtool.interfaceName = netdevs.at(i);
        ethtool.speedMbps = 200000;
        ethtool.duplex = QStringLiteral("Full");
        ethtool.linkDetected = true;
        ethtool.port = QStringLiteral("Direct Attach Copper");
        ethtool.supportedLinkModes = {QStringLiteral("200000baseCR4/Full")};
        cabling.ethtool.insert(netdevs.at(i), ethtool); // auto-negotiation not printed
        cabling.neighbourMacs.insert(netdevs.at(i), {peerMac});
    }
    cabling.sysfsSpeedMbps.insert(netdevs.at(0), 200000);
    cabling.notes << QStringLiteral("ibdev2netdev ties enp1s0f1np1 to mlx5_1, sysfs to rocep1s0f1; "
                                    "Tandem follows sysfs.");
    cabling.evidence << Evidence{node,
                                 QStringLiteral("ibdev2netdev"),
                                 0,
                                 QStringLiteral("rocep1s0f1 port 1 ==> enp1s0f1np1 (Up)\n"),
                                 QDateTime(QDate(2026, 11, 30), QTime(9, 1), Qt::UTC)};
    return cabling;
}

// A session of two Sparks on one direct cable (right port to right port) saved after every
// step, in order: cabling, a plan with base 10.55.0.0/24 and MTU 9000, apply, verify (ping
// from node2 to node1 failed) and a bandwidth sweep of three sizes.
// node1 and node2 on the lab's management network, user nvidia.
inline QList<NodeAddress> twoNodes()
{
    return {{QStringLiteral("node1"),
             QStringLiteral("198.18.0.11"),
             22,
             QStringLiteral("nvidia"),
             {},
             {}},
            {QStringLiteral("node2"),
             QStringLiteral("198.18.0.12"),
             22,
             QStringLiteral("nvidia"),
             {},
             {}}};
}

inline WorkflowState fullState()
{
    WorkflowState state;
    state.nodes = twoNodes();
    const QDateTime t0(QDate(2026, 11, 30), QTime(9, 0), Qt::UTC);
    const QList<StepId> order{StepId::Devices,
                              StepId::DeviceChecks,
                              StepId::Cabling,
                              StepId::NetworkPlan,
                              StepId::Apply,
                              StepId::SshFabric,
                              StepId::Verify,
                              StepId::Bandwidth};
    for (qsizetype i = 0; i < order.size(); ++i)
        state.stepTimes.insert(order.at(i), {t0.addSecs(60 * i), t0.addSecs(60 * i + 30)});
    const auto check = [](const char *id, const char *node, CheckStatus status) {
        Check c;
        c.id = QString::fromLatin1(id);
        c.node = QString::fromLatin1(node);
        c.status = status;
        c.title = c.id;
        c.detail = QStringLiteral("detail of ") + c.id;
        return c;
    };
    state.checks.insert(StepId::Cabling,
                        {check("cabling.port", "node1", CheckStatus::Pass),
                         check("topology", "", CheckStatus::Pass)});
    state.checks.insert(StepId::NetworkPlan, {check("plan.addresses", "", CheckStatus::Pass)});
    state.checks.insert(StepId::Apply,
                        {check("apply.netplan", "node1", CheckStatus::Pass),
                         check("apply.netplan", "node2", CheckStatus::Pass)});
    state.checks.insert(StepId::SshFabric,
                        {check("fabric.keys", "node1", CheckStatus::Pass),
                         check("fabric.keys", "node2", CheckStatus::Pass)});
    state.checks.insert(
        StepId::Verify,
        {check("verify.ping", "", CheckStatus::Fail), check("verify.ssh", "", CheckStatus::Pass)});
    state.checks.insert(StepId::Bandwidth, {check("bandwidth.run", "", CheckStatus::Pass)});

    Topology topology;
    topology.kind = TopologyKind::Direct;
    topology.summary = QStringLiteral("2 nodes, direct cable: node1 right - node2 right");
    topology.cables = {Cable{
        {QStringLiteral("node1"), PortSide::Right}, {QStringLiteral("node2"), PortSide::Right}, 2}};
    topology.warnings = {QStringLiteral("The left ports are free.")};
    state.topology = topology;
    state.topologyKind = topology.kind; // as the cabling step fills them in
    state.topologySummary = topology.summary;
    state.cabling
        = {rightPortCabling(QStringLiteral("node1"), QStringLiteral("4c:bb:47:2e:10:01")),
           rightPortCabling(QStringLiteral("node2"), QStringLiteral("4c:bb:47:2e:00:01"))};

    state.planOptions.setBase(QStringLiteral("10.55.0.0/24"));
    state.planOptions.mtu = 9000;
    const auto iface = [](const QString &netdev, const char *address) {
        return PlannedInterface{netdev, QString::fromLatin1(address), 24, 9000};
    };
    state.plan.mtu = 9000;
    state.plan.nodes = {{QStringLiteral("node1"),
                         {iface(rightPrimary, "10.55.0.10"), iface(rightSecondary, "10.55.1.10")}},
                        {QStringLiteral("node2"),
                         {iface(rightPrimary, "10.55.0.11"), iface(rightSecondary, "10.55.1.11")}}};
    state.plan.subnets = {
        {QStringLiteral("10.55.0.0/24"),
         {{QStringLiteral("node1"), rightPrimary}, {QStringLiteral("node2"), rightPrimary}}},
        {QStringLiteral("10.55.1.0/24"),
         {{QStringLiteral("node1"), rightSecondary}, {QStringLiteral("node2"), rightSecondary}}}};
    for (const NodePlan &node : std::as_const(state.plan.nodes)) {
        state.netplanYaml.insert(node.node, QStringLiteral("network:\n  version: 2\n"));
        state.netplanDiffs.insert(node.node, QStringLiteral("+network:\n+  version: 2\n"));
    }

    const QStringList names{QStringLiteral("node1"), QStringLiteral("node2")};
    state.pingMatrix.reset(QStringLiteral("verify.ping"), names);
    state.pingMatrix.set(names.at(0), names.at(1), CheckStatus::Pass);
    state.pingMatrix.set(names.at(1), names.at(0), CheckStatus::Fail);
    state.sshMatrix.reset(QStringLiteral("verify.ssh"), names);
    state.sshMatrix.set(names.at(0), names.at(1), CheckStatus::Pass);
    state.sshMatrix.set(names.at(1), names.at(0), CheckStatus::Pass);

    BandwidthRecord &bw = state.bandwidth;
    bw.command = QStringLiteral("mpirun -np 2 -H 10.55.0.10:1,10.55.0.11:1 all_gather_perf");
    bw.firstNode = names.at(0);
    bw.hosts = {QStringLiteral("10.55.0.10"), QStringLiteral("10.55.0.11")};
    bw.thresholdGBps = 21.875;
    bw.startedAt = state.stepTimes.value(StepId::Bandwidth).startedAt;
    bw.finishedAt = state.stepTimes.value(StepId::Bandwidth).finishedAt;
    for (int i = 0; i < 3; ++i) {
        NcclRow row;
        row.bytes = qint64(1) << (20 + 5 * i);
        row.count = row.bytes / 4;
        row.type = QStringLiteral("float");
        row.redop = QStringLiteral("none");
        row.outOfPlace.busbw = 10.0 + 5 * i;
        row.outOfPlace.algbw = 20.0 + 10 * i;
        row.outOfPlace.timeUs = 100.0 * (i + 1);
        row.outOfPlace.wrong = 0;
        row.inPlace.busbw = 10.5 + 5 * i;
        bw.rows << row;
    }
    bw.judgedBytes = bw.rows.constLast().bytes;
    bw.judgedBusbw = bw.rows.constLast().outOfPlace.busbw;
    // Each step ran on what the one before it found: nothing is stale.
    for (StepId step : order)
        state.lineage.recordRun(step, StepLineage::stampOf(step, state));
    return state;
}

} // namespace Tandem::Test
