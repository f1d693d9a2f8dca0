// SPDX-License-Identifier: GPL-3.0-or-later
// The SSH fabric and its undo: the commands sent per node (no private key ever read), the
// blocks written, and the scripts themselves run locally with /bin/sh in a temporary HOME.

#include "fakenoderunner.h"
#include "remote/fabricedit.h"
#include "remote/fabricscripts.h"
#include "steps/fabricundo.h"
#include "steps/sshfabricstep.h"

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
    void stepRefusesBrokenMarkers();
    void parseRead_data();
    void parseRead();
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

QList<FabricFileState> TestSshFabricStep::readLocally(const QString &home)
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
TestSshFabricStep::installLocally(const FabricFiles &files, const QString &home, int *status)
{
    const auto plan = FabricEdit::install(readLocally(home), files);
    if (!plan) {
        *status = -2;
        return plan.error().toString().toUtf8();
    }
    const QByteArray out = runLocally(FabricScripts::writeCommand(plan->writes), home, status);
    return plan->report.join('\n') + '\n' + out;
}

QByteArray TestSshFabricStep::undoLocally(bool removeKey, const QString &home, int *status)
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
    const auto files = SshFabricStep::filesFor(QStringLiteral("node1"), {a, b});
    QVERIFY2(files, qPrintable(files ? QString() : files.error().toString()));
    // Only node2's own CX7 addresses may use node2's key, and only for commands.
    QCOMPARE(files->authorizedKeys,
             QByteArray("from=\"192.168.100.11,192.168.101.11\"," + restricted + key2));
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
    QVERIFY(!SshFabricStep::filesFor(QStringLiteral("node1"), {bad}));
    bad = b;
    bad.addresses = {QStringLiteral("192.168.100.11 evil")};
    QVERIFY(!SshFabricStep::filesFor(QStringLiteral("node1"), {bad}));
    bad = b;
    bad.hostKeys = {"command=\"sh\" ssh-ed25519 AAAA"};
    QVERIFY(!SshFabricStep::filesFor(QStringLiteral("node1"), {bad}));
    bad = b;
    bad.addresses = {QStringLiteral("0.0.0.0/0\",x")};
    QVERIFY(!SshFabricStep::filesFor(QStringLiteral("node1"), {bad}));
}

void TestSshFabricStep::stepSendsOnlyPublicReads()
{
    FakeNodeRunner n1(QStringLiteral("node1"));
    FakeNodeRunner n2(QStringLiteral("node2"));
    n1.respond(key(FabricScripts::keyCommand()), 0, "created\nnvidia\nspark-386d\n" + key1 + "\n");
    n2.respond(key(FabricScripts::keyCommand()), 0, "existing\nnvidia\nspark-7089\n" + key2 + "\n");
    n1.respond(key(FabricScripts::hostKeysCommand()), 0, host1 + " root@spark-386d\n");
    n2.respond(key(FabricScripts::hostKeysCommand()), 0, host2 + " root@spark-7089\n");
    n1.respond(key(FabricScripts::readCommand()), 0, nothingThere);
    n2.respond(key(FabricScripts::readCommand()),
               0,
               "authorized_keys file 644\n" + QByteArray("ssh-ed25519 AAAAUser me\n").toBase64()
                   + "\nknown_hosts absent\nconfig absent\nmanifest absent\n");
    n1.respondToOthers(0, "ok authorized_keys\nok known_hosts\nok config\nok manifest\n");
    n2.respondToOthers(0, "ok authorized_keys\nok known_hosts\nok config\nok manifest\n");

    SshFabricStep step({&n1, &n2}, twoNodePlan());
    QSignalSpy finished(&step, &SshFabricStep::finished);
    step.start();
    QVERIFY(finished.wait(5000));
    QCOMPARE(step.checks().size(), 8);
    for (const Check &check : step.checks())
        QVERIFY2(check.status == CheckStatus::Pass,
                 qPrintable(check.id + QLatin1Char(' ') + check.detail));

    // Each node: its key, its host keys, its files, then one write with the other node's data.
    for (FakeNodeRunner *node : {&n1, &n2}) {
        QCOMPARE(node->received().size(), 4);
        QCOMPARE(node->received().at(0).argv(), FabricScripts::keyCommand().argv());
        QCOMPARE(node->received().at(1).argv(), FabricScripts::hostKeysCommand().argv());
        QCOMPARE(node->received().at(2).argv(), FabricScripts::readCommand().argv());
        QCOMPARE(node->received().at(3).argv().mid(0, 4),
                 FabricScripts::writeCommand({}).argv().mid(0, 4));
    }
    // The new files travel on stdin, one base64 line each, in the order of the arguments.
    const auto written = [](const RemoteCommand &command) {
        QList<QByteArray> contents;
        for (const QByteArray &line : command.stdinData().value_or(QByteArray()).split('\n')) {
            if (!line.isEmpty())
                contents << QByteArray::fromBase64(line);
        }
        return contents;
    };
    const QList<QByteArray> files1 = written(n1.received().at(3));
    QCOMPARE(files1.size(), 4); // three new files and the manifest
    QVERIFY(files1.at(0).startsWith(
        QByteArray("# tandem-fabric begin\nfrom=\"192.168.100.11,192.168.101.11\"," + restricted
                   + "ssh-ed25519 ")));
    QVERIFY(files1.at(0).endsWith(" tandem-fabric@spark-7089\n# tandem-fabric end\n"));
    QVERIFY(!files1.at(0).contains(key1.split(' ').at(1)));
    QVERIFY(files1.at(1).contains("\n192.168.100.11,192.168.101.11,spark-7089-cx7 ssh-ed25519 "));
    QCOMPARE(n1.received().at(3).argv().at(5), QByteArray("authorized_keys:absent:write:-"));
    // node2 had an authorized_keys: compared against what was read, the user's line kept.
    const QByteArray before = "ssh-ed25519 AAAAUser me\n";
    QCOMPARE(n2.received().at(3).argv().at(5),
             "authorized_keys:"
                 + QCryptographicHash::hash(before, QCryptographicHash::Sha256).toHex()
                 + ":write:-");
    const QByteArray authorized2 = written(n2.received().at(3)).at(0);
    QVERIFY(authorized2.endsWith(
        QByteArray(" tandem-fabric@spark-386d\n# tandem-fabric end\n" + before)));

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
    n1.respond(key(FabricScripts::readCommand()), 0, nothingThere);
    n2.respond(key(FabricScripts::readCommand()), 0, nothingThere);
    SshFabricStep step({&n1, &n2}, twoNodePlan());
    QSignalSpy finished(&step, &SshFabricStep::finished);
    step.start();
    QVERIFY(finished.wait(5000));
    QCOMPARE(n1.received().size(), 3);
    QCOMPARE(n2.received().size(), 3);
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

void TestSshFabricStep::installTwiceUndoByteIdentical()
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

void TestSshFabricStep::undoRemovesCreatedFiles()
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

void TestSshFabricStep::stepRefusesBrokenMarkers()
{
    FakeNodeRunner n1(QStringLiteral("node1"));
    FakeNodeRunner n2(QStringLiteral("node2"));
    n1.respond(key(FabricScripts::keyCommand()), 0, "created\nnvidia\nspark-386d\n" + key1 + "\n");
    n2.respond(key(FabricScripts::keyCommand()), 0, "existing\nnvidia\nspark-7089\n" + key2 + "\n");
    n1.respond(key(FabricScripts::hostKeysCommand()), 0, host1 + "\n");
    n2.respond(key(FabricScripts::hostKeysCommand()), 0, host2 + "\n");
    n1.respond(key(FabricScripts::readCommand()),
               0,
               "authorized_keys file 600\n"
                   + QByteArray("# tandem-fabric begin\nssh-ed25519 AAAAUser me\n").toBase64()
                   + "\nknown_hosts absent\nconfig absent\nmanifest absent\n");
    n2.respond(key(FabricScripts::readCommand()), 0, nothingThere);
    n1.respondToOthers(0, "ok authorized_keys\n");
    n2.respondToOthers(0, "ok authorized_keys\n");
    SshFabricStep step({&n1, &n2}, twoNodePlan());
    QSignalSpy finished(&step, &SshFabricStep::finished);
    step.start();
    QVERIFY(finished.wait(5000));
    // Half a fabric is worse than none: no node is written to.
    QCOMPARE(n1.received().size(), 3);
    QCOMPARE(n2.received().size(), 3);
    for (const Check &check : step.checks()) {
        if (check.id == QLatin1String("fabric.key"))
            continue;
        QCOMPARE(check.status,
                 check.node == QLatin1String("node1") ? CheckStatus::Fail : CheckStatus::Skipped);
        if (check.node == QLatin1String("node1"))
            QVERIFY2(check.detail.contains(QLatin1String("~/.ssh/authorized_keys"))
                         && check.detail.contains(QLatin1String("line 1")),
                     qPrintable(check.detail));
    }
}

void TestSshFabricStep::parseRead_data()
{
    QTest::addColumn<QByteArray>("out");
    QTest::addColumn<QString>("error"); // empty: accepted
    const QByteArray rest = "known_hosts absent\nconfig absent\nmanifest absent\n";
    QTest::newRow("all absent") << nothingThere << QString();
    QTest::newRow("empty file") << "authorized_keys file 600\n\n" + rest << QString();
    QTest::newRow("link") << "authorized_keys link 644\n" + QByteArray("x\n").toBase64() + "\n"
                                 + rest
                          << QString();
    QTest::newRow("foreign") << "authorized_keys foreign\n" + rest
                             << QStringLiteral("belongs to another user");
    QTest::newRow("too large") << "authorized_keys toolarge 99999999\n" + rest
                               << QStringLiteral("larger than");
    QTest::newRow("directory") << "authorized_keys notfile\n" + rest
                               << QStringLiteral("not a regular file");
    QTest::newRow("bad base64") << "authorized_keys file 600\n@@@\n" + rest
                                << QStringLiteral("did not arrive whole");
    QTest::newRow("bad mode") << "authorized_keys file 6x0\n\n" + rest
                              << QStringLiteral("unexpected");
    QTest::newRow("cut short") << QByteArray("authorized_keys absent\nknown_hosts absent\n")
                               << QStringLiteral("unexpected");
    QTest::newRow("extra line") << nothingThere + "more\n" << QStringLiteral("unexpected");
}

void TestSshFabricStep::parseRead()
{
    QFETCH(QByteArray, out);
    QFETCH(QString, error);
    CommandResult result;
    result.exitStatus = 0;
    result.out = out;
    const auto states = FabricScripts::parseRead(result);
    QCOMPARE(bool(states), error.isEmpty());
    if (states)
        QCOMPARE(states->size(), 4);
    else
        QVERIFY2(states.error().message.contains(error), qPrintable(states.error().message));
}

// The lab's case: a stray begin line above a user's key. The step refuses; no file changes.
void TestSshFabricStep::strayBeginLeavesEveryFileUntouched()
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
    // Undo refuses as well.
    undoLocally(false, home.path(), &status);
    QCOMPARE(status, -2);
    QCOMPARE(readFile(ssh + QStringLiteral("/authorized_keys")), user);
}

void TestSshFabricStep::lookAlikeUserLinesSurvive()
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
void TestSshFabricStep::writeRefusesAFileChangedSinceRead()
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
void TestSshFabricStep::symlinkStaysALink()
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

QTEST_GUILESS_MAIN(TestSshFabricStep)
#include "tst_sshfabricstep.moc"
