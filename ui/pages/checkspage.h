// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "step.h"

#include <QWidget>

#include <functional>
#include <optional>

class QLabel;
class QPushButton;
class QBoxLayout;
class QVBoxLayout;

namespace Tandem {
class Workflow;
}

namespace Tandem::Ui {

class BusyIndicator;
class CheckListModel;
class CheckListPanel;

// A step that is a list of checks (step 2, and the base of the later steps' pages): what the
// step does, a button that runs it, a line saying how it went (or why it cannot run yet), a busy
// bar and Cancel while it runs, and the checks with their evidence. The checks come from the
// Workflow; the page never runs a command itself. Whether the step may run is StepGate's
// answer; the page stays readable either way.
class ChecksPage : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChecksPage)

public:
    ChecksPage(StepId step,
               Workflow *workflow,
               std::function<void()> run,
               QWidget *parent = nullptr);

    [[nodiscard]] CheckListModel *model() const { return m_model; }
    [[nodiscard]] StepId step() const { return m_step; }
    [[nodiscard]] QPushButton *runButton() const { return m_runButton; }
    [[nodiscard]] QPushButton *cancelButton() const;
    // The line under the run button: the result, "Running…", or why the step cannot run.
    [[nodiscard]] QString statusText() const;

    void setRunAction(std::function<void()> run) { m_run = std::move(run); }
    void setRunText(const QString &text);
    // What Cancel does while the step runs; by default Workflow::cancel().
    void setCancelAction(std::function<void()> cancel) { m_cancel = std::move(cancel); }
    void setCancelToolTip(const QString &text);
    // A reason of the page's own (its inputs, say) why the step cannot run, asked after the
    // flow's own rules (StepGate) allow it; empty when it can.
    void setReadiness(std::function<QString()> readiness);

protected:
    void changeEvent(QEvent *event) override;
    [[nodiscard]] CheckListPanel *checkListPanel() const { return m_panel; }
    // Where a subclass puts what it shows beside the checks (the rear panel, say).
    [[nodiscard]] QVBoxLayout *extraArea() const { return m_extra; }
    // Puts the extra area above the checks instead of beside them (for wide drawings).
    void placeExtraAbove();
    void setExtraStretch(int stretch);
    void updateState();
    [[nodiscard]] Workflow *workflow() const { return m_workflow; }
    virtual void retranslate();
    // The step ended, or a saved session was restored: show what the workflow now holds.
    virtual void stepFinished() {}
    // What the step's last result was computed from has changed since (StepOutcome::Stale):
    // the earlier step that changed, or nothing while the result holds.
    [[nodiscard]] std::optional<StepId> outOfDateBecause() const { return m_outOfDateBecause; }
    // outOfDateBecause() changed: a page greys or relabels what it draws besides the checks
    // (grids, verdict), so that a result of an earlier plan is not taken for the current one.
    virtual void outOfDateChanged() {}
    // The line under the run button while the step runs; by default "Running… 3 of 11 checks
    // done." A page whose step can tell more (a run that stalled) says it instead.
    [[nodiscard]] virtual QString runningText(int done, int total) const;

private:
    void reload();

    StepId m_step;
    Workflow *m_workflow;
    std::function<void()> m_run;
    std::function<void()> m_cancel;
    std::function<QString()> m_readiness;
    CheckListModel *m_model = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_summary = nullptr;
    QPushButton *m_runButton = nullptr;
    BusyIndicator *m_busy = nullptr;
    QLabel *m_status = nullptr;
    CheckListPanel *m_panel = nullptr;
    QVBoxLayout *m_extra = nullptr;
    QBoxLayout *m_body = nullptr;
    std::optional<StepId> m_outOfDateBecause;
};

} // namespace Tandem::Ui
