// SPDX-License-Identifier: GPL-3.0-or-later
// A saved session in the window, on fake nodes: it comes back after a restart (Resume), is kept
// aside (Start over), is never thrown away without a question (Connect to other nodes asks,
// with Cancel as the default) and can be brought back.
#include "guiflowfixtures.h"

using namespace Tandem;
using namespace Tandem::Ui;
using namespace Tandem::Test;

class TestGuiResume final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void resumeBringsBackEveryStep();
    void startOverKeepsTheEarlierFile();
    void startingAStepWithoutAnsweringKeepsTheEarlierFile();
    void unresumableSessions_data();
    void unresumableSessions();
    void otherNodesAskBeforeANewSession();
    void connectWithoutAnsweringResumesTheSameNodes();
    void connectWithoutAnsweringAsksForOtherNodes();
};

void TestGuiResume::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    Translations::install(QStringLiteral("en"));
}

void TestGuiResume::resumeBringsBackEveryStep()
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

void TestGuiResume::startOverKeepsTheEarlierFile()
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

void TestGuiResume::startingAStepWithoutAnsweringKeepsTheEarlierFile()
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

void TestGuiResume::unresumableSessions_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<bool>("listOtherNodes");
    QTest::addColumn<QString>("says");
    QTest::newRow("not JSON") << QByteArray("{ not json") << false << "cannot be read";
    QTest::newRow("other version")
        << QByteArray(R"({"version": 99})") << false << "unknown version";
    QTest::newRow("other nodes listed") << QByteArray() << true << "other nodes";
}

void TestGuiResume::unresumableSessions()
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

void TestGuiResume::otherNodesAskBeforeANewSession()
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

void TestGuiResume::connectWithoutAnsweringResumesTheSameNodes()
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

void TestGuiResume::connectWithoutAnsweringAsksForOtherNodes()
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

QTEST_MAIN(TestGuiResume)
#include "tst_guiresume.moc"
