// SPDX-License-Identifier: GPL-3.0-or-later
// One Doctor finding on its own: the drawing of the port it is about takes the finding's colour,
// not the green of a healthy port (a stale ConnectX reads Up at 200G); its evidence never scrolls
// in a box of its own: all of it, or its first lines and "Show all". The card on the page, at
// the window's size, is in tst_doctorlayout.
#include "doctorrecords.h"
#include "findingcard.h"
#include "rearpanelwidget.h"
#include "translations.h"

#include <QPushButton>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTest>
#include <QTextEdit>

using namespace Tandem;
using namespace Tandem::Ui;

namespace {

Finding portFinding(FindingSeverity severity)
{
    Finding f;
    f.id = QStringLiteral("link.stale-connectx");
    f.group = FindingGroup::Hardware;
    f.severity = severity;
    f.nodes = {QStringLiteral("spark-c")};
    f.interface = Test::rightTwin;
    f.port = QStringLiteral("right");
    f.title = QStringLiteral("enp1s0f1np1 on spark-c moves 12.4 Gb/s although it reads 200G");
    f.evidence = QStringLiteral("spark-a -> spark-c enp1s0f0np0: 12.4 Gb/s");
    return f;
}

} // namespace

class TestFindingCard final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void portTakesTheFindingsColour_data();
    void portTakesTheFindingsColour();
    void evidenceShowsInFull_data();
    void evidenceShowsInFull();
};

void TestFindingCard::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    Translations::install(QStringLiteral("en"));
}

void TestFindingCard::portTakesTheFindingsColour_data()
{
    QTest::addColumn<int>("severity");
    QTest::addColumn<QStringList>("up"); // the twins the scan saw up; none listed: no scan
    QTest::addColumn<int>("state");
    QTest::addColumn<QString>("colour");
    QTest::addColumn<QString>("label");
    const QStringList all{Test::leftTwin, Test::leftTwin2, Test::rightTwin, Test::rightTwin2};
    const QString red = QStringLiteral("#c62828"), amber = QStringLiteral("#e0a800"),
                  green = QStringLiteral("#2e7d32");
    using S = RearPanelWidget::PortState;
    QTest::newRow("stale: both twins up, a failing finding")
        << int(FindingSeverity::Fail) << all << int(S::BothTwinsUp) << red
        << "Right: cabled, both twins up, but failing";
    QTest::newRow("low: both twins up, a warning")
        << int(FindingSeverity::Warn) << all << int(S::BothTwinsUp) << amber
        << "Right: cabled, both twins up, with a warning";
    // A state that already says what is wrong keeps its words, in the finding's colour.
    QTest::newRow("twin down, a failing finding")
        << int(FindingSeverity::Fail)
        << QStringList{Test::leftTwin, Test::leftTwin2, Test::rightTwin} << int(S::OneTwinDown)
        << red << "Right: one twin down (enP2p1s0f1np1 down)";
    QTest::newRow("no scan, a failing finding") << int(FindingSeverity::Fail) << QStringList{}
                                                << int(S::Unknown) << red << "Right: failing";
    QTest::newRow("info: the port as the scan saw it")
        << int(FindingSeverity::Info) << all << int(S::BothTwinsUp) << green
        << "Right: cabled, both twins up";
}

void TestFindingCard::portTakesTheFindingsColour()
{
    QFETCH(int, severity);
    QFETCH(QStringList, up);
    QFETCH(int, state);
    QFETCH(QString, colour);
    QFETCH(QString, label);
    const NodeScan scan = Test::nodeScan(QStringLiteral("spark-c"), up);
    FindingCard card;
    card.setFinding(portFinding(FindingSeverity(severity)), up.isEmpty() ? nullptr : &scan);
    card.setExpanded(true);
    RearPanelWidget *panel = card.rearPanel();
    QVERIFY(!panel->isHidden());
    QCOMPARE(int(panel->portState(PortSide::Right)), state);
    QCOMPARE(panel->portColour(PortSide::Right).name(), colour);
    QCOMPARE(panel->portLabel(PortSide::Right), label);
    // The other port is as the scan saw it: only the finding's port takes its colour.
    QCOMPARE(panel->portAlert(PortSide::Left), RearPanelWidget::Alert::None);
    // A screen reader hears the same words.
    QVERIFY(panel->accessibleDescription().contains(label));
    // A card given another finding draws that one's port afresh.
    Finding left = portFinding(FindingSeverity::Info);
    left.port = QStringLiteral("left");
    card.setFinding(left, &scan);
    QCOMPARE(panel->portAlert(PortSide::Right), RearPanelWidget::Alert::None);
}

void TestFindingCard::evidenceShowsInFull_data()
{
    QTest::addColumn<int>("lines");
    QTest::addColumn<int>("shown"); // lines in the box before "Show all"
    QTest::addColumn<QString>("button");
    QTest::newRow("one line") << 1 << 1 << QString();
    QTest::newRow("as many as fit") << 12 << 12 << QString();
    QTest::newRow("one more") << 13 << 12 << "Show all 13 lines";
    QTest::newRow("a long run") << 200 << 12 << "Show all 200 lines";
}

void TestFindingCard::evidenceShowsInFull()
{
    QFETCH(int, lines);
    QFETCH(int, shown);
    QFETCH(QString, button);
    Finding f = portFinding(FindingSeverity::Fail);
    QStringList text;
    for (int i = 0; i < lines; ++i)
        text << QStringLiteral("line %1 of what ib_write_bw printed").arg(i + 1);
    f.evidence = text.join(QLatin1Char('\n'));
    FindingCard card;
    card.resize(700, 400);
    card.setFinding(f);
    card.setExpanded(true);
    card.show();
    QVERIFY(QTest::qWaitForWindowExposed(&card));
    QTextEdit *box = card.evidenceView();
    QCOMPARE(box->verticalScrollBarPolicy(), Qt::ScrollBarAlwaysOff);
    QCOMPARE(box->toPlainText(), text.mid(0, shown).join(QLatin1Char('\n')));
    // The box is as tall as what it holds: nothing in it to scroll to.
    QTRY_COMPARE(box->verticalScrollBar()->maximum(), 0);
    QCOMPARE(card.moreEvidenceButton()->isVisibleTo(&card), !button.isEmpty());
    QCOMPARE(card.showsAllEvidence(), button.isEmpty());
    if (button.isEmpty())
        return;
    QCOMPARE(card.moreEvidenceButton()->text(), button);
    card.moreEvidenceButton()->click();
    QCOMPARE(box->toPlainText(), f.evidence);
    QVERIFY(card.showsAllEvidence());
    QTRY_COMPARE(box->verticalScrollBar()->maximum(), 0);
    QCOMPARE(card.moreEvidenceButton()->text(), QStringLiteral("Show the first 12 lines only"));
    // And back; a new finding starts with its first lines again.
    card.moreEvidenceButton()->click();
    QCOMPARE(box->toPlainText(), text.mid(0, shown).join(QLatin1Char('\n')));
    card.moreEvidenceButton()->click();
    card.setFinding(f);
    QVERIFY(!card.showsAllEvidence());
}

QTEST_MAIN(TestFindingCard)
#include "tst_findingcard.moc"
