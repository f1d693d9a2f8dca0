// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepgate.h"

#include "checks/check.h"
#include "session/stepnames.h"
#include "steps/flow/steptable.h"
#include "steps/flow/workflow.h"

namespace Tandem {

namespace {

Readiness ready()
{
    return {true, {}};
}

Readiness blocked(const QString &reason)
{
    return {false, reason};
}

// Apply's list holds either an apply's checks or a restore's; SSH fabric's a setup's or a
// removal's. Which one ran last decides what the next step may rely on.
bool undoneBy(const QList<Check> &checks, QLatin1String prefix)
{
    for (const Check &check : checks) {
        if (check.id.startsWith(prefix))
            return true;
    }
    return false;
}

StepOutcome outcomeOf(StepId step, const QList<Check> &checks)
{
    if (checks.isEmpty())
        return StepOutcome::NotRun;
    if (step == StepId::Apply && undoneBy(checks, QLatin1String("restore.")))
        return StepOutcome::Undone;
    if (step == StepId::SshFabric && undoneBy(checks, QLatin1String("fabric.undo")))
        return StepOutcome::Undone;
    // Warnings are allowed everywhere in the flow, as in the CLI's exit codes.
    return worstStatus(checks) == CheckStatus::Fail ? StepOutcome::Failed : StepOutcome::Passed;
}

// Why an earlier result that the step needs is out of date.
Readiness staleInput(StepId input, const FlowFacts &facts)
{
    const StepId cause = facts.staleBecause.value(input, input);
    return blocked(StepGate::tr("%1 is out of date: %2 changed after it ran. Run it again first.")
                       .arg(StepNames::numbered(input), StepNames::numbered(cause)));
}

// `own` names `input` as the step to run first; where `input` cannot run either (the SSH
// fabric was removed, so Verify is blocked too), the user is told what it waits for instead of
// being sent to a step that would refuse them.
Readiness throughInput(StepId input, Readiness own, const FlowFacts &facts)
{
    const Readiness first = StepGate::readiness(input, facts);
    if (first.ready)
        return own;
    return blocked(StepGate::tr("%1 It cannot run yet: %2").arg(own.reason, first.reason));
}

} // namespace

FlowFacts StepGate::factsOf(const Workflow &workflow)
{
    const WorkflowState &state = workflow.session();
    FlowFacts facts;
    facts.connected = workflow.allConnected();
    facts.anyConnected = workflow.anyConnected();
    facts.running = workflow.runningStep();
    facts.assumed = workflow.assumedSteps();
    for (StepId step : allStepIds) {
        StepOutcome outcome = outcomeOf(step, state.checks.value(step));
        const auto cause = state.lineage.staleBecause(step);
        if (cause && (outcome == StepOutcome::Passed || outcome == StepOutcome::Failed)) {
            outcome = StepOutcome::Stale;
            facts.staleBecause.insert(step, *cause);
        }
        if (outcome != StepOutcome::NotRun)
            facts.outcome.insert(step, outcome);
    }
    facts.cablingKnown = !state.cabling.isEmpty();
    facts.planMade = !state.plan.nodes.isEmpty();
    facts.planOptionsChanged = workflow.planOptionsChanged();
    const QDateTime read = state.stepTimes.value(StepId::Cabling).finishedAt;
    const QDateTime applied = state.stepTimes.value(StepId::Apply).finishedAt;
    const QDateTime restored = state.lastRestore.finishedAt;
    if (read.isValid() && !facts.running.has_value()) {
        const bool restoreLast = restored.isValid() && (!applied.isValid() || restored >= applied);
        const QDateTime change = restoreLast ? restored : applied;
        if (change.isValid() && change > read) {
            facts.cablingReadBefore = change;
            facts.cablingReadBeforeRestore = restoreLast;
        }
    }
    return facts;
}

Readiness StepGate::readiness(StepAction action, const FlowFacts &facts)
{
    switch (action) {
    case StepAction::Restore:
    case StepAction::UndoFabric: return undoReadiness(facts);
    case StepAction::InstallKey:
    case StepAction::EndLeftovers:
        if (facts.running)
            return blocked(tr("Another step is running; wait until it has finished."));
        if (!facts.connected)
            return blocked(tr("Connect to every node on the Devices page first."));
        return ready();
    default: break;
    }
    return readiness(StepTable::row(action).slot, facts);
}

Readiness StepGate::readiness(StepId step, const FlowFacts &facts)
{
    // One step at a time: steps share the nodes' sessions and build on each other's results.
    if (facts.running == step)
        return blocked(tr("This step is running."));
    if (facts.running)
        return blocked(tr("Another step is running; wait until it has finished."));

    if (step == StepId::Devices)
        return ready();
    if (step == StepId::Report) {
        for (StepId s : allStepIds) {
            if (s != StepId::Report && facts.of(s) != StepOutcome::NotRun)
                return ready();
        }
        return blocked(tr("Nothing to report yet: run at least one step first."));
    }
    // The device checks also tell what is wrong with the nodes that did connect.
    if (step == StepId::DeviceChecks && (facts.connected || facts.anyConnected))
        return ready();
    if (!facts.connected)
        return blocked(tr("Connect to every node on the Devices page first."));

    switch (step) {
    case StepId::DeviceChecks:
    case StepId::Cabling: return ready();
    case StepId::NetworkPlan:
        switch (facts.of(StepId::Cabling)) {
        case StepOutcome::NotRun:
        case StepOutcome::Undone:
            return blocked(tr("Run the cabling checks first (step 3); the plan is made from what "
                              "they find."));
        case StepOutcome::Failed:
            return blocked(tr("The cabling checks failed: fix the cabling and run them again "
                              "(step 3)."));
        case StepOutcome::Stale: return staleInput(StepId::Cabling, facts);
        case StepOutcome::Passed: break;
        }
        if (!facts.cablingKnown && !facts.assumed.contains(StepId::Cabling))
            return blocked(tr("Run the cabling checks again in this session (step 3); the plan is "
                              "made from what they find."));
        return ready();
    case StepId::Apply:
        if (!facts.planMade)
            return blocked(tr("Make the network plan first (step 4)."));
        if (facts.planOptionsChanged)
            return blocked(tr("The network plan is out of date: its options (first subnet, MTU) "
                              "were changed after it was made. Make the plan again first (step "
                              "4)."));
        if (facts.of(StepId::NetworkPlan) == StepOutcome::Stale)
            return staleInput(StepId::NetworkPlan, facts);
        if (facts.of(StepId::NetworkPlan) != StepOutcome::Passed)
            return blocked(tr("The network plan has failed checks: fix them and make the plan "
                              "again (step 4)."));
        return ready();
    case StepId::SshFabric:
        if (!facts.planMade)
            return blocked(tr("Make the network plan first (step 4); the fabric uses its "
                              "addresses."));
        switch (facts.of(StepId::Apply)) {
        case StepOutcome::NotRun: return blocked(tr("Apply the network plan first (step 5)."));
        case StepOutcome::Failed:
            return blocked(tr("Applying the network plan failed: fix what it found and apply "
                              "again (step 5)."));
        case StepOutcome::Undone:
            return blocked(tr("The network plan was restored: apply it again first (step 5)."));
        case StepOutcome::Stale: return staleInput(StepId::Apply, facts);
        case StepOutcome::Passed: break;
        }
        return ready();
    case StepId::Verify:
        if (!facts.planMade)
            return blocked(tr("Make the network plan first (step 4); verify checks its "
                              "addresses."));
        // Verify tests the applied network: a restore took the addresses away.
        switch (facts.of(StepId::Apply)) {
        case StepOutcome::Undone:
            return blocked(tr("The network plan was restored: apply it again first (step 5)."));
        case StepOutcome::Stale: return staleInput(StepId::Apply, facts);
        case StepOutcome::NotRun:
        case StepOutcome::Failed:
        case StepOutcome::Passed: break;
        }
        switch (facts.of(StepId::SshFabric)) {
        case StepOutcome::NotRun: return blocked(tr("Set up the SSH fabric first (step 6)."));
        case StepOutcome::Failed:
            return blocked(tr("Setting up the SSH fabric failed: fix what it found and set it up "
                              "again (step 6)."));
        case StepOutcome::Undone:
            return blocked(tr("The SSH fabric was removed: set it up again first (step 6)."));
        case StepOutcome::Stale: return staleInput(StepId::SshFabric, facts);
        case StepOutcome::Passed: break;
        }
        return ready();
    case StepId::Bandwidth:
        if (!facts.planMade)
            return blocked(tr("Make the network plan first (step 4); the test runs over its "
                              "addresses."));
        switch (facts.of(StepId::Verify)) {
        case StepOutcome::NotRun:
        case StepOutcome::Undone:
            return throughInput(
                StepId::Verify, blocked(tr("Verify the fabric first (step 7).")), facts);
        case StepOutcome::Failed:
            return throughInput(StepId::Verify,
                                blocked(tr("Verifying the fabric failed: fix what it found and "
                                           "verify again (step 7).")),
                                facts);
        case StepOutcome::Stale:
            return throughInput(StepId::Verify, staleInput(StepId::Verify, facts), facts);
        case StepOutcome::Passed: break;
        }
        return ready();
    case StepId::Doctor: // the nodes as they are, whatever ran before (the common rules above)
    case StepId::Devices:
    case StepId::Report: break;
    }
    return ready();
}

Readiness StepGate::prerequisitesReadiness(const FlowFacts &facts)
{
    return undoReadiness(facts); // the same rule: the nodes, and nothing else running
}

Readiness StepGate::undoReadiness(const FlowFacts &facts)
{
    if (facts.running)
        return blocked(tr("Another step is running; wait until it has finished."));
    if (!facts.connected)
        return blocked(tr("Connect to every node on the Devices page first."));
    return ready();
}

} // namespace Tandem
