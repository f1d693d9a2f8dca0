// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the bandwidth step's tests share: a 2-node direct plan and how to tell the step's
// commands and checks apart.

#include "checks/check.h"
#include "fakenoderunner.h"
#include "plan/addressplan.h"
#include "ssh/remotecommand.h"

namespace Tandem::Test {

inline AddressPlan directPlan()
{
    AddressPlan plan;
    const auto iface = [](const char *netdev, const char *address) {
        return PlannedInterface{QString::fromLatin1(netdev), QString::fromLatin1(address), 24, 0};
    };
    plan.nodes
        = {{QStringLiteral("node1"),
            {iface("enp1s0f1np1", "192.168.100.10"), iface("enP2p1s0f1np1", "192.168.101.10")}},
           {QStringLiteral("node2"),
            {iface("enp1s0f1np1", "192.168.100.11"), iface("enP2p1s0f1np1", "192.168.101.11")}}};
    plan.subnets = {{QStringLiteral("192.168.100.0/24"),
                     {{QStringLiteral("node1"), QStringLiteral("enp1s0f1np1")},
                      {QStringLiteral("node2"), QStringLiteral("enp1s0f1np1")}}},
                    {QStringLiteral("192.168.101.0/24"),
                     {{QStringLiteral("node1"), QStringLiteral("enP2p1s0f1np1")},
                      {QStringLiteral("node2"), QStringLiteral("enP2p1s0f1np1")}}}};
    return plan;
}

inline bool isMpirun(const RemoteCommand &command)
{
    return command.argv().contains("mpirun");
}

inline bool isCollect(const RemoteCommand &command)
{
    return command.argv().value(2).contains("tandem-nccl-");
}

inline CheckStatus statusOf(const QList<Check> &checks, const QString &id)
{
    for (const Check &check : checks) {
        if (check.id == id)
            return check.status;
    }
    return CheckStatus::Pending;
}

// node1 runs mpirun, which prints `output` (and `err` on stderr) and exits with `exitStatus`;
// every other command on either node succeeds and prints nothing. The byte arrays are kept
// alive by the caller.
inline void printsOnMpirun(FakeNodeRunner &node1,
                           FakeNodeRunner &node2,
                           const QByteArray &output,
                           const QByteArray &err = {},
                           int exitStatus = 0)
{
    node1.setHandler(
        [&output, &err, exitStatus](const RemoteCommand &command) -> std::optional<CommandResult> {
            CommandResult result;
            result.exitStatus = 0;
            if (isMpirun(command)) {
                result.out = output;
                result.err = err;
                result.exitStatus = exitStatus;
            }
            return result;
        });
    node2.respondToOthers(0);
}

} // namespace Tandem::Test
