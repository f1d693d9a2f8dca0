// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkspage.h"

#include "busyindicator.h"
#include "checklistpanel.h"
#include "models/checklistmodel.h"
#include "steps/flow/stepgate.h"
#include "steps/flow/workflow.h"

#include "pagetitle.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace Tandem::Ui {

ChecksPage::ChecksPage(StepId step, Workflow *workflow, std::function<void()> run, QWidget *parent)
    : QWidget(parent)
    , m_step(step)
    , m_workflow(workflow)
    , m_run(std::move(run))
    , m_cancel([workflow] { workflow->cancel(); })
    , m_model(new CheckListModel(this))
    , m_title(createPageTitle(this))
    , m_summary(new QLabel(this))
    , m_runButton(new QPushButton(this))
    , m_busy(new BusyIndicator(this))
    , m_status(new QLabel(this))
    , m_panel(new CheckListPanel(m_model, this))
    , m_extra(new QVBoxLayout)
{
    m_summary->setWordWrap(true);
    m_runButton->setObjectName(QStringLiteral("runButton"));
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);

    auto *runRow = new QHBoxLayout;
    runRow->addWidget(m_runButton);
    runRow->addWidget(m_busy);
    runRow->addWidget(m_status, 1);

    m_body = new QHBoxLayout;
    m_body->addWidget(m_panel, 3);
    m_body->addLayout(m_extra, 0); // empty unless a subclass fills it

    auto *layout = createPageLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_summary);
    layout->addLayout(runRow);
    layout->addLayout(m_body, 1);

    connect(m_runButton, &QPushButton::clicked, this, [this] {
        if (m_run)
            m_run();
    });
    connect(m_busy, &BusyIndicator::cancelRequested, this, [this] {
        if (m_cancel)
            m_cancel();
    });
    connect(m_workflow, &Workflow::stepStarted, this, [this](StepId started) {
        if (started == m_step)
            m_model->clear();
        // Any step starting blocks the others until it ends.
        updateState();
    });
    connect(m_workflow, &Workflow::checkChanged, this, [this](StepId changed, const Check &check) {
        if (changed != m_step)
            return;
        m_model->updateCheck(check);
        if (m_workflow->isRunning(m_step))
            updateState(); // "3 of 11 checks done"
    });
    connect(m_workflow, &Workflow::stepFinished, this, [this](StepId finished) {
        if (finished == m_step)
            stepFinished();
        // Another step finishing (connecting, planning) can make this one ready to run.
        updateState();
    });
    connect(m_workflow, &Workflow::restored, this, &ChecksPage::reload);
    connect(m_workflow, &Workflow::gateChanged, this, &ChecksPage::updateState);
    retranslate();
    updateState();
}

QPushButton *ChecksPage::cancelButton() const
{
    return m_busy->cancelButton();
}

QString ChecksPage::statusText() const
{
    return m_status->text();
}

void ChecksPage::setRunText(const QString &text)
{
    m_runButton->setText(text);
}

void ChecksPage::setCancelToolTip(const QString &text)
{
    m_busy->setCancelToolTip(text);
}

void ChecksPage::setReadiness(std::function<QString()> readiness)
{
    m_readiness = std::move(readiness);
    updateState();
}

void ChecksPage::setExtraStretch(int stretch)
{
    m_body->setStretch(1, stretch);
}

void ChecksPage::reload()
{
    m_model->setChecks(m_workflow->session().checks.value(m_step));
    stepFinished();
    updateState();
}

void ChecksPage::updateState()
{
    const bool running = m_workflow->isRunning(m_step);
    m_busy->setRunning(running);
    const FlowFacts facts = StepGate::factsOf(*m_workflow);
    const std::optional<StepId> outOfDate = facts.of(m_step) == StepOutcome::Stale
                                                ? std::optional(facts.staleBecause.value(m_step))
                                                : std::nullopt;
    if (outOfDate != m_outOfDateBecause) {
        m_outOfDateBecause = outOfDate;
        outOfDateChanged();
    }
    m_model->setOutOfDate(outOfDate.has_value());
    Readiness readiness = StepGate::readiness(m_step, facts);
    if (readiness.ready && m_readiness)
        readiness.reason = m_readiness();
    const QString blocker = readiness.reason;
    const bool canRun = readiness.ready && blocker.isEmpty();
    m_runButton->setEnabled(canRun);
    m_runButton->setToolTip(running ? QString() : blocker);

    int pass = 0, warn = 0, fail = 0, done = 0;
    for (const Check &check : m_model->checks()) {
        pass += check.status == CheckStatus::Pass;
        warn += check.status == CheckStatus::Warn;
        fail += check.status == CheckStatus::Fail;
        done += check.status != CheckStatus::Running && check.status != CheckStatus::Pending;
    }
    if (running) {
        m_status->setText(runningText(done, m_model->rowCount()));
        return;
    }
    QString result = m_model->rowCount() == 0
                         ? tr("Not run yet.")
                         : tr("%1 passed, %2 warnings, %3 failed.").arg(pass).arg(warn).arg(fail);
    // A result that no longer describes the nodes says so first: it is history, not a pass.
    if (facts.of(m_step) == StepOutcome::Stale) {
        result = tr("Out of date: %1 changed after these checks ran.")
                     .arg(StepNames::numbered(facts.staleBecause.value(m_step)))
                 + QLatin1Char(' ') + result;
    } else if (facts.of(m_step) == StepOutcome::Undone) {
        result = tr("Undone: what this step set up was taken back on the nodes.") + QLatin1Char(' ')
                 + result;
    }
    // The result of the last run stays readable; the reason says what to do before the next.
    m_status->setText(blocker.isEmpty() ? result : result + QLatin1Char(' ') + blocker);
}

QString ChecksPage::runningText(int done, int total) const
{
    return total == 0 ? tr("Running\u2026")
                      : tr("Running\u2026 %1 of %2 checks done.").arg(done).arg(total);
}

void ChecksPage::placeExtraAbove()
{
    m_body->setDirection(QBoxLayout::BottomToTop);
    m_body->setStretch(0, 1);
    m_body->setStretch(1, 0);
}

void ChecksPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ChecksPage::retranslate()
{
    m_title->setText(StepNames::title(m_step));
    m_summary->setText(StepText::summary(m_step));
    m_runButton->setText(tr("&Run checks"));
    m_busy->retranslate();
    m_model->retitle();
    updateState();
}

} // namespace Tandem::Ui
