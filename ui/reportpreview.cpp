// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportpreview.h"

#include "report/reportdocument.h"

#include <QKeyEvent>
#include <QPainter>
#include <QWheelEvent>

namespace Tandem::Ui {

namespace {
constexpr int kMargin = 12;
} // namespace

ReportPreview::ReportPreview(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("reportPreview"));
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

ReportPreview::~ReportPreview() = default;

void ReportPreview::setDocument(std::unique_ptr<ReportDocument> document)
{
    m_document = std::move(document);
    m_page = qBound(0, m_page, qMax(0, pageCount() - 1));
    Q_EMIT pageChanged(m_page, pageCount());
    update();
}

int ReportPreview::pageCount() const
{
    return m_document ? m_document->pageCount() : 0;
}

void ReportPreview::setCurrentPage(int page)
{
    const int bounded = qBound(0, page, qMax(0, pageCount() - 1));
    if (bounded == m_page)
        return;
    m_page = bounded;
    Q_EMIT pageChanged(m_page, pageCount());
    update();
}

QSize ReportPreview::sizeHint() const
{
    return {480, 680};
}

QSize ReportPreview::minimumSizeHint() const
{
    return {240, 320};
}

void ReportPreview::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Mid));
    if (!m_document || pageCount() == 0)
        return;

    // The page as large as fits, centred, with its A4 proportions.
    const QSizeF page = ReportDocument::pageSize();
    const QRectF area = QRectF(rect()).adjusted(kMargin, kMargin, -kMargin, -kMargin);
    const double scale = qMin(area.width() / page.width(), area.height() / page.height());
    if (scale <= 0)
        return;
    const QSizeF shown = page * scale;
    const QRectF sheet(area.center() - QPointF(shown.width() / 2, shown.height() / 2), shown);

    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.fillRect(sheet.translated(3, 3), QColor(0, 0, 0, 60));
    painter.fillRect(sheet, Qt::white);
    painter.save();
    painter.setClipRect(sheet);
    painter.translate(sheet.topLeft());
    painter.scale(scale, scale);
    m_document->paintPage(painter, m_page);
    painter.restore();
}

void ReportPreview::wheelEvent(QWheelEvent *event)
{
    const int steps = event->angleDelta().y() / 120;
    if (steps != 0)
        setCurrentPage(m_page - steps);
    event->accept();
}

void ReportPreview::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_PageDown:
    case Qt::Key_Down:
    case Qt::Key_Right: nextPage(); break;
    case Qt::Key_PageUp:
    case Qt::Key_Up:
    case Qt::Key_Left: previousPage(); break;
    case Qt::Key_Home: setCurrentPage(0); break;
    case Qt::Key_End: setCurrentPage(pageCount() - 1); break;
    default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

} // namespace Tandem::Ui
