// SPDX-License-Identifier: GPL-3.0-or-later
#include "applylabfixture.h"

#include "remote/netplancommands.h"
#include "steps/apply/restorestep.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Tandem;

QByteArray ApplyLabFixture::pbYaml(int last)
{
    return QStringLiteral(
               "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      addresses:\n"
               "        - 192.168.100.%1/24\n      dhcp4: no\n    enP2p1s0f1np1:\n"
               "      addresses:\n        - 192.168.101.%1/24\n      dhcp4: no\n")
        .arg(last)
        .toUtf8();
}

QString ApplyLabFixture::lab(const QStringList &args, int *exitCode)
{
    QProcess p;
    p.start(qEnvironmentVariable("TANDEM_LAB_TOOL"), args);
    p.waitForFinished(60000);
    if (exitCode)
        *exitCode = p.exitCode();
    return QString::fromUtf8(p.readAllStandardOutput()).trimmed();
}

QString ApplyLabFixture::onNode(int node, const QString &script)
{
    return lab({QStringLiteral("exec"),
                QString::number(node),
                QStringLiteral("sh"),
                QStringLiteral("-c"),
                script});
}

// sha256, owner, group and mode of a file on a node, or "absent".
QString ApplyLabFixture::fileState(int node, const QString &path)
{
    return onNode(node,
                  QStringLiteral("if [ -e '%1' ]; then echo $(sha256sum < '%1' | cut -d' ' -f1) "
                                 "$(stat -c '%U %G %a' '%1'); else echo absent; fi")
                      .arg(path));
}

void ApplyLabFixture::initTestCase()
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

bool ApplyLabFixture::connectAll()
{
    qDeleteAll(m_runners);
    m_runners = connectAgain();
    return !m_runners.isEmpty();
}

QList<SshNodeRunner *> ApplyLabFixture::connectAgain()
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

void ApplyLabFixture::printChecks(const QList<Check> &checks)
{
    for (const Check &c : checks) {
        qInfo("%s %s %s: %s",
              qPrintable(c.node),
              qPrintable(c.id),
              qPrintable(checkStatusKey(c.status)),
              qPrintable(c.detail));
    }
}

void ApplyLabFixture::verifyNoTrialNorLock(int node)
{
    QCOMPARE(onNode(node, QStringLiteral("ls -A /run/netplan 2>/dev/null | wc -l")),
             QStringLiteral("0"));
    QCOMPARE(
        onNode(node, QStringLiteral("test -e /var/lib/tandem/lock && echo locked || echo free")),
        QStringLiteral("free"));
}

std::unique_ptr<ApplyStep> ApplyLabFixture::makeApply(const QByteArray &password,
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

bool ApplyLabFixture::restoreAll()
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

void ApplyLabFixture::cleanupTestCase()
{
    qDeleteAll(m_runners);
    m_runners.clear();
    m_password.fill('\0');
}
