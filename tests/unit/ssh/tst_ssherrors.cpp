// SPDX-License-Identifier: GPL-3.0-or-later
// What a lost or missing connection says: what happened, and what to do next, for the GUI and
// for tandem-cli alike (the sentence becomes the detail of whatever check meets it).

#include "ssh/ssherrors.h"

#include <QTest>

using namespace Tandem;

class TestSshErrors final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void nextStep_data();
    void nextStep();
};

void TestSshErrors::nextStep_data()
{
    QTest::addColumn<QString>("message");
    QTest::addColumn<QStringList>("says");

    const QString dropped = SshErrors::connectionDropped(QStringLiteral("spark-386d")).message;
    QTest::newRow("dropped: what happened")
        << dropped << QStringList{"connection to spark-386d was lost", "sshd was restarted"};
    QTest::newRow("dropped: a reboot is waited for")
        << dropped << QStringList{"If it rebooted, wait until it answers again"};
    QTest::newRow("dropped: reconnect and rerun in the GUI")
        << dropped << QStringList{"reconnect to it on the Devices page", "run this step again"};
    QTest::newRow("dropped: rerun the command in the CLI")
        << dropped << QStringList{"with tandem-cli, run the same command again"};
    const QString password = SshErrors::authRefused(QStringLiteral("nvidia"),
                                                    QStringLiteral("spark-386d"),
                                                    {QStringLiteral("password")},
                                                    {QStringLiteral("password")},
                                                    true)
                                 .message;
    QTest::newRow("wrong password: said as such")
        << password
        << QStringList{"spark-386d rejected the password of user \"nvidia\"",
                       "type the password again"};
    const QString methods = SshErrors::authRefused(QStringLiteral("nvidia"),
                                                   QStringLiteral("spark-386d"),
                                                   {QStringLiteral("key /tmp/k")},
                                                   {QStringLiteral("publickey")})
                                .message;
    QTest::newRow("no password: the methods")
        << methods
        << QStringList{
               "refused to log in user \"nvidia\"", "Tried: key /tmp/k", "offers: publickey"};
    const QString never = SshErrors::notConnected().message;
    QTest::newRow("not connected: where and what")
        << never << QStringList{"Not connected", "Devices page", "tandem-cli"};
}

void TestSshErrors::nextStep()
{
    QFETCH(QString, message);
    QFETCH(QStringList, says);
    for (const QString &text : says)
        QVERIFY2(message.contains(text), qPrintable(message));
}

QTEST_GUILESS_MAIN(TestSshErrors)
#include "tst_ssherrors.moc"
