// SPDX-License-Identifier: GPL-3.0-or-later
#include "syncdirectory.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <unistd.h>

namespace Tandem {

namespace {

class SyncDirectoryText
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::SyncDirectory)
};

} // namespace

Result<void> syncDirectoryOf(const QString &filePath)
{
    const QString dir = QFileInfo(filePath).absolutePath();
    const int fd = ::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    int rc = fd < 0 ? -1 : ::fsync(fd);
    const int saved = errno;
    if (fd >= 0)
        ::close(fd);
    // Some file systems cannot sync a folder (EINVAL); the rename is then as safe as they make it.
    if (rc != 0 && saved != EINVAL) {
        return makeError(
            SyncDirectoryText::tr("Cannot flush the folder %1 to disk: %2")
                .arg(QDir::toNativeSeparators(dir), QString::fromLocal8Bit(std::strerror(saved))));
    }
    return {};
}

} // namespace Tandem
