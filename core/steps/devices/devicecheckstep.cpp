// SPDX-License-Identifier: GPL-3.0-or-later
#include "devicecheckstep.h"

#include "remote/noderunner.h"
#include "session/workflowstate.h"
#include "steps/devices/devicechecks.h"
#include "steps/devices/userchecks.h"

namespace Tandem {

DeviceCheckStep::DeviceCheckStep(QList<NodeRunner *> nodes,
                                 QByteArray sudoPassword,
                                 QObject *parent)
    : Step(parent)
    , m_sudoPassword(std::move(sudoPassword))
{
    for (NodeRunner *node : nodes)
        m_nodes.append(node);
}

void DeviceCheckStep::run()
{
    m_facts.clear();
    QList<NodeRunner *> runners;
    for (const QPointer<NodeRunner> &node : std::as_const(m_nodes)) {
        if (node)
            runners << node;
    }
    m_pending = 2 + int(runners.size());
    for (NodeRunner *runner : std::as_const(runners)) {
        const QString name = runner->nodeName();
        runner->run(NodeFacts::hostCommand(), this, [this, name](const CommandResult &result) {
            NodeFacts facts;
            facts.node = name;
            if (result.ok())
                facts.readHost(result.out);
            m_facts.insert(name, facts);
            partDone();
        });
    }
    auto *device = new DeviceChecks(runners, this);
    device->setSudoPassword(m_sudoPassword);
    auto *user = new UserChecks(runners, this);
    for (Step *part : std::initializer_list<Step *>{device, user}) {
        connect(part, &Step::checkChanged, this, &DeviceCheckStep::record);
        connect(part, &Step::finished, this, &DeviceCheckStep::partDone);
    }
    device->start();
    user->start();
}

void DeviceCheckStep::partDone()
{
    if (--m_pending == 0)
        Q_EMIT finished();
}

void DeviceCheckStep::apply(WorkflowState &state) const
{
    state.facts.clear();
    for (const NodeAddress &node : std::as_const(state.nodes)) {
        NodeFacts facts = m_facts.value(node.name);
        facts.node = node.name;
        facts.readEvidence(checks());
        state.facts.append(facts);
    }
}

} // namespace Tandem
