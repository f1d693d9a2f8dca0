// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steps/flow/step.h"

#include "doctor/diagnosis.h"
#include "doctor/doctorrecord.h"
#include "inventory/topology.h"
#include "plan/addressplan.h"
#include "steps/doctor/doctoroptions.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QPointer>

namespace Tandem {

class NodeRunner;
class LinkTestRun;
class NcclPairRun;
struct CommandResult;

// The Doctor (docs/doctor.md): scans every node (versions, PATH, ConnectX ports, GIDs, NCCL pins;
// with sudo, the netplan files), measures every twin with ib_write_bw and every pair with NCCL,
// then turns what it saw, and the session's failed checks, into findings (Diagnosis). Checks:
// doctor.scan per node, doctor.links, doctor.nccl, and doctor.findings, whose status is the worst
// finding's. Changes nothing on the nodes. Lives on the thread of its runners; not owned.
class DoctorStep final : public Step
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DoctorStep)

public:
    DoctorStep(QList<NodeRunner *> nodes,
               QByteArray sudoPassword,
               DoctorOptions options,
               AddressPlan plan,
               TopologyKind topology,
               QList<Check> earlierChecks,
               QObject *parent = nullptr);
    ~DoctorStep() override;

    void cancel() override;
    void apply(WorkflowState &state) const override;
    [[nodiscard]] const DoctorRecord &doctorRecord() const { return m_record; }
    [[nodiscard]] const DoctorOptions &options() const { return m_options; }

    [[nodiscard]] static QString title(const QString &checkId);

protected:
    void run() override;

private:
    void scanDone(const QString &node, const CommandResult &result);
    void listingDone(const QString &node, const CommandResult &result);
    void scansComplete();
    void linksDone();
    void ncclDone();
    void conclude();
    void reportProgress();
    [[nodiscard]] QHash<QString, NodeRunner *> runnerMap() const;

    QList<QPointer<NodeRunner>> m_nodes;
    QByteArray m_sudoPassword;
    DoctorOptions m_options;
    DoctorInput m_input;
    TopologyKind m_topology;
    QHash<QString, NodeScan> m_scans;
    int m_pending = 0;
    int m_scansDone = 0;
    LinkTestRun *m_links = nullptr;
    NcclPairRun *m_nccl = nullptr;
    int m_linksDone = 0;
    int m_ncclDone = 0;
    bool m_cancelled = false;
    DoctorRecord m_record;
};

} // namespace Tandem
