// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steps/flow/step.h"

#include "checks/cablinganalysis.h"
#include "checks/check.h"
#include "plan/addressplan.h"
#include "plan/addressplanner.h"
#include "plan/planconflicts.h"

#include <QMap>
#include <QObject>
#include <QPointer>

namespace Tandem {

class NodeRunner;
struct CommandResult;

// Step 4: reads what each node has now (every /etc/netplan file, its routes, NetworkManager
// profiles), makes the address plan for the topology, writes each node's 40-cx7.yaml with
// yaml-cpp, shows the diff against the current file, and checks the plan for conflicts. Reads
// only: nothing is written on a node. All nodes at once; lives on the thread of its runners.
class NetworkPlanStep final : public Step
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NetworkPlanStep)

public:
    NetworkPlanStep(QList<NodeRunner *> nodes,
                    Topology topology,
                    QList<NodeCabling> cabling,
                    PlanOptions options,
                    QObject *parent = nullptr);

    // The title of a plan check `id` (its own and PlanConflicts') in the current language; any
    // other id back unchanged.
    [[nodiscard]] static QString title(const QString &id);

    // The plan, its files and diffs, the files to move aside, and the options it was made with.
    void apply(WorkflowState &state) const override;

    // /etc/netplan files are root-only (mode 0600): they are read with sudo.
    void setSudoPassword(const QByteArray &password);

    [[nodiscard]] const AddressPlan &plan() const { return m_plan; }
    [[nodiscard]] const QMap<QString, QByteArray> &yaml() const { return m_yaml; }
    [[nodiscard]] const QMap<QString, QString> &diffs() const { return m_diffs; }
    [[nodiscard]] const QList<NetplanMoveAside> &moveAside() const { return m_moveAside; }
    [[nodiscard]] bool ready() const; // a plan exists and no check failed

protected:
    void run() override;

private:
    void nodeRead();
    void conclude();

    QList<QPointer<NodeRunner>> m_runners;
    Topology m_topology;
    QList<NodeCabling> m_cabling;
    PlanOptions m_options;
    QByteArray m_sudoPassword;
    QList<NodeNetworkState> m_states;
    AddressPlan m_plan;
    QMap<QString, QByteArray> m_yaml;
    QMap<QString, QString> m_diffs;
    QList<NetplanMoveAside> m_moveAside;
    int m_pending = 0;
};

} // namespace Tandem
