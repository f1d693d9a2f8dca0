// SPDX-License-Identifier: GPL-3.0-or-later
#include "fakenoderunner.h"
#include "steps/flow/stepgate.h"
#include "steps/flow/steptable.h"
#include "steps/flow/workflow.h"

#include <QSignalSpy>
#include <QTest>

using namespace Tandem;

Q_DECLARE_METATYPE(Tandem::FlowFacts)
Q_DECLARE_METATYPE(Tandem::StepAction)

namespace {

// The facts of a session that got as far as `last` with every step passed, connected now,
// with the cabling and the plan in memory where those steps ran.
FlowFacts passedUpTo(StepId last)
{
    FlowFacts facts;
    facts.connected = true;
    for (int s = int(StepId::Devices); s <= int(last); ++s)
        facts.outcome.insert(StepId(s), StepOutcome::Passed);
    facts.cablingKnown = int(last) >= int(StepId::Cabling);
    facts.planMade = int(last) >= int(StepId::NetworkPlan);
    return facts;
}

FlowFacts with(FlowFacts facts, StepId step, StepOutcome outcome)
{
    facts.outcome.insert(step, outcome);
    return facts;
}

} // namespace

class TestStepGate final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readiness_data();
    void readiness();
    void undoNeedsOnlyTheNodes();
    void factsFromAWorkflow();
    void actions_data();
    void actions();
    void everyActionHasARowAndAnAnswer();
    void honestStateInAWorkflow();
};

void TestStepGate::readiness_data()
{
    QTest::addColumn<FlowFacts>("facts");
    QTest::addColumn<StepId>("step");
    QTest::addColumn<bool>("ready");
    QTest::addColumn<QString>("reason"); // a part of the reason; empty when ready

    const FlowFacts nothing;
    FlowFacts restored; // a resumed session: every step passed earlier, nothing connected yet
    for (int s = int(StepId::Devices); s <= int(StepId::Bandwidth); ++s)
        restored.outcome.insert(StepId(s), StepOutcome::Passed);
    FlowFacts reconnected = restored;
    reconnected.connected = true;
    FlowFacts running = passedUpTo(StepId::Cabling);
    running.running = StepId::NetworkPlan;

    QTest::newRow("devices, fresh") << nothing << StepId::Devices << true << "";
    QTest::newRow("checks need a connection")
        << nothing << StepId::DeviceChecks << false << "Connect to every node";
    QTest::newRow("cabling needs a connection")
        << nothing << StepId::Cabling << false << "Connect to every node";
    QTest::newRow("checks, connected")
        << passedUpTo(StepId::Devices) << StepId::DeviceChecks << true << "";
    QTest::newRow("cabling, connected")
        << passedUpTo(StepId::Devices) << StepId::Cabling << true << "";
    QTest::newRow("plan needs cabling") << passedUpTo(StepId::DeviceChecks) << StepId::NetworkPlan
                                        << false << "Run the cabling checks first";
    QTest::newRow("plan after failed cabling")
        << with(passedUpTo(StepId::Cabling), StepId::Cabling, StepOutcome::Failed)
        << StepId::NetworkPlan << false << "cabling checks failed";
    QTest::newRow("plan after cabling")
        << passedUpTo(StepId::Cabling) << StepId::NetworkPlan << true << "";
    QTest::newRow("plan after cabling with warnings, device checks failed")
        << with(passedUpTo(StepId::Cabling), StepId::DeviceChecks, StepOutcome::Failed)
        << StepId::NetworkPlan << true << "";
    QTest::newRow("apply needs a plan")
        << passedUpTo(StepId::Cabling) << StepId::Apply << false << "Make the network plan first";
    QTest::newRow("apply refuses a failed plan")
        << with(passedUpTo(StepId::NetworkPlan), StepId::NetworkPlan, StepOutcome::Failed)
        << StepId::Apply << false << "failed checks";
    QTest::newRow("apply after plan")
        << passedUpTo(StepId::NetworkPlan) << StepId::Apply << true << "";
    FlowFacts optionsChanged = passedUpTo(StepId::NetworkPlan);
    optionsChanged.planOptionsChanged = true;
    QTest::newRow("apply refuses a plan whose options changed")
        << optionsChanged << StepId::Apply << false
        << "its options (first subnet, MTU) were "
           "changed";
    QTest::newRow("fabric does not care about options not yet planned") << [&] {
        FlowFacts facts = passedUpTo(StepId::Apply);
        facts.planOptionsChanged = true;
        return facts;
    }() << StepId::SshFabric << true << "";
    QTest::newRow("fabric needs apply") << passedUpTo(StepId::NetworkPlan) << StepId::SshFabric
                                        << false << "Apply the network plan first";
    QTest::newRow("fabric after failed apply")
        << with(passedUpTo(StepId::Apply), StepId::Apply, StepOutcome::Failed) << StepId::SshFabric
        << false << "Applying the network plan failed";
    QTest::newRow("fabric after restore")
        << with(passedUpTo(StepId::Apply), StepId::Apply, StepOutcome::Undone) << StepId::SshFabric
        << false << "was restored";
    QTest::newRow("fabric after apply")
        << passedUpTo(StepId::Apply) << StepId::SshFabric << true << "";
    QTest::newRow("verify needs the fabric")
        << passedUpTo(StepId::Apply) << StepId::Verify << false << "Set up the SSH fabric first";
    QTest::newRow("verify after removal")
        << with(passedUpTo(StepId::SshFabric), StepId::SshFabric, StepOutcome::Undone)
        << StepId::Verify << false << "was removed";
    QTest::newRow("verify after fabric")
        << passedUpTo(StepId::SshFabric) << StepId::Verify << true << "";
    QTest::newRow("bandwidth needs verify")
        << passedUpTo(StepId::SshFabric) << StepId::Bandwidth << false << "Verify the fabric first";
    QTest::newRow("bandwidth after failed verify")
        << with(passedUpTo(StepId::Verify), StepId::Verify, StepOutcome::Failed)
        << StepId::Bandwidth << false << "Verifying the fabric failed";
    QTest::newRow("bandwidth after verify")
        << passedUpTo(StepId::Verify) << StepId::Bandwidth << true << "";
    // Verify is blocked too once the fabric is gone: say what it waits for, not just "verify".
    QTest::newRow("bandwidth after the fabric was removed")
        << with(with(passedUpTo(StepId::Verify), StepId::SshFabric, StepOutcome::Undone),
                StepId::Verify,
                StepOutcome::Undone)
        << StepId::Bandwidth << false
        << "It cannot run yet: The SSH fabric was removed: set it up again first (step 6).";
    QTest::newRow("report with nothing")
        << nothing << StepId::Report << false << "Nothing to report";
    QTest::newRow("report after one step, not connected")
        << with(nothing, StepId::DeviceChecks, StepOutcome::Failed) << StepId::Report << true << "";
    QTest::newRow("resumed, not connected")
        << restored << StepId::Verify << false << "Connect to every node";
    QTest::newRow("resumed, connected: cabling again before the plan")
        << reconnected << StepId::NetworkPlan << false << "again in this session";
    QTest::newRow("resumed, connected: the plan again before verify")
        << reconnected << StepId::Verify << false << "Make the network plan first";
    QTest::newRow("resumed, report") << restored << StepId::Report << true << "";
    QTest::newRow("another step running")
        << running << StepId::Cabling << false << "Another step is running";
    QTest::newRow("this step running")
        << running << StepId::NetworkPlan << false << "This step is running";
    QTest::newRow("connect while a step runs")
        << running << StepId::Devices << false << "Another step is running";
}

void TestStepGate::readiness()
{
    QFETCH(FlowFacts, facts);
    QFETCH(StepId, step);
    QFETCH(bool, ready);
    QFETCH(QString, reason);
    const Readiness got = StepGate::readiness(step, facts);
    QCOMPARE(got.ready, ready);
    if (ready)
        QVERIFY2(got.reason.isEmpty(), qPrintable(got.reason));
    else
        QVERIFY2(got.reason.contains(reason), qPrintable(got.reason));
}

void TestStepGate::undoNeedsOnlyTheNodes()
{
    FlowFacts facts;
    QVERIFY(!StepGate::undoReadiness(facts).ready);
    facts.connected = true;
    // Undo is always possible once connected, whatever the steps found.
    facts.outcome.insert(StepId::Apply, StepOutcome::Failed);
    QVERIFY(StepGate::undoReadiness(facts).ready);
    facts.running = StepId::Verify;
    QVERIFY(StepGate::undoReadiness(facts).reason.contains(QLatin1String("Another step")));
}

void TestStepGate::factsFromAWorkflow()
{
    Workflow workflow(Test::fakeRunnerFactory());
    FlowFacts facts = StepGate::factsOf(workflow);
    QVERIFY(!facts.connected);
    QVERIFY(!facts.running);
    QVERIFY(facts.outcome.isEmpty());

    WorkflowState state;
    state.nodes = {
        {QStringLiteral("a"), QStringLiteral("198.18.0.11"), 22, QStringLiteral("nvidia"), {}, {}}};
    Check restore{
        QStringLiteral("restore.files"), QStringLiteral("a"), CheckStatus::Pass, {}, {}, {}, {}};
    Check failed{
        QStringLiteral("cabling.speed"), QStringLiteral("a"), CheckStatus::Fail, {}, {}, {}, {}};
    Check warned{
        QStringLiteral("device.gpu"), QStringLiteral("a"), CheckStatus::Warn, {}, {}, {}, {}};
    state.checks.insert(StepId::Apply, {restore});
    state.checks.insert(StepId::Cabling, {failed});
    state.checks.insert(StepId::DeviceChecks, {warned});
    workflow.restore(state);
    facts = StepGate::factsOf(workflow);
    QCOMPARE(facts.of(StepId::Apply), StepOutcome::Undone);
    QCOMPARE(facts.of(StepId::Cabling), StepOutcome::Failed);
    QCOMPARE(facts.of(StepId::DeviceChecks), StepOutcome::Passed);
    QCOMPARE(facts.of(StepId::Verify), StepOutcome::NotRun);
    QVERIFY(!facts.cablingKnown);
    QVERIFY(!facts.planMade);

    QSignalSpy finished(&workflow, &Workflow::stepFinished);
    workflow.connectAll();
    QVERIFY(finished.wait());
    facts = StepGate::factsOf(workflow);
    QVERIFY(facts.connected);
    // Connecting again to the same nodes keeps what the steps found.
    QCOMPARE(facts.of(StepId::Cabling), StepOutcome::Failed);
}

void TestStepGate::actions_data()
{
    QTest::addColumn<FlowFacts>("facts");
    QTest::addColumn<StepAction>("action");
    QTest::addColumn<bool>("ready");
    QTest::addColumn<QString>("reason");

    const auto stale = [](FlowFacts facts, StepId step, StepId because) {
        facts.outcome.insert(step, StepOutcome::Stale);
        facts.staleBecause.insert(step, because);
        return facts;
    };
    const FlowFacts all = passedUpTo(StepId::Bandwidth);
    FlowFacts partly; // one node answered, another did not
    partly.anyConnected = true;
    FlowFacts cliBandwidth = passedUpTo(StepId::NetworkPlan); // tandem-cli bandwidth, no --state
    cliBandwidth.assumed = {StepId::Apply, StepId::SshFabric, StepId::Verify};

    QTest::newRow("restore needs only the nodes")
        << passedUpTo(StepId::Devices) << StepAction::Restore << true << "";
    QTest::newRow("fabric removal needs only the nodes")
        << passedUpTo(StepId::Devices) << StepAction::UndoFabric << true << "";
    QTest::newRow("restore, not connected")
        << FlowFacts() << StepAction::Restore << false << "Connect to every node";
    QTest::newRow("key, connected")
        << passedUpTo(StepId::Devices) << StepAction::InstallKey << true << "";
    QTest::newRow("key, not connected")
        << FlowFacts() << StepAction::InstallKey << false << "Connect to every node";
    QTest::newRow("device checks on the nodes that answered")
        << partly << StepAction::DeviceChecks << true << "";
    QTest::newRow("cabling needs every node")
        << partly << StepAction::Cabling << false << "Connect to every node";
    QTest::newRow("verify after restore") << with(all, StepId::Apply, StepOutcome::Undone)
                                          << StepAction::Verify << false << "was restored";
    QTest::newRow("bandwidth after restore: verify is stale")
        << stale(with(all, StepId::Apply, StepOutcome::Undone), StepId::Verify, StepId::Apply)
        << StepAction::Bandwidth << false << "Verify (step 7) is out of date";
    QTest::newRow("bandwidth after the fabric was removed")
        << stale(
               with(all, StepId::SshFabric, StepOutcome::Undone), StepId::Verify, StepId::SshFabric)
        << StepAction::Bandwidth << false << "SSH fabric (step 6) changed";
    QTest::newRow("apply a stale plan") << stale(all, StepId::NetworkPlan, StepId::Cabling)
                                        << StepAction::Apply << false << "out of date";
    QTest::newRow("fabric after another plan: apply is stale")
        << stale(all, StepId::Apply, StepId::NetworkPlan) << StepAction::SshFabric << false
        << "Apply (step 5) is out of date";
    QTest::newRow("plan after cabling of other nodes")
        << stale(all, StepId::Cabling, StepId::Devices) << StepAction::NetworkPlan << false
        << "Cabling (step 3) is out of date";
    QTest::newRow("cli bandwidth takes earlier steps as done")
        << cliBandwidth << StepAction::Bandwidth << true << "";
    QTest::newRow("cli bandwidth after a saved restore") << stale(
        with(cliBandwidth, StepId::Apply, StepOutcome::Undone), StepId::Verify, StepId::Apply)
                                                         << StepAction::Bandwidth << false
                                                         << "out of date";
    QTest::newRow("cli verify after a saved fabric removal")
        << with(cliBandwidth, StepId::SshFabric, StepOutcome::Undone) << StepAction::Verify << false
        << "was removed";
}

void TestStepGate::actions()
{
    QFETCH(FlowFacts, facts);
    QFETCH(StepAction, action);
    QFETCH(bool, ready);
    QFETCH(QString, reason);
    const Readiness got = StepGate::readiness(action, facts);
    QCOMPARE(got.ready, ready);
    QVERIFY2(ready ? got.reason.isEmpty() : got.reason.contains(reason), qPrintable(got.reason));
}

void TestStepGate::everyActionHasARowAndAnAnswer()
{
    // Every action has its row, in StepAction order, reporting to a page; the gate answers for
    // each with a reason whenever it refuses: the GUI and tandem-cli ask the same function.
    for (StepAction action : allStepActions) {
        const StepRow &row = StepTable::row(action);
        QCOMPARE(row.action, action);
        QVERIFY(row.slot != StepId::Report);
        QVERIFY(row.make);
        for (const FlowFacts &facts :
             {FlowFacts(), passedUpTo(StepId::Cabling), passedUpTo(StepId::Bandwidth)}) {
            const Readiness answer = StepGate::readiness(action, facts);
            QVERIFY(answer.ready || !answer.reason.isEmpty());
        }
    }
}

void TestStepGate::honestStateInAWorkflow()
{
    Workflow workflow(
        [](const NodeAddress &address, const Credentials &, QObject *parent) -> NodeRunner * {
            auto *runner = new Test::FakeNodeRunner(address.name, parent);
            runner->respondToOthers(0);
            return runner;
        });
    // A session that set up the cluster earlier: plan, apply, fabric and verify passed.
    WorkflowState state;
    state.nodes = {
        {QStringLiteral("a"), QStringLiteral("198.18.0.11"), 22, QStringLiteral("nvidia"), {}, {}},
        {QStringLiteral("b"), QStringLiteral("198.18.0.12"), 22, QStringLiteral("nvidia"), {}, {}}};
    state.plan.nodes = {NodePlan{QStringLiteral("a"), {}}, NodePlan{QStringLiteral("b"), {}}};
    for (StepId step : {StepId::Devices,
                        StepId::Cabling,
                        StepId::NetworkPlan,
                        StepId::Apply,
                        StepId::SshFabric,
                        StepId::Verify}) {
        state.checks.insert(
            step, {Check{QStringLiteral("earlier"), {}, CheckStatus::Pass, {}, {}, {}, {}}});
        state.lineage.recordRun(step, StepLineage::stampOf(step, state));
    }
    workflow.restore(state);
    QSignalSpy finished(&workflow, &Workflow::stepFinished);
    workflow.connectAll();
    QVERIFY(finished.wait(1000));
    QVERIFY(workflow.readiness(StepAction::Verify).ready);
    QVERIFY(workflow.readiness(StepAction::Bandwidth).ready);

    // Removing the fabric: verify's result no longer holds, and the sidebar must not show
    // the fabric green.
    workflow.undoFabric();
    QTRY_VERIFY_WITH_TIMEOUT(!workflow.isRunning(StepId::SshFabric), 5000);
    FlowFacts facts = StepGate::factsOf(workflow);
    QCOMPARE(facts.of(StepId::SshFabric), StepOutcome::Undone);
    QCOMPARE(facts.of(StepId::Verify), StepOutcome::Stale);
    QVERIFY(workflow.readiness(StepAction::Verify).reason.contains(QLatin1String("was removed")));
    QVERIFY(
        workflow.readiness(StepAction::Bandwidth).reason.contains(QLatin1String("out of date")));

    // A refused start records nothing and keeps the results.
    QSignalSpy refused(&workflow, &Workflow::stepRefused);
    workflow.runVerify();
    QCOMPARE(refused.size(), 1);
    QCOMPARE(workflow.session().checks.value(StepId::Verify).constFirst().id,
             QStringLiteral("earlier"));

    // Restore: verify is refused for the applied network being gone.
    workflow.restoreNetwork();
    QTRY_VERIFY_WITH_TIMEOUT(!workflow.isRunning(StepId::Apply), 5000);
    facts = StepGate::factsOf(workflow);
    QCOMPARE(facts.of(StepId::Apply), StepOutcome::Undone);
    QVERIFY(workflow.readiness(StepAction::Verify).reason.contains(QLatin1String("was restored")));
    QVERIFY(!workflow.readiness(StepAction::Bandwidth).ready);
    // The state file keeps it: a session resumed later says the same.
    Workflow resumed(Test::fakeRunnerFactory());
    const auto reloaded = WorkflowState::fromJson(workflow.state().toJson());
    QVERIFY(reloaded);
    resumed.restore(*reloaded);
    QCOMPARE(StepGate::factsOf(resumed).of(StepId::Verify), StepOutcome::Stale);
}

QTEST_GUILESS_MAIN(TestStepGate)
#include "tst_stepgate.moc"
