// SPDX-License-Identifier: GPL-3.0-or-later
// The SSH fabric and its undo: the commands sent per node (no private key ever read), the
// blocks written, and the scripts themselves run locally with /bin/sh in a temporary HOME.

#include "fakenoderunner.h"
#include "remote/fabricscripts.h"
#include "steps/fabricundo.h"
#include "steps/sshfabricstep.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Tandem;
using Tandem::Test::FakeNodeRunner;

namespace {

AddressPlan twoNodePlan()
{
    AddressPlan plan;
    plan.nodes
        = {NodePlan{QStringLiteral("node1"),
                    {{QStringLiteral("enp1s0f1np1"), QStringLiteral("192.168.100.10"), 24, 0},
                     {QStringLiteral("enP2p1s0f1np1"), QStringLiteral("192.168.101.10"), 24, 0}}},
           NodePlan{QStringLiteral("node2"),
                    {{QStringLiteral("enp1s0f1np1"), QStringLiteral("192.168.100.11"), 24, 0},
                     {QStringLiteral("enP2p1s0f1np1"), QStringLiteral("192.168.101.11"), 24, 0}}}};
    plan.subnets = {PlannedSubnet{QStringLiteral("192.168.100.0/24"),
                                  {{QStringLiteral("node1"), QStringLiteral("enp1s0f1np1")},
                                   {QStringLiteral("node2"), QStringLiteral("enp1s0f1np1")}}},
                    PlannedSubnet{QStringLiteral("192.168.101.0/24"),
                                  {{QStringLiteral("node1"), QStringLiteral("enP2p1s0f1np1")},
                                   {QStringLiteral("node2"), QStringLiteral("enP2p1s0f1np1")}}}};
    return plan;
}

QString key(const RemoteCommand &command)
{
    QStringList argv;
    for (const QByteArray &arg : command.argv())
        argv << QString::fromUtf8(arg);
    return argv.join(QLatin1Char(' '));
}

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

QByteArray sha256(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return "absent";
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex();
}

} // namespace

class TestSshFabricStep final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void parseKeyOutput_data();
    void parseKeyOutput();
    void filesForPeersOnly();
    void filesRefuseUnsafeText();
    void stepSendsOnlyPublicReads();
    void stepWritesNothingWhenANodeFails();
    void undoCheck();
    void keyScriptLocally();
    void installTwiceUndoByteIdentical();
    void undoRemovesCreatedFiles();

private:
    // Runs a fabric script locally: sh -c SCRIPT sh ARGS..., HOME=home.
    QByteArray runLocally(const RemoteCommand &command, const QString &home, int *status = nullptr);
};

QByteArray
TestSshFabricStep::runLocally(const RemoteCommand &command, const QString &home, int *status)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home);
    process.setProcessEnvironment(env);
    QStringList args;
    for (qsizetype i = 1; i < command.argv().size(); ++i)
        args << QString::fromUtf8(command.argv().at(i));
    process.start(QStringLiteral("/bin/sh"), args);
    process.closeWriteChannel();
    [&] { QVERIFY(process.waitForFinished(20000)); }();
    if (status)
        *status = process.exitCode();
    const QByteArray err = process.readAllStandardError();
    if (!err.isEmpty())
        qWarning().noquote() << "stderr:" << err;
    return process.readAllStandardOutput();
}

void TestSshFabricStep::parseKeyOutput_data()
{
    QTest::addColumn<QByteArray>("out");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QByteArray>("fabricKey");
    QTest::newRow("created") << QByteArray("created\nnvidia\nspark-386d\n" + key1 + "\n") << true
                             << key1;
    // The comment is Tandem's marker whatever the file says.
    QTest::newRow("other comment") << QByteArray("existing\nnvidia\nspark-386d\n"
                                                 + key1.left(key1.lastIndexOf(' ')) + " me@x\n")
                                   << true << key1;
    QTest::newRow("rsa") << QByteArray("created\nnvidia\nspark-386d\nssh-rsa AAAAB3Nza x\n")
                         << false << QByteArray();
    QTest::newRow("bad hostname") << QByteArray("created\nnvidia\nspark;rm -rf\n" + key1 + "\n")
                                  << false << QByteArray();
    QTest::newRow("bad user") << QByteArray("created\nnv idia\nspark-386d\n" + key1 + "\n") << false
                              << QByteArray();
    QTest::newRow("garbage") << QByteArray("hello\n") << false << QByteArray();
}

void TestSshFabricStep::parseKeyOutput()
{
    QFETCH(QByteArray, out);
    QFETCH(bool, ok);
    QFETCH(QByteArray, fabricKey);
    CommandResult result;
    result.node = QStringLiteral("node1");
    result.exitStatus = 0;
    result.out = out;
    const auto peer = SshFabricStep::parseKeyOutput(result);
    QCOMPARE(bool(peer), ok);
    if (ok) {
        QCOMPARE(peer->fabricKey, fabricKey);
        QCOMPARE(peer->hostname, QStringLiteral("spark-386d"));
        QCOMPARE(peer->user, QStringLiteral("nvidia"));
    }
}

void TestSshFabricStep::filesForPeersOnly()
{
    const AddressPlan plan = twoNodePlan();
    FabricPeer a{QStringLiteral("node1"),
                 QStringLiteral("nvidia"),
                 QStringLiteral("spark-386d"),
                 key1,
                 {host1},
                 plan.addressesOf(QStringLiteral("node1")),
                 true};
    FabricPeer b{QStringLiteral("node2"),
                 QStringLiteral("nvidia"),
                 QStringLiteral("spark-7089"),
                 key2,
                 {host2},
                 plan.addressesOf(QStringLiteral("node2")),
                 true};
    const auto files = SshFabricStep::filesFor(QStringLiteral("node1"), {a, b}, plan.subnetCidrs());
    QVERIFY2(files, qPrintable(files ? QString() : files.error().toString()));
    QCOMPARE(files->authorizedKeys,
             QByteArray("from=\"192.168.100.0/24,192.168.101.0/24\" " + key2));
    QCOMPARE(files->knownHosts,
             QByteArray("192.168.100.11,192.168.101.11,spark-7089-cx7 " + host2));
    QCOMPARE(files->config,
             QByteArray("Host spark-7089-cx7\n"
                        "    HostName 192.168.100.11\n"
                        "Host spark-7089-cx7 192.168.100.11 192.168.101.11\n"
                        "    User nvidia\n"
                        "    IdentityFile ~/.ssh/tandem_fabric_ed25519\n"
                        "    IdentitiesOnly yes\n"
                        "Host *"));
    QVERIFY(!files->authorizedKeys.contains(key1.split(' ').at(1)));
    QVERIFY(!files->config.contains("StrictHostKeyChecking"));
}

void TestSshFabricStep::filesRefuseUnsafeText()
{
    const AddressPlan plan = twoNodePlan();
    FabricPeer b{QStringLiteral("node2"),
                 QStringLiteral("nvidia"),
                 QStringLiteral("spark-7089"),
                 key2,
                 {host2},
                 plan.addressesOf(QStringLiteral("node2")),
                 true};
    FabricPeer bad = b;
    bad.hostname = QStringLiteral("x\n# tandem-fabric end");
    QVERIFY(!SshFabricStep::filesFor(QStringLiteral("node1"), {bad}, plan.subnetCidrs()));
    bad = b;
    bad.addresses = {QStringLiteral("192.168.100.11 evil")};
    QVERIFY(!SshFabricStep::filesFor(QStringLiteral("node1"), {bad}, plan.subnetCidrs()));
    bad = b;
    bad.hostKeys = {"command=\"sh\" ssh-ed25519 AAAA"};
    QVERIFY(!SshFabricStep::filesFor(QStringLiteral("node1"), {bad}, plan.subnetCidrs()));
    QVERIFY(
        !SshFabricStep::filesFor(QStringLiteral("node1"), {b}, {QStringLiteral("0.0.0.0/0\",x")}));
}

void TestSshFabricStep::stepSendsOnlyPublicReads()
{
    FakeNodeRunner n1(QStringLiteral("node1"));
    FakeNodeRunner n2(QStringLiteral("node2"));
    n1.respond(key(FabricScripts::keyCommand()), 0, "created\nnvidia\nspark-386d\n" + key1 + "\n");
    n2.respond(key(FabricScripts::keyCommand()), 0, "existing\nnvidia\nspark-7089\n" + key2 + "\n");
    n1.respond(key(FabricScripts::hostKeysCommand()), 0, host1 + " root@spark-386d\n");
    n2.respond(key(FabricScripts::hostKeysCommand()), 0, host2 + " root@spark-7089\n");
    n1.respondToOthers(0, "ok authorized_keys 0\nok known_hosts 0\nok config 0\n");
    n2.respondToOthers(0, "ok authorized_keys 0\nok known_hosts 0\nok config 0\n");

    SshFabricStep step({&n1, &n2}, twoNodePlan());
    QSignalSpy finished(&step, &SshFabricStep::finished);
    step.start();
    QVERIFY(finished.wait(5000));
    QCOMPARE(step.checks().size(), 8);
    for (const Check &check : step.checks())
        QVERIFY2(check.status == CheckStatus::Pass,
                 qPrintable(check.id + QLatin1Char(' ') + check.detail));

    // Each node: its key, its host keys, then one install with the other node's data.
    for (FakeNodeRunner *node : {&n1, &n2}) {
        QCOMPARE(node->received().size(), 3);
        QCOMPARE(node->received().at(0).argv(), FabricScripts::keyCommand().argv());
        QCOMPARE(node->received().at(1).argv(), FabricScripts::hostKeysCommand().argv());
        QCOMPARE(node->received().at(2).argv().mid(0, 4),
                 FabricScripts::installCommand({}).argv().mid(0, 4));
    }
    const QList<QByteArray> install1 = n1.received().at(2).argv();
    QVERIFY(install1.at(4).startsWith("from=\"192.168.100.0/24,192.168.101.0/24\" ssh-ed25519 "));
    QVERIFY(install1.at(4).endsWith(" tandem-fabric@spark-7089"));
    QVERIFY(!install1.at(4).contains(key1.split(' ').at(1)));
    QVERIFY(install1.at(5).startsWith("192.168.100.11,192.168.101.11,spark-7089-cx7 ssh-ed25519 "));
    QVERIFY(n2.received().at(2).argv().at(4).endsWith(" tandem-fabric@spark-386d"));

    // No command reads the private key: it appears only as ssh-keygen's -f target, a path
    // in a variable, IdentityFile or rm, never after cat/head/tail/cp/scp or a redirect.
    static const QRegularExpression reads(
        QStringLiteral("(cat|head|tail|less|more|cp|scp|base64|xxd|od|dd|<)\\s+[^\\n;|&]*(tandem_"
                       "fabric_ed25519|\\$k)(?!\\.pub)(\\W|$)"));
    for (FakeNodeRunner *node : {&n1, &n2}) {
        for (const RemoteCommand &command : node->received()) {
            const QString line = QString::fromUtf8(command.commandLine());
            const auto match = reads.match(line);
            QVERIFY2(!match.hasMatch(), qPrintable(match.captured(0)));
            QVERIFY(!command.sudo());
            QVERIFY(!line.contains(QLatin1String("StrictHostKeyChecking")));
        }
    }
}

void TestSshFabricStep::stepWritesNothingWhenANodeFails()
{
    FakeNodeRunner n1(QStringLiteral("node1"));
    FakeNodeRunner n2(QStringLiteral("node2"));
    n1.respond(key(FabricScripts::keyCommand()), 0, "created\nnvidia\nspark-386d\n" + key1 + "\n");
    n1.respond(key(FabricScripts::hostKeysCommand()), 0, host1 + "\n");
    n2.fail(key(FabricScripts::keyCommand()), QStringLiteral("connection lost"));
    n2.respond(key(FabricScripts::hostKeysCommand()), 0, host2 + "\n");
    SshFabricStep step({&n1, &n2}, twoNodePlan());
    QSignalSpy finished(&step, &SshFabricStep::finished);
    step.start();
    QVERIFY(finished.wait(5000));
    QCOMPARE(n1.received().size(), 2);
    QCOMPARE(n2.received().size(), 2);
    int failed = 0;
    for (const Check &check : step.checks()) {
        QVERIFY(check.status != CheckStatus::Running);
        failed += check.status == CheckStatus::Fail;
    }
    QCOMPARE(failed, 1);
}

void TestSshFabricStep::undoCheck()
{
    CommandResult result;
    result.node = QStringLiteral("node1");
    result.exitStatus = 0;
    result.out
        = "identical authorized_keys abc\nremoved known_hosts\nidentical config def\nkey removed\n";
    QCOMPARE(FabricUndo::undoCheck(result).status, CheckStatus::Pass);
    result.out = "changed authorized_keys abc\nabsent known_hosts\nabsent config\n";
    QCOMPARE(FabricUndo::undoCheck(result).status, CheckStatus::Warn);
    result.exitStatus = 1;
    QCOMPARE(FabricUndo::undoCheck(result).status, CheckStatus::Fail);
}

void TestSshFabricStep::keyScriptLocally()
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

void TestSshFabricStep::installTwiceUndoByteIdentical()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QString ssh = home.filePath(QStringLiteral(".ssh"));
    QVERIFY(QDir().mkpath(ssh));
    // Files as a user might have them: no final newline, global options before any Host.
    const auto write
        = [&ssh](const char *name, const QByteArray &content, QFile::Permissions mode) {
              QFile file(ssh + QLatin1Char('/') + QLatin1String(name));
              QVERIFY(file.open(QIODevice::WriteOnly));
              file.write(content);
              file.close();
              QVERIFY(file.setPermissions(mode));
          };
    const QFile::Permissions rw644
        = QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther;
    write("authorized_keys", "ssh-ed25519 AAAAuser me@laptop", rw644);
    write("known_hosts", "github.com ssh-ed25519 AAAAgithub\n", rw644);
    write("config", "ServerAliveInterval 30\n\nHost work\n    User me\n", rw644);
    QHash<QString, QByteArray> before;
    for (const QByteArray &name : FabricScripts::files())
        before.insert(QString::fromLatin1(name),
                      sha256(ssh + QLatin1Char('/') + QString::fromLatin1(name)));

    FabricFiles files{"from=\"192.168.100.0/24,192.168.101.0/24\" " + key2,
                      "192.168.100.11,192.168.101.11,spark-7089-cx7 " + host2,
                      "Host spark-7089-cx7\n    HostName 192.168.100.11\nHost *"};
    int status = -1;
    QByteArray out = runLocally(FabricScripts::installCommand(files), home.path(), &status);
    QCOMPARE(status, 0);
    QVERIFY2(out.contains("ok authorized_keys ") && out.contains("ok known_hosts ")
                 && out.contains("ok config "),
             out);
    QHash<QString, QByteArray> once;
    for (const QByteArray &name : FabricScripts::files())
        once.insert(QString::fromLatin1(name),
                    sha256(ssh + QLatin1Char('/') + QString::fromLatin1(name)));
    QFile manifest(home.filePath(QStringLiteral(".local/state/tandem/fabric.json")));
    QVERIFY(manifest.open(QIODevice::ReadOnly));
    const QByteArray manifestOnce = manifest.readAll();
    manifest.close();
    QVERIFY(manifestOnce.contains("\"existed\": true, \"mode\": \"644\""));

    // Twice gives the same files and manifest.
    out = runLocally(FabricScripts::installCommand(files), home.path(), &status);
    QCOMPARE(status, 0);
    for (const QByteArray &name : FabricScripts::files())
        QCOMPARE(sha256(ssh + QLatin1Char('/') + QString::fromLatin1(name)),
                 once.value(QString::fromLatin1(name)));
    QVERIFY(manifest.open(QIODevice::ReadOnly));
    QCOMPARE(manifest.readAll(), manifestOnce);
    manifest.close();

    QFile config(ssh + QStringLiteral("/config"));
    QVERIFY(config.open(QIODevice::ReadOnly));
    const QByteArray configText = config.readAll();
    config.close();
    QVERIFY(configText.startsWith("# tandem-fabric begin\nHost spark-7089-cx7\n"));
    QVERIFY(configText.contains("Host *\n# tandem-fabric end\nServerAliveInterval 30\n"));
    QCOMPARE(config.permissions() & (QFile::ReadGroup | QFile::ReadOther | QFile::WriteGroup),
             QFile::Permissions());
    QFile authorized(ssh + QStringLiteral("/authorized_keys"));
    QVERIFY(authorized.open(QIODevice::ReadOnly));
    QCOMPARE(authorized.readAll(),
             QByteArray("# tandem-fabric begin\n" + files.authorizedKeys
                        + "\n# tandem-fabric end\nssh-ed25519 AAAAuser me@laptop"));
    authorized.close();

    // A stray fabric line outside the block (markers lost) goes too.
    QVERIFY(authorized.open(QIODevice::Append));
    authorized.write("\n" + key1 + "\n");
    authorized.close();

    out = runLocally(FabricScripts::undoCommand(true), home.path(), &status);
    QCOMPARE(status, 0);
    QVERIFY2(out.contains("identical known_hosts") && out.contains("identical config"), out);
    for (const QByteArray &name : {QByteArray("known_hosts"), QByteArray("config")})
        QCOMPARE(sha256(ssh + QLatin1Char('/') + QString::fromLatin1(name)),
                 before.value(QString::fromLatin1(name)));
    // The user's last line had no newline; the stray line added one: that is the user's now.
    QVERIFY(authorized.open(QIODevice::ReadOnly));
    QCOMPARE(authorized.readAll(), QByteArray("ssh-ed25519 AAAAuser me@laptop\n"));
    QCOMPARE(authorized.permissions(), rw644 | QFile::ReadUser | QFile::WriteUser);
    QVERIFY(!QFile::exists(manifest.fileName()));
}

void TestSshFabricStep::undoRemovesCreatedFiles()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QString ssh = home.filePath(QStringLiteral(".ssh"));
    QVERIFY(QDir().mkpath(ssh));
    QFile authorized(ssh + QStringLiteral("/authorized_keys"));
    QVERIFY(authorized.open(QIODevice::WriteOnly));
    authorized.write("ssh-ed25519 AAAAuser me@laptop");
    authorized.close();
    const QByteArray before = sha256(authorized.fileName());
    FabricFiles files{"from=\"192.168.100.0/24\" " + key2,
                      "192.168.100.11,spark-7089-cx7 " + host2,
                      "Host spark-7089-cx7\n    HostName 192.168.100.11\nHost *"};
    int status = -1;
    runLocally(FabricScripts::installCommand(files), home.path(), &status);
    QCOMPARE(status, 0);
    runLocally(FabricScripts::installCommand(files), home.path(), &status);
    QVERIFY(QFile::exists(ssh + QStringLiteral("/config")));
    const QByteArray out = runLocally(FabricScripts::undoCommand(false), home.path(), &status);
    QCOMPARE(status, 0);
    QVERIFY2(out.contains("identical authorized_keys") && out.contains("removed known_hosts")
                 && out.contains("removed config"),
             out);
    QCOMPARE(sha256(authorized.fileName()), before);
    QVERIFY(!QFile::exists(ssh + QStringLiteral("/config")));
    QVERIFY(!QFile::exists(ssh + QStringLiteral("/known_hosts")));
    // Undo twice is harmless.
    const QByteArray again = runLocally(FabricScripts::undoCommand(false), home.path(), &status);
    QCOMPARE(status, 0);
    QVERIFY2(again.contains("restored authorized_keys") && again.contains("absent config"), again);
    QCOMPARE(sha256(authorized.fileName()), before);
}

QTEST_GUILESS_MAIN(TestSshFabricStep)
#include "tst_sshfabricstep.moc"
