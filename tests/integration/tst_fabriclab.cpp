// SPDX-License-Identifier: GPL-3.0-or-later
// The SSH fabric, verify and undo on a real lab (run through with_lab.sh): CX7 addresses up
// with the playbook's netplan, the fabric step over SshNodeRunner, then ping, SSH in every
// direction with BatchMode and mpirun over the CX7 addresses; undo leaves the users' files
// byte-identical and SSH over CX7 fails again. Skips without a lab.

#include "discovery/labstate.h"
#include "resultcheck.h"
#include "ssh/remotecommand.h"
#include "steps/fabricundo.h"
#include "steps/sshfabricstep.h"
#include "steps/sshnoderunner.h"
#include "steps/verifystep.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Tandem;

namespace {

QString describe(const QList<Check> &checks)
{
    QStringList lines;
    for (const Check &check : checks) {
        lines << QStringLiteral("%1 %2 [%3] %4").arg(check.id, check.node, checkStatusKey(check.status), check.detail);
        if (check.status != CheckStatus::Pass) {
            for (const Evidence &e : check.evidence)
                lines << QStringLiteral("    $ %1 -> %2\n%3").arg(e.command.left(300)).arg(e.exitStatus).arg(e.output);
        }
    }
    return lines.join(QLatin1Char('\n'));
}

bool allPass(const QList<Check> &checks)
{
    for (const Check &check : checks) {
        if (check.status != CheckStatus::Pass)
            return false;
    }
    return !checks.isEmpty();
}

// The playbook's 40-cx7.yaml: 192.168.100.N/24 and 192.168.101.N/24 on the right twins.
QByteArray netplanYaml(int host)
{
    return QStringLiteral("network:\n  version: 2\n  ethernets:\n"
                          "    enp1s0f1np1:\n      addresses:\n        - 192.168.100.%1/24\n      dhcp4: no\n"
                          "    enP2p1s0f1np1:\n      addresses:\n        - 192.168.101.%1/24\n      dhcp4: no\n")
        .arg(host)
        .toUtf8();
}

// sha256 (or "absent") of the three files the fabric edits, in FabricScripts::files() order.
const char hashScript[] = "for f in authorized_keys known_hosts config; do\n"
                          "  if [ -e \"$HOME/.ssh/$f\" ]; then sha256sum <\"$HOME/.ssh/$f\" | cut -d' ' -f1;\n"
                          "  else echo absent; fi\n"
                          "done\n";

} // namespace

class TestFabricLab final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void fabricVerifyUndo();

private:
    CommandResult runSync(NodeRunner *node, const RemoteCommand &command, int timeoutMs = 90000);
    QStringList hashes();

    QTemporaryDir m_home;
    QByteArray m_password;
    std::vector<std::unique_ptr<SshNodeRunner>> m_runners;
    QList<NodeRunner *> m_nodes;
    AddressPlan m_plan;
};

CommandResult TestFabricLab::runSync(NodeRunner *node, const RemoteCommand &command, int timeoutMs)
{
    std::optional<CommandResult> result;
    node->run(command, this, [&result](const CommandResult &r) { result = r; });
    if (!QTest::qWaitFor([&result] { return result.has_value(); }, timeoutMs)) {
        CommandResult timedOut;
        timedOut.error = Error{QStringLiteral("test timed out")};
        return timedOut;
    }
    return *result;
}

QStringList TestFabricLab::hashes()
{
    QStringList all;
    for (NodeRunner *node : std::as_const(m_nodes)) {
        const CommandResult r = runSync(node, RemoteCommand({"sh", "-c", hashScript}));
        all << node->nodeName() + QLatin1Char(':') + QString::fromUtf8(r.out).simplified();
    }
    return all;
}

void TestFabricLab::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    const QString statePath = qEnvironmentVariable("TANDEM_LAB_STATE");
    if (statePath.isEmpty() || !QFile::exists(statePath))
        QSKIP("needs a lab: run through tests/integration/with_lab.sh (TANDEM_LAB_STATE unset)");
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
    const auto nodes = LabState::parse(json);
    TANDEM_VERIFY_RESULT(nodes);
    QCOMPARE(nodes->size(), 2);

    Credentials credentials;
    credentials.password = m_password;
    credentials.useAgent = false;
    // A fresh known_hosts per run: every lab has new host keys (the state file vouches for them).
    QVERIFY(m_home.isValid());
    credentials.knownHostsPath = m_home.filePath(QStringLiteral("known_hosts"));
    int host = 10;
    for (const NodeAddress &address : *nodes) {
        auto runner = std::make_unique<SshNodeRunner>(address, credentials);
        QSignalSpy opened(runner.get(), &NodeRunner::opened);
        QSignalSpy failed(runner.get(), &NodeRunner::openFailed);
        runner->open();
        QTRY_VERIFY_WITH_TIMEOUT(opened.size() + failed.size() > 0, 30000);
        QVERIFY2(failed.isEmpty(), "could not log in to the lab node");
        m_nodes << runner.get();

        NodePlan node;
        node.node = address.name;
        node.interfaces = {{QStringLiteral("enp1s0f1np1"), QStringLiteral("192.168.100.%1").arg(host), 24, 0},
                           {QStringLiteral("enP2p1s0f1np1"), QStringLiteral("192.168.101.%1").arg(host), 24, 0}};
        m_plan.nodes << node;

        // The addresses go up the playbook's way (the apply step is not part of this test).
        RemoteCommand apply({"sh", "-c", "umask 077; cat >/etc/netplan/40-cx7.yaml && netplan apply"});
        apply.setSudo(true, m_password);
        apply.setStdinData(netplanYaml(host));
        const CommandResult r = runSync(runner.get(), apply);
        QVERIFY2(r.ok(), qPrintable(r.toEvidence().output));
        ++host;
        m_runners.push_back(std::move(runner));
    }
    for (const char *twin : {"enp1s0f1np1", "enP2p1s0f1np1"}) {
        PlannedSubnet subnet;
        subnet.cidr = QLatin1String(twin) == QLatin1String("enp1s0f1np1") ? QStringLiteral("192.168.100.0/24")
                                                                          : QStringLiteral("192.168.101.0/24");
        for (const NodePlan &node : std::as_const(m_plan.nodes))
            subnet.members << qMakePair(node.node, QString::fromLatin1(twin));
        m_plan.subnets << subnet;
    }
}

void TestFabricLab::cleanupTestCase()
{
    m_nodes.clear();
    m_runners.clear();
}

void TestFabricLab::fabricVerifyUndo()
{
    // Files a user already has: no final newline, a global option before any Host.
    for (NodeRunner *node : std::as_const(m_nodes)) {
        const CommandResult r = runSync(
            node, RemoteCommand({"sh", "-c",
                                 "set -e; umask 077; mkdir -p ~/.ssh; "
                                 "printf 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIUserKey me@laptop' >>~/.ssh/authorized_keys; "
                                 "printf 'ServerAliveInterval 30\\n\\nHost work\\n    User me\\n' >~/.ssh/config; "
                                 "chmod 644 ~/.ssh/config"}));
        QVERIFY2(r.ok(), qPrintable(r.toEvidence().output));
    }
    const QStringList before = hashes();
    qInfo().noquote() << "before:" << before.join(QStringLiteral(" | "));

    SshFabricStep fabric(m_nodes, m_plan);
    QSignalSpy fabricDone(&fabric, &SshFabricStep::finished);
    fabric.start();
    QVERIFY(fabricDone.wait(60000));
    QVERIFY2(allPass(fabric.checks()), qPrintable(describe(fabric.checks())));
    QCOMPARE(fabric.checks().size(), 8);
    const QStringList once = hashes();

    // Twice: the same files.
    fabric.start();
    QVERIFY(fabricDone.wait(60000));
    QVERIFY2(allPass(fabric.checks()), qPrintable(describe(fabric.checks())));
    QCOMPARE(hashes(), once);
    qInfo().noquote() << describe(fabric.checks());

    VerifyStep verify(m_nodes, m_plan);
    QSignalSpy verifyDone(&verify, &VerifyStep::finished);
    verify.start();
    QVERIFY(verifyDone.wait(120000));
    qInfo().noquote() << describe(verify.checks());
    QVERIFY2(allPass(verify.checks()), qPrintable(describe(verify.checks())));
    // 2 ping pairs, 2 SSH pairs, 2 RoCE, 1 mpirun.
    QCOMPARE(verify.checks().size(), 7);
    const QString a = m_nodes.at(0)->nodeName();
    const QString b = m_nodes.at(1)->nodeName();
    QCOMPARE(verify.sshMatrix().at(a, b), CheckStatus::Pass);
    QCOMPARE(verify.sshMatrix().at(b, a), CheckStatus::Pass);
    QCOMPARE(verify.pingMatrix().at(b, a), CheckStatus::Pass);

    FabricUndo undo(m_nodes);
    undo.setRemoveKey(true);
    QSignalSpy undoDone(&undo, &FabricUndo::finished);
    undo.start();
    QVERIFY(undoDone.wait(60000));
    qInfo().noquote() << describe(undo.checks());
    QVERIFY2(allPass(undo.checks()), qPrintable(describe(undo.checks())));
    QCOMPARE(hashes(), before);

    // Without the fabric, BatchMode SSH over CX7 fails again (no key, no known host key).
    const CommandResult ssh = runSync(m_nodes.at(0), VerifyStep::sshCommand(QStringLiteral("192.168.100.11")));
    QVERIFY2(!ssh.ok(), qPrintable(ssh.toEvidence().output));
    const CommandResult gone = runSync(m_nodes.at(0),
                                       RemoteCommand({"sh", "-c", "ls -a ~/.ssh ~/.local/state 2>&1"}));
    QVERIFY2(!gone.out.contains("tandem_fabric") && !gone.out.contains("tandem\n"), gone.out.constData());
}

QTEST_GUILESS_MAIN(TestFabricLab)
#include "tst_fabriclab.moc"
