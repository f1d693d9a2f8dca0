// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "aboutdialog.h"
#include "finishnotifier.h"
#include "focusring.h"
#include "languagemenu.h"
#include "linkbandstyle.h"
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
#include "statuscolours.h"
#include "stepnavigator.h"
#include "steps/flow/stepgate.h"
#include "steps/flow/workflow.h"
#include "stepsidebar.h"
#include "translations.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QCloseEvent>
#include <QEvent>
#include <QHBoxLayout>
#include <QIcon>
#include <QMenuBar>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace Tandem::Ui {

MainWindow::MainWindow(Workflow *workflow, QWidget *parent)
    : QMainWindow(parent)
    , m_workflow(workflow)
    , m_nodes(new NodeListModel(this))
    , m_sidebar(new StepSidebar(this))
    , m_pages(new QStackedWidget(this))
    , m_navigator(new StepNavigator(this))
    , m_quitGuard(new QuitGuard(workflow, this))
    , m_finishNotifier(new FinishNotifier(workflow, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/tandem.svg")));
    m_pages->setObjectName(QStringLiteral("stepPages"));
    for (StepId step : StepText::all()) {
        switch (step) {
        case StepId::Devices: addPage(new DevicesPage(m_nodes, m_workflow)); break;
        case StepId::DeviceChecks:
            addPage(new ChecksPage(step, m_workflow, [workflow] { workflow->runDeviceChecks(); }));
            break;
        case StepId::Cabling: addPage(new CablingPage(m_workflow)); break;
        case StepId::NetworkPlan: addPage(new NetworkPlanPage(m_workflow)); break;
        case StepId::Apply: addPage(new ApplyPage(m_workflow)); break;
        case StepId::SshFabric: addPage(new FabricPage(m_workflow)); break;
        case StepId::Verify: addPage(new VerifyPage(m_workflow)); break;
        case StepId::Bandwidth: addPage(new BandwidthPage(m_workflow)); break;
        case StepId::Doctor: addPage(new DoctorPage(m_workflow)); break;
        case StepId::Report: addPage(new ReportPage(m_workflow)); break;
        }
    }

    m_history = new HistoryPage(m_workflow);
    addPage(m_history);

    auto *pagesAndNavigation = new QWidget(this);
    auto *column = new QVBoxLayout(pagesAndNavigation);
    column->setContentsMargins(0, 0, 6, 6);
    column->addWidget(m_pages, 1);
    column->addWidget(m_navigator);
    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_sidebar);
    splitter->addWidget(pagesAndNavigation);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    setCentralWidget(splitter);

    connect(m_sidebar, &StepSidebar::stepSelected, this, &MainWindow::showStep);
    connect(m_navigator, &StepNavigator::stepRequested, this, &MainWindow::showStep);
    connect(m_workflow, &Workflow::stepStarted, this, &MainWindow::updateSteps);
    connect(m_workflow, &Workflow::stepFinished, this, &MainWindow::updateSteps);
    connect(m_workflow, &Workflow::restored, this, &MainWindow::updateSteps);
    connect(m_workflow, &Workflow::gateChanged, this, &MainWindow::updateSteps);
    connect(m_workflow, &Workflow::connectionLost, this, &MainWindow::updateSteps);
    createMenus();
    retranslate();
    readablePlaceholders();
    // A table or list that has the keyboard says so: the styles draw no frame of their own for
    // a focused item view, so Tab into the node table looked like nothing happened. (A style
    // sheet would do it, but would also stop palette changes reaching the pages.)
    m_focusRing = new FocusRing(this);
    m_focusWatch
        = connect(qApp, &QApplication::focusChanged, this, [this](QWidget *, QWidget *now) {
              if (!m_focusRing) // the window is going: its pages, and the ring, went first
                  return;
              auto *view = qobject_cast<QAbstractItemView *>(now);
              m_focusRing->setTarget(view && isAncestorOf(view) ? view : nullptr);
          });
    m_sidebar->selectStep(StepId::Devices);
    resize(1100, 720);
}

MainWindow::~MainWindow()
{
    // Before the pages go: focus moves as they are deleted, and the ring may go with them.
    disconnect(m_focusWatch);
}

void MainWindow::addPage(QWidget *page)
{
    // Each page scrolls on its own, so the window is as small as the sidebar and the smallest
    // page allow and fits a 1366x768 laptop: a page's minimum size no longer grows the window.
    auto *scroll = new QScrollArea(m_pages);
    scroll->setObjectName(page->objectName() + QStringLiteral("Scroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // Not a Tab stop of its own: focus goes to the page's controls, and QScrollArea scrolls
    // the focused one into view.
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setWidget(page);
    m_pages->addWidget(scroll);
    m_pageList.append(page);
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
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_navigator->previousAction());
    m_viewMenu->addAction(m_navigator->nextAction());

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
        const QList<Check> checks = m_workflow->session().checks.value(step);
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
    m_navigator->setAway(false);
    m_navigator->setCurrent(step);
    if (m_sidebar->currentRow() != int(step) || m_sidebar->selectedItems().isEmpty())
        m_sidebar->selectStep(step);
}

void MainWindow::showHistory()
{
    m_pages->setCurrentIndex(int(m_pageList.indexOf(m_history)));
    // Not a step: no step is highlighted, and Back returns to the one last shown.
    m_navigator->setAway(true);
    m_sidebar->clearSelection();
}

StepId MainWindow::currentStep() const
{
    // The history page is not a step: the step last shown is still the current one.
    return m_pages->currentIndex() == m_pageList.indexOf(m_history)
               ? StepId(m_sidebar->currentRow())
               : StepId(m_pages->currentIndex());
}

QWidget *MainWindow::page(StepId step) const
{
    return m_pageList.value(int(step));
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
    if (event->type() == QEvent::PaletteChange)
        readablePlaceholders();
    QMainWindow::changeEvent(event);
}

void MainWindow::readablePlaceholders()
{
    // Some dark themes draw placeholder text ("Host name or address...") barely above the
    // base: lift it to a readable contrast (3:1, WCAG's least for text that is not body text)
    // while keeping it dimmer than the text typed. Only that role is set, so the theme's
    // other colours still follow the desktop.
    const QPalette p = palette();
    const QColor base = p.color(QPalette::Base);
    const QColor placeholder = p.color(QPalette::PlaceholderText);
    if (StatusColours::contrast(placeholder, base) >= 3.0)
        return;
    QColor lifted = placeholder;
    for (double share = 0.5; share <= 0.9 && StatusColours::contrast(lifted, base) < 3.0;
         share += 0.05)
        lifted = LinkBandStyle::mix(base, p.color(QPalette::Text), share);
    QPalette fixed = p;
    fixed.setColor(QPalette::PlaceholderText, lifted);
    setPalette(fixed);
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
