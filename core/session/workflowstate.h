// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/cablinganalysis.h"
#include "checks/check.h"
#include "checks/fabricmatrix.h"
#include "checks/nodefacts.h"
#include "doctor/doctorrecord.h"
#include "inventory/topology.h"
#include "nodeaddress.h"
#include "plan/addressplan.h"
#include "plan/addressplanner.h"
#include "plan/planconflicts.h"
#include "result.h"
#include "session/acceptedbandwidth.h"
#include "session/bandwidthrecord.h"
#include "session/stepid.h"
#include "session/steplineage.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QMap>

namespace Tandem {

// When a step last started and finished (UTC); invalid when it has not.
struct StepTimes
{
    QDateTime startedAt;
    QDateTime finishedAt;

    friend bool operator==(const StepTimes &, const StepTimes &) = default;
};

// The last restore of the nodes' network (docs/flow.md, "Undo") with its checks and times. It is
// kept apart from the apply step's checks, which a later apply replaces, because the report's
// "backup and restore tested" needs both: a restore that worked and an apply after it.
struct RestoreRecord
{
    QList<Check> checks;
    QDateTime startedAt;
    QDateTime finishedAt;

    [[nodiscard]] bool isEmpty() const { return checks.isEmpty(); }
    friend bool operator==(const RestoreRecord &, const RestoreRecord &) = default;
};

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
    // --- What this session's steps found that later steps and the pages use, saved so that
    // a resumed session draws and plans from it again. Each is absent (empty) in files written
    // before it was saved, and loading such a file still works; a value that is there but
    // wrong (a grid row too short, a port of -3) refuses the whole file, naming the value.
    Topology topology;          // kind and summary as above; the cables learnt in this session
    QList<NodeCabling> cabling; // what each node reported to the cabling step
    // What the plan was made with; saved with the plan (defaults without one). Files from
    // before read it off the plan (planOptionsOf), so planning again keeps its base and MTU.
    PlanOptions planOptions;
    FabricMatrix pingMatrix; // verify: who reaches whom by ping over the CX7 addresses
    FabricMatrix sshMatrix;  // verify: ... and by SSH
    QDateTime savedAt;
    QString tandemVersion;
    StepLineage lineage;       // what each result was computed from (stale or not)
    QJsonObject prerequisites; // the bandwidth step's install locations and checks (Prerequisites)

    // --- What the acceptance report needs besides the checks (render/report). Each is absent
    // (empty) in files written before it existed; loading such a file still works.
    AddressPlan plan;
    QMap<QString, QString> netplanYaml;  // node -> the planned /etc/netplan/40-cx7.yaml
    QMap<QString, QString> netplanDiffs; // node -> its unified diff against the node's file
    QList<NetplanMoveAside> moveAside;
    QList<NodeFacts> facts; // in node order
    QHash<StepId, StepTimes> stepTimes;
    RestoreRecord lastRestore;
    BandwidthRecord bandwidth; // the last bandwidth run
    // The run the acceptance rests on, which a later cancelled or exploratory run leaves alone.
    AcceptedBandwidth acceptedBandwidth;
    DoctorRecord doctor; // the last Doctor run: findings, link matrix, parity
    // --- end of the report's part

    [[nodiscard]] QJsonObject toJson() const;
    [[nodiscard]] static Result<WorkflowState> fromJson(const QJsonObject &object);

    // Writes the file atomically (a crash leaves the previous state), mode 0600, then syncs
    // its folder so the rename survives a power cut. In Tandem's data folder, that folder is
    // made private first (ensureDataDirectory).
    [[nodiscard]] Result<void> save(const QString &path) const;
    // Refuses a file over kMaxFileBytes, unread, and one whose values are out of range or
    // fail the checks user input gets (planjson.h, SavedValues), naming the first such value.
    [[nodiscard]] static Result<WorkflowState> load(const QString &path);
    // The largest state file load() reads: a million-sample soak, written compact, is about
    // 100 MiB.
    static constexpr qint64 kMaxFileBytes = qint64(256) * 1024 * 1024;

    [[nodiscard]] static QString stepKey(StepId step);
    // Where the GUI keeps its state: dataDirectory()/state.json.
    [[nodiscard]] static QString defaultPath();
};

} // namespace Tandem
