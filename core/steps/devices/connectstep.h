// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steps/flow/step.h"

#include <QPointer>
#include <QSet>

namespace Tandem {

class NodePool;

// Step 1: connects to every node of the pool at once; each gets a device.ssh check. A node
// already connected passes at once. Every connected node is then asked for the test runs
// Tandem left there (device.leftovers, LeftoverRuns). Host keys that are not yet known reach the
// user through NodePool::hostKeyUnknown. Only a runner's first answer belongs to this step: a later
// step that reopens a dropped session reports on its own.
class ConnectStep final : public Step
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConnectStep)

public:
    explicit ConnectStep(NodePool *pool, QObject *parent = nullptr);

    // The Devices step's check for one node's SSH session ("device.ssh").
    [[nodiscard]] static Check
    sshCheck(const QString &node, CheckStatus status, const QString &detail);

protected:
    void run() override;

private:
    void answered(const QString &node, bool connected, const QString &detail);
    void scanLeftovers(const QString &node);
    void finishIfDone();

    QPointer<NodePool> m_pool;
    QSet<QString> m_waiting;
    int m_scanning = 0; // leftover scans not answered yet
};

} // namespace Tandem
