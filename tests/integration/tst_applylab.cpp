// SPDX-License-Identifier: GPL-3.0-or-later
// Apply and restore against a real 2-node lab (run through with_lab.sh): the PB plan
// (192.168.100.x / 192.168.101.x on the right twins) applied over SSH with sudo, addresses up
// and pinging over both twins, then restored byte for byte; a stale Sync file moved aside and
// back; a wrong sudo password changing nothing; and the management path cut during apply,
// after which the node reverts by itself; a reboot during the countdown keeps the old
// configuration. Apply's guards are in tst_applylabguards.cpp.
#include "applylabfixture.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using namespace Tandem;
using namespace std::chrono_literals;

class TestApplyLab final : public ApplyLabFixture
{
    Q_OBJECT

private Q_SLOTS:
    void wrongPasswordChangesNothing();
    void applyPingAndRestore();
    void managementPathCutReverts();
    void rebootDuringCountdownKeepsOldConfig();
};

void TestApplyLab::wrongPasswordChangesNothing()
{
    const QString before = fileState(1, cx7);
    auto step = makeApply("not-the-password", 120s);
    QSignalSpy finished(step.get(), &ApplyStep::finished);
    step->start();
    QVERIFY(finished.wait(30000));
    for (const NodeAddress &node : std::as_const(m_nodes)) {
        QCOMPARE(step->outcome(node.name), ApplyOutcome::NotChanged);
        bool found = false;
        for (const Check &c : step->checks()) {
            if (c.node == node.name && c.id == QLatin1String("apply.backup")) {
                found = true;
                QCOMPARE(c.status, CheckStatus::Fail);
                QVERIFY2(c.detail.contains(QLatin1String("refused the password"))
                             && c.detail.contains(QLatin1String("nothing was changed")),
                         qPrintable(c.detail));
            }
        }
        QVERIFY(found);
    }
    QCOMPARE(fileState(1, cx7), before);
    QCOMPARE(onNode(1, QStringLiteral("ls /var/lib/tandem | wc -l")), QStringLiteral("0"));
}

void TestApplyLab::applyPingAndRestore()
{
    lab({QStringLiteral("fault"), QStringLiteral("stale-netplan"), QStringLiteral("1")});
    const QString cx7Before = fileState(1, cx7);
    const QString staleBefore = fileState(1, stale);
    QCOMPARE(cx7Before, QStringLiteral("absent"));
    QVERIFY(staleBefore != QLatin1String("absent"));

    auto step = makeApply(m_password, 120s);
    step->setFilesToMoveAside({{m_nodes.at(0).name, {stale}}});
    QSignalSpy finished(step.get(), &ApplyStep::finished);
    QElapsedTimer clock;
    clock.start();
    step->start();
    QVERIFY(finished.wait(120000));
    const qint64 total = clock.elapsed();
    for (const Check &c : step->checks()) {
        qInfo("%s %s %s: %s",
              qPrintable(c.node),
              qPrintable(c.id),
              qPrintable(checkStatusKey(c.status)),
              qPrintable(c.detail));
        for (const Evidence &e : c.evidence) {
            QVERIFY(!e.command.contains(QString::fromUtf8(m_password)));
            QVERIFY(!e.output.contains(QString::fromUtf8(m_password)));
            QVERIFY(!e.command.contains(QLatin1String("192.168.100.10/24")));
        }
    }
    QVERIFY(step->allConfirmed());
    qInfo("TIMING 2-node apply, start to confirmed: node1 %lld ms, node2 %lld ms, step %lld ms",
          step->elapsedMs(m_nodes.at(0).name),
          step->elapsedMs(m_nodes.at(1).name),
          total);

    QCOMPARE(fileState(1, cx7).section(QLatin1Char(' '), 1), QStringLiteral("root root 600"));
    QCOMPARE(fileState(1, cx7).section(QLatin1Char(' '), 0, 0), NodeBackup::sha256Hex(pbYaml(10)));
    QCOMPARE(fileState(1, stale), QStringLiteral("absent"));
    QCOMPARE(
        onNode(1,
               QStringLiteral(
                   "stat -c '%U %a' /var/lib/tandem/manifest.json /var/lib/tandem/backups/*/")),
        QStringLiteral("root 600\nroot 700"));
    for (const QString &ping :
         {QStringLiteral("ping -c1 -W1 -I enp1s0f1np1 192.168.100.11 >/dev/null && echo ok"),
          QStringLiteral("ping -c1 -W1 -I enP2p1s0f1np1 192.168.101.11 >/dev/null && echo ok")})
        QCOMPARE(onNode(1, ping), QStringLiteral("ok"));
    // The stale file's 10.100.16.x is gone with it: only the plan's addresses are on the twin.
    QVERIFY(!onNode(1, QStringLiteral("ip -4 -o addr show dev enp1s0f1np1"))
                 .contains(QLatin1String("10.100.")));

    QElapsedTimer restoreClock;
    restoreClock.start();
    QVERIFY(restoreAll());
    qInfo("TIMING 2-node restore: %lld ms", restoreClock.elapsed());
    QCOMPARE(fileState(1, cx7), cx7Before);
    QCOMPARE(fileState(1, stale), staleBefore);
    QCOMPARE(fileState(2, cx7), QStringLiteral("absent"));
    QVERIFY(!onNode(1, QStringLiteral("ip -4 -o addr")).contains(QLatin1String("192.168.10")));
    QVERIFY(!onNode(2, QStringLiteral("ip -4 -o addr")).contains(QLatin1String("192.168.10")));
    QVERIFY(onNode(1, QStringLiteral("cat /var/lib/tandem/manifest.json"))
                .contains(QLatin1String("\"restored\"")));
    lab({QStringLiteral("fault"), QStringLiteral("clear")});
}

void TestApplyLab::managementPathCutReverts()
{
    const QString before = fileState(1, cx7);
    auto step = makeApply(m_password, 15s);
    bool killed = false;
    QElapsedTimer sinceKill;
    connect(step.get(), &ApplyStep::checkChanged, this, [&](const Check &c) {
        qInfo("  %s %s %s: %s",
              qPrintable(c.node),
              qPrintable(c.id),
              qPrintable(checkStatusKey(c.status)),
              qPrintable(c.detail));
        // Right after `netplan apply` is sent to node1: cut its management path.
        if (!killed && c.node == m_nodes.at(0).name && c.id == QLatin1String("apply.confirm")
            && c.detail.startsWith(QLatin1String("netplan apply"))) {
            killed = true;
            lab({QStringLiteral("fault"), QStringLiteral("sshd-kill"), QStringLiteral("1")});
            sinceKill.start();
            // Back after the watchdog's deadline, so Tandem can look at the result.
            QTimer::singleShot(19s, this, [this] {
                lab({QStringLiteral("fault"), QStringLiteral("clear")});
            });
        }
    });
    QSignalSpy finished(step.get(), &ApplyStep::finished);
    step->start();
    QVERIFY(finished.wait(90000));
    QVERIFY(killed);
    for (const Check &c : step->checks()) {
        qInfo("%s %s %s: %s",
              qPrintable(c.node),
              qPrintable(c.id),
              qPrintable(checkStatusKey(c.status)),
              qPrintable(c.detail));
    }
    QCOMPARE(step->outcome(m_nodes.at(0).name), ApplyOutcome::Reverted);
    QCOMPARE(step->outcome(m_nodes.at(1).name), ApplyOutcome::Confirmed);
    QCOMPARE(fileState(1, cx7), before);
    QVERIFY(!onNode(1, QStringLiteral("ip -4 -o addr")).contains(QLatin1String("192.168.10")));
    qInfo("watchdog log:\n%s",
          qPrintable(onNode(1, QStringLiteral("cat /var/lib/tandem/backups/*/watchdog.log"))));
    // Node 2 confirmed: restore it (node 1 has nothing left to undo).
    QVERIFY(restoreAll());
    QCOMPARE(fileState(2, cx7), QStringLiteral("absent"));
}

// A reboot during the confirm countdown: the new configuration lived in /run/netplan, so the node
// comes back with its old one, and Tandem says that it restarted. Node 1's plan has one address
// its file does not set, so Tandem waits on it (the countdown) until the node restarts.
void TestApplyLab::rebootDuringCountdownKeepsOldConfig()
{
    const QString before = fileState(1, cx7);
    AddressPlan waiting = m_plan;
    waiting.nodes[0].interfaces.append(
        {QStringLiteral("enp1s0f0np0"), QStringLiteral("192.168.102.10"), 24, 0});
    auto step = makeApply(m_password, 60s);
    step->setPlan(waiting);
    bool rebooted = false;
    QString liveBefore;
    connect(step.get(), &ApplyStep::checkChanged, this, [&](const Check &c) {
        if (!rebooted && c.node == m_nodes.at(0).name && c.id == QLatin1String("apply.confirm")
            && c.detail.startsWith(QLatin1String("Waiting for"))) {
            rebooted = true;
            liveBefore = onNode(1, QStringLiteral("ip -4 -o addr show dev enp1s0f1np1"));
            lab({QStringLiteral("fault"), QStringLiteral("reboot"), QStringLiteral("1")});
        }
    });
    QSignalSpy finished(step.get(), &ApplyStep::finished);
    step->start();
    QVERIFY(finished.wait(90000));
    printChecks(step->checks());
    QVERIFY(rebooted);
    QVERIFY2(liveBefore.contains(QLatin1String("192.168.100.10")), qPrintable(liveBefore));
    QCOMPARE(step->outcome(m_nodes.at(0).name), ApplyOutcome::Reverted);
    for (const Check &c : step->checks()) {
        if (c.node == m_nodes.at(0).name && c.id == QLatin1String("apply.confirm"))
            QVERIFY2(c.detail.contains(QLatin1String("restarted")), qPrintable(c.detail));
    }
    QCOMPARE(step->outcome(m_nodes.at(1).name), ApplyOutcome::Confirmed);
    QCOMPARE(fileState(1, cx7), before);
    QVERIFY(!onNode(1, QStringLiteral("ip -4 -o addr")).contains(QLatin1String("192.168.10")));
    verifyNoTrialNorLock(1);
    verifyNoTrialNorLock(2);
    QVERIFY(connectAll()); // the old session to node 1 ended with the reboot
    QVERIFY(restoreAll());
    QCOMPARE(fileState(2, cx7), QStringLiteral("absent"));
}

// /etc/netplan full: the trial works (it is in /run), but the confirm cannot copy the file into
// /etc/netplan; nothing there changes and the old configuration is applied again.

QTEST_GUILESS_MAIN(TestApplyLab)
#include "tst_applylab.moc"
