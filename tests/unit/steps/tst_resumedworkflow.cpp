// SPDX-License-Identifier: GPL-3.0-or-later
// A resumed session's Workflow holds what the pages draw (cabling, topology, verify grids,
// plan options), and plans again from the saved cabling with the saved options.
#include "fakenoderunner.h"
#include "fullstate.h"
#include "resultcheck.h"
#include "session/workflowstate.h"
#include "steps/flow/workflow.h"

#include <QSignalSpy>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Test;

class TestResumedWorkflow final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void workflowCarriesPagesPart();
    void resumedSessionPlansAgainWithItsOptions();
};

void TestResumedWorkflow::workflowCarriesPagesPart()
{
    const WorkflowState state = Test::fullState();
    Workflow workflow(Test::fakeRunnerFactory());
    QSignalSpy restored(&workflow, &Workflow::restored);
    workflow.restore(state);
    QCOMPARE(restored.count(), 1);
    QCOMPARE(workflow.session().cabling, state.cabling);
    QCOMPARE(workflow.session().pingMatrix, state.pingMatrix);
    QCOMPARE(workflow.session().sshMatrix, state.sshMatrix);
    QCOMPARE(workflow.session().topology.kind, TopologyKind::Direct);
    QCOMPARE(workflow.session().topology.cables, state.topology.cables);
    QCOMPARE(workflow.session().topology.warnings, state.topology.warnings);
    QCOMPARE(workflow.session().topology.summary, state.topologySummary);
    QCOMPARE(workflow.session().planOptions, state.planOptions);

    const WorkflowState back = workflow.state();
    QCOMPARE(back.cabling, state.cabling);
    QCOMPARE(back.pingMatrix, state.pingMatrix);
    QCOMPARE(back.sshMatrix, state.sshMatrix);
    QCOMPARE(back.topology.cables, state.topology.cables);
    QCOMPARE(back.topologySummary, state.topologySummary);
    QCOMPARE(back.planOptions, state.planOptions);

    // A state made by hand with the report's topology only still gives Workflow its kind.
    WorkflowState reportOnly;
    reportOnly.nodes = state.nodes;
    reportOnly.topologyKind = TopologyKind::Ring;
    reportOnly.topologySummary = QStringLiteral("3 nodes in a ring");
    workflow.restore(reportOnly);
    QCOMPARE(workflow.session().topology.kind, TopologyKind::Ring);
    QCOMPARE(workflow.session().topology.summary, reportOnly.topologySummary);
    QVERIFY(workflow.session().cabling.isEmpty());
    QVERIFY(workflow.session().pingMatrix.nodes.isEmpty());
}

void TestResumedWorkflow::resumedSessionPlansAgainWithItsOptions()
{
    // Reconnected after Resume, the plan is made again from the saved cabling and with the
    // saved options, without running the cabling step again: the same plan, MTU 9000 kept.
    const WorkflowState saved = Test::fullState();
    const auto loaded = WorkflowState::fromJson(saved.toJson());
    TANDEM_VERIFY_RESULT(loaded);
    Workflow workflow(
        [](const NodeAddress &node, const Credentials &, QObject *parent) -> NodeRunner * {
            auto *runner = new FakeNodeRunner(node.name, parent);
            runner->respondToOthers(0);
            return runner;
        });
    workflow.restore(*loaded);
    QSignalSpy finished(&workflow, &Workflow::stepFinished);
    workflow.connectAll();
    QVERIFY(finished.wait(1000));
    QVERIFY(workflow.allConnected());
    workflow.runNetworkPlan(workflow.session().planOptions);
    QTRY_VERIFY_WITH_TIMEOUT(!workflow.isRunning(StepId::NetworkPlan), 5000);
    const QList<Check> checks = workflow.session().checks.value(StepId::NetworkPlan);
    QVERIFY(!checks.isEmpty());
    QCOMPARE(checks.constFirst().id, QStringLiteral("plan.addresses"));
    QVERIFY2(checks.constFirst().status == CheckStatus::Pass,
             qPrintable(checks.constFirst().detail));
    QCOMPARE(workflow.session().plan.mtu, 9000);
    QCOMPARE(workflow.session().plan, saved.plan);
}

QTEST_GUILESS_MAIN(TestResumedWorkflow)
#include "tst_resumedworkflow.moc"
