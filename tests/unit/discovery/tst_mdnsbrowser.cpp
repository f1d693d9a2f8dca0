// SPDX-License-Identifier: GPL-3.0-or-later
// MdnsBrowser without a daemon: avahi-client is pointed at a D-Bus socket that does not
// exist, so nothing is sent anywhere. The found-a-service path runs against real avahi
// daemons in the lab (tests/integration/discovery_integration_test.sh).
#include "discovery/mdnsbrowser.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Tandem;

class TestMdnsBrowser final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void noDaemonSaysSo();
    void unknownInterface();
    void stopIsQuiet();

private:
    QTemporaryDir m_dir;
};

void TestMdnsBrowser::initTestCase()
{
    QVERIFY(m_dir.isValid());
    qputenv("DBUS_SYSTEM_BUS_ADDRESS",
            QByteArray("unix:path=") + QFile::encodeName(m_dir.filePath(QStringLiteral("no-bus"))));
}

void TestMdnsBrowser::noDaemonSaysSo()
{
    MdnsBrowser browser;
    QSignalSpy failed(&browser, &MdnsBrowser::failed);
    QSignalSpy found(&browser, &MdnsBrowser::serviceFound);
    browser.start();
    QCOMPARE(failed.count(), 0); // after start() returns, never from inside it
    QVERIFY(failed.wait(3000));
    const QString message = failed.at(0).at(0).value<Error>().message;
    QVERIFY2(message.contains(QStringLiteral("avahi-daemon")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("not running")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("by name or address")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("sweep")), qPrintable(message));
    QVERIFY(!browser.isRunning());
    QCOMPARE(found.count(), 0);
}

void TestMdnsBrowser::unknownInterface()
{
    MdnsBrowser browser;
    QSignalSpy failed(&browser, &MdnsBrowser::failed);
    browser.start(QStringLiteral("tandem-nosuch0"));
    QVERIFY(failed.wait(3000));
    const QString message = failed.at(0).at(0).value<Error>().message;
    QVERIFY2(message.contains(QStringLiteral("tandem-nosuch0")), qPrintable(message));
}

void TestMdnsBrowser::stopIsQuiet()
{
    MdnsBrowser browser;
    QSignalSpy failed(&browser, &MdnsBrowser::failed);
    browser.start();
    browser.stop(); // before the queued failure is delivered
    QTest::qWait(200);
    QCOMPARE(failed.count(), 0);
    browser.stop(); // twice is fine
}

QTEST_GUILESS_MAIN(TestMdnsBrowser)
#include "tst_mdnsbrowser.moc"
