// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steps/apply/applyoutcome.h"

#include "checks/check.h"
#include "remote/commandresult.h"
#include "remote/netplancommands.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>

#include <chrono>
#include <functional>

namespace Tandem {

class NodeRunner;
class RemoteCommand;

// The countdown of one node's trial (docs/netplan.md, "Applying safely"), from the moment its
// revert watchdog is armed: `netplan apply`, polling the planned addresses over the management
// path, the confirm that makes the trial permanent, and the verdict when no confirm comes (the
// watchdog reverted, or the node restarted). ApplyJob owns one and reports through its hooks
// (the apply.confirm check); lives on the job's thread.
class ApplyWatch final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ApplyWatch)

public:
    using Next = std::function<void(const CommandResult &)>;
    struct Hooks
    {
        std::function<void(const RemoteCommand &, Next)> run;
        std::function<void(CheckStatus, const QString &detail, const QString &fix)> setCheck;
        std::function<void(const CommandResult &)> evidence;
        // The verdict: `state` recorded in the node's manifest (none: not recorded), then the
        // job ends with `outcome`.
        std::function<void(const QString &state, ApplyOutcome outcome)> decide;
    };
    struct Plan
    {
        QString runId;
        QString backupDir;
        QStringList masked;                       // names in /etc/netplan moved aside on confirm
        QList<QPair<QString, QString>> addresses; // (netdev, address) to see up
        std::chrono::seconds timeout{120};
    };

    ApplyWatch(NodeRunner *runner,
               Plan plan,
               const QByteArray &password,
               Hooks hooks,
               QObject *parent = nullptr);

    void setPollInterval(std::chrono::milliseconds interval) { m_pollInterval = interval; }
    void setRevertGrace(std::chrono::milliseconds grace) { m_revertGrace = grace; }

    // The watchdog was armed just now: the countdown runs from here. `install`: the staged
    // files the confirmation makes permanent (40-cx7.yaml and the rewritten foreign files).
    void armed(const QList<NetplanInstall> &install);
    // The trial is written and valid: netplan apply, then wait for the addresses.
    void apply();
    // Tandem took the trial back itself: no verdict from here.
    void stop();
    [[nodiscard]] int secondsLeft() const;

Q_SIGNALS:
    void countdown(int secondsLeft);

private:
    void check(CheckStatus status, const QString &detail, const QString &fix = {});
    void decide(const QString &state, ApplyOutcome outcome);
    void poll();
    void pollResult(const CommandResult &result);
    void confirm();
    void afterDeadline();
    void checkOutcome();
    void outcomeSaid(const QByteArray &said, const CommandResult &result);
    void rebooted();

    QPointer<NodeRunner> m_runner;
    Plan m_plan;
    QList<NetplanInstall> m_install;
    const QByteArray &m_password;
    Hooks m_hooks;
    QElapsedTimer m_armedAt;
    QTimer m_pollTimer;
    QTimer m_countdownTimer;
    std::chrono::milliseconds m_pollInterval{500}; // ApplyStep::setTimings sets it
    std::chrono::milliseconds m_revertGrace{8000};
    bool m_applyDone = false;
    bool m_applyStarted = false;
    bool m_busy = false; // a poll, confirm or reconnect is in flight
    bool m_decided = false;
    bool m_verdict = false;
    int m_outcomeTries = 0;
};

} // namespace Tandem
