// SPDX-License-Identifier: GPL-3.0-or-later
// The guided flow in the window, on fake nodes: steps that cannot run say why (page and
// sidebar), a running step shows a busy bar and Cancel, and the sidebar greys undone and stale
// results.
#include "guiflowfixtures.h"

using namespace Tandem;
using namespace Tandem::Ui;
using namespace Tandem::Test;

class TestGuiFlow final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void stepsSayWhyTheyCannotRun_data();
    void stepsSayWhyTheyCannotRun();
    void connectingEnablesTheChecks();
    void runningStepShowsProgressAndCancels();
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
