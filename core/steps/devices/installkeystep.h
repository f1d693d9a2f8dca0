// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steps/flow/step.h"

#include <QPointer>

namespace Tandem {

class NodeRunner;

// Installs Tandem's own ed25519 public key (made once, on this computer) in the user's
// authorized_keys on every connected node, so later sessions need no password. Each node gets
// a device.key check; the private key never leaves this computer. `nodes` lists every node of
// the session: one that is not connected (no runner) fails its check.
class InstallKeyStep final : public Step
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InstallKeyStep)

public:
    InstallKeyStep(QStringList nodes, QList<NodeRunner *> runners, QObject *parent = nullptr);

    // The device.key check of one node.
    [[nodiscard]] static Check
    keyCheck(const QString &node, CheckStatus status, const QString &detail);

protected:
    void run() override;

private:
    QStringList m_nodes;
    QList<QPointer<NodeRunner>> m_runners;
    int m_pending = 0;
};

} // namespace Tandem
