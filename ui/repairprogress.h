// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steps/flow/stepaction.h"

#include <QLabel>
#include <QMap>

#include <optional>

namespace Tandem {
class Workflow;
}

namespace Tandem::Ui {

// The line on the Doctor page that follows a repair (Workflow::runRepair, from repairStarted to
// repairEnded): which of its steps runs (cabling, plan, apply, file repairs, the second
// Doctor), and while Apply waits, each node's seconds before it reverts by itself, as the Apply
// page shows them. When the repair completes it hides; when it stops early it says at which
// step, and stays until the next repair. Shows; never acts. GUI thread only.
class RepairProgress final : public QLabel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RepairProgress)

public:
    explicit RepairProgress(Workflow *workflow, QWidget *parent = nullptr);

    [[nodiscard]] bool isFollowing() const { return m_following; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void started();
    void stepCreated(StepAction action);
    void countdown(const QString &node, int secondsLeft);
    void ended(bool completed);
    void render();

    bool m_following = false;
    bool m_stopped = false;
    std::optional<StepAction> m_action;
    QMap<QString, int> m_secondsLeft; // name order, as the Apply page lists them
};

} // namespace Tandem::Ui
