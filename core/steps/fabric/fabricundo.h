// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steps/flow/step.h"

#include "checks/check.h"

#include <QList>
#include <QObject>
#include <QPointer>

namespace Tandem {

class NodeRunner;
struct CommandResult;

// Undo of the SSH fabric (docs/flow.md, "Undo"), per node and all at once: reads the files,
// removes exactly the block SshFabricStep added to ~/.ssh/authorized_keys, known_hosts and config
// (a file whose markers are broken is refused, and then nothing on that node changes), restores
// each file's mode, deletes the files it created (when nothing else was written to them since),
// optionally deletes the tandem_fabric_ed25519 key pair it made, and says per file whether the
// file is now byte-identical to its state before Tandem (the sha256 kept in the node's manifest).
// One check fabric.undo per node. Lives on the thread of its runners.
class FabricUndo final : public Step
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FabricUndo)

public:
    explicit FabricUndo(QList<NodeRunner *> nodes, QObject *parent = nullptr);

    void setRemoveKey(bool remove) { m_removeKey = remove; }

    // The verdict from the undo's report (FabricEditPlan::report, then the write script's output),
    // exposed for the unit tests. A file changed by someone else since Tandem wrote it is a
    // warning: Tandem's lines are gone, the rest is the user's and stays.
    [[nodiscard]] static Check undoCheck(const CommandResult &result);

protected:
    void run() override;

private:
    void partDone();

    QList<QPointer<NodeRunner>> m_nodes;
    bool m_removeKey = false;
    int m_pending = 0;
};

} // namespace Tandem
