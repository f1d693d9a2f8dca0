// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "doctor/linkmatrix.h"
#include "doctor/nodescan.h"
#include "inventory/topology.h"
#include "nccl/installlocations.h"
#include "plan/addressplan.h"
#include "ssh/remotecommand.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>

namespace Tandem {

class NodeRunner;
struct CommandResult;

// NCCL busbw between every pair of nodes (docs/doctor.md, "The link matrix"): nccl-tests'
// all_reduce at 1 GiB over both twins, one mpirun per pair built from the addresses the nodes
// have now, pairs that share no node side by side. A pair where nccl-tests is missing gets an
// error instead of a run. Lives on its runners' thread; runners are not owned.
class NcclPairRun final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NcclPairRun)

public:
    NcclPairRun(QHash<QString, NodeRunner *> runners,
                QList<NodeScan> scans,
                AddressPlan live,
                TopologyKind topology,
                InstallLocations locations,
                QObject *parent = nullptr);

    void start();
    void cancel();
    [[nodiscard]] const QList<NcclPairResult> &results() const { return m_results; }
    [[nodiscard]] int total() const { return int(m_pairs.size()); }

    // The 2-node part of `plan`: the two nodes and the subnets they share.
    [[nodiscard]] static AddressPlan
    pairPlan(const AddressPlan &plan, const QString &a, const QString &b);

Q_SIGNALS:
    void progress(int done, int total);
    void finished();

private:
    void schedule();
    void startPair(int index);
    void pairDone(int index, const CommandResult &result);
    // Runs `command` on both nodes of pair `index`, whatever it gives back.
    void onBoth(int index, const RemoteCommand &command);

    QHash<QString, QPointer<NodeRunner>> m_runners;
    QList<NodeScan> m_scans;
    AddressPlan m_live;
    TopologyKind m_topology;
    InstallLocations m_locations;
    QList<QPair<QString, QString>> m_pairs;
    QList<NcclPairResult> m_results;
    QList<bool> m_started;
    QList<QString> m_runIds; // per pair, once started: to collect its NCCL logs and clean up
    QSet<QString> m_busy;
    int m_done = 0;
    bool m_cancelled = false;
    bool m_finished = false;
};

} // namespace Tandem
