// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartpainter.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

namespace Tandem {

namespace {

enum class Anchor { Start, Middle, End };

// Text placed like SVG's <text x y text-anchor>: y is the baseline.
void text(QPainter &painter, double x, double y, const QString &label, Anchor anchor)
{
    const double width = QFontMetricsF(painter.font()).horizontalAdvance(label);
    const double left = anchor == Anchor::Start    ? x
                        : anchor == Anchor::Middle ? x - width / 2
                                                   : x - width;
    painter.drawText(QPointF(left, y), label);
}

QPen pen(const QString &color, double width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen p{QColor(color), width};
    p.setStyle(style);
    p.setCapStyle(Qt::FlatCap);
    p.setJoinStyle(Qt::RoundJoin);
    return p;
}

} // namespace

void paintChart(QPainter &painter, const ChartLayout &chart, const QRectF &target)
{
    if (chart.size.isEmpty())
        return;
    painter.save();
    painter.translate(target.topLeft());
    painter.scale(target.width() / chart.size.width(), target.height() / chart.size.height());
    painter.setRenderHint(QPainter::Antialiasing);
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setStyleHint(QFont::SansSerif);
    font.setPixelSize(9);
    font.setHintingPreference(QFont::PreferNoHinting);
    font.setStyleStrategy(QFont::PreferNoShaping);
    painter.setFont(font);

    const QRectF p = chart.plot;
    painter.setPen(pen(QStringLiteral("#9a9a9a"), 1));
    painter.setBrush(Qt::white);
    painter.drawRect(p);
    painter.setBrush(Qt::NoBrush);
    for (const ChartTick &tick : chart.yTicks) {
        painter.setPen(pen(QStringLiteral("#e4e4e4"), 1));
        painter.drawLine(QPointF(p.left(), tick.pos), QPointF(p.right(), tick.pos));
        painter.setPen(QColor(QStringLiteral("#1d1d1d")));
        text(painter, p.left() - 4, tick.pos + 3, tick.label, Anchor::End);
    }
    for (const ChartTick &tick : chart.xTicks) {
        painter.setPen(pen(QStringLiteral("#9a9a9a"), 1));
        painter.drawLine(QPointF(tick.pos, p.bottom()), QPointF(tick.pos, p.bottom() + 4));
        painter.setPen(QColor(QStringLiteral("#1d1d1d")));
        text(painter, tick.pos, p.bottom() + 14, tick.label, Anchor::Middle);
    }
    text(painter, p.center().x(), chart.size.height() - 6, chart.xTitle, Anchor::Middle);
    text(painter, 4, 12, chart.yTitle, Anchor::Start);
    for (const ChartRule &rule : chart.rules) {
        QPen rulePen = pen(rule.color, 1);
        rulePen.setDashPattern(rule.dashed ? QList<qreal>{6, 4} : QList<qreal>{2, 3});
        painter.setPen(rulePen);
        painter.drawLine(QPointF(p.left(), rule.y), QPointF(p.right(), rule.y));
        painter.setPen(QColor(rule.color));
        text(painter,
             rule.labelAt.x(),
             rule.labelAt.y(),
             rule.label,
             rule.labelAtEnd ? Anchor::End : Anchor::Start);
    }
    for (const ChartLine &line : chart.lines) {
        painter.setPen(pen(line.color, 1.4));
        painter.drawPolyline(line.points.constData(), int(line.points.size()));
        if (line.points.size() == 1) {
            painter.setBrush(QColor(line.color));
            painter.drawEllipse(line.points.constFirst(), 2, 2);
            painter.setBrush(Qt::NoBrush);
        }
        const QPointF l = line.legendAt;
        painter.setPen(pen(line.color, 2));
        painter.drawLine(l, l + QPointF(14, 0));
        painter.setPen(QColor(QStringLiteral("#1d1d1d")));
        text(painter, l.x() + 18, l.y() + 3, line.name, Anchor::Start);
    }
    painter.restore();
}

} // namespace Tandem
