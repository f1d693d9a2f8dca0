// SPDX-License-Identifier: GPL-3.0-or-later
#include "bandwidthtablemodel.h"

#include <QLocale>

namespace Tandem::Ui {

namespace {

QVariant optional(const std::optional<double> &value)
{
    return value ? QVariant(*value) : QVariant();
}

} // namespace

BandwidthTableModel::BandwidthTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

int BandwidthTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int BandwidthTableModel::columnCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return m_mode == Mode::Sweep ? int(SweepColumns) : int(SoakColumns);
}

void BandwidthTableModel::setMode(Mode mode)
{
    beginResetModel();
    m_mode = mode;
    m_entries.clear();
    endResetModel();
}

void BandwidthTableModel::clear()
{
    if (m_entries.isEmpty())
        return;
    beginResetModel();
    m_entries.clear();
    endResetModel();
}

void BandwidthTableModel::setMaxRows(qsizetype rows)
{
    m_maxRows = qMax<qsizetype>(rows, 1);
    if (m_entries.size() > m_maxRows) {
        beginRemoveRows({}, 0, int(m_entries.size() - m_maxRows) - 1);
        m_entries.remove(0, m_entries.size() - m_maxRows);
        endRemoveRows();
    }
}

void BandwidthTableModel::append(Entry entry)
{
    if (m_entries.size() >= m_maxRows) {
        beginRemoveRows({}, 0, 0);
        m_entries.removeFirst();
        endRemoveRows();
    }
    const int row = int(m_entries.size());
    beginInsertRows({}, row, row);
    m_entries.append(std::move(entry));
    endInsertRows();
}

void BandwidthTableModel::addRow(const NcclRow &row)
{
    append(Entry{row, 0});
}

BandwidthTableModel::Entry BandwidthTableModel::entryOf(const ProbeSample &sample)
{
    Entry entry;
    entry.t = sample.t;
    entry.row.bytes = sample.bytes;
    entry.row.outOfPlace.timeUs = sample.timeUs;
    entry.row.outOfPlace.algbw = sample.algbw;
    entry.row.outOfPlace.busbw = sample.busbw;
    entry.row.outOfPlace.wrong = double(sample.wrong);
    return entry;
}

void BandwidthTableModel::addSample(const ProbeSample &sample)
{
    append(entryOf(sample));
}

void BandwidthTableModel::setRows(const QList<NcclRow> &rows)
{
    beginResetModel();
    m_entries.clear();
    const qsizetype first = qMax<qsizetype>(0, rows.size() - m_maxRows);
    m_entries.reserve(rows.size() - first);
    for (qsizetype i = first; i < rows.size(); ++i)
        m_entries.append(Entry{rows.at(i), 0});
    endResetModel();
}

void BandwidthTableModel::setSamples(const ProbeSeries &samples)
{
    beginResetModel();
    m_entries.clear();
    const qsizetype first = qMax<qsizetype>(0, samples.size() - m_maxRows);
    m_entries.reserve(samples.size() - first);
    for (qsizetype i = first; i < samples.size(); ++i) {
        ProbeSample sample;
        sample.t = samples.t.at(i);
        sample.bytes = samples.bytes.value(i);
        sample.timeUs = samples.timeUs.value(i);
        sample.algbw = samples.algbw.value(i);
        sample.busbw = samples.busbw.value(i);
        sample.wrong = samples.wrong.value(i);
        m_entries.append(entryOf(sample));
    }
    endResetModel();
}

QVariant BandwidthTableModel::value(const Entry &entry, int column) const
{
    const NcclRow &row = entry.row;
    if (m_mode == Mode::Soak) {
        switch (column) {
        case SoakTime: return entry.t;
        case SoakSize: return row.bytes;
        case SoakBusBw: return optional(row.outOfPlace.busbw);
        case SoakAlgBw: return optional(row.outOfPlace.algbw);
        case SoakOpTime: return optional(row.outOfPlace.timeUs);
        case SoakWrong: return optional(row.outOfPlace.wrong);
        default: return {};
        }
    }
    switch (column) {
    case Size: return row.bytes;
    case Count: return row.count > 0 ? QVariant(row.count) : QVariant();
    case Type: return row.type.isEmpty() ? QVariant() : QVariant(row.type);
    case Redop: return row.redop.isEmpty() ? QVariant() : QVariant(row.redop);
    case Time: return optional(row.outOfPlace.timeUs);
    case AlgBw: return optional(row.outOfPlace.algbw);
    case BusBw: return optional(row.outOfPlace.busbw);
    case Wrong: return optional(row.outOfPlace.wrong);
    case InPlaceTime: return optional(row.inPlace.timeUs);
    case InPlaceAlgBw: return optional(row.inPlace.algbw);
    case InPlaceBusBw: return optional(row.inPlace.busbw);
    case InPlaceWrong: return optional(row.inPlace.wrong);
    default: return {};
    }
}

QVariant BandwidthTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QVariant v = value(m_entries.at(index.row()), index.column());
    switch (role) {
    case ValueRole: return v;
    case Qt::TextAlignmentRole:
        return v.typeId() == QMetaType::QString ? QVariant(int(Qt::AlignLeft | Qt::AlignVCenter))
                                                : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    case Qt::DisplayRole: {
        if (v.isNull())
            // A measurement nccl-tests did not print is "N/A", as it prints it.
            return m_mode == Mode::Sweep && index.column() >= BusBw
                           && index.column() <= InPlaceWrong
                       ? QStringLiteral("N/A")
                       : QString();
        const QLocale locale;
        switch (v.typeId()) {
        case QMetaType::Double: {
            const bool time = m_mode == Mode::Sweep
                                  ? (index.column() == Time || index.column() == InPlaceTime)
                                  : (index.column() == SoakTime || index.column() == SoakOpTime);
            const bool wrong
                = index.column() == (m_mode == Mode::Sweep ? int(Wrong) : int(SoakWrong))
                  || (m_mode == Mode::Sweep && index.column() == InPlaceWrong);
            return locale.toString(v.toDouble(), 'f', wrong ? 0 : time ? 1 : 2);
        }
        case QMetaType::LongLong: return locale.toString(v.toLongLong());
        default: return v.toString();
        }
    }
    case Qt::ToolTipRole:
        if (index.column() == (m_mode == Mode::Sweep ? int(Size) : int(SoakSize)))
            return QLocale().formattedDataSize(
                v.toLongLong(), 2, QLocale::DataSizeTraditionalFormat);
        return {};
    default: return {};
    }
}

QVariant BandwidthTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (m_mode == Mode::Soak) {
        switch (section) {
        case SoakTime: return tr("time (s)");
        case SoakSize: return tr("size (B)");
        case SoakBusBw: return tr("busbw (GB/s)");
        case SoakAlgBw: return tr("algbw (GB/s)");
        case SoakOpTime: return tr("time per op (\u00b5s)");
        case SoakWrong: return tr("#wrong");
        default: return {};
        }
    }
    switch (section) {
    case Size: return tr("size (B)");
    case Count: return tr("count");
    case Type: return tr("type");
    case Redop: return tr("redop");
    case Time: return tr("time (\u00b5s)");
    case AlgBw: return tr("algbw (GB/s)");
    case BusBw: return tr("busbw (GB/s)");
    case Wrong: return tr("#wrong");
    case InPlaceTime: return tr("in-place time (\u00b5s)");
    case InPlaceAlgBw: return tr("in-place algbw (GB/s)");
    case InPlaceBusBw: return tr("in-place busbw (GB/s)");
    case InPlaceWrong: return tr("in-place #wrong");
    default: return {};
    }
}

void BandwidthTableModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
}

} // namespace Tandem::Ui
