// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "doctor/finding.h"
#include "health/healthlog.h"

#include <QList>

namespace Tandem {

// The findings a run's health log gives (docs/health.md, "Verdicts"), with the Doctor's rules
// (health.* in core/doctor/knowledgerules.cpp): a link that went down, a speed that changed, a GPU
// that was throttled, RoCE or port error counters that grew. One finding per node and interface
// and rule, its value the counts and counters; congestion counters (pause frames, CNPs) grow
// under load by design and give none. Pure, thread-safe.
class HealthFindings
{
public:
    [[nodiscard]] static QList<Finding> of(const HealthLog &log);
};

} // namespace Tandem
