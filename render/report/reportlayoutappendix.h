// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to render/report: the appendix of the report's PDF (layoutReport), and the check's
// lines that the summaries and the appendix share. Not installed, not API.

#include "report/pagebuilder.h"
#include "report/reportappendix.h"

namespace Tandem {

// The colour of a check's status word: green, red, amber, grey. Only a help: the word says it.
[[nodiscard]] QColor reportStatusColor(CheckStatus status);
// A check's line ("PASS  node  title: detail"), its fix unless it passed, and with
// `withEvidence` every piece of its evidence (where and what ran, its exit, its output).
void layoutCheck(PageBuilder &builder, const Check &check, bool withEvidence);
// The appendix, on pages of its own after the summaries: its heading, then every block of
// `appendix` in order under its number and title (docs/report.md, "Appendix: evidence").
// GUI thread (font metrics).
void layoutAppendix(PageBuilder &builder, const Report &report, const ReportAppendix &appendix);

} // namespace Tandem
