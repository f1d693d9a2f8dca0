// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "step.h"

#include <QWidget>

class QAction;
class QPushButton;

namespace Tandem::Ui {

// "Previous step" and "Next step" under the pages, and the same two as actions with shortcuts
// (Ctrl+Page Up, Ctrl+Page Down) for the View menu: a user goes through the steps in order
// without the sidebar. The buttons name the step they go to. GUI thread only.
class StepNavigator final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StepNavigator)

public:
    explicit StepNavigator(QWidget *parent = nullptr);

    // The step shown now: the buttons and actions go to the ones before and after it.
    void setCurrent(StepId step);
    // A page that is not a step is shown (the run history): Back returns to the step last
    // shown, Next has nowhere to go.
    void setAway(bool away);
    [[nodiscard]] StepId current() const { return m_current; }
    [[nodiscard]] QAction *nextAction() const { return m_nextAction; }
    [[nodiscard]] QAction *previousAction() const { return m_previousAction; }

Q_SIGNALS:
    void stepRequested(Tandem::StepId step);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    // The step `delta` places from the current one, if there is one.
    [[nodiscard]] std::optional<StepId> neighbour(int delta) const;

    QPushButton *m_previous = nullptr;
    QPushButton *m_next = nullptr;
    QAction *m_previousAction = nullptr;
    QAction *m_nextAction = nullptr;
    bool m_away = false;
    StepId m_current = StepId::Devices;
};

} // namespace Tandem::Ui
