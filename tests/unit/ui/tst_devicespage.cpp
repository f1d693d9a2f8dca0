// SPDX-License-Identifier: GPL-3.0-or-later
#include "devicesfixtures.h"
#include "dialogs/hostkeydialog.h"
#include "dialogs/passworddialog.h"
#include "fakenoderunner.h"
#include "models/checklistmodel.h"
#include "models/nodelistmodel.h"
#include "nccl/mpiruncommand.h"
#include "pages/devicespage.h"
#include "remote/leftoverruns.h"
#include "remote/nodelock.h"
#include "ssh/knownhosts.h"
#include "steps/flow/workflow.h"
#include "translations.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Ui;
using namespace Tandem::Test;

class TestDevicesPage final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void modelAddsAndRemoves();
    void typingAHostAddsIt_data();
    void typingAHostAddsIt();
    void badInputShowsTheReasonAndKeepsTheText();
    void duplicatesAreRefused();
    void removeDeletesTheSelectedRow();
    void installingTheKeyAsksFirst();
    void tabFollowsThePage();
};

void TestDevicesPage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // the known_hosts file a test may change
    Translations::install(QStringLiteral("en"));
}

void TestDevicesPage::modelAddsAndRemoves()
{
    NodeListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(model.addNode({QStringLiteral("spark-0001"),
                           QStringLiteral("198.18.0.11"),
                           22,
                           QStringLiteral("nvidia"),
                           QStringLiteral("SHA256:abc"),
                           QStringLiteral("lab")}));
    QVERIFY(model.addNode({QStringLiteral("b"),
                           QStringLiteral("198.18.0.12"),
                           2222,
                           {},
                           {},
                           QStringLiteral("manual")}));
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(0, NodeListModel::NameColumn).data().toString(),
             QStringLiteral("spark-0001"));
    QCOMPARE(model.index(0, NodeListModel::SourceColumn).data().toString(), QStringLiteral("Lab"));
    QCOMPARE(model.index(1, NodeListModel::AddressColumn).data().toString(),
             QStringLiteral("198.18.0.12:2222"));
    QCOMPARE(model.index(1, NodeListModel::HostKeyColumn).data().toString(),
             QStringLiteral("not yet seen"));
    // Same host, other case: still the same node.
    QVERIFY(!model.addNode({QStringLiteral("x"), QStringLiteral("198.18.0.11"), 22, {}, {}, {}}));
    model.removeNode(0);
    QCOMPARE(model.rowCount(), 1);
    model.removeNode(7); // out of range: ignored
    QCOMPARE(model.rowCount(), 1);
}

void TestDevicesPage::typingAHostAddsIt_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<bool>("pressEnter");
    QTest::addColumn<QString>("address");
    QTest::newRow("button") << "nvidia@198.18.0.11" << false << "198.18.0.11";
    QTest::newRow("enter") << "spark-1a2b.local:2200" << true << "spark-1a2b.local:2200";
}

void TestDevicesPage::typingAHostAddsIt()
{
    QFETCH(QString, typed);
    QFETCH(bool, pressEnter);
    QFETCH(QString, address);
    NodeListModel model;
    Workflow workflow(fakeNodes());
    DevicesPage page(&model, &workflow);
    auto *edit = page.findChild<QLineEdit *>(QStringLiteral("hostEdit"));
    auto *add = page.findChild<QPushButton *>(QStringLiteral("addButton"));
    QVERIFY(!add->isEnabled());
    QTest::keyClicks(edit, typed);
    QVERIFY(add->isEnabled());
    if (pressEnter)
        QTest::keyClick(edit, Qt::Key_Return);
    else
        QTest::mouseClick(add, Qt::LeftButton);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, NodeListModel::AddressColumn).data().toString(), address);
    QVERIFY(edit->text().isEmpty());
}

void TestDevicesPage::badInputShowsTheReasonAndKeepsTheText()
{
    NodeListModel model;
    Workflow workflow(fakeNodes());
    DevicesPage page(&model, &workflow);
    auto *edit = page.findChild<QLineEdit *>(QStringLiteral("hostEdit"));
    auto *message = page.findChild<QLabel *>(QStringLiteral("message"));
    QTest::keyClicks(edit, QStringLiteral("spark:99999"));
    QTest::keyClick(edit, Qt::Key_Return);
    QCOMPARE(model.rowCount(), 0);
    QVERIFY2(message->text().contains(QStringLiteral("not a valid port")),
             qPrintable(message->text()));
    QCOMPARE(edit->text(), QStringLiteral("spark:99999")); // nothing the user typed is lost
}

void TestDevicesPage::duplicatesAreRefused()
{
    NodeListModel model;
    Workflow workflow(fakeNodes());
    DevicesPage page(&model, &workflow);
    auto *edit = page.findChild<QLineEdit *>(QStringLiteral("hostEdit"));
    auto *message = page.findChild<QLabel *>(QStringLiteral("message"));
    for (int i = 0; i < 2; ++i) {
        QTest::keyClicks(edit, QStringLiteral("198.18.0.11"));
        QTest::keyClick(edit, Qt::Key_Return);
    }
    QCOMPARE(model.rowCount(), 1);
    QVERIFY(message->text().contains(QStringLiteral("already in the list")));
}

void TestDevicesPage::removeDeletesTheSelectedRow()
{
    NodeListModel model;
    model.addNode({QStringLiteral("a"), QStringLiteral("198.18.0.11"), 22, {}, {}, {}});
    model.addNode({QStringLiteral("b"), QStringLiteral("198.18.0.12"), 22, {}, {}, {}});
    Workflow workflow(fakeNodes());
    DevicesPage page(&model, &workflow);
    auto *table = page.findChild<QTableView *>(QStringLiteral("nodeTable"));
    auto *remove = page.findChild<QPushButton *>(QStringLiteral("removeButton"));
    QVERIFY(!remove->isEnabled());
    table->selectRow(0);
    QVERIFY(remove->isEnabled());
    QTest::mouseClick(remove, Qt::LeftButton);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.nodes().first().name, QStringLiteral("b"));
    // The next row is not selected in its place: a double click removes one node, not two.
    QVERIFY(!remove->isEnabled());
    QTest::mouseClick(remove, Qt::LeftButton);
    QCOMPARE(model.rowCount(), 1);
}

void TestDevicesPage::installingTheKeyAsksFirst()
{
    NodeListModel model;
    model.addNode(labNode(QStringLiteral("spark-0011"), QStringLiteral("198.18.0.11")));
    Workflow workflow(fakeNodes());
    DevicesPage page(&model, &workflow);
    page.show();
    connectWithPassword(&page);
    QTRY_VERIFY(workflow.allConnected());
    QTRY_VERIFY(!workflow.isRunning(StepId::Devices));
    auto *install = page.findChild<QPushButton *>(QStringLiteral("installKeyButton"));
    QTRY_VERIFY(install->isEnabled());
    QSignalSpy started(&workflow, &Workflow::stepStarted);
    QTest::mouseClick(install, Qt::LeftButton);
    QMessageBox *box = nullptr;
    QTRY_VERIFY((box = page.findChild<QMessageBox *>(QStringLiteral("confirmInstallKey"))));
    QVERIFY2(box->text().contains(QLatin1String("authorized_keys")), qPrintable(box->text()));
    QCOMPARE(box->defaultButton(), box->button(QMessageBox::Cancel));
    box->button(QMessageBox::Cancel)->click();
    QTRY_VERIFY(!page.findChild<QMessageBox *>(QStringLiteral("confirmInstallKey")));
    QCOMPARE(started.count(), 0);
    QTest::mouseClick(install, Qt::LeftButton);
    QTRY_VERIFY((box = page.findChild<QMessageBox *>(QStringLiteral("confirmInstallKey"))));
    box->button(QMessageBox::Ok)->click();
    QTRY_COMPARE(started.count(), 1);
}

void TestDevicesPage::tabFollowsThePage()
{
    NodeListModel model;
    model.addNode(labNode(QStringLiteral("spark-0011"), QStringLiteral("198.18.0.11")));
    Workflow workflow(fakeNodes());
    DevicesPage page(&model, &workflow);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    page.findChild<QLineEdit *>(QStringLiteral("hostEdit"))->setText(QStringLiteral("x"));
    page.findChild<QTableView *>(QStringLiteral("nodeTable"))->selectRow(0);
    QStringList seen;
    QWidget *w = page.findChild<QWidget *>(QStringLiteral("browseButton"));
    for (int i = 0; i < 40 && w; ++i) {
        if (w->isVisibleTo(&page) && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus)
            && !w->objectName().isEmpty() && !seen.contains(w->objectName()))
            seen << w->objectName();
        w = w->nextInFocusChain();
    }
    const QStringList expected{QStringLiteral("browseButton"),
                               QStringLiteral("sweepNetwork"),
                               QStringLiteral("nodeTable"),
                               QStringLiteral("hostEdit"),
                               QStringLiteral("addButton"),
                               QStringLiteral("removeButton"),
                               QStringLiteral("connectButton")};
    QStringList got;
    for (const QString &name : std::as_const(seen)) {
        if (expected.contains(name))
            got << name;
    }
    QCOMPARE(got, expected);
}

QTEST_MAIN(TestDevicesPage)
#include "tst_devicespage.moc"
