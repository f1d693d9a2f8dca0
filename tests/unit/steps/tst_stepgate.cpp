// SPDX-License-Identifier: GPL-3.0-or-later
#include "fakenoderunner.h"
#include "steps/stepgate.h"
#include "steps/workflow.h"

#include <QSignalSpy>
#include <QTest>

using namespace Tandem;

Q_DECLARE_METATYPE(Tandem::FlowFacts)

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
    QTest::newRow("checks need a connection") << nothing << StepId::DeviceChecks << false << "Connect to every node";
    QTest::newRow("cabling needs a connection") << nothing << StepId::Cabling << false << "Connect to every node";
    QTest::newRow("checks, connected") << passedUpTo(StepId::Devices) << StepId::DeviceChecks << true << "";
    QTest::newRow("cabling, connected") << passedUpTo(StepId::Devices) << StepId::Cabling << true << "";
    QTest::newRow("plan needs cabling") << passedUpTo(StepId::DeviceChecks) << StepId::NetworkPlan << false << "Run the cabling checks first";
    QTest::newRow("plan after failed cabling")
        << with(passedUpTo(StepId::Cabling), StepId::Cabling, StepOutcome::Failed) << StepId::NetworkPlan
        << false << "cabling checks failed";
    QTest::newRow("plan after cabling") << passedUpTo(StepId::Cabling) << StepId::NetworkPlan << true << "";
    QTest::newRow("plan after cabling with warnings, device checks failed")
        << with(passedUpTo(StepId::Cabling), StepId::DeviceChecks, StepOutcome::Failed) << StepId::NetworkPlan << true << "";
    QTest::newRow("apply needs a plan") << passedUpTo(StepId::Cabling) << StepId::Apply << false << "Make the network plan first";
    QTest::newRow("apply refuses a failed plan")
        << with(passedUpTo(StepId::NetworkPlan), StepId::NetworkPlan, StepOutcome::Failed) << StepId::Apply
        << false << "failed checks";
    QTest::newRow("apply after plan") << passedUpTo(StepId::NetworkPlan) << StepId::Apply << true << "";
    QTest::newRow("fabric needs apply") << passedUpTo(StepId::NetworkPlan) << StepId::SshFabric << false << "Apply the network plan first";
    QTest::newRow("fabric after failed apply")
        << with(passedUpTo(StepId::Apply), StepId::Apply, StepOutcome::Failed) << StepId::SshFabric << false << "Applying the network plan failed";
    QTest::newRow("fabric after restore")
        << with(passedUpTo(StepId::Apply), StepId::Apply, StepOutcome::Undone) << StepId::SshFabric << false << "was restored";
    QTest::newRow("fabric after apply") << passedUpTo(StepId::Apply) << StepId::SshFabric << true << "";
    QTest::newRow("verify needs the fabric") << passedUpTo(StepId::Apply) << StepId::Verify << false << "Set up the SSH fabric first";
    QTest::newRow("verify after removal")
        << with(passedUpTo(StepId::SshFabric), StepId::SshFabric, StepOutcome::Undone) << StepId::Verify << false << "was removed";
    QTest::newRow("verify after fabric") << passedUpTo(StepId::SshFabric) << StepId::Verify << true << "";
    QTest::newRow("bandwidth needs verify") << passedUpTo(StepId::SshFabric) << StepId::Bandwidth << false << "Verify the fabric first";
    QTest::newRow("bandwidth after failed verify")
        << with(passedUpTo(StepId::Verify), StepId::Verify, StepOutcome::Failed) << StepId::Bandwidth << false << "Verifying the fabric failed";
    QTest::newRow("bandwidth after verify") << passedUpTo(StepId::Verify) << StepId::Bandwidth << true << "";
    QTest::newRow("report with nothing") << nothing << StepId::Report << false << "Nothing to report";
    QTest::newRow("report after one step, not connected")
        << with(nothing, StepId::DeviceChecks, StepOutcome::Failed) << StepId::Report << true << "";
    QTest::newRow("resumed, not connected") << restored << StepId::Verify << false << "Connect to every node";
    QTest::newRow("resumed, connected: cabling again before the plan")
        << reconnected << StepId::NetworkPlan << false << "again in this session";
    QTest::newRow("resumed, connected: the plan again before verify")
        << reconnected << StepId::Verify << false << "Make the network plan first";
    QTest::newRow("resumed, report") << restored << StepId::Report << true << "";
    QTest::newRow("another step running") << running << StepId::Cabling << false << "Another step is running";
    QTest::newRow("this step running") << running << StepId::NetworkPlan << false << "This step is running";
    QTest::newRow("connect while a step runs") << running << StepId::Devices << false << "Another step is running";
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
    state.nodes = {{QStringLiteral("a"), QStringLiteral("198.18.0.11"), 22, QStringLiteral("nvidia"), {}, {}}};
    Check restore{QStringLiteral("restore.files"), QStringLiteral("a"), CheckStatus::Pass, {}, {}, {}, {}};
    Check failed{QStringLiteral("cabling.speed"), QStringLiteral("a"), CheckStatus::Fail, {}, {}, {}, {}};
    Check warned{QStringLiteral("device.gpu"), QStringLiteral("a"), CheckStatus::Warn, {}, {}, {}, {}};
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

QTEST_GUILESS_MAIN(TestStepGate)
#include "tst_stepgate.moc"
