// SPDX-License-Identifier: GPL-3.0-or-later
// The node lock as Tandem reads it: the holder's lines, and whether the holder is a Tandem of
// this computer that is gone (killed, or lost its session before it could release the lock),
// which ApplyLock then takes over instead of waiting half an hour.
#include "remote/nodelock.h"

#include <QCoreApplication>
#include <QProcess>
#include <QTest>

#include <unistd.h>

using namespace Tandem;

namespace {

QByteArray held(const QString &machine, const QString &pid)
{
    return QStringLiteral("held\nrun 20261202T135003Z-58cd\nuser root\nhost vm\nmachine %1\n"
                          "pid %2\nstarted 2026-12-02T13:50:03Z\nepoch 1764683403\nboot x\n")
        .arg(machine, pid)
        .toUtf8();
}

// A pid that ran and is gone: a child that has exited and been reaped.
QString deadPid()
{
    QProcess child; // QProcess forgets the pid once it ends: the shell says its own
    child.start(QStringLiteral("sh"), {QStringLiteral("-c"), QStringLiteral("echo $$")});
    child.waitForFinished();
    return QString::fromLatin1(child.readAllStandardOutput().trimmed());
}

} // namespace

class TestNodeLock final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsTheHolder();
    void goneHere_data();
    void goneHere();
};

void TestNodeLock::readsTheHolder()
{
    const NodeLock lock = NodeLock::parse(held(QStringLiteral("0123456789abcdef"), "4711"), 5);
    QCOMPARE(lock.state, NodeLock::State::Held);
    QCOMPARE(lock.runId, QStringLiteral("20261202T135003Z-58cd"));
    QCOMPARE(lock.machine, QStringLiteral("0123456789abcdef"));
    QCOMPARE(lock.pid, QStringLiteral("4711"));
    QVERIFY(lock.holder().contains(QLatin1String("by root on vm (pid 4711)")));
    // Taken over: the stale holder's lines.
    const NodeLock taken = NodeLock::parse(
        "stale the Tandem that took it is no longer running on vm\nstale-run 1-a\nstale-pid 9\n"
        "locked\n",
        0);
    QCOMPARE(taken.state, NodeLock::State::Locked);
    QCOMPARE(taken.runId, QStringLiteral("1-a"));
    QVERIFY(taken.staleReason.contains(QLatin1String("no longer running")));
}

void TestNodeLock::goneHere_data()
{
    QTest::addColumn<QByteArray>("out");
    QTest::addColumn<int>("exitStatus");
    QTest::addColumn<bool>("gone");
    const QString here = NodeLock::localMachine();
    if (here.isEmpty())
        QSKIP("this computer has no machine id (/etc/machine-id)");
    const QString self = QString::number(QCoreApplication::applicationPid());
    QTest::newRow("this computer, process gone") << held(here, deadPid()) << 5 << true;
    QTest::newRow("this computer, this process") << held(here, self) << 5 << false;
    QTest::newRow("this computer, another process that runs")
        << held(here, QString::number(getppid())) << 5 << false;
    QTest::newRow("this computer, pid 1") << held(here, QStringLiteral("1")) << 5 << false;
    QTest::newRow("another computer of the same name")
        << held(QStringLiteral("fedcba9876543210"), deadPid()) << 5 << false;
    QTest::newRow("an older lock without a machine id") << held(QString(), deadPid()) << 5 << false;
    QTest::newRow("not a pid") << held(here, QStringLiteral("12abc")) << 5 << false;
    QTest::newRow("locked, not held") << held(here, deadPid()) << 0 << false;
}

void TestNodeLock::goneHere()
{
    QFETCH(QByteArray, out);
    QFETCH(int, exitStatus);
    QFETCH(bool, gone);
    QCOMPARE(NodeLock::parse(out, exitStatus).heldByGoneProcessHere(), gone);
}

QTEST_GUILESS_MAIN(TestNodeLock)
#include "tst_nodelock.moc"
