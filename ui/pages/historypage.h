// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "history/historycompare.h"
#include "history/historyrun.h"
#include "result.h"

#include <QThreadPool>
#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;
class QTableView;
class QTableWidget;
class QTreeWidget;

namespace Tandem {
class Workflow;
}

namespace Tandem::Ui {

class CheckBanner;
class HistoryTableModel;

// The run history (docs/history.md): every bandwidth run Tandem kept, of this cluster (or of
// all); two selected runs side by side (busbw per size with the change and the regressions past
// 5 %, the checks and the versions that changed), a run beside its cluster's baseline, and
// Mark as baseline. The database is read off the GUI thread (one worker) and the page shows
// what it found when the answer comes; a damaged history that was moved aside is said in the
// banner. GUI thread.
class HistoryPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryPage)

public:
    explicit HistoryPage(Workflow *workflow, QWidget *parent = nullptr);
    ~HistoryPage() override;

    // Reads the runs again.
    void refresh();
    // Compares run `b` with run `a` (the reference).
    void compare(qint64 a, qint64 b);
    [[nodiscard]] HistoryTableModel *model() const { return m_model; }
    [[nodiscard]] const std::optional<HistoryComparison> &comparison() const
    {
        return m_comparison;
    }
    // Waits until every read asked for so far has answered (tests).
    void waitForIdle();

Q_SIGNALS:
    void runsShown();
    void comparisonShown();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslate();
    void showRuns(const Result<QList<HistoryRun>> &runs, const QString &notice);
    void showComparison(const Result<HistoryComparison> &comparison);
    void compareSelected();
    void compareWithBaseline();
    void markBaseline();
    // Clears the comparison tables and says why there is none.
    void showNoComparison(const QString &why);
    void updateButtons();
    [[nodiscard]] QList<qint64> selectedIds() const;
    [[nodiscard]] QString cluster() const;

    Workflow *m_workflow;
    QThreadPool m_pool;
    HistoryTableModel *m_model;
    QLabel *m_title;
    QLabel *m_intro;
    CheckBanner *m_banner;
    QCheckBox *m_allClusters;
    QTableView *m_table;
    QPushButton *m_compare;
    QPushButton *m_compareBaseline;
    QPushButton *m_markBaseline;
    QLabel *m_summary;
    QTableWidget *m_sizes;
    QTreeWidget *m_changes;
    std::optional<HistoryComparison> m_comparison;
    int m_pending = 0;
};

} // namespace Tandem::Ui
