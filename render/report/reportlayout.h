// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to render/report: the report's content, laid out on pages. Not installed, not API.

#include "report/report.h"
#include "report/reportsheet.h"

#include <QList>

namespace Tandem {

// The report's content, laid out. GUI thread (font metrics).
[[nodiscard]] QList<ReportSheet> layoutReport(const Report &report);

} // namespace Tandem
