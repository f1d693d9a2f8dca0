// SPDX-License-Identifier: GPL-3.0-or-later
#include "fakenoderunner.h"
#include "resultcheck.h"
#include "steps/workflow.h"
#include "steps/workflowstate.h"

#include <QFile>
#include <QJsonArray>
#include <QTimeZone>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Test;

class TestWorkflowState final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip();
    void savedAfterEveryStepWithoutThePassword();
    void rejects();
};

void TestWorkflowState::roundTrip()
{
    WorkflowState state;
    state.nodes = {{QStringLiteral("spark-386d"), QStringLiteral("198.18.0.11"), 22, QStringLiteral("nvidia"),
                    QStringLiteral("SHA256:x"), QStringLiteral("lab")}};
    Check check;
    check.id = QStringLiteral("cabling.speed");
    check.node = QStringLiteral("spark-386d");
    check.status = CheckStatus::Warn;
    check.title = QStringLiteral("Link speed 200 Gb/s");
    check.detail = QStringLiteral("Below 200 Gb/s: enp1s0f1np1 at 100 Gb/s.");
    check.fix = QStringLiteral("Use a QSFP112 cable");
    check.evidence = {Evidence{QStringLiteral("spark-386d"), QStringLiteral("ethtool enp1s0f1np1"), 0,
                               QStringLiteral("Speed: 100000Mb/s"),
                               QDateTime(QDate(2026, 11, 30), QTime(9, 0), Qt::UTC)}};
    state.checks.insert(StepId::Cabling, {check});
    state.topologyKind = TopologyKind::Direct;
    state.topologySummary = QStringLiteral("2 nodes, direct cable");

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sub/state.json"));
    const auto saved = state.save(path);
    TANDEM_VERIFY_RESULT(saved);
    QCOMPARE(QFile(path).permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther), QFileDevice::Permissions());
    const auto loaded = WorkflowState::load(path);
    TANDEM_VERIFY_RESULT(loaded);
    QCOMPARE(loaded->nodes, state.nodes);
    QCOMPARE(loaded->checks.value(StepId::Cabling), state.checks.value(StepId::Cabling));
    QCOMPARE(loaded->topologyKind, TopologyKind::Direct);
    QCOMPARE(loaded->topologySummary, state.topologySummary);
}

void TestWorkflowState::savedAfterEveryStepWithoutThePassword()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("state.json"));
    Workflow workflow([](const NodeAddress &node, const Credentials &, QObject *parent) -> NodeRunner * {
        auto *runner = new FakeNodeRunner(node.name, parent);
        runner->respondToOthers(0);
        return runner;
    });
    workflow.setStatePath(path);
    workflow.setNodes({{QStringLiteral("a"), QStringLiteral("198.18.0.11"), 22, QStringLiteral("nvidia"), {}, {}}});
    Credentials credentials;
    credentials.password = "hunter2-secret";
    workflow.setCredentials(credentials);
    QSignalSpy finished(&workflow, &Workflow::stepFinished);
    workflow.connectAll();
    QVERIFY(finished.wait(1000));
    QVERIFY(QFile::exists(path));
    workflow.runDeviceChecks();
    QVERIFY(finished.wait(2000));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray json = file.readAll();
    QVERIFY(json.contains("\"device_checks\""));
    QVERIFY(!json.contains("hunter2"));
}

void TestWorkflowState::rejects()
{
    QVERIFY(!WorkflowState::fromJson(QJsonObject{{QStringLiteral("version"), 99}}).has_value());
    QVERIFY(!WorkflowState::load(QStringLiteral("/nonexistent/state.json")).has_value());
    QJsonObject noName{{QStringLiteral("version"), 1},
                       {QStringLiteral("nodes"), QJsonArray{QJsonObject{{QStringLiteral("host"), QStringLiteral("x")}}}}};
    QVERIFY(!WorkflowState::fromJson(noName).has_value());
}

QTEST_GUILESS_MAIN(TestWorkflowState)
#include "tst_workflowstate.moc"
