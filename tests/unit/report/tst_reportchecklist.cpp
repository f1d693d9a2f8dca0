// SPDX-License-Identifier: GPL-3.0-or-later
// The acceptance checklist's rules, item by item, on a saved two-node session changed one way
// at a time.
#include "report/report.h"
#include "report/reportchecklist.h"
#include "resultcheck.h"
#include "session/workflowstate.h"
#include "steps/verify/verifystep.h"

#include <QTest>

#include <algorithm>
#include <functional>

using namespace Tandem;

namespace {

const QString hostile = QStringLiteral("<script>alert(\"x\")</script>&'");
const QString other = QStringLiteral("spark-3c4d");

WorkflowState fixture()
{
    auto state = WorkflowState::load(QFINDTESTDATA("../../data/report/sweep-state.json"));
    if (!state)
        qFatal("%s", qPrintable(state.error().toString()));
    return *state;
}

Check *find(WorkflowState &state, StepId step, const QString &id, const QString &node = {})
{
    for (Check &check : state.checks[step]) {
        if (check.id == id && (node.isEmpty() || check.node == node))
            return &check;
    }
    return nullptr;
}

void removeCheck(WorkflowState &state, StepId step, const QString &id, const QString &node)
{
    state.checks[step].removeIf([&](const Check &c) { return c.id == id && c.node == node; });
}

using Change = std::function<void(WorkflowState &)>;

const QHash<QString, Change> &changes()
{
    static const QHash<QString, Change> table{
        {QStringLiteral("none"), [](WorkflowState &) {}},
        {QStringLiteral("ping pair missing"),
         [](WorkflowState &s) {
             removeCheck(s,
                         StepId::Verify,
                         QStringLiteral("verify.ping"),
                         VerifyStep::pairName(other, hostile));
         }},
        {QStringLiteral("ping failed"),
         [](WorkflowState &s) {
             find(s,
                  StepId::Verify,
                  QStringLiteral("verify.ping"),
                  VerifyStep::pairName(hostile, other))
                 ->status
                 = CheckStatus::Fail;
         }},
        {QStringLiteral("ping warned"),
         [](WorkflowState &s) {
             find(s,
                  StepId::Verify,
                  QStringLiteral("verify.ping"),
                  VerifyStep::pairName(hostile, other))
                 ->status
                 = CheckStatus::Warn;
         }},
        {QStringLiteral("no verify"), [](WorkflowState &s) { s.checks.remove(StepId::Verify); }},
        {QStringLiteral("verified before the restore"),
         [](WorkflowState &s) {
             // The restore finished after verify; an apply followed, but nobody verified again.
             s.lastRestore.finishedAt = s.stepTimes[StepId::Verify].finishedAt.addSecs(10);
             s.stepTimes[StepId::Apply].finishedAt = s.lastRestore.finishedAt.addSecs(60);
         }},
        {QStringLiteral("ssh failed one way"),
         [](WorkflowState &s) {
             find(s,
                  StepId::Verify,
                  QStringLiteral("verify.ssh"),
                  VerifyStep::pairName(other, hostile))
                 ->status
                 = CheckStatus::Fail;
         }},
        {QStringLiteral("different login users"),
         [](WorkflowState &s) { s.nodes[1].user = QStringLiteral("admin"); }},
        {QStringLiteral("user.same failed"),
         [](WorkflowState &s) {
             find(s, StepId::DeviceChecks, QStringLiteral("user.same"))->status = CheckStatus::Fail;
         }},
        {QStringLiteral("no bandwidth run"),
         [](WorkflowState &s) {
             s.checks.remove(StepId::Bandwidth);
             s.bandwidth = {};
         }},
        {QStringLiteral("probe mpi backend"),
         [](WorkflowState &s) {
             s.bandwidth.spec.tool = BandwidthTool::Probe;
             s.bandwidth.spec.probeBackend = QStringLiteral("mpi");
             find(s, StepId::Bandwidth, QStringLiteral("bandwidth.transport"))->status
                 = CheckStatus::Skipped;
         }},
        {QStringLiteral("socket transport"),
         [](WorkflowState &s) {
             find(s, StepId::Bandwidth, QStringLiteral("bandwidth.transport"))->status
                 = CheckStatus::Fail;
         }},
        {QStringLiteral("one twin (transport warns)"),
         [](WorkflowState &s) {
             find(s, StepId::Bandwidth, QStringLiteral("bandwidth.transport"))->status
                 = CheckStatus::Warn;
         }},
        {QStringLiteral("below threshold"),
         [](WorkflowState &s) {
             find(s, StepId::Bandwidth, QStringLiteral("bandwidth.threshold"))->status
                 = CheckStatus::Fail;
         }},
        {QStringLiteral("run failed"),
         [](WorkflowState &s) {
             find(s, StepId::Bandwidth, QStringLiteral("bandwidth.run"))->status
                 = CheckStatus::Fail;
         }},
        {QStringLiteral("planned address is a management address"),
         [](WorkflowState &s) {
             // A plan that hands out the node's management address: the snippets would name it.
             s.plan.nodes[1].interfaces[0].address = s.nodes[1].host;
         }},
        {QStringLiteral("no plan"), [](WorkflowState &s) { s.plan = {}; }},
        {QStringLiteral("no restore"), [](WorkflowState &s) { s.lastRestore = {}; }},
        {QStringLiteral("restore failed on one node"),
         [](WorkflowState &s) { s.lastRestore.checks[0].status = CheckStatus::Fail; }},
        {QStringLiteral("restore found one node restored already"),
         [](WorkflowState &s) {
             // Restored again (the first time it left an edited node alone, say): the node put
             // back the first time has nothing to do, so its netplan apply is skipped.
             auto apply = std::find_if(
                 s.lastRestore.checks.begin(), s.lastRestore.checks.end(), [](const Check &c) {
                     return c.id == QLatin1String("restore.apply");
                 });
             QVERIFY(apply != s.lastRestore.checks.end());
             apply->status = CheckStatus::Skipped;
         }},
        {QStringLiteral("restore found nothing anywhere"),
         [](WorkflowState &s) {
             for (Check &c : s.lastRestore.checks) {
                 if (c.id == QLatin1String("restore.apply"))
                     c.status = CheckStatus::Skipped;
             }
         }},
        {QStringLiteral("restored after the last apply"),
         [](WorkflowState &s) {
             // What the Apply slot holds after a restore: the restore's own checks.
             s.checks[StepId::Apply] = s.lastRestore.checks;
             s.lastRestore.finishedAt = s.stepTimes[StepId::Apply].finishedAt.addSecs(5);
             s.stepTimes[StepId::Apply].finishedAt = s.lastRestore.finishedAt;
         }},
        {QStringLiteral("apply after restore failed"),
         [](WorkflowState &s) {
             find(s, StepId::Apply, QStringLiteral("apply.confirm"), other)->status
                 = CheckStatus::Fail;
         }},
    };
    return table;
}

} // namespace

class TestReportChecklist final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void items_data();
    void items();
    void evidenceIsCut();
    void acceptanceRestsOnTheAcceptedRun_data();
    void acceptanceRestsOnTheAcceptedRun();
};

void TestReportChecklist::items_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("item");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<bool>("accepted");

    QTest::newRow("healthy: ping") << "none"
                                   << "ping"
                                   << "pass" << true;
    QTest::newRow("healthy: ssh") << "none"
                                  << "ssh"
                                  << "pass" << true;
    QTest::newRow("healthy: nccl") << "none"
                                   << "nccl"
                                   << "pass" << true;
    QTest::newRow("healthy: serving") << "none"
                                      << "serving"
                                      << "pass" << true;
    QTest::newRow("healthy: backup_restore") << "none"
                                             << "backup_restore"
                                             << "pass" << true;

    QTest::newRow("ping: a pair was not pinged") << "ping pair missing"
                                                 << "ping"
                                                 << "fail" << false;
    QTest::newRow("ping: a pair failed") << "ping failed"
                                         << "ping"
                                         << "fail" << false;
    QTest::newRow("ping: a warning still passes") << "ping warned"
                                                  << "ping"
                                                  << "pass" << true;
    QTest::newRow("ping: no verify") << "no verify"
                                     << "ping"
                                     << "not_run" << false;
    QTest::newRow("ping: stale after a restore") << "verified before the restore"
                                                 << "ping"
                                                 << "fail" << false;

    QTest::newRow("ssh: one direction failed") << "ssh failed one way"
                                               << "ssh"
                                               << "fail" << false;
    QTest::newRow("ssh: different login users") << "different login users"
                                                << "ssh"
                                                << "fail" << false;
    QTest::newRow("ssh: user.same failed") << "user.same failed"
                                           << "ssh"
                                           << "fail" << false;
    QTest::newRow("ssh: no verify") << "no verify"
                                    << "ssh"
                                    << "not_run" << false;
    QTest::newRow("ssh: stale after a restore") << "verified before the restore"
                                                << "ssh"
                                                << "fail" << false;

    QTest::newRow("nccl: no run") << "no bandwidth run"
                                  << "nccl"
                                  << "not_run" << false;
    QTest::newRow("nccl: MPI probe is not NCCL") << "probe mpi backend"
                                                 << "nccl"
                                                 << "not_run" << false;
    QTest::newRow("nccl: socket transport") << "socket transport"
                                            << "nccl"
                                            << "fail" << false;
    QTest::newRow("nccl: one twin warns, passes") << "one twin (transport warns)"
                                                  << "nccl"
                                                  << "pass" << true;
    QTest::newRow("nccl: below threshold") << "below threshold"
                                           << "nccl"
                                           << "fail" << false;
    QTest::newRow("nccl: run failed") << "run failed"
                                      << "nccl"
                                      << "fail" << false;

    QTest::newRow("serving: management address") << "planned address is a management address"
                                                 << "serving"
                                                 << "fail" << false;
    QTest::newRow("serving: no plan") << "no plan"
                                      << "serving"
                                      << "not_run" << false;

    QTest::newRow("restore: never tried") << "no restore"
                                          << "backup_restore"
                                          << "not_run" << false;
    QTest::newRow("restore: failed") << "restore failed on one node"
                                     << "backup_restore"
                                     << "fail" << false;
    QTest::newRow("restore: nothing left on one node") << "restore found one node restored already"
                                                       << "backup_restore"
                                                       << "pass" << true;
    QTest::newRow("restore: nothing put back anywhere") << "restore found nothing anywhere"
                                                        << "backup_restore"
                                                        << "fail" << false;
    QTest::newRow("restore: not applied again") << "restored after the last apply"
                                                << "backup_restore"
                                                << "fail" << false;
    QTest::newRow("restore: apply after it failed") << "apply after restore failed"
                                                    << "backup_restore"
                                                    << "fail" << false;
}

void TestReportChecklist::items()
{
    QFETCH(QString, change);
    QFETCH(QString, item);
    QFETCH(QString, verdict);
    QFETCH(bool, accepted);

    WorkflowState state = fixture();
    QVERIFY2(changes().contains(change), qPrintable(change));
    changes().value(change)(state);
    const Report report = Report::build(state);
    QCOMPARE(report.checklist.size(), 5);
    const auto found = std::find_if(report.checklist.cbegin(),
                                    report.checklist.cend(),
                                    [&](const ChecklistItem &i) { return i.id == item; });
    QVERIFY(found != report.checklist.cend());
    QVERIFY2(Report::verdictKey(found->verdict) == verdict, qPrintable(found->detail));
    QVERIFY(!found->detail.isEmpty());
    QCOMPARE(report.accepted(), accepted);
    if (found->verdict != ItemVerdict::NotRun)
        QVERIFY2(!found->checks.isEmpty(), "a judged item carries the checks it was judged on");
}

void TestReportChecklist::evidenceIsCut()
{
    Check check;
    check.id = QStringLiteral("verify.ping");
    QString output;
    for (int i = 0; i < 100; ++i)
        output += QStringLiteral("line %1\n").arg(i);
    check.evidence = {Evidence{QStringLiteral("a"), QStringLiteral("ping"), 0, output, {}}};
    const ReportCheck cut = ReportChecklist::trimmed(StepId::Verify, check);
    const QString kept = cut.check.evidence.constFirst().output;
    QVERIFY(kept.startsWith(QLatin1String("line 0\n")));
    QVERIFY(kept.contains(QLatin1String("line 39")));
    QVERIFY(!kept.contains(QLatin1String("line 40\n")));
    QVERIFY(kept.contains(QLatin1String("more line")));
    // Short output is kept whole.
    check.evidence[0].output = QStringLiteral("one line");
    QCOMPARE(ReportChecklist::trimmed(StepId::Verify, check).check.evidence.constFirst().output,
             QStringLiteral("one line"));
}

namespace {

// The fixture's run made the accepted one, as the bandwidth step folds it in.
void acceptFixtureRun(WorkflowState &s)
{
    s.acceptedBandwidth.fold(
        s.bandwidth, s.checks.value(StepId::Bandwidth), s.lineage.stamp(StepId::Verify));
}

// A later run folded in as the bandwidth step does: it replaces the last run and its checks.
void laterRun(WorkflowState &s, const std::function<void(BandwidthRecord &, QList<Check> &)> &make)
{
    BandwidthRecord run = s.bandwidth;
    run.startedAt = run.finishedAt.addSecs(600);
    run.finishedAt = run.startedAt.addSecs(40);
    QList<Check> checks = s.checks.value(StepId::Bandwidth);
    make(run, checks);
    s.bandwidth = run;
    s.checks[StepId::Bandwidth] = checks;
    s.stepTimes[StepId::Bandwidth] = {run.startedAt, run.finishedAt};
    s.acceptedBandwidth.fold(run, checks, s.lineage.stamp(StepId::Verify));
}

void setStatus(QList<Check> &checks, const char *id, CheckStatus status, const QString &detail)
{
    for (Check &check : checks) {
        if (check.id == QLatin1String(id)) {
            check.status = status;
            check.detail = detail;
        }
    }
}

// Every step of the flow ran once, in order, as Workflow records it.
void lineageInOrder(WorkflowState &s)
{
    for (StepId step : allStepIds)
        s.lineage.recordRun(step, StepLineage::stampOf(step, s));
}

} // namespace

void TestReportChecklist::acceptanceRestsOnTheAcceptedRun_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("item");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<QString>("says");

    QTest::newRow("a cancelled soak later") << "cancelled later"
                                            << "nccl"
                                            << "pass"
                                            << "cancelled";
    QTest::newRow("an MPI probe run later") << "mpi later"
                                            << "nccl"
                                            << "pass"
                                            << "did not use NCCL";
    QTest::newRow("a failed nccl-tests run later") << "failed later"
                                                   << "nccl"
                                                   << "pass"
                                                   << "did not pass (Bus bandwidth";
    QTest::newRow("a passing run later replaces it") << "passed later"
                                                     << "nccl"
                                                     << "pass"
                                                     << "The run at";
    QTest::newRow("the only run was cancelled") << "only run cancelled"
                                                << "nccl"
                                                << "not_run"
                                                << "was cancelled";
    QTest::newRow("verified again with other findings") << "verified again"
                                                        << "nccl"
                                                        << "fail"
                                                        << "Out of date: Verify (step 7)";
    QTest::newRow("a check id is never shown") << "threshold missing"
                                               << "nccl"
                                               << "fail"
                                               << "Bus bandwidth at the largest size: no result";
    QTest::newRow("a replaced host key: ssh") << "host key replaced"
                                              << "ssh"
                                              << "fail"
                                              << "host key was replaced";
    QTest::newRow("a replaced host key: ping stands") << "host key replaced"
                                                      << "ping"
                                                      << "pass"
                                                      << "ordered pair";
}

void TestReportChecklist::acceptanceRestsOnTheAcceptedRun()
{
    QFETCH(QString, change);
    QFETCH(QString, item);
    QFETCH(QString, verdict);
    QFETCH(QString, says);

    WorkflowState state = fixture();
    lineageInOrder(state);
    acceptFixtureRun(state);
    if (change == QLatin1String("cancelled later")) {
        laterRun(state, [](BandwidthRecord &run, QList<Check> &checks) {
            run.cancelled = true;
            run.spec.soakSeconds = 60;
            checks = {checks.constFirst()};
            checks[0].status = CheckStatus::Skipped;
        });
    } else if (change == QLatin1String("mpi later")) {
        laterRun(state, [](BandwidthRecord &run, QList<Check> &checks) {
            run.spec.tool = BandwidthTool::Probe;
            run.spec.probeBackend = QStringLiteral("mpi");
            setStatus(checks, "bandwidth.transport", CheckStatus::Skipped, QStringLiteral("n/a"));
        });
    } else if (change == QLatin1String("failed later")) {
        laterRun(state, [](BandwidthRecord &, QList<Check> &checks) {
            setStatus(checks, "bandwidth.threshold", CheckStatus::Fail, QStringLiteral("12 GB/s"));
        });
    } else if (change == QLatin1String("passed later")) {
        laterRun(state, [](BandwidthRecord &, QList<Check> &) {});
        QCOMPARE(state.acceptedBandwidth.run.finishedAt, state.bandwidth.finishedAt);
        QVERIFY(state.acceptedBandwidth.later.isEmpty());
    } else if (change == QLatin1String("only run cancelled")) {
        state.acceptedBandwidth = {};
        state.bandwidth.cancelled = true;
    } else if (change == QLatin1String("verified again")) {
        state.checks[StepId::Verify][0].status = CheckStatus::Warn;
        state.lineage.recordRun(StepId::Verify, StepLineage::stampOf(StepId::Verify, state));
    } else if (change == QLatin1String("threshold missing")) {
        state.acceptedBandwidth = {};
        state.checks[StepId::Bandwidth].removeIf(
            [](const Check &c) { return c.id == QLatin1String("bandwidth.threshold"); });
    } else if (change == QLatin1String("host key replaced")) {
        state.lineage.recordHostKeyReplaced();
    }

    const Report report = Report::build(state);
    const auto found = std::find_if(report.checklist.cbegin(),
                                    report.checklist.cend(),
                                    [&](const ChecklistItem &i) { return i.id == item; });
    QVERIFY(found != report.checklist.cend());
    QVERIFY2(Report::verdictKey(found->verdict) == verdict, qPrintable(found->detail));
    QVERIFY2(found->detail.contains(says), qPrintable(found->detail));
    QVERIFY2(!found->detail.contains(QLatin1String("bandwidth.")), qPrintable(found->detail));
    if (item == QLatin1String("nccl") && verdict == QLatin1String("pass")) {
        // The bandwidth section shows the accepted run and names what it left out.
        QVERIFY(report.bandwidth);
        QCOMPARE(report.bandwidth->finishedAt, state.acceptedBandwidth.run.finishedAt);
        QCOMPARE(report.bandwidth->notUsed.size(), state.acceptedBandwidth.later.size());
        // Saved and read back, the session still rests on the same run.
        const auto back = WorkflowState::fromJson(state.toJson());
        TANDEM_VERIFY_RESULT(back);
        QCOMPARE(back->acceptedBandwidth.run.finishedAt, state.acceptedBandwidth.run.finishedAt);
        QCOMPARE(back->acceptedBandwidth.checks, state.acceptedBandwidth.checks);
        QCOMPARE(back->acceptedBandwidth.later, state.acceptedBandwidth.later);
    }
}

QTEST_GUILESS_MAIN(TestReportChecklist)
#include "tst_reportchecklist.moc"
