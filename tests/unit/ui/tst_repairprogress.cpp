// SPDX-License-Identifier: GPL-3.0-or-later
// The Doctor page's repair line (RepairProgress) from the signals Workflow sends while a repair
// runs: each step named, Apply's countdown per node, hidden once the repair completes, and where
// it stopped when it stopped early. tst_workflow holds when Workflow sends them.
#include "fakenoderunner.h"
#include "repairprogress.h"
#include "steps/flow/workflow.h"

#include <QTest>

#include <memory>

using namespace Tandem;
using namespace Tandem::Ui;

Q_DECLARE_METATYPE(QList<Tandem::StepAction>)

class TestRepairProgress final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void follows_data();
    void follows();
    void countdownLinesPerNode();
};

void TestRepairProgress::follows_data()
{
    QTest::addColumn<bool>("begun");
    QTest::addColumn<QList<StepAction>>("steps"); // each made in turn
    QTest::addColumn<int>("ended");               // -1: not yet, 0: stopped, 1: completed
    QTest::addColumn<bool>("visible");
    QTest::addColumn<QString>("text");

    using A = StepAction;
    QTest::newRow("through to the second Doctor")
        << true << QList<A>{A::Cabling, A::NetworkPlan, A::Apply, A::Repair, A::Doctor} << 1
        << false << "";
    QTest::newRow("stopped at Apply") << true << QList<A>{A::NetworkPlan, A::Apply} << 0 << true
                                      << "The repair stopped while applying the plan on every node";
    QTest::newRow("stopped at the file repairs")
        << true << QList<A>{A::Repair} << 0 << true
        << "The repair stopped while changing files, each copied beside itself first";
    QTest::newRow("under way, the cabling read again")
        << true << QList<A>{A::Cabling} << -1 << true
        << "Repair: reading the cabling and the ports' MTUs again";
    QTest::newRow("refused before any step")
        << true << QList<A>{} << 0 << true << "The repair stopped while starting";
    QTest::newRow("under way") << true << QList<A>{A::NetworkPlan} << -1 << true
                               << "Repair: making the network plan again";
    QTest::newRow("not a repair") << false << QList<A>{A::Apply, A::Doctor} << -1 << false << "";
}

void TestRepairProgress::follows()
{
    QFETCH(bool, begun);
    QFETCH(QList<StepAction>, steps);
    QFETCH(int, ended);
    QFETCH(bool, visible);
    QFETCH(QString, text);

    Workflow workflow(Test::fakeRunnerFactory());
    RepairProgress progress(&workflow);
    if (begun)
        Q_EMIT workflow.repairStarted();
    for (StepAction action : std::as_const(steps))
        Q_EMIT workflow.stepCreated(action, nullptr);
    if (ended >= 0)
        Q_EMIT workflow.repairEnded(ended == 1);
    QCOMPARE(!progress.isHidden(), visible);
    if (!text.isEmpty())
        QVERIFY2(progress.text().startsWith(text), qPrintable(progress.text()));
    QCOMPARE(progress.isFollowing(), begun && ended < 0);
}

void TestRepairProgress::countdownLinesPerNode()
{
    Workflow workflow(Test::fakeRunnerFactory());
    RepairProgress progress(&workflow);
    Q_EMIT workflow.applyCountdown(QStringLiteral("node1"), 50); // no repair: ignored
    QVERIFY(progress.text().isEmpty());
    Q_EMIT workflow.repairStarted();
    Q_EMIT workflow.stepCreated(StepAction::Apply, nullptr);
    Q_EMIT workflow.applyCountdown(QStringLiteral("node2"), 30);
    Q_EMIT workflow.applyCountdown(QStringLiteral("node1"), 42);
    Q_EMIT workflow.applyCountdown(QStringLiteral("node2"), 29);
    QCOMPARE(progress.text(),
             QStringLiteral("Repair: applying the plan on every node\u2026\n"
                            "node1 reverts by itself in 42 s unless Tandem confirms it.\n"
                            "node2 reverts by itself in 29 s unless Tandem confirms it."));
    // The next step has no countdown of its own.
    Q_EMIT workflow.stepCreated(StepAction::Repair, nullptr);
    QCOMPARE(progress.text(),
             QStringLiteral("Repair: changing files, each copied beside itself first\u2026"));
}

QTEST_MAIN(TestRepairProgress)
#include "tst_repairprogress.moc"
