// SPDX-License-Identifier: GPL-3.0-or-later
// The Doctor page from the session it is given: findings in their three groups with counts and
// their details, the link heatmap's cells, bands, marks and tooltips (with the reference each
// number is judged against), the parity table's differing rows and odd nodes, an empty record,
// and progress while the step runs. Screenshots: tst_doctorscreenshots.
#include "checkbanner.h"
#include "copybutton.h"
#include "doctorpagefixtures.h"
#include "doctorrecords.h"
#include "fakenoderunner.h"
#include "findingcard.h"
#include "findingsection.h"
#include "linkbandstyle.h"
#include "linkheatmap.h"
#include "models/linkheatmapmodel.h"
#include "models/paritytablemodel.h"
#include "pages/doctorpage.h"
#include "rearpanelwidget.h"
#include "steps/flow/step.h"
#include "steps/flow/workflow.h"
#include "translations.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QClipboard>
#include <QGuiApplication>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTextEdit>
#include <QToolButton>

#include <memory>

using namespace Tandem;
using namespace Tandem::Ui;
using namespace Tandem::Test;

class TestDoctorPage final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void groupsAndCounts_data();
    void groupsAndCounts();
    void findingShowsItsDetails();
    void hardwareFindingDrawsItsPort();
    void heatmapCells_data();
    void heatmapCells();
    void heatmapToolTipNamesTheReference();
    void heatmapIsKeyboardReachable();
    void ncclHeatmap();
    void parityMarksDifferences();
    void emptyRecord();
    void aCleanRunSaysSo();
    void repairAsksFirst();
    void progressWhileRunning();
};

void TestDoctorPage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    Translations::install(QStringLiteral("en"));
}

void TestDoctorPage::groupsAndCounts_data()
{
    QTest::addColumn<int>("group");
    QTest::addColumn<QStringList>("ids");
    QTest::addColumn<QString>("heading");
    QTest::newRow("fixable") << int(FindingGroup::Fixable) << QStringList{"gid.pinned"}
                             << "Tandem can fix this now (1)";
    QTest::newRow("decision") << int(FindingGroup::Decision) << QStringList{"versions.nccl"}
                              << "Needs your decision (1)";
    QTest::newRow("hardware") << int(FindingGroup::Hardware)
                              << QStringList{"link.stale-connectx", "link.asymmetric"}
                              << "Needs hands on the hardware (2)";
}

void TestDoctorPage::groupsAndCounts()
{
    QFETCH(int, group);
    QFETCH(QStringList, ids);
    QFETCH(QString, heading);
    auto workflow = quietWorkflow();
    DoctorPage page(workflow.get());
    resume(*workflow, Test::threeNodeRecord());
    FindingSection *section = page.section(FindingGroup(group));
    QCOMPARE(section->count(), ids.size());
    QCOMPARE(section->headingText(), heading);
    QStringList shown;
    for (FindingCard *card : section->cards())
        shown << card->finding().id;
    QCOMPARE(shown, ids);
    // Only the fixable group has an action, and Repair waits for connected nodes.
    const bool fixable = FindingGroup(group) == FindingGroup::Fixable;
    QCOMPARE(!section->actionButton()->isHidden(), fixable);
    if (fixable) {
        QVERIFY(!page.repairButton()->isEnabled());
        QVERIFY(!page.repairButton()->toolTip().isEmpty());
    }
    QCOMPARE(page.tabs()->tabText(DoctorPage::FindingsTab), QStringLiteral("F&indings (4)"));
}

void TestDoctorPage::findingShowsItsDetails()
{
    auto workflow = quietWorkflow();
    DoctorPage page(workflow.get());
    resume(*workflow, Test::threeNodeRecord());
    FindingCard *card = cardOf(page, QStringLiteral("gid.pinned"));
    QVERIFY(card);
    QCOMPARE(card->severityText(), QStringLiteral("Fail")); // a word, not only the icon
    QVERIFY(card->headerText().startsWith(QLatin1String("Fail: NCCL_IB_GID_INDEX=3")));
    QVERIFY(!card->isExpanded());
    QVERIFY(!card->evidenceView()->isVisibleTo(card));
    card->toggleButton()->click();
    QVERIFY(card->isExpanded());
    QVERIFY(card->evidenceView()->isVisibleTo(card));
    QVERIFY(card->evidenceView()->toPlainText().contains(QLatin1String("NCCL_IB_GID_INDEX=3")));
    QVERIFY(card->evidenceView()->font().fixedPitch()
            || QFontInfo(card->evidenceView()->font()).fixedPitch());
    QCOMPARE(card->evidenceView()->lineWrapMode(), QTextEdit::WidgetWidth);
    auto *where = card->findChild<QLabel *>(QStringLiteral("findingWhere"));
    QCOMPARE(where->text(), QStringLiteral("spark-b"));
    auto *source = card->findChild<QLabel *>(QStringLiteral("findingSource"));
    QVERIFY(source->text().contains(QLatin1String("PR #38")));
    card->copyButton()->click();
    QCOMPARE(QGuiApplication::clipboard()->text(), card->finding().fix);
    QCOMPARE(card->copyButton()->text(), QStringLiteral("Copied"));
    // A finding without a port has no drawing.
    QVERIFY(card->rearPanel()->isHidden());
    // Retranslating keeps what is shown.
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(card, &change);
    QCOMPARE(card->severityText(), QStringLiteral("Fail"));
}

void TestDoctorPage::hardwareFindingDrawsItsPort()
{
    auto workflow = quietWorkflow();
    DoctorPage page(workflow.get());
    resume(*workflow, Test::threeNodeRecord());
    FindingCard *stale = cardOf(page, QStringLiteral("link.stale-connectx"));
    QVERIFY(stale);
    QCOMPARE(stale->severityText(), QStringLiteral("Fail"));
    auto *where = stale->findChild<QLabel *>(QStringLiteral("findingWhere"));
    QCOMPARE(where->text(),
             QStringLiteral("spark-c \u00b7 interface enp1s0f1np1 \u00b7 right port"));
    stale->setExpanded(true);
    QVERIFY(!stale->rearPanel()->isHidden());
    // The scan saw both twins of both ports up.
    QCOMPARE(stale->rearPanel()->portState(PortSide::Right),
             RearPanelWidget::PortState::BothTwinsUp);
    auto *caption = stale->findChild<QLabel *>(QStringLiteral("findingPort"));
    QVERIFY2(caption->text().contains(QLatin1String("right port (enp1s0f1np1)")),
             qPrintable(caption->text()));
    // Asymmetry is about a link, not a cage: no drawing.
    FindingCard *asymmetric = cardOf(page, QStringLiteral("link.asymmetric"));
    asymmetric->setExpanded(true);
    QVERIFY(asymmetric->rearPanel()->isHidden());
    QCOMPARE(asymmetric->severityText(), QStringLiteral("Warning"));
}

void TestDoctorPage::heatmapCells_data()
{
    QTest::addColumn<QString>("writer");
    QTest::addColumn<QString>("reader");
    QTest::addColumn<QVariant>("band");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("asymmetric");
    QTest::addColumn<bool>("slower");
    const auto band = [](LinkBand b) { return QVariant(int(b)); };
    QTest::newRow("healthy") << "spark-a"
                             << "spark-b" << band(LinkBand::Expected)
                             << "Expected\ntwin 110.9 Gb/s\nboth 190.1 Gb/s" << false << false;
    // The stale twin names the cell; the sum that fails with it has its own word.
    QTest::newRow("stale") << "spark-a"
                           << "spark-c" << band(LinkBand::Stale)
                           << "Stale\ntwin 12.4 Gb/s\nboth 122.5 Gb/s (Fail)" << false << false;
    QTest::newRow("stale back") << "spark-c"
                                << "spark-a" << band(LinkBand::Stale)
                                << "Stale\ntwin 13.0 Gb/s\nboth 123.4 Gb/s (Fail)" << false
                                << false;
    QTest::newRow("asymmetric, fast way")
        << "spark-b"
        << "spark-c" << band(LinkBand::Expected)
        << "Expected\ntwin 111.0 Gb/s\nboth 191.0 Gb/s\n\u21c4 asymmetric" << true << false;
    QTest::newRow("asymmetric, slow way")
        << "spark-c"
        << "spark-b" << band(LinkBand::Fail)
        << "Fail\ntwin 80.2 Gb/s\nboth 187.9 Gb/s\n\u21c4 asymmetric, slower" << true << true;
    QTest::newRow("diagonal") << "spark-b"
                              << "spark-b" << QVariant() << "\u2014" << false << false;
}

void TestDoctorPage::heatmapCells()
{
    QFETCH(QString, writer);
    QFETCH(QString, reader);
    QFETCH(QVariant, band);
    QFETCH(QString, text);
    QFETCH(bool, asymmetric);
    QFETCH(bool, slower);
    auto workflow = quietWorkflow();
    DoctorPage page(workflow.get());
    resume(*workflow, Test::threeNodeRecord());
    LinkHeatmapModel *model = page.heatmap()->rdmaModel();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model->rowCount(), 3);
    QCOMPARE(model->headerData(2, Qt::Horizontal).toString(), QStringLiteral("spark-c"));
    const QModelIndex cell = cellOf(model, writer, reader);
    QCOMPARE(cell.data().toString(), text);
    QCOMPARE(cell.data(LinkHeatmapModel::BandRole), band);
    QCOMPARE(cell.data(LinkHeatmapModel::AsymmetricRole).toBool(), asymmetric);
    QCOMPARE(cell.data(LinkHeatmapModel::SlowerWayRole).toBool(), slower);
    if (band.isValid()) {
        // Colour and shape both follow the band; the text is the palette's own.
        const LinkBand b = LinkBand(band.toInt());
        QCOMPARE(cell.data(Qt::BackgroundRole).value<QBrush>().color(),
                 LinkBandStyle::background(b, page.heatmap()->palette()));
        QCOMPARE(cell.data(Qt::ForegroundRole).value<QBrush>().color(),
                 page.heatmap()->palette().color(QPalette::Text));
        QVERIFY(!cell.data(Qt::DecorationRole).value<QIcon>().isNull());
        const QString spoken = cell.data(Qt::AccessibleTextRole).toString();
        QVERIFY2(spoken.startsWith(QStringLiteral("RDMA from %1 to %2: %3")
                                       .arg(writer, reader, LinkBandStyle::word(b))),
                 qPrintable(spoken));
    }
}

void TestDoctorPage::heatmapToolTipNamesTheReference()
{
    auto workflow = quietWorkflow();
    DoctorPage page(workflow.get());
    resume(*workflow, Test::threeNodeRecord());
    const QModelIndex cell
        = cellOf(page.heatmap()->rdmaModel(), QStringLiteral("spark-a"), QStringLiteral("spark-c"));
    const QString tip = cell.data(Qt::ToolTipRole).toString();
    // Every run between the two, both ways: twin, direction, number, band.
    for (const QString &part : {QStringLiteral("spark-a \u2192 spark-c"),
                                QStringLiteral("spark-c \u2192 spark-a"),
                                QStringLiteral("enp1s0f0np0 / enp1s0f1np1"),
                                QStringLiteral("12.4"),
                                QStringLiteral("13.0"),
                                QStringLiteral("110.8"),
                                QStringLiteral("both twins"),
                                QStringLiteral("Stale")})
        QVERIFY2(tip.contains(part), qPrintable(part + QStringLiteral(" not in ") + tip));
    QCOMPARE(tip.count(QStringLiteral("<tr>")), 1 + 6);
    // "Is my number normal?": the reference each kind of run is compared with.
    QVERIFY(tip.contains(LinkBands::reference(LinkKind::OneTwin, false).text.toHtmlEscaped()));
    QVERIFY(tip.contains(LinkBands::reference(LinkKind::BothTwins, false).text.toHtmlEscaped()));
    const QString spoken = cell.data(Qt::AccessibleDescriptionRole).toString();
    QVERIFY2(spoken.contains(LinkBands::reference(LinkKind::OneTwin, false).text),
             qPrintable(spoken));
    QVERIFY(!spoken.contains(QLatin1String("<td>")));

    // Through a switch the reference is the switch's.
    DoctorRecord viaSwitch = Test::threeNodeRecord();
    viaSwitch.matrix.viaSwitch = true;
    resume(*workflow, viaSwitch);
    const QString switchTip
        = cellOf(page.heatmap()->rdmaModel(), QStringLiteral("spark-a"), QStringLiteral("spark-b"))
              .data(Qt::ToolTipRole)
              .toString();
    QVERIFY(switchTip.contains(LinkBands::reference(LinkKind::OneTwin, true).text.toHtmlEscaped()));
}

void TestDoctorPage::heatmapIsKeyboardReachable()
{
    auto workflow = quietWorkflow();
    DoctorPage page(workflow.get());
    resume(*workflow, Test::threeNodeRecord());
    page.tabs()->setCurrentIndex(DoctorPage::LinksTab);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QTableView *view = page.heatmap()->rdmaView();
    QCOMPARE(view->focusPolicy(), Qt::StrongFocus);
    QVERIFY(!view->accessibleName().isEmpty());
    view->setFocus();
    view->setCurrentIndex(view->model()->index(0, 0));
    QTest::keyClick(view, Qt::Key_Right);
    QTest::keyClick(view, Qt::Key_Right);
    QCOMPARE(view->currentIndex(), view->model()->index(0, 2));
    // The focused cell's runs are written out under the grids, not only in a tooltip.
    const QString details = page.heatmap()->detailsText();
    QVERIFY2(details.contains(LinkBands::reference(LinkKind::OneTwin, false).text),
             qPrintable(details));
    QVERIFY(details.contains(QLatin1String("RDMA from spark-a to spark-c")));
}

void TestDoctorPage::ncclHeatmap()
{
    auto workflow = quietWorkflow();
    DoctorPage page(workflow.get());
    resume(*workflow, Test::threeNodeRecord());
    LinkHeatmapModel *model = page.heatmap()->ncclModel();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    // One number per pair, the same both ways.
    for (const auto &[x, y] : {std::pair{"spark-a", "spark-c"}, std::pair{"spark-c", "spark-a"}}) {
        const QModelIndex cell = cellOf(model, QString::fromUtf8(x), QString::fromUtf8(y));
        QCOMPARE(cell.data().toString(), QStringLiteral("Fail\n4.10 GB/s"));
        QCOMPARE(cell.data(LinkHeatmapModel::BandRole).toInt(), int(LinkBand::Fail));
        QVERIFY(
            cell.data(Qt::ToolTipRole)
                .toString()
                .contains(LinkBands::reference(LinkKind::NcclPair, false).text.toHtmlEscaped()));
    }
    QCOMPARE(cellOf(model, QStringLiteral("spark-b"), QStringLiteral("spark-c")).data().toString(),
             QStringLiteral("Low\n17.00 GB/s"));
}

void TestDoctorPage::parityMarksDifferences()
{
    auto workflow = quietWorkflow();
    DoctorPage page(workflow.get());
    resume(*workflow, Test::threeNodeRecord());
    ParityTableModel *model = page.parityModel();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model->rowCount(), 3);
    QCOMPARE(model->columnCount(), 3);
    QCOMPARE(model->headerData(2, Qt::Horizontal).toString(), QStringLiteral("spark-c"));
    // Kernel: the same everywhere, nothing marked.
    QCOMPARE(model->headerData(0, Qt::Vertical).toString(), QStringLiteral("Kernel"));
    QVERIFY(!model->index(0, 2).data(ParityTableModel::DiffersRole).toBool());
    QVERIFY(!model->index(0, 2).data(Qt::BackgroundRole).isValid());
    // NCCL: the row is marked in words, spark-c is the odd one out.
    QCOMPARE(model->headerData(1, Qt::Vertical).toString(), QStringLiteral("\u2260 NCCL"));
    QVERIFY(model->index(1, 0).data(ParityTableModel::DiffersRole).toBool());
    QVERIFY(model->index(1, 0).data(Qt::BackgroundRole).isValid());
    QVERIFY(!model->index(1, 0).data(ParityTableModel::OddRole).toBool());
    QCOMPARE(model->index(1, 0).data().toString(), QStringLiteral("2.28.9"));
    QVERIFY(model->index(1, 2).data(ParityTableModel::OddRole).toBool());
    QCOMPARE(model->index(1, 2).data().toString(), QStringLiteral("\u26a0 2.27.3"));
    QVERIFY(model->index(1, 2).data(Qt::FontRole).value<QFont>().bold());
    QVERIFY(model->index(1, 2).data(Qt::BackgroundRole).value<QBrush>().color()
            != model->index(1, 0).data(Qt::BackgroundRole).value<QBrush>().color());
    QVERIFY(model->index(1, 2)
                .data(Qt::AccessibleTextRole)
                .toString()
                .contains(QLatin1String("differs from the other nodes")));
    QCOMPARE(page.tabs()->tabText(DoctorPage::ParityTab), QStringLiteral("&Parity (1 differing)"));

    page.onlyDifferences()->setChecked(true);
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(model->index(0, 2).data(ParityTableModel::KeyRole).toString(), QStringLiteral("nccl"));
    page.onlyDifferences()->setChecked(false);
    QCOMPARE(model->rowCount(), 3);
}

// A run that found nothing says so in one line, not three "Nothing here." sections; a run with
// findings shows the sections again.
void TestDoctorPage::aCleanRunSaysSo()
{
    auto workflow = std::make_unique<Workflow>(Test::fakeRunnerFactory());
    DoctorPage page(workflow.get());
    page.show();
    DoctorRecord clean = Test::threeNodeRecord();
    clean.findings.clear();
    resume(*workflow, clean);
    auto *allClear = page.findChild<CheckBanner *>(QStringLiteral("doctorAllClear"));
    QVERIFY(allClear);
    QVERIFY(allClear->isVisibleTo(&page));
    QCOMPARE(allClear->status(), CheckStatus::Pass);
    QVERIFY2(allClear->text().contains(QLatin1String("Nothing wrong found")),
             qPrintable(allClear->text()));
    for (FindingGroup group :
         {FindingGroup::Fixable, FindingGroup::Decision, FindingGroup::Hardware})
        QVERIFY(!page.section(group)->isVisibleTo(&page));
    resume(*workflow, Test::threeNodeRecord());
    QVERIFY(!allClear->isVisibleTo(&page));
    QVERIFY(page.section(FindingGroup::Hardware)->isVisibleTo(&page));
}

void TestDoctorPage::emptyRecord()
{
    auto workflow = quietWorkflow();
    DoctorPage page(workflow.get());
    // First with nothing at all, then a resumed session that ran no Doctor, then a record
    // that has nodes but no run in it.
    DoctorRecord nodesOnly;
    nodesOnly.matrix.nodes = {QStringLiteral("spark-a"), QStringLiteral("spark-b")};
    nodesOnly.parity.nodes = nodesOnly.matrix.nodes;
    for (int round = 0; round < 3; ++round) {
        if (round == 1)
            resume(*workflow, DoctorRecord{});
        if (round == 2)
            resume(*workflow, nodesOnly);
        for (FindingGroup group :
             {FindingGroup::Fixable, FindingGroup::Decision, FindingGroup::Hardware}) {
            QCOMPARE(page.section(group)->count(), 0);
            QVERIFY(page.section(group)->headingText().endsWith(QLatin1String("(0)")));
        }
        QVERIFY(!page.repairButton()->isEnabled());
        auto *empty = page.heatmap()->findChild<QLabel *>(QStringLiteral("heatmapEmpty"));
        QVERIFY(!empty->isHidden());
        QVERIFY(page.heatmap()->rdmaView()->isHidden());
        QCOMPARE(page.parityModel()->rowCount(), 0);
        QVERIFY(page.parityView()->isHidden());
        QCOMPARE(page.tabs()->tabText(DoctorPage::FindingsTab), QStringLiteral("F&indings (0)"));
    }
    // A record comes, then an empty one again: nothing of the first stays.
    resume(*workflow, Test::threeNodeRecord());
    QCOMPARE(page.section(FindingGroup::Hardware)->count(), 2);
    resume(*workflow, DoctorRecord{});
    QCOMPARE(page.section(FindingGroup::Hardware)->cards().size(), 0);
    QCOMPARE(page.heatmap()->rdmaModel()->rowCount(), 0);
}

// Repair changes the nodes: it says what it will change, and only OK starts it.
void TestDoctorPage::repairAsksFirst()
{
    auto workflow = std::make_unique<Workflow>(Test::fakeRunnerFactory());
    DoctorPage page(workflow.get());
    resume(*workflow, Test::threeNodeRecord());
    QVERIFY(!page.repairButton()->isEnabled()); // not connected yet
    QSignalSpy finished(workflow.get(), &Workflow::stepFinished);
    workflow->connectAll();
    QTRY_COMPARE(finished.count(), 1);
    QVERIFY(page.repairButton()->isEnabled());
    QSignalSpy started(workflow.get(), &Workflow::stepStarted);
    for (const auto button : {QMessageBox::Cancel, QMessageBox::Ok}) {
        page.repairButton()->click();
        auto *box = page.findChild<QMessageBox *>(QStringLiteral("confirmRepair"));
        QVERIFY(box);
        QVERIFY2(box->text().contains(QLatin1String("spark-b: take NCCL_IB_GID_INDEX out of "
                                                    "~/.nccl.conf")),
                 qPrintable(box->text()));
        QCOMPARE(started.count(), 0);
        box->button(button)->click();
        QTRY_VERIFY(!page.findChild<QMessageBox *>(QStringLiteral("confirmRepair")));
    }
    QTRY_VERIFY(!started.isEmpty());
    QCOMPARE(started.first().first().value<StepId>(), StepId::Doctor);
}

void TestDoctorPage::progressWhileRunning()
{
    auto workflow = std::make_unique<Workflow>(Test::fakeRunnerFactory());
    DoctorPage page(workflow.get());
    workflow->setNodes(Test::addressesOf({QStringLiteral("spark-a"), QStringLiteral("spark-b")}));
    QSignalSpy finished(workflow.get(), &Workflow::stepFinished);
    workflow->connectAll();
    QTRY_COMPARE(finished.count(), 1);
    QVERIFY(page.runButton()->isEnabled());
    bool visibleWhileRunning = false;
    QString statusWhileRunning;
    connect(workflow.get(), &Workflow::stepCreated, &page, [&](StepAction action, Step *step) {
        if (action != StepAction::Doctor)
            return;
        connect(step, &Step::progress, &page, [&] {
            visibleWhileRunning = !page.progressBar()->isHidden();
            statusWhileRunning = page.statusText();
        });
    });
    page.runButton()->click();
    QTRY_COMPARE(finished.count(), 2);
    QVERIFY(visibleWhileRunning);
    QVERIFY2(statusWhileRunning.contains(QLatin1String("scans and measurements done")),
             qPrintable(statusWhileRunning));
    QVERIFY(page.progressBar()->isHidden());
    QVERIFY(!workflow->session().doctor.startedAt.isNull());
}

QTEST_MAIN(TestDoctorPage)
#include "tst_doctorpage.moc"
