// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartsvg.h"

namespace Tandem {

namespace {

QString n(double value)
{
    return QString::number(value, 'f', 1);
}

} // namespace

QString htmlEscaped(const QString &text)
{
    QString out;
    out.reserve(text.size() + text.size() / 8);
    for (const QChar c : text) {
        switch (c.unicode()) {
        case '&': out += QStringLiteral("&amp;"); break;
        case '<': out += QStringLiteral("&lt;"); break;
        case '>': out += QStringLiteral("&gt;"); break;
        case '"': out += QStringLiteral("&quot;"); break;
        case '\'': out += QStringLiteral("&#39;"); break;
        case '\t':
        case '\n':
        case '\r': out += c; break;
        default:
            out += (c.category() == QChar::Other_Control) ? QChar(QChar::ReplacementCharacter) : c;
        }
    }
    return out;
}

QString chartSvg(const ChartLayout &chart, const QString &description)
{
    const QRectF p = chart.plot;
    QString svg = QStringLiteral(
                      "<svg class=\"chart\" viewBox=\"0 0 %1 %2\" role=\"img\" aria-label=\"%3\" "
                      "font-family=\"DejaVu Sans, sans-serif\" font-size=\"9\">\n")
                      .arg(n(chart.size.width()), n(chart.size.height()), htmlEscaped(description));
    svg += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" fill=\"#ffffff\" "
                          "stroke=\"#9a9a9a\"/>\n")
               .arg(n(p.left()), n(p.top()), n(p.width()), n(p.height()));
    for (const ChartTick &tick : chart.yTicks) {
        svg += QStringLiteral("<line x1=\"%1\" x2=\"%2\" y1=\"%3\" y2=\"%3\" stroke=\"#e4e4e4\"/>"
                              "<text x=\"%4\" y=\"%5\" text-anchor=\"end\">%6</text>\n")
                   .arg(n(p.left()),
                        n(p.right()),
                        n(tick.pos),
                        n(p.left() - 4),
                        n(tick.pos + 3),
                        htmlEscaped(tick.label));
    }
    for (const ChartTick &tick : chart.xTicks) {
        svg += QStringLiteral("<line x1=\"%1\" x2=\"%1\" y1=\"%2\" y2=\"%3\" stroke=\"#9a9a9a\"/>"
                              "<text x=\"%1\" y=\"%4\" text-anchor=\"middle\">%5</text>\n")
                   .arg(n(tick.pos),
                        n(p.bottom()),
                        n(p.bottom() + 4),
                        n(p.bottom() + 14),
                        htmlEscaped(tick.label));
    }
    svg += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"middle\">%3</text>\n")
               .arg(n(p.center().x()), n(chart.size.height() - 6), htmlEscaped(chart.xTitle));
    svg += QStringLiteral("<text x=\"4\" y=\"12\">%1</text>\n").arg(htmlEscaped(chart.yTitle));
    for (const ChartRule &rule : chart.rules) {
        svg += QStringLiteral("<line x1=\"%1\" x2=\"%2\" y1=\"%3\" y2=\"%3\" stroke=\"%4\" "
                              "stroke-dasharray=\"%5\"/>"
                              "<text x=\"%6\" y=\"%7\" fill=\"%4\"%8>%9</text>\n")
                   .arg(n(p.left()),
                        n(p.right()),
                        n(rule.y),
                        rule.color,
                        rule.dashed ? QStringLiteral("6 4") : QStringLiteral("2 3"),
                        n(rule.labelAt.x()),
                        n(rule.labelAt.y()),
                        rule.labelAtEnd ? QStringLiteral(" text-anchor=\"end\"") : QString(),
                        htmlEscaped(rule.label));
    }
    for (const ChartLine &line : chart.lines) {
        QString points;
        points.reserve(line.points.size() * 12);
        for (const QPointF &pt : line.points)
            points += n(pt.x()) + QLatin1Char(',') + n(pt.y()) + QLatin1Char(' ');
        svg += QStringLiteral("<polyline fill=\"none\" stroke=\"%1\" stroke-width=\"1.4\" "
                              "stroke-linejoin=\"round\" "
                              "points=\"%2\"/>\n")
                   .arg(line.color, points.trimmed());
        if (line.points.size() == 1) {
            svg += QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"2\" fill=\"%3\"/>\n")
                       .arg(n(line.points.constFirst().x()),
                            n(line.points.constFirst().y()),
                            line.color);
        }
        const QPointF l = line.legendAt;
        svg += QStringLiteral("<line x1=\"%1\" x2=\"%2\" y1=\"%3\" y2=\"%3\" stroke=\"%4\" "
                              "stroke-width=\"2\"/>"
                              "<text x=\"%5\" y=\"%6\">%7</text>\n")
                   .arg(n(l.x()),
                        n(l.x() + 14),
                        n(l.y()),
                        line.color,
                        n(l.x() + 18),
                        n(l.y() + 3),
                        htmlEscaped(line.name));
    }
    svg += QStringLiteral("</svg>\n");
    return svg;
}

} // namespace Tandem
