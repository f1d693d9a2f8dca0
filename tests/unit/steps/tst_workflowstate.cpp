// SPDX-License-Identifier: GPL-3.0-or-later
#include "bandwidthfixtures.h"
#include "fakenoderunner.h"
#include "fullstate.h"
#include "resultcheck.h"
#include "session/workflowstate.h"
#include "steps/flow/workflow.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace Tandem;
using namespace Tandem::Test;

class TestWorkflowState final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip();
    void savedAfterEveryStepWithoutThePassword();
    void rejects();
    void reportPartRoundTrip();
    void oldStateLoadsWithoutReportPart();
    void workflowRecordsFactsTimesBandwidthAndRestore();
    void pagesPartRoundTrip();
    void oldStateLoadsWithoutPagesPart();
    void refusesDamagedPagesPart_data();
    void refusesDamagedPagesPart();
};

void TestWorkflowState::roundTrip()
{
    WorkflowState state;
    state.nodes = {{QStringLiteral("spark-386d"),
                    QStringLiteral("198.18.0.11"),
                    22,
                    QStringLiteral("nvidia"),
                    QStringLiteral("SHA256:x"),
                    QStringLiteral("lab")}};
    Check check;
    check.id = QStringLiteral("cabling.speed");
    check.node = QStringLiteral("spark-386d");
    check.status = CheckStatus::Warn;
    check.title = QStringLiteral("Link speed 200 Gb/s");
    check.detail = QStringLiteral("Below 200 Gb/s: enp1s0f1np1 at 100 Gb/s.");
    check.fix = QStringLiteral("Use a QSFP112 cable");
    check.evidence = {Evidence{QStringLiteral("spark-386d"),
                               QStringLiteral("ethtool enp1s0f1np1"),
                               0,
                               QStringLiteral("Speed: 100000Mb/s"),
                               QDateTime(QDate(2026, 11, 30), QTime(9, 0), Qt::UTC)}};
    state.checks.insert(StepId::Cabling, {check});
    state.topologyKind = TopologyKind::Direct;
    state.topologySummary = QStringLiteral("2 nodes, direct cable");

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sub/state.json"));
    const auto saved = state.save(path);
    TANDEM_VERIFY_RESULT(saved);
    QCOMPARE(QFile(path).permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther),
             QFileDevice::Permissions());
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
    Workflow workflow(
        [](const NodeAddress &node, const Credentials &, QObject *parent) -> NodeRunner * {
            auto *runner = new FakeNodeRunner(node.name, parent);
            runner->respondToOthers(0);
            return runner;
        });
    workflow.setStatePath(path);
    workflow.setNodes({{QStringLiteral("a"),
                        QStringLiteral("198.18.0.11"),
                        22,
                        QStringLiteral("nvidia"),
                        {},
                        {}}});
    Credentials credentials;
    credentials.password = "hunter2-secret";
    workflow.setCredentials(credentials);
    QSignalSpy finished(&workflow, &Workflow::stepFinished);
    workflow.connectAll();
    QVERIFY(finished.wait(1000));
    workflow.waitForStateSaved();
    QVERIFY(QFile::exists(path));
    workflow.runDeviceChecks();
    QVERIFY(finished.wait(2000));
    workflow.waitForStateSaved();
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
                       {QStringLiteral("nodes"),
                        QJsonArray{QJsonObject{{QStringLiteral("host"), QStringLiteral("x")}}}}};
    QVERIFY(!WorkflowState::fromJson(noName).has_value());
}

void TestWorkflowState::reportPartRoundTrip()
{
    WorkflowState state;
    state.nodes = {{QStringLiteral("node1"),
                    QStringLiteral("198.18.0.11"),
                    22,
                    QStringLiteral("nvidia"),
                    {},
                    {}},
                   {QStringLiteral("node2"),
                    QStringLiteral("198.18.0.12"),
                    22,
                    QStringLiteral("nvidia"),
                    {},
                    {}}};
    state.plan = Test::directPlan();
    state.plan.mtu = 9000;
    state.netplanYaml.insert(QStringLiteral("node1"), QStringLiteral("network:\n  version: 2\n"));
    state.netplanDiffs.insert(QStringLiteral("node1"), QStringLiteral("+network:\n"));
    state.moveAside = {NetplanMoveAside{QStringLiteral("node2"),
                                        QStringLiteral("99-nvidia-sync-cluster.yaml"),
                                        {QStringLiteral("enp1s0f1np1")}}};
    NodeFacts facts;
    facts.node = QStringLiteral("node1");
    facts.hostname = QStringLiteral("spark-386d");
    facts.kernel = QStringLiteral("6.11.0-1016-nvidia");
    facts.dgxOsBuildDate = QDate(2026, 5, 12);
    facts.uid = 1000;
    state.facts = {facts};
    const QDateTime t0(QDate(2026, 11, 30), QTime(9, 0, 0, 125), Qt::UTC);
    state.stepTimes.insert(StepId::Verify, {t0, t0.addSecs(20)});
    state.lastRestore.checks = {Check{QStringLiteral("restore.files"),
                                      QStringLiteral("node1"),
                                      CheckStatus::Pass,
                                      QStringLiteral("Files"),
                                      QStringLiteral("ok"),
                                      {},
                                      {}}};
    state.lastRestore.startedAt = t0.addSecs(-100);
    state.lastRestore.finishedAt = t0.addSecs(-90);
    BandwidthRecord &bw = state.bandwidth;
    bw.spec.tool = BandwidthTool::Probe;
    bw.spec.soakSeconds = 60;
    bw.spec.probeBackend = QStringLiteral("mpi");
    bw.command = QStringLiteral("mpirun -np 2 tandem-probe");
    bw.hosts = {QStringLiteral("192.168.100.10"), QStringLiteral("192.168.100.11")};
    bw.thresholdGBps = 0.1;
    bw.judgedBusbw = 0.15;
    bw.judgedBytes = 1 << 20;
    bw.startedAt = t0;
    bw.finishedAt = t0.addSecs(60);
    for (int i = 0; i < 5; ++i) {
        ProbeSample sample;
        sample.t = 0.2 * (i + 1);
        sample.busbw = 0.1 + i * 0.01;
        sample.algbw = 2 * sample.busbw;
        sample.timeUs = 1000 + i;
        sample.bytes = 1 << 20;
        sample.wrong = i == 3 ? 1 : 0;
        bw.samples.append(sample);
    }
    bw.transport.network = QStringLiteral("IB");
    bw.transport.ibDevices
        = {NetDevice{0, QStringLiteral("rocep1s0f1"), 1, QStringLiteral("RoCE"), {}}};
    bw.transport.linesSeen = 12;

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("state.json"));
    const auto saved = state.save(path);
    TANDEM_VERIFY_RESULT(saved);
    const auto loaded = WorkflowState::load(path);
    TANDEM_VERIFY_RESULT(loaded);
    QCOMPARE(loaded->plan, state.plan);
    QCOMPARE(loaded->netplanYaml, state.netplanYaml);
    QCOMPARE(loaded->netplanDiffs, state.netplanDiffs);
    QCOMPARE(loaded->moveAside, state.moveAside);
    QCOMPARE(loaded->facts, state.facts);
    QCOMPARE(loaded->stepTimes, state.stepTimes);
    QCOMPARE(loaded->lastRestore, state.lastRestore);
    const BandwidthRecord &back = loaded->bandwidth;
    QVERIFY(back.spec.isSoak());
    QCOMPARE(back.spec.probeBackend, QStringLiteral("mpi"));
    QCOMPARE(back.command, bw.command);
    QCOMPARE(back.hosts, bw.hosts);
    QCOMPARE(back.judgedBusbw, bw.judgedBusbw);
    QCOMPARE(back.samples, bw.samples);
    QCOMPARE(back.transport.network, QStringLiteral("IB"));
    QCOMPARE(back.transport.ibDevices.constFirst().name, QStringLiteral("rocep1s0f1"));
    QCOMPARE(back.startedAt, bw.startedAt);
    // A soak's constant size is one number in the file, not a column.
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject samples
        = QJsonDocument::fromJson(file.readAll())
              .object()[QStringLiteral("bandwidth_run")][QStringLiteral("samples")]
              .toObject();
    QVERIFY(samples.value(QStringLiteral("bytes")).isDouble());
    QVERIFY(samples.value(QStringLiteral("wrong")).isArray());
}

void TestWorkflowState::oldStateLoadsWithoutReportPart()
{
    // A file as the first release wrote it: nodes, steps and topology only.
    const QJsonObject old{
        {QStringLiteral("version"), 1},
        {QStringLiteral("tandem_version"), QStringLiteral("0.0.9")},
        {QStringLiteral("saved_at"), QStringLiteral("2026-10-01T10:00:00Z")},
        {QStringLiteral("nodes"),
         QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("a")},
                                {QStringLiteral("host"), QStringLiteral("198.18.0.11")}}}},
        {QStringLiteral("steps"), QJsonObject{{QStringLiteral("verify"), QJsonArray{}}}},
        {QStringLiteral("topology"),
         QJsonObject{{QStringLiteral("kind"), QStringLiteral("direct")}}},
    };
    const auto state = WorkflowState::fromJson(old);
    TANDEM_VERIFY_RESULT(state);
    QCOMPARE(state->nodes.size(), 1);
    QVERIFY(state->plan.nodes.isEmpty());
    QVERIFY(state->facts.isEmpty());
    QVERIFY(state->stepTimes.isEmpty());
    QVERIFY(state->lastRestore.isEmpty());
    QVERIFY(state->bandwidth.isEmpty());
}

void TestWorkflowState::workflowRecordsFactsTimesBandwidthAndRestore()
{
    QFile recording(QFINDTESTDATA("../../data/nccl-tests/all_gather_2xspark_roce_info.txt"));
    QVERIFY(recording.open(QIODevice::ReadOnly));
    const QByteArray output = recording.readAll();
    QByteArray log;
    for (const QByteArray &line : output.split('\n')) {
        if (line.startsWith("spark-"))
            log += line + '\n';
    }
    Workflow workflow(
        [&](const NodeAddress &node, const Credentials &, QObject *parent) -> NodeRunner * {
            auto *runner = new FakeNodeRunner(node.name, parent);
            runner->setHandler([&, name = node.name](
                                   const RemoteCommand &command) -> std::optional<CommandResult> {
                CommandResult result;
                result.exitStatus = 0;
                const QList<QByteArray> argv = command.argv();
                if (argv.contains("mpirun"))
                    result.out = output;
                else if (argv.value(2).contains("tandem-nccl-") && name == QLatin1String("node1"))
                    result.out = log;
                else if (argv.value(2).startsWith("uname -n"))
                    result.out
                        = "spark-" + name.toUtf8()
                          + "\n6.11.0-1016-nvidia\naarch64\nPRETTY_NAME=\"Ubuntu 24.04.3 LTS\"\n";
                else
                    return std::nullopt;
                return result;
            });
            runner->respondToOthers(0);
            return runner;
        });
    WorkflowState resumed;
    resumed.nodes = {{QStringLiteral("node1"),
                      QStringLiteral("198.18.0.11"),
                      22,
                      QStringLiteral("nvidia"),
                      {},
                      {}},
                     {QStringLiteral("node2"),
                      QStringLiteral("198.18.0.12"),
                      22,
                      QStringLiteral("nvidia"),
                      {},
                      {}}};
    resumed.plan = Test::directPlan();
    resumed.topologyKind = TopologyKind::Direct;
    // The gate lets the bandwidth test run on a fabric that was applied, set up and verified.
    for (StepId step : {StepId::NetworkPlan, StepId::Apply, StepId::SshFabric, StepId::Verify})
        resumed.checks.insert(
            step, {Check{QStringLiteral("earlier"), {}, CheckStatus::Pass, {}, {}, {}, {}}});
    workflow.restore(resumed);
    QCOMPARE(workflow.session().plan, resumed.plan);
    QSignalSpy finished(&workflow, &Workflow::stepFinished);
    workflow.connectAll();
    QVERIFY(finished.wait(1000));
    workflow.runDeviceChecks();
    QTRY_VERIFY(!workflow.isRunning(StepId::DeviceChecks));

    TestSpec spec;
    workflow.runBandwidth(spec);
    QTRY_VERIFY_WITH_TIMEOUT(!workflow.isRunning(StepId::Bandwidth), 5000);

    const WorkflowState state = workflow.state();
    QCOMPARE(state.facts.size(), 2);
    QCOMPARE(state.facts.constFirst().hostname, QStringLiteral("spark-node1"));
    QCOMPARE(state.facts.constFirst().kernel, QStringLiteral("6.11.0-1016-nvidia"));
    QCOMPARE(state.facts.constFirst().os, QStringLiteral("Ubuntu 24.04.3 LTS"));
    for (StepId step : {StepId::Devices, StepId::DeviceChecks, StepId::Bandwidth}) {
        const StepTimes times = state.stepTimes.value(step);
        QVERIFY(times.startedAt.isValid());
        QVERIFY(times.finishedAt >= times.startedAt);
    }
    const BandwidthRecord &bw = state.bandwidth;
    QVERIFY(
        bw.command.contains(QLatin1String("mpirun -np 2 -H 192.168.100.10:1,192.168.100.11:1")));
    QCOMPARE(bw.firstNode, QStringLiteral("node1"));
    QVERIFY(bw.rows.size() >= 3);
    QCOMPARE(bw.transport.network, QStringLiteral("IB"));
    QVERIFY(bw.judgedBusbw.has_value());
    QCOMPARE(bw.thresholdGBps, 21.875);
    QVERIFY(bw.startedAt.isValid() && bw.finishedAt >= bw.startedAt);
    QVERIFY(!bw.cancelled);

    // A restore's checks are kept apart from the apply step's, with its times.
    workflow.restoreNetwork();
    QTRY_VERIFY_WITH_TIMEOUT(!workflow.isRunning(StepId::Apply), 5000);
    const RestoreRecord restore = workflow.state().lastRestore;
    QVERIFY(!restore.checks.isEmpty());
    QVERIFY(restore.startedAt.isValid() && restore.finishedAt >= restore.startedAt);
}

namespace {

// `node` with `value` put at `path` ("verify_matrices/ping/cells/1"; numbers index lists, the
// size of a list appends to it); an undefined value removes what is there.
QJsonValue replaced(const QJsonValue &node, QStringList path, const QJsonValue &value)
{
    if (path.isEmpty())
        return value;
    const QString head = path.takeFirst();
    if (node.isArray()) {
        QJsonArray array = node.toArray();
        const int i = head.toInt();
        if (i == array.size())
            array.append(replaced(QJsonValue(QJsonValue::Undefined), path, value));
        else
            array[i] = replaced(array.at(i), path, value);
        return array;
    }
    QJsonObject object = node.toObject();
    const QJsonValue inner = replaced(object.value(head), path, value);
    if (inner.isUndefined())
        object.remove(head);
    else
        object.insert(head, inner);
    return object;
}

} // namespace

void TestWorkflowState::pagesPartRoundTrip()
{
    const WorkflowState state = Test::fullState();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("state.json"));
    const auto saved = state.save(path);
    TANDEM_VERIFY_RESULT(saved);
    const auto loaded = WorkflowState::load(path);
    TANDEM_VERIFY_RESULT(loaded);
    QCOMPARE(loaded->cabling.size(), 2);
    QCOMPARE(loaded->cabling, state.cabling);
    QVERIFY(!loaded->cabling.constFirst()
                 .ethtool.value(Test::rightPrimary)
                 .autoNegotiation.has_value());
    QCOMPARE(loaded->cabling.constFirst().links.constFirst().side, PortSide::Right);
    QVERIFY(!loaded->cabling.constFirst().notes.isEmpty());
    QVERIFY(!loaded->cabling.constFirst().sysfsSpeedMbps.isEmpty());
    // A session saved before sysfs was read has neither key, and loads.
    QJsonObject old = state.toJson();
    QJsonArray nodes = old.value(QStringLiteral("cabling")).toArray();
    QJsonObject first = nodes.at(0).toObject();
    first.remove(QStringLiteral("notes"));
    first.remove(QStringLiteral("sysfs_speed_mbps"));
    nodes.replace(0, first);
    old.insert(QStringLiteral("cabling"), nodes);
    const auto before = WorkflowState::fromJson(old);
    TANDEM_VERIFY_RESULT(before);
    QVERIFY(before->cabling.constFirst().notes.isEmpty());
    QVERIFY(before->cabling.constFirst().sysfsSpeedMbps.isEmpty());
    QCOMPARE(before->cabling.constFirst().links, state.cabling.constFirst().links);
    QCOMPARE(loaded->topology.cables, state.topology.cables);
    QCOMPARE(loaded->topology.warnings, state.topology.warnings);
    QCOMPARE(loaded->topology.kind, TopologyKind::Direct);
    QCOMPARE(loaded->topology.summary, state.topology.summary);
    QCOMPARE(loaded->topologySummary, state.topologySummary);
    QCOMPARE(loaded->pingMatrix, state.pingMatrix);
    QCOMPARE(loaded->pingMatrix.at(QStringLiteral("node2"), QStringLiteral("node1")),
             CheckStatus::Fail);
    QCOMPARE(loaded->sshMatrix, state.sshMatrix);
    QCOMPARE(loaded->planOptions, state.planOptions);
    QCOMPARE(loaded->planOptions.base, QStringLiteral("10.55.0.0/24"));
    QCOMPARE(loaded->planOptions.mtu, 9000);

    // An unsupported layout keeps its problem apart, and the report's line still says it.
    WorkflowState chain;
    chain.topology.kind = TopologyKind::Unsupported;
    chain.topology.problem = QStringLiteral("Three nodes in a chain are not supported.");
    chain.topology.uncabled = {QStringLiteral("node3")};
    chain.topologyKind = chain.topology.kind;
    chain.topologySummary = chain.topology.problem; // as the cabling step fills it in
    const auto back = WorkflowState::fromJson(chain.toJson());
    TANDEM_VERIFY_RESULT(back);
    QCOMPARE(back->topologySummary, chain.topology.problem);
    QCOMPARE(back->topology.problem, chain.topology.problem);
    QCOMPARE(back->topology.uncabled, chain.topology.uncabled);
    QCOMPARE(back->topology.kind, TopologyKind::Unsupported);
}

void TestWorkflowState::oldStateLoadsWithoutPagesPart()
{
    // As the release before wrote it: a plan without its options, a topology of kind and
    // summary only, no cabling details, no verify grids.
    QJsonObject old = Test::fullState().toJson();
    old.remove(QStringLiteral("cabling"));
    old.remove(QStringLiteral("verify_matrices"));
    old = replaced(old,
                   {QStringLiteral("plan"), QStringLiteral("options")},
                   QJsonValue(QJsonValue::Undefined))
              .toObject();
    old.insert(QStringLiteral("topology"),
               QJsonObject{{QStringLiteral("kind"), QStringLiteral("direct")},
                           {QStringLiteral("summary"), QStringLiteral("2 nodes")}});
    const auto state = WorkflowState::fromJson(old);
    TANDEM_VERIFY_RESULT(state);
    QVERIFY(state->cabling.isEmpty());
    QVERIFY(state->pingMatrix.nodes.isEmpty());
    QVERIFY(state->sshMatrix.cells.isEmpty());
    QVERIFY(state->topology.cables.isEmpty());
    QCOMPARE(state->topology.kind, TopologyKind::Direct);
    QCOMPARE(state->topology.summary, QStringLiteral("2 nodes"));
    // The options are read off the plan, so planning again keeps its base and MTU.
    QCOMPARE(state->planOptions.base, QStringLiteral("10.55.0.0/24"));
    QCOMPARE(state->planOptions.prefix, 24);
    QCOMPARE(state->planOptions.mtu, 9000);

    // Without a plan there are no options to keep: the defaults.
    old.remove(QStringLiteral("plan"));
    const auto noPlan = WorkflowState::fromJson(old);
    TANDEM_VERIFY_RESULT(noPlan);
    QCOMPARE(noPlan->planOptions, PlanOptions{});
}

void TestWorkflowState::refusesDamagedPagesPart_data()
{
    QTest::addColumn<QString>("where");    // what is replaced, "a/b/0"
    QTest::addColumn<QByteArray>("value"); // with this JSON; empty: removed
    QTest::addColumn<QString>("says");     // in the error

    QTest::newRow("grid row short") << "verify_matrices/ping/cells/1" << QByteArray(R"(["fail"])")
                                    << "verify_matrices.ping.cells[1]";
    QTest::newRow("grid row missing")
        << "verify_matrices/ping/cells" << QByteArray(R"([["skipped", "pass"]])")
        << "verify_matrices.ping.cells in";
    QTest::newRow("grid row too many")
        << "verify_matrices/ping/cells/2" << QByteArray(R"(["pass", "pass"])")
        << "verify_matrices.ping.cells in";
    QTest::newRow("unknown status") << "verify_matrices/ping/cells/0/1" << QByteArray(R"("maybe")")
                                    << "verify_matrices.ping.cells[0][1]";
    QTest::newRow("null status") << "verify_matrices/ssh/cells/1/0" << QByteArray("null")
                                 << "verify_matrices.ssh.cells[1][0]";
    QTest::newRow("node listed twice") << "verify_matrices/ssh/nodes/1" << QByteArray(R"("node1")")
                                       << "verify_matrices.ssh.nodes[1]";
    QTest::newRow("grid not an object")
        << "verify_matrices/ssh" << QByteArray("3") << "verify_matrices.ssh";
    QTest::newRow("cabling not a list") << "cabling" << QByteArray(R"("x")") << "cabling in";
    QTest::newRow("cabling node unnamed")
        << "cabling/0/node" << QByteArray(R"("")") << "cabling[0].node";
    QTest::newRow("cabling node twice")
        << "cabling/1/node" << QByteArray(R"("node1")") << "cabling[1].node";
    QTest::newRow("negative port")
        << "cabling/0/links/0/port" << QByteArray("-3") << "cabling[0].links[0].port";
    QTest::newRow("fractional port")
        << "cabling/0/links/1/port" << QByteArray("1.5") << "cabling[0].links[1].port";
    QTest::newRow("up as text") << "cabling/1/links/0/up" << QByteArray(R"("yes")")
                                << "cabling[1].links[0].up";
    QTest::newRow("prefix length 200")
        << "cabling/0/interfaces/0/addresses/0/prefixlen" << QByteArray("200")
        << "cabling[0].interfaces[0].addresses[0].prefixlen";
    QTest::newRow("speed as text")
        << "cabling/0/ethtool/enp1s0f1np1/speed_mbps" << QByteArray(R"("fast")")
        << "cabling[0].ethtool.enp1s0f1np1.speed_mbps";
    QTest::newRow("cable with 5 twins")
        << "topology/cables/0/twins" << QByteArray("5") << "topology.cables[0].twins";
    QTest::newRow("cable port up")
        << "topology/cables/0/a_port" << QByteArray(R"("up")") << "topology.cables[0].a_port";
    QTest::newRow("warning a number")
        << "topology/warnings" << QByteArray("[1]") << "topology.warnings[0]";
    QTest::newRow("plan prefix /31") << "plan/options/prefix" << QByteArray("31") << "/31";
    QTest::newRow("plan MTU 100") << "plan/options/mtu" << QByteArray("100") << "MTU 100";
    QTest::newRow("plan base not a network")
        << "plan/options/base" << QByteArray(R"("ten.55")") << "plan.options in";
    QTest::newRow("plan without prefix")
        << "plan/options/prefix" << QByteArray() << "plan.options.prefix";
    QTest::newRow("plan options a list") << "plan/options" << QByteArray("[]") << "plan.options in";
}

void TestWorkflowState::refusesDamagedPagesPart()
{
    QFETCH(QString, where);
    QFETCH(QByteArray, value);
    QFETCH(QString, says);
    const QJsonObject good = Test::fullState().toJson();
    TANDEM_VERIFY_RESULT(WorkflowState::fromJson(good));
    const QJsonValue bad = value.isEmpty()
                               ? QJsonValue(QJsonValue::Undefined)
                               : QJsonDocument::fromJson("[" + value + "]").array().at(0);
    QVERIFY(value.isEmpty() || !bad.isUndefined());
    const auto loaded
        = WorkflowState::fromJson(replaced(good, where.split(QLatin1Char('/')), bad).toObject());
    QVERIFY(!loaded.has_value());
    const QString message = loaded.error().toString();
    QVERIFY2(message.contains(says), qPrintable(message));
    QVERIFY2(message.contains(QLatin1String("saved state is damaged")), qPrintable(message));
}

QTEST_GUILESS_MAIN(TestWorkflowState)
#include "tst_workflowstate.moc"
