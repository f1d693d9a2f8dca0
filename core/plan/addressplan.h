// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace Tandem {

// One ConnectX-7 interface as the plan configures it.
struct PlannedInterface
{
    QString netdev;  // "enp1s0f1np1"
    QString address; // "192.168.100.10"
    int prefix = 24;
    int mtu = 0; // 0: leave the MTU as it is (1500 on a fresh Spark)

    [[nodiscard]] QString cidr() const
    {
        return address + QLatin1Char('/') + QString::number(prefix);
    }
    friend bool operator==(const PlannedInterface &, const PlannedInterface &) = default;
};

// Everything one node gets: its CX7 interfaces with their addresses.
struct NodePlan
{
    QString node;
    QList<PlannedInterface> interfaces;

    friend bool operator==(const NodePlan &, const NodePlan &) = default;
};

// One subnet = one twin of one cable (or of the switch): the two (or, on a switch, all) ends
// that share it.
struct PlannedSubnet
{
    QString cidr;                           // "192.168.100.0/24"
    QList<QPair<QString, QString>> members; // (node, netdev)

    friend bool operator==(const PlannedSubnet &, const PlannedSubnet &) = default;
};

// The address plan for the whole cluster (docs/netplan.md, "Tandem's address plan"): one subnet
// per twin per link, 192.168.100.0/24 and 192.168.101.0/24 for two nodes as the playbook does.
// Plain value type; built by AddressPlanner (core/plan), consumed by apply, the SSH fabric, verify
// and the report.
struct AddressPlan
{
    QList<NodePlan> nodes;
    QList<PlannedSubnet> subnets;
    int mtu = 0;

    [[nodiscard]] const NodePlan *node(const QString &name) const
    {
        for (const NodePlan &n : nodes) {
            if (n.node == name)
                return &n;
        }
        return nullptr;
    }
    // The node's planned CX7 addresses, in interface order.
    [[nodiscard]] QStringList addressesOf(const QString &name) const
    {
        QStringList list;
        if (const NodePlan *n = node(name)) {
            for (const PlannedInterface &i : n->interfaces)
                list << i.address;
        }
        return list;
    }
    [[nodiscard]] QStringList subnetCidrs() const
    {
        QStringList list;
        for (const PlannedSubnet &s : subnets)
            list << s.cidr;
        return list;
    }
    friend bool operator==(const AddressPlan &, const AddressPlan &) = default;
};

} // namespace Tandem
