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

class TestDevicesConnect final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void aReplacedKeyIsShownAsChanged();
    void connectAsksThePasswordAndTheHostKey();
    void thePasswordIsAskedOnceAndALostNodeTurnsRed();
    void aChangedHostKeyCanBeReplacedAfterACheck();
    void aStoredKeyThatCannotBeReplacedSaysWhy();
    void runsLeftBehindAreOfferedAndEnded();
};

void TestDevicesConnect::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // the known_hosts file a test may change
    Translations::install(QStringLiteral("en"));
}

void TestDevicesConnect::aReplacedKeyIsShownAsChanged()
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

void TestDevicesConnect::connectAsksThePasswordAndTheHostKey()
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

void TestDevicesConnect::thePasswordIsAskedOnceAndALostNodeTurnsRed()
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
    // The node table says where each node's connection stands, the reason on hover.
    const QString node = QStringLiteral("spark-386d");
    const QModelIndex state = model.index(0, NodeListModel::ConnectionColumn);
    QCOMPARE(model.connection(node), NodeListModel::Connection::Failed);
    QCOMPARE(state.data().toString(), QStringLiteral("failed"));
    QVERIFY2(state.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Authentication")),
             qPrintable(state.data(Qt::ToolTipRole).toString()));

    QTest::mouseClick(connectButton, Qt::LeftButton);
    typePassword(&page, QStringLiteral("secret"));
    if (QTest::currentTestFailed())
        return;
    QTRY_VERIFY(workflow.allConnected());
    QTRY_VERIFY(!workflow.isRunning(StepId::Devices));
    QVERIFY(!workflow.needsPassword());
    QCOMPARE(model.connection(node), NodeListModel::Connection::Connected);
    QCOMPARE(state.data().toString(), QStringLiteral("connected"));
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
    QCOMPARE(model.connection(node), NodeListModel::Connection::Failed);
    QVERIFY(state.data(Qt::ToolTipRole).toString().contains(QStringLiteral("was lost")));
    QVERIFY(!workflow.readiness(StepAction::DeviceChecks).ready);

    // Connect again: no password dialog, the node is back and green.
    QTest::mouseClick(connectButton, Qt::LeftButton);
    QVERIFY(page.findChild<PasswordDialog *>() == nullptr);
    QTRY_VERIFY(workflow.allConnected());
    QTRY_COMPARE(checks->index(0, 0).data(CheckListModel::StatusRole).toInt(),
                 int(CheckStatus::Pass));
}

void TestDevicesConnect::aChangedHostKeyCanBeReplacedAfterACheck()
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

void TestDevicesConnect::aStoredKeyThatCannotBeReplacedSaysWhy()
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

void TestDevicesConnect::runsLeftBehindAreOfferedAndEnded()
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

QTEST_MAIN(TestDevicesConnect)
#include "tst_devicesconnect.moc"
