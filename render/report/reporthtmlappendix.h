// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to render/report: the appendix of the report's HTML (reportHtml), and the check's
// block that the summaries and the appendix share. Not installed, not API.

#include "report/reportappendix.h"

#include <QString>

namespace Tandem {

// A status as a word on its colour: <span class="v pass">pass</span>.
[[nodiscard]] QString statusBadgeHtml(CheckStatus status);
// A check: its status, node, title and detail, its fix unless it passed, and with
// `withEvidence` every piece of its evidence as a <pre> (where and what ran, its exit, its
// output). Escaped.
[[nodiscard]] QString checkHtml(const Check &check, bool withEvidence);
// The appendix, after the summaries: its heading, then every block of `appendix` in order
// under its number and title (docs/report.md, "Appendix: evidence"). Escaped.
[[nodiscard]] QString appendixHtml(const Report &report, const ReportAppendix &appendix);

} // namespace Tandem
