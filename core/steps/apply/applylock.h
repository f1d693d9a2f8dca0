// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/commandresult.h"
#include "remote/nodelock.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <functional>
#include <optional>

namespace Tandem {

class RemoteCommand;

// One node's lock for one run of apply or restore (docs/netplan.md, "One change at a time"):
// takes it before anything changes and releases it once the change is decided. ApplyJob and
// RestoreStep own one per node and run its commands; its callbacks only come while they live.
class ApplyLock
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::ApplyLock)

public:
    using Next = std::function<void(const CommandResult &)>;
    using RunCommand = std::function<void(const RemoteCommand &, Next)>;
    struct Refusal
    {
        QString detail;
        QString fix;
    };
    using Taken = std::function<void(const std::optional<Refusal> &)>;

    // `password` must outlive this object.
    ApplyLock(QString node, const QByteArray &password, RunCommand run);

    // Takes the lock for `runId`; `taken` gets nothing, or why not (another run holds it, or
    // the node could not write it), worded for a check's detail. A lock held by a Tandem of this
    // computer that is no longer running is taken over (a second ask, naming it as `gone`).
    void take(const QString &runId, Next evidence, Taken taken, const QString &gone = {});
    // Releases it if taken (once); then `done`.
    void release(Next evidence, std::function<void()> done);

    [[nodiscard]] bool held() const { return m_held; }
    // When take() took over a stale lock: what it said about it, for the check's detail.
    [[nodiscard]] const QString &takeOverNote() const { return m_note; }

private:
    QString m_node;
    const QByteArray &m_password;
    RunCommand m_runCommand;
    QString m_runId;
    bool m_held = false;
    QString m_note;
};

} // namespace Tandem
