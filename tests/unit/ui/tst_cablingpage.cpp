// SPDX-License-Identifier: GPL-3.0-or-later
// The Cabling page shows a reading of the ports. Once an apply or a restore has changed the
// nodes' network after it, the page says that the reading predates the change (the MTUs it warns
// of may be fixed by now) instead of showing it as the ports are.
#include "checkbanner.h"
#include "fakenoderunner.h"
#include "fullstate.h"
#include "pages/cablingpage.h"
#include "steps/flow/workflow.h"

#include <QTest>

using namespace Tandem;
using namespace Tandem::Ui;

class TestCablingPage final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void saysTheReadingPredatesAChange_data();
    void saysTheReadingPredatesAChange();
};

void TestCablingPage::saysTheReadingPredatesAChange_data()
{
    QTest::addColumn<int>("appliedAfter");  // seconds after the cabling step; 0: no apply
    QTest::addColumn<int>("restoredAfter"); // the same for a restore
    QTest::addColumn<QString>("said");      // empty: no note

    QTest::newRow("apply before the reading") << -60 << 0 << QString();
    QTest::newRow("apply after the reading") << 60 << 0 << "Read before the plan was applied";
    QTest::newRow("restore last") << 60 << 90 << "Read before the restore";
    QTest::newRow("apply after a restore") << 90 << 60 << "Read before the plan was applied";
    QTest::newRow("both before the reading") << -90 << -60 << QString();
}

void TestCablingPage::saysTheReadingPredatesAChange()
{
    QFETCH(int, appliedAfter);
    QFETCH(int, restoredAfter);
    QFETCH(QString, said);
    Workflow workflow(Test::quietRunners());
    CablingPage page(&workflow);
    WorkflowState state = Test::fullState();
    const QDateTime read = QDateTime::currentDateTimeUtc().addSecs(-3600);
    state.stepTimes[StepId::Cabling] = {read.addSecs(-5), read};
    state.stepTimes.remove(StepId::Apply);
    state.lastRestore.finishedAt = {};
    if (restoredAfter != 0) {
        state.lastRestore.checks = state.checks.value(StepId::Apply);
        state.lastRestore.finishedAt = read.addSecs(restoredAfter);
        state.stepTimes[StepId::Apply] = {read, read.addSecs(restoredAfter)};
    }
    if (appliedAfter != 0 && (restoredAfter == 0 || appliedAfter > restoredAfter))
        state.stepTimes[StepId::Apply] = {read, read.addSecs(appliedAfter)};
    workflow.restore(state);
    auto *note = page.findChild<CheckBanner *>(QStringLiteral("cablingReadBefore"));
    QVERIFY(note);
    QCOMPARE(note->isVisibleTo(&page), !said.isEmpty());
    if (!said.isEmpty()) {
        QVERIFY2(note->text().startsWith(said), qPrintable(note->text()));
        QCOMPARE(note->status(), CheckStatus::Warn);
    }
}

QTEST_MAIN(TestCablingPage)
#include "tst_cablingpage.moc"
