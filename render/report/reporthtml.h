// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/report.h"

#include <QByteArray>

namespace Tandem {

// The report as one self-contained HTML file (UTF-8): inline CSS, the chart as inline SVG,
// no script, no external reference of any kind (no URL, no src, no link), so it opens the
// same anywhere and years later. Every piece of text from the nodes or the user is escaped.
// The facts the three exports must agree on are marked with data-fact attributes
// ("node-name", "cx7-address", "verdict" with data-item, "busbw", "transport", "accepted", and
// "doctor-summary" with data-failing where the session has a Doctor run).
// Pure function.
[[nodiscard]] QByteArray reportHtml(const Report &report);

} // namespace Tandem
