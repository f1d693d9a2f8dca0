// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/stepid.h"
#include "steps/flow/stepaction.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QSet>
#include <QString>

#include <optional>

namespace Tandem {

class Workflow;

// How a step's last run ended, as far as the steps after it care. A restore of the network
// (step 5) and a removal of the SSH fabric (step 6) are Undone: what the next step needs is
// gone. Stale: the result was computed from an earlier step's result that has changed or been
// undone since (session/steplineage.h).
enum class StepOutcome { NotRun, Passed, Failed, Undone, Stale };

// What the gate needs to know about a session: from a Workflow (StepGate::factsOf), or written
// out by hand in tests. Plain value type.
struct FlowFacts
{
    bool connected = false;             // every node is connected in this session
    bool anyConnected = false;          // at least one node is (device checks run on those)
    std::optional<StepId> running;      // the step running now, if any
    QHash<StepId, StepOutcome> outcome; // missing: NotRun
    QHash<StepId, StepId> staleBecause; // for a Stale outcome: the earlier step that changed
    // Steps a command takes as done before it (tandem-cli verify or bandwidth without a saved
    // session): NotRun counts as Passed for them; anything recorded still counts as recorded.
    QSet<StepId> assumed;
    bool cablingKnown = false; // the cabling step's findings are in the session
    bool planMade = false;     // a plan is in the session
    // The options chosen for the next plan differ from the plan's (Workflow::choosePlanOptions):
    // applying it would put the old options on the nodes.
    bool planOptionsChanged = false;
    // When the nodes' network was last changed (an apply or a restore finished) after the
    // cabling step read the ports: its MTUs and addresses are a reading from before that. Not
    // stale (the plan was rightly made from it), but no longer how the ports are. Invalid: not so.
    QDateTime cablingReadBefore;
    bool cablingReadBeforeRestore = false; // the change was a restore (else an apply)

    [[nodiscard]] StepOutcome of(StepId step) const
    {
        const StepOutcome found = outcome.value(step, StepOutcome::NotRun);
        return found == StepOutcome::NotRun && assumed.contains(step) ? StepOutcome::Passed : found;
    }
};

// Whether a step can run now and, when it cannot, a sentence telling the user why.
struct Readiness
{
    bool ready = false;
    QString reason;
};

// The one place that decides which step may run when ("Connect to the nodes first", "Apply the
// plan first"): a pure function of the facts. Workflow asks it before it starts any step, so
// the sidebar, the pages and every tandem-cli command get the same answer and reason.
// Stateless; any thread.
class StepGate
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::StepGate)

public:
    // May `action` start now?
    [[nodiscard]] static Readiness readiness(StepAction action, const FlowFacts &facts);
    // May `step`'s run action start now?
    [[nodiscard]] static Readiness readiness(StepId step, const FlowFacts &facts);
    // May an undo (Restore on Apply, Remove on SSH fabric) start now? It needs the nodes and
    // nothing else running, never an earlier step: undoing must always be possible.
    [[nodiscard]] static Readiness undoReadiness(const FlowFacts &facts);
    // May the bandwidth step's prerequisites be checked or built now? The nodes, and nothing
    // else running: a build changes the nodes, one change at a time.
    [[nodiscard]] static Readiness prerequisitesReadiness(const FlowFacts &facts);
    // The facts of a live workflow (GUI thread, like the workflow).
    [[nodiscard]] static FlowFacts factsOf(const Workflow &workflow);
};

} // namespace Tandem
