// SPDX-License-Identifier: GPL-3.0-or-later
// The Doctor page in the window at 1100x720, the size of the walkthrough that found three nested
// scroll bars there: the page scrolls once. The findings grow to their content inside the page's
// own scroll area, an opened finding's evidence shows in full (or its first lines and "Show all"),
// and a tab is only as tall as what it holds.
#include "doctorpagefixtures.h"
#include "doctorrecords.h"
#include "fakenoderunner.h"
#include "findingcard.h"
#include "findingsection.h"
#include "mainwindow.h"
#include "pages/doctorpage.h"
#include "rearpanelwidget.h"
#include "steps/doctor/doctorstep.h"
#include "steps/flow/workflow.h"
#include "translations.h"

#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QTextEdit>

#include <memory>

using namespace Tandem;
using namespace Tandem::Ui;
using namespace Tandem::Test;

namespace {

// Every vertical scroll bar shown in `area`, the area's own included, by the widget it scrolls.
QStringList verticalBars(QScrollArea *area)
{
    QStringList found;
    auto bars = area->findChildren<QScrollBar *>();
    bars << area->verticalScrollBar();
    for (QScrollBar *bar : std::as_const(bars)) {
        if (bar->orientation() != Qt::Vertical || !bar->isVisible())
            continue;
        QWidget *owner = bar->parentWidget();
        while (owner && !qobject_cast<QAbstractScrollArea *>(owner))
            owner = owner->parentWidget();
        const QString name
            = owner ? QStringLiteral("%1 %2").arg(
                  QString::fromLatin1(owner->metaObject()->className()), owner->objectName())
                    : QStringLiteral("?");
        if (!found.contains(name))
            found << name;
    }
    return found;
}

} // namespace

class TestDoctorLayout final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void thePageScrollsOnce_data();
    void thePageScrollsOnce();
};

void TestDoctorLayout::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    Translations::install(QStringLiteral("en"));
}

void TestDoctorLayout::thePageScrollsOnce_data()
{
    QTest::addColumn<int>("evidenceLines");
    QTest::newRow("short evidence") << 3;
    QTest::newRow("long evidence") << 40;
}

void TestDoctorLayout::thePageScrollsOnce()
{
    QFETCH(int, evidenceLines);
    auto workflow = std::make_unique<Workflow>(Test::fakeRunnerFactory());
    MainWindow window(workflow.get());
    // The session as a run leaves it: the record and the step's own checks.
    WorkflowState state;
    state.doctor = Test::fourNodeRecord();
    QStringList evidence;
    for (int i = 0; i < evidenceLines; ++i)
        evidence << QStringLiteral("spark-02 enp1s0f1np1 -> spark-03 enp1s0f0np0: 13.9 Gb/s, "
                                   "run %1 of the stale twin")
                        .arg(i + 1);
    state.doctor.findings[0].evidence = evidence.join(QLatin1Char('\n'));
    state.nodes = Test::addressesOf(state.doctor.matrix.nodes);
    for (const QString &node : state.doctor.matrix.nodes) {
        Check scan{QStringLiteral("doctor.scan"), node, CheckStatus::Pass, {}, {}, {}, {}};
        scan.title = DoctorStep::title(scan.id);
        state.checks[StepId::Doctor] << scan;
    }
    workflow->restore(state);
    window.resize(1100, 720);
    window.showStep(StepId::Doctor);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.size(), QSize(1100, 720));
    auto *page = qobject_cast<DoctorPage *>(window.page(StepId::Doctor));
    QVERIFY(page);
    auto *area = qobject_cast<QScrollArea *>(page->parentWidget()->parentWidget());
    QVERIFY(area);
    FindingCard *stale = cardOf(*page, QStringLiteral("link.stale-connectx"));
    QVERIFY(stale);
    stale->setExpanded(true);
    // Layouts settle over a few turns of the event loop (each level posts to the next).
    QTRY_VERIFY(stale->height() >= stale->minimumSizeHint().height());
    QTest::qWait(50);

    // One vertical scroll bar: the page's. The findings and the card's evidence have none.
    QStringList bars = verticalBars(area);
    QVERIFY2(bars.size() <= 1, qPrintable(bars.join(QStringLiteral("; "))));
    QVERIFY(area->verticalScrollBar()->isVisible()); // the page is taller than the window
    // Everything the findings hold is within the page's reach: nothing is cut to fit.
    QWidget *findings = page->tabs()->widget(DoctorPage::FindingsTab);
    QVERIFY2(findings->height() >= findings->heightForWidth(findings->width()),
             qPrintable(QStringLiteral("%1 < %2")
                            .arg(findings->height())
                            .arg(findings->heightForWidth(findings->width()))));
    // The evidence box holds all it shows: it cannot scroll.
    QTextEdit *box = stale->evidenceView();
    QCOMPARE(box->verticalScrollBar()->maximum(), 0);
    QPushButton *more = stale->moreEvidenceButton();
    const bool isLong = evidenceLines > FindingCard::maxEvidenceLines;
    QCOMPARE(more->isVisibleTo(stale), isLong);
    QCOMPARE(box->toPlainText().count(QLatin1Char('\n')) + 1,
             qMin(evidenceLines, FindingCard::maxEvidenceLines));
    if (isLong) {
        QCOMPARE(more->text(), QStringLiteral("Show all %1 lines").arg(evidenceLines));
        more->click();
        QVERIFY(stale->showsAllEvidence());
        QCOMPARE(box->toPlainText(), stale->finding().evidence);
        QTest::qWait(50);
        QCOMPARE(box->verticalScrollBar()->maximum(), 0);
        bars = verticalBars(area);
        QVERIFY2(bars.size() <= 1, qPrintable(bars.join(QStringLiteral("; "))));
        QCOMPARE(more->text(), QStringLiteral("Show the first 12 lines only"));
    }

    // The page scrolls down to the card's end.
    area->ensureWidgetVisible(stale->rearPanel(), 0, 0);
    QVERIFY(area->verticalScrollBar()->value() > 0);

    // The Links tab is as tall as the heatmap, not as the findings (a tab widget is as tall as
    // its tallest page otherwise): the page gets shorter, and what the hidden Findings tab holds
    // no longer changes its height.
    const int withFindings = page->height();
    page->tabs()->setCurrentIndex(DoctorPage::LinksTab);
    QTest::qWait(50);
    const int withLinks = page->height();
    if (isLong)
        QVERIFY2(withLinks < withFindings,
                 qPrintable(QStringLiteral("%1 >= %2").arg(withLinks).arg(withFindings)));
    stale->setExpanded(false);
    QTest::qWait(50);
    QCOMPARE(page->height(), withLinks);
    bars = verticalBars(area);
    QVERIFY2(bars.size() <= 1, qPrintable(bars.join(QStringLiteral("; "))));
}

QTEST_MAIN(TestDoctorLayout)
#include "tst_doctorlayout.moc"
