// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steps/flow/step.h"

#include "checks/check.h"
#include "inventory/nodeidentity.h"

#include <QDate>
#include <QList>
#include <QMap>
#include <QObject>
#include <QPointer>

namespace Tandem {

class NodeRunner;
struct CommandResult;

// Step 2, per node: a GB10 machine and its image (IdentityChecks, from one identity script),
// a GB10 GPU that nvidia-smi sees, sudo with the user's password (passed on stdin), and the
// tools the later steps need; then, over the cluster, its mix of models and BIOS. Every node is
// checked at once. Lives on the thread of its runners.
class DeviceChecks final : public Step
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DeviceChecks)

public:
    explicit DeviceChecks(QList<NodeRunner *> nodes, QObject *parent = nullptr);

    // The sudo password: held in memory only, passed to sudo on stdin, never logged.
    // Empty: sudo is checked with `sudo -n` (passwordless sudo passes, anything else is
    // reported as needing the password).
    void setSudoPassword(const QByteArray &password);

    [[nodiscard]] static QString title(const QString &checkId);

    // Pure verdicts, exposed for the unit tests.
    // device.dgx, device.os and device.pcie from NodeIdentityReader's output; `identity`
    // receives what was read, for the cluster-wide device.mix.
    [[nodiscard]] static QList<Check> identityChecks(const CommandResult &identity,
                                                     std::optional<NodeIdentity> *read = nullptr);
    [[nodiscard]] static Check gpuCheck(const CommandResult &nvidiaSmi);
    [[nodiscard]] static Check sudoCheck(const CommandResult &sudo, bool passwordGiven);
    [[nodiscard]] static Check toolsCheck(const CommandResult &tools);

protected:
    void run() override;

private:
    void commandDone();

    QList<QPointer<NodeRunner>> m_nodes;
    QMap<QString, NodeIdentity> m_identities; // by node, for device.mix
    QByteArray m_sudoPassword;
    int m_pending = 0;
};

} // namespace Tandem
