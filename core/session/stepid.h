// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace Tandem {

// The steps of the guided flow, in order (design.md section 2).
enum class StepId {
    Devices,
    DeviceChecks,
    Cabling,
    NetworkPlan,
    Apply,
    SshFabric,
    Verify,
    Bandwidth,
    Report,
};

} // namespace Tandem
