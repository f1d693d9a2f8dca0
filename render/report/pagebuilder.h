// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to render/report: the builder that flows text, tables, preformatted blocks and the
// chart onto the report's pages. Not installed, not API.

#include "report/chartgeometry.h"
#include "report/reportsheet.h"

#include <QColor>
#include <QFont>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace Tandem {

// The font of each kind of text on the report's pages, sized in points.
[[nodiscard]] const QFont &reportFont(ReportFont font);

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
        Cell(QString text_,
             QColor fill_ = {},
             QColor color_ = Qt::black,
             ReportFont font_ = ReportFont::Body)
            : text(std::move(text_))
            , fill(fill_)
            , color(color_)
            , font(font_)
        {}
        QString text;
        QColor fill;
        QColor color;
        ReportFont font;
    };

    PageBuilder();
    [[nodiscard]] QList<ReportSheet> take() { return std::move(m_pages); }

    void heading(const QString &text, ReportFont font);
    // A paragraph of up to four lines stays on one page; a longer one keeps two lines on each
    // side of a break.
    void paragraph(const QString &text,
                   ReportFont font = ReportFont::Body,
                   const QColor &color = Qt::black);
    // Columns as fractions of the text width; the header repeats on every page the table spans.
    void
    table(const QList<double> &widths, const QList<Cell> &header, const QList<QList<Cell>> &rows);
    void keyValues(const QList<QPair<QString, QString>> &pairs);
    // Preformatted text: a block of up to a third of a page stays on one page.
    void pre(const QString &text);
    // Starts a new page unless `height` more points fit on this one (and fit on any page): what
    // follows stays together.
    void keepTogether(double height);
    // What follows starts on a new page, unless this one is still empty.
    void pageBreak();
    // How tall paragraph() would make `text`; how tall pre() would make at most `maxLines`
    // lines of `text`.
    [[nodiscard]] static double paragraphHeight(const QString &text, ReportFont font);
    [[nodiscard]] static double preHeight(const QString &text, qsizetype maxLines);
    void chart(const ChartLayout &chart);
    void space(double points);

    // Text broken into lines no wider than `width`: at word boundaries, or anywhere in a word
    // longer than a line (an address list, a long host name).
    [[nodiscard]] static QStringList wrap(const QString &text, ReportFont font, double width);

private:
    void ensure(double height);
    // Page breaks inside `count` lines: a block of up to `keepWhole` lines is not broken, a
    // longer one keeps two lines on each side of a break.
    void keepLines(qsizetype count, double lineHeight, qsizetype keepWhole);
    void flowLine(qsizetype index, qsizetype count, double lineHeight);
    void newPage();
    void
    addText(double x, double baseline, const QString &text, ReportFont font, const QColor &color);
    [[nodiscard]] double measureRow(const QList<double> &widths, const QList<Cell> &cells) const;
    void drawRow(const QList<double> &widths, const QList<Cell> &cells);
    // Each cell's text wrapped to its column, and the row's height.
    [[nodiscard]] double wrapRow(const QList<double> &widths,
                                 const QList<Cell> &cells,
                                 QList<QStringList> *wrapped) const;

    QList<ReportSheet> m_pages;
    double m_y = top;
};

} // namespace Tandem
