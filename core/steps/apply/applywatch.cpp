// SPDX-License-Identifier: GPL-3.0-or-later
#include "applywatch.h"

#include "checks/plannedaddresses.h"
#include "remote/netplancommands.h"
#include "remote/noderunner.h"
#include "remote/reopen.h"

namespace Tandem {

ApplyWatch::ApplyWatch(
    NodeRunner *runner, Plan plan, const QByteArray &password, Hooks hooks, QObject *parent)
    : QObject(parent)
    , m_runner(runner)
    , m_plan(std::move(plan))
    , m_password(password)
    , m_hooks(std::move(hooks))
{
    m_pollTimer.setSingleShot(true);
    connect(&m_pollTimer, &QTimer::timeout, this, &ApplyWatch::poll);
    m_countdownTimer.setInterval(1000);
    connect(&m_countdownTimer, &QTimer::timeout, this, [this] { Q_EMIT countdown(secondsLeft()); });
}

void ApplyWatch::armed(const QList<NetplanInstall> &install)
{
    m_install = install;
    m_armedAt.start();
    m_countdownTimer.start();
    // The verdict must not wait on a command stuck on a dead session.
    QTimer::singleShot(
        std::chrono::milliseconds(m_plan.timeout) - std::chrono::milliseconds(1000), this, [this] {
            if (!m_decided && m_applyStarted)
                afterDeadline();
        });
    Q_EMIT countdown(secondsLeft());
}

void ApplyWatch::stop()
{
    m_decided = true;
    m_verdict = true;
    m_pollTimer.stop();
    m_countdownTimer.stop();
}

void ApplyWatch::check(CheckStatus status, const QString &detail, const QString &fix)
{
    m_hooks.setCheck(status, detail, fix);
}

void ApplyWatch::decide(const QString &state, ApplyOutcome outcome)
{
    if (m_verdict)
        return;
    m_verdict = true;
    m_decided = true;
    m_pollTimer.stop();
    m_countdownTimer.stop();
    m_hooks.decide(state, outcome);
}

void ApplyWatch::apply()
{
    m_applyStarted = true;
    if (m_armedAt.elapsed() >= std::chrono::milliseconds(m_plan.timeout).count() - 1000) {
        afterDeadline();
        return;
    }
    check(CheckStatus::Running,
          tr("netplan apply; the node reverts by itself in %n second(s) unless Tandem sees the "
             "new addresses.",
             nullptr,
             secondsLeft()));
    RemoteCommand command = NetplanCommands::netplan(QStringLiteral("apply"), m_password);
    command.setTimeout(m_plan.timeout);
    m_hooks.run(command, [this](const CommandResult &result) {
        m_hooks.evidence(result);
        m_applyDone = true;
        if (!result.error && result.exitStatus != 0 && !m_decided) {
            // netplan apply itself failed: do not wait for the timeout, revert now.
            m_hooks.run(NetplanCommands::reject(m_plan.runId, m_password),
                        [this](const CommandResult &rejected) {
                            m_hooks.evidence(rejected);
                            m_pollTimer.stop();
                            m_decided = true;
                            QTimer::singleShot(
                                std::min(m_revertGrace, std::chrono::milliseconds(3000)),
                                this,
                                &ApplyWatch::checkOutcome);
                        });
            return;
        }
        poll();
    });
}

int ApplyWatch::secondsLeft() const
{
    const qint64 total = std::chrono::milliseconds(m_plan.timeout).count();
    return int(std::max<qint64>(0, (total - m_armedAt.elapsed() + 999) / 1000));
}

void ApplyWatch::poll()
{
    if (m_decided || m_busy)
        return;
    // Stop a little before the watchdog wakes: a confirm sent later would only lose the race.
    if (m_armedAt.elapsed() >= std::chrono::milliseconds(m_plan.timeout).count() - 1000) {
        afterDeadline();
        return;
    }
    m_busy = true;
    m_hooks.run(NetplanCommands::addresses(), [this](const CommandResult &result) {
        m_busy = false;
        pollResult(result);
    });
}

void ApplyWatch::pollResult(const CommandResult &result)
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
            m_hooks.run(NetplanCommands::outcome(m_plan.runId, m_password),
                        [this](const CommandResult &said) {
                            m_busy = false;
                            if (!m_decided && said.ok() && said.out.trimmed() == "rebooted") {
                                m_hooks.evidence(said);
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
        = result.ok() ? missingAddresses(result.out, m_plan.addresses) : QStringList();
    if (result.ok() && missing.isEmpty()) {
        m_hooks.evidence(result);
        confirm();
        return;
    }
    check(CheckStatus::Running,
          tr("Waiting for %1 (%n second(s) left).", nullptr, secondsLeft())
              .arg(missing.join(QStringLiteral(", "))));
    m_pollTimer.start(m_pollInterval);
}

void ApplyWatch::confirm()
{
    m_busy = true;
    m_hooks.run(
        NetplanCommands::confirm(m_plan.runId, m_install, m_plan.masked, m_password),
        [this](const CommandResult &result) {
            m_busy = false;
            m_hooks.evidence(result);
            const QByteArray said = result.out.trimmed().split('\n').last();
            if (!result.error && said == "confirmed") {
                m_decided = true;
                if (result.exitStatus != 0) {
                    check(CheckStatus::Fail,
                          tr("Confirmed, but what was installed does not read back as what "
                             "Tandem wrote: %1")
                              .arg(result.errorText()),
                          tr("Run Restore to put the files back as they were."));
                    decide(QStringLiteral("confirmed"), ApplyOutcome::Unknown);
                    return;
                }
                QStringList installed;
                for (const NetplanInstall &i : std::as_const(m_install))
                    installed << QStringLiteral("/etc/netplan/") + i.name;
                check(CheckStatus::Pass,
                      tr("The new addresses are up and confirmed; the revert watchdog was "
                         "stopped and %1 installed (sha256 checked).")
                          .arg(installed.join(QStringLiteral(", "))));
                decide(QStringLiteral("confirmed"), ApplyOutcome::Confirmed);
                return;
            }
            if (!result.error && said == "commit-failed") {
                m_decided = true;
                check(CheckStatus::Fail,
                      tr("The new addresses came up, but they could not be made permanent: "
                         "%1. The trial was taken back: /etc/netplan was not changed and the "
                         "old configuration is applied again.")
                          .arg(QString::fromUtf8(result.err).trimmed()),
                      result.err.contains("changed since Tandem backed it up")
                          ? tr("Someone changed that file during the trial; look at it, then "
                               "apply again (Tandem reads it anew).")
                          : tr("Free space under /etc/netplan, then apply again."));
                decide(QStringLiteral("rolled-back"), ApplyOutcome::RolledBack);
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

void ApplyWatch::afterDeadline()
{
    m_decided = true;
    check(CheckStatus::Running,
          tr("The new addresses did not come up in %n second(s); the node is reverting by itself.",
             nullptr,
             int(m_plan.timeout.count())));
    const qint64 wait
        = std::max<qint64>(0,
                           std::chrono::milliseconds(m_plan.timeout).count() - m_armedAt.elapsed())
          + m_revertGrace.count();
    QTimer::singleShot(std::chrono::milliseconds(wait), this, &ApplyWatch::checkOutcome);
}

void ApplyWatch::rebooted()
{
    check(CheckStatus::Fail,
          tr("The node restarted before the new configuration was confirmed. It lived only in "
             "/run/netplan, which a restart empties, so the node came back with its old "
             "configuration; /etc/netplan was not changed."),
          tr("Apply again when the node is up."));
    decide(QStringLiteral("reverted"), ApplyOutcome::Reverted);
}

void ApplyWatch::checkOutcome()
{
    if (m_verdict)
        return;
    m_countdownTimer.stop();
    ++m_outcomeTries;
    m_hooks.run(NetplanCommands::outcome(m_plan.runId, m_password),
                [this](const CommandResult &result) {
                    m_hooks.evidence(result);
                    outcomeSaid(result.ok() ? result.out.trimmed() : QByteArray(), result);
                });
}

void ApplyWatch::outcomeSaid(const QByteArray &said, const CommandResult &result)
{
    if (said == "reverted") {
        check(CheckStatus::Fail,
              tr("The new addresses were not confirmed in time, so the node reverted by "
                 "itself: the trial files are gone and the old configuration is applied."),
              tr("Look at the plan and the cabling checks, then apply again."));
        decide(QStringLiteral("reverted"),
               ApplyOutcome::Reverted); // the watchdog released the lock already
        return;
    }
    if (said == "confirmed") { // confirmed in a reply that got lost
        check(CheckStatus::Pass, tr("The new addresses are up and confirmed."));
        decide(QStringLiteral("confirmed"), ApplyOutcome::Confirmed);
        return;
    }
    if (said == "rebooted") {
        rebooted();
        return;
    }
    if (m_outcomeTries < 6 && said != "superseded") {
        if (result.error)
            reopenRunner(m_runner, this, [this](bool) {
                QTimer::singleShot(m_pollInterval, this, &ApplyWatch::checkOutcome);
            });
        else
            QTimer::singleShot(m_pollInterval, this, &ApplyWatch::checkOutcome);
        return;
    }
    check(CheckStatus::Fail,
          tr("The new addresses were not confirmed in time. The node reverts by itself, but "
             "Tandem could not see that happen (%1).")
              .arg(said.isEmpty() ? result.errorText() : QString::fromUtf8(said)),
          tr("When the node is reachable again, run Restore (or check %1/watchdog.log on "
             "the node).")
              .arg(m_plan.backupDir));
    decide({}, ApplyOutcome::Unknown);
}

} // namespace Tandem
