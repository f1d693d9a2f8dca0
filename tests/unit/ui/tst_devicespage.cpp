// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/nodelistmodel.h"
#include "pages/devicespage.h"
#include "translations.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Ui;

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
};

void TestDevicesPage::initTestCase()
{
    Translations::install(QStringLiteral("en"));
}

void TestDevicesPage::modelAddsAndRemoves()
{
    NodeListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(model.addNode({QStringLiteral("spark-0001"), QStringLiteral("198.18.0.11"), 22,
                           QStringLiteral("nvidia"), QStringLiteral("SHA256:abc"),
                           QStringLiteral("lab")}));
    QVERIFY(model.addNode({QStringLiteral("b"), QStringLiteral("198.18.0.12"), 2222, {}, {},
                           QStringLiteral("manual")}));
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(0, NodeListModel::NameColumn).data().toString(), QStringLiteral("spark-0001"));
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
    DevicesPage page(&model);
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
    DevicesPage page(&model);
    auto *edit = page.findChild<QLineEdit *>(QStringLiteral("hostEdit"));
    auto *message = page.findChild<QLabel *>(QStringLiteral("message"));
    QTest::keyClicks(edit, QStringLiteral("spark:99999"));
    QTest::keyClick(edit, Qt::Key_Return);
    QCOMPARE(model.rowCount(), 0);
    QVERIFY2(message->text().contains(QStringLiteral("not a valid port")), qPrintable(message->text()));
    QCOMPARE(edit->text(), QStringLiteral("spark:99999")); // nothing the user typed is lost
}

void TestDevicesPage::duplicatesAreRefused()
{
    NodeListModel model;
    DevicesPage page(&model);
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
    DevicesPage page(&model);
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
