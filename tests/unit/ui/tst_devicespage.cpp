// SPDX-License-Identifier: GPL-3.0-or-later
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
        if (node.host == QLatin1String("198.18.0.13") && made && !made->contains(node.name))
            runner->setChangedHostKey(QStringLiteral("SHA256:reinstalled")); // first try only
        if (credentials.password != "secret")
            runner->setOpenError(QStringLiteral("Authentication refused"));
        if (made)
            made->insert(node.name, runner);
        return runner;
    };
}

NodeAddress labNode(const QString &name, const QString &host)
{
    return {name, host, 22, QStringLiteral("nvidia"), {}, QStringLiteral("lab")};
}

// Waits for the page's password dialog, types `password` and accepts it; the caller checks
// QTest::currentTestFailed() where it goes on.
void typePassword(QWidget *page, const QString &password)
{
    PasswordDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = page->findChild<PasswordDialog *>()) != nullptr);
    QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("password")), password);
    dialog->accept();
    QTRY_VERIFY(page->findChild<PasswordDialog *>() == nullptr); // closed and deleted
}

// Clicks Connect and gives the password the fake nodes take.
void connectWithPassword(QWidget *page)
{
    QTest::mouseClick(page->findChild<QPushButton *>(QStringLiteral("connectButton")),
                      Qt::LeftButton);
    typePassword(page, QStringLiteral("secret"));
}

// Connects with the password and waits for the box that says a node's host key changed; the
// caller checks QTest::currentTestFailed() where it goes on.
void waitForChangedKeyBox(QWidget *page, QMessageBox **box)
{
    connectWithPassword(page);
    if (QTest::currentTestFailed())
        return;
    QTRY_VERIFY((*box = page->findChild<QMessageBox *>(QStringLiteral("hostKeyChanged")))
                != nullptr);
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
    void installingTheKeyAsksFirst();
    void tabFollowsThePage();
    void aReplacedKeyIsShownAsChanged();
    void connectAsksThePasswordAndTheHostKey();
    void thePasswordIsAskedOnceAndALostNodeTurnsRed();
    void aChangedHostKeyCanBeReplacedAfterACheck();
    void aStoredKeyThatCannotBeReplacedSaysWhy();
    void runsLeftBehindAreOfferedAndEnded();
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
    // Each node's connection and its scan for runs left behind (none here).
    QTRY_COMPARE(checks->model()->rowCount(), 4);
    for (int row = 0; row < 4; ++row)
        QTRY_COMPARE(checks->model()->index(row, 0).data(CheckListModel::StatusRole).toInt(),
                     int(CheckStatus::Pass));
    // Connect again (the list now holds the accepted key): the password is not asked twice.
    QTRY_VERIFY(!workflow.isRunning(StepId::Devices));
    QTest::mouseClick(connectButton, Qt::LeftButton);
    QVERIFY(page.findChild<PasswordDialog *>() == nullptr);
}

// A node that presents another key than the stored one: the page says so, with the new
// fingerprint and how to check it on the node, and connects nothing. Cancel, the default,
// keeps the stored key; "Replace the stored key" forgets it and connects again, asking about
// the new key as on first contact.
void TestDevicesPage::aChangedHostKeyCanBeReplacedAfterACheck()
{
    NodeListModel model;
    model.addNode(labNode(QStringLiteral("spark-0013"), QStringLiteral("198.18.0.13")));
    QHash<QString, FakeNodeRunner *> made;
    Workflow workflow(fakeNodes(&made));
    DevicesPage page(&model, &workflow);
    page.show();
    QMessageBox *box = nullptr;
    waitForChangedKeyBox(&page, &box);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(box->text().contains(QStringLiteral("SHA256:reinstalled")));
    QVERIFY(box->informativeText().contains(QStringLiteral("ssh-keygen -lf")));
    QCOMPARE(box->defaultButton(), box->button(QMessageBox::Cancel));
    QVERIFY(!workflow.allConnected());
    QCOMPARE(made.value(QStringLiteral("spark-0013"))->openCount(), 1);

    box->findChild<QPushButton *>(QStringLiteral("replaceKeyButton"))->click();
    // The held password serves the new connect; it reaches the node, which is now asked
    // about like a first contact would be (here it simply opens).
    QTRY_VERIFY(workflow.allConnected());
    QVERIFY(page.findChild<PasswordDialog *>() == nullptr);
}

// Replacing the stored key needs the known hosts file: where it cannot be read (here a folder
// stands in its place), the page shows why under the list and connects nothing.
void TestDevicesPage::aStoredKeyThatCannotBeReplacedSaysWhy()
{
    const QString path = KnownHosts::defaultPath();
    const QString aside = path + QStringLiteral(".aside");
    const bool existed = QFileInfo::exists(path);
    QVERIFY(!existed || QFile::rename(path, aside));
    QVERIFY(QDir().mkpath(path));
    const auto cleanup = qScopeGuard([path, aside, existed] {
        QDir(path).removeRecursively();
        if (existed)
            QFile::rename(aside, path);
    });
    NodeListModel model;
    model.addNode(labNode(QStringLiteral("spark-0013"), QStringLiteral("198.18.0.13")));
    QHash<QString, FakeNodeRunner *> made;
    Workflow workflow(fakeNodes(&made));
    DevicesPage page(&model, &workflow);
    page.show();
    QMessageBox *box = nullptr;
    waitForChangedKeyBox(&page, &box);
    if (QTest::currentTestFailed())
        return;
    auto *message = page.findChild<QLabel *>(QStringLiteral("message"));
    QVERIFY(message->isHidden());

    box->findChild<QPushButton *>(QStringLiteral("replaceKeyButton"))->click();
    QTRY_VERIFY(message->isVisible());
    QVERIFY2(message->text().contains(QDir::toNativeSeparators(path)), qPrintable(message->text()));
    QCOMPARE(made.value(QStringLiteral("spark-0013"))->openCount(), 1);
    QVERIFY(!workflow.allConnected());
}

// Connect asks for the password once a session: a second Connect (after a node was lost)
// uses the one held in memory. A session that goes away by itself turns the node's row red
// with the reason, and the steps that need every node are greyed until it is back. A node
// that refused the password makes the next Connect ask again.
void TestDevicesPage::thePasswordIsAskedOnceAndALostNodeTurnsRed()
{
    NodeListModel model;
    model.addNode(labNode(QStringLiteral("spark-386d"), QStringLiteral("198.18.0.11")));
    QHash<QString, FakeNodeRunner *> made;
    Workflow workflow(fakeNodes(&made));
    DevicesPage page(&model, &workflow);
    page.show();
    auto *connectButton = page.findChild<QPushButton *>(QStringLiteral("connectButton"));
    QVERIFY(workflow.needsPassword());
    QTest::mouseClick(connectButton, Qt::LeftButton);
    typePassword(&page, QStringLiteral("wrong"));
    if (QTest::currentTestFailed())
        return;
    QTRY_VERIFY(!workflow.isRunning(StepId::Devices));
    QVERIFY(!workflow.allConnected());
    QVERIFY(workflow.needsPassword()); // refused: the next Connect asks again

    QTest::mouseClick(connectButton, Qt::LeftButton);
    typePassword(&page, QStringLiteral("secret"));
    if (QTest::currentTestFailed())
        return;
    QTRY_VERIFY(workflow.allConnected());
    QTRY_VERIFY(!workflow.isRunning(StepId::Devices));
    QVERIFY(!workflow.needsPassword());
    auto *checks = page.findChild<QListView *>(QStringLiteral("checkList"))->model();
    QTRY_COMPARE(checks->index(0, 0).data(CheckListModel::StatusRole).toInt(),
                 int(CheckStatus::Pass));

    // The node reboots: its session goes away by itself.
    QSignalSpy lost(&workflow, &Workflow::connectionLost);
    Q_EMIT made.value(QStringLiteral("spark-386d"))
        ->lost(Error{QStringLiteral("The connection to 198.18.0.11 was lost.")});
    QCOMPARE(lost.count(), 1);
    QVERIFY(!workflow.allConnected());
    QCOMPARE(checks->index(0, 0).data(CheckListModel::StatusRole).toInt(), int(CheckStatus::Fail));
    QVERIFY(checks->index(0, 0).data().toString().contains(QStringLiteral("was lost")));
    QVERIFY(!workflow.readiness(StepAction::DeviceChecks).ready);

    // Connect again: no password dialog, the node is back and green.
    QTest::mouseClick(connectButton, Qt::LeftButton);
    QVERIFY(page.findChild<PasswordDialog *>() == nullptr);
    QTRY_VERIFY(workflow.allConnected());
    QTRY_COMPARE(checks->index(0, 0).data(CheckListModel::StatusRole).toInt(),
                 int(CheckStatus::Pass));
}

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

// Tab walks the page from top to bottom: the sweep, the list, the host field and its buttons,
// Connect and the key, then the connection checks.
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

// Installing Tandem's key changes authorized_keys on the nodes: it asks first, Cancel by default.
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

// After the user replaced a changed key, the key the node presents is shown as a changed one,
// and Enter does not trust it.
void TestDevicesPage::aReplacedKeyIsShownAsChanged()
{
    QWidget parent;
    parent.show();
    auto *dialog = new HostKeyDialog(
        QStringLiteral("spark-7089"), QStringLiteral("SHA256:new"), true, &parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QSignalSpy accepted(dialog, &QDialog::accepted);
    QSignalSpy rejected(dialog, &QDialog::rejected);
    dialog->open();
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QCOMPARE(dialog->windowTitle(), QStringLiteral("Changed host key"));
    auto *refuse = dialog->findChild<QPushButton *>(QStringLiteral("refuseButton"));
    auto *trust = dialog->findChild<QPushButton *>(QStringLiteral("trustButton"));
    QVERIFY(refuse->isDefault());
    QVERIFY(!trust->isDefault());
    QTest::keyClick(dialog, Qt::Key_Return);
    QTRY_COMPARE(rejected.count(), 1);
    QCOMPARE(accepted.count(), 0);
}

// The connect finds a run a killed Tandem of this computer left on spark-0011, and one that a
// Tandem on another computer runs on spark-0012: only the first is offered; "End them" ends it
// (the run's cleanup, then a new scan) and the node's check turns green. Nothing is offered
// twice.
void TestDevicesPage::runsLeftBehindAreOfferedAndEnded()
{
    const QString here = NodeLock::localMachine();
    if (here.isEmpty())
        QSKIP("this computer has no machine id (/etc/machine-id)");
    QProcess child; // a pid that ran and is gone: the Tandem that was killed
    child.start(QStringLiteral("sh"), {QStringLiteral("-c"), QStringLiteral("echo $$")});
    QVERIFY(child.waitForFinished());
    const QByteArray gone = here.toLatin1() + '-' + child.readAllStandardOutput().trimmed();

    const QString scanKey = FakeNodeRunner::keyOf(LeftoverRuns::scanCommand());
    const QString cleanupKey = FakeNodeRunner::keyOf(MpirunCommand::cleanupCommand({}));
    QHash<QString, FakeNodeRunner *> made;
    QHash<QString, int> cleanups;
    Workflow workflow([&](const NodeAddress &node, const Credentials &, QObject *parent) {
        auto *runner = new FakeNodeRunner(node.name, parent);
        const bool mine = node.name == QLatin1String("spark-0011");
        runner->setHandler([&cleanups, mine, gone, scanKey, cleanupKey, name = node.name](
                               const RemoteCommand &command) -> std::optional<CommandResult> {
            const QString key = FakeNodeRunner::keyOf(command);
            CommandResult result;
            result.exitStatus = 0;
            if (key == cleanupKey) {
                cleanups[name] += 1;
                return result;
            }
            if (key != scanKey)
                return std::nullopt;
            if (mine && cleanups.value(name) == 0)
                result.out = "4101 725 3f2a9c1b7d4e " + gone + " timeout\n4102 725 3f2a9c1b7d4e "
                             + gone + " mpirun\n";
            else if (!mine)
                result.out = "5120 30 77aa01 fedcba9876543210-77 orted\n";
            return result;
        });
        made.insert(node.name, runner);
        return static_cast<NodeRunner *>(runner);
    });
    NodeListModel model;
    model.addNode(labNode(QStringLiteral("spark-0011"), QStringLiteral("198.18.0.11")));
    model.addNode(labNode(QStringLiteral("spark-0012"), QStringLiteral("198.18.0.14")));
    DevicesPage page(&model, &workflow);
    page.show();
    connectWithPassword(&page);
    if (QTest::currentTestFailed())
        return;

    QMessageBox *box = nullptr;
    QTRY_VERIFY((box = page.findChild<QMessageBox *>(QStringLiteral("endLeftovers"))) != nullptr);
    QVERIFY2(box->text().contains(QLatin1String("spark-0011: run 3f2a9c1b7d4e (timeout, mpirun; "
                                                "12 min)")),
             qPrintable(box->text()));
    QVERIFY(!box->text().contains(QLatin1String("77aa01"))); // another computer's: not offered
    auto *end = box->findChild<QPushButton *>(QStringLiteral("endLeftoversButton"));
    QCOMPARE(box->defaultButton(), end);
    QTest::mouseClick(end, Qt::LeftButton);

    QTRY_COMPARE(cleanups.value(QStringLiteral("spark-0011")), 1);
    QCOMPARE(cleanups.value(QStringLiteral("spark-0012")), 0);
    QTRY_VERIFY(!workflow.isRunning(StepId::Devices));
    auto leftovers = [&workflow](const QString &node) {
        for (const Check &check : workflow.session().checks.value(StepId::Devices)) {
            if (check.id == QLatin1String("device.leftovers") && check.node == node)
                return check;
        }
        return Check{};
    };
    QCOMPARE(leftovers(QStringLiteral("spark-0011")).status, CheckStatus::Pass);
    QCOMPARE(leftovers(QStringLiteral("spark-0012")).status, CheckStatus::Warn);
    // The cleanup ran with the run's id, which it takes from its environment.
    bool sawId = false;
    for (const RemoteCommand &command : made.value(QStringLiteral("spark-0011"))->received())
        sawId = sawId || command.displayString().contains(QLatin1String("3f2a9c1b7d4e"));
    QVERIFY(sawId);
    // The connection checks stay beside it.
    QCOMPARE(workflow.session().checks.value(StepId::Devices).size(), 4);

    // Connecting again offers nothing new.
    QTRY_VERIFY(page.findChild<QMessageBox *>(QStringLiteral("endLeftovers")) == nullptr);
    workflow.connectAll();
    QTRY_VERIFY(!workflow.isRunning(StepId::Devices));
    QTest::qWait(50);
    QVERIFY(page.findChild<QMessageBox *>(QStringLiteral("endLeftovers")) == nullptr);
}

QTEST_MAIN(TestDevicesPage)
#include "tst_devicespage.moc"
