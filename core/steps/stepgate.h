// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/stepid.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>

#include <optional>

namespace Tandem {

class Workflow;

// How a step's last run ended, as far as the steps after it care. A restore of the network
// (step 5) and a removal of the SSH fabric (step 6) are Undone: what the next step needs is gone.
enum class StepOutcome { NotRun, Passed, Failed, Undone };

// What the gate needs to know about a session: from a Workflow (StepGate::factsOf), or written
// out by hand in tests. Plain value type.
struct FlowFacts
{
    bool connected = false;           // every node is connected in this session
    std::optional<StepId> running;    // the step running now, if any
    QHash<StepId, StepOutcome> outcome; // missing: NotRun
    bool cablingKnown = false;        // the cabling step ran in this session (the plan needs it)
    bool planMade = false;            // a plan is in memory (made in this session)

    [[nodiscard]] StepOutcome of(StepId step) const { return outcome.value(step, StepOutcome::NotRun); }
};

// Whether a step can run now and, when it cannot, a sentence telling the user why.
struct Readiness
{
    bool ready = false;
    QString reason;
};

// The one place that decides which step may run when ("Connect to the nodes first", "Apply the
// plan first"): a pure function of the facts, so the pages and the sidebar only display it and
// tests can table it. Stateless; any thread.
class StepGate
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::StepGate)

public:
    // May `step`'s run action start now?
    [[nodiscard]] static Readiness readiness(StepId step, const FlowFacts &facts);
    // May an undo (Restore on Apply, Remove on SSH fabric) start now? It needs the nodes and
    // nothing else running, never an earlier step: undoing must always be possible.
    [[nodiscard]] static Readiness undoReadiness(const FlowFacts &facts);
    // The facts of a live workflow (GUI thread, like the workflow).
    [[nodiscard]] static FlowFacts factsOf(const Workflow &workflow);
};

} // namespace Tandem
