// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nodeaddress.h"

#include <QAbstractTableModel>
#include <QHash>

#include <utility>

namespace Tandem::Ui {

// The nodes the user is setting up, one row each, for the Devices page. GUI thread only.
class NodeListModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NodeListModel)

public:
    enum Column {
        NameColumn,
        AddressColumn,
        UserColumn,
        ConnectionColumn,
        HostKeyColumn,
        SourceColumn,
        ColumnCount
    };
    // Where the node's SSH session stands (the Devices step's connection check).
    enum class Connection { NotConnected, Connecting, Connected, Failed };

    explicit NodeListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant
    headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Adds a node unless one with the same host and port is listed; returns whether it did.
    bool addNode(const NodeAddress &node);
    void removeNode(int row);
    // The fingerprint the user accepted for `node` (by name), shown in the Host key column.
    void setHostKey(const QString &node, const QString &fingerprint);
    // The node's connection as `check` (its device.ssh check) says; `detail` is the tooltip.
    void setConnection(const QString &node, Connection state, const QString &detail = {});
    // Every node back to "not connected" (new nodes, a resumed session: no session is open).
    void clearConnections();
    [[nodiscard]] Connection connection(const QString &node) const
    {
        return m_connections.value(node).first;
    }
    // Replaces the list (a resumed session's nodes), as they are.
    void setNodes(const QList<NodeAddress> &nodes);
    [[nodiscard]] const QList<NodeAddress> &nodes() const { return m_nodes; }

private:
    QList<NodeAddress> m_nodes;
    QHash<QString, std::pair<Connection, QString>> m_connections; // by node name; missing: not
};

} // namespace Tandem::Ui
