// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"
#include "prereqs/prerequisitetypes.h"

#include <QCoreApplication>
#include <QMap>

#include <optional>

namespace Tandem {

struct CommandResult;

// The tandem-probe a node should have: the one built from the source bundle this Tandem
// carries (its version and the bundle's id).
struct ProbeExpectation
{
    QString version;
    QString sourceId;
};

// The verdicts of the bandwidth step's prerequisites (docs/flow.md, "Step 8: Bandwidth";
// docs/nccl.md, "Building NCCL and nccl-tests"), per node: prereq.nccl (headers and library,
// recorded separately), prereq.nccl-tests (built with MPI=1, its NCCL found), prereq.mpi (Open
// MPI, with its development files for the builds), prereq.probe (tandem-probe answers --version,
// is the one Tandem carries), prereq.perftest (ib_write_bw for the Doctor's RDMA test; only a
// warning when missing, since the bandwidth step does not need it); across the nodes:
// prereq.versions (one NCCL and one Open MPI everywhere). Pure functions, any thread.
class PrerequisiteChecks
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::PrerequisiteChecks)

public:
    [[nodiscard]] static QString title(const QString &checkId);
    // The id of a component's check, and of the check of its build on a node.
    [[nodiscard]] static QString checkId(PrereqComponent component);
    [[nodiscard]] static QString buildCheckId(PrereqComponent component);

    // The five checks of one node from its detection command. When the command did not run or
    // its report cannot be read, all five fail with the reason. `found` receives the report.
    [[nodiscard]] static QList<Check> nodeChecks(const CommandResult &result,
                                                 const ProbeExpectation &expected,
                                                 NodePrerequisites *found = nullptr);

    [[nodiscard]] static Check ncclCheck(const NodePrerequisites &node);
    [[nodiscard]] static Check ncclTestsCheck(const NodePrerequisites &node);
    [[nodiscard]] static Check mpiCheck(const NodePrerequisites &node);
    [[nodiscard]] static Check probeCheck(const NodePrerequisites &node,
                                          const ProbeExpectation &expected);
    [[nodiscard]] static Check perftestCheck(const NodePrerequisites &node);
    // One NCCL library and one Open MPI on every node (NCCL refuses peers of another version,
    // mpirun's daemons must match it); different probes only warn. nullopt for fewer than two
    // nodes.
    [[nodiscard]] static std::optional<Check>
    versionsCheck(const QMap<QString, NodePrerequisites> &nodes);
};

} // namespace Tandem
