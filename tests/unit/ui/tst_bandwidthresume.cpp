// SPDX-License-Identifier: GPL-3.0-or-later
// A resumed Bandwidth page is the last run as it was: its settings back in the fields (not the
// defaults), and a run that was cancelled says so instead of "not run yet" over its rows.
#include "checkbanner.h"
#include "fakenoderunner.h"
#include "fullstate.h"
#include "models/bandwidthtablemodel.h"
#include "pages/bandwidthpage.h"
#include "steps/flow/workflow.h"
#include "translations.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Ui;

class TestBandwidthResume final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void theLastRunComesBack_data();
    void theLastRunComesBack();
};

void TestBandwidthResume::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    Translations::install(QStringLiteral("en"));
}

void TestBandwidthResume::theLastRunComesBack_data()
{
    QTest::addColumn<bool>("soak");
    QTest::addColumn<bool>("cancelled");
    QTest::addColumn<QString>("verdict"); // how the verdict banner starts
    QTest::newRow("sweep that passed") << false << false << "";
    QTest::newRow("sweep cancelled") << false << true << "Cancelled: the last run was ended";
    QTest::newRow("soak cancelled") << true << true << "Cancelled: the last run was ended";
}

void TestBandwidthResume::theLastRunComesBack()
{
    QFETCH(bool, soak);
    QFETCH(bool, cancelled);
    QFETCH(QString, verdict);
    WorkflowState state = Test::fullState();
    TestSpec &spec = state.bandwidth.spec;
    spec.op = QStringLiteral("all_reduce");
    spec.minBytes = 64;
    spec.maxBytes = qint64(4) << 20;
    spec.factor = 4;
    spec.thresholdGBps = 12.5;
    if (soak) {
        spec.tool = BandwidthTool::Probe;
        spec.soakSeconds = 45;
        spec.probeBackend = QStringLiteral("mpi");
    }
    state.bandwidth.cancelled = cancelled;
    if (cancelled) // what a cancelled run leaves: no verdict of its own
        state.checks.remove(StepId::Bandwidth);
    Workflow workflow(Test::quietRunners());
    BandwidthPage page(&workflow);
    const auto back = WorkflowState::fromJson(state.toJson());
    QVERIFY2(back, qPrintable(back ? QString() : back.error().toString()));
    workflow.restore(*back);

    auto *tool = page.findChild<QComboBox *>(QStringLiteral("toolBox"));
    auto *op = page.findChild<QComboBox *>(QStringLiteral("opBox"));
    QVERIFY(tool && op);
    QCOMPARE(BandwidthTool(tool->currentData().toInt()), spec.tool);
    QCOMPARE(op->currentText(), spec.op);
    QCOMPARE(page.findChild<QLineEdit *>(QStringLiteral("minBytes"))->text(), QStringLiteral("64"));
    QCOMPARE(page.findChild<QLineEdit *>(QStringLiteral("maxBytes"))->text(), QStringLiteral("4M"));
    QCOMPARE(page.findChild<QSpinBox *>(QStringLiteral("factor"))->value(), 4);
    if (soak)
        QCOMPARE(page.findChild<QSpinBox *>(QStringLiteral("soakSeconds"))->value(), 45);
    QCOMPARE(page.findChild<QDoubleSpinBox *>(QStringLiteral("threshold"))->value(), 12.5);
    const QString shown = page.verdictBanner()->text();
    QVERIFY2(!shown.contains(QStringLiteral("not run yet")), qPrintable(shown));
    if (!verdict.isEmpty()) {
        QVERIFY2(shown.startsWith(verdict), qPrintable(shown));
        QCOMPARE(page.verdictBanner()->status(), CheckStatus::Skipped);
    }
}

QTEST_MAIN(TestBandwidthResume)
#include "tst_bandwidthresume.moc"
