// SPDX-License-Identifier: GPL-3.0-or-later
// After Resume every page draws what the saved session holds, not only its checks: the verify
// grids, the cabling details, the plan's options, the bandwidth chart and table. A plan whose
// options were changed since is marked out of date, and the results of steps that ran before
// the current plan are marked as from an earlier plan.
#include "bandwidthplot.h"
#include "checkbanner.h"
#include "checks/cablinganalysis.h"
#include "fakenoderunner.h"
#include "fullstate.h"
#include "inventory/topology.h"
#include "mainwindow.h"
#include "models/bandwidthtablemodel.h"
#include "models/checklistmodel.h"
#include "pages/applypage.h"
#include "pages/bandwidthpage.h"
#include "pages/cablingpage.h"
#include "pages/fabricpage.h"
#include "pages/networkplanpage.h"
#include "pages/verifypage.h"
#include "rearpanelwidget.h"
#include "resultcheck.h"
#include "resumebanner.h"
#include "session/stepnames.h"
#include "steps/flow/workflow.h"
#include "translations.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Tandem;
using namespace Tandem::Ui;

namespace {

std::unique_ptr<Workflow> quietWorkflow()
{
    return std::make_unique<Workflow>(Test::quietRunners());
}

// Resumes `state` as the window does after a restart: written as JSON, read back, restored.
// False (with the reason logged) when the state does not survive the file.
bool resume(Workflow &workflow, const WorkflowState &state)
{
    const auto back = WorkflowState::fromJson(state.toJson());
    if (!back) {
        qWarning("%s", qPrintable(back.error().toString()));
        return false;
    }
    workflow.restore(*back);
    return true;
}

CheckStatus cellStatus(const QTableWidget *grid, int row, int column)
{
    const QTableWidgetItem *item = grid->item(row, column);
    return item ? CheckStatus(item->data(Qt::UserRole).toInt()) : CheckStatus::Pending;
}

// Whether a page shows its results as those of an earlier plan (or cabling): the status line
// says they are out of date, the Verify page greys its grids and the Bandwidth page's verdict
// is grey, not green. All of them or none, else the page is half current.
std::optional<bool> showsOutOfDate(ChecksPage *page)
{
    const bool status = page->statusText().startsWith(QLatin1String("Out of date:"));
    std::optional<bool> visuals = status;
    if (auto *verify = qobject_cast<VerifyPage *>(page))
        visuals = !verify->pingGrid()->isEnabled() && !verify->sshGrid()->isEnabled();
    if (auto *bandwidth = qobject_cast<BandwidthPage *>(page)) {
        // Both banners, never a green transport beside a grey verdict.
        const CheckBanner *verdict = bandwidth->verdictBanner();
        const CheckBanner *transport = bandwidth->transportBanner();
        visuals = verdict->status() == CheckStatus::Skipped
                  && verdict->text().startsWith(QLatin1String("Out of date:"))
                  && transport->status() != CheckStatus::Pass;
    }
    // The rows too: greyed icons, "Out of date" first for a screen reader, never a green pass.
    const CheckListModel *rows = page->model();
    if (rows->rowCount() > 0) {
        const bool greyed = rows->isOutOfDate()
                            && rows->index(0)
                                   .data(Qt::AccessibleTextRole)
                                   .toString()
                                   .startsWith(QLatin1String("Out of date"));
        if (greyed != status)
            return std::nullopt;
    }
    return status == *visuals ? std::optional(status) : std::nullopt;
}

} // namespace

class TestResumedPages final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void verifyGridsComeBack();
    void cablingDetailsComeBack_data();
    void cablingDetailsComeBack();
    void cablingNamesPortsWhereThePanelIsUnknown();
    void planOptionsComeBack();
    void changedOptionsMarkThePlanOutOfDate_data();
    void changedOptionsMarkThePlanOutOfDate();
    void bandwidthRunComesBack_data();
    void bandwidthRunComesBack();
    void resultsOfAnEarlierPlan_data();
    void resultsOfAnEarlierPlan();
    void resumeInTheWindowThenPlanAgain();
};

void TestResumedPages::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    Translations::install(QStringLiteral("en"));
}

void TestResumedPages::verifyGridsComeBack()
{
    auto workflow = quietWorkflow();
    VerifyPage page(workflow.get());
    QCOMPARE(page.pingGrid()->rowCount(), 0);
    QVERIFY(resume(*workflow, Test::fullState()));
    for (QTableWidget *grid : {page.pingGrid(), page.sshGrid()}) {
        QCOMPARE(grid->rowCount(), 2);
        QCOMPARE(grid->columnCount(), 2);
        QCOMPARE(grid->horizontalHeaderItem(1)->text(), QStringLiteral("node2"));
        QCOMPARE(grid->verticalHeaderItem(0)->text(), QStringLiteral("node1"));
    }
    QCOMPARE(cellStatus(page.pingGrid(), 0, 1), CheckStatus::Pass);
    QCOMPARE(cellStatus(page.pingGrid(), 1, 0), CheckStatus::Fail);
    QCOMPARE(cellStatus(page.sshGrid(), 1, 0), CheckStatus::Pass);
    QCOMPARE(page.model()->rowCount(), 2);
}

// The topology line is made again in the language of the window, not the one the session was
// saved in (it is rebuilt from the saved cables), and the checks are titled again by their
// ids: no English line on a Japanese page.
void TestResumedPages::cablingDetailsComeBack_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("topologyLine");
    QTest::newRow("en") << "en"
                        << QStringLiteral("2 nodes, direct cable: node1 right \u2194 node2 right");
    QTest::newRow("ja") << "ja" << QString();
}

void TestResumedPages::cablingDetailsComeBack()
{
    QFETCH(QString, language);
    QFETCH(QString, topologyLine);
    QVERIFY(Translations::install(language));
    const auto english = qScopeGuard([] { Translations::install(QStringLiteral("en")); });
    auto workflow = quietWorkflow();
    CablingPage page(workflow.get());
    QVERIFY(resume(*workflow, Test::fullState())); // saved with an English line
    auto *topology = page.findChild<QLabel *>(QStringLiteral("topology"));
    QCOMPARE(topology->text(), TopologyClassifier::summaryOf(Test::fullState().topology));
    if (!topologyLine.isEmpty())
        QCOMPARE(topology->text(), topologyLine);
    else
        QVERIFY2(!topology->text().contains(QStringLiteral("direct cable")),
                 qPrintable(topology->text()));
    // The checks' titles too: the saved file has another title than either language's.
    const QString port = workflow->session().checks.value(StepId::Cabling).constFirst().title;
    QCOMPARE(port, CablingAnalysis::title(QStringLiteral("cabling.port")));
    if (language == QLatin1String("en"))
        QCOMPARE(port, QStringLiteral("QSFP cable"));
    else
        QVERIFY2(port != QLatin1String("QSFP cable") && port != QLatin1String("cabling.port"),
                 qPrintable(port));
    auto *nodes = page.findChild<QComboBox *>(QStringLiteral("nodeSelector"));
    QCOMPARE(nodes->count(), 2);
    QCOMPARE(nodes->itemText(1), QStringLiteral("node2"));
    QCOMPARE(page.rearPanel()->portState(PortSide::Right), RearPanelWidget::PortState::BothTwinsUp);
    QCOMPARE(page.rearPanel()->portState(PortSide::Left), RearPanelWidget::PortState::NoCable);
    QVERIFY(!page.rearPanel()->isHidden()); // no model known: NVIDIA's drawing
}

// A model whose rear panel Tandem does not know: the node list names it, the drawing gives way
// to the ports by their interfaces, with the one that has carrier.
void TestResumedPages::cablingNamesPortsWhereThePanelIsUnknown()
{
    auto workflow = quietWorkflow();
    CablingPage page(workflow.get());
    WorkflowState state = Test::fullState();
    NodeFacts asus;
    asus.node = QStringLiteral("node2");
    asus.model = QStringLiteral("ASUS Ascent GX10");
    asus.modelId = QStringLiteral("asus-gx10");
    state.facts = {asus};
    QVERIFY(resume(*workflow, state));
    auto *nodes = page.findChild<QComboBox *>(QStringLiteral("nodeSelector"));
    QCOMPARE(nodes->itemText(0), QStringLiteral("node1"));
    QCOMPARE(nodes->itemText(1), QStringLiteral("node2 (ASUS Ascent GX10)"));
    auto *ports = page.findChild<QLabel *>(QStringLiteral("portList"));
    QVERIFY(ports);
    QVERIFY(ports->isHidden());
    nodes->setCurrentIndex(1);
    QVERIFY(page.rearPanel()->isHidden());
    QVERIFY(!ports->isHidden());
    // The hint describes the Spark's back: not shown for a panel Tandem does not know.
    auto *hint = page.findChild<QLabel *>(QStringLiteral("cablingHint"));
    QVERIFY(hint && hint->isHidden());
    QVERIFY2(ports->text().contains(QLatin1String("enp1s0f1np1 + enP2p1s0f1np1: has carrier")),
             qPrintable(ports->text()));
    QVERIFY2(ports->text().contains(QLatin1String("enp1s0f0np0 + enP2p1s0f0np0: no carrier")),
             qPrintable(ports->text()));
    // For a person to look at (the build's screenshots/), as the GUI flow tests leave theirs.
    page.resize(900, 640);
    QVERIFY(QDir().mkpath(QStringLiteral("screenshots")));
    QVERIFY(page.grab().save(QStringLiteral("screenshots/cabling-asus-gx10.png")));
    nodes->setCurrentIndex(0);
    QVERIFY(!page.rearPanel()->isHidden());
    QVERIFY(!hint->isHidden());
}

void TestResumedPages::planOptionsComeBack()
{
    auto workflow = quietWorkflow();
    NetworkPlanPage page(workflow.get());
    auto *jumbo = page.findChild<QCheckBox *>(QStringLiteral("planJumbo"));
    auto *base = page.findChild<QLineEdit *>(QStringLiteral("planBase"));
    QVERIFY(!jumbo->isChecked());
    QVERIFY(resume(*workflow, Test::fullState()));
    QVERIFY(jumbo->isChecked());
    QCOMPARE(base->text(), QStringLiteral("10.55.0.0/24"));
    QCOMPARE(page.options(), Test::fullState().planOptions);
    QVERIFY(!page.isPlanOutOfDate());
    auto *text = page.findChild<QPlainTextEdit *>(QStringLiteral("planText"));
    QVERIFY(text->toPlainText().contains(QLatin1String("+network:")));

    // A plan made with another MTU (tandem-cli --mtu 9216) keeps it: the box asks for that one.
    WorkflowState other = Test::fullState();
    other.planOptions.mtu = 9216;
    QVERIFY(resume(*workflow, other));
    QVERIFY(jumbo->isChecked());
    QVERIFY2(jumbo->text().contains(QLatin1String("9216")), qPrintable(jumbo->text()));
    QCOMPARE(page.options().mtu, 9216);
    QVERIFY(!page.isPlanOutOfDate());
}

void TestResumedPages::changedOptionsMarkThePlanOutOfDate_data()
{
    QTest::addColumn<bool>("jumbo");
    QTest::addColumn<QString>("base");
    QTest::addColumn<bool>("outOfDate");
    QTest::newRow("as made") << true << "10.55.0.0/24" << false;
    QTest::newRow("same base without /24") << true << "10.55.0.0" << false;
    QTest::newRow("MTU box unticked") << false << "10.55.0.0/24" << true;
    QTest::newRow("other base") << true << "10.56.0.0/24" << true;
    QTest::newRow("other prefix") << true << "10.55.0.0/23" << true;
    QTest::newRow("base being typed") << true << "10.55." << true;
}

void TestResumedPages::changedOptionsMarkThePlanOutOfDate()
{
    QFETCH(bool, jumbo);
    QFETCH(QString, base);
    QFETCH(bool, outOfDate);
    auto workflow = quietWorkflow();
    NetworkPlanPage page(workflow.get());
    page.show();
    QVERIFY(resume(*workflow, Test::fullState()));
    auto *banner = page.findChild<CheckBanner *>(QStringLiteral("planOutOfDate"));
    QVERIFY(!banner->isVisible());
    page.findChild<QCheckBox *>(QStringLiteral("planJumbo"))->setChecked(jumbo);
    page.findChild<QLineEdit *>(QStringLiteral("planBase"))->setText(base);
    QCOMPARE(page.isPlanOutOfDate(), outOfDate);
    QCOMPARE(banner->isVisible(), outOfDate);
    if (outOfDate) {
        QVERIFY2(banner->text().contains(QLatin1String("made with other options")),
                 qPrintable(banner->text()));
        QCOMPARE(banner->status(), CheckStatus::Warn);
    }
    // Back as the plan was made: current again.
    page.findChild<QCheckBox *>(QStringLiteral("planJumbo"))->setChecked(true);
    page.findChild<QLineEdit *>(QStringLiteral("planBase"))
        ->setText(QStringLiteral("10.55.0.0/24"));
    QVERIFY(!page.isPlanOutOfDate());
    QVERIFY(!banner->isVisible());
}

void TestResumedPages::bandwidthRunComesBack_data()
{
    QTest::addColumn<bool>("soak");
    QTest::newRow("nccl-tests sweep") << false;
    QTest::newRow("probe soak") << true;
}

void TestResumedPages::bandwidthRunComesBack()
{
    QFETCH(bool, soak);
    WorkflowState state = Test::fullState();
    if (soak) {
        BandwidthRecord &bw = state.bandwidth;
        bw.rows.clear();
        bw.spec.tool = BandwidthTool::Probe;
        bw.spec.soakSeconds = 60;
        bw.thresholdGBps = 0.1;
        for (int i = 0; i < 500; ++i) {
            ProbeSample sample;
            sample.t = 0.1 * (i + 1);
            sample.bytes = 1 << 20;
            sample.busbw = 0.2 + 0.001 * i;
            bw.samples.append(sample);
        }
    }
    auto workflow = quietWorkflow();
    BandwidthPage page(workflow.get());
    QVERIFY(resume(*workflow, state));
    const BandwidthRecord &bw = state.bandwidth;
    QCOMPARE(page.plot()->mode(), soak ? BandwidthPlot::Mode::Soak : BandwidthPlot::Mode::Sweep);
    QCOMPARE(page.rows()->mode(),
             soak ? BandwidthTableModel::Mode::Soak : BandwidthTableModel::Mode::Sweep);
    QCOMPARE(page.rows()->rowCount(), soak ? 500 : 3);
    QCOMPARE(page.plot()->series(BandwidthPlot::OutOfPlace).appended(), soak ? 500 : 3);
    page.plot()->replotNow();
    if (soak) {
        QCOMPARE(page.plot()->drawnLast(BandwidthPlot::OutOfPlace).value_or(QPointF()),
                 QPointF(bw.samples.t.constLast(), bw.samples.busbw.constLast()));
        QCOMPARE(page.rows()
                     ->index(499, BandwidthTableModel::SoakBusBw)
                     .data(BandwidthTableModel::ValueRole)
                     .toDouble(),
                 bw.samples.busbw.constLast());
    } else {
        const NcclRow &last = bw.rows.constLast();
        QCOMPARE(page.plot()->drawnLast(BandwidthPlot::InPlace).value_or(QPointF()),
                 QPointF(double(last.bytes), *last.inPlace.busbw));
        QCOMPARE(page.rows()
                     ->index(2, BandwidthTableModel::BusBw)
                     .data(BandwidthTableModel::ValueRole)
                     .toDouble(),
                 *last.outOfPlace.busbw);
        QCOMPARE(page.rows()
                     ->index(0, BandwidthTableModel::Size)
                     .data(BandwidthTableModel::ValueRole)
                     .toLongLong(),
                 bw.rows.constFirst().bytes);
    }
    QCOMPARE(page.verdictBanner()->status(), CheckStatus::Pass);

    // Resuming a session without a run leaves nothing of the previous one.
    QVERIFY(resume(*workflow, WorkflowState{}));
    QCOMPARE(page.rows()->rowCount(), 0);
    QCOMPARE(page.plot()->series(BandwidthPlot::OutOfPlace).appended(), 0);
}

void TestResumedPages::resultsOfAnEarlierPlan_data()
{
    QTest::addColumn<StepId>("step");
    QTest::addColumn<QString>("change"); // what is made again after the step ran
    QTest::addColumn<QString>("says");   // the step that changed, in the status; empty: current
    for (StepId step : {StepId::Apply, StepId::SshFabric, StepId::Verify, StepId::Bandwidth}) {
        const QByteArray name = StepNames::title(step).toUtf8();
        QTest::newRow(QByteArray(name + ", nothing").constData()) << step << QString() << QString();
        QTest::newRow(QByteArray(name + ", same plan again").constData())
            << step << "same plan" << QString();
        // Apply and the fabric are made from the plan; verify from apply and the fabric; the
        // bandwidth test from verify: the status names the input that changed under it.
        const StepId input = step == StepId::Verify      ? StepId::Apply
                             : step == StepId::Bandwidth ? StepId::Verify
                                                         : StepId::NetworkPlan;
        QTest::newRow(QByteArray(name + ", other plan").constData())
            << step << "other plan" << StepNames::numbered(input);
        QTest::newRow(QByteArray(name + ", other cabling").constData())
            << step << "other cabling" << StepNames::numbered(input);
    }
}

void TestResumedPages::resultsOfAnEarlierPlan()
{
    QFETCH(StepId, step);
    QFETCH(QString, change);
    QFETCH(QString, says);
    WorkflowState state = Test::fullState();
    if (change == QLatin1String("other plan"))
        state.netplanYaml[QStringLiteral("node1")] += QStringLiteral("  # mtu 1500\n");
    if (change == QLatin1String("other cabling")) {
        state.topologySummary = QStringLiteral("2 nodes, direct cable: node1 left - node2 left");
        state.lineage.recordRun(StepId::Cabling, StepLineage::stampOf(StepId::Cabling, state));
    }
    if (!change.isEmpty() && change != QLatin1String("other cabling"))
        state.lineage.recordRun(StepId::NetworkPlan,
                                StepLineage::stampOf(StepId::NetworkPlan, state));
    auto workflow = quietWorkflow();
    ApplyPage apply(workflow.get());
    FabricPage fabric(workflow.get());
    VerifyPage verify(workflow.get());
    BandwidthPage bandwidth(workflow.get());
    ChecksPage *page = step == StepId::Apply       ? static_cast<ChecksPage *>(&apply)
                       : step == StepId::SshFabric ? static_cast<ChecksPage *>(&fabric)
                       : step == StepId::Verify    ? static_cast<ChecksPage *>(&verify)
                                                   : static_cast<ChecksPage *>(&bandwidth);
    QVERIFY(resume(*workflow, state));
    QVERIFY(page->model()->rowCount() > 0); // shown either way: they are the last results
    QCOMPARE(showsOutOfDate(page), std::optional(!says.isEmpty()));
    QVERIFY2(page->statusText().contains(says), qPrintable(page->statusText()));
}

void TestResumedPages::resumeInTheWindowThenPlanAgain()
{
    // The whole path: saved to a file, offered and resumed in the window, reconnected, and the
    // plan made again from the page.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("state.json"));
    TANDEM_VERIFY_RESULT(Test::fullState().save(path));
    auto workflow = quietWorkflow();
    workflow->setStatePath(path);
    MainWindow window(workflow.get());
    window.resize(1100, 720);
    window.show();
    window.offerResume(WorkflowState::load(path), path);
    auto *banner = window.findChild<ResumeBanner *>();
    QVERIFY(banner->isOffering());
    QTest::mouseClick(banner->resumeButton(), Qt::LeftButton);

    auto *verify = qobject_cast<VerifyPage *>(window.page(StepId::Verify));
    QCOMPARE(cellStatus(verify->pingGrid(), 1, 0), CheckStatus::Fail);
    auto *cabling = qobject_cast<CablingPage *>(window.page(StepId::Cabling));
    QCOMPARE(cabling->rearPanel()->portState(PortSide::Right),
             RearPanelWidget::PortState::BothTwinsUp);
    auto *bandwidth = qobject_cast<BandwidthPage *>(window.page(StepId::Bandwidth));
    QCOMPARE(bandwidth->rows()->rowCount(), 3);
    auto *plan = qobject_cast<NetworkPlanPage *>(window.page(StepId::NetworkPlan));
    auto *jumbo = plan->findChild<QCheckBox *>(QStringLiteral("planJumbo"));
    QVERIFY(jumbo->isChecked());
    for (StepId step : {StepId::Apply, StepId::SshFabric, StepId::Verify, StepId::Bandwidth}) {
        auto *page = qobject_cast<ChecksPage *>(window.page(step));
        QVERIFY2(showsOutOfDate(page) == false, qPrintable(page->statusText()));
    }
    QCOMPARE(bandwidth->verdictBanner()->status(), CheckStatus::Pass);

    QSignalSpy finished(workflow.get(), &Workflow::stepFinished);
    workflow->connectAll();
    QVERIFY(finished.wait());
    QVERIFY(workflow->allConnected());
    window.showStep(StepId::NetworkPlan);
    auto *apply = qobject_cast<ChecksPage *>(window.page(StepId::Apply));
    QTRY_VERIFY(apply->runButton()->isEnabled());
    jumbo->setChecked(false);
    QVERIFY(plan->isPlanOutOfDate());
    // The gate, not only the plan page: Apply would put the old MTU on the nodes.
    QVERIFY(!apply->runButton()->isEnabled());
    QVERIFY2(apply->runButton()->toolTip().contains(QLatin1String("options")),
             qPrintable(apply->runButton()->toolTip()));
    QVERIFY(!workflow->readiness(StepAction::Apply).ready);
    QSignalSpy refused(workflow.get(), &Workflow::stepRefused);
    workflow->applyPlan();
    QCOMPARE(refused.count(), 1);
    jumbo->setChecked(true);
    QVERIFY(!plan->isPlanOutOfDate());
    QVERIFY(apply->runButton()->isEnabled());
    QTRY_VERIFY(plan->runButton()->isEnabled());
    QTest::mouseClick(plan->runButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!workflow->isRunning(StepId::NetworkPlan), 5000);
    // Made again with the resumed options, from the resumed cabling: MTU 9000 is still there.
    QCOMPARE(workflow->session().plan.mtu, 9000);
    QCOMPARE(workflow->session().plan.subnetCidrs(),
             (QStringList{QStringLiteral("10.55.0.0/24"), QStringLiteral("10.55.1.0/24")}));
    QVERIFY(!plan->isPlanOutOfDate());
    // The new plan (its files differ from the saved ones) makes the results of the steps
    // after it results of an earlier plan, grids and verdict included.
    for (StepId step : {StepId::Apply, StepId::SshFabric, StepId::Verify, StepId::Bandwidth}) {
        auto *page = qobject_cast<ChecksPage *>(window.page(step));
        QVERIFY2(showsOutOfDate(page) == true, qPrintable(page->statusText()));
    }
    // And the state saved after the plan keeps its options.
    workflow->waitForStateSaved();
    const auto saved = WorkflowState::load(path);
    TANDEM_VERIFY_RESULT(saved);
    QCOMPARE(saved->planOptions, Test::fullState().planOptions);
    QCOMPARE(saved->cabling, Test::fullState().cabling);
}

QTEST_MAIN(TestResumedPages)
#include "tst_resumedpages.moc"
