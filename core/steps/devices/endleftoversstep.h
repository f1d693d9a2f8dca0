// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steps/flow/step.h"

#include <QMap>
#include <QPointer>
#include <QStringList>

namespace Tandem {

class NodeRunner;
struct CommandResult;

// Ends the test runs that a killed or crashed Tandem left on the nodes (LeftoverRuns): on each
// node, MpirunCommand::cleanupCommand for every run given for it (TERM, then KILL what is left),
// one after another, then a new scan whose device.leftovers check replaces the one that found
// them. Nodes are worked on at once. Reports beside the connection checks (StepAction::
// EndLeftovers). A run is given only when its Tandem ran on this computer and runs no more, so
// nothing another Tandem uses is ended.
class EndLeftoversStep final : public Step
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EndLeftoversStep)

public:
    // `runs`: the run ids to end, by node; a node without a runner gets a failed check.
    EndLeftoversStep(QList<NodeRunner *> runners,
                     QMap<QString, QStringList> runs,
                     QObject *parent = nullptr);

protected:
    void run() override;

private:
    void endNext(NodeRunner *runner, QStringList left);
    void nodeDone();

    QMap<QString, QPointer<NodeRunner>> m_runners;
    QMap<QString, QStringList> m_runs;
    int m_pending = 0;
};

} // namespace Tandem
