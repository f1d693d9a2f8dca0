// SPDX-License-Identifier: GPL-3.0-or-later
#include "bandwidthplot.h"
#include "checkbanner.h"
#include "fakenoderunner.h"
#include "hangingnoderunner.h"
#include "models/bandwidthtablemodel.h"
#include "nccl/collectives.h"
#include "pages/bandwidthpage.h"
#include "steps/bandwidth/bandwidthstep.h"
#include "steps/flow/workflow.h"
#include "util/units.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Ui;

class TestBandwidthPage final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void withoutPlanSaysWhy();
    void controlsMakeTheSpec();
    void offersTheOneListOfCollectives();
    void rowsReachThePlot();
    void samplesReachTheTable();
    void soakSaysTimeLeft();
    void environmentField_data();
    void environmentField();
    void banners_data();
    void banners();
    void stallIsShownWhileRunning();
};

void TestBandwidthPage::withoutPlanSaysWhy()
{
    Workflow workflow(Test::fakeRunnerFactory());
    BandwidthPage page(&workflow);
    QVERIFY2(page.commandView()->toPlainText().contains(QLatin1String("network plan")),
             qPrintable(page.commandView()->toPlainText()));
    auto *run = page.findChild<QPushButton *>(QStringLiteral("runButton"));
    QVERIFY(run);
    QVERIFY(!run->isEnabled());
    QVERIFY(!page.cancelButton()->isEnabled());
}

void TestBandwidthPage::controlsMakeTheSpec()
{
    Workflow workflow(Test::fakeRunnerFactory());
    BandwidthPage page(&workflow);
    page.findChild<QComboBox *>(QStringLiteral("opBox"))
        ->setCurrentText(QStringLiteral("all_reduce"));
    page.findChild<QLineEdit *>(QStringLiteral("minBytes"))->setText(QStringLiteral("64K"));
    page.findChild<QLineEdit *>(QStringLiteral("maxBytes"))->setText(QStringLiteral("16G"));
    const TestSpec spec = page.spec();
    QCOMPARE(spec.op, QStringLiteral("all_reduce"));
    QCOMPARE(spec.minBytes, 65536);
    QCOMPARE(spec.maxBytes, qint64(16) << 30);
    QCOMPARE(spec.tool, BandwidthTool::NcclTests);
    QCOMPARE(parseSize(QStringLiteral("x")), std::nullopt);
}

void TestBandwidthPage::offersTheOneListOfCollectives()
{
    // The page and MpirunCommand share Collectives::all(); tst_mpiruncommand runs each of them.
    Workflow workflow(Test::fakeRunnerFactory());
    BandwidthPage page(&workflow);
    const auto *ops = page.findChild<QComboBox *>(QStringLiteral("opBox"));
    QVERIFY(ops);
    QStringList offered;
    for (int i = 0; i < ops->count(); ++i)
        offered << ops->itemText(i);
    QCOMPARE(offered, Collectives::all());
}

void TestBandwidthPage::rowsReachThePlot()
{
    Workflow workflow(Test::fakeRunnerFactory());
    BandwidthPage page(&workflow);
    NcclRow row;
    row.bytes = qint64(1) << 30;
    row.outOfPlace.busbw = 23.7;
    row.inPlace.busbw = 23.9;
    Q_EMIT workflow.bandwidthRow(row);
    QTRY_COMPARE(page.plot()->drawnLast(BandwidthPlot::InPlace).value_or(QPointF()),
                 QPointF(double(row.bytes), 23.9));
    QCOMPARE(page.plot()->drawnLast(BandwidthPlot::OutOfPlace).value_or(QPointF()),
             QPointF(double(row.bytes), 23.7));
}

// A soak says in the verdict banner how far it is and how long it has left, and stops when the
// run ends.
void TestBandwidthPage::soakSaysTimeLeft()
{
    Workflow workflow(Test::fakeRunnerFactory());
    BandwidthPage page(&workflow);
    auto *tool = page.findChild<QComboBox *>(QStringLiteral("toolBox"));
    tool->setCurrentIndex(tool->findData(int(BandwidthTool::Probe)));
    page.findChild<QSpinBox *>(QStringLiteral("soakSeconds"))->setValue(60);
    Q_EMIT workflow.stepStarted(StepId::Bandwidth);
    ProbeSample sample;
    sample.bytes = qint64(1) << 30;
    sample.busbw = 23.5;
    sample.t = 15.4;
    Q_EMIT workflow.bandwidthSample(sample);
    QCOMPARE(page.verdictBanner()->status(), CheckStatus::Running);
    QVERIFY2(
        page.verdictBanner()->text().startsWith(QLatin1String("Soak: 15 s of 60 s, 45 s left.")),
        qPrintable(page.verdictBanner()->text()));
    Q_EMIT workflow.stepFinished(StepId::Bandwidth);
    const QString after = page.verdictBanner()->text();
    sample.t = 30;
    Q_EMIT workflow.bandwidthSample(sample);
    QCOMPARE(page.verdictBanner()->text(), after);
}

void TestBandwidthPage::samplesReachTheTable()
{
    Workflow workflow(Test::fakeRunnerFactory());
    BandwidthPage page(&workflow);
    ProbeSample sample;
    sample.bytes = 4096;
    sample.busbw = 0.25;
    sample.t = 1.5;
    Q_EMIT workflow.bandwidthSample(sample);
    QCOMPARE(page.rows()->rowCount(), 1);
    QCOMPARE(page.rows()
                 ->index(0, BandwidthTableModel::BusBw)
                 .data(BandwidthTableModel::ValueRole)
                 .toDouble(),
             0.25);
    NcclRow row;
    row.bytes = 8;
    row.outOfPlace.busbw = 0.0;
    Q_EMIT workflow.bandwidthRow(row);
    QCOMPARE(page.rows()->rowCount(), 2);
    QVERIFY(page.findChild<QTableView *>(QStringLiteral("rowsTable")));
}

void TestBandwidthPage::environmentField_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("pairs");
    QTest::addColumn<QString>("shown"); // in the command view
    QTest::newRow("empty") << QString() << 0 << QStringLiteral("network plan");
    QTest::newRow("one") << QStringLiteral("NCCL_IB_HCA=mlx5_0") << 1
                         << QStringLiteral("network plan");
    QTest::newRow("two, extra spaces") << QStringLiteral("  NCCL_ALGO=Ring   NCCL_IB_HCA=roce ")
                                       << 2 << QStringLiteral("network plan");
    QTest::newRow("no =") << QStringLiteral("NCCL_ALGO") << 0
                          << QStringLiteral("\"NCCL_ALGO\" is not NAME=VALUE");
    QTest::newRow("no name") << QStringLiteral("=Ring") << 0 << QStringLiteral("is not NAME=VALUE");
}

void TestBandwidthPage::environmentField()
{
    QFETCH(QString, text);
    QFETCH(int, pairs);
    QFETCH(QString, shown);
    Workflow workflow(Test::fakeRunnerFactory());
    BandwidthPage page(&workflow);
    page.findChild<QLineEdit *>(QStringLiteral("environment"))->setText(text);
    QCOMPARE(page.spec().environment.size(), pairs);
    QVERIFY2(page.commandView()->toPlainText().contains(shown),
             qPrintable(page.commandView()->toPlainText()));
    // The probe's backend follows the tool.
    auto *backend = page.findChild<QComboBox *>(QStringLiteral("probeBackend"));
    QVERIFY(!backend->isEnabled());
    page.findChild<QComboBox *>(QStringLiteral("toolBox"))->setCurrentIndex(1);
    QVERIFY(backend->isEnabled());
    backend->setCurrentText(QStringLiteral("mpi"));
    QCOMPARE(page.spec().probeBackend, QStringLiteral("mpi"));
    QCOMPARE(page.spec().thresholdGBps, 0.0); // the topology's default
    page.findChild<QDoubleSpinBox *>(QStringLiteral("threshold"))->setValue(0.05);
    QCOMPARE(page.spec().thresholdGBps, 0.05);
    QCOMPARE(page.spec().tool, BandwidthTool::Probe);
}

void TestBandwidthPage::banners_data()
{
    QTest::addColumn<QList<Check>>("checks");
    QTest::addColumn<int>("transport");
    QTest::addColumn<QString>("transportText");
    QTest::addColumn<int>("verdict");
    QTest::addColumn<QString>("verdictText");

    const auto check = [](const char *id, CheckStatus status, const char *detail) {
        Check c;
        c.id = QString::fromLatin1(id);
        c.title = BandwidthStep::title(c.id);
        c.status = status;
        c.detail = QString::fromLatin1(detail);
        return c;
    };
    const Check run = check("bandwidth.run", CheckStatus::Pass, "28 row(s) from all_gather_perf.");
    const Check twins = check("bandwidth.twins", CheckStatus::Pass, "both twins");
    QTest::newRow("all pass")
        << QList<Check>{run,
                        check("bandwidth.transport",
                              CheckStatus::Pass,
                              "NCCL used IB over RoCE on rocep1s0f1, roceP2p1s0f1."),
                        twins,
                        check(
                            "bandwidth.threshold", CheckStatus::Pass, "busbw 23.41 GB/s at 1 GiB")}
        << int(CheckStatus::Pass) << QStringLiteral("rocep1s0f1, roceP2p1s0f1")
        << int(CheckStatus::Pass) << QStringLiteral("busbw 23.41 GB/s");
    QTest::newRow("wrong HCA")
        << QList<Check>{run,
                        check("bandwidth.transport",
                              CheckStatus::Fail,
                              "NCCL_IB_HCA=mlx5_0 names none of the plan's RoCE devices"),
                        twins,
                        check("bandwidth.threshold",
                              CheckStatus::Fail,
                              "busbw 1.09 GB/s at 64 MiB is below")}
        << int(CheckStatus::Fail) << QStringLiteral("NCCL_IB_HCA=mlx5_0") << int(CheckStatus::Fail)
        << QStringLiteral("busbw 1.09 GB/s");
    QTest::newRow("MPI backend, one twin")
        << QList<Check>{run,
                        check("bandwidth.transport",
                              CheckStatus::Skipped,
                              "Not applicable: the probe's MPI backend"),
                        check("bandwidth.twins",
                              CheckStatus::Warn,
                              "One twin only: node1: rocep1s0f1 (not roceP2p1s0f1)."),
                        check("bandwidth.threshold", CheckStatus::Pass, "busbw 0.16 GB/s")}
        << int(CheckStatus::Skipped) << QStringLiteral("Not applicable") << int(CheckStatus::Warn)
        << QStringLiteral("One twin only");
    QTest::newRow("hung") << QList<Check>{check(
        "bandwidth.run", CheckStatus::Fail, "No result within 15 s: the run hung")}
                          << int(CheckStatus::Skipped) << QStringLiteral("did not get that far")
                          << int(CheckStatus::Fail) << QStringLiteral("the run hung");
}

void TestBandwidthPage::banners()
{
    QFETCH(QList<Check>, checks);
    QFETCH(int, transport);
    QFETCH(QString, transportText);
    QFETCH(int, verdict);
    QFETCH(QString, verdictText);
    Workflow workflow(Test::fakeRunnerFactory());
    BandwidthPage page(&workflow);
    QCOMPARE(page.verdictBanner()->status(), CheckStatus::Pending);
    Q_EMIT workflow.stepStarted(StepId::Bandwidth);
    QCOMPARE(page.verdictBanner()->status(), CheckStatus::Running);
    WorkflowState state;
    state.checks.insert(StepId::Bandwidth, checks);
    workflow.restore(state);
    Q_EMIT workflow.stepFinished(StepId::Bandwidth);
    QCOMPARE(int(page.transportBanner()->status()), transport);
    QVERIFY2(page.transportBanner()->text().contains(transportText),
             qPrintable(page.transportBanner()->text()));
    QCOMPARE(int(page.verdictBanner()->status()), verdict);
    QVERIFY2(page.verdictBanner()->text().contains(verdictText),
             qPrintable(page.verdictBanner()->text()));
    QVERIFY(!page.cancelButton()->isEnabled());
}

void TestBandwidthPage::stallIsShownWhileRunning()
{
    // The lab's `fault mpirun-hang`: the run prints its header and nothing more. The page must
    // say it stalled, and what to do, instead of "0 of 1 checks done" until the hang timeout.
    Workflow workflow([](const NodeAddress &node, const Credentials &, QObject *parent) {
        return new Test::HangingNodeRunner(node.name, parent);
    });
    workflow.restore(Test::verifiedPairState());
    BandwidthPage page(&workflow);
    workflow.connectAll();
    QTRY_VERIFY(workflow.allConnected() && !workflow.isRunning(StepId::Devices));

    workflow.runBandwidth(page.spec());
    QTRY_VERIFY(workflow.isRunning(StepId::Bandwidth));
    QVERIFY2(page.statusText().contains(QLatin1String("0 of 1 checks done")),
             qPrintable(page.statusText()));
    // Every second it says how long it has run: a hung sweep was silent until the stall.
    QTRY_VERIFY_WITH_TIMEOUT(page.verdictBanner()->text().contains(QLatin1String("1 s so far")),
                             3000);
    auto *step = workflow.findChild<BandwidthStep *>();
    QVERIFY(step);
    // From the sizes (1 GiB by default); shortened here so the test need not wait minutes.
    QCOMPARE(step->stallTimeout(), std::chrono::milliseconds(161'000));
    step->setStallTimeout(std::chrono::milliseconds(50));
    QTRY_VERIFY2(page.statusText().startsWith(QLatin1String("Stalled:")),
                 qPrintable(page.statusText()));
    QVERIFY(workflow.isRunning(StepId::Bandwidth));
    QVERIFY2(page.statusText().contains(QLatin1String("looks hung")),
             qPrintable(page.statusText()));
    QVERIFY2(page.statusText().contains(QLatin1String("Cancel")), qPrintable(page.statusText()));
    QCOMPARE(page.verdictBanner()->status(), CheckStatus::Warn);
    QVERIFY2(page.verdictBanner()->text().contains(QLatin1String("stalled")),
             qPrintable(page.verdictBanner()->text()));
    bool listed = false;
    for (const Check &check : workflow.session().checks.value(StepId::Bandwidth))
        listed |= BandwidthStep::isStall(check) && !check.fix.isEmpty();
    QVERIFY(listed);

    page.cancelButton()->click();
    QTRY_VERIFY(!workflow.isRunning(StepId::Bandwidth));
    QCOMPARE(page.verdictBanner()->status(), CheckStatus::Skipped);
    // A cancelled run is not a failed one: nothing of the step says Fail.
    for (const Check &check : workflow.session().checks.value(StepId::Bandwidth)) {
        if (check.id == QLatin1String("bandwidth.run"))
            QCOMPARE(check.status, CheckStatus::Skipped);
    }
}

QTEST_MAIN(TestBandwidthPage)
#include "tst_bandwidthpage.moc"
