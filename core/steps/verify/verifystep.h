// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steps/flow/step.h"

#include "checks/check.h"
#include "checks/fabricmatrix.h"
#include "plan/addressplan.h"
#include "remote/commandresult.h"
#include "ssh/remotecommand.h"
#include "steps/verify/verifyping.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>

#include <functional>

#include <optional>

namespace Tandem {

class NodeRunner;

// Step 7, verify the fabric over the CX7 addresses, every node at once:
// - verify.ping per ordered pair: a don't-fragment ping at the full MTU (MTU - 28 bytes of
//   payload) from each twin to the peer's address on the same subnet; where one gets no
//   answer, a small ping on the same way, and both ends' MTUs from verify.roce's reading, say
//   whether it is an MTU mismatch or a dead twin (VerifyPing);
// - verify.ssh per ordered pair: `ssh -o BatchMode=yes` to the peer's CX7 address, which
//   works only with the fabric's keys and pre-seeded known_hosts (no prompt, and host-key
//   checking stays on);
// - verify.roce per node: ibdev2netdev shows every planned interface Up, and where sysfs has
//   them the RoCE ports are ACTIVE;
// - verify.mpirun: `mpirun -H a:1,b:1... hostname` from the first node over the CX7
//   addresses prints every node's host name (VerifyMpirun).
// A pair check's `node` is "FROM -> TO". The ping and SSH results also come as matrices.
// Lives on the thread of its runners; runners are not owned.
class VerifyStep final : public Step
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(VerifyStep)

public:
    VerifyStep(QList<NodeRunner *> nodes, AddressPlan plan, QObject *parent = nullptr);

    // The ping and SSH matrices, for the Verify page and the report.
    void apply(WorkflowState &state) const override;

    [[nodiscard]] const FabricMatrix &pingMatrix() const { return m_ping; }
    [[nodiscard]] const FabricMatrix &sshMatrix() const { return m_ssh; }
    // Names this step's mpirun on the nodes (--mca tandem_run_id), for its cleanup.
    [[nodiscard]] const QString &runId() const { return m_runId; }

    [[nodiscard]] static QString title(const QString &checkId);
    [[nodiscard]] static QString pairName(const QString &from, const QString &to);

    // One way from `from` to `to`: the local interface and the peer's address (and interface)
    // on a subnet both are on.
    using Route = PingRoute;
    [[nodiscard]] static QList<Route>
    routes(const AddressPlan &plan, const QString &from, const QString &to);
    [[nodiscard]] static RemoteCommand pingCommand(const Route &route);
    [[nodiscard]] static RemoteCommand sshCommand(const QString &address);
    // The most one login of the SSH matrix may take, connect to exit; a connect alone has 5 s.
    static constexpr int sshTimeoutSeconds = 20;
    [[nodiscard]] static RemoteCommand roceCommand();
    [[nodiscard]] static Check roceCheck(const CommandResult &result, const QStringList &netdevs);

protected:
    void run() override;

private:
    void pairDone(const QString &id,
                  const QString &from,
                  const QString &to,
                  const CommandResult &result);
    void pingDone(const QString &from, const QString &to, qsizetype index, const CommandResult &r);
    void pingRouteDone(const QString &from, const QString &to);
    void roceRead(const QString &node, const CommandResult &result);
    // Records the ping checks whose pings are all back, once both ends' MTUs are read (or,
    // with `force`, at the end, with what is known).
    void flushPings(bool force);
    [[nodiscard]] NodeRunner *runnerOf(const QString &name) const;
    void partDone();
    // Runs `command` on `node` once fewer than a few of this step's commands run there.
    void enqueue(NodeRunner *node,
                 const RemoteCommand &command,
                 std::function<void(const CommandResult &)> done);
    void pump(const QString &name);

    struct Queued
    {
        QPointer<NodeRunner> node;
        RemoteCommand command;
        std::function<void(const CommandResult &)> done;
    };
    QHash<QString, QList<Queued>> m_queue;
    QHash<QString, int> m_inFlight;

    QList<QPointer<NodeRunner>> m_nodes;
    AddressPlan m_plan;
    FabricMatrix m_ping;
    FabricMatrix m_ssh;
    QHash<QString, QList<CommandResult>> m_pairResults; // "id|from|to"
    QHash<QString, int> m_pairPending;
    QHash<QString, QList<PingTry>> m_pings;     // "verify.ping|from|to", one per route
    QList<QPair<QString, QString>> m_pingsBack; // (from, to) whose pings are all back
    QHash<QString, QHash<QString, int>> m_mtus; // node -> netdev -> MTU, from verify.roce
    QSet<QString> m_roceRead;                   // nodes whose verify.roce reading is back
    QHash<QString, QString> m_hostnames;
    std::optional<CommandResult> m_mpirun;
    QString m_runId;
    int m_pending = 0;
};

} // namespace Tandem
