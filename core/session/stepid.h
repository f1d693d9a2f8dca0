// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace Tandem {

// The steps of the guided flow, in order (docs/flow.md, "The steps"): one page each in the GUI, and
// one list of checks each in the session state.
enum class StepId {
    Devices,
    DeviceChecks,
    Cabling,
    NetworkPlan,
    Apply,
    SshFabric,
    Verify,
    Bandwidth,
    Doctor,
    Report,
};

inline constexpr StepId allStepIds[] = {StepId::Devices,
                                        StepId::DeviceChecks,
                                        StepId::Cabling,
                                        StepId::NetworkPlan,
                                        StepId::Apply,
                                        StepId::SshFabric,
                                        StepId::Verify,
                                        StepId::Bandwidth,
                                        StepId::Doctor,
                                        StepId::Report};

} // namespace Tandem
