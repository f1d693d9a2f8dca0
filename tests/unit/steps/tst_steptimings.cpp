// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/check.h"
#include "fakenoderunner.h"
#include "steps/flow/steptimings.h"
#include "steps/flow/workflow.h"

#include <QTest>

using namespace Tandem;

// StepTimings reads the Workflow's signals; the test sends them itself, with real waits between,
// and checks what the rows and the table say (tandem-cli --timings prints that table).
class TestStepTimings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rowsFollowTheSignals();
    void tableNamesEveryNodeAndTheSpan();
};

namespace {

Check checkOf(const QString &node)
{
    Check c;
    c.id = QStringLiteral("apply.confirm");
    c.node = node;
    c.status = CheckStatus::Pass;
    return c;
}

} // namespace

void TestStepTimings::rowsFollowTheSignals()
{
    Workflow workflow(Test::fakeRunnerFactory());
    StepTimings timings(&workflow);
    Q_EMIT workflow.stepStarted(StepId::Apply);
    QTest::qWait(50);
    Q_EMIT workflow.checkChanged(StepId::Apply, checkOf(QStringLiteral("a")));
    QTest::qWait(100);
    Q_EMIT workflow.checkChanged(StepId::Apply, checkOf(QStringLiteral("b")));
    // A check without a node (a step-wide one) is no node's time.
    Q_EMIT workflow.checkChanged(StepId::Apply, checkOf(QString()));
    Q_EMIT workflow.stepFinished(StepId::Apply);
    Q_EMIT workflow.stepStarted(StepId::Verify);

    QCOMPARE(timings.rows().size(), 2);
    const StepTimings::Row &apply = timings.rows().at(0);
    QCOMPARE(apply.step, StepId::Apply);
    QCOMPARE(apply.startMs, 0);
    QCOMPARE(apply.nodeMs.keys(), QStringList({QStringLiteral("a"), QStringLiteral("b")}));
    QVERIFY2(apply.nodeMs.value(QStringLiteral("a")) >= 50, "a was done after 50 ms");
    QVERIFY(apply.nodeMs.value(QStringLiteral("b"))
            >= apply.nodeMs.value(QStringLiteral("a")) + 100);
    QVERIFY(apply.wallMs >= apply.nodeMs.value(QStringLiteral("b")));
    const StepTimings::Row &verify = timings.rows().at(1);
    QCOMPARE(verify.step, StepId::Verify);
    QCOMPARE(verify.wallMs, -1); // still running
    QVERIFY(verify.startMs >= apply.wallMs);
}

void TestStepTimings::tableNamesEveryNodeAndTheSpan()
{
    Workflow workflow(Test::fakeRunnerFactory());
    StepTimings timings(&workflow);
    QVERIFY(timings.rows().isEmpty());
    Q_EMIT workflow.stepStarted(StepId::Apply);
    Q_EMIT workflow.checkChanged(StepId::Apply, checkOf(QStringLiteral("spark-one")));
    Q_EMIT workflow.stepFinished(StepId::Apply);
    Q_EMIT workflow.stepStarted(StepId::Verify);
    Q_EMIT workflow.checkChanged(StepId::Verify, checkOf(QStringLiteral("spark-two")));

    const QStringList lines = timings.table().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4); // header, two steps, total
    QVERIFY(lines.at(0).contains(QLatin1String("spark-one")));
    QVERIFY(lines.at(0).contains(QLatin1String("spark-two")));
    QVERIFY(lines.at(1).startsWith(QLatin1String("apply")));
    QVERIFY(lines.at(2).startsWith(QLatin1String("verify")));
    // apply never heard of spark-two, and verify has not finished: both say "-".
    QCOMPARE(lines.at(1).split(QLatin1Char(' '), Qt::SkipEmptyParts).last(), QStringLiteral("-"));
    QCOMPARE(lines.at(2).split(QLatin1Char(' '), Qt::SkipEmptyParts).at(1), QStringLiteral("-"));
    QVERIFY(lines.at(3).startsWith(QLatin1String("total")));
}

QTEST_GUILESS_MAIN(TestStepTimings)
#include "tst_steptimings.moc"
