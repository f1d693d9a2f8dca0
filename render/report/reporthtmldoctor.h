// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to render/report: the Doctor's part of the report's HTML (reportHtml). Not
// installed, not API.

#include "report/reportappendix.h"
#include "report/reportdoctor.h"

#include <QString>

namespace Tandem {

// The line under the verdict: the failing findings, marked data-fact="doctor-summary" with
// data-failing="N".
[[nodiscard]] QString doctorSummaryHtml(const ReportDoctor &doctor);
// The Doctor's section: findings by group, each citing its evidence in `appendix`, the link
// matrix and every run, NCCL per pair, parity. Every text from the nodes is escaped; every band
// and severity is a word, its colour only a supplement.
[[nodiscard]] QString doctorSectionHtml(const ReportDoctor &doctor, const ReportAppendix &appendix);
// The CSS the section needs, for the document's one <style>; only a report with a Doctor run
// carries it, so a report without one is what it always was.
[[nodiscard]] QString doctorStyle();

} // namespace Tandem
