// SPDX-License-Identifier: GPL-3.0-or-later
// The main window comes back at the size and place it had when Tandem last ended
// (ui/windowgeometry.h); without a saved place, or with bytes Qt cannot read, it keeps its own.
#include "windowgeometry.h"

#include <QMainWindow>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using Tandem::Ui::WindowGeometry;

class TestWindowGeometry final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void comesBackAsItWas();
    void keepsItsOwnWithoutAPlace_data();
    void keepsItsOwnWithoutAPlace();
};

void TestWindowGeometry::comesBackAsItWas()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("tandem.conf"));
    {
        QMainWindow window;
        window.resize(900, 640);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.resize(812, 577);
        QSettings settings(file, QSettings::IniFormat);
        WindowGeometry::save(&window, settings);
    }
    QMainWindow again;
    again.resize(1100, 720);
    const QSettings settings(file, QSettings::IniFormat);
    QVERIFY(WindowGeometry::restore(&again, settings));
    QCOMPARE(again.size(), QSize(812, 577));
}

void TestWindowGeometry::keepsItsOwnWithoutAPlace_data()
{
    QTest::addColumn<QByteArray>("saved");
    QTest::newRow("nothing saved") << QByteArray();
    QTest::newRow("not Qt's bytes") << QByteArray("\x01\xd9\xd0\xcb garbage", 12);
}

void TestWindowGeometry::keepsItsOwnWithoutAPlace()
{
    QFETCH(QByteArray, saved);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QSettings settings(dir.filePath(QStringLiteral("tandem.conf")), QSettings::IniFormat);
    if (!saved.isEmpty())
        settings.setValue(QLatin1String(WindowGeometry::key), saved);
    QMainWindow window;
    window.resize(1100, 720);
    QVERIFY(!WindowGeometry::restore(&window, settings));
    QCOMPARE(window.size(), QSize(1100, 720));
}

QTEST_MAIN(TestWindowGeometry)
#include "tst_windowgeometry.moc"
