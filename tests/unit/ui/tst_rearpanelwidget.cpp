// SPDX-License-Identifier: GPL-3.0-or-later
#include "rearpanelwidget.h"
#include "translations.h"

#include <QDir>
#include <QImage>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Ui;

class TestRearPanelWidget final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { Translations::install(QStringLiteral("en")); }
    void labels_data();
    void labels();
    void paintsStateColoursOverTheCages();
};

void TestRearPanelWidget::labels_data()
{
    QTest::addColumn<int>("state");
    QTest::addColumn<QString>("note");
    QTest::addColumn<int>("alert");
    QTest::addColumn<QString>("label");
    const int none = int(RearPanelWidget::Alert::None);
    const int failure = int(RearPanelWidget::Alert::Failure);
    const int warning = int(RearPanelWidget::Alert::Warning);
    QTest::newRow("unknown") << int(RearPanelWidget::PortState::Unknown) << "" << none
                             << "Right: not checked";
    QTest::newRow("cabled") << int(RearPanelWidget::PortState::BothTwinsUp) << "200G" << none
                            << "Right: cabled, both twins up (200G)";
    QTest::newRow("one twin") << int(RearPanelWidget::PortState::OneTwinDown)
                              << "enP2p1s0f1np1 down" << none
                              << "Right: one twin down (enP2p1s0f1np1 down)";
    QTest::newRow("no cable") << int(RearPanelWidget::PortState::NoCable) << "" << none
                              << "Right: no cable";
    QTest::newRow("slow") << int(RearPanelWidget::PortState::Slow) << "enp1s0f1np1 at 100 Gb/s"
                          << none << "Right: cabled, below 200 Gb/s (enp1s0f1np1 at 100 Gb/s)";
    // A finding's alert over a state that reads healthy is said in words too.
    QTest::newRow("cabled, failing") << int(RearPanelWidget::PortState::BothTwinsUp) << ""
                                     << failure << "Right: cabled, both twins up, but failing";
    QTest::newRow("cabled, warning") << int(RearPanelWidget::PortState::BothTwinsUp) << ""
                                     << warning << "Right: cabled, both twins up, with a warning";
    QTest::newRow("unknown, failing")
        << int(RearPanelWidget::PortState::Unknown) << "" << failure << "Right: failing";
    QTest::newRow("one twin, failing")
        << int(RearPanelWidget::PortState::OneTwinDown) << "enP2p1s0f1np1 down" << failure
        << "Right: one twin down (enP2p1s0f1np1 down)";
}

void TestRearPanelWidget::labels()
{
    QFETCH(int, state);
    QFETCH(QString, note);
    QFETCH(int, alert);
    QFETCH(QString, label);
    RearPanelWidget panel;
    panel.setPortState(PortSide::Right, RearPanelWidget::PortState(state), note);
    panel.setPortAlert(PortSide::Right, RearPanelWidget::Alert(alert));
    QCOMPARE(panel.portLabel(PortSide::Right), label);
    QCOMPARE(panel.portLabel(PortSide::Left), QStringLiteral("Left: not checked"));
}

// Renders the panel and checks that the right cage is painted green (cabled) and the left
// one grey (no cable): the overlay lands on the drawing's cages, not somewhere else.
void TestRearPanelWidget::paintsStateColoursOverTheCages()
{
    RearPanelWidget panel;
    panel.resize(640, panel.heightForWidth(640));
    panel.setPortState(PortSide::Left, RearPanelWidget::PortState::NoCable);
    panel.setPortState(
        PortSide::Right, RearPanelWidget::PortState::BothTwinsUp, QStringLiteral("200G"));
    panel.setRecommended(PortSide::Right);
    const QImage image = panel.grab().toImage();
    QDir().mkpath(QStringLiteral("screenshots"));
    image.save(QStringLiteral("screenshots/rear-panel.png"));
    // Cage centres in the SVG's own coordinates (viewBox 640x200, drawn at scale 1 here).
    const QColor right = image.pixelColor(562, 94);
    const QColor left = image.pixelColor(444, 94);
    QVERIFY2(right.green() > right.red() + 30, qPrintable(right.name()));
    QVERIFY2(qAbs(left.red() - left.green()) < 20 && left.red() > 40, qPrintable(left.name()));
    // The ring is explained, to the eye and to a screen reader.
    QVERIFY(panel.accessibleDescription().contains(panel.ringText()));
    QVERIFY(panel.ringText().startsWith(QLatin1String("Ring: the port to use")));
    // A twin below 200 Gb/s is amber, not the green of a healthy port.
    panel.setPortState(PortSide::Right, RearPanelWidget::PortState::Slow, QStringLiteral("100G"));
    const QColor slow = panel.grab().toImage().pixelColor(562, 94);
    QVERIFY2(slow.red() > slow.blue() + 30 && slow.red() > 100, qPrintable(slow.name()));
    // A port whose twins are up but that a failing finding is about (a stale ConnectX) is red,
    // not the green of a healthy port, and so is its dot in the legend.
    panel.setPortState(PortSide::Right, RearPanelWidget::PortState::BothTwinsUp);
    panel.setPortAlert(PortSide::Right, RearPanelWidget::Alert::Failure);
    const QColor failing = panel.grab().toImage().pixelColor(562, 94);
    QVERIFY2(failing.red() > failing.green() + 60 && failing.red() > failing.blue() + 60,
             qPrintable(failing.name()));
}

QTEST_MAIN(TestRearPanelWidget)
#include "tst_rearpanelwidget.moc"
