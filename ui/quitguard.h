// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

class QMessageBox;
class QProgressDialog;
class QTimer;
class QWidget;

namespace Tandem {
class Workflow;
}

namespace Tandem::Ui {

// Closing the window while a step runs (docs/flow.md, "Quitting during a run"): a bandwidth run
// left behind keeps mpirun and its ranks on the nodes until their own timeout. The guard asks
// first; on yes it cancels the workflow (as tandem-cli does on a signal: every process of the
// run ended on every node), shows a progress dialog until every step has ended, then closes
// the window itself. The progress dialog's button quits at once, saying what may be left.
// Dialogs are opened with open(), never exec(). GUI thread.
class QuitGuard final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(QuitGuard)

public:
    enum class State { Idle, Asking, Ending, Closing };

    QuitGuard(Workflow *workflow, QWidget *window);
    ~QuitGuard() override;

    // From the window's closeEvent: true when the window may close now (nothing runs, or the
    // runs have ended after the user agreed). Otherwise the question or the progress is shown
    // and the window closes itself later.
    [[nodiscard]] bool mayClose();
    [[nodiscard]] State state() const { return m_state; }
    // While asking / ending (tests).
    [[nodiscard]] QMessageBox *question() const;
    [[nodiscard]] QProgressDialog *progress() const;

Q_SIGNALS:
    // The runs ended (clean: every step finished) and the window is about to close.
    void runsEnded(bool clean);

private:
    [[nodiscard]] bool busy() const;
    [[nodiscard]] QString runningText() const;
    void ask();
    void endRuns();
    void poll();
    void closeWindow(bool clean);

    Workflow *m_workflow;
    QWidget *m_window;
    State m_state = State::Idle;
    QPointer<QMessageBox> m_question;
    QPointer<QProgressDialog> m_progress;
    QTimer *m_poll = nullptr;
};

} // namespace Tandem::Ui
