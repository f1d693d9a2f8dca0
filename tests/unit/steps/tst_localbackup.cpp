// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/nodebackup.h"

#include <QDir>
#include <QDirIterator>
#include <QStandardPaths>
#include <QTest>

using namespace Tandem;

namespace {

const QString runId = QStringLiteral("20261202T101500Z-00aa");

BackupRun runWith(const QByteArray &content)
{
    BackupRun run;
    run.runId = runId;
    run.node = QStringLiteral("node1");
    run.time = QDateTime(QDate(2026, 12, 2), QTime(10, 15), Qt::UTC);
    run.backupDir = QStringLiteral("/var/lib/tandem/backups/") + runId;
    BackupFile moved;
    moved.path = QStringLiteral("/etc/netplan/50-cloud-init.yaml");
    moved.role = BackupFile::Role::MovedAside;
    moved.index = 1;
    moved.sha256 = NodeBackup::sha256Hex(content);
    moved.owner = moved.group = QStringLiteral("root");
    moved.mode = QStringLiteral("600");
    moved.content = content;
    run.files = {moved};
    run.setState(QStringLiteral("backed-up"));
    return run;
}

// Every byte Tandem keeps locally for the node.
QByteArray everythingKept()
{
    QByteArray all;
    QDirIterator it(NodeBackup::localRoot(), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (f.open(QIODevice::ReadOnly))
            all += f.readAll();
    }
    return all;
}

} // namespace

// The copy of a node's files on this computer: it survives index updates, and it never holds
// a file's secrets.
class TestLocalBackup final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QDir(NodeBackup::localRoot()).removeRecursively(); }

    void contentSurvivesAnIndexUpdate();
    void filesWithSecretsAreNotCopied();
};

void TestLocalBackup::contentSurvivesAnIndexUpdate()
{
    const QByteArray content = "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1: {}\n";
    BackupRun run = runWith(content);
    QVERIFY(NodeBackup::saveLocal(run));
    // Restore saves the run it read back from the node's manifest: no contents in it.
    run.files[0].content.clear();
    run.setState(QStringLiteral("restored"));
    QVERIFY(NodeBackup::saveLocal(run));
    const auto loaded = NodeBackup::loadLocal(run.node, runId);
    QVERIFY2(loaded, qPrintable(loaded ? QString() : loaded.error().toString()));
    QCOMPARE(loaded->state, QStringLiteral("restored"));
    QCOMPARE(loaded->files.value(0).content, content);
}

void TestLocalBackup::filesWithSecretsAreNotCopied()
{
    const QByteArray secret = "Zq7-wifi-secret";
    const QByteArray content = "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1: {}\n"
                               "  wifis:\n    wlp1s0:\n      access-points:\n        Home:\n"
                               "          password: "
                               + secret + "\n";
    const BackupRun run = runWith(content);
    QVERIFY(NodeBackup::saveLocal(run));
    QVERIFY(!everythingKept().isEmpty());
    QVERIFY(!everythingKept().contains(secret));
    const auto loaded = NodeBackup::loadLocal(run.node, runId);
    QVERIFY(!loaded);
    QVERIFY2(loaded.error().toString().contains(QLatin1String("secrets")),
             qPrintable(loaded.error().toString()));
    QVERIFY(loaded.error().toString().contains(QLatin1String("/etc/netplan/50-cloud-init.yaml")));
}

QTEST_GUILESS_MAIN(TestLocalBackup)
#include "tst_localbackup.moc"
