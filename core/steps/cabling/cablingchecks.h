// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steps/flow/step.h"

#include "checks/cablinganalysis.h"
#include "checks/check.h"
#include "inventory/topology.h"
#include "ssh/remotecommand.h"

#include <QList>
#include <QObject>
#include <QPointer>

#include <chrono>

namespace Tandem {

class NodeRunner;
struct CommandResult;

// Step 3: reads each node's ConnectX-7 ports (ibdev2netdev, ip, ethtool), then learns which
// node is across each cable (an IPv6 all-nodes ping on every interface that is up, then the
// neighbour table), and checks cabling and topology. All nodes at once; no change is made on
// any node. Lives on the thread of its runners.
class CablingChecks final : public Step
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CablingChecks)

public:
    explicit CablingChecks(QList<NodeRunner *> nodes, QObject *parent = nullptr);

    // The topology and what each node reported, for the plan and the Cabling page.
    void apply(WorkflowState &state) const override;

    [[nodiscard]] const Topology &topology() const { return m_topology; }
    [[nodiscard]] const QList<NodeCabling> &nodes() const { return m_data; }

    // Who answers on NETDEV (core/inventory/scripts/neighbours.sh): its `ip -j neigh` table,
    // once its count has held for `settle` looks 50 ms apart.
    [[nodiscard]] static RemoteCommand neighbourCommand(const QString &netdev, int settle = 2);

    // A link that found nobody is looked at again once, this much later (probeNeighbours), and
    // that look waits for its count to hold for kRetrySettle looks.
    static constexpr int kNeighbourAttempts = 2;
    static constexpr std::chrono::milliseconds kNeighbourRetry{1500};
    static constexpr int kRetrySettle = 6;

protected:
    void run() override;

private:
    void readPorts(qsizetype index);
    void portsRead(qsizetype index);
    void discoverNeighbours(qsizetype index);
    void probeNeighbours(qsizetype index, const QString &netdev, int attempt);
    void nodeDone();
    void take(qsizetype index, const CommandResult &result);

    QList<QPointer<NodeRunner>> m_runners;
    QList<NodeCabling> m_data;
    QList<int> m_outstanding; // commands still running, per node
    Topology m_topology;
    int m_nodesPending = 0;
};

} // namespace Tandem
