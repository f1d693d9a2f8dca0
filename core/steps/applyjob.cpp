// SPDX-License-Identifier: GPL-3.0-or-later
#include "applyjob.h"

#include "checks/plannedaddresses.h"
#include "remote/commandresult.h"
#include "remote/netplancommands.h"
#include "remote/noderunner.h"
#include "remote/remotescripts.h"
#include "remote/reopen.h"

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
    m_pollTimer.setSingleShot(true);
    connect(&m_pollTimer, &QTimer::timeout, this, &ApplyJob::poll);
    m_countdownTimer.setInterval(1000);
    connect(&m_countdownTimer, &QTimer::timeout, this, [this] {
        Q_EMIT countdown(m_node, secondsLeft());
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
    m_pollTimer.stop();
    m_countdownTimer.stop();
    Q_EMIT finished();
}

void ApplyJob::prepare(std::function<void(bool)> done)
{
    m_clock.start();
    for (const char *id : checkIds)
        setCheck(id, CheckStatus::Pending, {});
    setCheck("apply.backup", CheckStatus::Running, tr("Checking sudo\u2026"));
    QStringList bad;
    for (const QString &path : std::as_const(m_input.moveAside)) {
        if (!NodeBackup::isSafeNetplanPath(path)
            || path == QLatin1String(RemoteScripts::netplanFile))
            bad << path;
    }
    if (m_input.yaml.trimmed().isEmpty() || m_input.addresses.isEmpty() || !bad.isEmpty()
        || !NodeBackup::isValidRunId(m_input.runId)) {
        setCheck("apply.backup",
                 CheckStatus::Fail,
                 bad.isEmpty()
                     ? tr("There is no network plan for %1; nothing was changed.").arg(m_node)
                     : tr("Tandem only moves netplan files in /etc/netplan aside, not %1; "
                          "nothing was changed.")
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
            m_armedAt.start();
            m_countdownTimer.start();
            // The verdict must not wait on a command stuck on a dead session.
            QTimer::singleShot(std::chrono::milliseconds(m_input.confirmTimeout)
                                   - std::chrono::milliseconds(1000),
                               this,
                               [this] {
                                   if (!m_decided && m_applyStarted)
                                       afterDeadline();
                               });
            Q_EMIT countdown(m_node, secondsLeft());
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

// Index 0 is the new 40-cx7.yaml; then one mask per file to move aside. All in /run/netplan.
void ApplyJob::stage(int index)
{
    const QStringList masks = maskedNames();
    if (index > masks.size()) {
        setCheck("apply.write",
                 CheckStatus::Pass,
                 masks.isEmpty()
                     ? tr("Written to /run/netplan for the trial (0600, root, sha256 checked "
                          "on the node); /etc/netplan changes only when Tandem confirms.")
                     : tr("Written to /run/netplan for the trial (0600, root, sha256 checked "
                          "on the node), hiding %1 until Tandem confirms; /etc/netplan changes "
                          "only then.")
                           .arg(m_input.moveAside.join(QStringLiteral(", "))));
        validate();
        return;
    }
    const QString name = index == 0
                             ? QString::fromLatin1(RemoteScripts::netplanFile).section('/', -1)
                             : masks.at(index - 1);
    setCheck("apply.write",
             CheckStatus::Running,
             tr("Writing /run/netplan/%1 for the trial\u2026").arg(name));
    run(NetplanCommands::stage(m_input.runId,
                               name,
                               index == 0 ? m_input.yaml : NetplanCommands::maskContent(),
                               m_password),
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
            apply();
        });
}

void ApplyJob::rollback(const char *id, const QString &why)
{
    m_decided = true;
    m_countdownTimer.stop();
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

void ApplyJob::apply()
{
    m_applyStarted = true;
    if (m_armedAt.elapsed() >= std::chrono::milliseconds(m_input.confirmTimeout).count() - 1000) {
        afterDeadline();
        return;
    }
    setCheck("apply.confirm",
             CheckStatus::Running,
             tr("netplan apply; the node reverts by itself in %n second(s) unless Tandem sees the "
                "new addresses.",
                nullptr,
                secondsLeft()));
    RemoteCommand command = NetplanCommands::netplan(QStringLiteral("apply"), m_password);
    command.setTimeout(m_input.confirmTimeout);
    run(command, [this](const CommandResult &result) {
        addEvidence("apply.confirm", result);
        m_applyDone = true;
        if (!result.error && result.exitStatus != 0 && !m_decided) {
            // netplan apply itself failed: do not wait for the timeout, revert now.
            run(NetplanCommands::reject(m_input.runId, m_password),
                [this](const CommandResult &rejected) {
                    addEvidence("apply.confirm", rejected);
                    m_pollTimer.stop();
                    m_decided = true;
                    QTimer::singleShot(std::min(m_revertGrace, std::chrono::milliseconds(3000)),
                                       this,
                                       &ApplyJob::checkOutcome);
                });
            return;
        }
        poll();
    });
}

int ApplyJob::secondsLeft() const
{
    const qint64 total = std::chrono::milliseconds(m_input.confirmTimeout).count();
    return int(std::max<qint64>(0, (total - m_armedAt.elapsed() + 999) / 1000));
}

void ApplyJob::poll()
{
    if (m_decided || m_busy)
        return;
    // Stop a little before the watchdog wakes: a confirm sent later would only lose the race.
    if (m_armedAt.elapsed() >= std::chrono::milliseconds(m_input.confirmTimeout).count() - 1000) {
        afterDeadline();
        return;
    }
    m_busy = true;
    run(NetplanCommands::addresses(), [this](const CommandResult &result) {
        m_busy = false;
        pollResult(result);
    });
}

void ApplyJob::pollResult(const CommandResult &result)
{
    if (m_decided)
        return;
    if (result.error) {
        // The session dropped: back on it, first ask whether the node restarted meanwhile.
        m_busy = true;
        reopenRunner(m_runner, this, [this](bool opened) {
            if (!opened) {
                m_busy = false;
                m_pollTimer.start(m_pollInterval);
                return;
            }
            run(NetplanCommands::outcome(m_input.runId, m_password),
                [this](const CommandResult &said) {
                    m_busy = false;
                    if (!m_decided && said.ok() && said.out.trimmed() == "rebooted") {
                        addEvidence("apply.confirm", said);
                        m_decided = true;
                        rebooted();
                        return;
                    }
                    m_pollTimer.start(m_pollInterval);
                });
        });
        return;
    }
    const QStringList missing
        = result.ok() ? missingAddresses(result.out, m_input.addresses) : QStringList();
    if (result.ok() && missing.isEmpty()) {
        addEvidence("apply.confirm", result);
        confirm();
        return;
    }
    setCheck("apply.confirm",
             CheckStatus::Running,
             tr("Waiting for %1 (%n second(s) left).", nullptr, secondsLeft())
                 .arg(missing.join(QStringLiteral(", "))));
    m_pollTimer.start(m_pollInterval);
}

void ApplyJob::confirm()
{
    m_busy = true;
    const QList<QPair<QString, QString>> install{
        {QString::fromLatin1(RemoteScripts::netplanFile).section('/', -1),
         NodeBackup::sha256Hex(m_input.yaml)}};
    run(NetplanCommands::confirm(m_input.runId, install, maskedNames(), m_password),
        [this](const CommandResult &result) {
            m_busy = false;
            addEvidence("apply.confirm", result);
            const QByteArray said = result.out.trimmed().split('\n').last();
            if (!result.error && said == "confirmed") {
                m_decided = true;
                m_elapsedMs = m_clock.elapsed();
                if (result.exitStatus != 0) {
                    setCheck(
                        "apply.confirm",
                        CheckStatus::Fail,
                        tr("Confirmed, but %1 does not read back as what Tandem wrote: %2")
                            .arg(QLatin1String(RemoteScripts::netplanFile), result.errorText()),
                        tr("Run Restore to put the files back as they were."));
                    writeManifest("apply.confirm", QStringLiteral("confirmed"), [this](bool) {
                        finishUnlocked(ApplyOutcome::Unknown);
                    });
                    return;
                }
                setCheck("apply.confirm",
                         CheckStatus::Pass,
                         tr("The new addresses are up and confirmed; the revert watchdog was "
                            "stopped and %1 installed (sha256 checked).")
                             .arg(QLatin1String(RemoteScripts::netplanFile)));
                writeManifest("apply.confirm", QStringLiteral("confirmed"), [this](bool) {
                    finishUnlocked(ApplyOutcome::Confirmed);
                });
                return;
            }
            if (!result.error && said == "commit-failed") {
                m_decided = true;
                setCheck("apply.confirm",
                         CheckStatus::Fail,
                         tr("The new addresses came up, but they could not be made permanent: "
                            "%1. The trial was taken back: /etc/netplan was not changed and the "
                            "old configuration is applied again.")
                             .arg(QString::fromUtf8(result.err).trimmed()),
                         tr("Free space under /etc/netplan, then apply again."));
                writeManifest("apply.confirm", QStringLiteral("rolled-back"), [this](bool) {
                    finishUnlocked(ApplyOutcome::RolledBack);
                });
                return;
            }
            if (!result.error && result.exitStatus == 3) {
                m_decided = true;
                outcomeSaid(said, result);
                return;
            }
            if (result.error) {
                reopenRunner(m_runner, this, [this](bool) { m_pollTimer.start(m_pollInterval); });
                return;
            }
            m_pollTimer.start(m_pollInterval); // a refused sudo now would be odd; try again
        });
}

void ApplyJob::afterDeadline()
{
    m_decided = true;
    setCheck(
        "apply.confirm",
        CheckStatus::Running,
        tr("The new addresses did not come up in %n second(s); the node is reverting by itself.",
           nullptr,
           int(m_input.confirmTimeout.count())));
    const qint64 wait
        = std::max<qint64>(
              0, std::chrono::milliseconds(m_input.confirmTimeout).count() - m_armedAt.elapsed())
          + m_revertGrace.count();
    QTimer::singleShot(std::chrono::milliseconds(wait), this, &ApplyJob::checkOutcome);
}

void ApplyJob::rebooted()
{
    setCheck("apply.confirm",
             CheckStatus::Fail,
             tr("The node restarted before the new configuration was confirmed. It lived only in "
                "/run/netplan, which a restart empties, so the node came back with its old "
                "configuration; /etc/netplan was not changed."),
             tr("Apply again when the node is up."));
    writeManifest("apply.confirm", QStringLiteral("reverted"), [this](bool) {
        finishUnlocked(ApplyOutcome::Reverted);
    });
}

void ApplyJob::checkOutcome()
{
    if (m_outcome != ApplyOutcome::Pending)
        return;
    m_countdownTimer.stop();
    ++m_outcomeTries;
    run(NetplanCommands::outcome(m_input.runId, m_password), [this](const CommandResult &result) {
        addEvidence("apply.confirm", result);
        outcomeSaid(result.ok() ? result.out.trimmed() : QByteArray(), result);
    });
}

void ApplyJob::outcomeSaid(const QByteArray &said, const CommandResult &result)
{
    if (said == "reverted") {
        setCheck("apply.confirm",
                 CheckStatus::Fail,
                 tr("The new addresses were not confirmed in time, so the node reverted by "
                    "itself: the trial files are gone and the old configuration is applied."),
                 tr("Look at the plan and the cabling checks, then apply again."));
        writeManifest("apply.confirm", QStringLiteral("reverted"), [this](bool) {
            finishUnlocked(ApplyOutcome::Reverted); // the watchdog released the lock already
        });
        return;
    }
    if (said == "confirmed") { // confirmed in a reply that got lost
        setCheck("apply.confirm", CheckStatus::Pass, tr("The new addresses are up and confirmed."));
        writeManifest("apply.confirm", QStringLiteral("confirmed"), [this](bool) {
            finishUnlocked(ApplyOutcome::Confirmed);
        });
        return;
    }
    if (said == "rebooted") {
        rebooted();
        return;
    }
    if (m_outcomeTries < 6 && said != "superseded") {
        if (result.error)
            reopenRunner(m_runner, this, [this](bool) {
                QTimer::singleShot(m_pollInterval, this, &ApplyJob::checkOutcome);
            });
        else
            QTimer::singleShot(m_pollInterval, this, &ApplyJob::checkOutcome);
        return;
    }
    setCheck("apply.confirm",
             CheckStatus::Fail,
             tr("The new addresses were not confirmed in time. The node reverts by itself, but "
                "Tandem could not see that happen (%1).")
                 .arg(said.isEmpty() ? result.errorText() : QString::fromUtf8(said)),
             tr("When the node is reachable again, run Restore (or check %1/watchdog.log on "
                "the node).")
                 .arg(m_backup.run().backupDir));
    finish(ApplyOutcome::Unknown);
}

} // namespace Tandem
