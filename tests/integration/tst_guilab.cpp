// SPDX-License-Identifier: GPL-3.0-or-later
// The GUI on a real lab (run through with_lab.sh): list the lab's nodes, connect with the
// password dialog, run the device checks and the cabling checks by clicking, set the cluster up,
// let the Doctor find a link whose ends differ in MTU and Repair it, and save a screenshot of each
// page under the build directory. Skips without a lab.

#include "dialogs/passworddialog.h"
#include "discovery/labstate.h"
#include "doctor/finding.h"
#include "findingcard.h"
#include "findingsection.h"
#include "mainwindow.h"
#include "models/checklistmodel.h"
#include "models/nodelistmodel.h"
#include "pages/cablingpage.h"
#include "pages/doctorpage.h"
#include "pages/verifypage.h"
#include "rearpanelwidget.h"
#include "remote/sshnoderunner.h"
#include "repairprogress.h"
#include "resultcheck.h"
#include "steps/flow/workflow.h"
#include "translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Ui;

class TestGuiLab final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void connectCheckAndCable();

private:
    void screenshot(QWidget *window, const QString &name);
    QString m_statePath;
};

void TestGuiLab::initTestCase()
{
    m_statePath = qEnvironmentVariable("TANDEM_LAB_STATE");
    if (m_statePath.isEmpty() || !QFile::exists(m_statePath))
        QSKIP("needs a lab: run through tests/integration/with_lab.sh (TANDEM_LAB_STATE unset)");
    Translations::install(QStringLiteral("en"));
}

void TestGuiLab::screenshot(QWidget *window, const QString &name)
{
    QDir().mkpath(QStringLiteral("screenshots"));
    // Lay out what the last step added (a finding's card) before the picture, as the event
    // loop does before a desktop paints.
    QCoreApplication::processEvents();
    QVERIFY(window->grab().save(QStringLiteral("screenshots/lab-%1.png").arg(name)));
}

static int countStatus(const CheckListModel *model, CheckStatus status)
{
    int n = 0;
    for (const Check &check : model->checks())
        n += check.status == status;
    return n;
}

void TestGuiLab::connectCheckAndCable()
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
    const auto nodes = LabState::parse(stateJson);
    TANDEM_VERIFY_RESULT(nodes);

    Workflow workflow([](const NodeAddress &node, const Credentials &credentials, QObject *parent)
                          -> NodeRunner * { return new SshNodeRunner(node, credentials, parent); });
    MainWindow window(&workflow);
    window.resize(1200, 800);
    for (const NodeAddress &node : *nodes)
        window.nodes()->addNode(node);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    // Step 1: connect. The lab's host keys are known in advance (state file), so no dialog.
    QWidget *devices = window.page(StepId::Devices);
    QTest::mouseClick(devices->findChild<QPushButton *>(QStringLiteral("connectButton")),
                      Qt::LeftButton);
    PasswordDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = devices->findChild<PasswordDialog *>()) != nullptr);
    QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("password")), password);
    dialog->accept();
    QTRY_VERIFY_WITH_TIMEOUT(workflow.allConnected(), 20000);
    QTest::qWait(50);

    // Tandem's own key, installed on both nodes, lets the next connection in without a password.
    auto *installKey = devices->findChild<QPushButton *>(QStringLiteral("installKeyButton"));
    QTRY_VERIFY(installKey->isEnabled());
    QTest::mouseClick(installKey, Qt::LeftButton);
    QMessageBox *confirmKey = nullptr;
    QTRY_VERIFY(
        (confirmKey = devices->findChild<QMessageBox *>(QStringLiteral("confirmInstallKey")))
        != nullptr);
    confirmKey->button(QMessageBox::Ok)->click();
    const auto keyStatus = [&workflow](const QString &node) {
        for (const Check &check : workflow.session().checks.value(StepId::Devices)) {
            if (check.id == QLatin1String("device.key") && check.node == node)
                return check.status;
        }
        return CheckStatus::Pending;
    };
    for (const NodeAddress &node : *nodes)
        QTRY_COMPARE_WITH_TIMEOUT(keyStatus(node.name), CheckStatus::Pass, 20000);
    screenshot(&window, QStringLiteral("1-devices"));
    // Connect again: the password is asked once a session, so no dialog this time.
    QTest::mouseClick(devices->findChild<QPushButton *>(QStringLiteral("connectButton")),
                      Qt::LeftButton);
    QTRY_VERIFY(!workflow.isRunning(StepId::Devices));
    QVERIFY(devices->findChild<PasswordDialog *>() == nullptr);
    QVERIFY(workflow.allConnected());
    for (const Check &check : workflow.session().checks.value(StepId::Devices))
        QCOMPARE(check.status, CheckStatus::Pass);

    // Tandem's own key, now on both nodes, lets a new session in without any password.
    {
        Workflow keyOnly([](const NodeAddress &node,
                            const Credentials &credentials,
                            QObject *parent) -> NodeRunner * {
            return new SshNodeRunner(node, credentials, parent);
        });
        keyOnly.setNodes(*nodes);
        keyOnly.setCredentials({});
        keyOnly.connectAll();
        QTRY_VERIFY_WITH_TIMEOUT(keyOnly.allConnected(), 20000);
    }

    // Step 2: device checks.
    window.showStep(StepId::DeviceChecks);
    QWidget *checksPage = window.page(StepId::DeviceChecks);
    auto *run = checksPage->findChild<QPushButton *>(QStringLiteral("runButton"));
    QTRY_VERIFY(run->isEnabled());
    QTest::mouseClick(run, Qt::LeftButton);
    auto *checks = qobject_cast<CheckListModel *>(
        checksPage->findChild<QListView *>(QStringLiteral("checkList"))->model());
    // Six per node (machine, image, ConnectX-7 on PCIe, GPU, sudo, tools), the cluster's
    // models and BIOS, and the user comparison: all pass on two DGX Sparks.
    QTRY_VERIFY_WITH_TIMEOUT(!workflow.isRunning(StepId::DeviceChecks) && checks->rowCount() == 14,
                             30000);
    QCOMPARE(countStatus(checks, CheckStatus::Pass), 14);
    checksPage->findChild<QListView *>(QStringLiteral("checkList"))
        ->setCurrentIndex(checks->index(3));
    screenshot(&window, QStringLiteral("2-device-checks"));

    // Step 3: cabling, topology and the rear panel.
    window.showStep(StepId::Cabling);
    auto *cabling = qobject_cast<CablingPage *>(window.page(StepId::Cabling));
    QVERIFY(cabling);
    QTest::mouseClick(cabling->findChild<QPushButton *>(QStringLiteral("runButton")),
                      Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!workflow.isRunning(StepId::Cabling)
                                 && workflow.session().topology.kind != TopologyKind::Unknown,
                             30000);
    QCOMPARE(workflow.session().topology.kind, TopologyKind::Direct);
    QTRY_VERIFY(cabling->findChild<QLabel *>(QStringLiteral("topology"))
                    ->text()
                    .contains(QStringLiteral("direct cable")));
    QCOMPARE(cabling->rearPanel()->portState(PortSide::Right),
             RearPanelWidget::PortState::BothTwinsUp);
    QCOMPARE(cabling->rearPanel()->portState(PortSide::Left), RearPanelWidget::PortState::NoCable);
    auto *cablingChecks = qobject_cast<CheckListModel *>(
        cabling->findChild<QListView *>(QStringLiteral("checkList"))->model());
    QCOMPARE(countStatus(cablingChecks, CheckStatus::Fail), 0);
    screenshot(&window, QStringLiteral("3-cabling"));

    // A fault shows up in the GUI: one twin down warns and is drawn on the rear panel.
    QCOMPARE(QProcess::execute(qEnvironmentVariable("TANDEM_LAB_TOOL"),
                               {QStringLiteral("fault"),
                                QStringLiteral("twin-down"),
                                QStringLiteral("1"),
                                QStringLiteral("enP2p1s0f1np1")}),
             0);
    QTest::mouseClick(cabling->findChild<QPushButton *>(QStringLiteral("runButton")),
                      Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(workflow.isRunning(StepId::Cabling), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(!workflow.isRunning(StepId::Cabling), 30000);
    QTRY_COMPARE(cabling->rearPanel()->portState(PortSide::Right),
                 RearPanelWidget::PortState::OneTwinDown);
    QVERIFY(countStatus(cablingChecks, CheckStatus::Warn) >= 2);
    screenshot(&window, QStringLiteral("4-cabling-twin-down"));
    QCOMPARE(QProcess::execute(qEnvironmentVariable("TANDEM_LAB_TOOL"),
                               {QStringLiteral("fault"), QStringLiteral("clear")}),
             0);
    QTest::mouseClick(cabling->findChild<QPushButton *>(QStringLiteral("runButton")),
                      Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(workflow.isRunning(StepId::Cabling), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(!workflow.isRunning(StepId::Cabling), 30000);

    // Step 4: the plan, its YAML and diff.
    window.showStep(StepId::NetworkPlan);
    QWidget *planPage = window.page(StepId::NetworkPlan);
    auto *makePlan = planPage->findChild<QPushButton *>(QStringLiteral("runButton"));
    QTRY_VERIFY(makePlan->isEnabled());
    QTest::mouseClick(makePlan, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!workflow.isRunning(StepId::NetworkPlan) && workflow.planReady(),
                             30000);
    QTRY_VERIFY(planPage->findChild<QPlainTextEdit *>(QStringLiteral("planText"))
                    ->toPlainText()
                    .contains(QStringLiteral("+        - 192.168.100.10/24")));
    screenshot(&window, QStringLiteral("5-network-plan"));
    const auto planned = [&workflow] {
        QStringList list;
        for (const NodePlan &node : workflow.session().plan.nodes)
            list << node.node + QLatin1Char('=')
                        + workflow.session().plan.addressesOf(node.node).join(u',');
        return list.join(u' ');
    };
    const QString firstPlan = planned();
    qInfo("plan: %s", qPrintable(firstPlan));

    // Step 5: apply, confirmed in the dialog; the nodes confirm within the timeout.
    window.showStep(StepId::Apply);
    QWidget *applyPage = window.page(StepId::Apply);
    auto *apply = applyPage->findChild<QPushButton *>(QStringLiteral("runButton"));
    QTRY_VERIFY(apply->isEnabled());
    QTest::mouseClick(apply, Qt::LeftButton);
    QMessageBox *confirm = nullptr;
    QTRY_VERIFY((confirm = applyPage->findChild<QMessageBox *>(QStringLiteral("confirmApply")))
                != nullptr);
    QVERIFY(confirm->text().contains(QStringLiteral("write /etc/netplan/40-cx7.yaml")));
    confirm->button(QMessageBox::Ok)->click();
    QTRY_VERIFY_WITH_TIMEOUT(workflow.isRunning(StepId::Apply), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(!workflow.isRunning(StepId::Apply), 60000);
    for (const Check &check : workflow.session().checks.value(StepId::Apply))
        QVERIFY2(check.status == CheckStatus::Pass,
                 qPrintable(check.id + QLatin1Char(' ') + check.detail));
    screenshot(&window, QStringLiteral("6-apply"));

    // Steps 6 and 7: the SSH fabric, then verify with the matrices.
    window.showStep(StepId::SshFabric);
    QTest::mouseClick(
        window.page(StepId::SshFabric)->findChild<QPushButton *>(QStringLiteral("runButton")),
        Qt::LeftButton);
    QMessageBox *confirmFabric = nullptr;
    QTRY_VERIFY(
        (confirmFabric = window.page(StepId::SshFabric)
                             ->findChild<QMessageBox *>(QStringLiteral("confirmSetupFabric")))
        != nullptr);
    confirmFabric->button(QMessageBox::Ok)->click();
    QTRY_VERIFY_WITH_TIMEOUT(workflow.isRunning(StepId::SshFabric), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(!workflow.isRunning(StepId::SshFabric), 60000);
    QCOMPARE(worstStatus(workflow.session().checks.value(StepId::SshFabric)), CheckStatus::Pass);
    screenshot(&window, QStringLiteral("7-ssh-fabric"));
    window.showStep(StepId::Verify);
    auto *verify = qobject_cast<VerifyPage *>(window.page(StepId::Verify));
    QTest::mouseClick(verify->findChild<QPushButton *>(QStringLiteral("runButton")),
                      Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(workflow.isRunning(StepId::Verify), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(!workflow.isRunning(StepId::Verify), 90000);
    QCOMPARE(worstStatus(workflow.session().checks.value(StepId::Verify)), CheckStatus::Pass);
    QCOMPARE(verify->pingGrid()->rowCount(), 2);
    QCOMPARE(verify->sshGrid()->item(0, 1)->data(Qt::UserRole).toInt(), int(CheckStatus::Pass));
    QCOMPARE(verify->sshGrid()->item(1, 0)->data(Qt::UserRole).toInt(), int(CheckStatus::Pass));
    screenshot(&window, QStringLiteral("8-verify"));

    // Step 9: the Doctor finds one end of a link at MTU 9000 while its peer has 1500 (the plan
    // set none); Repair makes the plan and applies it again, under the watchdog, and the Doctor
    // run it ends with is clean.
    QCOMPARE(QProcess::execute(qEnvironmentVariable("TANDEM_LAB_TOOL"),
                               {QStringLiteral("fault"),
                                QStringLiteral("mtu"),
                                QStringLiteral("1"),
                                QStringLiteral("enp1s0f1np1"),
                                QStringLiteral("9000")}),
             0);
    window.showStep(StepId::Doctor);
    auto *doctor = qobject_cast<DoctorPage *>(window.page(StepId::Doctor));
    QVERIFY(doctor);
    QTest::mouseClick(doctor->findChild<QPushButton *>(QStringLiteral("runButton")),
                      Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(workflow.isRunning(StepId::Doctor), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(!workflow.isRunning(StepId::Doctor), 120000);
    const auto found = [doctor] {
        QStringList ids;
        for (FindingGroup group :
             {FindingGroup::Fixable, FindingGroup::Decision, FindingGroup::Hardware})
            for (const Finding &f : doctor->section(group)->findings())
                ids << findingGroupKey(f.group) + QLatin1Char(':') + f.id;
        return ids;
    };
    QVERIFY2(found().contains(QStringLiteral("fixable:mtu.mismatch")),
             qPrintable(found().join(u' ')));
    QVERIFY(doctor->repairButton()->isEnabled());
    screenshot(&window, QStringLiteral("9-doctor-finding"));
    // The finding is on screen as a card, not only counted in its section's heading.
    const auto cards = doctor->section(FindingGroup::Fixable)->findChildren<FindingCard *>();
    QVERIFY(!cards.isEmpty());
    QVERIFY(cards.constFirst()->isVisible() && cards.constFirst()->height() > 20);
    QTest::mouseClick(doctor->repairButton(), Qt::LeftButton);
    QMessageBox *repair = nullptr;
    QTRY_VERIFY((repair = doctor->findChild<QMessageBox *>(QStringLiteral("confirmRepair")))
                != nullptr);
    QVERIFY(repair->text().contains(QStringLiteral("make the network plan again")));
    // The fabric is set up: the repair writes it again for the addresses of the plan it makes.
    QVERIFY(repair->text().contains(QStringLiteral("Write the SSH fabric again")));
    repair->button(QMessageBox::Ok)->click();
    QTRY_VERIFY(!doctor->repairProgress()->isHidden());
    QTRY_VERIFY_WITH_TIMEOUT(!doctor->repairProgress()->isFollowing(), 180000);
    QVERIFY2(doctor->repairProgress()->isHidden(), qPrintable(doctor->repairProgress()->text()));
    // On failure, each finding left with its evidence (the test's own words).
    const auto evidence = [doctor] {
        QStringList lines;
        for (FindingGroup group :
             {FindingGroup::Fixable, FindingGroup::Decision, FindingGroup::Hardware})
            for (const Finding &f : doctor->section(group)->findings())
                lines << f.id + QStringLiteral(": ") + f.evidence;
        return lines.join(u'\n');
    };
    qInfo("plan after the repair: %s", qPrintable(planned()));
    QVERIFY2(found().isEmpty(),
             qPrintable(found().join(u' ') + u'\n' + evidence() + u"\nplan before: " + firstPlan
                        + u"\nplan after: " + planned()));
    QCOMPARE(worstStatus(workflow.session().checks.value(StepId::SshFabric)), CheckStatus::Pass);
    screenshot(&window, QStringLiteral("10-doctor-repaired"));

    // Undo: the fabric removed, the netplan files restored.
    window.showStep(StepId::SshFabric);
    QWidget *fabricPage = window.page(StepId::SshFabric);
    QTest::mouseClick(fabricPage->findChild<QPushButton *>(QStringLiteral("removeFabricButton")),
                      Qt::LeftButton);
    // Remove asks first, naming the files and the nodes; nothing runs before the answer.
    QMessageBox *removeFabric = nullptr;
    QTRY_VERIFY(
        (removeFabric = fabricPage->findChild<QMessageBox *>(QStringLiteral("confirmRemoveFabric")))
        != nullptr);
    QVERIFY(removeFabric->text().contains(QStringLiteral("~/.ssh/authorized_keys")));
    QVERIFY(removeFabric->text().contains(workflow.session().nodes.constFirst().name));
    QVERIFY(!workflow.isRunning(StepId::SshFabric));
    removeFabric->button(QMessageBox::Ok)->click();
    QTRY_VERIFY_WITH_TIMEOUT(workflow.isRunning(StepId::SshFabric), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(!workflow.isRunning(StepId::SshFabric), 60000);
    QCOMPARE(worstStatus(workflow.session().checks.value(StepId::SshFabric)), CheckStatus::Pass);
    window.showStep(StepId::Apply);
    QTest::mouseClick(applyPage->findChild<QPushButton *>(QStringLiteral("restoreButton")),
                      Qt::LeftButton);
    QTRY_VERIFY((confirm = applyPage->findChild<QMessageBox *>(QStringLiteral("confirmRestore")))
                != nullptr);
    // The confirmation says, node by node, what goes and what comes back.
    for (const NodeAddress &node : workflow.session().nodes) {
        QVERIFY2(
            confirm->informativeText().contains(node.name + u": /etc/netplan/40-cx7.yaml goes"),
            qPrintable(confirm->informativeText()));
    }
    confirm->button(QMessageBox::Ok)->click();
    QTRY_VERIFY_WITH_TIMEOUT(workflow.isRunning(StepId::Apply), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(!workflow.isRunning(StepId::Apply), 60000);
    QCOMPARE(worstStatus(workflow.session().checks.value(StepId::Apply)), CheckStatus::Pass);
}

QTEST_MAIN(TestGuiLab)
#include "tst_guilab.moc"
