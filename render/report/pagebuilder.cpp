// SPDX-License-Identifier: GPL-3.0-or-later
#include "pagebuilder.h"

#include <QFontMetricsF>
#include <QRegularExpression>
#include <QTextLayout>

#include <array>

namespace Tandem {

namespace {

constexpr double cellPadding = 3;

double lineHeight(ReportFont font)
{
    return QFontMetricsF(reportFont(font)).lineSpacing();
}

double ascent(ReportFont font)
{
    return QFontMetricsF(reportFont(font)).ascent();
}

} // namespace

const QFont &reportFont(ReportFont which)
{
    // Pixel sizes: the pages are laid out in points, one pixel = one point, so the metrics
    // are the same on the PDF writer, a preview image and the screen.
    static const std::array<QFont, 7> fonts = [] {
        const auto make = [](const char *family, int pixels, bool bold, QFont::StyleHint hint) {
            QFont font{QString::fromLatin1(family)};
            font.setStyleHint(hint);
            font.setPixelSize(pixels);
            font.setBold(bold);
            font.setHintingPreference(QFont::PreferNoHinting);
            // No ligatures: "fi" stays two letters for anyone searching or copying the PDF's text.
            font.setStyleStrategy(QFont::PreferNoShaping);
            return font;
        };
        return std::array<QFont, 7>{make("DejaVu Sans", 9, false, QFont::SansSerif),
                                    make("DejaVu Sans", 9, true, QFont::SansSerif),
                                    make("DejaVu Sans", 20, true, QFont::SansSerif),
                                    make("DejaVu Sans", 14, true, QFont::SansSerif),
                                    make("DejaVu Sans", 11, true, QFont::SansSerif),
                                    make("DejaVu Sans Mono", 7, false, QFont::Monospace),
                                    make("DejaVu Sans", 7, false, QFont::SansSerif)};
    }();
    return fonts.at(std::size_t(which));
}

PageBuilder::PageBuilder()
{
    newPage();
}

void PageBuilder::newPage()
{
    m_pages.append(ReportSheet{});
    m_y = top;
}

void PageBuilder::ensure(double height)
{
    if (m_y + height > bottom && m_y > top)
        newPage();
}

void PageBuilder::space(double points)
{
    m_y += points;
    if (m_y > bottom)
        newPage();
}

void PageBuilder::addText(
    double x, double baseline, const QString &text, ReportFont font, const QColor &color)
{
    PageOp op;
    op.kind = PageOp::Kind::Text;
    op.from = QPointF(x, baseline);
    op.text = text;
    op.font = font;
    op.color = color;
    m_pages.last().ops.append(op);
}

QStringList PageBuilder::wrap(const QString &text, ReportFont font, double width)
{
    QStringList lines;
    QString plain = text;
    plain.replace(QLatin1Char('\t'), QStringLiteral("    "));
    for (const QString &paragraph : plain.split(QLatin1Char('\n'))) {
        if (paragraph.isEmpty()) {
            lines << QString();
            continue;
        }
        // An appendix number ("See Appendix A.3.") stays whole: Unicode's line breaking
        // allows a break after a period that follows a letter, which left "A." at a line's end
        // and "3." on the next. A word joiner there, taken out again of every line, forbids it.
        static const QRegularExpression letterDotDigit(QStringLiteral("(?<=\\p{L})\\.(?=\\d)"));
        const QString guarded
            = QString(paragraph).replace(letterDotDigit, QStringLiteral(".\u2060"));
        QTextLayout layout(guarded, reportFont(font));
        QTextOption option;
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        layout.setTextOption(option);
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            QString part = guarded.mid(line.textStart(), line.textLength());
            part.remove(QChar(0x2060));
            while (part.endsWith(QLatin1Char(' ')))
                part.chop(1);
            lines << part;
        }
        layout.endLayout();
    }
    return lines;
}

void PageBuilder::heading(const QString &text, ReportFont font)
{
    const double lh = lineHeight(font);
    const QStringList lines = wrap(text, font, right - left);
    // A heading never ends a page: keep room for two body lines after it.
    ensure(lh * double(lines.size()) + 6 + 2 * lineHeight(ReportFont::Body));
    m_y += font == ReportFont::Title ? 0 : 6;
    for (const QString &line : lines) {
        addText(left, m_y + ascent(font), line, font, Qt::black);
        m_y += lh;
    }
    if (font == ReportFont::H2) {
        PageOp rule;
        rule.kind = PageOp::Kind::Line;
        rule.from = QPointF(left, m_y + 1);
        rule.to = QPointF(right, m_y + 1);
        rule.color = QColor(0xdd, 0xdd, 0xdd);
        m_pages.last().ops.append(rule);
        m_y += 4;
    }
    m_y += 2;
}

void PageBuilder::keepLines(qsizetype count, double lineHeight, qsizetype keepWhole)
{
    // Short: whole on one page. Longer: at least two lines before a break (no orphan); the
    // last two lines stay together (no widow) in flowLine().
    ensure(count <= keepWhole ? double(count) * lineHeight
                              : double(std::min<qsizetype>(count, 2)) * lineHeight);
}

void PageBuilder::flowLine(qsizetype index, qsizetype count, double lineHeight)
{
    if (index == count - 2 && count > 3 && m_y + 2 * lineHeight > bottom)
        newPage(); // the last two lines go on together, not one alone
    else
        ensure(lineHeight);
}

void PageBuilder::paragraph(const QString &text, ReportFont font, const QColor &color)
{
    const double lh = lineHeight(font);
    const QStringList lines = wrap(text, font, right - left);
    keepLines(lines.size(), lh, 4);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        flowLine(i, lines.size(), lh);
        addText(left, m_y + ascent(font), lines.at(i), font, color);
        m_y += lh;
    }
    m_y += 3;
}

double PageBuilder::paragraphHeight(const QString &text, ReportFont font)
{
    return double(wrap(text, font, right - left).size()) * lineHeight(font) + 3;
}

double PageBuilder::preHeight(const QString &text, qsizetype maxLines)
{
    const qsizetype lines = wrap(text.endsWith(QLatin1Char('\n')) ? text.chopped(1) : text,
                                 ReportFont::Mono,
                                 right - left - 8)
                                .size();
    return double(std::min(lines, maxLines)) * lineHeight(ReportFont::Mono);
}

void PageBuilder::pageBreak()
{
    if (m_y > top)
        newPage();
}

void PageBuilder::keepTogether(double height)
{
    if (height <= bottom - top)
        ensure(height);
}

double PageBuilder::wrapRow(const QList<double> &widths,
                            const QList<Cell> &cells,
                            QList<QStringList> *wrapped) const
{
    const double total = right - left;
    const double maxHeight = bottom - top - 40;
    double height = 0;
    for (qsizetype i = 0; i < cells.size() && i < widths.size(); ++i) {
        const Cell &cell = cells.at(i);
        QStringList lines = wrap(cell.text, cell.font, widths.at(i) * total - 2 * cellPadding);
        const double lh = lineHeight(cell.font);
        // A cell taller than a page is cut, and says so, rather than overflowing.
        const auto fit = qsizetype((maxHeight - 2 * cellPadding) / lh);
        if (lines.size() > fit) {
            lines = lines.mid(0, fit - 1);
            lines << QStringLiteral("\u2026");
        }
        height = std::max(height, double(lines.size()) * lh + 2 * cellPadding);
        if (wrapped)
            wrapped->append(lines);
    }
    return height;
}

double PageBuilder::measureRow(const QList<double> &widths, const QList<Cell> &cells) const
{
    return wrapRow(widths, cells, nullptr);
}

void PageBuilder::drawRow(const QList<double> &widths, const QList<Cell> &cells)
{
    QList<QStringList> wrapped;
    const double height = wrapRow(widths, cells, &wrapped);
    const double total = right - left;
    double x = left;
    for (qsizetype i = 0; i < wrapped.size(); ++i) {
        const Cell &cell = cells.at(i);
        const double w = widths.at(i) * total;
        PageOp box;
        box.kind = PageOp::Kind::Box;
        box.rect = QRectF(x, m_y, w, height);
        box.fill = cell.fill;
        box.color = QColor(0xd6, 0xd6, 0xd6);
        m_pages.last().ops.append(box);
        double y = m_y + cellPadding;
        for (const QString &line : wrapped.at(i)) {
            addText(x + cellPadding, y + ascent(cell.font), line, cell.font, cell.color);
            y += lineHeight(cell.font);
        }
        x += w;
    }
    m_y += height;
}

void PageBuilder::table(const QList<double> &widths,
                        const QList<Cell> &header,
                        const QList<QList<Cell>> &rows)
{
    const double headerHeight = measureRow(widths, header);
    ensure(headerHeight + (rows.isEmpty() ? 0 : measureRow(widths, rows.constFirst())));
    drawRow(widths, header);
    for (const QList<Cell> &row : rows) {
        if (m_y + measureRow(widths, row) > bottom) {
            newPage();
            drawRow(widths, header);
        }
        drawRow(widths, row);
    }
    m_y += 6;
}

void PageBuilder::keyValues(const QList<QPair<QString, QString>> &pairs)
{
    QList<QList<Cell>> rows;
    for (const auto &pair : pairs)
        rows.append({Cell{pair.first, QColor(0xf3, 0xf3, 0xf3), Qt::black, ReportFont::Bold},
                     Cell{pair.second}});
    const QList<double> widths{0.24, 0.76};
    for (const QList<Cell> &row : rows) {
        ensure(measureRow(widths, row));
        drawRow(widths, row);
    }
    m_y += 6;
}

void PageBuilder::pre(const QString &text)
{
    const double lh = lineHeight(ReportFont::Mono);
    const QStringList lines = wrap(text.endsWith(QLatin1Char('\n')) ? text.chopped(1) : text,
                                   ReportFont::Mono,
                                   right - left - 8);
    // A block of up to a third of a page is kept whole; a longer one breaks, but not after
    // its first two lines or before its last two.
    keepLines(lines.size(), lh, qsizetype((bottom - top) / 3 / lh));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        flowLine(i, lines.size(), lh);
        PageOp box;
        box.kind = PageOp::Kind::Box;
        box.rect = QRectF(left, m_y, right - left, lh);
        box.fill = QColor(0xf5, 0xf5, 0xf5);
        m_pages.last().ops.append(box);
        addText(left + 4,
                m_y + ascent(ReportFont::Mono),
                line,
                ReportFont::Mono,
                QColor(0x1d, 0x1d, 0x1d));
        m_y += lh;
    }
    m_y += 6;
}

void PageBuilder::chart(const ChartLayout &chart)
{
    const double width = right - left;
    const double height = width * chart.size.height() / chart.size.width();
    ensure(height);
    PageOp op;
    op.kind = PageOp::Kind::Chart;
    op.rect = QRectF(left, m_y, width, height);
    op.chart = std::make_shared<const ChartLayout>(chart);
    m_pages.last().ops.append(op);
    m_y += height + 8;
}

} // namespace Tandem
