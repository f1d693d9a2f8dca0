// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklistmodel.h"

#include "steps/flow/checktitles.h"

#include <QIcon>
#include <QPalette>

namespace Tandem::Ui {

namespace {

QString rowTitle(const Check &check)
{
    return check.node.isEmpty() ? check.title
                                : QStringLiteral("%1 \u2014 %2").arg(check.node, check.title);
}

} // namespace

CheckListModel::CheckListModel(QObject *parent)
    : QAbstractListModel(parent)
{}

int CheckListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_checks.size());
}

QString CheckListModel::statusIconPath(CheckStatus status)
{
    return QStringLiteral(":/icons/status-%1.svg").arg(checkStatusKey(status));
}

QString CheckListModel::statusWord(CheckStatus status)
{
    switch (status) {
    case CheckStatus::Pass: return tr("Passed");
    case CheckStatus::Warn: return tr("Warning");
    case CheckStatus::Fail: return tr("Failed");
    case CheckStatus::Running: return tr("Running");
    case CheckStatus::Skipped: return tr("Skipped");
    case CheckStatus::Pending: break;
    }
    return tr("Not run");
}

QString CheckListModel::reasonLine(const Check &check)
{
    if (check.status != CheckStatus::Fail && check.status != CheckStatus::Warn)
        return {};
    // The first line, shortened: the whole detail is in the drawer and the tooltip.
    constexpr qsizetype longest = 160;
    QString line = check.detail.section(QLatin1Char('\n'), 0, 0).trimmed();
    if (line.size() > longest)
        line = line.left(longest - 1).trimmed() + QChar(0x2026);
    return line;
}

QVariant CheckListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Check &check = m_checks.at(index.row());
    switch (role) {
    case Qt::DisplayRole: {
        // A failed or warning row says why under its title, without a click.
        const QString title = rowTitle(check);
        const QString reason = reasonLine(check);
        return reason.isEmpty() ? title : title + QLatin1Char('\n') + reason;
    }
    case Qt::DecorationRole: {
        const QIcon icon(statusIconPath(check.status));
        if (!m_outOfDate)
            return icon;
        QIcon grey; // the style's disabled rendering: grey, whatever the status colour
        for (const int size : {16, 24, 32})
            grey.addPixmap(icon.pixmap(size, size, QIcon::Disabled));
        return grey;
    }
    case Qt::ForegroundRole:
        return m_outOfDate ? QVariant(QPalette().brush(QPalette::Disabled, QPalette::Text))
                           : QVariant();
    case Qt::ToolTipRole: return check.detail;
    case Qt::AccessibleTextRole: {
        // What a screen reader says for the row: the icon's status first, then the row, then why.
        QString text = statusWord(check.status) + QStringLiteral(": ") + rowTitle(check);
        if (m_outOfDate)
            text = tr("Out of date") + QStringLiteral(", ") + text;
        if (!check.detail.isEmpty())
            text += QStringLiteral(". ") + check.detail;
        return text;
    }
    case StatusRole: return int(check.status);
    case IdRole: return check.id;
    case NodeRole: return check.node;
    case DetailRole: return check.detail;
    case FixRole: return check.fix;
    case EvidenceCountRole: return int(check.evidence.size());
    default: return {};
    }
}

void CheckListModel::setOutOfDate(bool outOfDate)
{
    if (outOfDate == m_outOfDate)
        return;
    m_outOfDate = outOfDate;
    if (!m_checks.isEmpty())
        Q_EMIT dataChanged(index(0), index(int(m_checks.size()) - 1));
}

QHash<int, QByteArray> CheckListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(StatusRole, "status");
    names.insert(IdRole, "checkId");
    names.insert(NodeRole, "node");
    names.insert(DetailRole, "detail");
    names.insert(FixRole, "fix");
    names.insert(EvidenceCountRole, "evidenceCount");
    return names;
}

void CheckListModel::setChecks(const QList<Check> &checks)
{
    beginResetModel();
    m_checks = checks;
    endResetModel();
}

void CheckListModel::retitle()
{
    for (Check &check : m_checks) {
        if (const QString title = CheckTitles::of(check.id); !title.isEmpty())
            check.title = title;
    }
    if (!m_checks.isEmpty())
        Q_EMIT dataChanged(index(0), index(int(m_checks.size()) - 1));
}

void CheckListModel::updateCheck(const Check &check)
{
    for (int row = 0; row < m_checks.size(); ++row) {
        if (m_checks.at(row).id == check.id && m_checks.at(row).node == check.node) {
            m_checks[row] = check;
            const QModelIndex changed = index(row);
            Q_EMIT dataChanged(changed, changed);
            return;
        }
    }
    const int row = int(m_checks.size());
    beginInsertRows({}, row, row);
    m_checks.append(check);
    endInsertRows();
}

void CheckListModel::clear()
{
    if (m_checks.isEmpty())
        return;
    beginResetModel();
    m_checks.clear();
    endResetModel();
}

const Check *CheckListModel::checkAt(int row) const
{
    return row >= 0 && row < m_checks.size() ? &m_checks.at(row) : nullptr;
}

} // namespace Tandem::Ui
