// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inventory/topology.h"
#include "nodeaddress.h"
#include "steps/check.h"
#include "steps/stepid.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>

#include <functional>

namespace Tandem {

class CablingChecks;
class DeviceChecks;
class NodeRunner;
class UserChecks;

// Drives the guided flow for the GUI and the CLI alike: holds the nodes, one runner (SSH
// session) each, the password for this session only, and the checks every step produced.
// Steps report through checkChanged/stepFinished; nothing here blocks. GUI (or CLI main)
// thread only.
class Workflow final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Workflow)

public:
    // Makes the runner for a node; the product's opens an SSH session, tests return fakes.
    using RunnerFactory = std::function<NodeRunner *(const NodeAddress &, QObject *parent)>;

    explicit Workflow(RunnerFactory factory, QObject *parent = nullptr);
    ~Workflow() override;

    void setNodes(const QList<NodeAddress> &nodes);
    [[nodiscard]] const QList<NodeAddress> &nodes() const { return m_nodes; }
    // Used for sudo on every node (on DGX OS the login password). Memory only.
    void setSudoPassword(const QByteArray &password);

    // Step 1: connect to every node at once; each gets a device.ssh check.
    void connectAll();
    void acceptHostKey(const QString &node);
    void rejectHostKey(const QString &node);
    [[nodiscard]] bool allConnected() const;

    // Step 2 (device and user checks) and step 3 (cabling and topology) on the connected nodes.
    void runDeviceChecks();
    void runCabling();
    void cancel();

    [[nodiscard]] QList<Check> checks(StepId step) const { return m_checks.value(step); }
    [[nodiscard]] const Topology &topology() const { return m_topology; }
    [[nodiscard]] bool isRunning(StepId step) const;

Q_SIGNALS:
    void checkChanged(Tandem::StepId step, const Tandem::Check &check);
    void stepStarted(Tandem::StepId step);
    void stepFinished(Tandem::StepId step);
    void hostKeyUnknown(const QString &node, const QString &fingerprint);

private:
    void record(StepId step, const Check &check);
    void finishPart(StepId step);
    [[nodiscard]] QList<NodeRunner *> connectedRunners() const;
    [[nodiscard]] Check sshCheck(const QString &node, CheckStatus status, const QString &detail) const;

    RunnerFactory m_factory;
    QList<NodeAddress> m_nodes;
    QHash<QString, NodeRunner *> m_runners; // by node name; children of this
    QHash<QString, bool> m_connected;
    QByteArray m_sudoPassword;
    QHash<StepId, QList<Check>> m_checks;
    QHash<StepId, int> m_partsRunning;
    Topology m_topology;
    QPointer<DeviceChecks> m_deviceChecks;
    QPointer<UserChecks> m_userChecks;
    QPointer<CablingChecks> m_cablingChecks;
};

} // namespace Tandem
