// SPDX-License-Identifier: GPL-3.0-or-later
// The SSH fabric and its undo: the commands sent per node (no private key ever read), the
// blocks written, what the read script's output may be. The scripts themselves run locally in
// tst_fabricscripts.

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

} // namespace

class TestSshFabricStep final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void parseKeyOutput_data();
    void parseKeyOutput();
    void hostKeysOnceEachInOrder();
    void filesForPeersOnly();
    void filesRefuseUnsafeText();
    void stepSendsOnlyPublicReads();
    void stepWritesNothingWhenANodeFails();
    void undoCheck();
    void stepRefusesBrokenMarkers();
    void parseRead_data();
    void parseRead();
};

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

// Host keys as a node prints them: each key once, in the order first seen, however many lines
// repeat them (a hashed set, not a search of the list per line).
void TestSshFabricStep::hostKeysOnceEachInOrder()
{
    CommandResult result;
    result.exitStatus = 0;
    const QByteArray ed = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIEd root@spark-1";
    const QByteArray rsa = "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQC root@spark-1";
    for (int i = 0; i < 20000; ++i)
        result.out += (i % 2 ? ed : rsa) + '\n';
    const auto keys = SshFabricStep::parseHostKeys(result);
    QVERIFY(keys);
    QCOMPARE(keys->size(), 2);
    QVERIFY(keys->at(0).startsWith("ssh-rsa "));
    QVERIFY(keys->at(1).startsWith("ssh-ed25519 "));
    result.out = "garbage\n\n";
    QVERIFY(!SshFabricStep::parseHostKeys(result));
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
    n1.respond(FakeNodeRunner::keyOf(FabricScripts::keyCommand()),
               0,
               "created\nnvidia\nspark-386d\n" + key1 + "\n");
    n2.respond(FakeNodeRunner::keyOf(FabricScripts::keyCommand()),
               0,
               "existing\nnvidia\nspark-7089\n" + key2 + "\n");
    n1.respond(
        FakeNodeRunner::keyOf(FabricScripts::hostKeysCommand()), 0, host1 + " root@spark-386d\n");
    n2.respond(
        FakeNodeRunner::keyOf(FabricScripts::hostKeysCommand()), 0, host2 + " root@spark-7089\n");
    n1.respond(FakeNodeRunner::keyOf(FabricScripts::readCommand()), 0, nothingThere);
    n2.respond(FakeNodeRunner::keyOf(FabricScripts::readCommand()),
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
    QCOMPARE(files1.size(), 4); // the manifest first, then the three files
    QVERIFY(files1.at(0).contains("\"written_by\": \"tandem ssh-fabric\""));
    QVERIFY(files1.at(1).startsWith(
        QByteArray("# tandem-fabric begin\nfrom=\"192.168.100.11,192.168.101.11\"," + restricted
                   + "ssh-ed25519 ")));
    QVERIFY(files1.at(1).endsWith(" tandem-fabric@spark-7089\n# tandem-fabric end\n"));
    QVERIFY(!files1.at(1).contains(key1.split(' ').at(1)));
    QVERIFY(files1.at(2).contains("\n192.168.100.11,192.168.101.11,spark-7089-cx7 ssh-ed25519 "));
    QCOMPARE(n1.received().at(3).argv().at(5), QByteArray("manifest:absent:write:-"));
    QCOMPARE(n1.received().at(3).argv().at(6), QByteArray("authorized_keys:absent:write:-"));
    // node2 had an authorized_keys: compared against what was read, the user's line kept.
    const QByteArray before = "ssh-ed25519 AAAAUser me\n";
    QCOMPARE(n2.received().at(3).argv().at(6),
             "authorized_keys:"
                 + QCryptographicHash::hash(before, QCryptographicHash::Sha256).toHex()
                 + ":write:-");
    const QByteArray authorized2 = written(n2.received().at(3)).at(1);
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
    n1.respond(FakeNodeRunner::keyOf(FabricScripts::keyCommand()),
               0,
               "created\nnvidia\nspark-386d\n" + key1 + "\n");
    n1.respond(FakeNodeRunner::keyOf(FabricScripts::hostKeysCommand()), 0, host1 + "\n");
    n2.fail(FakeNodeRunner::keyOf(FabricScripts::keyCommand()), QStringLiteral("connection lost"));
    n2.respond(FakeNodeRunner::keyOf(FabricScripts::hostKeysCommand()), 0, host2 + "\n");
    n1.respond(FakeNodeRunner::keyOf(FabricScripts::readCommand()), 0, nothingThere);
    n2.respond(FakeNodeRunner::keyOf(FabricScripts::readCommand()), 0, nothingThere);
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
    result.out = "untouched authorized_keys\nabsent known_hosts\nabsent config\n";
    QCOMPARE(FabricUndo::undoCheck(result).status, CheckStatus::Warn);
    QVERIFY(FabricUndo::undoCheck(result).detail.contains(QLatin1String("left as it is")));
    result.exitStatus = 1;
    QCOMPARE(FabricUndo::undoCheck(result).status, CheckStatus::Fail);
}

void TestSshFabricStep::stepRefusesBrokenMarkers()
{
    FakeNodeRunner n1(QStringLiteral("node1"));
    FakeNodeRunner n2(QStringLiteral("node2"));
    n1.respond(FakeNodeRunner::keyOf(FabricScripts::keyCommand()),
               0,
               "created\nnvidia\nspark-386d\n" + key1 + "\n");
    n2.respond(FakeNodeRunner::keyOf(FabricScripts::keyCommand()),
               0,
               "existing\nnvidia\nspark-7089\n" + key2 + "\n");
    n1.respond(FakeNodeRunner::keyOf(FabricScripts::hostKeysCommand()), 0, host1 + "\n");
    n2.respond(FakeNodeRunner::keyOf(FabricScripts::hostKeysCommand()), 0, host2 + "\n");
    n1.respond(FakeNodeRunner::keyOf(FabricScripts::readCommand()),
               0,
               "authorized_keys file 600\n"
                   + QByteArray("# tandem-fabric begin\nssh-ed25519 AAAAUser me\n").toBase64()
                   + "\nknown_hosts absent\nconfig absent\nmanifest absent\n");
    n2.respond(FakeNodeRunner::keyOf(FabricScripts::readCommand()), 0, nothingThere);
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

QTEST_GUILESS_MAIN(TestSshFabricStep)
#include "tst_sshfabricstep.moc"
