// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "step.h"

#include <QWidget>

#include <functional>

class QLabel;
class QPushButton;
class QBoxLayout;
class QVBoxLayout;

namespace Tandem {
class Workflow;
}

namespace Tandem::Ui {

class CheckListModel;
class CheckListPanel;

// A step that is a list of checks (step 2, and the base of step 3): what the step does, a
// button that runs it, a line saying how it went, and the checks with their evidence. The
// checks come from the Workflow; the page never runs a command itself.
class ChecksPage : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChecksPage)

public:
    ChecksPage(Step step, Workflow *workflow, std::function<void()> run, QWidget *parent = nullptr);

    [[nodiscard]] CheckListModel *model() const { return m_model; }
    [[nodiscard]] Step step() const { return m_step; }

    void setRunAction(std::function<void()> run) { m_run = std::move(run); }
    void setRunText(const QString &text);
    // Why the step cannot run yet (shown instead of running it), or empty when it can. The
    // default asks for every node to be connected.
    void setReadiness(std::function<QString()> readiness);

protected:
    void changeEvent(QEvent *event) override;
    // Where a subclass puts what it shows beside the checks (the rear panel, say).
    [[nodiscard]] QVBoxLayout *extraArea() const { return m_extra; }
    // Puts the extra area above the checks instead of beside them (for wide drawings).
    void placeExtraAbove();
    void setExtraStretch(int stretch);
    void updateState();
    [[nodiscard]] Workflow *workflow() const { return m_workflow; }
    virtual void retranslate();
    virtual void stepFinished() {}

private:

    Step m_step;
    Workflow *m_workflow;
    std::function<void()> m_run;
    std::function<QString()> m_readiness;
    CheckListModel *m_model = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_summary = nullptr;
    QPushButton *m_runButton = nullptr;
    QLabel *m_status = nullptr;
    CheckListPanel *m_panel = nullptr;
    QVBoxLayout *m_extra = nullptr;
    QBoxLayout *m_body = nullptr;
};

} // namespace Tandem::Ui
