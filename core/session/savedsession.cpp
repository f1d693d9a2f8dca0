// SPDX-License-Identifier: GPL-3.0-or-later
#include "savedsession.h"

#include "syncdirectory.h"

#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace Tandem {

bool SavedSession::worthResuming(const WorkflowState &state)
{
    return !state.nodes.isEmpty()
           || std::any_of(state.checks.cbegin(),
                          state.checks.cend(),
                          [](const QList<Check> &checks) { return !checks.isEmpty(); });
}

Result<WorkflowState> SavedSession::resumeWith(WorkflowState saved,
                                               const QList<NodeAddress> &listed)
{
    if (listed.isEmpty())
        return saved;
    if (!sameMachines(saved.nodes, listed)) {
        QStringList names;
        for (const NodeAddress &node : std::as_const(saved.nodes))
            names << node.name;
        return makeError(tr("The saved session is about other nodes (%1) than the ones listed.")
                             .arg(names.join(QStringLiteral(", "))));
    }
    saved.nodes = listed;
    return saved;
}

Result<QString> SavedSession::setAside(const QString &path, const QDateTime &now)
{
    if (!QFileInfo::exists(path))
        return makeError(tr("There is no saved session at %1.").arg(path));
    QString target = path + QStringLiteral(".old");
    if (QFileInfo::exists(target))
        target = path + QLatin1Char('.') + now.toString(QStringLiteral("yyyyMMdd-HHmmss"))
                 + QStringLiteral(".old");
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = path + QLatin1Char('.') + now.toString(QStringLiteral("yyyyMMdd-HHmmss"))
                 + QStringLiteral("-%1.old").arg(n);
    QFile file(path);
    if (!file.rename(target))
        return makeError(
            tr("Cannot keep the saved session as %1: %2").arg(target, file.errorString()));
    if (auto synced = syncDirectoryOf(target); !synced)
        return tl::unexpected(synced.error());
    return target;
}

} // namespace Tandem
