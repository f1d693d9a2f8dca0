// SPDX-License-Identifier: GPL-3.0-or-later
// The undo buttons ask first and say what they will do: removing the SSH fabric names the files
// and nodes, Restore says node by node what goes and what comes back.
#include "fakenoderunner.h"
#include "fullstate.h"
#include "pages/applypage.h"
#include "pages/fabricpage.h"
#include "steps/flow/workflow.h"
#include "translations.h"

#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Ui;

class TestConfirmations final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void removingTheFabricAsksFirst_data();
    void removingTheFabricAsksFirst();
    void restoreSaysWhatComesBack();
    void settingUpTheFabricShowsTheBlocks();
    void applySummarisesThePlan();
};

void TestConfirmations::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(Translations::install(QStringLiteral("en")));
}

void TestConfirmations::removingTheFabricAsksFirst_data()
{
    QTest::addColumn<bool>("accept");
    QTest::newRow("cancelled") << false;
    QTest::newRow("accepted") << true;
}

void TestConfirmations::removingTheFabricAsksFirst()
{
    QFETCH(bool, accept);
    Workflow workflow(Tandem::Test::fakeRunnerFactory());
    FabricPage page(&workflow);
    workflow.restore(Tandem::Test::fullState());
    workflow.connectAll();
    QTRY_VERIFY(workflow.allConnected() && !workflow.isRunning(StepId::Devices));
    auto *remove = page.findChild<QPushButton *>(QStringLiteral("removeFabricButton"));
    QTRY_VERIFY(remove->isEnabled());
    remove->click();
    auto *box = page.findChild<QMessageBox *>(QStringLiteral("confirmRemoveFabric"));
    QVERIFY(box);
    for (const char *file : {"~/.ssh/authorized_keys", "~/.ssh/known_hosts", "~/.ssh/config"})
        QVERIFY2(box->text().contains(QLatin1String(file)), file);
    for (const NodeAddress &node : workflow.session().nodes)
        QVERIFY2(box->text().contains(node.name), qPrintable(box->text()));
    QVERIFY(!workflow.isRunning(StepId::SshFabric));
    QCOMPARE(box->defaultButton(), box->button(QMessageBox::Cancel));
    box->button(accept ? QMessageBox::Ok : QMessageBox::Cancel)->click();
    if (accept)
        QTRY_VERIFY(workflow.isRunning(StepId::SshFabric));
    else
        QVERIFY(!workflow.isRunning(StepId::SshFabric));
}

void TestConfirmations::restoreSaysWhatComesBack()
{
    Workflow workflow(Tandem::Test::fakeRunnerFactory());
    ApplyPage page(&workflow);
    WorkflowState state = Tandem::Test::fullState();
    NetplanMoveAside aside;
    aside.node = state.nodes.constFirst().name;
    aside.file = QStringLiteral("99-nvidia-sync-cluster.yaml");
    aside.interfaces = {QStringLiteral("enp1s0f0np0")};
    state.moveAside = {aside};
    workflow.restore(state);
    workflow.connectAll();
    QTRY_VERIFY(workflow.allConnected() && !workflow.isRunning(StepId::Devices));
    auto *restore = page.findChild<QPushButton *>(QStringLiteral("restoreButton"));
    QTRY_VERIFY(restore->isEnabled());
    restore->click();
    auto *box = page.findChild<QMessageBox *>(QStringLiteral("confirmRestore"));
    QVERIFY(box);
    const QString text = box->informativeText();
    QVERIFY2(text.contains(aside.node
                           + QStringLiteral(": /etc/netplan/40-cx7.yaml goes (Tandem "
                                            "wrote it); /etc/netplan/"
                                            "99-nvidia-sync-cluster.yaml comes back")),
             qPrintable(text));
    const QString other = state.nodes.at(1).name;
    QVERIFY2(text.contains(other
                           + QStringLiteral(": /etc/netplan/40-cx7.yaml goes (Tandem wrote "
                                            "it).")),
             qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("out of date until the plan is applied again")),
             qPrintable(text));
    box->button(QMessageBox::Cancel)->click();
    QVERIFY(!workflow.isRunning(StepId::Apply));
}

void TestConfirmations::settingUpTheFabricShowsTheBlocks()
{
    Workflow workflow(Tandem::Test::fakeRunnerFactory());
    FabricPage page(&workflow);
    workflow.restore(Tandem::Test::fullState());
    workflow.connectAll();
    QTRY_VERIFY(workflow.allConnected() && !workflow.isRunning(StepId::Devices));
    QTRY_VERIFY(page.runButton()->isEnabled());
    page.runButton()->click();
    auto *box = page.findChild<QMessageBox *>(QStringLiteral("confirmSetupFabric"));
    QVERIFY(box);
    const QString text = box->text();
    for (const char *file : {"~/.ssh/authorized_keys", "~/.ssh/known_hosts", "~/.ssh/config"})
        QVERIFY2(text.contains(QLatin1String(file)), file);
    // node1's config block names node2's alias and CX7 addresses.
    QVERIFY2(text.contains(QLatin1String("Host node2-cx7 10.55.0.11 10.55.1.11")),
             qPrintable(text));
    QCOMPARE(box->defaultButton(), box->button(QMessageBox::Cancel));
    box->button(QMessageBox::Cancel)->click();
    QVERIFY(!workflow.isRunning(StepId::SshFabric));
    page.runButton()->click();
    box = page.findChild<QMessageBox *>(QStringLiteral("confirmSetupFabric"));
    QVERIFY(box);
    box->button(QMessageBox::Ok)->click();
    QTRY_VERIFY(workflow.isRunning(StepId::SshFabric));
}

void TestConfirmations::applySummarisesThePlan()
{
    Workflow workflow(Tandem::Test::fakeRunnerFactory());
    ApplyPage page(&workflow);
    WorkflowState state = Tandem::Test::fullState();
    // A restore after the plan was made: the files it put back are moved aside again.
    state.lastRestore.checks = state.checks.value(StepId::Apply);
    state.lastRestore.finishedAt = state.stepTimes.value(StepId::NetworkPlan).finishedAt.addSecs(5);
    workflow.restore(state);
    workflow.connectAll();
    QTRY_VERIFY(workflow.allConnected() && !workflow.isRunning(StepId::Devices));
    QTRY_VERIFY(page.runButton()->isEnabled());
    page.runButton()->click();
    auto *box = page.findChild<QMessageBox *>(QStringLiteral("confirmApply"));
    QVERIFY(box);
    const QString text = box->text();
    QVERIFY2(text.contains(QLatin1String("subnets 10.55.0.0/24, 10.55.1.0/24; MTU 9000")),
             qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("moved aside again")), qPrintable(text));
    box->button(QMessageBox::Cancel)->click();
    QVERIFY(!workflow.isRunning(StepId::Apply));
}

QTEST_MAIN(TestConfirmations)
#include "tst_confirmations.moc"
