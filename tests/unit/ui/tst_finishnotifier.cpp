// SPDX-License-Identifier: GPL-3.0-or-later
// FinishNotifier against a real notification server on a private bus: a dbus-daemon of the
// test's own (never the desktop's session bus), on which the test owns
// org.freedesktop.Notifications and records every Notify call.
#include "fakenoderunner.h"
#include "finishnotifier.h"
#include "steps/bandwidth/prerequisites.h"
#include "steps/flow/workflow.h"

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>
#include <QVariantMap>
#include <QWidget>

using namespace Tandem;
using namespace Tandem::Ui;

namespace {

// The freedesktop.org notification server's one method that Tandem calls, recording the calls.
class NotificationServer final : public QObject
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.Notifications")

public:
    struct Call
    {
        QString app;
        QString icon;
        QString summary;
        QString body;
        QVariantMap hints;
    };
    QList<Call> calls;

public Q_SLOTS:
    uint Notify(const QString &app,
                uint replaces,
                const QString &icon,
                const QString &summary,
                const QString &body,
                const QStringList &actions,
                const QVariantMap &hints,
                int timeout)
    {
        Q_UNUSED(replaces)
        Q_UNUSED(actions)
        Q_UNUSED(timeout)
        calls << Call{app, icon, summary, body, hints};
        return uint(calls.size());
    }
};

Check check(const char *id, CheckStatus status)
{
    Check c;
    c.id = QString::fromLatin1(id);
    c.node = QStringLiteral("spark-1");
    c.title = c.id;
    c.status = status;
    return c;
}

} // namespace

class TestFinishNotifier final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void notifiesInTheBackground_data();
    void notifiesInTheBackground();
    void nothingWithoutAServer();

private:
    QProcess m_daemon;
    QString m_address;
};

void TestFinishNotifier::initTestCase()
{
    // As app/gui/main.cpp sets it: the notification names Tandem's desktop entry and icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.tandem_cluster.Tandem"));
    const QString daemon = QStandardPaths::findExecutable(QStringLiteral("dbus-daemon"));
    if (daemon.isEmpty())
        QSKIP("dbus-daemon is not installed (package dbus-daemon)");
    m_daemon.start(daemon,
                   {QStringLiteral("--session"),
                    QStringLiteral("--nofork"),
                    QStringLiteral("--print-address=1")});
    QVERIFY(m_daemon.waitForStarted(5000));
    QTRY_VERIFY_WITH_TIMEOUT(m_daemon.canReadLine() || m_daemon.waitForReadyRead(100), 5000);
    m_address = QString::fromUtf8(m_daemon.readLine().trimmed());
    QVERIFY2(m_address.startsWith(QLatin1String("unix:")), qPrintable(m_address));
    QDBusConnection server = QDBusConnection::connectToBus(m_address, QStringLiteral("server"));
    QVERIFY2(server.isConnected(), qPrintable(server.lastError().message()));
    QDBusConnection client = QDBusConnection::connectToBus(m_address, QStringLiteral("client"));
    QVERIFY(client.isConnected());
}

void TestFinishNotifier::cleanupTestCase()
{
    QDBusConnection::disconnectFromBus(QStringLiteral("server"));
    QDBusConnection::disconnectFromBus(QStringLiteral("client"));
    m_daemon.terminate();
    m_daemon.waitForFinished(5000);
}

// Each long run that ends with the window in the background is told once, with its outcome;
// nothing while the window is the active one.
void TestFinishNotifier::notifiesInTheBackground_data()
{
    QTest::addColumn<bool>("active");
    QTest::addColumn<int>("step");        // StepId; -1: a repair's end, -2: a build's
    QTest::addColumn<int>("status");      // CheckStatus of the checks the step left
    QTest::addColumn<QString>("summary"); // empty: no notification
    QTest::addColumn<QString>("body");

    const int bandwidth = int(StepId::Bandwidth);
    const int doctor = int(StepId::Doctor);
    QTest::newRow("bandwidth passed, background")
        << false << bandwidth << int(CheckStatus::Pass)
        << QStringLiteral("The bandwidth test has ended") << QStringLiteral("It passed.");
    QTest::newRow("bandwidth failed, background") << false << bandwidth << int(CheckStatus::Fail)
                                                  << QStringLiteral("The bandwidth test has ended")
                                                  << QStringLiteral("It failed: Tandem shows why.");
    QTest::newRow("doctor warned, background")
        << false << doctor << int(CheckStatus::Warn) << QStringLiteral("The Doctor has finished")
        << QStringLiteral("It passed with warnings.");
    QTest::newRow("a prerequisites build, background")
        << false << -2 << int(CheckStatus::Pending)
        << QStringLiteral("The build of the prerequisites has ended")
        << QStringLiteral("It ended.");
    QTest::newRow("repair stopped, background")
        << false << -1 << int(CheckStatus::Fail) << QStringLiteral("The repair has finished")
        << QStringLiteral("A step of the repair failed, and the rest did not run.");
    QTest::newRow("bandwidth passed, window active")
        << true << bandwidth << int(CheckStatus::Pass) << QString() << QString();
    QTest::newRow("a short step, background")
        << false << int(StepId::Cabling) << int(CheckStatus::Pass) << QString() << QString();
}

void TestFinishNotifier::notifiesInTheBackground()
{
    QFETCH(bool, active);
    QFETCH(int, step);
    QFETCH(int, status);
    QFETCH(QString, summary);
    QFETCH(QString, body);

    NotificationServer server;
    QDBusConnection bus(QStringLiteral("server"));
    QVERIFY(bus.registerObject(QStringLiteral("/org/freedesktop/Notifications"),
                               &server,
                               QDBusConnection::ExportAllSlots));
    QVERIFY2(bus.registerService(QStringLiteral("org.freedesktop.Notifications")),
             qPrintable(bus.lastError().message()));
    const auto unregister = qScopeGuard([&bus] {
        bus.unregisterService(QStringLiteral("org.freedesktop.Notifications"));
        bus.unregisterObject(QStringLiteral("/org/freedesktop/Notifications"));
    });

    Workflow workflow(Test::fakeRunnerFactory());
    QWidget window;
    FinishNotifier notifier(&workflow, &window);
    notifier.setConnectionName(QStringLiteral("client"));
    if (active) {
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
    }
    WorkflowState state;
    const StepId id = step < 0 ? StepId::Doctor : StepId(step);
    state.checks.insert(
        id,
        {check(id == StepId::Bandwidth ? "bandwidth.run" : "doctor.scan", CheckStatus(status))});
    workflow.restore(state);
    if (step == -2) {
        // A build: its progress, then the end of the check that follows it.
        Q_EMIT workflow.prerequisites()->buildProgress(
            QStringLiteral("spark-1"), PrereqComponent::Probe, 0.5);
        Q_EMIT workflow.prerequisites()->finished();
    } else if (step < 0) {
        Q_EMIT workflow.repairEnded(false);
    } else {
        Q_EMIT workflow.stepFinished(id);
    }

    if (summary.isEmpty()) {
        QTest::qWait(300); // a call, had one been sent, arrives well within this
        QCOMPARE(server.calls.size(), 0);
        return;
    }
    QTRY_COMPARE_WITH_TIMEOUT(server.calls.size(), 1, 5000);
    const NotificationServer::Call &call = server.calls.constFirst();
    QCOMPARE(call.app, QStringLiteral("Tandem"));
    QCOMPARE(call.summary, summary);
    QCOMPARE(call.body, body);
    QCOMPARE(call.icon, QStringLiteral("io.github.tandem_cluster.Tandem"));
    QCOMPARE(call.hints.value(QStringLiteral("desktop-entry")).toString(),
             QStringLiteral("io.github.tandem_cluster.Tandem"));
}

// No server on the bus: the call fails on its own, the run's end is still told (notified), and
// nothing blocks or crashes.
void TestFinishNotifier::nothingWithoutAServer()
{
    QVERIFY(!QDBusConnection(QStringLiteral("client"))
                 .interface()
                 ->isServiceRegistered(QStringLiteral("org.freedesktop.Notifications"))
                 .value());
    Workflow workflow(Test::fakeRunnerFactory());
    QWidget window;
    FinishNotifier notifier(&workflow, &window);
    notifier.setConnectionName(QStringLiteral("client"));
    int told = 0;
    connect(&notifier, &FinishNotifier::notified, this, [&told] { ++told; });
    Q_EMIT workflow.stepFinished(StepId::Bandwidth);
    QCOMPARE(told, 1);
    QTest::qWait(100);
}

QTEST_MAIN(TestFinishNotifier)
#include "tst_finishnotifier.moc"
