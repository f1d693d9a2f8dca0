// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/chartgeometry.h"

#include <QString>

namespace Tandem {

// The chart as an inline SVG element (no XML namespace URL, no external reference: it is
// meant for the report's HTML), drawn from a ChartLayout exactly as paintChart() draws it.
// Every label is escaped. Pure function.
[[nodiscard]] QString chartSvg(const ChartLayout &chart, const QString &description);

// Text made safe for HTML and SVG element content and attribute values: & < > " ' are
// escaped, and control characters (but tab and line breaks) become U+FFFD. Pure function.
[[nodiscard]] QString htmlEscaped(const QString &text);

} // namespace Tandem
