// SPDX-License-Identifier: GPL-3.0-or-later
#include "fakenoderunner.h"
#include "remote/nodebackup.h"
#include "steps/apply/restorestep.h"

#include <QDir>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Test;

namespace {

const QByteArray password = "s3cret-Pa55";
const QByteArray stale = "network:\n  version: 2\n";

QString nameOf(const RemoteCommand &c)
{
    const auto &a = c.argv();
    if (a.size() >= 4 && a.at(0) == "sh" && a.at(1) == "-c")
        return QString::fromUtf8(a.at(3));
    if (a.size() >= 2 && a.at(0) == "netplan")
        return QStringLiteral("netplan ") + QString::fromUtf8(a.at(1));
    return QString::fromUtf8(a.value(0));
}

CommandResult answer(int exit, const QByteArray &out = {})
{
    CommandResult r;
    r.exitStatus = exit;
    r.out = out;
    return r;
}

BackupRun sampleRun(const QString &id, const QString &state)
{
    BackupRun run;
    run.runId = id;
    run.node = QStringLiteral("node1");
    run.time = QDateTime(QDate(2026, 7, 21), QTime(10, 15), Qt::UTC);
    run.backupDir = QStringLiteral("/var/lib/tandem/backups/") + id;
    BackupFile written;
    written.path = QStringLiteral("/etc/netplan/40-cx7.yaml");
    written.absent = true;
    written.index = 1;
    written.sha256After = NodeBackup::sha256Hex("new");
    BackupFile moved;
    moved.path = QStringLiteral("/etc/netplan/99-nvidia-sync-cluster.yaml");
    moved.role = BackupFile::Role::MovedAside;
    moved.index = 2;
    moved.sha256 = NodeBackup::sha256Hex(stale);
    moved.owner = moved.group = QStringLiteral("root");
    moved.mode = QStringLiteral("600");
    moved.content = stale;
    run.files = {written, moved};
    run.setState(QStringLiteral("backed-up"));
    run.setState(state);
    return run;
}

} // namespace

class TestRestoreStep final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init()
    {
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    }
    void manifestRoundTrip();
    void manifestRefusesUnsafeEntries();
    void parseBackupOutput();
    void runsToUndoNewestFirst();
    void verifyRestored();
    void restoresFromTheNodeManifest();
    void reuploadsAMissingBackupFromTheLocalCopy();
    void lockedNodeIsNotRestored();
    void editedFileIsNotThrownAway();
};

void TestRestoreStep::manifestRoundTrip()
{
    Manifest m;
    BackupRun a = sampleRun(QStringLiteral("20260721T101500Z-00aa"), QStringLiteral("confirmed"));
    BackupRun b = sampleRun(QStringLiteral("20260722T101500Z-00bb"), QStringLiteral("reverted"));
    m.upsert(a);
    m.upsert(b);
    auto back = Manifest::fromJson(m.toJson());
    QVERIFY2(back, qPrintable(back ? QString() : back.error().message));
    // Contents stay out of the manifest: only the local copy has them.
    for (BackupRun *r : {&a, &b}) {
        for (BackupFile &f : r->files)
            f.content.clear();
    }
    Manifest expected;
    expected.runs = {a, b};
    QCOMPARE(back->runs.size(), 2);
    QCOMPARE(back->runs.at(0), a);
    QCOMPARE(*back, expected);
    QVERIFY(!m.toJson().contains(stale.toBase64()));
    QVERIFY(Manifest::fromJson({})->runs.isEmpty());
}

void TestRestoreStep::manifestRefusesUnsafeEntries()
{
    Manifest m;
    BackupRun run = sampleRun(QStringLiteral("20260721T101500Z-00aa"), QStringLiteral("confirmed"));
    run.files[1].path = QStringLiteral("/etc/shadow");
    m.upsert(run);
    QVERIFY(!Manifest::fromJson(m.toJson()));
    run = sampleRun(QStringLiteral("x;rm -rf /"), QStringLiteral("confirmed"));
    m.runs = {run};
    QVERIFY(!Manifest::fromJson(m.toJson()));
    QVERIFY(!Manifest::fromJson("{not json"));
}

void TestRestoreStep::parseBackupOutput()
{
    const QStringList paths{QStringLiteral("/etc/netplan/40-cx7.yaml"),
                            QStringLiteral("/etc/netplan/99-x.yaml")};
    const QByteArray out = "absent 1\npresent 2 " + NodeBackup::sha256Hex(stale).toLatin1()
                           + " root root 0 0 600\n" + stale.toBase64() + "\n";
    auto files = NodeBackup::parseBackupOutput(out, paths);
    QVERIFY(files);
    QCOMPARE(files->size(), 2);
    QVERIFY(files->at(0).absent);
    QCOMPARE(files->at(1).content, stale);
    QCOMPARE(files->at(1).mode, QStringLiteral("600"));
    // A damaged copy, or a missing file, is an error.
    QByteArray damaged = out;
    damaged.replace(stale.toBase64(), QByteArray("x").toBase64());
    QVERIFY(!NodeBackup::parseBackupOutput(damaged, paths));
    QVERIFY(!NodeBackup::parseBackupOutput("absent 1\n", paths));
}

void TestRestoreStep::runsToUndoNewestFirst()
{
    const QList<BackupRun> runs{
        sampleRun(QStringLiteral("20260721T101500Z-00aa"), QStringLiteral("confirmed")),
        sampleRun(QStringLiteral("20260722T101500Z-00bb"), QStringLiteral("rolled-back")),
        sampleRun(QStringLiteral("20260723T101500Z-00cc"), QStringLiteral("applying")),
        sampleRun(QStringLiteral("20260724T101500Z-00dd"), QStringLiteral("restored"))};
    const QList<BackupRun> todo = RestoreStep::runsToUndo(runs);
    QCOMPARE(todo.size(), 2);
    QCOMPARE(todo.at(0).runId, QStringLiteral("20260723T101500Z-00cc"));
    QCOMPARE(todo.at(1).runId, QStringLiteral("20260721T101500Z-00aa"));
}

void TestRestoreStep::verifyRestored()
{
    const BackupRun run
        = sampleRun(QStringLiteral("20260721T101500Z-00aa"), QStringLiteral("confirmed"));
    const QByteArray good = "restored absent - - - /etc/netplan/40-cx7.yaml\nrestored "
                            + NodeBackup::sha256Hex(stale).toLatin1()
                            + " 0 0 600 /etc/netplan/99-nvidia-sync-cluster.yaml\n";
    QVERIFY(RestoreStep::verifyRestored(run, good));
    QByteArray bad = good;
    const QByteArray present = "restored " + NodeBackup::sha256Hex("new").toLatin1()
                               + " 0 0 600 /etc/netplan/40-cx7.yaml";
    bad.replace(QByteArray("restored absent - - - /etc/netplan/40-cx7.yaml"), present);
    QVERIFY(!RestoreStep::verifyRestored(run, bad));
}

void TestRestoreStep::restoresFromTheNodeManifest()
{
    FakeNodeRunner node(QStringLiteral("node1"));
    Manifest m;
    m.upsert(sampleRun(QStringLiteral("20260721T101500Z-00aa"), QStringLiteral("confirmed")));
    QByteArray written;
    QStringList seq;
    node.setHandler([&](const RemoteCommand &c) -> std::optional<CommandResult> {
        const QString n = nameOf(c);
        seq << n;
        if (n == QLatin1String("tandem-read"))
            return answer(0, m.toJson());
        if (n == QLatin1String("tandem-sums") && c.argv().contains("/etc/netplan/40-cx7.yaml"))
            return answer(0, NodeBackup::sha256Hex("new").toLatin1() + "\n"); // as Tandem wrote it
        if (n == QLatin1String("tandem-sums"))
            return answer(0, NodeBackup::sha256Hex(stale).toLatin1() + "\n");
        if (n == QLatin1String("tandem-restore")) {
            return answer(0,
                          "restored absent - - - /etc/netplan/40-cx7.yaml\nrestored "
                              + NodeBackup::sha256Hex(stale).toLatin1()
                              + " 0 0 600 /etc/netplan/99-nvidia-sync-cluster.yaml\n");
        }
        if (n == QLatin1String("tandem-write"))
            written = c.stdinData().value_or(QByteArray());
        if (n == QLatin1String("tandem-lock"))
            return answer(0, "locked\n");
        return answer(0);
    });
    RestoreStep step({&node});
    step.setSudoPassword(password);
    QSignalSpy finished(&step, &RestoreStep::finished);
    step.start();
    QVERIFY(finished.wait(5000));
    QCOMPARE(seq,
             (QStringList{QStringLiteral("tandem-lock"),
                          QStringLiteral("tandem-read"),
                          QStringLiteral("tandem-sums"),
                          QStringLiteral("tandem-sums"),
                          QStringLiteral("tandem-restore"),
                          QStringLiteral("netplan apply"),
                          QStringLiteral("tandem-write"),
                          QStringLiteral("tandem-unlock")}));
    for (const Check &c : step.checks())
        QVERIFY2(c.status == CheckStatus::Pass, qPrintable(c.id + QLatin1Char(' ') + c.detail));
    auto after = Manifest::fromJson(written);
    QVERIFY(after);
    QCOMPARE(after->runs.first().state, QStringLiteral("restored"));
    QCOMPARE(after->runs.first().history.size(), 3); // history kept
    for (const RemoteCommand &c : node.received()) {
        QVERIFY(!c.commandLine().contains(password));
        QVERIFY(!c.stdinData().value_or(QByteArray()).contains(password));
    }
}

void TestRestoreStep::reuploadsAMissingBackupFromTheLocalCopy()
{
    FakeNodeRunner node(QStringLiteral("node1"));
    const BackupRun run
        = sampleRun(QStringLiteral("20260721T101500Z-00aa"), QStringLiteral("confirmed"));
    QVERIFY(NodeBackup::saveLocal(run));
    QStringList seq;
    QByteArray uploaded;
    node.setHandler([&](const RemoteCommand &c) -> std::optional<CommandResult> {
        const QString n = nameOf(c);
        seq << n;
        if (n == QLatin1String("tandem-read"))
            return answer(4); // the node's manifest is gone too
        if (n == QLatin1String("tandem-sums"))
            return answer(0, "absent\n");
        if (n == QLatin1String("tandem-write")
            && c.argv().at(4).startsWith("/var/lib/tandem/backups/"))
            uploaded = c.stdinData().value_or(QByteArray());
        if (n == QLatin1String("tandem-lock"))
            return answer(0, "locked\n");
        if (n == QLatin1String("tandem-restore")) {
            return answer(0,
                          "restored absent - - - /etc/netplan/40-cx7.yaml\nrestored "
                              + NodeBackup::sha256Hex(stale).toLatin1()
                              + " 0 0 600 /etc/netplan/99-nvidia-sync-cluster.yaml\n");
        }
        return answer(0);
    });
    RestoreStep step({&node});
    step.setSudoPassword(password);
    QSignalSpy finished(&step, &RestoreStep::finished);
    step.start();
    QVERIFY(finished.wait(5000));
    QCOMPARE(uploaded, stale);
    QVERIFY(seq.indexOf(QStringLiteral("tandem-restore"))
            > seq.indexOf(QStringLiteral("tandem-write")));
    QCOMPARE(worstStatus(step.checks()), CheckStatus::Pass);
}

// Another Tandem holds the node's lock: restore changes nothing and names the holder.
void TestRestoreStep::lockedNodeIsNotRestored()
{
    FakeNodeRunner node(QStringLiteral("node1"));
    QStringList seq;
    node.setHandler([&](const RemoteCommand &c) -> std::optional<CommandResult> {
        const QString n = nameOf(c);
        seq << n;
        if (n == QLatin1String("tandem-lock"))
            return answer(5,
                          "held\nrun 20260721T101500Z-00aa\nuser alice\nhost laptop2\npid 4242\n"
                          "started 2026-07-21T10:15:00Z\nepoch 1\nboot x\n");
        return answer(0);
    });
    RestoreStep step({&node});
    step.setSudoPassword(password);
    QSignalSpy finished(&step, &RestoreStep::finished);
    step.start();
    QVERIFY(finished.wait(5000));
    QCOMPARE(seq, QStringList{QStringLiteral("tandem-lock")});
    for (const Check &c : step.checks()) {
        if (c.id == QLatin1String("restore.files")) {
            QCOMPARE(c.status, CheckStatus::Fail);
            QVERIFY2(c.detail.contains(QLatin1String("alice on laptop2 (pid 4242)")),
                     qPrintable(c.detail));
        }
    }
}

// The admin edited 40-cx7.yaml since Tandem wrote it: without force, restore changes nothing and
// returns the edit with its diff; with force, the edited bytes are kept on the node first.
void TestRestoreStep::editedFileIsNotThrownAway()
{
    BackupRun run = sampleRun(QStringLiteral("20260721T101500Z-00aa"), QStringLiteral("confirmed"));
    run.files[0].contentAfter = "new\n";
    run.files[0].sha256After = NodeBackup::sha256Hex("new\n");
    QVERIFY(NodeBackup::saveLocal(run));
    Manifest m;
    m.upsert(run); // the manifest carries no contents
    const QByteArray edited = "new\n# the admin's line\n";
    for (const bool force : {false, true}) {
        FakeNodeRunner node(QStringLiteral("node1"));
        QStringList seq;
        QByteArray kept;
        node.setHandler([&](const RemoteCommand &c) -> std::optional<CommandResult> {
            const QString n = nameOf(c);
            seq << n;
            if (n == QLatin1String("tandem-lock"))
                return answer(0, "locked\n");
            if (n == QLatin1String("tandem-read") && c.argv().contains("/etc/netplan/40-cx7.yaml"))
                return answer(0, edited);
            if (n == QLatin1String("tandem-read"))
                return answer(0, m.toJson());
            if (n == QLatin1String("tandem-sums") && c.argv().contains("/etc/netplan/40-cx7.yaml"))
                return answer(0, NodeBackup::sha256Hex(edited).toLatin1() + "\n");
            if (n == QLatin1String("tandem-sums"))
                return answer(0, NodeBackup::sha256Hex(stale).toLatin1() + "\n");
            if (n == QLatin1String("tandem-write") && c.argv().at(4).contains("/edited-"))
                kept = c.stdinData().value_or(QByteArray());
            if (n == QLatin1String("tandem-restore")) {
                return answer(0,
                              "restored absent - - - /etc/netplan/40-cx7.yaml\nrestored "
                                  + NodeBackup::sha256Hex(stale).toLatin1()
                                  + " 0 0 600 /etc/netplan/99-nvidia-sync-cluster.yaml\n");
            }
            return answer(0);
        });
        RestoreStep step({&node});
        step.setSudoPassword(password);
        step.setForce(force);
        QSignalSpy finished(&step, &RestoreStep::finished);
        step.start();
        QVERIFY(finished.wait(5000));
        QCOMPARE(step.edits().size(), 1);
        QCOMPARE(step.edits().first().path, QStringLiteral("/etc/netplan/40-cx7.yaml"));
        // Against what Tandem wrote (from the local copy; the node's manifest has no contents).
        QVERIFY2(step.edits().first().diff.contains(QLatin1String("+# the admin's line"))
                     && !step.edits().first().diff.contains(QLatin1String("+new")),
                 qPrintable(step.edits().first().diff));
        QCOMPARE(seq.contains(QStringLiteral("tandem-restore")), force);
        QCOMPARE(seq.last(), QStringLiteral("tandem-unlock"));
        if (!force) {
            const Check *files = nullptr;
            for (const Check &c : step.checks()) {
                if (c.id == QLatin1String("restore.files"))
                    files = &c;
            }
            QVERIFY(files && files->status == CheckStatus::Fail);
            QVERIFY2(files->detail.contains(QLatin1String("edited")), qPrintable(files->detail));
            QVERIFY(files->evidence.last().output.contains(QLatin1String("+# the admin's line")));
        } else {
            QCOMPARE(kept, edited);
            QCOMPARE(step.edits().first().keptAt,
                     QStringLiteral("/var/lib/tandem/backups/20260721T101500Z-00aa/edited-1"));
            QCOMPARE(worstStatus(step.checks()), CheckStatus::Pass);
        }
    }
}

QTEST_GUILESS_MAIN(TestRestoreStep)
#include "tst_restorestep.moc"
