// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"

#include <QAbstractListModel>

namespace Tandem::Ui {

// The checks of one step, one row each, for the check list views. Rows are keyed by
// (id, node): updating a check that is listed replaces it in place. GUI thread only.
class CheckListModel final : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CheckListModel)

public:
    enum Role {
        StatusRole = Qt::UserRole + 1, // int(CheckStatus)
        IdRole,
        NodeRole,
        DetailRole,
        FixRole,
        EvidenceCountRole,
    };

    explicit CheckListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setChecks(const QList<Check> &checks);
    void updateCheck(const Check &check);
    void clear();
    // Titles the rows again in the current language, by their ids (CheckTitles): after the user
    // switched languages, no row stays in the one it was made in.
    void retitle();
    // The checks describe nodes that have changed since (StepLineage): their icons are drawn
    // greyed and a screen reader hears "Out of date" first, never a green pass.
    void setOutOfDate(bool outOfDate);
    [[nodiscard]] bool isOutOfDate() const { return m_outOfDate; }

    [[nodiscard]] const QList<Check> &checks() const { return m_checks; }
    [[nodiscard]] const Check *checkAt(int row) const;

    [[nodiscard]] static QString statusIconPath(CheckStatus status);
    // The status in a word ("Failed"), for what the icon says to those who cannot see it.
    [[nodiscard]] static QString statusWord(CheckStatus status);
    // The reason a failed or warning row shows under its title: the detail's first line, at most
    // 160 characters. Empty for any other status.
    [[nodiscard]] static QString reasonLine(const Check &check);

private:
    QList<Check> m_checks;
    bool m_outOfDate = false;
};

} // namespace Tandem::Ui
