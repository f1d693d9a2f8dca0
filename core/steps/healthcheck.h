// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"
#include "health/healthlog.h"

#include <QCoreApplication>

namespace Tandem {

// The bandwidth run's health check, "bandwidth.health" (docs/health.md, "Verdicts"): a warning
// that names every link that went down, speed that changed, GPU that was throttled and error
// counter that grew (HealthFindings), with their fixes; a pass that says how much was watched;
// skipped when nothing was sampled. A soak whose busbw held but whose error counters grew is a
// warning, through BandwidthStep::verdictOf. Pure.
class HealthCheck
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::HealthCheck)

public:
    [[nodiscard]] static Check of(const HealthLog &log);
};

} // namespace Tandem
