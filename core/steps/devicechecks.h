// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steps/step.h"

#include "checks/check.h"

#include <QDate>
#include <QList>
#include <QObject>
#include <QPointer>

namespace Tandem {

class NodeRunner;
struct CommandResult;

// Step 2, per node: a DGX Spark (/etc/dgx-release), a DGX OS release of April 2026 or later,
// a GB10 GPU (nvidia-smi), sudo with the user's password (passed on stdin), and the tools the
// later steps need. Every node is checked at once. Lives on the thread of its runners.
class DeviceChecks final : public Step
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DeviceChecks)

public:
    // The oldest DGX OS build Tandem supports (the April 2026 system software release).
    static QDate minimumOsBuild() { return QDate(2026, 4, 1); }

    explicit DeviceChecks(QList<NodeRunner *> nodes, QObject *parent = nullptr);

    // The sudo password: held in memory only, passed to sudo on stdin, never logged.
    // Empty: sudo is checked with `sudo -n` (passwordless sudo passes, anything else is
    // reported as needing the password).
    void setSudoPassword(const QByteArray &password);

    [[nodiscard]] static QString title(const QString &checkId);

    // Pure verdicts, exposed for the unit tests.
    [[nodiscard]] static Check identityCheck(const CommandResult &dgxRelease);
    [[nodiscard]] static Check osCheck(const CommandResult &dgxRelease);
    [[nodiscard]] static Check gpuCheck(const CommandResult &nvidiaSmi);
    [[nodiscard]] static Check sudoCheck(const CommandResult &sudo, bool passwordGiven);
    [[nodiscard]] static Check toolsCheck(const CommandResult &tools);

protected:
    void run() override;

private:
    void commandDone();

    QList<QPointer<NodeRunner>> m_nodes;
    QByteArray m_sudoPassword;
    int m_pending = 0;
};

} // namespace Tandem
