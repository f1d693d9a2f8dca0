// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <memory>

namespace Tandem {
class ReportDocument;
}

namespace Tandem::Ui {

// Shows one page of the acceptance report as it will print: ReportDocument paints the page
// straight into this widget (scaled to fit), the same vectors the PDF export writes, so the
// preview is never a blurred image and costs no page cache. GUI thread.
class ReportPreview final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReportPreview)

public:
    explicit ReportPreview(QWidget *parent = nullptr);
    ~ReportPreview() override;

    // Takes the document; nullptr shows an empty preview.
    void setDocument(std::unique_ptr<ReportDocument> document);
    [[nodiscard]] const ReportDocument *document() const { return m_document.get(); }
    [[nodiscard]] int pageCount() const;
    [[nodiscard]] int currentPage() const { return m_page; }
    void setCurrentPage(int page);
    void nextPage() { setCurrentPage(m_page + 1); }
    void previousPage() { setCurrentPage(m_page - 1); }

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

Q_SIGNALS:
    void pageChanged(int page, int count);

protected:
    void paintEvent(QPaintEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    std::unique_ptr<ReportDocument> m_document;
    int m_page = 0;
};

} // namespace Tandem::Ui
