// SPDX-License-Identifier: GPL-3.0-or-later
// Screenshots of the Doctor page for a person to look at: a realistic four-node run (a stale
// twin, a cable at 100G, a link slower one way, another NCCL on one node, a pinned GID index),
// in a light and a dark palette. They go to screenshots/ under the test's folder, or to
// $TANDEM_SCREENSHOTS, as the GUI flow tests leave theirs. The few checks here guard what the
// pictures are meant to show.
#include "darkpalette.h"
#include "doctorpagefixtures.h"
#include "doctorrecords.h"
#include "fakenoderunner.h"
#include "findingcard.h"
#include "findingsection.h"
#include "linkbandstyle.h"
#include "linkheatmap.h"
#include "mainwindow.h"
#include "models/paritytablemodel.h"
#include "pages/doctorpage.h"
#include "rearpanelwidget.h"
#include "steps/doctor/doctorstep.h"
#include "steps/flow/workflow.h"
#include "translations.h"

#include <QDir>
#include <QScrollArea>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

#include <memory>

using namespace Tandem;
using namespace Tandem::Ui;
using namespace Tandem::Test;

namespace {

Check doctorCheck(const char *id, const QString &node, CheckStatus status)
{
    Check check;
    check.id = QString::fromUtf8(id);
    check.node = node;
    check.status = status;
    check.title = DoctorStep::title(check.id);
    return check;
}

void saveScreenshot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("TANDEM_SCREENSHOTS", QStringLiteral("screenshots"));
    QVERIFY(QDir().mkpath(dir));
    QVERIFY(widget->grab().save(QDir(dir).filePath(name + QStringLiteral(".png"))));
}

} // namespace

class TestDoctorScreenshots final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void pageAndHeatmap();
};

void TestDoctorScreenshots::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    Translations::install(QStringLiteral("en"));
}

// A realistic four-node run, for a person to look at: the page with the stale twin's card
// open, and the heatmap with a cell picked.
void TestDoctorScreenshots::pageAndHeatmap()
{
    auto workflow = quietWorkflow();
    MainWindow window(workflow.get());
    // The session as a run leaves it: the record and the step's own checks.
    WorkflowState state;
    state.doctor = Test::fourNodeRecord();
    state.nodes = Test::addressesOf(state.doctor.matrix.nodes);
    for (const QString &node : state.doctor.matrix.nodes)
        state.checks[StepId::Doctor] << doctorCheck("doctor.scan", node, CheckStatus::Pass);
    state.checks[StepId::Doctor] << doctorCheck("doctor.links", {}, CheckStatus::Fail)
                                 << doctorCheck("doctor.nccl", {}, CheckStatus::Fail)
                                 << doctorCheck("doctor.findings", {}, CheckStatus::Fail);
    workflow->restore(state);
    window.showStep(StepId::Doctor);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *page = qobject_cast<DoctorPage *>(window.page(StepId::Doctor));
    QVERIFY(page);
    FindingCard *stale = cardOf(*page, QStringLiteral("link.stale-connectx"));
    QVERIFY(stale);
    stale->setExpanded(true);
    QTRY_VERIFY(stale->height() >= stale->minimumSizeHint().height());
    QTest::qWait(50); // and the scroll area's own turn after the card's
    // The page scrolls an opened card into view; here down to its drawing.
    auto *area = qobject_cast<QScrollArea *>(page->parentWidget()->parentWidget());
    QVERIFY(area);
    area->ensureWidgetVisible(stale->rearPanel());
    saveScreenshot(&window, QStringLiteral("doctor-page"));

    page->tabs()->setCurrentIndex(DoctorPage::LinksTab);
    QTableView *rdma = page->heatmap()->rdmaView();
    rdma->setFocus();
    rdma->setCurrentIndex(rdma->model()->index(1, 2)); // spark-02 -> spark-03: the stale twin
    QCoreApplication::processEvents();
    // Layouts settle over a few turns of the event loop (each level posts to the next).
    QTRY_VERIFY(page->heatmap()->height() >= page->heatmap()->minimumSizeHint().height());
    saveScreenshot(page->heatmap(), QStringLiteral("doctor-heatmap"));
    saveScreenshot(&window, QStringLiteral("doctor-links-tab"));
    page->tabs()->setCurrentIndex(DoctorPage::ParityTab);
    QTest::qWait(50);
    saveScreenshot(&window, QStringLiteral("doctor-parity-tab"));

    // A dark theme: the tints are mixed into its base, under its light text.
    const QPalette dark = Test::darkPalette();
    window.setPalette(dark);
    QCOMPARE(page->parityModel()->index(4, 3).data(Qt::BackgroundRole).value<QBrush>().color(),
             LinkBandStyle::attention(dark, true));
    saveScreenshot(&window, QStringLiteral("doctor-parity-tab-dark"));
    page->tabs()->setCurrentIndex(DoctorPage::LinksTab);
    QTest::qWait(50);
    const QModelIndex stale23 = rdma->model()->index(1, 2);
    QCOMPARE(stale23.data(Qt::BackgroundRole).value<QBrush>().color(),
             LinkBandStyle::background(LinkBand::Stale, dark));
    saveScreenshot(page->heatmap(), QStringLiteral("doctor-heatmap-dark"));
    page->tabs()->setCurrentIndex(DoctorPage::FindingsTab);
    QTest::qWait(50);
    saveScreenshot(&window, QStringLiteral("doctor-page-dark"));
}

QTEST_MAIN(TestDoctorScreenshots)
#include "tst_doctorscreenshots.moc"
