// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"
#include "remote/nodebackup.h"
#include "steps/apply/applybackup.h"
#include "steps/apply/applylock.h"
#include "steps/apply/applyoutcome.h"
#include "steps/apply/applywatch.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>

#include <chrono>
#include <functional>

namespace Tandem {

class NodeRunner;
struct CommandResult;
class RemoteCommand;

// Apply on one node (docs/netplan.md, "Applying safely"): check sudo, take the node's lock,
// backup, arm the revert watchdog, write the new files to /run/netplan for the trial, validate,
// apply, confirm over the management path (which makes them permanent in /etc/netplan), release
// the lock. Used by ApplyStep, one per node, in three calls: prepare() on every node, lock() one
// node after the other, then proceed(); lives on the thread of its runner. Emits checkChanged
// for apply.backup, apply.write, apply.validate and apply.confirm, countdown while the watchdog
// is armed, and finished once.
class ApplyJob final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ApplyJob)

public:
    struct Input
    {
        QByteArray yaml;                          // the new /etc/netplan/40-cx7.yaml
        QStringList moveAside;                    // other netplan files to disable (hidden for
                                                  // the trial, moved aside on confirm)
        QList<NetplanRewrite> rewrite;            // other netplan files to rewrite without
                                                  // their ConnectX-7 stanzas
        QList<QPair<QString, QString>> addresses; // (netdev, address) the plan puts up
        std::chrono::seconds confirmTimeout{120};
        QString runId;
    };

    ApplyJob(NodeRunner *runner,
             Input input,
             const QByteArray &password,
             QObject *parent = nullptr);
    ~ApplyJob() override;

    // Checks the input and sudo; `done(false)` after finished() when that failed.
    void prepare(std::function<void(bool)> done);
    // Takes the node's lock; `done(false)` after finished() when refused.
    void lock(std::function<void(bool)> done);
    // Goes on with the change once every node is locked.
    void proceed();
    // Stops before anything changed (another node could not be prepared or locked): `why` in
    // apply.backup, the lock released, finished().
    void abandon(const QString &why);
    [[nodiscard]] QString node() const { return m_node; }
    [[nodiscard]] ApplyOutcome outcome() const { return m_outcome; }
    [[nodiscard]] const BackupRun &run() const { return m_backup.run(); }
    [[nodiscard]] QString runId() const { return m_input.runId; }
    // From start() to the confirmation (or the verdict); -1 while running.
    [[nodiscard]] qint64 elapsedMs() const { return m_elapsedMs; }

    // The poll interval while waiting for the addresses, and the grace after the timeout
    // before Tandem looks whether the node reverted. Shortened by the unit tests.
    void setPollInterval(std::chrono::milliseconds interval) { m_watch->setPollInterval(interval); }
    void setRevertGrace(std::chrono::milliseconds grace) { m_watch->setRevertGrace(grace); }

    // The title of an apply check (apply.read, apply.backup, apply.write, ...), for every node.
    [[nodiscard]] static QString title(const QString &checkId);

Q_SIGNALS:
    void checkChanged(const Tandem::Check &check);
    void countdown(const QString &node, int secondsLeft);
    void finished();

private:
    using Next = std::function<void(const CommandResult &)>;
    void run(const RemoteCommand &command, Next next);
    void
    setCheck(const char *id, CheckStatus status, const QString &detail, const QString &fix = {});
    void addEvidence(const char *id, const CommandResult &result);
    void finish(ApplyOutcome outcome);
    void skipAfter(const char *id);

    void writeManifest(const char *id, const QString &state, std::function<void(bool)> next);
    // Releases the lock (if taken), then finish(outcome).
    void finishUnlocked(ApplyOutcome outcome);
    void stage(int index);
    void validate();
    void arm();
    [[nodiscard]] QStringList maskedNames() const;
    // What the trial puts in /run/netplan, in order: (name, content).
    [[nodiscard]] QList<QPair<QString, QByteArray>> trialFiles() const;
    // What the confirmation installs in /etc/netplan, from the backup.
    [[nodiscard]] QList<NetplanInstall> installs() const;
    void rollback(const char *id, const QString &why);

    QPointer<NodeRunner> m_runner;
    QString m_node;
    Input m_input;
    QByteArray m_password;
    ApplyBackup m_backup; // after m_node and m_password, which it is made from
    ApplyLock m_lock;
    ApplyWatch *m_watch = nullptr; // a child
    QList<Check> m_checks;
    ApplyOutcome m_outcome = ApplyOutcome::Pending;
    QElapsedTimer m_clock;
    qint64 m_elapsedMs = -1;
};

} // namespace Tandem
