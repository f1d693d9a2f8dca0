// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steps/flow/step.h"

#include "doctor/finding.h"
#include "steps/flow/stepaction.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QPointer>

#include <memory>

namespace Tandem {

class ApplyLock;
class NodeRunner;
struct CommandResult;

// The Doctor's repairs of files in the user's home (RepairScripts): NCCL_IB_GID_INDEX taken out
// of an NCCL config file, mpirun's folder put on the non-interactive PATH. Each node is changed
// under its lock (docs/netplan.md, "One change at a time"), one repair after another, each file
// copied beside itself first. Findings that Repair fixes by applying the plan again are not
// handled here: Workflow::runRepair runs the plan and apply steps for them. Checks (on the
// Doctor's list): repair.gid and repair.path per node. Lives on its runners' thread.
class RepairStep final : public Step
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RepairStep)

public:
    RepairStep(QList<NodeRunner *> nodes,
               QByteArray sudoPassword,
               QList<Finding> findings,
               QObject *parent = nullptr);
    ~RepairStep() override;

    // True when some finding is repaired by this step (not by applying the plan again).
    [[nodiscard]] static bool handles(const Finding &finding);
    // The steps that repair the fixable ones among `findings`, in order: where one needs the
    // plan again, the cabling read again (the plan is made from the ports as they are now, not
    // as they were at the last cabling run), the plan made and applied; then this step for the
    // files. Empty when none is fixable. `refreshFabric` (an SSH fabric is set up: its outcome
    // is Passed or Stale) adds the fabric after a new plan is applied: the plan made again may
    // give addresses the fabric's known_hosts and from= lists have never seen (a twin that was
    // down at setup and is up now), and mpirun over it would fail with "Host key verification
    // failed" in the Doctor's second look.
    [[nodiscard]] static QList<StepAction> actionsFor(const QList<Finding> &findings,
                                                      bool refreshFabric = false);

protected:
    void run() override;

private:
    struct NodeWork;
    void next(const QString &node);
    void nodeDone(const QString &node);

    QHash<QString, QPointer<NodeRunner>> m_nodes;
    QByteArray m_sudoPassword;
    QList<Finding> m_findings;
    QHash<QString, std::shared_ptr<NodeWork>> m_work;
    int m_pending = 0;
};

} // namespace Tandem
