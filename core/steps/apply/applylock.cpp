// SPDX-License-Identifier: GPL-3.0-or-later
#include "applylock.h"

#include "remote/netplancommands.h"

namespace Tandem {

ApplyLock::ApplyLock(QString node, const QByteArray &password, RunCommand run)
    : m_node(std::move(node))
    , m_password(password)
    , m_runCommand(std::move(run))
{}

void ApplyLock::take(const QString &runId, Next evidence, Taken taken, const QString &gone)
{
    m_runId = runId;
    m_runCommand(
        NetplanCommands::lock(runId, m_password, gone),
        [this, runId, gone, evidence, taken](const CommandResult &result) {
            evidence(result);
            const NodeLock lock = NodeLock::parse(result.out, result.exitStatus);
            // Held by a Tandem of this computer that is gone: ask once more, naming it.
            if (!result.error && gone.isEmpty() && lock.heldByGoneProcessHere()) {
                take(runId, evidence, taken, lock.runId);
                return;
            }
            if (!result.error && lock.state == NodeLock::State::Locked) {
                m_held = true;
                if (!lock.staleReason.isEmpty())
                    m_note = tr("A stale lock (%1) was taken over: %2.")
                                 .arg(lock.holder(), lock.staleReason);
                taken(std::nullopt);
                return;
            }
            if (!result.error && lock.state == NodeLock::State::Held) {
                taken(Refusal{tr("Another Tandem is changing %1 now: %2. One change at a time per "
                                 "node, so nothing was changed.")
                                  .arg(m_node, lock.holder()),
                              tr("Wait for that run to finish, then try again. If it is gone, its "
                                 "lock is taken over by itself after a restart of the node or %n "
                                 "minute(s) without its watchdog.",
                                 nullptr,
                                 int(NodeLock::maxAge.count() / 60))});
                return;
            }
            taken(Refusal{tr("The node's lock (%1) could not be taken, so nothing was "
                             "changed: %2")
                              .arg(QString::fromLatin1("/var/lib/tandem/lock"), result.errorText()),
                          {}});
        });
}

void ApplyLock::release(Next evidence, std::function<void()> done)
{
    if (!m_held) {
        done();
        return;
    }
    m_held = false;
    m_runCommand(NetplanCommands::unlock(m_runId, m_password),
                 [evidence, done](const CommandResult &result) {
                     evidence(result);
                     done();
                 });
}

} // namespace Tandem
