// SPDX-License-Identifier: GPL-3.0-or-later
#include "doctor/finding.h"
#include "fakenoderunner.h"
#include "steps/doctor/doctorstep.h"
#include "steps/doctor/repairstep.h"
#include "steps/flow/workflow.h"

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
    void repairEndsOnce_data();
    void repairEndsOnce();
    void repairMeasuresTheLinksAgain();
    void repairActions_data();
    void repairActions();
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
    QCOMPARE(find(workflow.session().checks.value(StepId::Devices),
                  QStringLiteral("device.ssh"),
                  QStringLiteral("b"))
                 .status,
             CheckStatus::Running);
    workflow.acceptHostKey(QStringLiteral("b"));
    QVERIFY(finished.wait(1000));
    QCOMPARE(finished.at(0).at(0).value<StepId>(), StepId::Devices);
    QCOMPARE(find(workflow.session().checks.value(StepId::Devices),
                  QStringLiteral("device.ssh"),
                  QStringLiteral("a"))
                 .status,
             CheckStatus::Pass);
    QCOMPARE(find(workflow.session().checks.value(StepId::Devices),
                  QStringLiteral("device.ssh"),
                  QStringLiteral("b"))
                 .status,
             CheckStatus::Pass);
    const Check c = find(workflow.session().checks.value(StepId::Devices),
                         QStringLiteral("device.ssh"),
                         QStringLiteral("c"));
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
    QCOMPARE(workflow.session().checks.value(StepId::DeviceChecks).size(), 8);
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
        const Check check = find(workflow.session().checks.value(StepId::Devices),
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

// runRepair's queue (the file repairs, then the Doctor again) tells its end exactly once:
// completed when the second Doctor ran (whatever it found), stopped when a step failed or the
// gate refused one; nothing after a stop runs.
void TestWorkflow::repairEndsOnce_data()
{
    QTest::addColumn<bool>("connect");
    QTest::addColumn<int>("repairStatus"); // the exit status of the repair script
    QTest::addColumn<bool>("completed");
    QTest::addColumn<bool>("doctorRan");

    QTest::newRow("repaired, then the Doctor again") << true << 0 << true << true;
    QTest::newRow("the repair failed") << true << 1 << false << false;
    QTest::newRow("refused: not connected") << false << 0 << false << false;
}

void TestWorkflow::repairEndsOnce()
{
    QFETCH(bool, connect);
    QFETCH(int, repairStatus);
    QFETCH(bool, completed);
    QFETCH(bool, doctorRan);

    Workflow workflow([repairStatus](const NodeAddress &address,
                                     const Credentials &,
                                     QObject *parent) -> NodeRunner * {
        auto *runner = new FakeNodeRunner(address.name, parent);
        runner->setHandler([repairStatus](const RemoteCommand &c) -> std::optional<CommandResult> {
            CommandResult r;
            r.exitStatus = 0;
            const QByteArray name = c.argv().value(3);
            if (name == "tandem-lock")
                r.out = "locked\n";
            else if (name == "tandem-unlock")
                r.out = "unlocked\n";
            else if (name == "tandem-repair")
                r.exitStatus = repairStatus;
            return r; // the Doctor's scan reads nothing it knows: its checks fail; it ran
        });
        return runner;
    });
    workflow.setNodes({node("a"), node("b")});
    if (connect) {
        QSignalSpy connected(&workflow, &Workflow::stepFinished);
        workflow.connectAll();
        QVERIFY(connected.wait(1000));
        QVERIFY(workflow.allConnected());
    }
    Finding pinned;
    pinned.id = QStringLiteral("gid.pinned");
    pinned.group = FindingGroup::Fixable;
    pinned.severity = FindingSeverity::Fail;
    pinned.nodes = {QStringLiteral("a")};
    pinned.repair = RepairKind::UnpinGidIndex;
    pinned.repairTarget = QStringLiteral("/home/nvidia/.nccl.conf");

    QSignalSpy started(&workflow, &Workflow::repairStarted);
    QSignalSpy ended(&workflow, &Workflow::repairEnded);
    QSignalSpy created(&workflow, &Workflow::stepCreated);
    workflow.runRepair({pinned});
    QCOMPARE(started.size(), 1);
    workflow.runRepair({pinned}); // a second ask while one runs is not a second repair
    QCOMPARE(started.size(), connect ? 1 : 2);
    QTRY_VERIFY_WITH_TIMEOUT(!ended.isEmpty(), 5000);
    QTest::qWait(50); // nothing more comes
    QCOMPARE(ended.size(), connect ? 1 : 2);
    QStringList checks;
    for (const Check &check : workflow.session().checks.value(StepId::Doctor))
        checks << check.id + QLatin1Char(' ') + check.node + QLatin1Char(' ') + check.detail;
    QVERIFY2(ended.constFirst().at(0).toBool() == completed, qPrintable(checks.join(u'\n')));
    QVERIFY(!workflow.isRepairing());
    QVERIFY(!workflow.runningStep());
    QStringList actions;
    for (const QList<QVariant> &signal : std::as_const(created))
        actions << QString::number(int(signal.at(0).value<StepAction>()));
    QCOMPARE(actions.contains(QString::number(int(StepAction::Doctor))), doctorRan);
    QCOMPARE(actions.contains(QString::number(int(StepAction::Repair))), connect);
}

// The Doctor that ends a repair runs with the options of the run whose findings it repairs,
// the ib_write_bw matrix included: a twin that run could not measure (link.unmeasured, behind an
// MTU the repair sets right) is measured by it, as that finding's fix promises.
void TestWorkflow::repairMeasuresTheLinksAgain()
{
    Workflow workflow(
        [](const NodeAddress &address, const Credentials &, QObject *parent) -> NodeRunner * {
            auto *runner = new FakeNodeRunner(address.name, parent);
            runner->setHandler([](const RemoteCommand &c) -> std::optional<CommandResult> {
                CommandResult r;
                r.exitStatus = 0;
                const QByteArray name = c.argv().value(3);
                if (name == "tandem-lock")
                    r.out = "locked\n";
                else if (name == "tandem-unlock")
                    r.out = "unlocked\n";
                return r;
            });
            return runner;
        });
    workflow.setNodes({node("a"), node("b")});
    QSignalSpy finished(&workflow, &Workflow::stepFinished);
    workflow.connectAll();
    QVERIFY(finished.wait(1000));
    QList<DoctorOptions> doctors;
    connect(&workflow, &Workflow::stepCreated, this, [&doctors](StepAction, Step *step) {
        if (const auto *doctor = qobject_cast<DoctorStep *>(step))
            doctors << doctor->options();
    });
    DoctorOptions first;
    first.links = true;
    first.nccl = false;
    workflow.runDoctor(first);
    QTRY_COMPARE_WITH_TIMEOUT(doctors.size(), 1, 5000);
    QTRY_VERIFY_WITH_TIMEOUT(!workflow.runningStep(), 5000);

    Finding pinned;
    pinned.id = QStringLiteral("gid.pinned");
    pinned.group = FindingGroup::Fixable;
    pinned.nodes = {QStringLiteral("a")};
    pinned.repair = RepairKind::UnpinGidIndex;
    pinned.repairTarget = QStringLiteral("/home/nvidia/.nccl.conf");
    QSignalSpy ended(&workflow, &Workflow::repairEnded);
    workflow.runRepair({pinned});
    QTRY_VERIFY_WITH_TIMEOUT(!ended.isEmpty(), 5000);
    QVERIFY(ended.constFirst().at(0).toBool());
    QCOMPARE(doctors.size(), 2);
    QVERIFY(doctors.last().links);
    QCOMPARE(doctors.last().nccl, first.nccl);
}

// Which steps a repair runs: the plan made and applied again where a finding needs it, the SSH
// fabric written again after it when one is set up (the new plan's addresses must be in its
// known_hosts), the file repairs last; nothing for findings Tandem cannot fix.
void TestWorkflow::repairActions_data()
{
    QTest::addColumn<QList<int>>("repairs"); // RepairKind of each fixable finding
    QTest::addColumn<bool>("fabric");
    QTest::addColumn<QList<StepAction>>("expected");

    const QList<StepAction> plan{StepAction::Cabling, StepAction::NetworkPlan, StepAction::Apply};
    const int reapply = int(RepairKind::ReapplyPlan);
    const int unpin = int(RepairKind::UnpinGidIndex);
    QTest::newRow("plan, no fabric") << QList<int>{reapply} << false << plan;
    QTest::newRow("plan, fabric set up")
        << QList<int>{reapply} << true << (plan + QList<StepAction>{StepAction::SshFabric});
    QTest::newRow("a file only, fabric set up")
        << QList<int>{unpin} << true << QList<StepAction>{StepAction::Repair};
    QTest::newRow("plan and a file, fabric set up")
        << QList<int>{unpin, reapply} << true
        << (plan + QList<StepAction>{StepAction::SshFabric, StepAction::Repair});
    QTest::newRow("nothing fixable")
        << QList<int>{int(RepairKind::None)} << true << QList<StepAction>{};
}

void TestWorkflow::repairActions()
{
    QFETCH(QList<int>, repairs);
    QFETCH(bool, fabric);
    QFETCH(QList<StepAction>, expected);

    QList<Finding> findings;
    for (int kind : std::as_const(repairs)) {
        Finding f;
        f.id = QStringLiteral("finding.%1").arg(findings.size());
        f.group = FindingGroup::Fixable;
        f.nodes = {QStringLiteral("a")};
        f.repair = RepairKind(kind);
        f.repairTarget = QStringLiteral("/home/nvidia/.nccl.conf");
        findings << f;
    }
    QCOMPARE(RepairStep::actionsFor(findings, fabric), expected);
}

QTEST_GUILESS_MAIN(TestWorkflow)
#include "tst_workflow.moc"
