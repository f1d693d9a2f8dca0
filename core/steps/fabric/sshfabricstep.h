// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steps/flow/step.h"

#include "checks/check.h"
#include "plan/addressplan.h"
#include "remote/commandresult.h"
#include "remote/fabricedit.h"
#include "remote/fabricscripts.h"
#include "result.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>

namespace Tandem {

class NodeRunner;

// What the fabric learned about one node over the management path.
struct FabricPeer
{
    QString node;               // the runner's (and the plan's) node name
    QString user;               // `id -un` there
    QString hostname;           // `hostname` there; the alias is <hostname>-cx7
    QByteArray fabricKey;       // "ssh-ed25519 AAAA... tandem-fabric@<hostname>"
    QList<QByteArray> hostKeys; // "ssh-ed25519 AAAA..." as sshd serves them
    QStringList addresses;      // planned CX7 addresses, interface order
    bool keyCreated = false;    // made by this run (not found from an earlier one)

    friend bool operator==(const FabricPeer &, const FabricPeer &) = default;
};

// Step 6, the SSH fabric: every node reaches every other over the CX7 addresses without a
// password, for mpirun and serving recipes. Per node (all at once) an ed25519 key is made on
// the node (the private key never leaves it), its host keys and its three ssh files are read
// over management; then every node gets the others' public keys in authorized_keys (each
// restricted with from="<that peer's CX7 addresses>" and no forwarding, no pty), their host keys
// in known_hosts and <hostname>-cx7 aliases in ~/.ssh/config, each in a marked block that a
// second run rewrites and FabricUndo removes exactly (FabricEdit computes the bytes here; the
// node swaps them in only where the file is still what was read). Checks:
// fabric.key, fabric.authorized, fabric.known-hosts, fabric.config per node. The plan must
// already be applied. Lives on the thread of its runners; runners are not owned.
class SshFabricStep final : public Step
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SshFabricStep)

public:
    SshFabricStep(QList<NodeRunner *> nodes, AddressPlan plan, QObject *parent = nullptr);

    [[nodiscard]] const QList<FabricPeer> &peers() const { return m_peers; }

    [[nodiscard]] static QString title(const QString &checkId);

    // Pure parts, exposed for the unit tests.
    // Reads keyScript's output: created/existing, user, hostname, public key line.
    [[nodiscard]] static Result<FabricPeer> parseKeyOutput(const CommandResult &result);
    [[nodiscard]] static Result<QList<QByteArray>> parseHostKeys(const CommandResult &result);
    // The three blocks for node `self`: every other peer's key, host keys and alias.
    [[nodiscard]] static Result<FabricFiles> filesFor(const QString &self,
                                                      const QList<FabricPeer> &peers);

protected:
    void run() override;

private:
    void learnDone();
    void install();
    void write(NodeRunner *node, const FabricEditPlan &plan, const FabricFiles &files);
    void partDone();

    QList<QPointer<NodeRunner>> m_nodes;
    AddressPlan m_plan;
    QList<FabricPeer> m_peers;
    QHash<QString, CommandResult> m_keyResults;
    QHash<QString, CommandResult> m_hostKeyResults;
    QHash<QString, CommandResult> m_readResults;
    QHash<QString, QList<FabricFileState>> m_states;
    int m_pending = 0;
};

} // namespace Tandem
