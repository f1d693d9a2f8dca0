// SPDX-License-Identifier: GPL-3.0-or-later
#include "paritytablemodel.h"

#include "linkbandstyle.h"

#include <QBrush>
#include <QFont>

namespace Tandem::Ui {

ParityTableModel::ParityTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

int ParityTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ParityTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_table.nodes.size());
}

const ParityItem &ParityTableModel::itemAt(int row) const
{
    return m_table.items.at(m_rows.at(row));
}

void ParityTableModel::rebuildRows()
{
    m_rows.clear();
    for (int i = 0; i < m_table.items.size(); ++i) {
        if (!m_onlyDifferences || !m_table.items.at(i).same)
            m_rows << i;
    }
}

void ParityTableModel::setTable(const ParityTable &table)
{
    beginResetModel();
    m_table = table;
    rebuildRows();
    endResetModel();
}

void ParityTableModel::setOnlyDifferences(bool only)
{
    if (only == m_onlyDifferences)
        return;
    beginResetModel();
    m_onlyDifferences = only;
    rebuildRows();
    endResetModel();
}

int ParityTableModel::differingCount() const
{
    return int(m_table.differing().size());
}

void ParityTableModel::setPalette(const QPalette &palette)
{
    m_palette = palette;
    if (rowCount() > 0 && columnCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void ParityTableModel::retranslate()
{
    if (rowCount() > 0 && columnCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    if (rowCount() > 0)
        Q_EMIT headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
}

QVariant ParityTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid()
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ParityItem &item = itemAt(index.row());
    const QString node = m_table.nodes.at(index.column());
    const QString value = item.values.value(node);
    const bool odd = item.odd.contains(node);
    switch (role) {
    case Qt::DisplayRole: {
        const QString shown = value.isEmpty() ? tr("(not found)") : value;
        return odd ? tr("\u26a0 %1").arg(shown) : shown;
    }
    case Qt::AccessibleTextRole: {
        const QString shown = value.isEmpty() ? tr("not found") : value;
        if (odd)
            return tr("%1 on %2: %3, differs from the other nodes").arg(item.label, node, shown);
        return item.same ? tr("%1 on %2: %3").arg(item.label, node, shown)
                         : tr("%1 on %2: %3; this item differs across the nodes")
                               .arg(item.label, node, shown);
    }
    case Qt::ToolTipRole: {
        // The whole value (a PATH is long, and its column is not), then why it is marked.
        QString tip = value.isEmpty() ? tr("Not found on %1.").arg(node) : value;
        if (odd)
            tip += QLatin1Char('\n') + tr("%1 differs from the other nodes here.").arg(node);
        else if (!item.same && item.odd.isEmpty())
            tip += QLatin1Char('\n')
                   + tr("The nodes differ here, and no value is held by most of them.");
        else if (!item.same)
            tip += QLatin1Char('\n')
                   + tr("The nodes differ here: %1 stands out.").arg(item.odd.join(u", "));
        return tip;
    }
    case Qt::BackgroundRole:
        if (item.same)
            return {};
        return QBrush(LinkBandStyle::attention(m_palette, odd));
    case Qt::ForegroundRole:
        if (value.isEmpty() && !odd)
            return QBrush(m_palette.color(QPalette::Disabled, QPalette::Text));
        return item.same ? QVariant() : QVariant(QBrush(m_palette.color(QPalette::Text)));
    case Qt::FontRole: {
        if (!odd)
            return {};
        QFont font;
        font.setBold(true);
        return font;
    }
    case DiffersRole: return !item.same;
    case OddRole: return odd;
    case ValueRole: return value;
    case KeyRole: return item.key;
    default: return {};
    }
}

QVariant ParityTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= m_table.nodes.size())
            return {};
        return role == Qt::DisplayRole ? QVariant(m_table.nodes.at(section)) : QVariant();
    }
    if (section < 0 || section >= m_rows.size())
        return {};
    const ParityItem &item = itemAt(section);
    switch (role) {
    case Qt::DisplayRole:
        // The mark makes a differing row stand out without its colour.
        return item.same ? item.label : tr("\u2260 %1").arg(item.label);
    case Qt::ToolTipRole:
        return item.same ? tr("The same on every node.") : tr("Differs across the nodes.");
    case DiffersRole: return !item.same;
    default: return {};
    }
}

} // namespace Tandem::Ui
