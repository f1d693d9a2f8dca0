// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inventory/topology.h"
#include "nodeaddress.h"
#include "plan/addressplan.h"
#include "result.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace Tandem {

// One node of a serving launch: its role and the CX7 address and interface it uses.
struct ServingNode
{
    QString node;
    QString role;        // "head" or "worker"
    QString address;     // VLLM_HOST_IP / --node-ip-address: on the subnet it shares with the head
    QString interface;   // its netdev on that subnet (GLOO_SOCKET_IFNAME, TP_SOCKET_IFNAME)
    QString headAddress; // the head's address as this node reaches it (ray start --address)

    friend bool operator==(const ServingNode &, const ServingNode &) = default;
};

// The files a user needs to run work across the cluster over the ConnectX-7 fabric
// (docs/report.md, "Serving snippets"; docs/nccl.md, "Environment variables" and
// "Applications on the fabric"), all on CX7 addresses, never management or Wi-Fi ones:
// - an Open MPI hostfile, `<cx7-address> slots=1` per node, as the plan's first node sees them;
// - an env file with the NCCL and MPI variables the plan implies (NCCL_SOCKET_IFNAME,
//   NCCL_IB_HCA with both twins, OMPI_MCA_btl_tcp_if_include, UCX_NET_DEVICES, GLOO and
//   TP socket interfaces), shell-quoted with the one quoting function;
// - a multi-node vLLM on Ray launch: the head, the workers, VLLM_HOST_IP per node and the
//   `ray start` lines.
// Every value in a command or an assignment is one shell word quoted by the one quoting
// function (core/ssh/shellquote.h), and a plan whose addresses, interfaces or subnets are not
// valid ones (a plan read back from a damaged state file) is refused, not written out.
// Plain value type; build() is a pure function.
struct ServingSnippets
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::ServingSnippets)

public:
    QList<ServingNode> nodes; // the head first
    QString hostfile;
    QString envFile;
    QString rayLaunch;

    // File names writeTo() uses, also shown in the report.
    static constexpr char hostfileName[] = "hostfile";
    static constexpr char envFileName[] = "tandem-nccl.env";
    static constexpr char rayLaunchName[] = "vllm-ray-launch.sh";

    // Fails when the plan has fewer than two nodes, a node shares no subnet with the head, or
    // an address, interface or subnet is not a valid one.
    [[nodiscard]] static Result<ServingSnippets> build(const AddressPlan &plan,
                                                       TopologyKind topology);

    // Every IPv4 host address the three texts set (subnets, such as 192.168.100.0/24, are not
    // host addresses; comments, which name the nodes, are not settings), in order, once each.
    [[nodiscard]] QStringList addresses() const;
    // What is wrong with addresses(): each one that is a node's management address, or not a
    // CX7 address of the plan, as a sentence. Empty: every address is a planned CX7 address.
    [[nodiscard]] QStringList foreignAddresses(const AddressPlan &plan,
                                               const QList<NodeAddress> &management) const;

    // Writes the three files into `dir` (made if missing), each atomically.
    [[nodiscard]] Result<void> writeTo(const QString &dir) const;

    friend bool operator==(const ServingSnippets &, const ServingSnippets &) = default;
};

} // namespace Tandem
