// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepnames.h"

namespace Tandem {

QString StepNames::title(StepId step)
{
    switch (step) {
    case StepId::Devices: return tr("Devices");
    case StepId::DeviceChecks: return tr("Device checks");
    case StepId::Cabling: return tr("Cabling");
    case StepId::NetworkPlan: return tr("Network plan");
    case StepId::Apply: return tr("Apply");
    case StepId::SshFabric: return tr("SSH fabric");
    case StepId::Verify: return tr("Verify");
    case StepId::Bandwidth: return tr("Bandwidth");
    case StepId::Doctor: return tr("Doctor");
    case StepId::Report: return tr("Report");
    }
    return {};
}

QString StepNames::numbered(StepId step)
{
    return tr("%1 (step %2)").arg(title(step)).arg(int(step) + 1);
}

} // namespace Tandem
