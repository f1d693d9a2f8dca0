// SPDX-License-Identifier: GPL-3.0-or-later
#include "nodelistmodel.h"

namespace Tandem::Ui {

NodeListModel::NodeListModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

int NodeListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_nodes.size());
}

int NodeListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant NodeListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const NodeAddress &node = m_nodes.at(index.row());
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case NameColumn: return node.name;
        case AddressColumn:
            return node.port == 22 ? node.host
                                   : QStringLiteral("%1:%2").arg(node.host).arg(node.port);
        case UserColumn: return node.user;
        case ConnectionColumn:
            switch (connection(node.name)) {
            case Connection::NotConnected: return tr("not connected");
            case Connection::Connecting: return tr("connecting\u2026");
            case Connection::Connected: return tr("connected");
            case Connection::Failed: return tr("failed");
            }
            break;
        case HostKeyColumn:
            return node.hostKeySha256.isEmpty() ? tr("not yet seen") : node.hostKeySha256;
        case SourceColumn:
            if (node.source == QLatin1String("lab"))
                return tr("Lab");
            if (node.source == QLatin1String("mdns"))
                return tr("mDNS");
            if (node.source == QLatin1String("sweep"))
                return tr("Sweep");
            return tr("Added by hand");
        default: break;
        }
    }
    if (role == Qt::ToolTipRole && index.column() == ConnectionColumn) {
        const QString detail = m_connections.value(node.name).second;
        return detail.isEmpty() ? QVariant() : QVariant(detail);
    }
    if (role == Qt::ToolTipRole && index.column() == HostKeyColumn && !node.hostKeySha256.isEmpty())
        return tr("The host key fingerprint this node is expected to present.");
    return {};
}

QVariant NodeListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn: return tr("Name");
    case AddressColumn: return tr("Address");
    case UserColumn: return tr("User");
    case ConnectionColumn: return tr("Connection");
    case HostKeyColumn: return tr("Host key");
    case SourceColumn: return tr("Found by");
    default: return {};
    }
}

bool NodeListModel::addNode(const NodeAddress &node)
{
    for (const NodeAddress &existing : std::as_const(m_nodes)) {
        if (existing.host.compare(node.host, Qt::CaseInsensitive) == 0
            && existing.port == node.port)
            return false;
    }
    const int row = int(m_nodes.size());
    beginInsertRows({}, row, row);
    m_nodes.append(node);
    endInsertRows();
    return true;
}

void NodeListModel::setNodes(const QList<NodeAddress> &nodes)
{
    beginResetModel();
    m_nodes = nodes;
    endResetModel();
}

void NodeListModel::removeNode(int row)
{
    if (row < 0 || row >= m_nodes.size())
        return;
    beginRemoveRows({}, row, row);
    m_nodes.removeAt(row);
    endRemoveRows();
}

void NodeListModel::setConnection(const QString &node, Connection state, const QString &detail)
{
    m_connections.insert(node, {state, detail});
    for (qsizetype row = 0; row < m_nodes.size(); ++row) {
        if (m_nodes.at(row).name == node) {
            const QModelIndex cell = index(int(row), ConnectionColumn);
            Q_EMIT dataChanged(cell, cell);
        }
    }
}

void NodeListModel::clearConnections()
{
    m_connections.clear();
    if (!m_nodes.isEmpty())
        Q_EMIT dataChanged(index(0, ConnectionColumn), index(rowCount() - 1, ConnectionColumn));
}

void NodeListModel::setHostKey(const QString &node, const QString &fingerprint)
{
    for (qsizetype row = 0; row < m_nodes.size(); ++row) {
        if (m_nodes.at(row).name != node)
            continue;
        m_nodes[row].hostKeySha256 = fingerprint;
        const QModelIndex cell = index(int(row), HostKeyColumn);
        Q_EMIT dataChanged(cell, cell);
    }
}

} // namespace Tandem::Ui
