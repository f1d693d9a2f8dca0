// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inventory/topology.h"
#include "nodeaddress.h"
#include "result.h"
#include "steps/check.h"
#include "steps/stepid.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QJsonObject>

namespace Tandem {

// What a session has learnt, saved as JSON after every step (atomically, QSaveFile) so a
// session can be closed and resumed and the report rebuilt: the nodes, every step's checks
// with their evidence, the topology. Never a password: the state holds none. Plain value type.
struct WorkflowState
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::WorkflowState)

public:
    QList<NodeAddress> nodes;
    QHash<StepId, QList<Check>> checks;
    TopologyKind topologyKind = TopologyKind::Unknown;
    QString topologySummary;
    QDateTime savedAt;
    QString tandemVersion;

    [[nodiscard]] QJsonObject toJson() const;
    [[nodiscard]] static Result<WorkflowState> fromJson(const QJsonObject &object);

    // Writes the file atomically (a crash leaves the previous state), mode 0600.
    [[nodiscard]] Result<void> save(const QString &path) const;
    [[nodiscard]] static Result<WorkflowState> load(const QString &path);

    [[nodiscard]] static QString stepKey(StepId step);
    // Where the GUI keeps its state: dataDirectory()/state.json.
    [[nodiscard]] static QString defaultPath();
};

} // namespace Tandem
