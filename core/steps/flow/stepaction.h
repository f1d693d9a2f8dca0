// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/stepid.h"

namespace Tandem {

// What a user can start: one row each of the step table (steps/flow/steptable.h). Several share a
// page and its list of checks (StepId): the key beside the connection, Restore on Apply,
// removing the fabric on SSH fabric, ending the test runs a crashed Tandem left beside
// the connection.
enum class StepAction {
    Connect,
    InstallKey,
    DeviceChecks,
    Cabling,
    NetworkPlan,
    Apply,
    Restore,
    SshFabric,
    UndoFabric,
    Verify,
    Bandwidth,
    Doctor,
    Repair,
    EndLeftovers,
};

inline constexpr StepAction allStepActions[] = {StepAction::Connect,
                                                StepAction::InstallKey,
                                                StepAction::DeviceChecks,
                                                StepAction::Cabling,
                                                StepAction::NetworkPlan,
                                                StepAction::Apply,
                                                StepAction::Restore,
                                                StepAction::SshFabric,
                                                StepAction::UndoFabric,
                                                StepAction::Verify,
                                                StepAction::Bandwidth,
                                                StepAction::Doctor,
                                                StepAction::Repair,
                                                StepAction::EndLeftovers};

} // namespace Tandem
