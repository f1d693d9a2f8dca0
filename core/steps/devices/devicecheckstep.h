// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/nodefacts.h"
#include "steps/flow/step.h"

#include <QHash>
#include <QPointer>

namespace Tandem {

class NodeRunner;

// Step 2: the device checks (DeviceChecks: DGX OS, GB10, sudo, tools) and the user checks
// (UserChecks: same user, UID and GID) side by side, and each node's host facts (host name,
// kernel, os-release) that the acceptance report lists. Finishes when all three have.
class DeviceCheckStep final : public Step
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DeviceCheckStep)

public:
    DeviceCheckStep(QList<NodeRunner *> nodes, QByteArray sudoPassword, QObject *parent = nullptr);

    // The facts learnt, for the report: one record per node of the session, in `nodes` order.
    void apply(WorkflowState &state) const override;

protected:
    void run() override;

private:
    void partDone();

    QList<QPointer<NodeRunner>> m_nodes;
    QByteArray m_sudoPassword;
    QHash<QString, NodeFacts> m_facts;
    int m_pending = 0;
};

} // namespace Tandem
