// SPDX-License-Identifier: GPL-3.0-or-later
// One Doctor finding on its own: the drawing of the port it is about takes the finding's colour,
// not the green of a healthy port (a stale ConnectX reads Up at 200G).
#include "doctorrecords.h"
#include "findingcard.h"
#include "rearpanelwidget.h"
#include "translations.h"

#include <QStandardPaths>
#include <QTest>

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

QTEST_MAIN(TestFindingCard)
#include "tst_findingcard.moc"
