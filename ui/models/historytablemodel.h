// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "history/historyrun.h"

#include <QAbstractTableModel>
#include <QList>

namespace Tandem::Ui {

// The runs of the run history as the History page lists them (docs/history.md): the baseline
// mark, id, when, kind, collective, verdict, judged busbw and cluster. GUI thread only.
class HistoryTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryTableModel)

public:
    enum Column { Baseline, Id, Finished, Kind, Op, Verdict, Busbw, Cluster, ColumnCount };

    explicit HistoryTableModel(QObject *parent = nullptr);

    void setRuns(QList<HistoryRun> runs);
    [[nodiscard]] const QList<HistoryRun> &runs() const { return m_runs; }
    [[nodiscard]] const HistoryRun *run(int row) const;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index,
                                int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant
    headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<HistoryRun> m_runs;
};

} // namespace Tandem::Ui
