// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nccl/nccltestsrun.h"
#include "nccl/probeparser.h"
#include "session/bandwidthrecord.h"

#include <QAbstractTableModel>
#include <QList>

namespace Tandem::Ui {

// The rows of a bandwidth run for the Bandwidth page's table. Sweep: one row per message
// size, nccl-tests' columns (size, count, type, redop, then time, algbw, busbw and #wrong
// out-of-place and in-place; tandem-probe fills the out-of-place ones). Soak: one row per
// probe sample (time, size, busbw, algbw, time per operation, #wrong). Bounded: past
// maxRows the oldest row goes, so a day-long soak holds the same memory as an hour's. GUI
// thread only.
class BandwidthTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BandwidthTableModel)

public:
    enum class Mode { Sweep, Soak };
    // busbw right after the size, where the table beside the chart shows it without scrolling;
    // then nccl-tests' own columns, with count, type and redop (the same on every row) last.
    enum SweepColumn {
        Size,
        BusBw,
        AlgBw,
        Time,
        Wrong,
        InPlaceBusBw,
        InPlaceAlgBw,
        InPlaceTime,
        InPlaceWrong,
        Count,
        Type,
        Redop,
        SweepColumns
    };
    enum SoakColumn {
        SoakTime,
        SoakSize,
        SoakBusBw,
        SoakAlgBw,
        SoakOpTime,
        SoakWrong,
        SoakColumns
    };
    // The number itself (bytes, GB/s, µs, seconds), for tests and sorting; null when absent.
    static constexpr int ValueRole = Qt::UserRole + 1;
    static constexpr qsizetype defaultMaxRows = 100000;

    explicit BandwidthTableModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant
    headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Clears the rows; the columns follow the mode.
    void setMode(Mode mode);
    [[nodiscard]] Mode mode() const { return m_mode; }
    void clear();
    void addRow(const NcclRow &row);
    void addSample(const ProbeSample &sample);
    // A whole run at once (a resumed session's): one reset, not a million inserts; past
    // maxRows only the latest rows are kept, as adding them one by one would.
    void setRows(const QList<NcclRow> &rows);
    void setSamples(const ProbeSeries &samples);
    void setMaxRows(qsizetype rows);
    // Language change: the headers are translated.
    void retranslate();

private:
    struct Entry
    {
        NcclRow row;
        double t = 0; // soak: seconds since the run's start
    };
    void append(Entry entry);
    [[nodiscard]] static Entry entryOf(const ProbeSample &sample);
    [[nodiscard]] QVariant value(const Entry &entry, int column) const;

    QList<Entry> m_entries;
    Mode m_mode = Mode::Sweep;
    qsizetype m_maxRows = defaultMaxRows;
};

} // namespace Tandem::Ui
