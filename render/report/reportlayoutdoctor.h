// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to render/report: the Doctor's pages of the report's PDF (layoutReport). Not
// installed, not API.

#include "report/pagebuilder.h"
#include "report/reportappendix.h"
#include "report/reportdoctor.h"

namespace Tandem {

// The Doctor's section, the same facts as the HTML's (doctorSectionHtml): findings by group,
// each citing its evidence in `appendix`, the link matrix and every run, NCCL per pair,
// parity. Every band and severity is a word; the tints only help. GUI thread (font metrics).
void layoutDoctor(PageBuilder &builder, const ReportDoctor &doctor, const ReportAppendix &appendix);

} // namespace Tandem
