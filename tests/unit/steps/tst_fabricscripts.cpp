// SPDX-License-Identifier: GPL-3.0-or-later
// The SSH fabric's scripts run locally with /bin/sh in a temporary HOME: the key script, and
// read, FabricEdit's plan and the compare-and-swap write as the step and its undo chain them.

#include "fakenoderunner.h"
#include "remote/fabricedit.h"
#include "remote/fabricscripts.h"
#include "steps/fabric/fabricundo.h"
#include "steps/fabric/sshfabricstep.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Tandem;
using Tandem::Test::FakeNodeRunner;

namespace {

const QByteArray key1
    = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOne1111111111111111111111111111111111111111 "
      "tandem-fabric@spark-386d";
const QByteArray key2
    = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAITwo2222222222222222222222222222222222222222 "
      "tandem-fabric@spark-7089";
const QByteArray host1
    = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHost111111111111111111111111111111111111111";
const QByteArray host2
    = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHost222222222222222222222222222222222222222";

const QByteArray restricted = "no-port-forwarding,no-agent-forwarding,no-X11-forwarding,no-pty ";
const QByteArray nothingThere
    = "authorized_keys absent\nknown_hosts absent\nconfig absent\nmanifest absent\n";

QByteArray sha256(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return "absent";
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex();
}

} // namespace

class TestFabricScripts final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void keyScriptLocally();
    void installTwiceUndoByteIdentical();
    void undoRemovesCreatedFiles();
    void strayBeginLeavesEveryFileUntouched();
    void lookAlikeUserLinesSurvive();
    void writeRefusesAFileChangedSinceRead();
    void symlinkStaysALink();

private:
    // Runs a fabric script locally: sh -c SCRIPT sh ARGS..., HOME=home.
    QByteArray runLocally(const RemoteCommand &command, const QString &home, int *status = nullptr);
    // What the step and the undo do on one node, here: read, plan, write. The output is the
    // plan's report and then the write script's, as FabricUndo::undoCheck reads it. A plan
    // that refuses gives its message and status -2; nothing is written then.
    QByteArray installLocally(const FabricFiles &files, const QString &home, int *status);
    QByteArray undoLocally(bool removeKey, const QString &home, int *status);
    QList<FabricFileState> readLocally(const QString &home);
};

QByteArray
TestFabricScripts::runLocally(const RemoteCommand &command, const QString &home, int *status)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home);
    process.setProcessEnvironment(env);
    QStringList args;
    for (qsizetype i = 1; i < command.argv().size(); ++i)
        args << QString::fromUtf8(command.argv().at(i));
    process.start(QStringLiteral("/bin/sh"), args);
    if (command.stdinData())
        process.write(*command.stdinData());
    process.closeWriteChannel();
    [&] { QVERIFY(process.waitForFinished(20000)); }();
    if (status)
        *status = process.exitCode();
    const QByteArray err = process.readAllStandardError();
    if (!err.isEmpty())
        qWarning().noquote() << "stderr:" << err;
    return process.readAllStandardOutput();
}

QList<FabricFileState> TestFabricScripts::readLocally(const QString &home)
{
    CommandResult read;
    read.node = QStringLiteral("node1");
    read.out = runLocally(FabricScripts::readCommand(), home, &read.exitStatus);
    const auto states = FabricScripts::parseRead(read);
    if (!states)
        qWarning().noquote() << states.error().toString();
    return states.value_or(QList<FabricFileState>());
}

QByteArray
TestFabricScripts::installLocally(const FabricFiles &files, const QString &home, int *status)
{
    const auto plan = FabricEdit::install(readLocally(home), files);
    if (!plan) {
        *status = -2;
        return plan.error().toString().toUtf8();
    }
    const QByteArray out = runLocally(FabricScripts::writeCommand(plan->writes), home, status);
    return plan->report.join('\n') + '\n' + out;
}

QByteArray TestFabricScripts::undoLocally(bool removeKey, const QString &home, int *status)
{
    const auto plan = FabricEdit::undo(readLocally(home));
    if (!plan) {
        *status = -2;
        return plan.error().toString().toUtf8();
    }
    const QByteArray out
        = runLocally(FabricScripts::writeCommand(plan->writes, removeKey), home, status);
    return plan->report.join('\n') + '\n' + out;
}

void TestFabricScripts::keyScriptLocally()
{
    if (QStandardPaths::findExecutable(QStringLiteral("ssh-keygen")).isEmpty())
        QSKIP("ssh-keygen is not installed");
    QTemporaryDir home;
    QVERIFY(home.isValid());
    int status = -1;
    const QByteArray first = runLocally(FabricScripts::keyCommand(), home.path(), &status);
    QCOMPARE(status, 0);
    QVERIFY(first.startsWith("created\n"));
    QVERIFY(!first.contains("PRIVATE KEY"));
    const QByteArray second = runLocally(FabricScripts::keyCommand(), home.path(), &status);
    QVERIFY(second.startsWith("existing\n"));
    QCOMPARE(second.mid(second.indexOf('\n')), first.mid(first.indexOf('\n')));
    CommandResult result;
    result.exitStatus = 0;
    result.out = second;
    QVERIFY(SshFabricStep::parseKeyOutput(result));
    QCOMPARE(QFile(home.filePath(QStringLiteral(".ssh"))).permissions()
                 & (QFile::ReadGroup | QFile::ReadOther),
             QFile::Permissions());
}

namespace {

const QFile::Permissions rw644
    = QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther;

void writeFile(const QString &path, const QByteArray &content, QFile::Permissions mode = rw644)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();
    QVERIFY(file.setPermissions(mode));
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(absent)");
}

const FabricFiles sampleFiles{"from=\"192.168.100.11\"," + restricted + key2,
                              "192.168.100.11,spark-7089-cx7 " + host2,
                              "Host spark-7089-cx7\n    HostName 192.168.100.11\nHost *"};

} // namespace

void TestFabricScripts::installTwiceUndoByteIdentical()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QString ssh = home.filePath(QStringLiteral(".ssh"));
    QVERIFY(QDir().mkpath(ssh));
    // Files as a user might have them: no final newline, global options before any Host.
    writeFile(ssh + QStringLiteral("/authorized_keys"), "ssh-ed25519 AAAAuser me@laptop");
    writeFile(ssh + QStringLiteral("/known_hosts"), "github.com ssh-ed25519 AAAAgithub\n");
    writeFile(ssh + QStringLiteral("/config"),
              "ServerAliveInterval 30\n\nHost work\n    User me\n");
    QHash<QString, QByteArray> before;
    for (const QByteArray &name : FabricScripts::files())
        before.insert(QString::fromLatin1(name),
                      sha256(ssh + QLatin1Char('/') + QString::fromLatin1(name)));

    FabricFiles files{"from=\"192.168.100.11,192.168.101.11\"," + restricted + key2,
                      "192.168.100.11,192.168.101.11,spark-7089-cx7 " + host2,
                      "Host spark-7089-cx7\n    HostName 192.168.100.11\nHost *"};
    int status = -1;
    QByteArray out = installLocally(files, home.path(), &status);
    QCOMPARE(status, 0);
    QVERIFY2(out.contains("ok authorized_keys\n") && out.contains("ok known_hosts\n")
                 && out.contains("ok config\n") && out.contains("ok manifest\n"),
             out);
    QHash<QString, QByteArray> once;
    for (const QByteArray &name : FabricScripts::files())
        once.insert(QString::fromLatin1(name),
                    sha256(ssh + QLatin1Char('/') + QString::fromLatin1(name)));
    const QString manifestPath = home.filePath(QStringLiteral(".local/state/tandem/fabric.json"));
    const QByteArray manifestOnce = readFile(manifestPath);
    const QJsonObject manifest = QJsonDocument::fromJson(manifestOnce).object();
    QCOMPARE(manifest.value(QLatin1String("files")).toArray().at(0).toObject(),
             (QJsonObject{{QStringLiteral("name"), QStringLiteral("authorized_keys")},
                          {QStringLiteral("existed"), true},
                          {QStringLiteral("mode"), QStringLiteral("644")},
                          {QStringLiteral("sha256"),
                           QString::fromLatin1(before.value(QStringLiteral("authorized_keys")))}}));

    // Twice gives the same files and manifest.
    out = installLocally(files, home.path(), &status);
    QCOMPARE(status, 0);
    for (const QByteArray &name : FabricScripts::files())
        QCOMPARE(sha256(ssh + QLatin1Char('/') + QString::fromLatin1(name)),
                 once.value(QString::fromLatin1(name)));
    QCOMPARE(readFile(manifestPath), manifestOnce);

    const QByteArray configText = readFile(ssh + QStringLiteral("/config"));
    QVERIFY(configText.startsWith("# tandem-fabric begin\nHost spark-7089-cx7\n"));
    QVERIFY(configText.contains("Host *\n# tandem-fabric end\nServerAliveInterval 30\n"));
    // The user's modes are kept.
    QCOMPARE(QFile(ssh + QStringLiteral("/config")).permissions()
                 & ~(QFile::ReadUser | QFile::WriteUser),
             rw644);
    QCOMPARE(readFile(ssh + QStringLiteral("/authorized_keys")),
             QByteArray("# tandem-fabric begin\n" + files.authorizedKeys
                        + "\n# tandem-fabric end\nssh-ed25519 AAAAuser me@laptop"));

    // A line the user adds after Tandem, even one that looks like a fabric key, is the user's.
    QFile authorized(ssh + QStringLiteral("/authorized_keys"));
    QVERIFY(authorized.open(QIODevice::Append));
    authorized.write("\n" + key1 + "\n");
    authorized.close();

    out = undoLocally(true, home.path(), &status);
    QCOMPARE(status, 0);
    QVERIFY2(out.contains("identical known_hosts") && out.contains("identical config")
                 && out.contains("changed authorized_keys"),
             out);
    for (const QByteArray &name : {QByteArray("known_hosts"), QByteArray("config")})
        QCOMPARE(sha256(ssh + QLatin1Char('/') + QString::fromLatin1(name)),
                 before.value(QString::fromLatin1(name)));
    QCOMPARE(readFile(authorized.fileName()),
             QByteArray("ssh-ed25519 AAAAuser me@laptop\n" + key1 + "\n"));
    QCOMPARE(authorized.permissions(), rw644 | QFile::ReadUser | QFile::WriteUser);
    QVERIFY(!QFile::exists(manifestPath));
    QVERIFY(!QFile::exists(home.filePath(QStringLiteral(".local/state/tandem"))));
}

void TestFabricScripts::undoRemovesCreatedFiles()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QString ssh = home.filePath(QStringLiteral(".ssh"));
    QVERIFY(QDir().mkpath(ssh));
    const QString authorized = ssh + QStringLiteral("/authorized_keys");
    writeFile(authorized, "ssh-ed25519 AAAAuser me@laptop");
    const QByteArray before = sha256(authorized);
    int status = -1;
    installLocally(sampleFiles, home.path(), &status);
    QCOMPARE(status, 0);
    installLocally(sampleFiles, home.path(), &status);
    QCOMPARE(status, 0);
    QVERIFY(QFile::exists(ssh + QStringLiteral("/config")));
    QCOMPARE(QFile(ssh + QStringLiteral("/config")).permissions(),
             QFile::ReadOwner | QFile::WriteOwner | QFile::ReadUser | QFile::WriteUser);
    const QByteArray out = undoLocally(false, home.path(), &status);
    QCOMPARE(status, 0);
    QVERIFY2(out.contains("identical authorized_keys") && out.contains("removed known_hosts")
                 && out.contains("removed config"),
             out);
    QCOMPARE(sha256(authorized), before);
    QVERIFY(!QFile::exists(ssh + QStringLiteral("/config")));
    QVERIFY(!QFile::exists(ssh + QStringLiteral("/known_hosts")));
    // Undo twice is harmless.
    const QByteArray again = undoLocally(false, home.path(), &status);
    QCOMPARE(status, 0);
    QVERIFY2(again.contains("restored authorized_keys") && again.contains("absent config"), again);
    QCOMPARE(sha256(authorized), before);
}

// The lab's case: a stray begin line above a user's key. The step refuses; no file changes.
void TestFabricScripts::strayBeginLeavesEveryFileUntouched()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QString ssh = home.filePath(QStringLiteral(".ssh"));
    QVERIFY(QDir().mkpath(ssh));
    const QByteArray user = "ssh-ed25519 AAAAfirst me@laptop\n# tandem-fabric begin\n"
                            "ssh-ed25519 AAAAsecond me@desk\n";
    writeFile(ssh + QStringLiteral("/authorized_keys"), user);
    writeFile(ssh + QStringLiteral("/config"), "Host work\n");
    int status = -1;
    const QByteArray out = installLocally(sampleFiles, home.path(), &status);
    QCOMPARE(status, -2);
    QVERIFY2(out.contains("line 2") && out.contains("no \"# tandem-fabric end\""), out);
    QCOMPARE(readFile(ssh + QStringLiteral("/authorized_keys")), user);
    QCOMPARE(readFile(ssh + QStringLiteral("/config")), QByteArray("Host work\n"));
    QVERIFY(!QFile::exists(ssh + QStringLiteral("/known_hosts")));
    QVERIFY(!QFile::exists(home.filePath(QStringLiteral(".local/state/tandem/fabric.json"))));
    // Tandem has no fabric here (no manifest): undo leaves the user's markers alone, so a
    // restore after the refused setup is not blocked.
    QByteArray undone = undoLocally(false, home.path(), &status);
    QCOMPARE(status, 0);
    QVERIFY2(undone.contains("untouched authorized_keys"), undone);
    QCOMPARE(readFile(ssh + QStringLiteral("/authorized_keys")), user);

    // With Tandem's fabric in place, a block the user broke since is refused by undo too.
    writeFile(ssh + QStringLiteral("/authorized_keys"), "ssh-ed25519 AAAAfirst me@laptop\n");
    installLocally(sampleFiles, home.path(), &status);
    QCOMPARE(status, 0);
    QFile file(ssh + QStringLiteral("/authorized_keys"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray broken = file.readAll().replace("# tandem-fabric end\n", "");
    file.close();
    writeFile(ssh + QStringLiteral("/authorized_keys"), broken);
    undone = undoLocally(false, home.path(), &status);
    QCOMPARE(status, -2);
    QVERIFY2(undone.contains("no \"# tandem-fabric end\""), undone);
    QCOMPARE(readFile(ssh + QStringLiteral("/authorized_keys")), broken);
    QVERIFY(QFile::exists(home.filePath(QStringLiteral(".local/state/tandem/fabric.json"))));
}

void TestFabricScripts::lookAlikeUserLinesSurvive()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QString ssh = home.filePath(QStringLiteral(".ssh"));
    QVERIFY(QDir().mkpath(ssh));
    const QByteArray user = "ssh-ed25519 AAAAOld tandem-fabric@spark-1234\r\n"
                            "  # tandem-fabric begin\r\n#tandem-fabric end";
    writeFile(ssh + QStringLiteral("/authorized_keys"), user);
    int status = -1;
    installLocally(sampleFiles, home.path(), &status);
    QCOMPARE(status, 0);
    QVERIFY(readFile(ssh + QStringLiteral("/authorized_keys"))
                .endsWith(QByteArray("# tandem-fabric end\n" + user)));
    const QByteArray out = undoLocally(false, home.path(), &status);
    QCOMPARE(status, 0);
    QVERIFY2(out.contains("identical authorized_keys"), out);
    QCOMPARE(readFile(ssh + QStringLiteral("/authorized_keys")), user);
}

// Compare-and-swap: a file edited between the read and the write is not overwritten, and then
// no file is written at all.
void TestFabricScripts::writeRefusesAFileChangedSinceRead()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QString ssh = home.filePath(QStringLiteral(".ssh"));
    QVERIFY(QDir().mkpath(ssh));
    writeFile(ssh + QStringLiteral("/authorized_keys"), "ssh-ed25519 AAAAfirst me@laptop\n");
    const auto plan = FabricEdit::install(readLocally(home.path()), sampleFiles);
    QVERIFY(plan);
    const QByteArray edited = "ssh-ed25519 AAAAfirst me@laptop\nssh-ed25519 AAAAnew me@phone\n";
    writeFile(ssh + QStringLiteral("/authorized_keys"), edited);
    int status = -1;
    runLocally(FabricScripts::writeCommand(plan->writes), home.path(), &status);
    QCOMPARE(status, 4);
    QCOMPARE(readFile(ssh + QStringLiteral("/authorized_keys")), edited);
    QVERIFY(!QFile::exists(ssh + QStringLiteral("/config")));
    QVERIFY(!QFile::exists(ssh + QStringLiteral("/known_hosts")));
    QVERIFY(!QFile::exists(home.filePath(QStringLiteral(".local/state/tandem/fabric.json"))));
    const QStringList left = QDir(ssh).entryList(QDir::Files | QDir::Hidden);
    QCOMPARE(left, QStringList{QStringLiteral("authorized_keys")});
}

// A file kept elsewhere behind a link (dotfile repositories) stays a link.
void TestFabricScripts::symlinkStaysALink()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QString ssh = home.filePath(QStringLiteral(".ssh"));
    QVERIFY(QDir().mkpath(ssh));
    const QString target = home.filePath(QStringLiteral("dotfiles-config"));
    writeFile(target, "Host work\n");
    QVERIFY(QFile::link(target, ssh + QStringLiteral("/config")));
    int status = -1;
    installLocally(sampleFiles, home.path(), &status);
    QCOMPARE(status, 0);
    QVERIFY(QFileInfo(ssh + QStringLiteral("/config")).isSymLink());
    QVERIFY(readFile(target).endsWith("# tandem-fabric end\nHost work\n"));
    undoLocally(false, home.path(), &status);
    QCOMPARE(status, 0);
    QVERIFY(QFileInfo(ssh + QStringLiteral("/config")).isSymLink());
    QCOMPARE(readFile(target), QByteArray("Host work\n"));
}

QTEST_GUILESS_MAIN(TestFabricScripts)
#include "tst_fabricscripts.moc"
