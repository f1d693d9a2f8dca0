// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steps/flow/step.h"

#include "checks/check.h"
#include "remote/nodebackup.h"
#include "steps/apply/applylock.h"
#include "steps/apply/restoreedits.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

namespace Tandem {

class NodeRunner;
struct CommandResult;
class RemoteCommand;

// Restore (the netplan part of docs/flow.md, "Undo"; docs/netplan.md, "Restoring"): on every node
// at once, reads the node's manifest (/var/lib/tandem/manifest.json; Tandem's local copies when
// the node's is gone), and for every run not yet undone, newest first, puts the exact backups back
// (re-uploading a backup from the local copy when the node's is missing), removes the files Tandem
// created, renames moved-aside files back, checks every restored file's sha256 against the one
// recorded before the change, then runs `netplan apply` and marks the runs "restored" (the
// manifest keeps its history). Checks per node: restore.files, restore.apply. Lives on the thread
// of its runners; nothing blocks.
class RestoreStep final : public Step
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RestoreStep)

public:
    explicit RestoreStep(QList<NodeRunner *> nodes, QObject *parent = nullptr);
    ~RestoreStep() override;

    // The restore as the report keeps it, apart from the apply that a later run replaces.
    void apply(WorkflowState &state) const override;

    void setSudoPassword(const QByteArray &password);
    // Restore even files that were edited since Tandem wrote them (their edited bytes are kept
    // in the run's backup folder on the node). Without it such a node is left as it is.
    void setForce(bool force) { m_force = force; }
    // The edits found on the nodes: with force, those thrown away (and where they were kept);
    // without, those that stopped the restore.
    [[nodiscard]] const QList<RestoreEdit> &edits() const { return m_edits; }

    [[nodiscard]] static QString title(const QString &checkId);

    // The runs restore undoes, newest first: every run whose state is not already an undo.
    [[nodiscard]] static QList<BackupRun> runsToUndo(const QList<BackupRun> &runs);
    // Checks the restore script's `restored ...` lines against the run's before-state.
    [[nodiscard]] static Result<void> verifyRestored(const BackupRun &run, const QByteArray &out);

protected:
    void run() override;

private:
    struct NodeState
    {
        QPointer<NodeRunner> runner;
        Manifest manifest;
        QList<BackupRun> todo;
        QStringList restored;
        bool manifestFromNode = true;
        std::shared_ptr<ApplyLock> lock;
    };
    using Next = std::function<void(const CommandResult &)>;
    void run(const QString &node, const RemoteCommand &command, Next next);
    void setCheck(const QString &node,
                  const char *id,
                  CheckStatus status,
                  const QString &detail,
                  const QString &fix = {});
    void addEvidence(const QString &node, const char *id, const CommandResult &result);
    // Releases the node's lock, then counts the node done.
    void nodeDone(const QString &node);
    // After a failed restore.files: restore.apply does not run, and the node is done.
    void skipApply(const QString &node);

    void lockNode(const QString &node, const QString &runId);
    void readManifest(const QString &node);
    void nextRun(const QString &node);
    void checkEdits(const QString &node, const BackupRun &run);
    void ensureBackups(const QString &node, const BackupRun &run);
    void restoreRun(const QString &node, const BackupRun &run);
    void applyAndRecord(const QString &node);

    QHash<QString, NodeState> m_state;
    QList<QString> m_order;
    QByteArray m_password;
    int m_running = 0;
    bool m_force = false;
    QList<RestoreEdit> m_edits;
};

} // namespace Tandem
