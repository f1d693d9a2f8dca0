// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/steplineage.h"
#include "session/workflowstate.h"

#include <QTest>

using namespace Tandem;

namespace {

// A session that ran every step once, in order, each with the stamp its content gives.
StepLineage ranInOrder(WorkflowState &state)
{
    StepLineage lineage;
    for (StepId step : allStepIds)
        lineage.recordRun(step, StepLineage::stampOf(step, state));
    return lineage;
}

WorkflowState twoNodes()
{
    WorkflowState state;
    state.nodes = {
        {QStringLiteral("a"), QStringLiteral("198.18.0.11"), 22, QStringLiteral("nvidia"), {}, {}},
        {QStringLiteral("b"), QStringLiteral("198.18.0.12"), 22, QStringLiteral("nvidia"), {}, {}}};
    state.topologyKind = TopologyKind::Direct;
    state.topologySummary = QStringLiteral("2 nodes, direct cable");
    state.netplanYaml.insert(QStringLiteral("a"), QStringLiteral("network: {version: 2}\n"));
    return state;
}

} // namespace

class TestStepLineage final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void freshRunIsNotStale();
    void changes_data();
    void changes();
    void sameContentKeepsResults();
    void jsonRoundTrip();
    void replacedHostKeyOutdatesTheFabric();
    void garbageIsDropped();
};

void TestStepLineage::freshRunIsNotStale()
{
    WorkflowState state = twoNodes();
    const StepLineage lineage = ranInOrder(state);
    for (StepId step : allStepIds)
        QVERIFY2(!lineage.staleBecause(step), qPrintable(WorkflowState::stepKey(step)));
    QVERIFY(!StepLineage().staleBecause(StepId::Bandwidth)); // no record: never stale
}

void TestStepLineage::changes_data()
{
    QTest::addColumn<int>("changed"); // StepId run again with another outcome, or undone
    QTest::addColumn<bool>("undo");
    QTest::addColumn<QList<int>>("stale");      // results that become stale
    QTest::addColumn<QList<int>>("stillFresh"); // results that do not

    const auto ids = [](std::initializer_list<StepId> steps) {
        QList<int> list;
        for (StepId step : steps)
            list << int(step);
        return list;
    };
    QTest::newRow("restore") << int(StepId::Apply) << true
                             << ids({StepId::Verify, StepId::Bandwidth})
                             << ids({StepId::NetworkPlan, StepId::SshFabric, StepId::DeviceChecks});
    QTest::newRow("fabric removed")
        << int(StepId::SshFabric) << true << ids({StepId::Verify, StepId::Bandwidth})
        << ids({StepId::Apply, StepId::NetworkPlan});
    QTest::newRow("apply again") << int(StepId::Apply) << false
                                 << ids({StepId::Verify, StepId::Bandwidth})
                                 << ids({StepId::SshFabric});
    QTest::newRow("another plan")
        << int(StepId::NetworkPlan) << false
        << ids({StepId::Apply, StepId::SshFabric, StepId::Verify, StepId::Bandwidth})
        << ids({StepId::Cabling});
    QTest::newRow("other cabling") << int(StepId::Cabling) << false
                                   << ids({StepId::NetworkPlan, StepId::Apply, StepId::Bandwidth})
                                   << ids({StepId::DeviceChecks});
}

void TestStepLineage::changes()
{
    QFETCH(int, changed);
    QFETCH(bool, undo);
    QFETCH(QList<int>, stale);
    QFETCH(QList<int>, stillFresh);
    WorkflowState state = twoNodes();
    StepLineage lineage = ranInOrder(state);
    const StepId step = StepId(changed);
    if (undo) {
        lineage.recordUndo(step);
    } else {
        // Another outcome: another plan file, another topology, another apply run.
        state.netplanYaml.insert(QStringLiteral("b"),
                                 QStringLiteral("network: {version: 2, renderer: networkd}\n"));
        state.topologySummary = QStringLiteral("2 nodes, one cable on the wrong port");
        lineage.recordRun(step, StepLineage::stampOf(step, state));
    }
    for (int s : std::as_const(stale))
        QVERIFY2(lineage.staleBecause(StepId(s)), qPrintable(WorkflowState::stepKey(StepId(s))));
    for (int s : std::as_const(stillFresh))
        QVERIFY2(!lineage.staleBecause(StepId(s)), qPrintable(WorkflowState::stepKey(StepId(s))));
    QVERIFY(!lineage.staleBecause(step)); // the step itself is what changed
}

void TestStepLineage::sameContentKeepsResults()
{
    WorkflowState state = twoNodes();
    StepLineage lineage = ranInOrder(state);
    // The plan made again from the same cabling is the same plan; connecting again to the
    // same machines changes nothing; verify again with the same findings neither.
    for (StepId step : {StepId::NetworkPlan, StepId::Devices, StepId::Cabling, StepId::Verify})
        lineage.recordRun(step, StepLineage::stampOf(step, state));
    for (StepId step : allStepIds)
        QVERIFY2(!lineage.staleBecause(step), qPrintable(WorkflowState::stepKey(step)));
    // A step whose every run is a new fact about the nodes is never the same twice.
    QVERIFY(StepLineage::stampOf(StepId::Apply, state)
            != StepLineage::stampOf(StepId::Apply, state));
}

void TestStepLineage::jsonRoundTrip()
{
    WorkflowState state = twoNodes();
    StepLineage lineage = ranInOrder(state);
    lineage.recordUndo(StepId::Apply);
    const StepLineage back = StepLineage::fromJson(lineage.toJson());
    QCOMPARE(back, lineage);
    QCOMPARE(back.staleBecause(StepId::Verify), std::optional<StepId>(StepId::Apply));

    // Through the whole state file as well.
    state.lineage = lineage;
    const auto loaded = WorkflowState::fromJson(state.toJson());
    QVERIFY(loaded);
    QCOMPARE(loaded->lineage, lineage);
}

void TestStepLineage::replacedHostKeyOutdatesTheFabric()
{
    WorkflowState state = twoNodes();
    StepLineage lineage = ranInOrder(state);
    lineage.recordHostKeyReplaced();
    // The fabric put the old key in the other nodes' known_hosts: it, verify and the bandwidth
    // run built on it are out of date; the network and what was found about the nodes are not.
    QCOMPARE(lineage.staleBecause(StepId::SshFabric), std::optional<StepId>(StepId::Devices));
    QCOMPARE(lineage.staleBecause(StepId::Verify), std::optional<StepId>(StepId::SshFabric));
    QCOMPARE(lineage.staleBecause(StepId::Bandwidth), std::optional<StepId>(StepId::Verify));
    for (StepId step : {StepId::DeviceChecks, StepId::Cabling, StepId::NetworkPlan, StepId::Apply})
        QVERIFY2(!lineage.staleBecause(step), qPrintable(WorkflowState::stepKey(step)));
    // Saved and read back, it still says so; setting the fabric up again brings it back.
    QCOMPARE(StepLineage::fromJson(lineage.toJson()), lineage);
    lineage.recordRun(StepId::SshFabric, StepLineage::stampOf(StepId::SshFabric, state));
    QVERIFY(!lineage.staleBecause(StepId::SshFabric));
    QCOMPARE(lineage.staleBecause(StepId::Verify), std::optional<StepId>(StepId::SshFabric));
}

void TestStepLineage::garbageIsDropped()
{
    const QJsonObject garbage{
        {QStringLiteral("verify"), QStringLiteral("not an object")},
        {QStringLiteral("no_such_step"),
         QJsonObject{{QStringLiteral("stamp"), QStringLiteral("x")}}},
        {QStringLiteral("apply"), QJsonObject{{QStringLiteral("stamp"), 42}}},
        {QStringLiteral("cabling"),
         QJsonObject{{QStringLiteral("stamp"), QString(5000, QLatin1Char('x'))},
                     {QStringLiteral("inputs"), QStringLiteral("[]")}}},
    };
    const StepLineage lineage = StepLineage::fromJson(garbage);
    QVERIFY(!lineage.isEmpty()); // cabling's entry is readable, its stamp cut to size
    QVERIFY(!lineage.staleBecause(StepId::Verify));
    QVERIFY(!lineage.staleBecause(StepId::Apply));
    QVERIFY(lineage.toJson()
                .value(QStringLiteral("cabling"))
                .toObject()
                .value(QStringLiteral("stamp"))
                .toString()
                .size()
            <= 64);
}

QTEST_GUILESS_MAIN(TestStepLineage)
#include "tst_steplineage.moc"
