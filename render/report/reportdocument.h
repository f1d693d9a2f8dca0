// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/report.h"
#include "result.h"

#include <QCoreApplication>
#include <QList>
#include <QSizeF>

#include <memory>

class QIODevice;
class QPainter;

namespace Tandem {

struct ReportSheet;

// The report laid out on A4 pages, for the PDF export and for a preview: the GUI paints the
// same pages onto a QImage (scale the painter by image width / pageSize().width()).
// Text is wrapped and paginated once, in the constructor; each page has a header (title,
// verdict) and a footer (page N of M, Tandem's version). Sections in the HTML's order
// (docs/report.md, "The order: summaries first"): verdict and checklist, bandwidth (with the
// vector chart), health, the Doctor's last run (where there is one), nodes and versions, later
// runs not used, plan, serving snippets, steps; then, from a new page, the appendix of evidence.
// Needs a QGuiApplication (fonts); GUI thread. Copies what it needs from the Report.
class ReportDocument
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::ReportDocument)

public:
    explicit ReportDocument(const Report &report);
    ~ReportDocument();
    ReportDocument(const ReportDocument &) = delete;
    ReportDocument &operator=(const ReportDocument &) = delete;

    [[nodiscard]] int pageCount() const;
    // A4 in points (1/72 inch): 595.3 x 841.9.
    [[nodiscard]] static QSizeF pageSize();
    // Paints page `page` (0-based) in the painter's user space, which must be in points:
    // scale the painter by the device's resolution / 72 (or the image's width / pageSize()).
    void paintPage(QPainter &painter, int page) const;
    // Writes every page into `device` as a PDF (A4, text and chart as vectors).
    [[nodiscard]] Result<void> writePdf(QIODevice *device) const;

private:
    std::unique_ptr<QList<ReportSheet>> m_pages;
    QString m_headerLeft;
    QString m_headerRight;
    QString m_footer;
    bool m_accepted = false;
};

} // namespace Tandem
