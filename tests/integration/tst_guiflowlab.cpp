// SPDX-License-Identifier: GPL-3.0-or-later
// The whole guided flow in the GUI on a real 2-node lab (run through with_lab.sh), by clicking
// only: connect (password dialog, host keys confirmed), device checks, cabling, network plan,
// apply (confirmed), SSH fabric, verify, bandwidth (the lab's nccl-tests stand-in), up to the
// Report page, with a Restore (asking about a file edited by hand) and a second apply on the way
// (backup and restore tested); every
// step must end passed, the report must be accepted, and Export writes it. Then a restart: a new
// window resumes the saved session and shows the same checks. A screenshot of every page, and of
// the steps before connecting and while running, goes to screenshots/flow-*.png under the build
// directory. Skips without a lab.

#include "bandwidthplot.h"
#include "dialogs/hostkeydialog.h"
#include "dialogs/passworddialog.h"
#include "discovery/labstate.h"
#include "mainwindow.h"
#include "models/checklistmodel.h"
#include "models/nodelistmodel.h"
#include "pages/checkspage.h"
#include "pages/reportpage.h"
#include "remote/sshnoderunner.h"
#include "reportpreview.h"
#include "resultcheck.h"
#include "resumebanner.h"
#include "steps/flow/stepgate.h"
#include "steps/flow/workflow.h"
#include "stepsidebar.h"
#include "translations.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Ui;

namespace {

NodeRunner *sshRunner(const NodeAddress &node, const Credentials &credentials, QObject *parent)
{
    return new SshNodeRunner(node, credentials, parent);
}

ChecksPage *checksPage(const MainWindow &window, StepId step)
{
    return qobject_cast<ChecksPage *>(window.page(step));
}

// The checks that did not pass first: QTest cuts a long message, and a list of passes ending
// before the failure said nothing (CI once showed only passes).
QString describe(const QList<Check> &checks)
{
    QStringList failed;
    QStringList rest;
    for (const Check &check : checks)
        (check.status == CheckStatus::Pass ? rest : failed)
            << QStringLiteral("%1 %2 %3: %4")
                   .arg(checkStatusKey(check.status), check.id, check.node, check.detail);
    return (failed + rest).join(QLatin1Char('\n'));
}

} // namespace

class TestGuiFlowLab final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void wholeFlowThenRestart();

private:
    void screenshot(QWidget *window, const QString &name);
    // Clicks the step's run button (and confirms Apply's dialog), checks the busy bar and
    // Cancel while it runs, waits until it has run and checks that it passed.
    void runStep(MainWindow &window, Workflow &workflow, StepId step, int timeoutMs);
    QString m_statePath;
};

void TestGuiFlowLab::initTestCase()
{
    m_statePath = qEnvironmentVariable("TANDEM_LAB_STATE");
    if (m_statePath.isEmpty() || !QFile::exists(m_statePath))
        QSKIP("needs a lab: run through tests/integration/with_lab.sh (TANDEM_LAB_STATE unset)");
    Translations::install(QStringLiteral("en"));
}

void TestGuiFlowLab::screenshot(QWidget *window, const QString &name)
{
    // The chart repaints on a coalescing timer: let it draw what it was given first.
    QTest::qWait(2 * BandwidthPlot::replotIntervalMs);
    QVERIFY(QDir().mkpath(QStringLiteral("screenshots")));
    QVERIFY(window->grab().save(QStringLiteral("screenshots/flow-%1.png").arg(name)));
}

void TestGuiFlowLab::runStep(MainWindow &window, Workflow &workflow, StepId step, int timeoutMs)
{
    window.showStep(step);
    ChecksPage *page = checksPage(window, step);
    QVERIFY(page);
    QTRY_VERIFY2(page->runButton()->isEnabled(), qPrintable(page->statusText()));
    QTest::mouseClick(page->runButton(), Qt::LeftButton);
    if (step == StepId::Apply) {
        QMessageBox *confirm = nullptr;
        QTRY_VERIFY((confirm = page->findChild<QMessageBox *>(QStringLiteral("confirmApply")))
                    != nullptr);
        QVERIFY(confirm->text().contains(QStringLiteral("write /etc/netplan/40-cx7.yaml")));
        QVERIFY(confirm->text().contains(QStringLiteral("The plan: subnets ")));
        confirm->button(QMessageBox::Ok)->click();
    }
    if (step == StepId::SshFabric) {
        // The blocks each node's files get are shown before anything is written.
        QMessageBox *confirm = nullptr;
        QTRY_VERIFY((confirm = page->findChild<QMessageBox *>(QStringLiteral("confirmSetupFabric")))
                    != nullptr);
        QVERIFY(confirm->text().contains(QStringLiteral("~/.ssh/authorized_keys")));
        confirm->button(QMessageBox::Ok)->click();
    }
    QTRY_VERIFY_WITH_TIMEOUT(workflow.isRunning(step), 5000);
    // While it runs: a busy bar and Cancel, the run button off, the sidebar showing it running.
    QVERIFY(page->findChild<QProgressBar *>(QStringLiteral("busyBar"))->isVisible());
    QVERIFY(page->cancelButton()->isVisible());
    QVERIFY(!page->runButton()->isEnabled());
    QCOMPARE(window.sidebar()->stepStatus(step), std::optional(CheckStatus::Running));
    QTRY_VERIFY_WITH_TIMEOUT(!workflow.isRunning(step), timeoutMs);
    const QList<Check> checks = workflow.session().checks.value(step);
    QVERIFY2(StepGate::factsOf(workflow).of(step) == StepOutcome::Passed,
             qPrintable(describe(checks)));
    QCOMPARE(page->model()->checks(), checks);
    QVERIFY(!page->cancelButton()->isVisible());
    QCOMPARE(window.sidebar()->stepStatus(step), std::optional(worstStatus(checks)));
    if (worstStatus(checks) != CheckStatus::Pass)
        qInfo().noquote() << "warnings in step" << int(step) + 1 << ":\n" << describe(checks);
}

void TestGuiFlowLab::wholeFlowThenRestart()
{
    QFile stateFile(m_statePath);
    QVERIFY(stateFile.open(QIODevice::ReadOnly));
    const QByteArray stateJson = stateFile.readAll();
    const QString password = QJsonDocument::fromJson(stateJson)
                                 .object()
                                 .value(QStringLiteral("nodes"))
                                 .toArray()
                                 .at(0)
                                 .toObject()
                                 .value(QStringLiteral("password"))
                                 .toString();
    auto labNodes = LabState::parse(stateJson);
    TANDEM_VERIFY_RESULT(labNodes);
    // Not told the host keys in advance: the user confirms each fingerprint, as on real Sparks.
    QList<NodeAddress> nodes = *labNodes;
    for (NodeAddress &node : nodes)
        node.hostKeySha256.clear();
    QTemporaryDir session;
    const QString sessionPath = session.filePath(QStringLiteral("state.json"));

    Workflow workflow(sshRunner);
    workflow.setStatePath(sessionPath);
    MainWindow window(&workflow);
    window.resize(1200, 800);
    for (const NodeAddress &node : std::as_const(nodes))
        window.nodes()->addNode(node);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    // Before connecting: every step after Devices can be read but not run, and says why.
    for (StepId step : StepText::all()) {
        if (step == StepId::Devices)
            continue;
        QVERIFY(!window.sidebar()->isStepReady(step));
        if (ChecksPage *page = checksPage(window, step)) {
            QVERIFY(!page->runButton()->isEnabled());
            QVERIFY2(page->statusText().contains(QLatin1String("Connect to every node")),
                     qPrintable(page->statusText()));
        }
    }
    screenshot(&window, QStringLiteral("00-devices-before-connecting"));
    window.showStep(StepId::Verify);
    screenshot(&window, QStringLiteral("00-verify-before-connecting"));

    // Step 1: connect; the password dialog, then each node's host key.
    window.showStep(StepId::Devices);
    QWidget *devices = window.page(StepId::Devices);
    QTest::mouseClick(devices->findChild<QPushButton *>(QStringLiteral("connectButton")),
                      Qt::LeftButton);
    PasswordDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = devices->findChild<PasswordDialog *>()) != nullptr);
    QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("password")), password);
    dialog->accept();
    QSet<QString> trusted;
    const auto trustNewKeys = [&] {
        for (HostKeyDialog *hostKey : devices->findChildren<HostKeyDialog *>()) {
            if (hostKey->isVisible() && !trusted.contains(hostKey->node())) {
                trusted.insert(hostKey->node());
                QTest::mouseClick(hostKey->findChild<QPushButton *>(QStringLiteral("trustButton")),
                                  Qt::LeftButton);
            }
        }
        return trusted.size() == nodes.size();
    };
    QTRY_VERIFY_WITH_TIMEOUT(trustNewKeys(), 20000);
    QTRY_VERIFY_WITH_TIMEOUT(workflow.allConnected(), 20000);
    QTRY_VERIFY(!workflow.isRunning(StepId::Devices));
    QCOMPARE(worstStatus(workflow.session().checks.value(StepId::Devices)), CheckStatus::Pass);
    QCOMPARE(window.sidebar()->stepStatus(StepId::Devices), std::optional(CheckStatus::Pass));
    screenshot(&window, QStringLiteral("01-devices"));

    // Cancel on real sessions: the step ends soon after, and can run again.
    window.showStep(StepId::DeviceChecks);
    ChecksPage *deviceChecks = checksPage(window, StepId::DeviceChecks);
    QTRY_VERIFY(deviceChecks->runButton()->isEnabled());
    QTest::mouseClick(deviceChecks->runButton(), Qt::LeftButton);
    QVERIFY(workflow.isRunning(StepId::DeviceChecks));
    QTRY_VERIFY(deviceChecks->cancelButton()->isVisible());
    QTest::mouseClick(deviceChecks->cancelButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!workflow.isRunning(StepId::DeviceChecks), 15000);
    QTRY_VERIFY(deviceChecks->runButton()->isEnabled());
    qInfo().noquote() << "device checks after Cancel:" << deviceChecks->statusText();

    runStep(window, workflow, StepId::DeviceChecks, 60000);
    screenshot(&window, QStringLiteral("02-device-checks"));
    runStep(window, workflow, StepId::Cabling, 60000);
    QCOMPARE(workflow.session().topology.kind, TopologyKind::Direct);
    screenshot(&window, QStringLiteral("03-cabling"));
    runStep(window, workflow, StepId::NetworkPlan, 60000);
    QVERIFY(workflow.planReady());
    screenshot(&window, QStringLiteral("04-network-plan"));
    runStep(window, workflow, StepId::Apply, 120000);
    screenshot(&window, QStringLiteral("05-apply"));
    // Backup and restore tested (an acceptance item): Restore puts every node's files back,
    // then the plan is applied again; the fabric and the tests follow on the new apply. The
    // admin edited node 1's file since: Restore leaves that node as it is, shows the diff and
    // asks; restoring anyway keeps the edited file in the run's backup folder on the node.
    {
        const auto onNode1 = [](const QString &script) {
            QProcess p;
            p.start(qEnvironmentVariable("TANDEM_LAB_TOOL"),
                    {QStringLiteral("exec"),
                     QStringLiteral("1"),
                     QStringLiteral("sh"),
                     QStringLiteral("-c"),
                     script});
            return p.waitForFinished(30000) && p.exitCode() == 0
                       ? QString::fromUtf8(p.readAllStandardOutput())
                       : QStringLiteral("failed: ") + QString::fromUtf8(p.readAllStandardError());
        };
        QVERIFY(!onNode1(QStringLiteral("echo '# tuned by hand' >> /etc/netplan/40-cx7.yaml"))
                     .startsWith(QLatin1String("failed")));
        QWidget *apply = window.page(StepId::Apply);
        auto *restore = apply->findChild<QPushButton *>(QStringLiteral("restoreButton"));
        QVERIFY(restore);
        QTRY_VERIFY(restore->isEnabled());
        QTest::mouseClick(restore, Qt::LeftButton);
        QMessageBox *confirm = nullptr;
        QTRY_VERIFY((confirm = apply->findChild<QMessageBox *>(QStringLiteral("confirmRestore")))
                    != nullptr);
        confirm->button(QMessageBox::Ok)->click();
        QTRY_VERIFY_WITH_TIMEOUT(workflow.isRunning(StepId::Apply), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(!workflow.isRunning(StepId::Apply), 120000);
        QMessageBox *ask = nullptr;
        QTRY_VERIFY((ask = apply->findChild<QMessageBox *>(QStringLiteral("confirmForceRestore")))
                    != nullptr);
        QVERIFY2(ask->detailedText().contains(QLatin1String("+# tuned by hand")),
                 qPrintable(ask->detailedText()));
        QVERIFY(onNode1(QStringLiteral("cat /etc/netplan/40-cx7.yaml"))
                    .contains(QLatin1String("# tuned by hand"))); // left as it was
        screenshot(ask, QStringLiteral("05-apply-edited-ask"));
        ask->button(QMessageBox::Ok)->click();
        QTRY_VERIFY_WITH_TIMEOUT(workflow.isRunning(StepId::Apply), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(!workflow.isRunning(StepId::Apply), 120000);
        QVERIFY2(worstStatus(workflow.session().checks.value(StepId::Apply)) != CheckStatus::Fail,
                 qPrintable(describe(workflow.session().checks.value(StepId::Apply))));
        QCOMPARE(StepGate::factsOf(workflow).of(StepId::Apply), StepOutcome::Undone);
        QVERIFY(onNode1(QStringLiteral("cat /var/lib/tandem/backups/*/edited-*"))
                    .contains(QLatin1String("# tuned by hand")));
        screenshot(&window, QStringLiteral("05-apply-restored"));
    }
    runStep(window, workflow, StepId::Apply, 120000);
    runStep(window, workflow, StepId::SshFabric, 90000);
    screenshot(&window, QStringLiteral("06-ssh-fabric"));
    runStep(window, workflow, StepId::Verify, 120000);
    screenshot(&window, QStringLiteral("07-verify"));

    // Step 8: the default run (nccl-tests all_gather, 8 B to 1 GiB) against the lab's stand-in;
    // a screenshot while rows are being charted.
    window.showStep(StepId::Bandwidth);
    ChecksPage *bandwidth = checksPage(window, StepId::Bandwidth);
    QTRY_VERIFY2(bandwidth->runButton()->isEnabled(), qPrintable(bandwidth->statusText()));
    int rows = 0;
    connect(&workflow, &Workflow::bandwidthRow, this, [&rows] { ++rows; });
    QTest::mouseClick(bandwidth->runButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(rows >= 10 || !workflow.isRunning(StepId::Bandwidth), 120000);
    if (workflow.isRunning(StepId::Bandwidth))
        screenshot(&window, QStringLiteral("08-bandwidth-running"));
    QTRY_VERIFY_WITH_TIMEOUT(!workflow.isRunning(StepId::Bandwidth), 240000);
    QVERIFY2(StepGate::factsOf(workflow).of(StepId::Bandwidth) == StepOutcome::Passed,
             qPrintable(describe(workflow.session().checks.value(StepId::Bandwidth))));
    QVERIFY(rows > 0);
    screenshot(&window, QStringLiteral("08-bandwidth"));

    // Step 9: the Report page shows an accepted report, and Export writes it through the
    // page's own file dialog; the other two formats state the same verdicts.
    window.showStep(StepId::Report);
    QVERIFY(window.sidebar()->isStepReady(StepId::Report));
    auto *report = qobject_cast<Ui::ReportPage *>(window.page(StepId::Report));
    QVERIFY(report);
    for (const ChecklistItem &item : report->report().checklist)
        QVERIFY2(item.verdict == ItemVerdict::Pass,
                 qPrintable(item.id + QLatin1String(": ") + item.detail));
    QVERIFY(report->report().accepted());
    screenshot(&window, QStringLiteral("09-report"));
    QTemporaryDir exports;
    QVERIFY(exports.isValid());
    const QString pdf = exports.filePath(QStringLiteral("acceptance.pdf"));
    QTest::mouseClick(report->findChild<QPushButton *>(QStringLiteral("exportButton")),
                      Qt::LeftButton);
    QFileDialog *save = nullptr;
    QTRY_VERIFY((save = report->findChild<QFileDialog *>(QStringLiteral("exportDialog")))
                != nullptr);
    save->selectFile(pdf);
    static_cast<QDialog *>(save)->accept(); // QFileDialog::accept, as its Save button does
    QTRY_VERIFY(QFile::exists(pdf));
    QFile written(pdf);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QVERIFY(written.read(5) == "%PDF-");
    const QString json = exports.filePath(QStringLiteral("acceptance.json"));
    TANDEM_VERIFY_RESULT(report->exportTo(json));
    TANDEM_VERIFY_RESULT(report->exportTo(exports.filePath(QStringLiteral("acceptance.html"))));
    QFile jsonFile(json);
    QVERIFY(jsonFile.open(QIODevice::ReadOnly));
    const QJsonObject exported = QJsonDocument::fromJson(jsonFile.readAll()).object();
    QCOMPARE(exported.value(QStringLiteral("accepted")).toBool(), true);
    screenshot(&window, QStringLiteral("09-report-exported"));
    report->preview()->setCurrentPage(2);
    screenshot(&window, QStringLiteral("09-report-page3"));
    // The Doctor is not a step of the acceptance: it is run when something is wrong, and this
    // flow does not run it (doctor_test.sh does, on the lab).
    for (StepId step : StepText::all()) {
        if (step != StepId::Report && step != StepId::Doctor)
            QVERIFY2(window.sidebar()->stepStatus(step) == CheckStatus::Pass
                         || window.sidebar()->stepStatus(step) == CheckStatus::Warn,
                     qPrintable(StepNames::title(step)));
    }

    // Restart: a new workflow and window, with the lab's nodes listed as the demo lists them,
    // resume the session saved after the last step.
    Workflow restarted(sshRunner);
    restarted.setStatePath(sessionPath);
    MainWindow again(&restarted);
    again.resize(1200, 800);
    for (const NodeAddress &node : *labNodes)
        again.nodes()->addNode(node);
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    again.offerResume(WorkflowState::load(sessionPath), sessionPath);
    auto *banner = again.findChild<ResumeBanner *>();
    QVERIFY2(banner->isOffering() && banner->resumeButton()->isEnabled(),
             qPrintable(banner->text()));
    screenshot(&again, QStringLiteral("10-restart-offer"));
    QTest::mouseClick(banner->resumeButton(), Qt::LeftButton);
    QCOMPARE(again.nodes()->nodes(), *labNodes); // the lab's nodes, with today's host keys
    QVERIFY(!restarted.allConnected());
    for (StepId step : StepText::all()) {
        QCOMPARE(restarted.session().checks.value(step).size(),
                 workflow.session().checks.value(step).size());
        QCOMPARE(again.sidebar()->stepStatus(step), window.sidebar()->stepStatus(step));
        if (ChecksPage *page = checksPage(again, step)) {
            QCOMPARE(page->model()->checks(), restarted.session().checks.value(step));
            for (qsizetype i = 0; i < page->model()->checks().size(); ++i) {
                const Check &was = workflow.session().checks.value(step).at(i);
                const Check &now = page->model()->checks().at(i);
                QCOMPARE(now.id, was.id);
                QCOMPARE(now.status, was.status);
                QCOMPARE(now.evidence.size(), was.evidence.size());
            }
        }
    }
    again.showStep(StepId::Bandwidth);
    screenshot(&again, QStringLiteral("11-restart-bandwidth"));
    again.showStep(StepId::Devices);
    screenshot(&again, QStringLiteral("11-restart-devices"));
}

QTEST_MAIN(TestGuiFlowLab)
#include "tst_guiflowlab.moc"
