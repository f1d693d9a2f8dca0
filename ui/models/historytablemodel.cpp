// SPDX-License-Identifier: GPL-3.0-or-later
#include "historytablemodel.h"

#include "checklistmodel.h"

#include "statuscolours.h"
#include "util/units.h"

#include <QBrush>
#include <QColor>
#include <QGuiApplication>
#include <QLocale>
#include <QPalette>

namespace Tandem::Ui {

HistoryTableModel::HistoryTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void HistoryTableModel::setRuns(QList<HistoryRun> runs)
{
    beginResetModel();
    m_runs = std::move(runs);
    endResetModel();
}

const HistoryRun *HistoryTableModel::run(int row) const
{
    return row >= 0 && row < m_runs.size() ? &m_runs.at(row) : nullptr;
}

int HistoryTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_runs.size());
}

int HistoryTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant HistoryTableModel::data(const QModelIndex &index, int role) const
{
    const HistoryRun *r = run(index.row());
    if (!r)
        return {};
    if (role == Qt::ForegroundRole && index.column() == Verdict) {
        if (r->verdict == QLatin1String("fail"))
            return QBrush(StatusColours::ink(CheckStatus::Fail, QGuiApplication::palette()));
        if (r->verdict == QLatin1String("warn"))
            return QBrush(StatusColours::ink(CheckStatus::Warn, QGuiApplication::palette()));
        return {};
    }
    if (role == Qt::ToolTipRole && index.column() == Baseline && r->baseline)
        return tr("The cluster's accepted baseline: later runs are compared with it.");
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(index.column())) {
    case Baseline: return r->baseline ? QStringLiteral("\u2605") : QString();
    case Id: return r->id;
    case Finished: return QLocale().toString(r->time.toLocalTime(), QLocale::ShortFormat);
    case Kind: return r->kind == QLatin1String("soak") ? tr("soak") : tr("sweep");
    case Op: return r->op;
    case Verdict: {
        // Stored as a key ("pass"); shown as the word the check lists use, in this language.
        const auto status = checkStatusFromKey(r->verdict);
        return status ? CheckListModel::statusWord(*status) : r->verdict;
    }
    case Busbw:
        return r->busbw ? tr("%1 GB/s at %2")
                              .arg(QLocale().toString(*r->busbw, 'f', 2), formatBytes(r->bytes))
                        : QStringLiteral("-");
    case Cluster: return r->cluster;
    case ColumnCount: break;
    }
    return {};
}

QVariant HistoryTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case Baseline: return tr("Baseline");
    case Id: return tr("Run");
    case Finished: return tr("Finished");
    case Kind: return tr("Kind");
    case Op: return tr("Collective");
    case Verdict: return tr("Verdict");
    case Busbw: return tr("busbw");
    case Cluster: return tr("Cluster");
    case ColumnCount: break;
    }
    return {};
}

} // namespace Tandem::Ui
