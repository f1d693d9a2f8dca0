// SPDX-License-Identifier: GPL-3.0-or-later
#include "applyjob.h"

#include "remote/commandresult.h"
#include "remote/netplancommands.h"
#include "remote/noderunner.h"
#include "remote/remotescripts.h"

#include <QRegularExpression>

namespace Tandem {

namespace {

constexpr const char *checkIds[]
    = {"apply.backup", "apply.write", "apply.validate", "apply.confirm"};

} // namespace

ApplyJob::ApplyJob(NodeRunner *runner, Input input, const QByteArray &password, QObject *parent)
    : QObject(parent)
    , m_runner(runner)
    , m_node(runner ? runner->nodeName() : QString())
    , m_input(std::move(input))
    , m_password(password)
    , m_backup(m_node,
               m_password,
               [this](const RemoteCommand &command, ApplyBackup::Next next) {
                   run(command, std::move(next));
               })
    , m_lock(m_node, m_password, [this](const RemoteCommand &command, ApplyLock::Next next) {
        run(command, std::move(next));
    })
{
    ApplyWatch::Hooks hooks;
    hooks.run = [this](const RemoteCommand &command, Next next) { run(command, std::move(next)); };
    hooks.setCheck = [this](CheckStatus status, const QString &detail, const QString &fix) {
        setCheck("apply.confirm", status, detail, fix);
    };
    hooks.evidence = [this](const CommandResult &result) { addEvidence("apply.confirm", result); };
    hooks.decide = [this](const QString &state, ApplyOutcome outcome) {
        if (state.isEmpty()) { // the node could not be reached: its watchdog holds the lock
            finish(outcome);
            return;
        }
        writeManifest("apply.confirm", state, [this, outcome](bool) { finishUnlocked(outcome); });
    };
    m_watch = new ApplyWatch(runner,
                             {m_input.runId,
                              NetplanCommands::backupDirFor(m_input.runId),
                              maskedNames(),
                              m_input.addresses,
                              m_input.confirmTimeout},
                             m_password,
                             std::move(hooks),
                             this);
    connect(m_watch, &ApplyWatch::countdown, this, [this](int secondsLeft) {
        Q_EMIT countdown(m_node, secondsLeft);
    });
}

ApplyJob::~ApplyJob()
{
    m_password.fill('\0');
}

QString ApplyJob::title(const QString &checkId)
{
    if (checkId == QLatin1String("apply.backup"))
        return tr("Backup of the netplan files");
    if (checkId == QLatin1String("apply.write"))
        return tr("Write /etc/netplan/40-cx7.yaml");
    if (checkId == QLatin1String("apply.validate"))
        return tr("netplan generate");
    if (checkId == QLatin1String("apply.confirm"))
        return tr("Apply and confirm over the management network");
    if (checkId == QLatin1String("apply.read"))
        return tr("Netplan files on the node now");
    return checkId;
}

void ApplyJob::run(const RemoteCommand &command, Next next)
{
    if (!m_runner) {
        CommandResult gone;
        gone.node = m_node;
        gone.error = Error{tr("The connection to %1 is gone.").arg(m_node)};
        QTimer::singleShot(0, this, [next, gone] { next(gone); });
        return;
    }
    // A dropped session must not leave the job waiting forever: past the command's own limit
    // (plus slack) the answer counts as lost, and a late one is ignored.
    auto answered = std::make_shared<bool>(false);
    const auto limit = command.timeout().count() > 0
                           ? command.timeout() + std::chrono::milliseconds(5000)
                           : std::chrono::milliseconds(60000);
    QTimer::singleShot(limit, this, [this, answered, next] {
        if (*answered)
            return;
        *answered = true;
        CommandResult lost;
        lost.node = m_node;
        lost.error = Error{tr("No answer from %1.").arg(m_node)};
        next(lost);
    });
    m_runner->run(command, this, [answered, next](const CommandResult &result) {
        if (*answered)
            return;
        *answered = true;
        next(result);
    });
}

void ApplyJob::setCheck(const char *id,
                        CheckStatus status,
                        const QString &detail,
                        const QString &fix)
{
    Check check;
    check.id = QString::fromLatin1(id);
    check.node = m_node;
    for (const Check &c : std::as_const(m_checks)) {
        if (c.id == check.id)
            check = c;
    }
    check.title = title(check.id);
    check.status = status;
    check.detail = detail;
    check.fix = fix;
    upsertCheck(m_checks, check);
    Q_EMIT checkChanged(check);
}

void ApplyJob::addEvidence(const char *id, const CommandResult &result)
{
    for (Check &c : m_checks) {
        if (c.id == QLatin1String(id))
            c.evidence.append(result.toEvidence());
    }
}

void ApplyJob::skipAfter(const char *id)
{
    bool after = false;
    for (const char *each : checkIds) {
        if (after)
            setCheck(each, CheckStatus::Skipped, tr("Not run: an earlier part failed."));
        after = after || qstrcmp(each, id) == 0;
    }
}

void ApplyJob::finish(ApplyOutcome outcome)
{
    if (m_outcome != ApplyOutcome::Pending)
        return; // a late answer after the verdict (e.g. a confirm racing the deadline)
    m_outcome = outcome;
    m_elapsedMs = m_clock.elapsed();
    m_watch->stop();
    Q_EMIT finished();
}

void ApplyJob::prepare(std::function<void(bool)> done)
{
    m_clock.start();
    for (const char *id : checkIds)
        setCheck(id, CheckStatus::Pending, {});
    setCheck("apply.backup", CheckStatus::Running, tr("Checking sudo\u2026"));
    QStringList bad;
    QStringList seen{QString::fromLatin1(RemoteScripts::netplanFile)};
    QStringList paths = m_input.moveAside;
    for (const NetplanRewrite &r : std::as_const(m_input.rewrite))
        paths << r.path;
    for (const QString &path : std::as_const(paths)) {
        if (!NodeBackup::isSafeNetplanPath(path) || seen.contains(path))
            bad << path;
        seen << path;
    }
    if (m_input.yaml.trimmed().isEmpty() || m_input.addresses.isEmpty() || !bad.isEmpty()
        || !NodeBackup::isValidRunId(m_input.runId)) {
        setCheck("apply.backup",
                 CheckStatus::Fail,
                 bad.isEmpty()
                     ? tr("There is no network plan for %1; nothing was changed.").arg(m_node)
                     : tr("Tandem only moves aside or rewrites netplan files in /etc/netplan, "
                          "each once, not %1; nothing was changed.")
                           .arg(bad.join(QStringLiteral(", "))));
        skipAfter("apply.backup");
        finish(ApplyOutcome::NotChanged);
        QTimer::singleShot(0, this, [done] { done(false); });
        return;
    }
    run(NetplanCommands::sudoCheck(m_password), [this, done](const CommandResult &result) {
        addEvidence("apply.backup", result);
        if (!result.ok()) {
            setCheck("apply.backup",
                     CheckStatus::Fail,
                     result.error
                         ? tr("%1; nothing was changed.").arg(result.error->toString())
                         : tr("sudo refused the password; nothing was changed on this node."),
                     tr("Enter the password of the user on %1 again (on DGX OS it is the login "
                        "password).")
                         .arg(m_node));
            skipAfter("apply.backup");
            finish(ApplyOutcome::NotChanged);
            done(false);
            return;
        }
        setCheck("apply.backup", CheckStatus::Running, tr("Waiting for the node's lock\u2026"));
        done(true);
    });
}

void ApplyJob::lock(std::function<void(bool)> done)
{
    m_lock.take(
        m_input.runId,
        [this](const CommandResult &result) { addEvidence("apply.backup", result); },
        [this, done](const std::optional<ApplyLock::Refusal> &refusal) {
            if (refusal) {
                setCheck("apply.backup", CheckStatus::Fail, refusal->detail, refusal->fix);
                skipAfter("apply.backup");
                finish(ApplyOutcome::NotChanged);
                done(false);
                return;
            }
            setCheck("apply.backup", CheckStatus::Running, tr("Locked; backing up\u2026"));
            done(true);
        });
}

void ApplyJob::abandon(const QString &why)
{
    if (m_outcome != ApplyOutcome::Pending)
        return;
    setCheck("apply.backup", CheckStatus::Fail, why);
    skipAfter("apply.backup");
    finishUnlocked(ApplyOutcome::NotChanged);
}

void ApplyJob::finishUnlocked(ApplyOutcome outcome)
{
    m_lock.release([this](const CommandResult &result) { addEvidence("apply.backup", result); },
                   [this, outcome] { finish(outcome); });
}

void ApplyJob::proceed()
{
    m_backup.take(
        m_input.runId,
        m_input.yaml,
        m_input.moveAside,
        m_input.rewrite,
        [this](const CommandResult &result) { addEvidence("apply.backup", result); },
        [this](const std::optional<ApplyBackup::Failure> &failure) {
            if (failure) {
                setCheck("apply.backup", CheckStatus::Fail, failure->detail, failure->fix);
                skipAfter("apply.backup");
                finishUnlocked(ApplyOutcome::NotChanged);
                return;
            }
            arm();
        });
}

void ApplyJob::writeManifest(const char *id, const QString &state, std::function<void(bool)> next)
{
    m_backup.record(
        state,
        [this, id](const CommandResult &result) { addEvidence(id, result); },
        std::move(next));
}

QStringList ApplyJob::maskedNames() const
{
    QStringList names;
    for (const QString &path : m_input.moveAside)
        names << path.section(QLatin1Char('/'), -1);
    return names;
}

QList<QPair<QString, QByteArray>> ApplyJob::trialFiles() const
{
    QList<QPair<QString, QByteArray>> files{
        {QString::fromLatin1(RemoteScripts::netplanFile).section('/', -1), m_input.yaml}};
    for (const QString &name : maskedNames())
        files.append({name, NetplanCommands::maskContent()});
    for (const NetplanRewrite &r : m_input.rewrite)
        files.append({r.path.section(QLatin1Char('/'), -1), r.content});
    return files;
}

QList<NetplanInstall> ApplyJob::installs() const
{
    QList<NetplanInstall> install;
    for (const BackupFile &f : m_backup.run().files) {
        if (f.role == BackupFile::Role::MovedAside)
            continue;
        install.append({f.path.section(QLatin1Char('/'), -1),
                        f.sha256After,
                        f.absent ? QStringLiteral("absent") : f.sha256});
    }
    return install;
}

// Armed before anything changes: from here on, whatever happens to Tandem or the session, the
// node takes the trial back by itself.
void ApplyJob::arm()
{
    run(NetplanCommands::arm(m_backup.run(), m_input.confirmTimeout, m_password),
        [this](const CommandResult &result) {
            addEvidence("apply.backup", result);
            if (!result.ok()) {
                setCheck("apply.backup",
                         CheckStatus::Fail,
                         tr("The revert watchdog could not be started, so nothing was changed: %1")
                             .arg(result.errorText()));
                skipAfter("apply.backup");
                writeManifest("apply.backup", QStringLiteral("rolled-back"), [this](bool) {
                    finishUnlocked(ApplyOutcome::NotChanged);
                });
                return;
            }
            m_watch->armed(installs());
            QString detail = tr("%n file(s) backed up to %1 on the node and to %2; the revert "
                                "watchdog is armed.",
                                nullptr,
                                int(m_backup.run().files.size()))
                                 .arg(m_backup.run().backupDir, m_backup.localCopy());
            if (!m_lock.takeOverNote().isEmpty())
                detail += QLatin1Char(' ') + m_lock.takeOverNote();
            setCheck("apply.backup", CheckStatus::Pass, detail);
            writeManifest("apply.backup", QStringLiteral("applying"), [this](bool) { stage(0); });
        });
}

// One file after the other into /run/netplan: the new 40-cx7.yaml, a mask per file to move
// aside, the rewritten foreign files.
void ApplyJob::stage(int index)
{
    const QList<QPair<QString, QByteArray>> files = trialFiles();
    if (index >= files.size()) {
        QStringList changes;
        if (!m_input.moveAside.isEmpty())
            changes << tr("hiding %1").arg(m_input.moveAside.join(QStringLiteral(", ")));
        QStringList rewritten;
        for (const NetplanRewrite &r : std::as_const(m_input.rewrite))
            rewritten << r.path;
        if (!rewritten.isEmpty())
            changes << tr("%1 without the ConnectX-7 entries")
                           .arg(rewritten.join(QStringLiteral(", ")));
        setCheck("apply.write",
                 CheckStatus::Pass,
                 changes.isEmpty()
                     ? tr("Written to /run/netplan for the trial (0600, root, sha256 checked "
                          "on the node); /etc/netplan changes only when Tandem confirms.")
                     : tr("Written to /run/netplan for the trial (0600, root, sha256 checked "
                          "on the node): %1; /etc/netplan changes only when Tandem confirms.")
                           .arg(changes.join(QStringLiteral("; "))));
        validate();
        return;
    }
    const QString name = files.at(index).first;
    setCheck("apply.write",
             CheckStatus::Running,
             tr("Writing /run/netplan/%1 for the trial\u2026").arg(name));
    run(NetplanCommands::stage(m_input.runId, name, files.at(index).second, m_password),
        [this, index, name](const CommandResult &result) {
            addEvidence("apply.write", result);
            if (!result.ok()) {
                rollback("apply.write",
                         tr("Writing /run/netplan/%1 failed: %2").arg(name, result.errorText()));
                return;
            }
            stage(index + 1);
        });
}

void ApplyJob::validate()
{
    setCheck("apply.validate", CheckStatus::Running, tr("Running netplan generate\u2026"));
    run(NetplanCommands::netplan(QStringLiteral("generate"), m_password),
        [this](const CommandResult &result) {
            addEvidence("apply.validate", result);
            if (!result.ok()) {
                rollback("apply.validate",
                         tr("netplan generate refused the new configuration: %1")
                             .arg(result.errorText()));
                return;
            }
            setCheck("apply.validate",
                     CheckStatus::Pass,
                     tr("netplan generate accepts the configuration."));
            m_watch->apply();
        });
}

void ApplyJob::rollback(const char *id, const QString &why)
{
    m_watch->stop();
    setCheck(id, CheckStatus::Running, why + QLatin1Char(' ') + tr("Taking the trial back\u2026"));
    run(NetplanCommands::abort(m_input.runId, m_password),
        [this, id, why](const CommandResult &aborted) {
            addEvidence(id, aborted);
            run(NetplanCommands::netplan(QStringLiteral("generate"), m_password),
                [this, id, why, ok = aborted.ok() || aborted.out.trimmed() == "reverted"](
                    const CommandResult &generated) {
                    addEvidence(id, generated);
                    const QString after
                        = ok ? tr("The trial files were removed; /etc/netplan was not changed, "
                                  "so the node is as it was.")
                             : tr("Taking the trial back failed too; the revert watchdog "
                                  "removes it, or restart the node (/run/netplan does not "
                                  "survive a restart).");
                    setCheck(id, CheckStatus::Fail, why + QLatin1Char(' ') + after);
                    skipAfter(id);
                    writeManifest(id, QStringLiteral("rolled-back"), [this, ok](bool) {
                        if (ok)
                            finishUnlocked(ApplyOutcome::RolledBack);
                        else
                            finish(ApplyOutcome::Unknown); // the watchdog releases the lock
                    });
                });
        });
}

} // namespace Tandem
