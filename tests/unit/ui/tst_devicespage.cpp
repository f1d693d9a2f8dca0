// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/hostkeydialog.h"
#include "dialogs/passworddialog.h"
#include "fakenoderunner.h"
#include "models/checklistmodel.h"
#include "models/nodelistmodel.h"
#include "pages/devicespage.h"
#include "steps/workflow.h"
#include "translations.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QTableView>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Ui;
using Tandem::Test::FakeNodeRunner;

namespace {

Workflow::RunnerFactory fakeNodes(QHash<QString, FakeNodeRunner *> *made = nullptr)
{
    return [made](const NodeAddress &node,
                  const Credentials &credentials,
                  QObject *parent) -> NodeRunner * {
        auto *runner = new FakeNodeRunner(node.name, parent);
        if (node.host == QLatin1String("198.18.0.12"))
            runner->setUnknownHostKey(QStringLiteral("SHA256:lab-node-2"));
        if (credentials.password != "secret")
            runner->setOpenError(QStringLiteral("Authentication refused"));
        if (made)
            made->insert(node.name, runner);
        return runner;
    };
}

} // namespace

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
    void connectAsksThePasswordAndTheHostKey();
};

void TestDevicesPage::connectAsksThePasswordAndTheHostKey()
{
    NodeListModel model;
    model.addNode({QStringLiteral("spark-386d"),
                   QStringLiteral("198.18.0.11"),
                   22,
                   QStringLiteral("nvidia"),
                   {},
                   QStringLiteral("lab")});
    model.addNode({QStringLiteral("spark-7089"),
                   QStringLiteral("198.18.0.12"),
                   22,
                   QStringLiteral("nvidia"),
                   {},
                   QStringLiteral("lab")});
    Workflow workflow(fakeNodes());
    DevicesPage page(&model, &workflow);
    page.show();
    auto *connectButton = page.findChild<QPushButton *>(QStringLiteral("connectButton"));
    QVERIFY(connectButton->isEnabled());
    QTest::mouseClick(connectButton, Qt::LeftButton);
    auto *passwordDialog = page.findChild<PasswordDialog *>();
    QVERIFY(passwordDialog);
    QTRY_VERIFY(passwordDialog->isVisible());
    QTest::keyClicks(passwordDialog->findChild<QLineEdit *>(QStringLiteral("password")),
                     QStringLiteral("secret"));
    passwordDialog->accept();

    // spark-7089 presents a key Tandem has not seen: the page asks, showing the fingerprint.
    HostKeyDialog *hostKey = nullptr;
    QTRY_VERIFY((hostKey = page.findChild<HostKeyDialog *>()) != nullptr);
    QCOMPARE(hostKey->node(), QStringLiteral("spark-7089"));
    QCOMPARE(hostKey->findChild<QLabel *>(QStringLiteral("fingerprint"))->text(),
             QStringLiteral("SHA256:lab-node-2"));
    QVERIFY(!workflow.allConnected());
    QTest::mouseClick(hostKey->findChild<QPushButton *>(QStringLiteral("trustButton")),
                      Qt::LeftButton);
    QTRY_VERIFY(workflow.allConnected());
    // The node list shows the key the user accepted.
    QCOMPARE(model.index(1, NodeListModel::HostKeyColumn).data().toString(),
             QStringLiteral("SHA256:lab-node-2"));
    QCOMPARE(model.index(0, NodeListModel::HostKeyColumn).data().toString(),
             QStringLiteral("not yet seen"));

    auto *checks = page.findChild<QListView *>(QStringLiteral("checkList"));
    QVERIFY(checks);
    QTRY_COMPARE(checks->model()->rowCount(), 2);
    for (int row = 0; row < 2; ++row)
        QTRY_COMPARE(checks->model()->index(row, 0).data(CheckListModel::StatusRole).toInt(),
                     int(CheckStatus::Pass));
}

void TestDevicesPage::initTestCase()
{
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
}

QTEST_MAIN(TestDevicesPage)
#include "tst_devicespage.moc"
