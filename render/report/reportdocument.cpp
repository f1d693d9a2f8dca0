// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportdocument.h"

#include "report/chartpainter.h"
#include "report/pagebuilder.h"
#include "report/reportlayout.h"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

namespace Tandem {

ReportDocument::ReportDocument(const Report &report)
    : m_pages(std::make_unique<QList<ReportSheet>>(layoutReport(report)))
    , m_headerLeft(
          tr("Tandem acceptance report, generated %1").arg(Report::timeText(report.generatedAt)))
    , m_headerRight(report.accepted() ? tr("Accepted") : tr("Not accepted"))
    , m_footer(tr("Tandem %1").arg(report.tandemVersion))
    , m_accepted(report.accepted())
{}

ReportDocument::~ReportDocument() = default;

int ReportDocument::pageCount() const
{
    return int(m_pages->size());
}

QSizeF ReportDocument::pageSize()
{
    return {PageBuilder::pageWidth, PageBuilder::pageHeight};
}

void ReportDocument::paintPage(QPainter &painter, int page) const
{
    if (page < 0 || page >= pageCount())
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.fillRect(QRectF(QPointF(0, 0), pageSize()), Qt::white);

    const auto drawText
        = [&](QPointF at, const QString &text, ReportFont font, const QColor &color) {
              painter.setFont(reportFont(font));
              painter.setPen(color);
              painter.drawText(at, text);
          };
    for (const PageOp &op : m_pages->at(page).ops) {
        switch (op.kind) {
        case PageOp::Kind::Text: drawText(op.from, op.text, op.font, op.color); break;
        case PageOp::Kind::Box:
            painter.setPen(op.color.isValid() ? QPen(op.color, 0.5) : QPen(Qt::NoPen));
            painter.setBrush(op.fill.isValid() ? QBrush(op.fill) : QBrush(Qt::NoBrush));
            painter.drawRect(op.rect);
            painter.setBrush(Qt::NoBrush);
            break;
        case PageOp::Kind::Line:
            painter.setPen(QPen(op.color, 1));
            painter.drawLine(op.from, op.to);
            break;
        case PageOp::Kind::Chart:
            if (op.chart)
                paintChart(painter, *op.chart, op.rect);
            break;
        }
    }

    // Header and footer.
    const QFontMetricsF small(reportFont(ReportFont::Small));
    const double headerY = 36;
    drawText(
        {PageBuilder::left, headerY}, m_headerLeft, ReportFont::Small, QColor(0x55, 0x55, 0x55));
    drawText({PageBuilder::right
                  - QFontMetricsF(reportFont(ReportFont::Bold)).horizontalAdvance(m_headerRight),
              headerY},
             m_headerRight,
             ReportFont::Bold,
             m_accepted ? QColor(0x23, 0x85, 0x3b) : QColor(0xc0, 0x39, 0x2b));
    painter.setPen(QPen(QColor(0xcc, 0xcc, 0xcc), 0.5));
    painter.drawLine(QPointF(PageBuilder::left, headerY + 6),
                     QPointF(PageBuilder::right, headerY + 6));
    const double footerY = PageBuilder::pageHeight - 30;
    painter.drawLine(QPointF(PageBuilder::left, footerY - 12),
                     QPointF(PageBuilder::right, footerY - 12));
    const QString pageText = tr("Page %1 of %2").arg(page + 1).arg(pageCount());
    drawText({PageBuilder::left, footerY}, m_footer, ReportFont::Small, QColor(0x55, 0x55, 0x55));
    drawText({PageBuilder::right - small.horizontalAdvance(pageText), footerY},
             pageText,
             ReportFont::Small,
             QColor(0x55, 0x55, 0x55));
    painter.restore();
}

Result<void> ReportDocument::writePdf(QIODevice *device) const
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return makeError(tr("Writing a PDF needs the application's fonts (a QGuiApplication)."));
    QPdfWriter writer(device);
    writer.setPageLayout(
        QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
    writer.setResolution(300);
    writer.setTitle(tr("Tandem acceptance report"));
    writer.setCreator(m_footer);
    QPainter painter;
    if (!painter.begin(&writer))
        return makeError(tr("The PDF could not be started."));
    const double scale = writer.resolution() / 72.0;
    for (int page = 0; page < pageCount(); ++page) {
        if (page > 0 && !writer.newPage())
            return makeError(tr("The PDF could not take another page."));
        painter.save();
        painter.scale(scale, scale);
        paintPage(painter, page);
        painter.restore();
    }
    if (!painter.end())
        return makeError(tr("The PDF could not be finished."));
    return {};
}

} // namespace Tandem
