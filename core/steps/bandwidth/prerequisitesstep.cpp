// SPDX-License-Identifier: GPL-3.0-or-later
#include "prerequisitesstep.h"

#include "prereqs/prereqscripts.h"
#include "remote/commandresult.h"
#include "remote/noderunner.h"

namespace Tandem {

PrerequisitesStep::PrerequisitesStep(QList<NodeRunner *> nodes,
                                     InstallLocations locations,
                                     ProbeExpectation expected,
                                     QObject *parent)
    : Step(parent)
    , m_locations(std::move(locations))
    , m_expected(std::move(expected))
{
    for (NodeRunner *node : nodes)
        m_nodes.append(node);
}

void PrerequisitesStep::run()
{
    m_found.clear();
    m_pending = 0;
    const RemoteCommand command = PrereqScripts::detectCommand(m_locations);
    for (const QPointer<NodeRunner> &node : std::as_const(m_nodes)) {
        if (!node)
            continue;
        for (PrereqComponent c : {PrereqComponent::Nccl,
                                  PrereqComponent::NcclTests,
                                  PrereqComponent::Mpi,
                                  PrereqComponent::Probe,
                                  PrereqComponent::Perftest}) {
            Check running;
            running.id = PrerequisiteChecks::checkId(c);
            running.node = node->nodeName();
            running.title = PrerequisiteChecks::title(running.id);
            running.status = CheckStatus::Running;
            record(running);
        }
        ++m_pending;
        node->run(command, this, [this](const CommandResult &result) {
            NodePrerequisites found;
            const QList<Check> checks = PrerequisiteChecks::nodeChecks(result, m_expected, &found);
            if (!found.home.isEmpty()) // the report was read
                m_found.insert(result.node, found);
            for (const Check &check : checks)
                record(check);
            if (--m_pending > 0)
                return;
            if (const auto versions = PrerequisiteChecks::versionsCheck(m_found))
                record(*versions);
            Q_EMIT finished();
        });
    }
    if (m_pending == 0)
        Q_EMIT finished();
}

} // namespace Tandem
