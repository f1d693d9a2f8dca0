// SPDX-License-Identifier: GPL-3.0-or-later
#include "restorestep.h"

#include "remote/commandresult.h"
#include "remote/netplancommands.h"
#include "remote/noderunner.h"
#include "remote/remotescripts.h"

#include <QTimer>

#include "session/workflowstate.h"
#include <algorithm>

namespace Tandem {

namespace {

bool isUndone(const QString &state)
{
    return state == QLatin1String("restored") || state == QLatin1String("rolled-back")
           || state == QLatin1String("reverted");
}

} // namespace

RestoreStep::RestoreStep(QList<NodeRunner *> nodes, QObject *parent)
    : Step(parent)
{
    for (NodeRunner *runner : nodes) {
        if (!runner)
            continue;
        m_order.append(runner->nodeName());
        m_state[runner->nodeName()].runner = runner;
    }
}

RestoreStep::~RestoreStep()
{
    m_password.fill('\0');
}

void RestoreStep::setSudoPassword(const QByteArray &password)
{
    m_password.fill('\0');
    m_password = password;
    m_password.detach();
}

QString RestoreStep::title(const QString &checkId)
{
    if (checkId == QLatin1String("restore.files"))
        return tr("Netplan files put back");
    if (checkId == QLatin1String("restore.apply"))
        return tr("netplan apply with the restored files");
    return checkId;
}

QList<BackupRun> RestoreStep::runsToUndo(const QList<BackupRun> &runs)
{
    QList<BackupRun> todo;
    for (const BackupRun &run : runs) {
        if (!isUndone(run.state))
            todo.append(run);
    }
    // Newest first: each run's "before" is the state the run before it left behind.
    std::stable_sort(todo.begin(), todo.end(), [](const BackupRun &a, const BackupRun &b) {
        return a.runId > b.runId;
    });
    return todo;
}

Result<void> RestoreStep::verifyRestored(const BackupRun &run, const QByteArray &out)
{
    QHash<QString, QString> now; // path -> sha256 or "absent"
    for (const QByteArray &line : out.split('\n')) {
        const QList<QByteArray> f = line.trimmed().split(' ');
        if (f.size() == 6 && f.at(0) == "restored")
            now.insert(QString::fromUtf8(f.at(5)), QString::fromLatin1(f.at(1)));
    }
    for (const BackupFile &file : run.files) {
        if (file.absent && file.role == BackupFile::Role::MovedAside)
            continue;
        const QString expected = file.absent ? QStringLiteral("absent") : file.sha256;
        const QString got = now.value(file.path, tr("unknown"));
        if (got != expected) {
            return makeError(tr("%1 is %2 after the restore, expected %3.")
                                 .arg(file.path, got.left(16), expected.left(16)));
        }
    }
    return {};
}

void RestoreStep::run(const QString &node, const RemoteCommand &command, Next next)
{
    NodeRunner *runner = m_state.value(node).runner;
    if (!runner) {
        CommandResult gone;
        gone.node = node;
        gone.error = Error{tr("The connection to %1 is gone.").arg(node)};
        QTimer::singleShot(0, this, [next, gone] { next(gone); });
        return;
    }
    runner->run(command, this, std::move(next));
}

void RestoreStep::setCheck(const QString &node,
                           const char *id,
                           CheckStatus status,
                           const QString &detail,
                           const QString &fix)
{
    Check check;
    check.id = QString::fromLatin1(id);
    check.node = node;
    for (const Check &c : std::as_const(checks())) {
        if (c.id == check.id && c.node == node)
            check = c;
    }
    check.title = title(check.id);
    check.status = status;
    check.detail = detail;
    check.fix = fix;
    record(check);
}

void RestoreStep::addEvidence(const QString &node, const char *id, const CommandResult &result)
{
    for (Check &c : checkList()) {
        if (c.id == QLatin1String(id) && c.node == node)
            c.evidence.append(result.toEvidence());
    }
}

void RestoreStep::nodeDone(const QString &node)
{
    const auto done = [this] {
        if (--m_running == 0)
            Q_EMIT finished();
    };
    const std::shared_ptr<ApplyLock> lock = m_state.value(node).lock;
    if (!lock) {
        done();
        return;
    }
    lock->release(
        [this, node](const CommandResult &result) { addEvidence(node, "restore.apply", result); },
        done);
}

void RestoreStep::run()
{
    m_running = 0;
    for (const QString &node : std::as_const(m_order)) {
        if (!m_state.value(node).runner)
            continue;
        ++m_running;
        setCheck(node, "restore.files", CheckStatus::Running, tr("Reading the manifest\u2026"));
        setCheck(node, "restore.apply", CheckStatus::Pending, {});
    }
    if (m_running == 0) {
        QTimer::singleShot(0, this, &RestoreStep::finished);
        return;
    }
    const QString runId = NodeBackup::newRunId();
    for (const QString &node : std::as_const(m_order)) {
        if (m_state.value(node).runner)
            lockNode(node, runId);
    }
}

// Restore changes files too: one change at a time per node (docs/netplan.md).
void RestoreStep::lockNode(const QString &node, const QString &runId)
{
    auto lock = std::make_shared<ApplyLock>(
        node, m_password, [this, node](const RemoteCommand &command, ApplyLock::Next next) {
            run(node, command, std::move(next));
        });
    m_state[node].lock = lock;
    lock->take(
        runId,
        [this, node](const CommandResult &result) { addEvidence(node, "restore.files", result); },
        [this, node](const std::optional<ApplyLock::Refusal> &refusal) {
            if (refusal) {
                setCheck(node, "restore.files", CheckStatus::Fail, refusal->detail, refusal->fix);
                skipApply(node);
                return;
            }
            readManifest(node);
        });
}

void RestoreStep::readManifest(const QString &node)
{
    run(node,
        NetplanCommands::readFile(QString::fromLatin1(RemoteScripts::manifestPath), m_password),
        [this, node](const CommandResult &result) {
            addEvidence(node, "restore.files", result);
            NodeState &state = m_state[node];
            const bool absent = !result.error && result.exitStatus == 4;
            if (!result.ok() && !absent) {
                setCheck(node,
                         "restore.files",
                         CheckStatus::Fail,
                         result.exitStatus == 1 && !result.error
                             ? tr("sudo refused the password; nothing was changed on this node.")
                             : tr("The manifest could not be read: %1").arg(result.errorText()));
                skipApply(node);
                return;
            }
            auto manifest = Manifest::fromJson(absent ? QByteArray() : result.out);
            if (!manifest || manifest->runs.isEmpty()) {
                // The node's manifest is gone or unreadable: Tandem's local copies stand in.
                state.manifestFromNode = false;
                state.manifest = Manifest{};
                for (const BackupRun &run : NodeBackup::localRuns(node))
                    state.manifest.upsert(run);
            } else {
                state.manifest = *manifest;
            }
            state.todo = runsToUndo(state.manifest.runs);
            if (state.todo.isEmpty()) {
                setCheck(node,
                         "restore.files",
                         CheckStatus::Pass,
                         tr("Nothing to restore: Tandem has no change on this node that is not "
                            "undone."));
                setCheck(node, "restore.apply", CheckStatus::Skipped, tr("Nothing was changed."));
                nodeDone(node);
                return;
            }
            nextRun(node);
        });
}

void RestoreStep::nextRun(const QString &node)
{
    NodeState &state = m_state[node];
    if (state.todo.isEmpty()) {
        setCheck(node,
                 "restore.files",
                 CheckStatus::Pass,
                 tr("Put back exactly as before run(s) %1 (sha256 checked).")
                     .arg(state.restored.join(QStringLiteral(", "))));
        applyAndRecord(node);
        return;
    }
    checkEdits(node, state.todo.takeFirst());
}

// A file Tandem wrote and someone edited since is not thrown away unasked (docs/netplan.md,
// "Restoring"): without force, the node is left as it is and the edit reported with its diff.
void RestoreStep::checkEdits(const QString &node, const BackupRun &run)
{
    RestoreEdits::check(
        node,
        run,
        m_password,
        m_force,
        [this, node](const RemoteCommand &command, RestoreEdits::Next next) {
            this->run(node, command, std::move(next));
        },
        [this, node](const CommandResult &result) { addEvidence(node, "restore.files", result); },
        [this, node, run](const QList<RestoreEdit> &edits, const QString &error) {
            m_edits += edits;
            if (!error.isEmpty() || (!edits.isEmpty() && !m_force)) {
                QStringList paths;
                for (const RestoreEdit &e : edits) {
                    paths << e.path;
                    for (Check &c : checkList()) {
                        if (c.id == QLatin1String("restore.files") && c.node == node)
                            c.evidence.append(Evidence{node,
                                                       tr("diff: what Tandem wrote, the node now"),
                                                       0,
                                                       e.diff,
                                                       QDateTime::currentDateTimeUtc()});
                    }
                }
                setCheck(node,
                         "restore.files",
                         CheckStatus::Fail,
                         error.isEmpty()
                             ? tr("%1 was edited on the node since Tandem wrote it (run %2); "
                                  "restoring would throw that edit away, so nothing was changed. "
                                  "The diff is in the evidence.")
                                   .arg(paths.join(QStringLiteral(", ")), run.runId)
                             : tr("Tandem could not compare its files with the node's, so nothing "
                                  "was changed: %1")
                                   .arg(error),
                         tr("Keep the edit: leave the node as it is. Throw it away: restore again "
                            "and confirm (tandem-cli restore --force-restore); the edited file is "
                            "then kept in %1 on the node.")
                             .arg(run.backupDir));
                skipApply(node);
                return;
            }
            ensureBackups(node, run);
        });
}

void RestoreStep::ensureBackups(const QString &node, const BackupRun &run)
{
    QStringList paths;
    QList<BackupFile> present;
    for (const BackupFile &f : run.files) {
        if (!f.absent) {
            paths << run.backupPathOf(f);
            present << f;
        }
    }
    if (paths.isEmpty()) {
        restoreRun(node, run);
        return;
    }
    this->run(
        node,
        NetplanCommands::sums(paths, m_password),
        [this, node, run, present](const CommandResult &result) {
            addEvidence(node, "restore.files", result);
            const QList<QByteArray> sums = result.out.split('\n');
            QList<BackupFile> missing;
            for (int i = 0; i < present.size(); ++i) {
                if (!result.ok()
                    || QString::fromLatin1(sums.value(i).trimmed()) != present.at(i).sha256)
                    missing << present.at(i);
            }
            if (missing.isEmpty()) {
                restoreRun(node, run);
                return;
            }
            // The node's copy is gone or damaged: upload Tandem's local copy, then restore.
            auto local = NodeBackup::loadLocal(node, run.runId);
            if (!local) {
                setCheck(node,
                         "restore.files",
                         CheckStatus::Fail,
                         tr("The backup of run %1 is missing on the node and no intact local copy "
                            "exists: %2. Nothing was changed.")
                             .arg(run.runId, local.error().toString()));
                skipApply(node);
                return;
            }
            auto remaining = std::make_shared<int>(int(missing.size()));
            auto failed = std::make_shared<bool>(false);
            for (const BackupFile &f : missing) {
                QByteArray content;
                for (const BackupFile &l : local->files) {
                    if (l.index == f.index)
                        content = l.content;
                }
                this->run(node,
                          NetplanCommands::writeFile(
                              run.backupPathOf(f), content, QStringLiteral("600"), m_password),
                          [this, node, run, remaining, failed](const CommandResult &written) {
                              addEvidence(node, "restore.files", written);
                              *failed = *failed || !written.ok();
                              if (--*remaining > 0)
                                  return;
                              if (*failed) {
                                  setCheck(
                                      node,
                                      "restore.files",
                                      CheckStatus::Fail,
                                      tr("The local backup could not be copied back to the node. "
                                         "Nothing was changed."));
                                  skipApply(node);
                                  return;
                              }
                              restoreRun(node, run);
                          });
            }
        });
}

void RestoreStep::skipApply(const QString &node)
{
    setCheck(node, "restore.apply", CheckStatus::Skipped, tr("Not run: an earlier part failed."));
    nodeDone(node);
}

void RestoreStep::restoreRun(const QString &node, const BackupRun &run)
{
    setCheck(
        node, "restore.files", CheckStatus::Running, tr("Restoring run %1\u2026").arg(run.runId));
    this->run(node,
              NetplanCommands::restore(run, m_password),
              [this, node, run](const CommandResult &result) {
                  addEvidence(node, "restore.files", result);
                  const auto verified = result.ok() ? verifyRestored(run, result.out)
                                                    : Result<void>(makeError(result.errorText()));
                  if (!verified) {
                      setCheck(node,
                               "restore.files",
                               CheckStatus::Fail,
                               tr("Run %1 could not be put back exactly: %2")
                                   .arg(run.runId, verified.error().toString()),
                               tr("The backups are in %1 on the node and in %2.")
                                   .arg(run.backupDir, NodeBackup::localDir(node, run.runId)));
                      skipApply(node);
                      return;
                  }
                  NodeState &state = m_state[node];
                  BackupRun done = run;
                  done.setState(QStringLiteral("restored"));
                  state.manifest.upsert(done);
                  (void)NodeBackup::saveLocal(done);
                  state.restored << run.runId;
                  nextRun(node);
              });
}

void RestoreStep::applyAndRecord(const QString &node)
{
    setCheck(node, "restore.apply", CheckStatus::Running, tr("Running netplan apply\u2026"));
    run(node,
        NetplanCommands::netplan(QStringLiteral("apply"), m_password),
        [this, node](const CommandResult &applied) {
            addEvidence(node, "restore.apply", applied);
            const QByteArray manifest = m_state.value(node).manifest.toJson();
            run(node,
                NetplanCommands::writeFile(QString::fromLatin1(RemoteScripts::manifestPath),
                                           manifest,
                                           QStringLiteral("600"),
                                           m_password),
                [this, node, applied](const CommandResult &written) {
                    addEvidence(node, "restore.apply", written);
                    if (!applied.ok()) {
                        setCheck(node,
                                 "restore.apply",
                                 CheckStatus::Fail,
                                 tr("The files are back, but netplan apply failed: %1")
                                     .arg(applied.errorText()),
                                 tr("Run sudo netplan apply on the node from its console."));
                    } else if (!written.ok()) {
                        setCheck(node,
                                 "restore.apply",
                                 CheckStatus::Warn,
                                 tr("Applied; the manifest could not be updated: %1")
                                     .arg(written.errorText()));
                    } else {
                        setCheck(node,
                                 "restore.apply",
                                 CheckStatus::Pass,
                                 tr("The restored configuration is applied; the manifest marks the "
                                    "runs restored."));
                    }
                    nodeDone(node);
                });
        });
}

void RestoreStep::apply(WorkflowState &state) const
{
    state.lastRestore.checks = checks();
    state.lastRestore.startedAt = state.stepTimes.value(StepId::Apply).startedAt;
    state.lastRestore.finishedAt = state.stepTimes.value(StepId::Apply).finishedAt;
}

} // namespace Tandem
