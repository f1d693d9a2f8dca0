// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "doctor/paritytable.h"

#include <QAbstractTableModel>
#include <QPalette>

namespace Tandem::Ui {

// The Doctor's parity table for a QTableView: one row per item (its label in the vertical
// header), one column per node. A row whose values differ is tinted and its header marked "≠";
// the odd nodes' cells (those that differ from a strict majority) are tinted more strongly, in
// bold, and marked "⚠" in their text, so the difference is never told by colour alone.
// setOnlyDifferences() hides the rows that match. GUI thread only.
class ParityTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ParityTableModel)

public:
    enum Role {
        DiffersRole = Qt::UserRole + 1, // bool: the row's values differ across the nodes
        OddRole,                        // bool: this node is an odd one out in this row
        ValueRole,                      // the value as the scan read it (empty: not found)
        KeyRole,                        // the item's key ("kernel", "mtu.enp1s0f0np0")
    };

    explicit ParityTableModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant
    headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setTable(const ParityTable &table);
    [[nodiscard]] const ParityTable &table() const { return m_table; }
    void setOnlyDifferences(bool only);
    [[nodiscard]] bool onlyDifferences() const { return m_onlyDifferences; }
    [[nodiscard]] int differingCount() const;
    void setPalette(const QPalette &palette);
    void retranslate();

private:
    void rebuildRows();
    [[nodiscard]] const ParityItem &itemAt(int row) const;

    ParityTable m_table;
    QList<int> m_rows; // the items shown, as indexes into m_table.items
    bool m_onlyDifferences = false;
    QPalette m_palette;
};

} // namespace Tandem::Ui
