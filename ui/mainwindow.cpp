// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "aboutdialog.h"
#include "finishnotifier.h"
#include "languagemenu.h"
#include "models/nodelistmodel.h"
#include "pages/applypage.h"
#include "pages/bandwidthpage.h"
#include "pages/cablingpage.h"
#include "pages/checkspage.h"
#include "pages/devicespage.h"
#include "pages/doctorpage.h"
#include "pages/fabricpage.h"
#include "pages/historypage.h"
#include "pages/networkplanpage.h"
#include "pages/reportpage.h"
#include "pages/verifypage.h"
#include "quitguard.h"
#include "resumebanner.h"
#include "session/stepnames.h"
#include "steps/stepgate.h"
#include "steps/workflow.h"
#include "stepsidebar.h"
#include "translations.h"

#include <QCloseEvent>
#include <QEvent>
#include <QHBoxLayout>
#include <QIcon>
#include <QMenuBar>
#include <QSplitter>
#include <QStackedWidget>

namespace Tandem::Ui {

MainWindow::MainWindow(Workflow *workflow, QWidget *parent)
    : QMainWindow(parent)
    , m_workflow(workflow)
    , m_nodes(new NodeListModel(this))
    , m_sidebar(new StepSidebar(this))
    , m_pages(new QStackedWidget(this))
    , m_quitGuard(new QuitGuard(workflow, this))
    , m_finishNotifier(new FinishNotifier(workflow, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/tandem.svg")));
    m_pages->setObjectName(QStringLiteral("stepPages"));
    for (StepId step : StepText::all()) {
        switch (step) {
        case StepId::Devices:
            m_pages->addWidget(new DevicesPage(m_nodes, m_workflow, m_pages));
            break;
        case StepId::DeviceChecks:
            m_pages->addWidget(new ChecksPage(
                step, m_workflow, [workflow] { workflow->runDeviceChecks(); }, m_pages));
            break;
        case StepId::Cabling: m_pages->addWidget(new CablingPage(m_workflow, m_pages)); break;
        case StepId::NetworkPlan:
            m_pages->addWidget(new NetworkPlanPage(m_workflow, m_pages));
            break;
        case StepId::Apply: m_pages->addWidget(new ApplyPage(m_workflow, m_pages)); break;
        case StepId::SshFabric: m_pages->addWidget(new FabricPage(m_workflow, m_pages)); break;
        case StepId::Verify: m_pages->addWidget(new VerifyPage(m_workflow, m_pages)); break;
        case StepId::Bandwidth: m_pages->addWidget(new BandwidthPage(m_workflow, m_pages)); break;
        case StepId::Doctor: m_pages->addWidget(new DoctorPage(m_workflow, m_pages)); break;
        case StepId::Report: m_pages->addWidget(new ReportPage(m_workflow, m_pages)); break;
        }
    }

    m_history = new HistoryPage(m_workflow, m_pages);
    m_pages->addWidget(m_history);

    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_sidebar);
    splitter->addWidget(m_pages);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    setCentralWidget(splitter);

    connect(m_sidebar, &StepSidebar::stepSelected, this, &MainWindow::showStep);
    connect(m_workflow, &Workflow::stepStarted, this, &MainWindow::updateSteps);
    connect(m_workflow, &Workflow::stepFinished, this, &MainWindow::updateSteps);
    connect(m_workflow, &Workflow::restored, this, &MainWindow::updateSteps);
    createMenus();
    retranslate();
    m_sidebar->selectStep(StepId::Devices);
    resize(1100, 720);
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_quitAction = m_fileMenu->addAction(
        QIcon::fromTheme(QStringLiteral("application-exit")), QString(), this, &QWidget::close);
    m_quitAction->setShortcut(QKeySequence::Quit);

    m_viewMenu = menuBar()->addMenu(QString());
    m_historyAction = m_viewMenu->addAction(QString(), this, &MainWindow::showHistory);
    m_historyAction->setObjectName(QStringLiteral("historyAction"));
    m_historyAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));

    m_languageMenu = new LanguageMenu(this);
    m_languageMenu->setCurrent(Translations::current());
    menuBar()->addMenu(m_languageMenu);
    connect(m_languageMenu, &LanguageMenu::languageChosen, this, &MainWindow::languageRequested);

    m_helpMenu = menuBar()->addMenu(QString());
    m_aboutAction = m_helpMenu->addAction(QString(), this, [this] {
        // open(), not exec(): no nested event loop on the GUI thread.
        auto *dialog = new AboutDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    m_aboutAction->setObjectName(QStringLiteral("aboutAction"));
}

void MainWindow::offerResume(const Result<WorkflowState> &saved, const QString &path)
{
    auto *devices = qobject_cast<DevicesPage *>(page(StepId::Devices));
    devices->resumeBanner()->offer(saved, path);
    showStep(StepId::Devices);
}

void MainWindow::updateSteps()
{
    const FlowFacts facts = StepGate::factsOf(*m_workflow);
    for (StepId step : StepText::all()) {
        const QList<Check> checks = m_workflow->checks(step);
        std::optional<CheckStatus> status;
        QString note;
        if (facts.running == step) {
            status = CheckStatus::Running;
        } else if (facts.of(step) == StepOutcome::Stale) {
            status = CheckStatus::Skipped; // never green: it no longer describes the nodes
            note = tr("Out of date: %1 changed after this step ran.")
                       .arg(StepNames::numbered(facts.staleBecause.value(step)));
        } else if (facts.of(step) == StepOutcome::Undone) {
            status = CheckStatus::Skipped;
            note = tr("Undone: what this step set up was taken back on the nodes.");
        } else if (!checks.isEmpty()) {
            status = worstStatus(checks);
        }
        m_sidebar->setStepNote(step, note);
        // The running step is not greyed: it is the one at work.
        const Readiness readiness
            = facts.running == step ? Readiness{true, {}} : StepGate::readiness(step, facts);
        m_sidebar->setStepState(step, status, readiness.ready, readiness.reason);
    }
}

void MainWindow::showStep(StepId step)
{
    m_pages->setCurrentIndex(int(step));
    if (m_sidebar->currentRow() != int(step))
        m_sidebar->selectStep(step);
}

void MainWindow::showHistory()
{
    m_pages->setCurrentWidget(m_history);
}

StepId MainWindow::currentStep() const
{
    // The history page is not a step: the step last shown is still the current one.
    return m_pages->currentWidget() == m_history ? StepId(m_sidebar->currentRow())
                                                 : StepId(m_pages->currentIndex());
}

QWidget *MainWindow::page(StepId step) const
{
    return m_pages->widget(int(step));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_quitGuard->mayClose())
        event->accept();
    else
        event->ignore(); // the guard asks, ends the run and closes the window itself
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("Tandem"));
    m_fileMenu->setTitle(tr("&File"));
    m_quitAction->setText(tr("&Quit"));
    m_helpMenu->setTitle(tr("&Help"));
    m_viewMenu->setTitle(tr("&View"));
    m_historyAction->setText(tr("Run &history"));
    m_aboutAction->setText(tr("&About Tandem"));
    m_languageMenu->retranslate();
    m_languageMenu->setCurrent(Translations::current());
    updateSteps(); // the reasons are sentences in the new language
}

} // namespace Tandem::Ui
