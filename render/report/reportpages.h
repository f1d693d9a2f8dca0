// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to render/report: the laid-out pages of a ReportDocument and the builder that flows
// text, tables, preformatted blocks and the chart onto them. Not installed, not API.

#include "report/chartgeometry.h"
#include "report/report.h"

#include <QColor>
#include <QFont>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <memory>

namespace Tandem {

enum class ReportFont { Body, Bold, Title, H2, H3, Mono, Small };
[[nodiscard]] const QFont &reportFont(ReportFont font);

// One drawing operation on a page, in points.
struct PageOp
{
    enum class Kind { Text, Box, Line, Chart };
    Kind kind = Kind::Text;
    QRectF rect;          // Box, Chart
    QPointF from;         // Text: the baseline's left end; Line: start
    QPointF to;           // Line: end
    QString text;
    ReportFont font = ReportFont::Body;
    QColor color;         // text, line or box border (invalid: none)
    QColor fill;          // box fill (invalid: none)
    std::shared_ptr<const ChartLayout> chart;
};

struct ReportPage
{
    QList<PageOp> ops;
};

// Flows content onto A4 pages top to bottom, starting a new page when the next line, table
// row or chart would not fit. GUI thread (font metrics).
class PageBuilder
{
public:
    static constexpr double pageWidth = 595.28;
    static constexpr double pageHeight = 841.89;
    static constexpr double left = 48;
    static constexpr double right = pageWidth - 48;
    static constexpr double top = 62;
    static constexpr double bottom = pageHeight - 56;

    struct Cell
    {
        Cell(QString text_, QColor fill_ = {}, QColor color_ = Qt::black, ReportFont font_ = ReportFont::Body)
            : text(std::move(text_)), fill(fill_), color(color_), font(font_)
        {}
        QString text;
        QColor fill;
        QColor color;
        ReportFont font;
    };

    PageBuilder();
    [[nodiscard]] QList<ReportPage> take() { return std::move(m_pages); }

    void heading(const QString &text, ReportFont font);
    void paragraph(const QString &text, ReportFont font = ReportFont::Body, const QColor &color = Qt::black);
    // Columns as fractions of the text width; the header repeats on every page the table spans.
    void table(const QList<double> &widths, const QList<Cell> &header, const QList<QList<Cell>> &rows);
    void keyValues(const QList<QPair<QString, QString>> &pairs);
    void pre(const QString &text);
    void chart(const ChartLayout &chart);
    void space(double points);

    // Text broken into lines no wider than `width`: at word boundaries, or anywhere in a word
    // longer than a line (an address list, a long host name).
    [[nodiscard]] static QStringList wrap(const QString &text, ReportFont font, double width);

private:
    void ensure(double height);
    void newPage();
    void addText(double x, double baseline, const QString &text, ReportFont font, const QColor &color);
    [[nodiscard]] double measureRow(const QList<double> &widths, const QList<Cell> &cells) const;
    void drawRow(const QList<double> &widths, const QList<Cell> &cells);
    // Each cell's text wrapped to its column, and the row's height.
    [[nodiscard]] double wrapRow(const QList<double> &widths, const QList<Cell> &cells,
                                 QList<QStringList> *wrapped) const;

    QList<ReportPage> m_pages;
    double m_y = top;
};

// The report's content, laid out.
[[nodiscard]] QList<ReportPage> layoutReport(const Report &report);

} // namespace Tandem
