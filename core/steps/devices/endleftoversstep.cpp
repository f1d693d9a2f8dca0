// SPDX-License-Identifier: GPL-3.0-or-later
#include "endleftoversstep.h"

#include "nccl/mpiruncommand.h"
#include "remote/commandresult.h"
#include "remote/leftoverruns.h"
#include "remote/noderunner.h"

namespace Tandem {

EndLeftoversStep::EndLeftoversStep(QList<NodeRunner *> runners,
                                   QMap<QString, QStringList> runs,
                                   QObject *parent)
    : Step(parent)
    , m_runs(std::move(runs))
{
    for (NodeRunner *runner : runners)
        m_runners.insert(runner->nodeName(), runner);
}

void EndLeftoversStep::run()
{
    m_pending = int(m_runs.size());
    if (m_pending == 0) {
        Q_EMIT finished();
        return;
    }
    for (auto it = m_runs.cbegin(); it != m_runs.cend(); ++it) {
        NodeRunner *runner = m_runners.value(it.key());
        if (!runner) {
            record(LeftoverRuns::checkOf(
                it.key(),
                CheckStatus::Fail,
                tr("Not connected: the runs left on %1 were not ended.").arg(it.key())));
            nodeDone();
            continue;
        }
        record(LeftoverRuns::checkOf(
            it.key(),
            CheckStatus::Running,
            tr("Ending %1\u2026").arg(it.value().join(QStringLiteral(", ")))));
        endNext(runner, it.value());
    }
}

void EndLeftoversStep::endNext(NodeRunner *runner, QStringList left)
{
    if (left.isEmpty()) {
        // What is left now, with this node's new verdict (a run that would not end stays).
        runner->run(LeftoverRuns::scanCommand(), this, [this](const CommandResult &result) {
            record(LeftoverRuns::check(result));
            nodeDone();
        });
        return;
    }
    const QString runId = left.takeFirst();
    runner->run(MpirunCommand::cleanupCommand(runId),
                this,
                [this, runner = QPointer<NodeRunner>(runner), left](const CommandResult &result) {
                    if (!runner) {
                        nodeDone();
                        return;
                    }
                    if (result.error) {
                        Check check = LeftoverRuns::checkOf(
                            result.node,
                            CheckStatus::Fail,
                            tr("Ending the runs failed: %1").arg(result.error->toString()));
                        check.evidence = {result.toEvidence()};
                        record(check);
                        nodeDone();
                        return;
                    }
                    endNext(runner, left);
                });
}

void EndLeftoversStep::nodeDone()
{
    if (--m_pending == 0)
        Q_EMIT finished();
}

} // namespace Tandem
