// SPDX-License-Identifier: GPL-3.0-or-later
#include "applyfakes.h"

#include <QCryptographicHash>
#include <QDir>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Test;
using namespace std::chrono_literals;

class TestApplyStep final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init()
    {
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    }
    void happyPathSequenceOnEveryNode();
    void secretsAndYamlNeverInArgvOrEvidence();
    void failedWriteRestores();
    void failedValidateRestoresWithNetplanError();
    void noConfirmationMeansReverted();
    void wrongPasswordChangesNothing();
    void moveAsideAndUnsafePaths();
    void lockHeldElsewhereChangesNoNode();
    void rebootDuringCountdownReported();
    void commitFailureChangesNothing();
    void staleLockTakenOverIsNamed();
};

void TestApplyStep::happyPathSequenceOnEveryNode()
{
    Node a(QStringLiteral("node1"), QStringLiteral("10"));
    Node b(QStringLiteral("node2"), QStringLiteral("11"));
    auto step = makeStep(a, b);
    QSignalSpy finished(step.get(), &ApplyStep::finished);
    QSignalSpy countdown(step.get(), &ApplyStep::countdown);
    step->start();
    QVERIFY(finished.wait(5000));
    // The lock and the watchdog come before anything changes; the new file goes to
    // /run/netplan for the trial and is installed by the confirm.
    const QStringList expected{QStringLiteral("true"),
                               QStringLiteral("tandem-lock"),
                               QStringLiteral("tandem-backup"),
                               QStringLiteral("tandem-read"),
                               QStringLiteral("tandem-write:/var/lib/tandem/manifest.json"),
                               QStringLiteral("tandem-arm"),
                               QStringLiteral("tandem-write:/var/lib/tandem/manifest.json"),
                               QStringLiteral("tandem-stage"),
                               QStringLiteral("netplan generate"),
                               QStringLiteral("netplan apply"),
                               QStringLiteral("ip"),
                               QStringLiteral("tandem-confirm"),
                               QStringLiteral("tandem-write:/var/lib/tandem/manifest.json"),
                               QStringLiteral("tandem-unlock")};
    QCOMPARE(a.sequence(), expected);
    QCOMPARE(b.sequence(), expected);
    QVERIFY(step->allConfirmed());
    QVERIFY(countdown.size() >= 2);
    QCOMPARE(countdown.first().at(1).toInt(), 120);
    for (const char *id : {"apply.backup", "apply.write", "apply.validate", "apply.confirm"}) {
        const Check *c = find(step->checks(), QStringLiteral("node2"), id);
        QVERIFY2(c && c->status == CheckStatus::Pass, id);
        QVERIFY(!c->evidence.isEmpty());
    }
    // The YAML goes on the stage's stdin with its sha256 as an argument, checked on the node;
    // the confirm installs that sha256; the final manifest says "confirmed".
    const QString sha = NodeBackup::sha256Hex(yamlFor(QStringLiteral("node1")));
    const RemoteCommand &write = a.runner.received().at(7);
    QCOMPARE(write.stdinData().value_or(QByteArray()), yamlFor(QStringLiteral("node1")));
    QCOMPARE(write.argv().mid(4),
             (QList<QByteArray>{
                 step->runId(QStringLiteral("node1")).toUtf8(), "40-cx7.yaml", sha.toLatin1()}));
    QVERIFY(a.runner.received().at(11).argv().contains(sha.toLatin1()));
    const QByteArray manifest = a.runner.received().at(12).stdinData().value_or(QByteArray());
    auto parsed = Manifest::fromJson(manifest);
    QVERIFY(parsed);
    QCOMPARE(parsed->runs.size(), 1);
    QCOMPARE(parsed->runs.first().state, QStringLiteral("confirmed"));
    QCOMPARE(parsed->runs.first().files.first().absent, true);
    QCOMPARE(parsed->runs.first().files.first().sha256After,
             NodeBackup::sha256Hex(yamlFor(QStringLiteral("node1"))));
    // ... and the local copy exists.
    auto local
        = NodeBackup::loadLocal(QStringLiteral("node1"), step->runId(QStringLiteral("node1")));
    QVERIFY2(local, qPrintable(local ? QString() : local.error().message));
    QCOMPARE(local->state, QStringLiteral("confirmed"));
    QVERIFY(step->elapsedMs(QStringLiteral("node1")) >= 0);
}

void TestApplyStep::secretsAndYamlNeverInArgvOrEvidence()
{
    Node a(QStringLiteral("node1"), QStringLiteral("10"));
    Node b(QStringLiteral("node2"), QStringLiteral("11"));
    auto step = makeStep(a, b);
    QSignalSpy finished(step.get(), &ApplyStep::finished);
    step->start();
    QVERIFY(finished.wait(5000));
    for (const Node *n : {&a, &b}) {
        for (const RemoteCommand &c : n->runner.received()) {
            QVERIFY(!c.commandLine().contains(password));
            QVERIFY(!c.commandLine().contains("unique-yaml-marker"));
            QVERIFY(!c.displayString().contains(QString::fromUtf8(password)));
            for (const QByteArray &arg : c.argv()) {
                QVERIFY(!arg.contains(password));
                QVERIFY(!arg.contains("unique-yaml-marker"));
            }
            if (c.sudo())
                QVERIFY(c.hasSudoPassword());
            QVERIFY(!c.stdinData().value_or(QByteArray()).contains(password));
        }
    }
    for (const Check &c : step->checks()) {
        for (const Evidence &e : c.evidence) {
            QVERIFY(!e.command.contains(QString::fromUtf8(password)));
            QVERIFY(!e.output.contains(QString::fromUtf8(password)));
            QVERIFY(!e.command.contains(QLatin1String("unique-yaml-marker")));
            QVERIFY(!e.output.contains(QLatin1String("unique-yaml-marker")));
        }
    }
}

void TestApplyStep::failedWriteRestores()
{
    Node a(QStringLiteral("node1"), QStringLiteral("10"));
    Node b(QStringLiteral("node2"), QStringLiteral("11"));
    a.override = [](const QString &n) -> std::optional<CommandResult> {
        if (n == QLatin1String("tandem-stage"))
            return status(1,
                          "cat: write error: No space left on device\ncould not write "
                          "/run/netplan/40-cx7.yaml; nothing was changed\n");
        return std::nullopt;
    };
    auto step = makeStep(a, b);
    QSignalSpy finished(step.get(), &ApplyStep::finished);
    step->start();
    QVERIFY(finished.wait(5000));
    const QStringList seq = a.sequence();
    QVERIFY2(seq.contains(QStringLiteral("tandem-abort")), qPrintable(seq.join(QLatin1Char(','))));
    QVERIFY(!seq.contains(QStringLiteral("netplan apply")));
    QVERIFY(seq.indexOf(QStringLiteral("tandem-arm"))
            < seq.indexOf(QStringLiteral("tandem-stage")));
    QCOMPARE(seq.last(), QStringLiteral("tandem-unlock"));
    QCOMPARE(step->outcome(QStringLiteral("node1")), ApplyOutcome::RolledBack);
    const Check *w = find(step->checks(), QStringLiteral("node1"), "apply.write");
    QCOMPARE(w->status, CheckStatus::Fail);
    QVERIFY(w->detail.contains(QLatin1String("No space left")));
    QCOMPARE(find(step->checks(), QStringLiteral("node1"), "apply.confirm")->status,
             CheckStatus::Skipped);
    QCOMPARE(step->outcome(QStringLiteral("node2")),
             ApplyOutcome::Confirmed); // the other node goes on
}

void TestApplyStep::failedValidateRestoresWithNetplanError()
{
    Node a(QStringLiteral("node1"), QStringLiteral("10"));
    Node b(QStringLiteral("node2"), QStringLiteral("11"));
    int generates = 0;
    a.override = [&generates](const QString &n) -> std::optional<CommandResult> {
        if (n == QLatin1String("netplan generate") && generates++ == 0)
            return status(1,
                          "/etc/netplan/40-cx7.yaml:5:9: Error in network definition: invalid "
                          "boolean value 'maybe'\n");
        return std::nullopt;
    };
    auto step = makeStep(a, b);
    QSignalSpy finished(step.get(), &ApplyStep::finished);
    step->start();
    QVERIFY(finished.wait(5000));
    const QStringList seq = a.sequence();
    const qsizetype restore = seq.indexOf(QStringLiteral("tandem-abort"));
    QVERIFY(restore > seq.indexOf(QStringLiteral("netplan generate")));
    QCOMPARE(seq.at(restore + 1),
             QStringLiteral("netplan generate")); // regenerate from the old files
    QVERIFY(!seq.contains(QStringLiteral("netplan apply")));
    const Check *v = find(step->checks(), QStringLiteral("node1"), "apply.validate");
    QCOMPARE(v->status, CheckStatus::Fail);
    QVERIFY(v->detail.contains(QLatin1String("invalid boolean value 'maybe'")));
    QVERIFY(v->detail.contains(QLatin1String("as it was")));
    QCOMPARE(step->outcome(QStringLiteral("node1")), ApplyOutcome::RolledBack);
}

void TestApplyStep::noConfirmationMeansReverted()
{
    Node a(QStringLiteral("node1"), QStringLiteral("10"));
    Node b(QStringLiteral("node2"), QStringLiteral("11"));
    a.addressesComeUp = false;
    a.override = [](const QString &n) -> std::optional<CommandResult> {
        if (n == QLatin1String("tandem-outcome"))
            return ok("reverted\n");
        return std::nullopt;
    };
    auto step = makeStep(a, b, 2s);
    QSignalSpy finished(step.get(), &ApplyStep::finished);
    step->start();
    QVERIFY(finished.wait(10000));
    QVERIFY(!a.sequence().contains(QStringLiteral("tandem-confirm")));
    QCOMPARE(step->outcome(QStringLiteral("node1")), ApplyOutcome::Reverted);
    const Check *c = find(step->checks(), QStringLiteral("node1"), "apply.confirm");
    QCOMPARE(c->status, CheckStatus::Fail);
    QVERIFY(c->detail.contains(QLatin1String("reverted")));
    QCOMPARE(step->outcome(QStringLiteral("node2")), ApplyOutcome::Confirmed);
}

void TestApplyStep::wrongPasswordChangesNothing()
{
    Node a(QStringLiteral("node1"), QStringLiteral("10"));
    Node b(QStringLiteral("node2"), QStringLiteral("11"));
    for (Node *n : {&a, &b}) {
        n->override = [](const QString &name) -> std::optional<CommandResult> {
            if (name == QLatin1String("true"))
                return status(1, "Sorry, try again.\nsudo: 1 incorrect password attempt\n");
            return std::nullopt;
        };
    }
    auto step = makeStep(a, b);
    QSignalSpy finished(step.get(), &ApplyStep::finished);
    step->start();
    QVERIFY(finished.wait(5000));
    QCOMPARE(a.sequence(), QStringList{QStringLiteral("true")});
    QCOMPARE(step->outcome(QStringLiteral("node1")), ApplyOutcome::NotChanged);
    const Check *c = find(step->checks(), QStringLiteral("node1"), "apply.backup");
    QCOMPARE(c->status, CheckStatus::Fail);
    QVERIFY(c->detail.contains(QLatin1String("sudo refused the password")));
    QCOMPARE(find(step->checks(), QStringLiteral("node1"), "apply.write")->status,
             CheckStatus::Skipped);
}

void TestApplyStep::moveAsideAndUnsafePaths()
{
    Node a(QStringLiteral("node1"), QStringLiteral("10"));
    Node b(QStringLiteral("node2"), QStringLiteral("11"));
    auto step = makeStep(a, b);
    step->setFilesToMoveAside(
        {{QStringLiteral("node1"), {QStringLiteral("/etc/netplan/99-nvidia-sync-cluster.yaml")}}});
    QSignalSpy finished(step.get(), &ApplyStep::finished);
    step->start();
    QVERIFY(finished.wait(5000));
    // Hidden by a mask in /run/netplan for the trial, moved aside only by the confirm.
    QCOMPARE(a.sequence().count(QStringLiteral("tandem-stage")), 2);
    bool masked = false;
    for (const RemoteCommand &c : a.runner.received()) {
        if (c.argv().size() > 5 && c.argv().at(3) == "tandem-stage"
            && c.argv().at(5) == "99-nvidia-sync-cluster.yaml") {
            masked = c.stdinData().value_or(QByteArray()).contains("network:")
                     && !c.stdinData().value_or(QByteArray()).contains("ethernets");
        }
        if (c.argv().size() > 3 && c.argv().at(3) == "tandem-confirm") {
            const QList<QByteArray> args = c.argv().mid(7);
            QVERIFY(args.contains("aside"));
            QCOMPARE(args.at(args.indexOf("aside") + 1), QByteArray("99-nvidia-sync-cluster.yaml"));
        }
    }
    QVERIFY(masked);
    QCOMPARE(step->outcome(QStringLiteral("node1")), ApplyOutcome::Confirmed);
    // The moved-aside file's backup is in the run: restore will rename it back.
    auto local
        = NodeBackup::loadLocal(QStringLiteral("node1"), step->runId(QStringLiteral("node1")));
    QVERIFY(local);
    QCOMPARE(local->files.size(), 2);
    QCOMPARE(local->files.at(1).role, BackupFile::Role::MovedAside);
    QCOMPARE(local->files.at(1).content, stale);
    // A path outside /etc/netplan is refused before anything runs, and then no node changes.
    Node c(QStringLiteral("node1"), QStringLiteral("10"));
    Node d(QStringLiteral("node2"), QStringLiteral("11"));
    auto refused = makeStep(c, d);
    refused->setFilesToMoveAside({{QStringLiteral("node2"), {QStringLiteral("/etc/passwd")}}});
    QSignalSpy refusedDone(refused.get(), &ApplyStep::finished);
    refused->start();
    QVERIFY(refusedDone.wait(5000));
    QVERIFY(d.sequence().isEmpty());
    QVERIFY(!c.sequence().contains(QStringLiteral("tandem-backup")));
    QCOMPARE(refused->outcome(QStringLiteral("node2")), ApplyOutcome::NotChanged);
    QCOMPARE(refused->outcome(QStringLiteral("node1")), ApplyOutcome::NotChanged);
}

// Two Tandems on the same nodes: node2's lock is held by another run. Neither node changes, the
// lock taken on node1 is released, and node2 names the holder.
void TestApplyStep::lockHeldElsewhereChangesNoNode()
{
    Node a(QStringLiteral("node1"), QStringLiteral("10"));
    Node b(QStringLiteral("node2"), QStringLiteral("11"));
    b.override = [](const QString &n) -> std::optional<CommandResult> {
        if (n == QLatin1String("tandem-lock"))
            return status(5,
                          {},
                          "held\nrun 20260721T101500Z-00aa\nuser alice\nhost laptop2\npid 4242\n"
                          "started 2026-07-21T10:15:00Z\nepoch 1\nboot x\n");
        return std::nullopt;
    };
    auto step = makeStep(a, b);
    QSignalSpy finished(step.get(), &ApplyStep::finished);
    step->start();
    QVERIFY(finished.wait(5000));
    QCOMPARE(a.sequence(),
             (QStringList{QStringLiteral("true"),
                          QStringLiteral("tandem-lock"),
                          QStringLiteral("tandem-unlock")}));
    QCOMPARE(b.sequence(), (QStringList{QStringLiteral("true"), QStringLiteral("tandem-lock")}));
    for (const char *node : {"node1", "node2"})
        QCOMPARE(step->outcome(QString::fromLatin1(node)), ApplyOutcome::NotChanged);
    const Check *held = find(step->checks(), QStringLiteral("node2"), "apply.backup");
    QCOMPARE(held->status, CheckStatus::Fail);
    QVERIFY2(held->detail.contains(QLatin1String("Another Tandem"))
                 && held->detail.contains(QLatin1String("alice on laptop2 (pid 4242)")),
             qPrintable(held->detail));
    const Check *other = find(step->checks(), QStringLiteral("node1"), "apply.backup");
    QVERIFY2(other->detail.contains(QLatin1String("node2 could not be locked")),
             qPrintable(other->detail));
}

// The node restarted during the countdown: the trial lived in /run and is gone; Tandem says so.
void TestApplyStep::rebootDuringCountdownReported()
{
    Node a(QStringLiteral("node1"), QStringLiteral("10"));
    Node b(QStringLiteral("node2"), QStringLiteral("11"));
    a.addressesComeUp = false;
    a.override = [](const QString &n) -> std::optional<CommandResult> {
        if (n == QLatin1String("tandem-outcome"))
            return ok("rebooted\n");
        return std::nullopt;
    };
    auto step = makeStep(a, b, 2s);
    QSignalSpy finished(step.get(), &ApplyStep::finished);
    step->start();
    QVERIFY(finished.wait(10000));
    QCOMPARE(step->outcome(QStringLiteral("node1")), ApplyOutcome::Reverted);
    const Check *c = find(step->checks(), QStringLiteral("node1"), "apply.confirm");
    QCOMPARE(c->status, CheckStatus::Fail);
    QVERIFY2(c->detail.contains(QLatin1String("restarted")), qPrintable(c->detail));
    QCOMPARE(a.sequence().last(), QStringLiteral("tandem-unlock"));
}

// The confirm could not copy the files into /etc/netplan (a full disk): nothing changed there,
// the trial is taken back, and the check says why.
void TestApplyStep::commitFailureChangesNothing()
{
    Node a(QStringLiteral("node1"), QStringLiteral("10"));
    Node b(QStringLiteral("node2"), QStringLiteral("11"));
    a.override = [](const QString &n) -> std::optional<CommandResult> {
        if (n == QLatin1String("tandem-confirm"))
            return status(6,
                          "cp: error writing '/etc/netplan/.40-cx7.yaml.tandem-new': No space "
                          "left on device\ncould not write /etc/netplan/40-cx7.yaml\n",
                          "commit-failed\n");
        return std::nullopt;
    };
    auto step = makeStep(a, b);
    QSignalSpy finished(step.get(), &ApplyStep::finished);
    step->start();
    QVERIFY(finished.wait(5000));
    QCOMPARE(step->outcome(QStringLiteral("node1")), ApplyOutcome::RolledBack);
    const Check *c = find(step->checks(), QStringLiteral("node1"), "apply.confirm");
    QCOMPARE(c->status, CheckStatus::Fail);
    QVERIFY2(c->detail.contains(QLatin1String("No space left"))
                 && c->detail.contains(QLatin1String("not changed")),
             qPrintable(c->detail));
    QCOMPARE(step->outcome(QStringLiteral("node2")), ApplyOutcome::Confirmed);
}

// The node's lock was left by a run that cannot be alive (taken before the node's last boot): the
// lock script took it over, and apply.backup says whose it was and why.
void TestApplyStep::staleLockTakenOverIsNamed()
{
    Node a(QStringLiteral("node1"), QStringLiteral("10"));
    Node b(QStringLiteral("node2"), QStringLiteral("11"));
    a.override = [](const QString &n) -> std::optional<CommandResult> {
        if (n == QLatin1String("tandem-lock"))
            return ok(
                "stale it was taken before the node's last boot\nstale-run 20260721T101500Z-00aa\n"
                "stale-user bob\nstale-host laptop3\nstale-pid 77\n"
                "stale-started 2026-07-21T10:15:00Z\nstale-epoch 1\nstale-boot x\nlocked\n");
        return std::nullopt;
    };
    auto step = makeStep(a, b);
    QSignalSpy finished(step.get(), &ApplyStep::finished);
    step->start();
    QVERIFY(finished.wait(5000));
    QVERIFY(step->allConfirmed());
    const Check *c = find(step->checks(), QStringLiteral("node1"), "apply.backup");
    QVERIFY2(c->detail.contains(QLatin1String("A stale lock (run 20260721T101500Z-00aa by bob on "
                                              "laptop3 (pid 77)"))
                 && c->detail.contains(QLatin1String("taken before the node's last boot")),
             qPrintable(c->detail));
}

QTEST_GUILESS_MAIN(TestApplyStep)
#include "tst_applystep.moc"
