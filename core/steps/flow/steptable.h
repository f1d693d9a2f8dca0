// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "doctor/finding.h"
#include "nccl/mpiruncommand.h"
#include "nccl/testspec.h"
#include "plan/addressplanner.h"
#include "result.h"
#include "steps/doctor/doctoroptions.h"
#include "steps/flow/stepaction.h"

#include <QObject>

#include <chrono>
#include <functional>
#include <optional>

namespace Tandem {

class NodePool;
class Step;
class Workflow;
struct WorkflowState;

// What the user chose for the next run of a step, beside the session state.
struct StepRequest
{
    PlanOptions plan;
    std::chrono::seconds confirmTimeout{120};
    bool forceRestore = false; // restore files edited since Tandem wrote them
    TestSpec bandwidth;
    std::optional<MpirunCommand> bandwidthCommand; // the command shown to the user beforehand
    QString bandwidthCommandError;                 // why there is none
    double bandwidthThresholdGBps = 0;
    DoctorOptions doctor;
    QList<Finding> repairs; // the Doctor's fixable findings the user chose to repair
};

// All a step is made from: the session so far, the nodes, and the request.
struct StepContext
{
    const WorkflowState &state;
    NodePool &pool;
    const StepRequest &request;
};

// One row per StepAction: where its checks go, how it is made, and what it means for the
// steps after it. Adding a step is a class and a row here; Workflow runs every row the same way.
struct StepRow
{
    StepAction action;
    StepId slot;             // the page and check list it reports to
    bool addsToSlot = false; // keeps the slot's earlier checks (the key beside the connection)
    bool undoes = false;     // takes the slot's result back on the nodes (Restore, fabric removal)
    // Makes the step (not started), or says why it cannot run now.
    std::function<Result<Step *>(const StepContext &, QObject *parent)> make;
    // Forwards the step's own signals (a countdown, live points) to the workflow's; optional.
    std::function<void(Step *, Workflow *)> wire = {};
};

class StepTable
{
public:
    [[nodiscard]] static const StepRow &row(StepAction action);
};

} // namespace Tandem
