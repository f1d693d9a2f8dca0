// SPDX-License-Identifier: GPL-3.0-or-later
// Apply's guards against a real 2-node lab (run through with_lab.sh): a full disk under
// /etc/netplan or under Tandem's state changes nothing; of two applies at once one wins and the
// other changes nothing; an old run's watchdog leaves a newer run alone; stale locks are taken
// over and named.
#include "applylabfixture.h"
#include "remote/netplancommands.h"
#include "remote/nodelock.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>

using namespace Tandem;
using namespace std::chrono_literals;

class TestApplyLabGuards final : public ApplyLabFixture
{
    Q_OBJECT

private Q_SLOTS:
    void diskFullOnNetplanChangesNothing();
    void diskFullOnStateChangesNothing();
    void twoAppliesAtOnceOneWins();
    void oldWatchdogLeavesNewerRunAlone();
    void staleLocksAreTakenOverAndNamed();
};

void TestApplyLabGuards::diskFullOnNetplanChangesNothing()
{
    lab({QStringLiteral("fault"), QStringLiteral("stale-netplan"), QStringLiteral("1")});
    const QString netplanFiles = QStringLiteral(
        "ls /etc/netplan; stat -c '%n %U %G %a' /etc/netplan/*; sha256sum /etc/netplan/*");
    const QString listing = onNode(1, netplanFiles);
    lab({QStringLiteral("fault"),
         QStringLiteral("disk-full"),
         QStringLiteral("1"),
         QStringLiteral("/etc/netplan")});
    auto step = makeApply(m_password, 60s);
    step->setFilesToMoveAside({{m_nodes.at(0).name, {stale}}});
    QSignalSpy finished(step.get(), &ApplyStep::finished);
    step->start();
    QVERIFY(finished.wait(90000));
    printChecks(step->checks());
    QCOMPARE(step->outcome(m_nodes.at(0).name), ApplyOutcome::RolledBack);
    for (const Check &c : step->checks()) {
        if (c.node == m_nodes.at(0).name && c.id == QLatin1String("apply.confirm"))
            QVERIFY2(c.detail.contains(QLatin1String("No space left")), qPrintable(c.detail));
    }
    QCOMPARE(onNode(1, netplanFiles), listing);
    QVERIFY(!onNode(1, QStringLiteral("ip -4 -o addr")).contains(QLatin1String("192.168.10")));
    verifyNoTrialNorLock(1);
    QCOMPARE(step->outcome(m_nodes.at(1).name), ApplyOutcome::Confirmed);
    lab({QStringLiteral("fault"), QStringLiteral("clear")});
    QVERIFY(restoreAll());
}

// /var/lib/tandem full: the lock cannot be written, so nothing starts on any node.
void TestApplyLabGuards::diskFullOnStateChangesNothing()
{
    const QString files = QStringLiteral("ls /etc/netplan /var/lib/tandem /var/lib/tandem/backups; "
                                         "cat /var/lib/tandem/manifest.json");
    const QString before = onNode(1, files);
    lab({QStringLiteral("fault"),
         QStringLiteral("disk-full"),
         QStringLiteral("1"),
         QStringLiteral("/var/lib/tandem")});
    auto step = makeApply(m_password, 60s);
    QSignalSpy finished(step.get(), &ApplyStep::finished);
    step->start();
    QVERIFY(finished.wait(60000));
    printChecks(step->checks());
    for (const NodeAddress &node : std::as_const(m_nodes))
        QCOMPARE(step->outcome(node.name), ApplyOutcome::NotChanged);
    for (const Check &c : step->checks()) {
        if (c.node == m_nodes.at(0).name && c.id == QLatin1String("apply.backup"))
            QVERIFY2(c.detail.contains(QLatin1String("lock"))
                         && c.detail.contains(QLatin1String("nothing was changed")),
                     qPrintable(c.detail));
    }
    lab({QStringLiteral("fault"), QStringLiteral("clear")});
    QCOMPARE(onNode(1, files), before);
    verifyNoTrialNorLock(2);
}

// Two Tandems apply to the same two nodes at once: exactly one changes them, the other changes
// nothing and names the run that holds the node.
void TestApplyLabGuards::twoAppliesAtOnceOneWins()
{
    const QList<SshNodeRunner *> second = connectAgain();
    QCOMPARE(second.size(), 2);
    auto first = makeApply(m_password, 60s);
    auto other = makeApply(m_password, 60s, second);
    QSignalSpy firstDone(first.get(), &ApplyStep::finished);
    QSignalSpy otherDone(other.get(), &ApplyStep::finished);
    first->start();
    other->start();
    QVERIFY(firstDone.wait(90000) || firstDone.size() == 1);
    QVERIFY(otherDone.size() == 1 || otherDone.wait(90000));
    printChecks(first->checks());
    printChecks(other->checks());
    QVERIFY2(first->allConfirmed() != other->allConfirmed(), "exactly one of them must win");
    const ApplyStep *loser = first->allConfirmed() ? other.get() : first.get();
    bool named = false;
    for (const NodeAddress &node : std::as_const(m_nodes)) {
        QCOMPARE(loser->outcome(node.name), ApplyOutcome::NotChanged);
        for (const Check &c : loser->checks()) {
            if (c.node == node.name && c.id == QLatin1String("apply.backup")
                && c.detail.contains(QLatin1String("Another Tandem is changing")))
                named = true;
        }
    }
    QVERIFY(named);
    QCOMPARE(fileState(1, cx7).section(QLatin1Char(' '), 0, 0), NodeBackup::sha256Hex(pbYaml(10)));
    QCOMPARE(fileState(2, cx7).section(QLatin1Char(' '), 0, 0), NodeBackup::sha256Hex(pbYaml(11)));
    verifyNoTrialNorLock(1);
    verifyNoTrialNorLock(2);
    // The winner's run is in each manifest, confirmed; the loser left no trace there.
    const ApplyStep *winner = first->allConfirmed() ? first.get() : other.get();
    for (int i = 0; i < 2; ++i) {
        const QString manifest = onNode(i + 1, QStringLiteral("cat /var/lib/tandem/manifest.json"));
        QVERIFY(manifest.contains(winner->runId(m_nodes.at(i).name)));
        QVERIFY(!manifest.contains(loser->runId(m_nodes.at(i).name)));
    }
    qDeleteAll(second);
    QVERIFY(restoreAll());
}

// An old watchdog whose run no longer holds the node reverts nothing: here run B holds the lock
// when run A's watchdog times out.
void TestApplyLabGuards::oldWatchdogLeavesNewerRunAlone()
{
    const QString runA = NodeBackup::newRunId() + QStringLiteral("a");
    const QString runB = NodeBackup::newRunId() + QStringLiteral("b");
    SshNodeRunner *node = m_runners.at(0);
    const auto runSync = [node](const RemoteCommand &command) -> CommandResult {
        CommandResult out;
        bool done = false;
        node->run(command, node, [&](const CommandResult &r) {
            out = r;
            done = true;
        });
        QElapsedTimer clock;
        clock.start();
        while (!done && clock.elapsed() < 30000)
            QTest::qWait(20);
        return out;
    };
    QVERIFY(runSync(NetplanCommands::backup(runA, {}, m_password)).ok());
    BackupRun a;
    a.runId = runA;
    a.backupDir = NetplanCommands::backupDirFor(runA);
    QVERIFY(runSync(NetplanCommands::lock(runA, m_password)).ok());
    // Long enough that the four commands below (each a sudo round trip, slow on a loaded
    // machine) end before A's deadline: the watchdog must fire while B holds the lock.
    QElapsedTimer sinceArmed;
    sinceArmed.start();
    QVERIFY(runSync(NetplanCommands::arm(a, 10s, m_password)).ok());
    QVERIFY(
        runSync(NetplanCommands::stage(runA, QStringLiteral("40-cx7.yaml"), pbYaml(10), m_password))
            .ok());
    // Run A's lock goes (as if taken over); run B takes the node and stages its own file.
    QVERIFY(runSync(NetplanCommands::unlock(runA, m_password)).ok());
    QVERIFY(runSync(NetplanCommands::lock(runB, m_password)).ok());
    QVERIFY2(sinceArmed.elapsed() < 10000, "B took the lock after A's deadline: inconclusive");
    // A's watchdog decides at its deadline; ask until it has.
    const auto outcomeOfA
        = [&] { return runSync(NetplanCommands::outcome(runA, m_password)).out.trimmed(); };
    QElapsedTimer waited;
    waited.start();
    QByteArray said = outcomeOfA();
    while ((said == "pending" || said == "deciding") && waited.elapsed() < 40000) {
        QTest::qWait(500);
        said = outcomeOfA();
    }
    QCOMPARE(said, QByteArray("superseded"));
    QCOMPARE(onNode(1, QStringLiteral("sed -n 's/^run //p' /var/lib/tandem/lock")), runB);
    // A's staged file is still there: the watchdog touched nothing. Clean up as A's abort would.
    QCOMPARE(onNode(1, QStringLiteral("ls /run/netplan")), QStringLiteral("40-cx7.yaml"));
    QVERIFY(runSync(NetplanCommands::unlock(runB, m_password)).ok());
    QCOMPARE(runSync(NetplanCommands::abort(runA, m_password)).out.trimmed(),
             QByteArray("superseded"));
    onNode(1, QStringLiteral("rm -f /run/netplan/40-cx7.yaml"));
    verifyNoTrialNorLock(1);
}

// Locks whose holder cannot be alive are taken over, and the apply says whose and why: one taken
// before a reboot, one older than NodeLock::maxAge without a watchdog. A young one is respected.
void TestApplyLabGuards::staleLocksAreTakenOverAndNamed()
{
    const QString lockLines = QStringLiteral(
        "printf 'run %1\\nuser bob\\nhost laptop3\\npid 77\\nstarted 2026-07-21T10:15:00Z\\n"
        "epoch %2\\nboot '$(cat /proc/sys/kernel/random/boot_id)'\\n' > /var/lib/tandem/lock; "
        ": > /run/tandem/lock-%1");
    const auto applyOnce = [this](const char *expect) {
        auto step = makeApply(m_password, 60s);
        QSignalSpy finished(step.get(), &ApplyStep::finished);
        step->start();
        QVERIFY(finished.wait(90000));
        printChecks(step->checks());
        const Check *backup = nullptr;
        for (const Check &c : step->checks()) {
            if (c.node == m_nodes.at(0).name && c.id == QLatin1String("apply.backup"))
                backup = &c;
        }
        QVERIFY(backup);
        QVERIFY2(backup->detail.contains(QLatin1String(expect)), qPrintable(backup->detail));
        if (step->allConfirmed())
            QVERIFY(restoreAll());
    };
    // A young lock with its marker: held.
    onNode(1,
           QStringLiteral("mkdir -p /run/tandem && ")
               + lockLines.arg(QStringLiteral("20260721T101500Z-0young"))
                     .arg(QDateTime::currentSecsSinceEpoch()));
    applyOnce("Another Tandem is changing");
    // The same lock after a reboot: its marker in /run is gone.
    lab({QStringLiteral("fault"), QStringLiteral("reboot"), QStringLiteral("1")});
    QVERIFY(connectAll());
    applyOnce("taken before the node's last boot");
    // An old lock whose run has no watchdog.
    onNode(1,
           QStringLiteral("mkdir -p /run/tandem && ")
               + lockLines.arg(QStringLiteral("20260721T101500Z-00old")).arg(1000));
    applyOnce("no watchdog of its run is running");
    // A young lock of a Tandem on this computer that is gone (killed, or its session lost,
    // before it released the lock): taken over at once rather than after half an hour.
    int staleLocks = 2;
    if (const QString machine = NodeLock::localMachine(); !machine.isEmpty()) {
        QProcess gone; // QProcess forgets the pid once it ends: the shell says its own
        gone.start(QStringLiteral("sh"), {QStringLiteral("-c"), QStringLiteral("echo $$")});
        QVERIFY(gone.waitForFinished());
        const QString pid = QString::fromLatin1(gone.readAllStandardOutput().trimmed());
        onNode(1,
               QStringLiteral("mkdir -p /run/tandem && printf 'run %1\nuser bob\nhost laptop3\n"
                              "machine %2\npid %3\nstarted 2026-07-21T10:15:00Z\nepoch %4\n"
                              "boot '$(cat /proc/sys/kernel/random/boot_id)'\n' > "
                              "/var/lib/tandem/lock; : > /run/tandem/lock-%1")
                   .arg(QStringLiteral("20260721T101500Z-0gone"), machine)
                   .arg(pid)
                   .arg(QDateTime::currentSecsSinceEpoch()));
        applyOnce("the Tandem that took it is no longer running");
        ++staleLocks;
    } else {
        qInfo("no machine id on this computer: the gone-holder case is not tried");
    }
    verifyNoTrialNorLock(1);
    QCOMPARE(onNode(1, QStringLiteral("ls /var/lib/tandem | grep -c '^lock.stale-'")),
             QString::number(staleLocks));
}

QTEST_GUILESS_MAIN(TestApplyLabGuards)
#include "tst_applylabguards.moc"
