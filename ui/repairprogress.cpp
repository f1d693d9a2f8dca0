// SPDX-License-Identifier: GPL-3.0-or-later
#include "repairprogress.h"

#include "revertcountdown.h"
#include "steps/flow/step.h"
#include "steps/flow/workflow.h"

#include <QEvent>

namespace Tandem::Ui {

RepairProgress::RepairProgress(Workflow *workflow, QWidget *parent)
    : QLabel(parent)
{
    setObjectName(QStringLiteral("repairProgress"));
    setWordWrap(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    hide();
    connect(workflow, &Workflow::repairStarted, this, &RepairProgress::started);
    connect(workflow, &Workflow::stepCreated, this, [this](StepAction action, Step *) {
        stepCreated(action);
    });
    connect(workflow, &Workflow::applyCountdown, this, &RepairProgress::countdown);
    connect(workflow, &Workflow::repairEnded, this, &RepairProgress::ended);
}

void RepairProgress::started()
{
    m_following = true;
    m_stopped = false;
    m_action.reset();
    m_secondsLeft.clear();
    render();
    show();
}

void RepairProgress::stepCreated(StepAction action)
{
    if (!m_following)
        return;
    m_action = action;
    m_secondsLeft.clear();
    render();
}

void RepairProgress::countdown(const QString &node, int secondsLeft)
{
    if (!m_following || m_action != StepAction::Apply)
        return;
    m_secondsLeft.insert(node, secondsLeft);
    render();
}

void RepairProgress::ended(bool completed)
{
    if (!m_following)
        return;
    m_following = false;
    m_secondsLeft.clear();
    if (completed) {
        hide();
        return;
    }
    m_stopped = true;
    render();
}

void RepairProgress::render()
{
    QString step;
    switch (m_action.value_or(StepAction::Repair)) {
    case StepAction::Cabling: step = tr("reading the cabling and the ports' MTUs again"); break;
    case StepAction::NetworkPlan: step = tr("making the network plan again"); break;
    case StepAction::Apply: step = tr("applying the plan on every node"); break;
    case StepAction::Doctor: step = tr("running the Doctor again"); break;
    default: step = tr("changing files, each copied beside itself first"); break;
    }
    if (!m_action)
        step = tr("starting");
    if (m_stopped) {
        setText(tr("The repair stopped while %1: that step's checks say why. Nothing after it "
                   "ran.")
                    .arg(step));
        return;
    }
    QStringList lines{tr("Repair: %1\u2026").arg(step)};
    if (!m_secondsLeft.isEmpty())
        lines << revertCountdown(m_secondsLeft);
    setText(lines.join(QLatin1Char('\n')));
}

void RepairProgress::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && !text().isEmpty())
        render();
    QLabel::changeEvent(event);
}

} // namespace Tandem::Ui
