// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"

#include <QList>
#include <QObject>

namespace Tandem {

struct WorkflowState;

// One step of the guided flow (or a part of one): it runs commands on the nodes and reports
// what it finds as checks. Workflow starts a step from its table (steps/flow/steptable.h), records
// every check it reports, and once it has finished lets it fold what it found besides its
// checks (a plan, matrices, a bandwidth run) into the one session state with apply().
//
// start() may finish at once (no node to ask): finished() is then emitted before start()
// returns. isRunning() is false again by the time anyone hears finished(). A step runs once;
// Workflow makes a new one for every run. Lives on the thread of its runners, which it does
// not own.
class Step : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Step)

public:
    explicit Step(QObject *parent = nullptr);

    // Clears the checks of an earlier run and starts this one.
    void start();
    // Asks the step to end early; it still emits finished() once its nodes are left clean.
    virtual void cancel() {}
    [[nodiscard]] bool isRunning() const { return m_running; }
    [[nodiscard]] const QList<Check> &checks() const { return m_checks; }
    // Folds what the step found, besides its checks, into `state`. Called once after finished.
    virtual void apply(WorkflowState &state) const;

Q_SIGNALS:
    // start() was called: the step is running (emitted before it does anything).
    void started();
    // A check was added or changed (same id and node: replaced).
    void checkChanged(const Tandem::Check &check);
    // Work done so far, for a progress bar; total 0: unknown.
    void progress(int done, int total);
    void finished();

protected:
    // What start() does after the bookkeeping.
    virtual void run() = 0;
    // Adds or replaces `check` (by id and node) and tells the listeners.
    void record(const Check &check);
    // For a step that amends a check in place (evidence added before the next record()).
    [[nodiscard]] QList<Check> &checkList() { return m_checks; }

private:
    QList<Check> m_checks;
    bool m_running = false;
};

} // namespace Tandem
