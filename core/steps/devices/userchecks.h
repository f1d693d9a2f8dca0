// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steps/flow/step.h"

#include "checks/check.h"
#include "result.h"

#include <QList>
#include <QObject>
#include <QPointer>

namespace Tandem {

class NodeRunner;
struct CommandResult;

// The login user on one node: `id -un`, `id -u`, `id -g`, `id -gn`.
struct UserIdentity
{
    QString node;
    QString name;
    qint64 uid = -1;
    qint64 gid = -1;
    QString group;

    friend bool operator==(const UserIdentity &, const UserIdentity &) = default;
};

// Step 2, across nodes: the same user name, UID and GID everywhere (mpirun, NFS-shared homes
// and the playbooks assume it). Different names fail; different UIDs or GIDs warn, as NVIDIA
// Sync does. The fix names the exact commands, which Tandem never runs without consent.
class UserChecks final : public Step
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(UserChecks)

public:
    explicit UserChecks(QList<NodeRunner *> nodes, QObject *parent = nullptr);

    [[nodiscard]] static Result<UserIdentity> parseIdentity(const CommandResult &result);
    // The verdict; identities[0] is the reference the fix commands align the others to.
    [[nodiscard]] static Check compare(const QList<UserIdentity> &identities);

protected:
    void run() override;

private:
    QList<QPointer<NodeRunner>> m_nodes;
    QList<CommandResult> m_results;
    int m_pending = 0;
};

} // namespace Tandem
