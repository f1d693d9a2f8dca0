// SPDX-License-Identifier: GPL-3.0-or-later
#include "fabricmatrixjson.h"

#include <QJsonArray>
#include <QSet>

namespace Tandem {

namespace {

const QList<CheckStatus> &allStatuses()
{
    static const QList<CheckStatus> statuses{CheckStatus::Pending,
                                             CheckStatus::Running,
                                             CheckStatus::Pass,
                                             CheckStatus::Warn,
                                             CheckStatus::Fail,
                                             CheckStatus::Skipped};
    return statuses;
}

} // namespace

QJsonObject toJson(const FabricMatrix &matrix)
{
    QJsonArray rows;
    for (const QList<CheckStatus> &row : matrix.cells) {
        QJsonArray cells;
        for (CheckStatus status : row)
            cells.append(checkStatusKey(status));
        rows.append(cells);
    }
    return {{QStringLiteral("id"), matrix.id},
            {QStringLiteral("nodes"), QJsonArray::fromStringList(matrix.nodes)},
            {QStringLiteral("cells"), rows}};
}

FabricMatrix fabricMatrixFromJson(const QJsonValue &value, const QString &path, JsonReader &reader)
{
    const QJsonObject object = reader.object(value, path);
    FabricMatrix matrix;
    matrix.id = reader.text(object.value(QStringLiteral("id")),
                            JsonReader::at(path, QStringLiteral("id")));
    const QString nodesPath = JsonReader::at(path, QStringLiteral("nodes"));
    matrix.nodes = reader.texts(object.value(QStringLiteral("nodes")), nodesPath, maxMatrixNodes);
    QSet<QString> seen;
    for (qsizetype i = 0; i < matrix.nodes.size() && reader.ok(); ++i) {
        const QString &name = matrix.nodes.at(i);
        if (name.isEmpty()) {
            reader.fail(JsonReader::at(nodesPath, i), JsonReader::tr("expected a name"));
        } else if (seen.contains(name)) {
            reader.fail(JsonReader::at(nodesPath, i),
                        JsonReader::tr("\"%1\" is listed twice").arg(name));
        }
        seen.insert(name);
    }
    QStringList keys;
    for (CheckStatus status : allStatuses())
        keys << checkStatusKey(status);
    const qsizetype n = matrix.nodes.size();
    const QString cellsPath = JsonReader::at(path, QStringLiteral("cells"));
    const QJsonArray rows = reader.array(object.value(QStringLiteral("cells")), cellsPath, n);
    if (reader.ok() && rows.size() != n)
        reader.fail(cellsPath, JsonReader::tr("expected one row for each of the %1 nodes").arg(n));
    for (qsizetype r = 0; r < rows.size() && reader.ok(); ++r) {
        const QString rowPath = JsonReader::at(cellsPath, r);
        const QJsonArray cells = reader.array(rows.at(r), rowPath, n);
        if (reader.ok() && cells.size() != n) {
            reader.fail(rowPath,
                        JsonReader::tr("expected one cell for each of the %1 nodes").arg(n));
        }
        QList<CheckStatus> row;
        row.reserve(n);
        for (qsizetype c = 0; c < cells.size() && reader.ok(); ++c)
            row << allStatuses().at(reader.choice(cells.at(c), JsonReader::at(rowPath, c), keys));
        matrix.cells << row;
    }
    return reader.ok() ? matrix : FabricMatrix{};
}

} // namespace Tandem
