// SPDX-License-Identifier: GPL-3.0-or-later
#include "quitguard.h"

#include "session/stepnames.h"
#include "steps/flow/workflow.h"

#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QTimer>
#include <QWidget>

namespace Tandem::Ui {

namespace {

// How often the progress looks whether every step has ended. A step's end is a queued signal
// of its own; polling the one fact that matters (nothing runs) keeps the guard independent of
// which step it was.
constexpr int kPollMs = 100;

} // namespace

QuitGuard::QuitGuard(Workflow *workflow, QWidget *window)
    : QObject(window)
    , m_workflow(workflow)
    , m_window(window)
    , m_poll(new QTimer(this))
{
    m_poll->setInterval(kPollMs);
    connect(m_poll, &QTimer::timeout, this, &QuitGuard::poll);
}

QuitGuard::~QuitGuard() = default;

QMessageBox *QuitGuard::question() const
{
    return m_question;
}

QProgressDialog *QuitGuard::progress() const
{
    return m_progress;
}

bool QuitGuard::busy() const
{
    return m_workflow->runningStep().has_value() || m_workflow->isRepairing();
}

QString QuitGuard::runningText() const
{
    const auto step = m_workflow->runningStep();
    if (!step)
        return tr("A repair is under way.");
    return tr("%1 is running.").arg(StepNames::numbered(*step));
}

bool QuitGuard::mayClose()
{
    switch (m_state) {
    case State::Closing: return true;
    case State::Asking:
    case State::Ending: return false;
    case State::Idle: break;
    }
    if (!busy())
        return true;
    ask();
    return false;
}

void QuitGuard::ask()
{
    m_state = State::Asking;
    m_question = new QMessageBox(
        QMessageBox::Question, tr("Quit Tandem?"), runningText(), QMessageBox::NoButton, m_window);
    m_question->setObjectName(QStringLiteral("quitQuestion"));
    m_question->setInformativeText(
        tr("Tandem ends it on every node first (a bandwidth test's mpirun and ranks, a build) and "
           "waits for that, then quits. A network change that was not confirmed yet is put "
           "back by the nodes themselves."));
    auto *quit = m_question->addButton(tr("End it and quit"), QMessageBox::AcceptRole);
    quit->setObjectName(QStringLiteral("endAndQuitButton"));
    auto *stay = m_question->addButton(tr("Keep running"), QMessageBox::RejectRole);
    stay->setObjectName(QStringLiteral("keepRunningButton"));
    m_question->setDefaultButton(stay);
    m_question->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_question, &QMessageBox::buttonClicked, this, [this, quit](QAbstractButton *button) {
        if (button == quit) {
            endRuns();
        } else {
            m_state = State::Idle;
        }
    });
    // Closed by Escape or the title bar: the same as Keep running.
    connect(m_question, &QDialog::rejected, this, [this] {
        if (m_state == State::Asking)
            m_state = State::Idle;
    });
    m_question->open();
}

void QuitGuard::endRuns()
{
    m_state = State::Ending;
    if (!busy()) { // it ended while the question was open
        closeWindow(true);
        return;
    }
    m_progress = new QProgressDialog(m_window);
    m_progress->setObjectName(QStringLiteral("quitProgress"));
    m_progress->setWindowTitle(tr("Quitting Tandem"));
    m_progress->setLabelText(tr("Ending the run on every node and waiting for the clean-up…"));
    m_progress->setCancelButtonText(tr("Quit now"));
    m_progress->setRange(0, 0); // as long as the nodes take
    m_progress->setMinimumDuration(0);
    m_progress->setAutoClose(false);
    m_progress->setAutoReset(false);
    m_progress->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_progress, &QProgressDialog::canceled, this, [this] {
        if (m_state == State::Ending)
            closeWindow(false);
    });
    m_progress->open();
    m_workflow->cancel();
    m_poll->start();
}

void QuitGuard::poll()
{
    if (m_state == State::Ending && !busy())
        closeWindow(true);
}

void QuitGuard::closeWindow(bool clean)
{
    m_poll->stop();
    m_state = State::Closing;
    if (m_progress)
        m_progress->close();
    if (!clean)
        qWarning("Quit while the nodes were still cleaning up: processes of the run may be left "
                 "on them until their own timeout.");
    Q_EMIT runsEnded(clean);
    m_window->close();
}

} // namespace Tandem::Ui
