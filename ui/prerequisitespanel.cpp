// SPDX-License-Identifier: GPL-3.0-or-later
#include "prerequisitespanel.h"

#include "checklistpanel.h"
#include "models/checklistmodel.h"
#include "steps/bandwidth/prerequisites.h"
#include "steps/flow/stepgate.h"
#include "steps/flow/workflow.h"

#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace Tandem::Ui {

namespace {

constexpr int kBarSteps = 1000;

QString barKey(const QString &node, PrereqComponent component)
{
    return node + QLatin1Char('/') + prereqComponentKey(component);
}

} // namespace

PrerequisitesPanel::PrerequisitesPanel(Workflow *workflow, QWidget *parent)
    : QGroupBox(parent)
    , m_workflow(workflow)
    , m_model(new CheckListModel(this))
    , m_checks(new CheckListPanel(m_model, this))
    , m_ncclLabel(new QLabel(this))
    , m_ncclHome(new QLineEdit(this))
    , m_testsLabel(new QLabel(this))
    , m_testsDir(new QLineEdit(this))
    , m_probeLabel(new QLabel(this))
    , m_probePath(new QLineEdit(this))
    , m_check(new QPushButton(this))
    , m_build(new QPushButton(this))
    , m_cancel(new QPushButton(this))
    , m_status(new QLabel(this))
    , m_bars(new QFormLayout)
    , m_log(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("prerequisitesPanel"));
    m_ncclHome->setObjectName(QStringLiteral("ncclHome"));
    m_testsDir->setObjectName(QStringLiteral("ncclTestsDir"));
    m_probePath->setObjectName(QStringLiteral("probePath"));
    m_check->setObjectName(QStringLiteral("checkPrerequisites"));
    m_build->setObjectName(QStringLiteral("buildMissing"));
    m_cancel->setObjectName(QStringLiteral("cancelBuild"));
    m_status->setObjectName(QStringLiteral("prerequisitesStatus"));
    m_log->setObjectName(QStringLiteral("buildLog"));
    m_status->setWordWrap(true);
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(20000);
    m_log->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_log->setMaximumHeight(140);
    m_checks->setMaximumHeight(220);
    // Only what has something to show takes room on the crowded Bandwidth page: the checks
    // once a check ran, the log once a build printed.
    m_checks->setVisible(false);
    m_log->setVisible(false);

    auto *where = new QHBoxLayout;
    where->addWidget(m_ncclLabel);
    where->addWidget(m_ncclHome, 1);
    where->addWidget(m_testsLabel);
    where->addWidget(m_testsDir, 1);
    where->addWidget(m_probeLabel);
    where->addWidget(m_probePath, 1);
    auto *actions = new QHBoxLayout;
    actions->addWidget(m_check);
    actions->addWidget(m_build);
    actions->addWidget(m_cancel);
    actions->addWidget(m_status, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(where);
    layout->addLayout(actions);
    layout->addWidget(m_checks);
    layout->addLayout(m_bars);
    layout->addWidget(m_log);

    Prerequisites *prereqs = m_workflow->prerequisites();
    const auto showLocations = [this, prereqs] {
        m_ncclHome->setText(prereqs->locations().ncclHome);
        m_testsDir->setText(prereqs->locations().ncclTestsDir);
        m_probePath->setText(prereqs->locations().probePath);
    };
    showLocations();
    m_model->setChecks(prereqs->checks());
    connect(prereqs, &Prerequisites::locationsChanged, this, showLocations);
    for (QLineEdit *edit : {m_ncclHome, m_testsDir, m_probePath})
        connect(edit, &QLineEdit::editingFinished, this, &PrerequisitesPanel::applyLocations);
    connect(m_check, &QPushButton::clicked, m_workflow, &Workflow::checkPrerequisites);
    connect(m_build, &QPushButton::clicked, this, &PrerequisitesPanel::askToBuild);
    connect(m_cancel, &QPushButton::clicked, prereqs, &Prerequisites::cancel);
    connect(prereqs, &Prerequisites::started, this, [this, prereqs] {
        m_model->setChecks(prereqs->checks());
        updateState();
    });
    connect(prereqs, &Prerequisites::checkChanged, m_model, &CheckListModel::updateCheck);
    connect(prereqs, &Prerequisites::finished, this, &PrerequisitesPanel::updateState);
    connect(prereqs, &Prerequisites::buildLine, this, &PrerequisitesPanel::addLine);
    connect(prereqs, &Prerequisites::buildProgress, this, &PrerequisitesPanel::setProgress);
    connect(m_workflow, &Workflow::stepFinished, this, [this](StepId step) {
        if (step == StepId::Devices)
            updateState();
    });
    // A resumed session's checks come back with it: the list shows them, not an empty box
    // under a "9 passed, 2 failed" line.
    connect(m_workflow, &Workflow::restored, this, [this, prereqs] {
        m_model->setChecks(prereqs->checks());
        updateState();
    });
    retranslate();
}

QProgressBar *PrerequisitesPanel::progressBar(const QString &node, PrereqComponent component) const
{
    return m_progress.value(barKey(node, component));
}

void PrerequisitesPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QGroupBox::changeEvent(event);
}

void PrerequisitesPanel::retranslate()
{
    setTitle(tr("Prerequisites on the nodes"));
    m_ncclLabel->setText(tr("NCCL_HOME:"));
    m_testsLabel->setText(tr("nccl-tests:"));
    m_probeLabel->setText(tr("tandem-probe:"));
    const QString relative = tr("Relative paths start in the user's home directory on each node.");
    for (QLineEdit *edit : {m_ncclHome, m_testsDir, m_probePath})
        edit->setToolTip(relative);
    m_check->setText(tr("Chec&k the nodes"));
    m_build->setText(tr("&Build missing on the nodes\u2026"));
    m_cancel->setText(tr("Cancel the build"));
    updateState();
}

void PrerequisitesPanel::updateState()
{
    Prerequisites *prereqs = m_workflow->prerequisites();
    m_checks->setVisible(!prereqs->checks().isEmpty());
    const bool running = prereqs->isRunning();
    const bool connected = m_workflow->allConnected();
    const Readiness gate = StepGate::prerequisitesReadiness(StepGate::factsOf(*m_workflow));
    bool missing = false;
    int pass = 0, warn = 0, fail = 0;
    for (const Check &check : prereqs->checks()) {
        pass += check.status == CheckStatus::Pass;
        warn += check.status == CheckStatus::Warn;
        fail += check.status == CheckStatus::Fail;
        missing = missing
                  || (check.id != QLatin1String("prereq.versions")
                      && !check.id.startsWith(QLatin1String("prereq.build."))
                      && (check.status == CheckStatus::Fail || check.status == CheckStatus::Warn));
    }
    m_check->setEnabled(gate.ready);
    m_build->setEnabled(gate.ready && missing && !prereqs->found().isEmpty());
    m_cancel->setEnabled(prereqs->isBuilding());
    for (QLineEdit *edit : {m_ncclHome, m_testsDir, m_probePath})
        edit->setEnabled(!running);
    if (!connected)
        m_status->setText(tr("Connect to every node on the Devices page first."));
    else if (prereqs->isBuilding())
        m_status->setText(tr("Building on the nodes\u2026"));
    else if (running)
        m_status->setText(tr("Checking the nodes\u2026"));
    else if (prereqs->checks().isEmpty())
        m_status->setText(tr("Not checked yet."));
    else
        m_status->setText(tr("%1 passed, %2 warnings, %3 failed.").arg(pass).arg(warn).arg(fail));
}

void PrerequisitesPanel::applyLocations()
{
    InstallLocations locations;
    locations.ncclHome = m_ncclHome->text().trimmed();
    locations.ncclTestsDir = m_testsDir->text().trimmed();
    locations.probePath = m_probePath->text().trimmed();
    if (const auto ok = locations.validate(); !ok) {
        m_status->setText(ok.error().toString());
        return;
    }
    m_workflow->prerequisites()->setLocations(locations);
    updateState();
}

void PrerequisitesPanel::askToBuild()
{
    Prerequisites *prereqs = m_workflow->prerequisites();
    // perftest too: a quick apt install, and the Doctor's RDMA test needs it.
    m_plan = prereqs->plan({PrereqComponent::Perftest,
                            PrereqComponent::Mpi,
                            PrereqComponent::Nccl,
                            PrereqComponent::NcclTests,
                            PrereqComponent::Probe});
    if (m_plan.isEmpty() && m_plan.refused.isEmpty()) {
        m_status->setText(tr("Nothing to build: every node has what the bandwidth test needs."));
        return;
    }
    QString text;
    bool mpi = false, perftest = false; // installed with sudo
    for (const BuildJob &job : std::as_const(m_plan.jobs)) {
        text += tr("On %1:").arg(job.node) + QLatin1Char('\n');
        for (const QString &step :
             BuildPlan::describe(job, m_plan.where(prereqs->locations()), prereqs->sources()))
            text += QStringLiteral("  \u2022 %1\n").arg(step);
        mpi = mpi || job.components.contains(PrereqComponent::Mpi);
        perftest = perftest || job.components.contains(PrereqComponent::Perftest);
    }
    for (const Check &refused : std::as_const(m_plan.refused))
        text += tr("On %1, %2: %3").arg(refused.node, refused.title, refused.detail)
                + QLatin1Char('\n');
    for (const QString &note : std::as_const(m_plan.notes))
        text += note + QLatin1Char('\n');
    delete m_confirm;
    m_confirm = new QMessageBox(QMessageBox::Question,
                                tr("Build on the nodes"),
                                text.trimmed(),
                                m_plan.isEmpty() ? QMessageBox::Ok
                                                 : (QMessageBox::Yes | QMessageBox::Cancel),
                                this);
    m_confirm->setObjectName(QStringLiteral("buildConfirmation"));
    QString informative;
    if (m_plan.isEmpty())
        informative = tr("Nothing can be built; the reasons are listed above.");
    else if (mpi && perftest)
        informative = tr("Each build goes into a new folder and replaces the old install only "
                         "when it has succeeded. Open MPI and perftest are installed with sudo "
                         "(your password goes to sudo on stdin).");
    else if (mpi)
        informative = tr(
            "Each build goes into a new folder and replaces the old install only when it has "
            "succeeded. Open MPI is installed with sudo (your password goes to sudo on stdin).");
    else if (perftest)
        informative = tr("Each build goes into a new folder and replaces the old install only "
                         "when it has succeeded. perftest is installed with sudo (your password "
                         "goes to sudo on stdin).");
    else
        informative = tr("Each build goes into a new folder and replaces the old install only "
                         "when it has succeeded.");
    m_confirm->setInformativeText(informative);
    m_confirm->setWindowModality(Qt::WindowModal);
    m_confirm->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_confirm, &QMessageBox::finished, this, [this](int result) {
        if (result == QMessageBox::Yes)
            startBuild();
    });
    m_confirm->open();
}

void PrerequisitesPanel::startBuild()
{
    while (m_bars->rowCount() > 0)
        m_bars->removeRow(0);
    m_progress.clear();
    m_log->clear();
    for (const BuildJob &job : std::as_const(m_plan.jobs)) {
        for (PrereqComponent component : job.components) {
            auto *bar = new QProgressBar(this);
            bar->setRange(0, kBarSteps);
            bar->setValue(0);
            bar->setObjectName(barKey(job.node, component));
            m_bars->addRow(tr("%1, %2:").arg(job.node, BuildPlan::componentName(component)), bar);
            m_progress.insert(barKey(job.node, component), bar);
        }
    }
    m_workflow->buildPrerequisites(m_plan);
    updateState();
}

void PrerequisitesPanel::addLine(const QString &node,
                                 PrereqComponent component,
                                 const QString &line)
{
    m_log->setVisible(true);
    m_log->appendPlainText(
        QStringLiteral("%1 %2: %3").arg(node, prereqComponentKey(component), line));
}

void PrerequisitesPanel::setProgress(const QString &node,
                                     PrereqComponent component,
                                     double fraction)
{
    if (QProgressBar *bar = progressBar(node, component))
        bar->setValue(int(fraction * kBarSteps));
}

} // namespace Tandem::Ui
