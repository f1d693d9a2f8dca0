// SPDX-License-Identifier: GPL-3.0-or-later
// The scripts apply and restore run on a node refuse any path with ".." before they touch
// anything: run here with /bin/sh, exactly as NetplanCommands builds them (without sudo), on
// paths that lead out of /etc/netplan and /var/lib/tandem into a fresh folder under /tmp,
// which must not appear.
#include "remote/netplancommands.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTest>
#include <QUuid>

using namespace Tandem;

namespace {

struct Ran
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Ran runHere(const RemoteCommand &command)
{
    QStringList args;
    for (const QByteArray &a : command.argv().mid(1))
        args << QString::fromUtf8(a);
    QProcess p;
    p.start(QString::fromUtf8(command.argv().at(0)), args);
    p.write(command.stdinData().value_or(QByteArray()));
    p.closeWriteChannel();
    p.waitForFinished(20000);
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

} // namespace

class TestNetplanScripts final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void dotDotIsRefused_data();
    void dotDotIsRefused();
};

void TestNetplanScripts::dotDotIsRefused_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("write under /var/lib/tandem") << QStringLiteral("write-state");
    QTest::newRow("write under /etc/netplan") << QStringLiteral("write-netplan");
    QTest::newRow("read") << QStringLiteral("read");
    QTest::newRow("sums") << QStringLiteral("sums");
    QTest::newRow("stage") << QStringLiteral("stage");
}

void TestNetplanScripts::dotDotIsRefused()
{
    QFETCH(QString, kind);
    const QString fresh = QStringLiteral("/tmp/tandem-dotdot-")
                          + QUuid::createUuid().toString(QUuid::WithoutBraces);
    const QString target = fresh + QStringLiteral("/x.yaml");
    QVERIFY(!QFileInfo::exists(fresh));
    RemoteCommand command;
    if (kind == QLatin1String("write-state"))
        command = NetplanCommands::writeFile(
            QStringLiteral("/var/lib/tandem/../..") + target, "bytes\n", QStringLiteral("600"), {});
    else if (kind == QLatin1String("write-netplan"))
        command = NetplanCommands::writeFile(
            QStringLiteral("/etc/netplan/../..") + target, "bytes\n", QStringLiteral("600"), {});
    else if (kind == QLatin1String("read"))
        command
            = NetplanCommands::readFile(QStringLiteral("/var/lib/tandem/../../etc/hostname"), {});
    else if (kind == QLatin1String("sums"))
        command = NetplanCommands::sums({QStringLiteral("/var/lib/tandem/../../etc/hostname")}, {});
    else
        command = NetplanCommands::stage(
            QStringLiteral("20260721T101500Z-00aa"), QStringLiteral("../x.yaml"), "bytes\n", {});
    const Ran ran = runHere(command);
    QCOMPARE(ran.exitCode, 2);
    QVERIFY2(ran.err.contains("refusing") || ran.err.contains("bad"), ran.err.constData());
    QVERIFY(ran.out.isEmpty());
    QVERIFY(!QFileInfo::exists(fresh));
    QDir(fresh).removeRecursively(); // in case a broken script made it after all
}

QTEST_GUILESS_MAIN(TestNetplanScripts)
#include "tst_netplanscripts.moc"
