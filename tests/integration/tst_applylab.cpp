// SPDX-License-Identifier: GPL-3.0-or-later
// Apply and restore against a real 2-node lab (run through with_lab.sh): the PB plan
// (192.168.100.x / 192.168.101.x on the right twins) applied over SSH with sudo, addresses up
// and pinging over both twins, then restored byte for byte; a stale Sync file moved aside and
// back; a wrong sudo password changing nothing; and the management path cut during apply,
// after which the node reverts by itself.
#include "discovery/labstate.h"
#include "remote/netplancommands.h"
#include "remote/nodelock.h"
#include "remote/sshnoderunner.h"
#include "steps/applystep.h"
#include "steps/restorestep.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Tandem;
using namespace std::chrono_literals;

namespace {

const QString cx7 = QStringLiteral("/etc/netplan/40-cx7.yaml");
const QString stale = QStringLiteral("/etc/netplan/99-nvidia-sync-cluster.yaml");

QByteArray pbYaml(int last)
{
    return QStringLiteral(
               "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      addresses:\n"
               "        - 192.168.100.%1/24\n      dhcp4: no\n    enP2p1s0f1np1:\n"
               "      addresses:\n        - 192.168.101.%1/24\n      dhcp4: no\n")
        .arg(last)
        .toUtf8();
}

} // namespace

class TestApplyLab final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void wrongPasswordChangesNothing();
    void applyPingAndRestore();
    void managementPathCutReverts();
    void rebootDuringCountdownKeepsOldConfig();
    void diskFullOnNetplanChangesNothing();
    void diskFullOnStateChangesNothing();
    void twoAppliesAtOnceOneWins();
    void oldWatchdogLeavesNewerRunAlone();
    void staleLocksAreTakenOverAndNamed();
    void cleanupTestCase();

private:
    QString lab(const QStringList &args, int *exitCode = nullptr);
    QString onNode(int node, const QString &script);
    QString fileState(int node, const QString &path);
    bool connectAll();
    QList<SshNodeRunner *> connectAgain();
    std::unique_ptr<ApplyStep> makeApply(const QByteArray &password,
                                         std::chrono::seconds timeout,
                                         QList<SshNodeRunner *> runners = {});
    void printChecks(const QList<Check> &checks);
    // Nothing of Tandem's is left in the way on a node: no trial file, no lock.
    void verifyNoTrialNorLock(int node);
    bool restoreAll();

    QList<NodeAddress> m_nodes;
    QByteArray m_password;
    QTemporaryDir m_dir;
    QList<SshNodeRunner *> m_runners;
    AddressPlan m_plan;
};

QString TestApplyLab::lab(const QStringList &args, int *exitCode)
{
    QProcess p;
    p.start(qEnvironmentVariable("TANDEM_LAB_TOOL"), args);
    p.waitForFinished(60000);
    if (exitCode)
        *exitCode = p.exitCode();
    return QString::fromUtf8(p.readAllStandardOutput()).trimmed();
}

QString TestApplyLab::onNode(int node, const QString &script)
{
    return lab({QStringLiteral("exec"),
                QString::number(node),
                QStringLiteral("sh"),
                QStringLiteral("-c"),
                script});
}

// sha256, owner, group and mode of a file on a node, or "absent".
QString TestApplyLab::fileState(int node, const QString &path)
{
    return onNode(node,
                  QStringLiteral("if [ -e '%1' ]; then echo $(sha256sum < '%1' | cut -d' ' -f1) "
                                 "$(stat -c '%U %G %a' '%1'); else echo absent; fi")
                      .arg(path));
}

void TestApplyLab::initTestCase()
{
    const QString statePath = qEnvironmentVariable("TANDEM_LAB_STATE");
    if (statePath.isEmpty() || !QFile::exists(statePath))
        QSKIP("needs a lab: run through tests/integration/with_lab.sh (TANDEM_LAB_STATE unset)");
    QStandardPaths::setTestModeEnabled(true);
    QFile file(statePath);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray json = file.readAll();
    m_password = QJsonDocument::fromJson(json)
                     .object()
                     .value(QStringLiteral("nodes"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("password"))
                     .toString()
                     .toUtf8();
    auto nodes = LabState::parse(json);
    QVERIFY(nodes && nodes->size() == 2);
    m_nodes = *nodes;
    for (int i = 0; i < 2; ++i) {
        NodePlan n;
        n.node = m_nodes.at(i).name;
        n.interfaces = {
            {QStringLiteral("enp1s0f1np1"), QStringLiteral("192.168.100.%1").arg(10 + i), 24, 0},
            {QStringLiteral("enP2p1s0f1np1"), QStringLiteral("192.168.101.%1").arg(10 + i), 24, 0}};
        m_plan.nodes << n;
    }
    QVERIFY(connectAll());
}

bool TestApplyLab::connectAll()
{
    qDeleteAll(m_runners);
    m_runners.clear();
    Credentials credentials;
    credentials.password = m_password;
    credentials.knownHostsPath = m_dir.filePath(QStringLiteral("known_hosts"));
    credentials.acceptNewHostKeys = true;
    credentials.useAgent = false;
    for (const NodeAddress &node : std::as_const(m_nodes)) {
        auto *runner = new SshNodeRunner(node, credentials, this);
        QSignalSpy opened(runner, &NodeRunner::opened);
        runner->open();
        if (!opened.wait(20000))
            return false;
        m_runners << runner;
    }
    return true;
}

QList<SshNodeRunner *> TestApplyLab::connectAgain()
{
    QList<SshNodeRunner *> runners;
    Credentials credentials;
    credentials.password = m_password;
    credentials.knownHostsPath = m_dir.filePath(QStringLiteral("known_hosts"));
    credentials.acceptNewHostKeys = true;
    credentials.useAgent = false;
    for (const NodeAddress &node : std::as_const(m_nodes)) {
        auto *runner = new SshNodeRunner(node, credentials, this);
        QSignalSpy opened(runner, &NodeRunner::opened);
        runner->open();
        if (!opened.wait(20000))
            return {};
        runners << runner;
    }
    return runners;
}

void TestApplyLab::printChecks(const QList<Check> &checks)
{
    for (const Check &c : checks) {
        qInfo("%s %s %s: %s",
              qPrintable(c.node),
              qPrintable(c.id),
              qPrintable(checkStatusKey(c.status)),
              qPrintable(c.detail));
    }
}

void TestApplyLab::verifyNoTrialNorLock(int node)
{
    QCOMPARE(onNode(node, QStringLiteral("ls -A /run/netplan 2>/dev/null | wc -l")),
             QStringLiteral("0"));
    QCOMPARE(
        onNode(node, QStringLiteral("test -e /var/lib/tandem/lock && echo locked || echo free")),
        QStringLiteral("free"));
}

std::unique_ptr<ApplyStep> TestApplyLab::makeApply(const QByteArray &password,
                                                   std::chrono::seconds timeout,
                                                   QList<SshNodeRunner *> runners)
{
    if (runners.isEmpty())
        runners = m_runners;
    auto step = std::make_unique<ApplyStep>(QList<NodeRunner *>{runners.at(0), runners.at(1)});
    step->setSudoPassword(password);
    step->setNetplan({{m_nodes.at(0).name, pbYaml(10)}, {m_nodes.at(1).name, pbYaml(11)}});
    step->setPlan(m_plan);
    step->setConfirmTimeout(timeout);
    return step;
}

bool TestApplyLab::restoreAll()
{
    RestoreStep restore({m_runners.at(0), m_runners.at(1)});
    restore.setSudoPassword(m_password);
    QSignalSpy finished(&restore, &RestoreStep::finished);
    restore.start();
    if (!finished.wait(60000))
        return false;
    for (const Check &c : restore.checks()) {
        qInfo("%s %s %s: %s",
              qPrintable(c.node),
              qPrintable(c.id),
              qPrintable(checkStatusKey(c.status)),
              qPrintable(c.detail));
    }
    for (const Check &c : restore.checks()) {
        if (c.status != CheckStatus::Pass && c.status != CheckStatus::Skipped)
            return false; // Skipped: nothing left to undo on that node
    }
    return true;
}

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
void TestApplyLab::diskFullOnNetplanChangesNothing()
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
void TestApplyLab::diskFullOnStateChangesNothing()
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
void TestApplyLab::twoAppliesAtOnceOneWins()
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
void TestApplyLab::oldWatchdogLeavesNewerRunAlone()
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
void TestApplyLab::staleLocksAreTakenOverAndNamed()
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
    int stale = 2;
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
        ++stale;
    } else {
        qInfo("no machine id on this computer: the gone-holder case is not tried");
    }
    verifyNoTrialNorLock(1);
    QCOMPARE(onNode(1, QStringLiteral("ls /var/lib/tandem | grep -c '^lock.stale-'")),
             QString::number(stale));
}

void TestApplyLab::cleanupTestCase()
{
    qDeleteAll(m_runners);
    m_runners.clear();
    m_password.fill('\0');
}

QTEST_GUILESS_MAIN(TestApplyLab)
#include "tst_applylab.moc"
