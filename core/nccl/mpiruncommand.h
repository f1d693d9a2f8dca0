// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inventory/topology.h"
#include "nccl/testspec.h"
#include "plan/addressplan.h"
#include "result.h"
#include "ssh/remotecommand.h"

#include <QCoreApplication>
#include <QStringList>

namespace Tandem {

// The mpirun command of a bandwidth run (docs/nccl.md, "How NVIDIA launches the test",
// "Environment variables" and "Open MPI"), built from the address plan: run on the plan's first
// node, every node by its CX7 address with one slot, MPI's TCP and ORTE's out-of-band traffic kept
// on the CX7 subnets, no binding of the ranks to cores (--bind-to none), and the environment the
// plan implies (NCCL_SOCKET_IFNAME, NCCL_IB_HCA with both twins, ...) set with
// RemoteCommand::addEnvironment and exported with `-x NAME`, because mpirun's -x cannot parse
// quoted values. NCCL's INFO log goes to a private folder in the user's home on each node
// (logDirectory, 0700, made by each rank before it starts), never to /tmp where other users could
// read it or plant a link, and never into the table. A unique run id rides along as an MCA
// parameter (tandem_run_id, which Open MPI ignores but passes to orted's command line and to every
// rank's environment) so that cancel can find every process of this run on every node; beside it
// the owner (tandem_owner: the computer and pid of the Tandem that started it), so that a later
// Tandem can tell a run left behind from one in use (core/remote/leftoverruns.h). Plain value type.
class MpirunCommand
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::MpirunCommand)

public:
    // Where NCCL writes its log on each node, relative to the home directory: one file per rank,
    // tandem-nccl-RUNID-%h-%p.log (%h host, %p pid, as NCCL_DEBUG_FILE expands them).
    static constexpr char logDirectory[] = ".cache/tandem/nccl";
    // What each rank runs first (`sh -c SCRIPT tandem-rank BINARY ARGS...`): from the home
    // directory, make logDirectory (0700), then exec the binary.
    [[nodiscard]] static QByteArray rankScript();
    // A run that stays silent longer than spec.hangTimeoutSeconds is ended by `timeout`;
    // after SIGTERM mpirun gets this many seconds to take its ranks down before SIGKILL.
    static constexpr int killAfterSeconds = 10;

    // Fails (with a reason a user can act on) on a plan without two nodes, a node the first
    // one cannot reach over CX7, an unknown collective, or sizes the nodes cannot hold.
    [[nodiscard]] static Result<MpirunCommand> build(const AddressPlan &plan,
                                                     TopologyKind topology,
                                                     const TestSpec &spec,
                                                     const QString &runId,
                                                     bool runAsRoot,
                                                     const QString &owner = {});

    [[nodiscard]] const RemoteCommand &command() const { return m_command; }
    // The exact line the first node's shell runs, environment included; never a secret.
    [[nodiscard]] QString displayString() const;
    [[nodiscard]] const QString &firstNode() const { return m_firstNode; }
    [[nodiscard]] const QStringList &hosts() const { return m_hosts; }
    [[nodiscard]] const QStringList &netdevs() const { return m_netdevs; }
    // The RoCE devices the plan implies (both twins of every cabled port), in plan order.
    [[nodiscard]] const QStringList &roceDevices() const { return m_roceDevices; }
    [[nodiscard]] const QString &runId() const { return m_runId; }
    // The variables the run gets, the user's overrides applied, in the order they are set.
    [[nodiscard]] const QList<QPair<QString, QString>> &environment() const
    {
        return m_environment;
    }
    // One variable of environment(); empty when it is not set.
    [[nodiscard]] QString environmentValue(const QString &name) const;
    // Planned RoCE devices whose twin the plan leaves out on that node (down or without an
    // address when the plan was made), as "node: device (not twin)"; such a port carries
    // about half its bandwidth (docs/spark.md, "Ports and twins").
    [[nodiscard]] const QStringList &lonelyTwins() const { return m_lonelyTwins; }

    // The CX7 netdevs of the plan, every node's, without duplicates, in plan order.
    [[nodiscard]] static QStringList planNetdevs(const AddressPlan &plan);
    [[nodiscard]] static QStringList planRoceDevices(const AddressPlan &plan);
    // The binary each rank runs, relative to the home directory the command starts in.
    [[nodiscard]] static QString binaryFor(const TestSpec &spec);

    // Ends every process of run `runId` on a node: mpirun and orted by their command line,
    // the ranks by their environment (OMPI_MCA_tandem_run_id). The id is passed in the
    // environment so that this command's own processes never match.
    [[nodiscard]] static RemoteCommand cleanupCommand(const QString &runId);
    // A new run id: 12 hex digits, unique enough to name one run's processes and files.
    [[nodiscard]] static QString newRunId();
    // The mpirun options that name a run on the nodes (and, when given, its owner:
    // LeftoverRuns::localOwner), so that cleanupCommand and the leftover scan find it.
    [[nodiscard]] static QStringList runArguments(const QString &runId, const QString &owner);
    // Prints and then removes the NCCL log files this run left on a node.
    [[nodiscard]] static RemoteCommand collectLogCommand(const QString &runId);

    // Refuses sizes that could exhaust a Spark's 128 GB of unified memory
    // (docs/nccl.md, "Memory"): nccl-tests holds a send buffer, a receive buffer and the expected
    // result for the largest size; more than 60 % of the memory for that freezes a desktop node.
    [[nodiscard]] static Result<void> checkMemory(const TestSpec &spec, int ranks);
    static constexpr qint64 sparkMemoryBytes = qint64(128) * 1000 * 1000 * 1000;

    // Applies the user's variables (TestSpec::environment) to the plan's: same name replaces,
    // a new name is appended. Refuses bad names, line breaks, and the variables Tandem needs
    // unchanged to collect the log and clean up (NCCL_DEBUG_FILE, OMPI_MCA_tandem_*).
    // "NAME=VALUE" assignments as the user types them (CLI --env, the page's field) into the
    // pairs of TestSpec::environment; an entry without a name or without "=" is an error.
    [[nodiscard]] static Result<QList<QPair<QString, QString>>>
    parseAssignments(const QStringList &assignments);
    [[nodiscard]] static Result<void> mergeEnvironment(QList<QPair<QString, QString>> &env,
                                                       const QList<QPair<QString, QString>> &user);

private:
    RemoteCommand m_command;
    QString m_firstNode;
    QStringList m_hosts;
    QStringList m_netdevs;
    QStringList m_roceDevices;
    QStringList m_lonelyTwins;
    QList<QPair<QString, QString>> m_environment;
    QString m_runId;
};

} // namespace Tandem
