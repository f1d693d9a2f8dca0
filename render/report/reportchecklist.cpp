// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportchecklist.h"

#include "session/stepnames.h"
#include "session/workflowstate.h"
#include "steps/bandwidth/bandwidthstep.h"
#include "steps/verify/verifystep.h"

#include <algorithm>

namespace Tandem {

namespace {

bool passed(CheckStatus status)
{
    return status == CheckStatus::Pass || status == CheckStatus::Warn;
}

QList<Check> withId(const QList<Check> &checks, const QString &prefix)
{
    QList<Check> list;
    for (const Check &check : checks) {
        if (check.id == prefix || check.id.startsWith(prefix + QLatin1Char('.')))
            list << check;
    }
    return list;
}

// Ordered pairs of nodes that share a CX7 subnet (every pair when there is no plan).
QList<QPair<QString, QString>> expectedPairs(const WorkflowState &state)
{
    QList<QPair<QString, QString>> pairs;
    for (const NodeAddress &a : state.nodes) {
        for (const NodeAddress &b : state.nodes) {
            if (a.name == b.name)
                continue;
            if (state.plan.nodes.isEmpty()
                || !VerifyStep::routes(state.plan, a.name, b.name).isEmpty())
                pairs.append({a.name, b.name});
        }
    }
    return pairs;
}

// Whether the last restore came after `step` finished: then that step's results describe a
// network that is no longer there.
bool staleAfterRestore(const WorkflowState &state, StepId step)
{
    const QDateTime finished = state.stepTimes.value(step).finishedAt;
    return !state.lastRestore.isEmpty() && state.lastRestore.finishedAt.isValid()
           && finished.isValid() && state.lastRestore.finishedAt > finished;
}

// Judges verify.ping or verify.ssh: every expected pair present and passing.
void judgePairs(const WorkflowState &state,
                const QString &id,
                ChecklistItem &item,
                QStringList &problems)
{
    const QList<Check> checks = withId(state.checks.value(StepId::Verify), id);
    for (const Check &check : checks)
        item.checks << ReportChecklist::trimmed(StepId::Verify, check);
    for (const auto &pair : expectedPairs(state)) {
        const QString name = VerifyStep::pairName(pair.first, pair.second);
        const auto found = std::find_if(
            checks.cbegin(), checks.cend(), [&](const Check &c) { return c.node == name; });
        if (found == checks.cend())
            problems << ReportChecklist::tr("%1 was not checked.").arg(name);
        else if (!passed(found->status))
            problems << ReportChecklist::tr("%1 did not pass: %2").arg(name, found->detail);
    }
}

// Why verify's results no longer describe the nodes, if they do not: a step they were built
// on changed since (session/steplineage.h). Ping does not rely on the SSH fabric.
QString verifyOutOfDate(const WorkflowState &state, bool ssh)
{
    const auto cause = state.lineage.staleBecause(StepId::Verify);
    if (!cause || (!ssh && *cause == StepId::SshFabric))
        return {};
    if (*cause == StepId::SshFabric
        && state.lineage.staleBecause(StepId::SshFabric) == StepId::Devices)
        return ReportChecklist::tr("Out of date: a node's host key was replaced after the SSH "
                                   "fabric was set up; set it up again and verify again.");
    return ReportChecklist::tr("Out of date: %1 changed after the verify step; verify again.")
        .arg(StepNames::numbered(*cause));
}

void conclude(ChecklistItem &item, const QStringList &problems, const QString &passDetail)
{
    item.verdict = problems.isEmpty() ? ItemVerdict::Pass : ItemVerdict::Fail;
    item.detail = problems.isEmpty() ? passDetail : problems.join(QLatin1Char(' '));
}

} // namespace

QString ReportChecklist::cut(const QString &output)
{
    const QStringList lines = output.split(QLatin1Char('\n'));
    QString kept
        = lines.mid(0, Report::evidenceLines).join(QLatin1Char('\n')).left(Report::evidenceChars);
    const qsizetype keptLines = kept.count(QLatin1Char('\n')) + 1;
    if (kept.size() < output.size()) {
        kept
            += QLatin1Char('\n')
               + tr("[%n more line(s) in the saved state]", nullptr, int(lines.size() - keptLines));
    }
    return kept;
}

ReportCheck ReportChecklist::trimmed(StepId step, const Check &check)
{
    ReportCheck copy{step, check};
    for (Evidence &evidence : copy.check.evidence)
        evidence.output = cut(evidence.output);
    return copy;
}

ChecklistItem ReportChecklist::ping(const WorkflowState &state)
{
    ChecklistItem item;
    item.id = QStringLiteral("ping");
    item.title = tr("Ping over the CX7 addresses between every pair of nodes");
    if (withId(state.checks.value(StepId::Verify), QStringLiteral("verify.ping")).isEmpty()) {
        item.detail = tr("The verify step has not pinged over the CX7 addresses yet.");
        return item;
    }
    QStringList problems;
    judgePairs(state, QStringLiteral("verify.ping"), item, problems);
    if (staleAfterRestore(state, StepId::Verify))
        problems.prepend(
            tr("The nodes were restored after this verify step; apply the plan and verify again."));
    else if (const QString stale = verifyOutOfDate(state, false); !stale.isEmpty())
        problems.prepend(stale);
    conclude(item,
             problems,
             tr("Every node reaches every other over each shared twin at the full MTU without "
                "fragmenting (%n ordered pair(s)).",
                nullptr,
                int(expectedPairs(state).size())));
    return item;
}

ChecklistItem ReportChecklist::ssh(const WorkflowState &state)
{
    ChecklistItem item;
    item.id = QStringLiteral("ssh");
    item.title = tr("Passwordless SSH both ways as the shared user");
    if (withId(state.checks.value(StepId::Verify), QStringLiteral("verify.ssh")).isEmpty()) {
        item.detail = tr("The verify step has not tried SSH over the CX7 addresses yet.");
        return item;
    }
    QStringList problems;
    QStringList users;
    for (const NodeAddress &node : state.nodes) {
        if (!users.contains(node.user))
            users << node.user;
    }
    if (users.size() != 1 || users.constFirst().isEmpty())
        problems << tr("The nodes were logged in to as different users (%1).")
                        .arg(users.join(QStringLiteral(", ")));
    for (const Check &check :
         withId(state.checks.value(StepId::DeviceChecks), QStringLiteral("user.same"))) {
        item.checks << trimmed(StepId::DeviceChecks, check);
        if (check.status == CheckStatus::Fail)
            problems << tr("The user differs between the nodes: %1").arg(check.detail);
    }
    judgePairs(state, QStringLiteral("verify.ssh"), item, problems);
    if (staleAfterRestore(state, StepId::Verify))
        problems.prepend(tr("The nodes were restored after this verify step; set up the SSH fabric "
                            "and verify again."));
    else if (const QString stale = verifyOutOfDate(state, true); !stale.isEmpty())
        problems.prepend(stale);
    conclude(item,
             problems,
             tr("%1 logs in from every node to every other over CX7 with BatchMode (no password, "
                "host keys checked).")
                 .arg(users.value(0)));
    return item;
}

BandwidthEvidence ReportChecklist::bandwidthEvidence(const WorkflowState &state)
{
    BandwidthEvidence evidence;
    const AcceptedBandwidth &accepted = state.acceptedBandwidth;
    if (!accepted.isEmpty()) {
        evidence.run = &accepted.run;
        evidence.checks = accepted.checks;
        evidence.accepted = true;
        evidence.verifyStamp = accepted.verifyStamp;
        if (accepted.laterDropped > 0)
            evidence.notUsed << tr("%n earlier run(s) besides.", nullptr, accepted.laterDropped);
        for (const SetAsideRun &run : accepted.later)
            evidence.notUsed << run.describe();
    } else if (!state.bandwidth.isEmpty() && !state.bandwidth.cancelled) {
        evidence.run = &state.bandwidth;
        evidence.checks = state.checks.value(StepId::Bandwidth);
    }
    return evidence;
}

ChecklistItem ReportChecklist::nccl(const WorkflowState &state)
{
    ChecklistItem item;
    item.id = QStringLiteral("nccl");
    item.title = tr("NCCL test passed over RoCE");
    const BandwidthEvidence evidence = bandwidthEvidence(state);
    if (!evidence.run) {
        item.detail = state.bandwidth.isEmpty() || !state.bandwidth.cancelled
                          ? tr("No bandwidth test has run yet.")
                          : tr("No bandwidth test has run to the end yet: the run at %1 was "
                               "cancelled.")
                                .arg(Report::timeText(state.bandwidth.finishedAt));
        return item;
    }
    const BandwidthRecord &run = *evidence.run;
    const QList<Check> &checks = evidence.checks;
    for (const Check &check : checks)
        item.checks << trimmed(StepId::Bandwidth, check);
    const QString notUsed
        = evidence.notUsed.isEmpty()
              ? QString()
              : QLatin1Char(' ')
                    + tr("Later runs not used: %1").arg(evidence.notUsed.join(QLatin1Char(' ')));
    const bool mpiProbe = run.spec.usesMpiBackend();
    const auto find = [&](const char *id) -> const Check * {
        for (const Check &check : checks) {
            if (check.id == QLatin1String(id))
                return &check;
        }
        return nullptr;
    };
    const Check *transport = find("bandwidth.transport");
    const Check *ran = find("bandwidth.run");
    // A transport skipped after a run that passed had no NCCL log; after a failed run it was
    // not judged, and the run's failure is what the item says.
    if (mpiProbe
        || (transport && transport->status == CheckStatus::Skipped && ran
            && ran->status == CheckStatus::Pass)) {
        item.detail
            = tr("The last bandwidth run did not use NCCL (tandem-probe's MPI backend); run "
                 "nccl-tests or the probe's NCCL backend.");
        return item;
    }
    QStringList problems;
    for (const char *id : {"bandwidth.run", "bandwidth.transport", "bandwidth.threshold"}) {
        const Check *check = find(id);
        if (!check)
            problems << tr("%1: no result.").arg(BandwidthStep::title(QLatin1String(id)));
        else if (!passed(check->status))
            problems << check->title + QStringLiteral(": ") + check->detail;
    }
    // Measured on a verified fabric that has changed since: no longer evidence of it.
    std::optional<StepId> cause;
    if (evidence.accepted) {
        cause = state.lineage.staleBecause(StepId::Verify);
        if (!cause && evidence.verifyStamp != state.lineage.stamp(StepId::Verify))
            cause = StepId::Verify;
    } else {
        cause = state.lineage.staleBecause(StepId::Bandwidth);
    }
    const QDateTime restored = state.lastRestore.finishedAt;
    if (!state.lastRestore.isEmpty() && restored.isValid() && run.finishedAt.isValid()
        && restored > run.finishedAt)
        problems.prepend(tr("The nodes were restored after this bandwidth run; run it again."));
    else if (cause)
        problems.prepend(tr("Out of date: %1 changed after this run; run the bandwidth test "
                            "again.")
                             .arg(StepNames::numbered(*cause)));
    const Check *threshold = find("bandwidth.threshold");
    conclude(item,
             problems,
             tr("The run at %1:").arg(Report::timeText(run.finishedAt)) + QLatin1Char(' ')
                 + (transport ? transport->detail : QString()) + QLatin1Char(' ')
                 + (threshold ? threshold->detail : QString()));
    item.detail += notUsed;
    return item;
}

ChecklistItem ReportChecklist::serving(const WorkflowState &state, const Report &report)
{
    ChecklistItem item;
    item.id = QStringLiteral("serving");
    item.title = tr("Serving recipe node list uses CX7 addresses, not management or Wi-Fi ones");
    if (state.plan.nodes.isEmpty()) {
        item.detail = tr("There is no network plan yet, so there are no serving snippets.");
        return item;
    }
    if (!report.snippets) {
        item.verdict = ItemVerdict::Fail;
        item.detail = report.snippetsError;
        return item;
    }
    const ServingSnippets &s = *report.snippets;
    Check evidence;
    evidence.id = QStringLiteral("report.serving");
    evidence.title = item.title;
    for (const auto &[name, text] :
         {std::pair{QString::fromLatin1(ServingSnippets::hostfileName), &s.hostfile},
          std::pair{QString::fromLatin1(ServingSnippets::envFileName), &s.envFile},
          std::pair{QString::fromLatin1(ServingSnippets::rayLaunchName), &s.rayLaunch}}) {
        evidence.evidence << Evidence{{}, name, 0, *text, report.generatedAt};
    }
    const QStringList problems = s.foreignAddresses(state.plan, state.nodes);
    evidence.status = problems.isEmpty() ? CheckStatus::Pass : CheckStatus::Fail;
    evidence.detail
        = tr("Addresses in the snippets: %1.").arg(s.addresses().join(QStringLiteral(", ")));
    item.checks << trimmed(StepId::Report, evidence);
    conclude(item,
             problems,
             tr("The hostfile, the env file and the vLLM/Ray launch name only CX7 addresses: %1.")
                 .arg(s.addresses().join(QStringLiteral(", "))));
    return item;
}

ChecklistItem ReportChecklist::backupRestore(const WorkflowState &state)
{
    ChecklistItem item;
    item.id = QStringLiteral("backup_restore");
    item.title = tr("Backup and restore tested");
    const RestoreRecord &restore = state.lastRestore;
    if (restore.isEmpty()) {
        item.detail
            = tr("Restore has not been tried. Test it: restore the nodes, then apply the plan "
                 "again (on the Apply page: Restore, then Apply; on the command line: tandem-cli "
                 "restore, then tandem-cli setup).");
        return item;
    }
    for (const Check &check : restore.checks)
        item.checks << trimmed(StepId::Apply, check);
    const QList<Check> applied = withId(state.checks.value(StepId::Apply), QStringLiteral("apply"));
    for (const Check &check : withId(applied, QStringLiteral("apply.backup")))
        item.checks << trimmed(StepId::Apply, check);

    QStringList problems;
    for (const Check &check : restore.checks) {
        // Skipped: nothing was left to do there (a node restored the time before), or a failed
        // check beside it says why.
        if (check.status != CheckStatus::Pass && check.status != CheckStatus::Skipped)
            problems << tr("The restore did not pass on %1: %2")
                            .arg(check.node.isEmpty() ? tr("the cluster") : check.node,
                                 check.detail);
    }
    // Something must have been put back: a restore that found nothing anywhere tested nothing.
    const bool putBack = std::any_of(
        restore.checks.cbegin(), restore.checks.cend(), [](const Check &check) {
            return check.id == QLatin1String("restore.apply") && check.status == CheckStatus::Pass;
        });
    if (problems.isEmpty() && !putBack)
        problems << tr("The last restore found nothing to put back on any node; apply the plan, "
                       "restore, and apply it again to test it.");
    const QDateTime applyFinished = state.stepTimes.value(StepId::Apply).finishedAt;
    if (problems.isEmpty()) {
        if (applied.isEmpty() || !applyFinished.isValid() || applyFinished <= restore.finishedAt) {
            problems << tr("The nodes were restored after the last apply; apply the plan again to "
                           "finish the test.");
        } else {
            for (const Check &check : applied) {
                if (check.status != CheckStatus::Pass)
                    problems << tr("The apply after the restore did not pass on %1: %2")
                                    .arg(check.node, check.detail);
            }
        }
    }
    QStringList nodes;
    for (const Check &check : restore.checks) {
        if (!check.node.isEmpty() && !nodes.contains(check.node))
            nodes << check.node;
    }
    conclude(item,
             problems,
             tr("Restore put every file Tandem changed back on %1 (sha256 checked) at %2; the plan "
                "was then applied again, backing up every file first, at %3.")
                 .arg(nodes.join(QStringLiteral(", ")),
                      Report::timeText(restore.finishedAt),
                      Report::timeText(applyFinished)));
    return item;
}

QList<ChecklistItem> ReportChecklist::build(const WorkflowState &state, const Report &report)
{
    return {ping(state), ssh(state), nccl(state), serving(state, report), backupRestore(state)};
}

} // namespace Tandem
