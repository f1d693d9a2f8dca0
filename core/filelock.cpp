// SPDX-License-Identifier: GPL-3.0-or-later
#include "filelock.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QThread>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace Tandem {

namespace {

class FileLockText
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::FileLock)
};

} // namespace

FileLock::~FileLock()
{
    if (m_fd >= 0)
        ::close(m_fd); // closing the last descriptor releases the flock
}

Result<void> FileLock::lock(const QString &lockPath, std::chrono::milliseconds wait)
{
    if (m_fd >= 0)
        return {};
    const QString shown = QDir::toNativeSeparators(lockPath);
    const int fd = ::open(
        QFile::encodeName(lockPath).constData(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0) {
        return makeError(FileLockText::tr("Cannot open the lock file %1: %2")
                             .arg(shown, QString::fromLocal8Bit(std::strerror(errno))));
    }
    // Non-blocking attempts until the deadline, so that a process that hangs holding the
    // lock makes this one fail with a reason instead of hanging too.
    const QDeadlineTimer deadline(wait);
    for (;;) {
        if (::flock(fd, LOCK_EX | LOCK_NB) == 0) {
            m_fd = fd;
            return {};
        }
        if (errno != EWOULDBLOCK && errno != EINTR) {
            const int saved = errno;
            ::close(fd);
            return makeError(FileLockText::tr("Cannot lock %1: %2")
                                 .arg(shown, QString::fromLocal8Bit(std::strerror(saved))));
        }
        if (deadline.hasExpired()) {
            ::close(fd);
            return makeError(
                FileLockText::tr("Another Tandem has held %1 for more than %2 "
                                 "seconds; try again when it is done.")
                    .arg(shown)
                    .arg(std::chrono::duration_cast<std::chrono::seconds>(wait).count()));
        }
        QThread::msleep(10);
    }
}

} // namespace Tandem
