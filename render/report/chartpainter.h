// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/chartgeometry.h"

#include <QRectF>

class QPainter;

namespace Tandem {

// Draws a ChartLayout with QPainter into `target` (scaled from the layout's size), as
// vectors: on a QPdfWriter the chart stays sharp at any zoom. Mirrors chartSvg() element for
// element. Needs a QGuiApplication (fonts); GUI thread.
void paintChart(QPainter &painter, const ChartLayout &chart, const QRectF &target);

} // namespace Tandem
