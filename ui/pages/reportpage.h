// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/report.h"
#include "result.h"

#include <QThreadPool>
#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QTreeWidget;

namespace Tandem {
class Workflow;
}

namespace Tandem::Ui {

class CopyButton;
class ReportPreview;

// Step 9, the acceptance report: the five checklist items with their verdicts, a preview of
// the report's pages exactly as the PDF prints them, the serving snippets (hostfile, NCCL env
// file, vLLM/Ray launch), and Export (PDF, HTML or JSON by the file's extension) and Save
// snippets. The report is rebuilt from the workflow's state after every step (when the page
// is shown), never from anything the page keeps itself. The comparison with the cluster's
// accepted baseline (docs/history.md) is read from the run history off the GUI thread, each
// time the page is shown, and joins the report when it comes. GUI thread; dialogs are opened
// with open(), never exec().
class ReportPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReportPage)

public:
    explicit ReportPage(Workflow *workflow, QWidget *parent = nullptr);
    ~ReportPage() override;

    [[nodiscard]] const Report &report() const { return m_report; }
    [[nodiscard]] ReportPreview *preview() const { return m_preview; }

    // Builds the report again from the workflow's state.
    void refresh();
    // Writes the report to `path` (format by extension) and says so on the page.
    Result<void> exportTo(const QString &path);
    // Writes the three serving snippets into `dir` and says so on the page.
    Result<void> saveSnippetsTo(const QString &dir);
    // The file name the export dialog suggests: tandem-acceptance-<date>-<time>.pdf.
    [[nodiscard]] QString suggestedFileName() const;
    // Waits until the baseline read asked for last has answered and joined the report (tests,
    // and an export that must not go out without it: a local read of milliseconds).
    void waitForBaseline();

Q_SIGNALS:
    // The baseline read answered (with a comparison, none, or an error said in the status).
    void baselineRead();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslate();
    void fillChecklist();
    void fillSnippets();
    void updateBanner();
    void updatePageLabel(int page, int count);
    void askExportPath();
    void askSnippetsDir();
    void showOutcome(const Result<void> &result, const QString &done);
    void readBaseline();
    void showBaseline(quint64 generation, const Result<std::optional<HistoryComparison>> &result);
    void rebuildPreview();

    Workflow *m_workflow;
    Report m_report;
    bool m_dirty = true;
    QString m_lastDir;
    QLabel *m_title = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_banner = nullptr;
    QTreeWidget *m_checklist = nullptr;
    QTabWidget *m_snippetTabs = nullptr;
    CopyButton *m_copySnippet = nullptr;
    QPlainTextEdit *m_hostfile = nullptr;
    QPlainTextEdit *m_envFile = nullptr;
    QPlainTextEdit *m_rayLaunch = nullptr;
    QLabel *m_snippetsNote = nullptr;
    ReportPreview *m_preview = nullptr;
    QPushButton *m_previous = nullptr;
    QPushButton *m_next = nullptr;
    QLabel *m_pageLabel = nullptr;
    QPushButton *m_export = nullptr;
    QPushButton *m_saveSnippets = nullptr;
    QPushButton *m_refresh = nullptr;
    QLabel *m_status = nullptr;
    QThreadPool m_pool;
    // Bumped by every refresh and read: an answer for an older one is dropped.
    quint64 m_generation = 0;
    bool m_baselinePending = false;
};

} // namespace Tandem::Ui
