// SPDX-License-Identifier: GPL-3.0-or-later
// The guided flow in the window, on fake nodes: steps that cannot run say why (page and
// sidebar), a running step shows a busy bar and Cancel, and a saved session comes back after a
// restart (Resume) or is kept aside (Start over).
#include "dialogs/passworddialog.h"
#include "fakenoderunner.h"
#include "mainwindow.h"
#include "models/checklistmodel.h"
#include "models/nodelistmodel.h"
#include "pages/checkspage.h"
#include "remote/leftoverruns.h"
#include "resultcheck.h"
#include "resumebanner.h"
#include "steps/flow/workflow.h"
#include "stepsidebar.h"
#include "translations.h"

#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Ui;

namespace {

// A node whose commands never end by themselves: only cancelAll() ends them (as failed), like
// a session whose commands are stopped.
class HangingRunner final : public NodeRunner
{
public:
    HangingRunner(QString name, QObject *parent)
        : NodeRunner(parent)
        , m_name(std::move(name))
    {}
    [[nodiscard]] QString nodeName() const override { return m_name; }
    void run(const RemoteCommand &command, QObject *context, Callback done) override
    {
        if (command.argv() == LeftoverRuns::scanCommand().argv()) {
            // The connect's scan for runs left behind answers: nothing is left.
            CommandResult none;
            none.node = m_name;
            QTimer::singleShot(0, context, [done, none] { done(none); });
            return;
        }
        m_waiting.append({QPointer<QObject>(context), std::move(done), command.displayString()});
    }
    void cancelAll() override
    {
        ++cancelled;
        const auto waiting = std::exchange(m_waiting, {});
        for (const auto &w : waiting) {
            QTimer::singleShot(0, this, [this, w] {
                CommandResult result;
                result.node = m_name;
                result.command = w.command;
                result.error = Error{QStringLiteral("Cancelled.")};
                if (w.context)
                    w.done(result);
            });
        }
    }
    void open() override
    {
        QTimer::singleShot(0, this, [this] { Q_EMIT opened(); });
    }
    int cancelled = 0;

private:
    struct Waiting
    {
        QPointer<QObject> context;
        Callback done;
        QString command;
    };
    QString m_name;
    QList<Waiting> m_waiting;
};

QList<NodeAddress> twoNodes()
{
    return {{QStringLiteral("spark-386d"),
             QStringLiteral("198.18.0.11"),
             22,
             QStringLiteral("nvidia"),
             {},
             QStringLiteral("lab")},
            {QStringLiteral("spark-7089"),
             QStringLiteral("198.18.0.12"),
             22,
             QStringLiteral("nvidia"),
             {},
             QStringLiteral("lab")}};
}

ChecksPage *checksPage(const MainWindow &window, StepId step)
{
    return qobject_cast<ChecksPage *>(window.page(step));
}

// A session on fake nodes that connected and ran the device checks and the cabling (which
// fail on nodes that answer nothing), saved to `path`.
void runASession(const QString &path)
{
    Workflow workflow(Test::fakeRunnerFactory());
    workflow.setStatePath(path);
    workflow.setNodes(twoNodes());
    QSignalSpy finished(&workflow, &Workflow::stepFinished);
    workflow.connectAll();
    QTRY_COMPARE(finished.count(), 1);
    workflow.runDeviceChecks();
    QTRY_COMPARE(finished.count(), 2);
    workflow.runCabling();
    QTRY_COMPARE(finished.count(), 3);
    workflow.waitForStateSaved();
    QVERIFY(QFile::exists(path));
}

void saveScreenshot(QWidget *window, const QString &name)
{
    QVERIFY(QDir().mkpath(QStringLiteral("screenshots")));
    QVERIFY(window->grab().save(QStringLiteral("screenshots/%1.png").arg(name)));
}

} // namespace

class TestGuiFlow final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void stepsSayWhyTheyCannotRun_data();
    void stepsSayWhyTheyCannotRun();
    void connectingEnablesTheChecks();
    void runningStepShowsProgressAndCancels();
    void resumeBringsBackEveryStep();
    void startOverKeepsTheEarlierFile();
    void startingAStepWithoutAnsweringKeepsTheEarlierFile();
    void unresumableSessions_data();
    void unresumableSessions();
    void otherNodesAskBeforeANewSession();
    void connectWithoutAnsweringResumesTheSameNodes();
    void connectWithoutAnsweringAsksForOtherNodes();
    void sidebarShowsUndoneAndStaleResults();
};

void TestGuiFlow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    Translations::install(QStringLiteral("en"));
}

void TestGuiFlow::stepsSayWhyTheyCannotRun_data()
{
    QTest::addColumn<StepId>("step");
    QTest::addColumn<QString>("reason");
    QTest::newRow("device checks") << StepId::DeviceChecks << "Connect to every node";
    QTest::newRow("cabling") << StepId::Cabling << "Connect to every node";
    QTest::newRow("network plan") << StepId::NetworkPlan << "Connect to every node";
    QTest::newRow("apply") << StepId::Apply << "Connect to every node";
    QTest::newRow("ssh fabric") << StepId::SshFabric << "Connect to every node";
    QTest::newRow("verify") << StepId::Verify << "Connect to every node";
    QTest::newRow("bandwidth") << StepId::Bandwidth << "Connect to every node";
}

void TestGuiFlow::stepsSayWhyTheyCannotRun()
{
    QFETCH(StepId, step);
    QFETCH(QString, reason);
    Workflow workflow(Test::fakeRunnerFactory());
    MainWindow window(&workflow);
    window.show();
    window.showStep(step);
    ChecksPage *page = checksPage(window, step);
    QVERIFY(page);
    QVERIFY(page->isVisible()); // readable, though it cannot run
    QVERIFY(!page->runButton()->isEnabled());
    QVERIFY2(page->statusText().contains(reason), qPrintable(page->statusText()));
    QVERIFY2(page->runButton()->toolTip().contains(reason),
             qPrintable(page->runButton()->toolTip()));
    QVERIFY(!window.sidebar()->isStepReady(step));
    const QString tip = window.sidebar()->item(int(step))->toolTip();
    QVERIFY2(tip.contains(reason), qPrintable(tip));
    QVERIFY(window.sidebar()->isStepReady(StepId::Devices));
    QVERIFY(!window.sidebar()->isStepReady(StepId::Report));
}

void TestGuiFlow::connectingEnablesTheChecks()
{
    Workflow workflow(Test::fakeRunnerFactory());
    MainWindow window(&workflow);
    window.show();
    workflow.setNodes(twoNodes());
    QSignalSpy finished(&workflow, &Workflow::stepFinished);
    workflow.connectAll();
    QVERIFY(finished.wait());
    for (StepId step : {StepId::DeviceChecks, StepId::Cabling}) {
        QVERIFY(checksPage(window, step)->runButton()->isEnabled());
        QVERIFY(window.sidebar()->isStepReady(step));
    }
    QCOMPARE(window.sidebar()->stepStatus(StepId::Devices), std::optional(CheckStatus::Pass));
    QCOMPARE(window.sidebar()->stepStatus(StepId::Cabling), std::nullopt);
    // The plan needs the cabling, and says so.
    ChecksPage *plan = checksPage(window, StepId::NetworkPlan);
    QVERIFY(!plan->runButton()->isEnabled());
    QVERIFY2(plan->statusText().contains(QLatin1String("cabling checks first")),
             qPrintable(plan->statusText()));
    QVERIFY(window.sidebar()->isStepReady(StepId::Report));
}

void TestGuiFlow::runningStepShowsProgressAndCancels()
{
    QList<HangingRunner *> runners;
    Workflow workflow(
        [&runners](const NodeAddress &node, const Credentials &, QObject *parent) -> NodeRunner * {
            runners << new HangingRunner(node.name, parent);
            return runners.constLast();
        });
    MainWindow window(&workflow);
    window.resize(1100, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    workflow.setNodes(twoNodes());
    QSignalSpy finished(&workflow, &Workflow::stepFinished);
    workflow.connectAll();
    QVERIFY(finished.wait());

    window.showStep(StepId::DeviceChecks);
    ChecksPage *page = checksPage(window, StepId::DeviceChecks);
    auto *busy = page->findChild<QProgressBar *>(QStringLiteral("busyBar"));
    QVERIFY(busy);
    QVERIFY(!busy->isVisible());
    QVERIFY(!page->cancelButton()->isVisible());
    QTest::mouseClick(page->runButton(), Qt::LeftButton);
    QVERIFY(workflow.isRunning(StepId::DeviceChecks));
    QTRY_VERIFY(busy->isVisible());
    QVERIFY(page->cancelButton()->isVisible());
    QVERIFY(page->cancelButton()->isEnabled());
    QVERIFY(!page->runButton()->isEnabled());
    QVERIFY2(page->statusText().startsWith(QLatin1String("Running")),
             qPrintable(page->statusText()));
    // One step at a time: the others wait, and say so.
    QVERIFY(!checksPage(window, StepId::Cabling)->runButton()->isEnabled());
    QVERIFY(checksPage(window, StepId::Cabling)
                ->statusText()
                .contains(QLatin1String("Another step is running")));
    QCOMPARE(window.sidebar()->stepStatus(StepId::DeviceChecks),
             std::optional(CheckStatus::Running));
    saveScreenshot(&window, QStringLiteral("flow-running"));

    QTest::mouseClick(page->cancelButton(), Qt::LeftButton);
    for (HangingRunner *runner : std::as_const(runners))
        QVERIFY(runner->cancelled > 0);
    QTRY_VERIFY_WITH_TIMEOUT(!workflow.isRunning(StepId::DeviceChecks), 5000);
    QTRY_VERIFY(!busy->isVisible());
    QVERIFY(!page->cancelButton()->isVisible());
    QVERIFY(page->runButton()->isEnabled());
    QCOMPARE(window.sidebar()->stepStatus(StepId::DeviceChecks), std::optional(CheckStatus::Fail));
}

void TestGuiFlow::resumeBringsBackEveryStep()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("state.json"));
    runASession(path);
    const auto saved = WorkflowState::load(path);
    TANDEM_VERIFY_RESULT(saved);
    QVERIFY(!saved->checks.value(StepId::DeviceChecks).isEmpty());
    QVERIFY(!saved->checks.value(StepId::Cabling).isEmpty());

    // "Restart": a new workflow and window, as main() makes them.
    int opened = 0;
    Workflow workflow(
        [&opened](const NodeAddress &node, const Credentials &, QObject *parent) -> NodeRunner * {
            ++opened;
            return new Test::FakeNodeRunner(node.name, parent);
        });
    workflow.setStatePath(path);
    MainWindow window(&workflow);
    window.resize(1100, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.offerResume(WorkflowState::load(path), path);
    ResumeBanner *banner = window.findChild<ResumeBanner *>();
    QVERIFY(banner->isVisible());
    QVERIFY(banner->isOffering());
    QVERIFY2(banner->text().contains(QLatin1String("spark-386d, spark-7089")),
             qPrintable(banner->text()));
    QVERIFY2(banner->text().contains(QLatin1String("Device checks, Cabling")),
             qPrintable(banner->text()));
    saveScreenshot(&window, QStringLiteral("flow-resume-offer"));
    QTest::mouseClick(banner->resumeButton(), Qt::LeftButton);

    QCOMPARE(window.nodes()->nodes(), saved->nodes);
    QCOMPARE(opened, 0); // nothing is reopened until the user connects
    QVERIFY(!workflow.allConnected());
    QVERIFY(!banner->isOffering());
    QVERIFY2(banner->text().contains(QLatin1String("connect to the nodes")),
             qPrintable(banner->text()));
    for (StepId step : {StepId::DeviceChecks, StepId::Cabling}) {
        const QList<Check> expected = saved->checks.value(step);
        QCOMPARE(checksPage(window, step)->model()->checks(), expected);
        QCOMPARE(window.sidebar()->stepStatus(step), std::optional(worstStatus(expected)));
        // Read, not run: the step needs the nodes connected again.
        QVERIFY(!window.sidebar()->isStepReady(step));
        QVERIFY(!checksPage(window, step)->runButton()->isEnabled());
        QVERIFY(checksPage(window, step)
                    ->statusText()
                    .contains(QLatin1String("Connect to every node")));
    }
    bool hasEvidence = false;
    for (const Check &check : checksPage(window, StepId::DeviceChecks)->model()->checks())
        hasEvidence = hasEvidence || !check.evidence.isEmpty();
    QVERIFY(hasEvidence);
    auto *connections
        = window.page(StepId::Devices)->findChild<QListView *>(QStringLiteral("checkList"));
    QCOMPARE(connections->model()->rowCount(), saved->checks.value(StepId::Devices).size());
    QCOMPARE(window.sidebar()->stepStatus(StepId::NetworkPlan), std::nullopt);
    QVERIFY(window.sidebar()->isStepReady(StepId::Report));
    saveScreenshot(&window, QStringLiteral("flow-resumed"));

    // Connecting again keeps the resumed results and lets the steps run again.
    QSignalSpy finished(&workflow, &Workflow::stepFinished);
    workflow.setNodes(window.nodes()->nodes());
    workflow.connectAll();
    QVERIFY(finished.wait());
    QCOMPARE(opened, 2);
    QCOMPARE(checksPage(window, StepId::Cabling)->model()->checks(),
             saved->checks.value(StepId::Cabling));
    QCOMPARE(workflow.session().checks.value(StepId::Cabling),
             saved->checks.value(StepId::Cabling));
    QVERIFY(checksPage(window, StepId::Cabling)->runButton()->isEnabled());
    QVERIFY(!QFile::exists(path + QStringLiteral(".old"))); // resumed, so nothing was set aside
}

void TestGuiFlow::startOverKeepsTheEarlierFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("state.json"));
    runASession(path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray before = file.readAll();
    file.close();

    Workflow workflow(Test::fakeRunnerFactory());
    workflow.setStatePath(path);
    MainWindow window(&workflow);
    window.show();
    window.offerResume(WorkflowState::load(path), path);
    ResumeBanner *banner = window.findChild<ResumeBanner *>();
    QTest::mouseClick(banner->startOverButton(), Qt::LeftButton);
    QVERIFY(!QFile::exists(path));
    QFile old(path + QStringLiteral(".old"));
    QVERIFY(old.open(QIODevice::ReadOnly));
    QCOMPARE(old.readAll(), before);
    QVERIFY2(banner->text().contains(QLatin1String("state.json.old")), qPrintable(banner->text()));
    QCOMPARE(window.nodes()->rowCount(), 0);
    QVERIFY(checksPage(window, StepId::Cabling)->model()->checks().isEmpty());
}

void TestGuiFlow::startingAStepWithoutAnsweringKeepsTheEarlierFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("state.json"));
    runASession(path);
    Workflow workflow(Test::fakeRunnerFactory());
    workflow.setStatePath(path);
    MainWindow window(&workflow);
    window.show();
    window.offerResume(WorkflowState::load(path), path);
    ResumeBanner *banner = window.findChild<ResumeBanner *>();
    QVERIFY(banner->isOffering());
    workflow.setNodes({twoNodes().first()});
    QSignalSpy finished(&workflow, &Workflow::stepFinished);
    workflow.connectAll();
    QVERIFY(!banner->isOffering());
    QVERIFY(finished.wait());
    workflow.waitForStateSaved(); // written off the GUI thread
    const auto earlier = WorkflowState::load(path + QStringLiteral(".old"));
    TANDEM_VERIFY_RESULT(earlier);
    QCOMPARE(earlier->nodes.size(), 2);
    const auto now = WorkflowState::load(path);
    TANDEM_VERIFY_RESULT(now);
    QCOMPARE(now->nodes.size(), 1);
}

void TestGuiFlow::unresumableSessions_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<bool>("listOtherNodes");
    QTest::addColumn<QString>("says");
    QTest::newRow("not JSON") << QByteArray("{ not json") << false << "cannot be read";
    QTest::newRow("other version")
        << QByteArray(R"({"version": 99})") << false << "unknown version";
    QTest::newRow("other nodes listed") << QByteArray() << true << "other nodes";
}

void TestGuiFlow::unresumableSessions()
{
    QFETCH(QByteArray, file);
    QFETCH(bool, listOtherNodes);
    QFETCH(QString, says);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("state.json"));
    if (file.isEmpty()) {
        runASession(path);
    } else {
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(file);
    }
    Workflow workflow(Test::fakeRunnerFactory());
    MainWindow window(&workflow);
    window.show();
    if (listOtherNodes)
        window.nodes()->addNode({QStringLiteral("spark-c7a0"),
                                 QStringLiteral("198.18.0.13"),
                                 22,
                                 QStringLiteral("nvidia"),
                                 {},
                                 QStringLiteral("lab")});
    window.offerResume(WorkflowState::load(path), path);
    ResumeBanner *banner = window.findChild<ResumeBanner *>();
    QVERIFY(banner->isOffering());
    QVERIFY2(banner->text().contains(says), qPrintable(banner->text()));
    QVERIFY(!banner->resumeButton()->isEnabled());
    QVERIFY(banner->startOverButton()->isEnabled());
    QTest::mouseClick(banner->startOverButton(), Qt::LeftButton);
    QVERIFY(QFile::exists(path + QStringLiteral(".old")));
}

void TestGuiFlow::otherNodesAskBeforeANewSession()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("state.json"));
    runASession(path);
    Workflow workflow(Test::fakeRunnerFactory());
    workflow.setStatePath(path);
    const auto saved = WorkflowState::load(path);
    TANDEM_VERIFY_RESULT(saved);
    workflow.restore(*saved);
    MainWindow window(&workflow);
    window.show();
    // A mistyped third node joins the list: connecting would start a session of other nodes.
    QList<NodeAddress> typed = twoNodes();
    typed << NodeAddress{QStringLiteral("spark-70B9"),
                         QStringLiteral("198.18.0.13"),
                         22,
                         QStringLiteral("nvidia"),
                         {},
                         QStringLiteral("manual")};
    window.nodes()->setNodes(typed);
    auto *connectButton
        = window.page(StepId::Devices)->findChild<QPushButton *>(QStringLiteral("connectButton"));
    QVERIFY(connectButton);

    // Cancel: nothing changes, in memory or on disk.
    QTest::mouseClick(connectButton, Qt::LeftButton);
    QMessageBox *confirm = nullptr;
    QTRY_VERIFY((confirm = window.findChild<QMessageBox *>(QStringLiteral("discardConfirmation"))));
    QVERIFY2(confirm->text().contains(QLatin1String("spark-386d, spark-7089")),
             qPrintable(confirm->text()));
    // Enter must not set the results aside.
    QCOMPARE(confirm->defaultButton(), confirm->button(QMessageBox::Cancel));
    confirm->button(QMessageBox::Cancel)->click();
    QTRY_VERIFY(!window.findChild<QMessageBox *>(QStringLiteral("discardConfirmation")));
    QVERIFY(window.findChildren<PasswordDialog *>().isEmpty());
    QCOMPARE(workflow.session().nodes, saved->nodes);
    QCOMPARE(workflow.session().checks.value(StepId::Cabling),
             saved->checks.value(StepId::Cabling));
    QVERIFY(!QFile::exists(path + QStringLiteral(".old")));

    // Yes: the password is asked, and the earlier session is kept beside the new one.
    QTest::mouseClick(connectButton, Qt::LeftButton);
    QTRY_VERIFY((confirm = window.findChild<QMessageBox *>(QStringLiteral("discardConfirmation"))));
    confirm->button(QMessageBox::Ok)->click();
    PasswordDialog *password = nullptr;
    QTRY_VERIFY((password = window.findChild<PasswordDialog *>()));
    password->findChild<QLineEdit *>()->setText(QStringLiteral("secret"));
    password->accept();
    QTRY_COMPARE(workflow.session().nodes.size(), 3);
    QVERIFY(workflow.session().checks.value(StepId::Cabling).isEmpty());
    const auto old = WorkflowState::load(path + QStringLiteral(".old"));
    TANDEM_VERIFY_RESULT(old);
    QCOMPARE(old->nodes, saved->nodes);
    QCOMPARE(old->checks.value(StepId::Cabling), saved->checks.value(StepId::Cabling));

    // The GUI can go back to it; the new session is set aside in its turn, not lost.
    QTRY_VERIFY(workflow.hasResults()); // the connect step's checks
    ResumeBanner *banner = window.findChild<ResumeBanner *>();
    QTRY_VERIFY(!workflow.runningStep());
    QTRY_VERIFY(banner->bringBackButton()->isVisible());
    QVERIFY(banner->bringBackButton()->isEnabled());
    QTest::mouseClick(banner->bringBackButton(), Qt::LeftButton);
    QCOMPARE(workflow.session().nodes, saved->nodes);
    QCOMPARE(workflow.session().checks.value(StepId::Cabling),
             saved->checks.value(StepId::Cabling));
    QCOMPARE(window.nodes()->nodes(), saved->nodes);
    QVERIFY2(banner->text().contains(QLatin1String("the one you had started is kept")),
             qPrintable(banner->text()));
    workflow.waitForStateSaved();
    const auto now = WorkflowState::load(path);
    TANDEM_VERIFY_RESULT(now);
    QCOMPARE(now->checks.value(StepId::Cabling), saved->checks.value(StepId::Cabling));
    const QStringList kept = QDir(dir.path()).entryList({QStringLiteral("state.json.*.old")});
    QCOMPARE(kept.size(), 1);
    const auto started = WorkflowState::load(dir.filePath(kept.constFirst()));
    TANDEM_VERIFY_RESULT(started);
    QCOMPARE(started->nodes.size(), 3);
}

void TestGuiFlow::connectWithoutAnsweringResumesTheSameNodes()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("state.json"));
    runASession(path);
    const auto saved = WorkflowState::load(path);
    TANDEM_VERIFY_RESULT(saved);
    Workflow workflow(Test::fakeRunnerFactory());
    workflow.setStatePath(path);
    MainWindow window(&workflow);
    window.show();
    window.nodes()->setNodes(twoNodes()); // listed already, as the demo lists the lab's
    window.offerResume(saved, path);
    ResumeBanner *banner = window.findChild<ResumeBanner *>();
    QVERIFY(banner->isOffering());
    auto *connectButton
        = window.page(StepId::Devices)->findChild<QPushButton *>(QStringLiteral("connectButton"));
    QTest::mouseClick(connectButton, Qt::LeftButton);
    // The same machines: their session goes on, nothing is set aside and nothing was asked.
    QVERIFY(!banner->isOffering());
    QVERIFY(!window.findChild<QMessageBox *>(QStringLiteral("discardConfirmation")));
    QCOMPARE(workflow.session().checks.value(StepId::Cabling),
             saved->checks.value(StepId::Cabling));
    QVERIFY(!QFile::exists(path + QStringLiteral(".old")));
    QTRY_VERIFY(window.findChild<PasswordDialog *>());
}

void TestGuiFlow::connectWithoutAnsweringAsksForOtherNodes()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("state.json"));
    runASession(path);
    Workflow workflow(Test::fakeRunnerFactory());
    workflow.setStatePath(path);
    MainWindow window(&workflow);
    window.show();
    QList<NodeAddress> typed = twoNodes();
    typed.removeLast();
    window.nodes()->setNodes(typed);
    window.offerResume(WorkflowState::load(path), path);
    ResumeBanner *banner = window.findChild<ResumeBanner *>();
    QVERIFY(banner->isOffering());
    auto *connectButton
        = window.page(StepId::Devices)->findChild<QPushButton *>(QStringLiteral("connectButton"));

    QTest::mouseClick(connectButton, Qt::LeftButton);
    QMessageBox *confirm = nullptr;
    QTRY_VERIFY((confirm = window.findChild<QMessageBox *>(QStringLiteral("discardConfirmation"))));
    QCOMPARE(confirm->defaultButton(), confirm->button(QMessageBox::Cancel));
    confirm->button(QMessageBox::Cancel)->click();
    QTRY_VERIFY(!window.findChild<QMessageBox *>(QStringLiteral("discardConfirmation")));
    QVERIFY(banner->isOffering()); // still the user's choice
    QVERIFY(QFile::exists(path));
    QVERIFY(!QFile::exists(path + QStringLiteral(".old")));

    QTest::mouseClick(connectButton, Qt::LeftButton);
    QTRY_VERIFY((confirm = window.findChild<QMessageBox *>(QStringLiteral("discardConfirmation"))));
    confirm->button(QMessageBox::Ok)->click();
    QTRY_VERIFY(window.findChild<PasswordDialog *>());
    QVERIFY(!banner->isOffering());
    QVERIFY(QFile::exists(path + QStringLiteral(".old")));
    QVERIFY(banner->bringBackButton()->isVisibleTo(banner));
}

void TestGuiFlow::sidebarShowsUndoneAndStaleResults()
{
    WorkflowState state;
    state.nodes = twoNodes();
    const Check pass{QStringLiteral("earlier"), {}, CheckStatus::Pass, {}, {}, {}, {}};
    for (StepId step : {StepId::Devices,
                        StepId::Cabling,
                        StepId::NetworkPlan,
                        StepId::Apply,
                        StepId::SshFabric,
                        StepId::Verify}) {
        state.checks.insert(step, {pass});
        state.lineage.recordRun(step, StepLineage::stampOf(step, state));
    }
    // The fabric was removed after verify ran; its removal's checks passed.
    state.checks.insert(StepId::SshFabric,
                        {Check{QStringLiteral("fabric.undo"),
                               QStringLiteral("spark-386d"),
                               CheckStatus::Pass,
                               {},
                               {},
                               {},
                               {}}});
    state.lineage.recordUndo(StepId::SshFabric);
    Workflow workflow(Test::fakeRunnerFactory());
    MainWindow window(&workflow);
    workflow.restore(state);
    QCOMPARE(window.sidebar()->stepStatus(StepId::Apply),
             std::optional<CheckStatus>(CheckStatus::Pass));
    QCOMPARE(window.sidebar()->stepStatus(StepId::SshFabric),
             std::optional<CheckStatus>(CheckStatus::Skipped));
    QVERIFY2(window.sidebar()->stepNote(StepId::SshFabric).startsWith(QLatin1String("Undone")),
             qPrintable(window.sidebar()->stepNote(StepId::SshFabric)));
    QCOMPARE(window.sidebar()->stepStatus(StepId::Verify),
             std::optional<CheckStatus>(CheckStatus::Skipped));
    QVERIFY2(
        window.sidebar()->stepNote(StepId::Verify).contains(QLatin1String("SSH fabric (step 6)")),
        qPrintable(window.sidebar()->stepNote(StepId::Verify)));
    QVERIFY(window.sidebar()->stepNote(StepId::Apply).isEmpty());
    // The pages say it too, before the counts of the last run.
    QVERIFY2(
        checksPage(window, StepId::Verify)->statusText().startsWith(QLatin1String("Out of date")),
        qPrintable(checksPage(window, StepId::Verify)->statusText()));
    QVERIFY2(
        checksPage(window, StepId::SshFabric)->statusText().startsWith(QLatin1String("Undone")),
        qPrintable(checksPage(window, StepId::SshFabric)->statusText()));
}

QTEST_MAIN(TestGuiFlow)
#include "tst_guiflow.moc"
