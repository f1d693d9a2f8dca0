// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"

#include <QList>
#include <QStringList>

namespace Tandem {

// A from-to grid of one verify check (verify.ping, verify.ssh): rows are the nodes a test
// ran from, columns the nodes it reached, in the same order. The GUI draws it as a grid and
// the report prints it as a table. The diagonal, and pairs with no shared CX7 subnet, are
// Skipped. Plain value type.
struct FabricMatrix
{
    QString id;
    QStringList nodes;
    QList<QList<CheckStatus>> cells; // cells[from][to]

    void reset(const QString &checkId, const QStringList &names)
    {
        id = checkId;
        nodes = names;
        cells.clear();
        for (qsizetype row = 0; row < names.size(); ++row)
            cells << QList<CheckStatus>(names.size(), CheckStatus::Skipped);
    }
    void set(const QString &from, const QString &to, CheckStatus status)
    {
        const qsizetype row = nodes.indexOf(from);
        const qsizetype col = nodes.indexOf(to);
        if (row >= 0 && col >= 0)
            cells[row][col] = status;
    }
    [[nodiscard]] CheckStatus at(const QString &from, const QString &to) const
    {
        const qsizetype row = nodes.indexOf(from);
        const qsizetype col = nodes.indexOf(to);
        return row >= 0 && col >= 0 ? cells.at(row).at(col) : CheckStatus::Skipped;
    }

    friend bool operator==(const FabricMatrix &, const FabricMatrix &) = default;
};

} // namespace Tandem
