// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QString>

#include <chrono>

namespace Tandem {

// An exclusive lock on a file shared by every Tandem on this computer (flock(2) on a lock
// file of its own, next to the file it guards): two processes that read, change and replace
// the same file (two Tandems confirming host keys at once) take turns instead of losing each
// other's change. The kernel drops the lock when the process ends, so a crash leaves no stale
// lock. Not copyable; released by the destructor.
class FileLock
{
    Q_DISABLE_COPY_MOVE(FileLock)

public:
    FileLock() = default;
    ~FileLock();

    // Takes the lock on `lockPath` (created 0600 where missing), waiting at most `wait`.
    [[nodiscard]] Result<void> lock(const QString &lockPath,
                                    std::chrono::milliseconds wait = std::chrono::seconds(10));
    [[nodiscard]] bool isLocked() const { return m_fd >= 0; }

private:
    int m_fd = -1;
};

} // namespace Tandem
