// SPDX-License-Identifier: GPL-3.0-or-later
#include "fakenoderunner.h"
#include "steps/workflow.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Test;

class TestWorkflow final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void connectsEveryNodeAndAsksAboutNewHostKeys();
    void checksRunOnlyOnConnectedNodes();
    void installsTandemsKeyOnEveryNode();
};

namespace {

NodeAddress node(const char *name)
{
    return {QString::fromLatin1(name),
            QString::fromLatin1(name),
            22,
            QStringLiteral("nvidia"),
            {},
            QStringLiteral("manual")};
}

Check find(const QList<Check> &checks, const QString &id, const QString &node)
{
    for (const Check &check : checks) {
        if (check.id == id && check.node == node)
            return check;
    }
    return {};
}

} // namespace

void TestWorkflow::connectsEveryNodeAndAsksAboutNewHostKeys()
{
    QHash<QString, FakeNodeRunner *> made;
    Workflow workflow([&made](const NodeAddress &address,
                              const Credentials &,
                              QObject *parent) -> NodeRunner * {
        auto *runner = new FakeNodeRunner(address.name, parent);
        if (address.name == QLatin1String("b"))
            runner->setUnknownHostKey(QStringLiteral("SHA256:abc"));
        if (address.name == QLatin1String("c"))
            runner->setOpenError(QStringLiteral("Connection refused: is sshd running on port 22?"));
        made.insert(address.name, runner);
        return runner;
    });
    workflow.setNodes({node("a"), node("b"), node("c")});
    QSignalSpy hostKey(&workflow, &Workflow::hostKeyUnknown);
    QSignalSpy finished(&workflow, &Workflow::stepFinished);
    workflow.connectAll();
    QCOMPARE(made.size(), 3);
    QVERIFY(hostKey.wait(1000));
    QCOMPARE(hostKey.at(0).at(0).toString(), QStringLiteral("b"));
    QCOMPARE(hostKey.at(0).at(1).toString(), QStringLiteral("SHA256:abc"));
    QVERIFY(finished.isEmpty()); // b is still waiting for the user
    QCOMPARE(
        find(workflow.checks(StepId::Devices), QStringLiteral("device.ssh"), QStringLiteral("b"))
            .status,
        CheckStatus::Running);
    workflow.acceptHostKey(QStringLiteral("b"));
    QVERIFY(finished.wait(1000));
    QCOMPARE(finished.at(0).at(0).value<StepId>(), StepId::Devices);
    QCOMPARE(
        find(workflow.checks(StepId::Devices), QStringLiteral("device.ssh"), QStringLiteral("a"))
            .status,
        CheckStatus::Pass);
    QCOMPARE(
        find(workflow.checks(StepId::Devices), QStringLiteral("device.ssh"), QStringLiteral("b"))
            .status,
        CheckStatus::Pass);
    const Check c
        = find(workflow.checks(StepId::Devices), QStringLiteral("device.ssh"), QStringLiteral("c"));
    QCOMPARE(c.status, CheckStatus::Fail);
    QVERIFY(c.detail.contains(QStringLiteral("sshd running")));
    QVERIFY(!workflow.allConnected());
}

void TestWorkflow::checksRunOnlyOnConnectedNodes()
{
    QHash<QString, FakeNodeRunner *> made;
    Workflow workflow(
        [&made](const NodeAddress &address, const Credentials &, QObject *parent) -> NodeRunner * {
            auto *runner = new FakeNodeRunner(address.name, parent);
            if (address.name == QLatin1String("b"))
                runner->setOpenError(QStringLiteral("unreachable"));
            made.insert(address.name, runner);
            return runner;
        });
    workflow.setNodes({node("a"), node("b")});
    QSignalSpy finished(&workflow, &Workflow::stepFinished);
    workflow.connectAll();
    QVERIFY(finished.wait(1000));
    workflow.runDeviceChecks();
    QVERIFY(workflow.isRunning(StepId::DeviceChecks));
    QVERIFY(finished.wait(1000));
    QVERIFY(!workflow.isRunning(StepId::DeviceChecks));
    QVERIFY(!made.value(QStringLiteral("a"))->received().isEmpty());
    QVERIFY(made.value(QStringLiteral("b"))->received().isEmpty());
    // Device checks for a (6), the cluster's models, and the user comparison.
    QCOMPARE(workflow.checks(StepId::DeviceChecks).size(), 8);
}

void TestWorkflow::installsTandemsKeyOnEveryNode()
{
    QStandardPaths::setTestModeEnabled(true); // the key pair goes to a test location
    QHash<QString, FakeNodeRunner *> made;
    Workflow workflow(
        [&made](const NodeAddress &address, const Credentials &, QObject *parent) -> NodeRunner * {
            auto *runner = new FakeNodeRunner(address.name, parent);
            runner->respondToOthers(0);
            made.insert(address.name, runner);
            return runner;
        });
    workflow.setNodes({node("a"), node("b")});
    QSignalSpy finished(&workflow, &Workflow::stepFinished);
    workflow.connectAll();
    QVERIFY(finished.wait(1000));
    workflow.installTandemKey();
    QVERIFY(finished.wait(2000));
    for (const char *name : {"a", "b"}) {
        const Check check = find(workflow.checks(StepId::Devices),
                                 QStringLiteral("device.key"),
                                 QString::fromLatin1(name));
        QCOMPARE(check.status, CheckStatus::Pass);
        const RemoteCommand &sent = made.value(QString::fromLatin1(name))->received().last();
        // sh -c SCRIPT sh KEYLINE: the key is an argument, never pasted into the script.
        QCOMPARE(sent.argv().size(), 5);
        QVERIFY(sent.argv().at(4).startsWith("ssh-ed25519 AAAA"));
        QVERIFY(!sent.argv().at(2).contains("ssh-ed25519"));
        QVERIFY(!sent.commandLine().contains("PRIVATE KEY"));
    }
}

QTEST_GUILESS_MAIN(TestWorkflow)
#include "tst_workflow.moc"
