// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"
#include "health/healthlog.h"
#include "nccl/runlinks.h"

#include <QCoreApplication>

namespace Tandem {

// The bandwidth run's health check, "bandwidth.health" (docs/health.md, "Verdicts"): a warning
// that names every link that went down, speed that changed, GPU that was throttled and error
// counter that grew (HealthFindings), with their fixes; a pass that says how much was watched;
// skipped when nothing was sampled. A soak whose busbw held but whose error counters grew is a
// warning, through BandwidthStep::verdictOf. A twin that ran below 200 Gb/s the whole run
// changed no speed, yet is no healthy fabric: given the run's links (RunLinks, speeds as the
// cabling step read them), the check warns and names it. Pure.
class HealthCheck
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::HealthCheck)

public:
    [[nodiscard]] static Check of(const HealthLog &log, const QList<RunLink> &links = {});
};

} // namespace Tandem
