// SPDX-License-Identifier: GPL-3.0-or-later
// The SSH fabric, verify and undo on a real lab, 2 nodes direct or 3 in a ring (run through
// with_lab.sh): CX7 addresses up, one /24 per twin per cable,
// with a playbook-style netplan, the fabric step over SshNodeRunner, then ping, SSH in every
// direction with BatchMode and mpirun over the CX7 addresses; undo leaves the users' files
// byte-identical and SSH over CX7 fails again. Skips without a lab.

#include "discovery/labstate.h"
#include "remote/sshnoderunner.h"
#include "resultcheck.h"
#include "ssh/remotecommand.h"
#include "steps/fabric/fabricundo.h"
#include "steps/fabric/sshfabricstep.h"
#include "steps/verify/verifystep.h"

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
        lines << QStringLiteral("%1 %2 [%3] %4")
                     .arg(check.id, check.node, checkStatusKey(check.status), check.detail);
        if (check.status != CheckStatus::Pass) {
            for (const Evidence &e : check.evidence)
                lines << QStringLiteral("    $ %1 -> %2\n%3")
                             .arg(e.command.left(300))
                             .arg(e.exitStatus)
                             .arg(e.output);
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

// A 40-cx7.yaml in the playbook's style for the node's planned interfaces.
QByteArray netplanYaml(const NodePlan &node)
{
    QString yaml = QStringLiteral("network:\n  version: 2\n  ethernets:\n");
    for (const PlannedInterface &i : node.interfaces) {
        yaml += QStringLiteral("    %1:\n      addresses:\n        - %2\n      dhcp4: no\n")
                    .arg(i.netdev, i.cidr());
    }
    return yaml.toUtf8();
}

// The plan the planner would make from the lab's cables: one /24 per twin per cable,
// 192.168.100.0/24, 101, 102, ...; node i gets .(9 + i) on each (.10 and .11 for two nodes,
// as in the playbook).
AddressPlan planFromLab(const QJsonObject &state)
{
    QHash<QString, QString> hostnames; // lab node name -> hostname (Tandem's node name)
    AddressPlan plan;
    for (const QJsonValue &value : state.value(QStringLiteral("nodes")).toArray()) {
        const QJsonObject node = value.toObject();
        hostnames.insert(node.value(QStringLiteral("name")).toString(),
                         node.value(QStringLiteral("hostname")).toString());
        plan.nodes << NodePlan{node.value(QStringLiteral("hostname")).toString(), {}};
    }
    // Each entry of "cables" is one twin (one veth pair): one subnet each.
    int third = 100;
    for (const QJsonValue &value : state.value(QStringLiteral("cables")).toArray()) {
        const QJsonObject cable = value.toObject();
        PlannedSubnet subnet;
        subnet.cidr = QStringLiteral("192.168.%1.0/24").arg(third);
        for (const char *end : {"a", "b"}) {
            const QString labName = cable.value(QLatin1String(end)).toString();
            const QString netdev
                = cable.value(QLatin1String(end) + QStringLiteral("_iface")).toString();
            const QString node = hostnames.value(labName);
            const int index = labName.mid(4).toInt();
            for (NodePlan &n : plan.nodes) {
                if (n.node == node)
                    n.interfaces << PlannedInterface{
                        netdev, QStringLiteral("192.168.%1.%2").arg(third).arg(9 + index), 24, 0};
            }
            subnet.members << qMakePair(node, netdev);
        }
        plan.subnets << subnet;
        ++third;
    }
    return plan;
}

// sha256 (or "absent") of the three files the fabric edits, in FabricScripts::files() order.
const char hashScript[]
    = "for f in authorized_keys known_hosts config; do\n"
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
    void strayMarkerRefused();
    void fabricVerifyUndo();

private:
    CommandResult runSync(NodeRunner *node, const RemoteCommand &command, int timeoutMs = 90000);
    QStringList hashes();

    QTemporaryDir m_home;
    QByteArray m_password;
    std::vector<std::unique_ptr<SshNodeRunner>> m_runners;
    QList<NodeRunner *> m_nodes;
    QList<NodeAddress> m_addresses;
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
    const QJsonObject state = QJsonDocument::fromJson(json).object();
    m_password = state.value(QStringLiteral("nodes"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("password"))
                     .toString()
                     .toUtf8();
    const auto nodes = LabState::parse(json);
    TANDEM_VERIFY_RESULT(nodes);
    QVERIFY(nodes->size() >= 2);
    m_plan = planFromLab(state);

    Credentials credentials;
    credentials.password = m_password;
    credentials.useAgent = false;
    // A fresh known_hosts per run: every lab has new host keys (the state file vouches for them).
    QVERIFY(m_home.isValid());
    credentials.knownHostsPath = m_home.filePath(QStringLiteral("known_hosts"));
    for (const NodeAddress &address : *nodes) {
        auto runner = std::make_unique<SshNodeRunner>(address, credentials);
        QSignalSpy opened(runner.get(), &NodeRunner::opened);
        QSignalSpy failed(runner.get(), &NodeRunner::openFailed);
        runner->open();
        QTRY_VERIFY_WITH_TIMEOUT(opened.size() + failed.size() > 0, 30000);
        QVERIFY2(failed.isEmpty(), "could not log in to the lab node");
        m_nodes << runner.get();
        m_addresses << address;

        // The addresses go up the playbook's way (the apply step is not part of this test).
        const NodePlan *plan = m_plan.node(address.name);
        QVERIFY(plan && !plan->interfaces.isEmpty());
        RemoteCommand apply(
            {"sh", "-c", "umask 077; cat >/etc/netplan/40-cx7.yaml && netplan apply"});
        apply.setSudo(true, m_password);
        apply.setStdinData(netplanYaml(*plan));
        const CommandResult r = runSync(runner.get(), apply);
        QVERIFY2(r.ok(), qPrintable(r.toEvidence().output));
        m_runners.push_back(std::move(runner));
    }
}

void TestFabricLab::cleanupTestCase()
{
    m_nodes.clear();
    m_runners.clear();
}

// The case found on the lab: a stray begin line above a user's key. The old sed range deleted
// the key and exited 0; now the step fails on that node and writes nothing on any node.
void TestFabricLab::strayMarkerRefused()
{
    NodeRunner *first = m_nodes.constFirst();
    const CommandResult plant = runSync(
        first,
        RemoteCommand(
            {"sh",
             "-c",
             "set -e; umask 077; mkdir -p ~/.ssh; [ ! -e ~/.ssh/authorized_keys ] || "
             "cp -p ~/.ssh/authorized_keys ~/.ssh/.before-stray; "
             "printf '# tandem-fabric begin\\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIUserTwo "
             "me@desk\\n' >>~/.ssh/authorized_keys"}));
    QVERIFY2(plant.ok(), qPrintable(plant.toEvidence().output));
    const QStringList before = hashes();
    SshFabricStep fabric(m_nodes, m_plan);
    QSignalSpy done(&fabric, &SshFabricStep::finished);
    fabric.start();
    QVERIFY(done.wait(60000));
    qInfo().noquote() << describe(fabric.checks());
    bool refused = false;
    for (const Check &check : fabric.checks()) {
        refused = refused
                  || (check.node == first->nodeName() && check.status == CheckStatus::Fail
                      && check.detail.contains(QLatin1String("# tandem-fabric begin")));
        QVERIFY2(check.id == QLatin1String("fabric.key") || check.status != CheckStatus::Pass,
                 qPrintable(describe(fabric.checks())));
    }
    QVERIFY2(refused, qPrintable(describe(fabric.checks())));
    QCOMPARE(hashes(), before);
    const CommandResult unplant
        = runSync(first,
                  RemoteCommand({"sh",
                                 "-c",
                                 "if [ -e ~/.ssh/.before-stray ]; then mv ~/.ssh/.before-stray "
                                 "~/.ssh/authorized_keys; else rm -f ~/.ssh/authorized_keys; fi"}));
    QVERIFY2(unplant.ok(), qPrintable(unplant.toEvidence().output));
}

void TestFabricLab::fabricVerifyUndo()
{
    // Files a user already has: no final newline, a global option before any Host.
    for (NodeRunner *node : std::as_const(m_nodes)) {
        const CommandResult r = runSync(
            node,
            RemoteCommand(
                {"sh",
                 "-c",
                 "set -e; umask 077; mkdir -p ~/.ssh; "
                 "printf 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIUserKey me@laptop' "
                 ">>~/.ssh/authorized_keys; "
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
    QCOMPARE(fabric.checks().size(), 4 * m_nodes.size());
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
    // Ping and SSH per ordered pair (every pair is cabled in direct and ring), RoCE per node,
    // one mpirun.
    const qsizetype n = m_nodes.size();
    QCOMPARE(verify.checks().size(), 2 * n * (n - 1) + n + 1);
    for (NodeRunner *from : std::as_const(m_nodes)) {
        for (NodeRunner *to : std::as_const(m_nodes)) {
            const CheckStatus want = from == to ? CheckStatus::Skipped : CheckStatus::Pass;
            QCOMPARE(verify.sshMatrix().at(from->nodeName(), to->nodeName()), want);
            QCOMPARE(verify.pingMatrix().at(from->nodeName(), to->nodeName()), want);
        }
    }

    // The fabric keys open a shell only from the peer's CX7 addresses, without a terminal:
    // the same key from the management address is refused, and a pty request is denied.
    const QString peerUser = m_addresses.at(1).user;
    const auto trial = [&](const QString &address, bool pty) {
        QStringList argv{QStringLiteral("ssh"),
                         QStringLiteral("-o"),
                         QStringLiteral("BatchMode=yes"),
                         QStringLiteral("-o"),
                         QStringLiteral("ConnectTimeout=5"),
                         QStringLiteral("-o"),
                         QStringLiteral("IdentitiesOnly=yes"),
                         QStringLiteral("-o"),
                         QStringLiteral("StrictHostKeyChecking=no"),
                         QStringLiteral("-o"),
                         QStringLiteral("UserKnownHostsFile=/dev/null"),
                         QStringLiteral("-i"),
                         QStringLiteral(".ssh/tandem_fabric_ed25519")};
        if (pty)
            argv << QStringLiteral("-tt");
        argv << peerUser + QLatin1Char('@') + address << QStringLiteral("true");
        return runSync(m_nodes.at(0), RemoteCommand::fromStrings(argv));
    };
    const auto ways
        = VerifyStep::routes(m_plan, m_nodes.at(0)->nodeName(), m_nodes.at(1)->nodeName());
    QVERIFY(!ways.isEmpty());
    const CommandResult overFabric = trial(ways.constFirst().peerAddress, false);
    QVERIFY2(overFabric.ok(), qPrintable(overFabric.toEvidence().output));
    const CommandResult overManagement = trial(m_addresses.at(1).host, false);
    QVERIFY2(!overManagement.ok() && overManagement.err.contains("Permission denied"),
             qPrintable(overManagement.toEvidence().output));
    const CommandResult withPty = trial(ways.constFirst().peerAddress, true);
    QVERIFY2(withPty.err.contains("PTY allocation request failed"),
             qPrintable(withPty.toEvidence().output));

    FabricUndo undo(m_nodes);
    undo.setRemoveKey(true);
    QSignalSpy undoDone(&undo, &FabricUndo::finished);
    undo.start();
    QVERIFY(undoDone.wait(60000));
    qInfo().noquote() << describe(undo.checks());
    QVERIFY2(allPass(undo.checks()), qPrintable(describe(undo.checks())));
    QCOMPARE(hashes(), before);

    // Without the fabric, BatchMode SSH over CX7 fails again (no key, no known host key).
    const auto way
        = VerifyStep::routes(m_plan, m_nodes.at(0)->nodeName(), m_nodes.at(1)->nodeName());
    QVERIFY(!way.isEmpty());
    const CommandResult ssh
        = runSync(m_nodes.at(0), VerifyStep::sshCommand(way.constFirst().peerAddress));
    QVERIFY2(!ssh.ok(), qPrintable(ssh.toEvidence().output));
    const CommandResult gone
        = runSync(m_nodes.at(0), RemoteCommand({"sh", "-c", "ls -a ~/.ssh ~/.local/state 2>&1"}));
    QVERIFY2(!gone.out.contains("tandem_fabric") && !gone.out.contains("tandem\n"),
             gone.out.constData());
}

QTEST_GUILESS_MAIN(TestFabricLab)
#include "tst_fabriclab.moc"
