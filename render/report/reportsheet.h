// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to render/report: the laid-out pages of a ReportDocument, as PageBuilder makes them
// and ReportDocument paints them. Not installed, not API.

#include "report/chartgeometry.h"

#include <QColor>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <memory>

namespace Tandem {

enum class ReportFont { Body, Bold, Title, H2, H3, Mono, Small };

// One drawing operation on a page, in points.
struct PageOp
{
    enum class Kind { Text, Box, Line, Chart };
    Kind kind = Kind::Text;
    QRectF rect;  // Box, Chart
    QPointF from; // Text: the baseline's left end; Line: start
    QPointF to;   // Line: end
    QString text;
    ReportFont font = ReportFont::Body;
    QColor color; // text, line or box border (invalid: none)
    QColor fill;  // box fill (invalid: none)
    std::shared_ptr<const ChartLayout> chart;
};

// One A4 page of the report, laid out: what to draw on it, in order. Plain value type.
struct ReportSheet
{
    QList<PageOp> ops;
};

} // namespace Tandem
