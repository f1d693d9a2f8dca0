// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QString>

#include <chrono>

namespace Tandem {

// The node lock (docs/netplan.md, "One change at a time"): who this Tandem is when it takes a
// node's lock, and what LockScripts::lock said. Plain values; any thread.
struct NodeLock
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::NodeLock)

public:
    enum class State { Locked, Held, Failed };

    // A lock older than this whose run has no live watchdog is stale: no apply or restore
    // holds a node that long (the confirm timeout is at most a few minutes).
    static constexpr std::chrono::seconds maxAge{1800};

    State state = State::Failed;
    // The holder when Held; the previous, stale holder when one was taken over.
    QString runId, user, host, machine, pid, started;
    QString staleReason; // why a previous lock was taken over; empty when none was

    // This process: the local user, this computer's name, the pid and when it started, each
    // reduced to the characters the lock script accepts.
    [[nodiscard]] static QString localUser();
    [[nodiscard]] static QString localHost();
    [[nodiscard]] static QString localPid();
    [[nodiscard]] static QString startedAt();
    // 16 hex digits of a keyed hash of this computer's machine id (/etc/machine-id), never the
    // id itself: tells two computers of the same name apart. Empty where there is none.
    [[nodiscard]] static QString localMachine();

    // A Held lock taken by a Tandem on this computer whose process is gone (its pid runs no
    // more): a Tandem that was killed, or lost its session, before it could release the lock.
    // LockScripts::lock takes such a lock over when asked to, unless a watchdog of its run is
    // still running. A pid that runs again (reused) counts as alive: the lock then waits.
    [[nodiscard]] bool heldByGoneProcessHere() const;

    // The lock script's output and exit status.
    [[nodiscard]] static NodeLock parse(const QByteArray &out, int exitStatus);
    // "run X by USER on HOST (pid N), started T"
    [[nodiscard]] QString holder() const;
};

} // namespace Tandem
