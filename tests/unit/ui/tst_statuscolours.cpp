// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkbanner.h"
#include "statuscolours.h"

#include <QPalette>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Ui;

namespace {

// A light palette (Fusion's) and a dark one (KDE's Breeze Dark, the theme where the old fixed
// colours failed): what a user's desktop gives Tandem.
QPalette palette(bool dark)
{
    QPalette p;
    const QColor window = dark ? QColor(0x20, 0x23, 0x26) : QColor(0xef, 0xef, 0xef);
    const QColor base = dark ? QColor(0x14, 0x16, 0x18) : QColor(0xff, 0xff, 0xff);
    const QColor text = dark ? QColor(0xfc, 0xfc, 0xfc) : QColor(0x00, 0x00, 0x00);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Text, text);
    return p;
}

} // namespace

class TestStatusColours final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void contrastOfKnownColours();
    void readableInLightAndDark_data();
    void readableInLightAndDark();
    void bannerFollowsThePalette();
};

// WCAG's own examples: black on white is 21:1, a colour on itself 1:1, #777 on white ~4.48.
void TestStatusColours::contrastOfKnownColours()
{
    QCOMPARE(qRound(StatusColours::contrast(Qt::black, Qt::white) * 100), 2100);
    QCOMPARE(StatusColours::contrast(QColor(0x12, 0x34, 0x56), QColor(0x12, 0x34, 0x56)), 1.0);
    QCOMPARE(qRound(StatusColours::contrast(QColor(0x77, 0x77, 0x77), Qt::white) * 100), 448);
    // The old fixed red of the report's status line on Breeze Dark's window: far below 4.5.
    QVERIFY(StatusColours::contrast(QColor(0xa4, 0x26, 0x2c), QColor(0x20, 0x23, 0x26)) < 2.3);
}

void TestStatusColours::readableInLightAndDark_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<bool>("dark");
    const QList<QPair<const char *, CheckStatus>> statuses{{"pass", CheckStatus::Pass},
                                                           {"warn", CheckStatus::Warn},
                                                           {"fail", CheckStatus::Fail},
                                                           {"running", CheckStatus::Running},
                                                           {"pending", CheckStatus::Pending}};
    for (const auto &[name, status] : statuses) {
        QTest::addRow("%s light", name) << int(status) << false;
        QTest::addRow("%s dark", name) << int(status) << true;
    }
}

// Words in a status colour reach 4.5:1 (WCAG AA for body text) on the window, the base and the
// banner's own background, in a light and a dark palette; and the banner is tinted, not plain.
void TestStatusColours::readableInLightAndDark()
{
    QFETCH(int, status);
    QFETCH(bool, dark);
    const QPalette p = palette(dark);
    const auto s = CheckStatus(status);
    const StatusColours::Banner banner = StatusColours::banner(s, p);
    const QColor ink = StatusColours::ink(s, p);
    QVERIFY2(StatusColours::contrast(banner.text, banner.background) >= 4.5,
             qPrintable(banner.text.name() + " on " + banner.background.name()));
    for (const QPalette::ColorRole role : {QPalette::Window, QPalette::Base}) {
        QVERIFY2(StatusColours::contrast(ink, p.color(role)) >= 4.5,
                 qPrintable(ink.name() + " on " + p.color(role).name()));
    }
    QVERIFY(banner.background != p.color(QPalette::Window));
    QCOMPARE(banner.border, StatusColours::hue(s));
    // Dark stays dark and light stays light: no pale banner on a dark window.
    QCOMPARE(banner.background.lightness() < 128, dark);
}

void TestStatusColours::bannerFollowsThePalette()
{
    QWidget page;
    page.setPalette(palette(false));
    auto *banner = new CheckBanner(&page);
    banner->showMessage(CheckStatus::Fail, QStringLiteral("Bandwidth: below the threshold"));
    const QColor light = banner->colours().background;
    QVERIFY(light.lightness() > 200);
    page.setPalette(palette(true));
    QVERIFY(banner->colours().background.lightness() < 60);
    QVERIFY(banner->styleSheet().contains(banner->colours().background.name()));
    QVERIFY(StatusColours::contrast(banner->colours().text, banner->colours().background) >= 4.5);
}

QTEST_MAIN(TestStatusColours)
#include "tst_statuscolours.moc"
