// SPDX-License-Identifier: GPL-3.0-or-later
#include "datadirectory.h"

#include "logging.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <cerrno>
#include <cstring>

#include <sys/stat.h>
#include <unistd.h>

namespace Tandem {

namespace {

class DataDirectoryText
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::DataDirectory)
};

} // namespace

QString dataDirectory()
{
    // Under QStandardPaths' test mode every test program keeps its own folder, so tests
    // that run in parallel never share a known_hosts or a backup.
    if (QStandardPaths::isTestModeEnabled())
        return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    // GenericDataLocation, not AppDataLocation: the latter is named after the program, which
    // would give the GUI and the CLI two folders, two known_hosts and two key pairs.
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)
           + QStringLiteral("/tandem");
}

Result<void> ensureDataDirectory()
{
    return ensurePrivateDirectory(dataDirectory());
}

Result<void> ensurePrivateDirectory(const QString &path)
{
    const QString shown = QDir::toNativeSeparators(path);
    const QByteArray native = QFile::encodeName(path);
    const QString parent = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(parent)) {
        return makeError(DataDirectoryText::tr("Cannot create the folder %1.")
                             .arg(QDir::toNativeSeparators(parent)));
    }
    // mkdir with the mode, not mkdir and then chmod: no moment in which others could open it.
    if (::mkdir(native.constData(), 0700) != 0 && errno != EEXIST) {
        return makeError(DataDirectoryText::tr("Cannot create the folder %1: %2")
                             .arg(shown, QString::fromLocal8Bit(std::strerror(errno))));
    }
    struct stat st
    {
    };
    if (::stat(native.constData(), &st) != 0 || !S_ISDIR(st.st_mode))
        return makeError(DataDirectoryText::tr("%1 is not a folder.").arg(shown));
    if (st.st_uid != ::geteuid()) {
        return makeError(DataDirectoryText::tr("The folder %1 belongs to another user (uid %2); "
                                               "Tandem keeps host keys and a private key there "
                                               "and uses only a folder of its own user.")
                             .arg(shown)
                             .arg(st.st_uid));
    }
    const mode_t mode = st.st_mode & 07777;
    if ((mode & 077) != 0) {
        if (::chmod(native.constData(), 0700) != 0) {
            return makeError(DataDirectoryText::tr("The folder %1 can be read by other users "
                                                   "(mode %2) and cannot be made private: %3")
                                 .arg(shown,
                                      QString::number(mode, 8),
                                      QString::fromLocal8Bit(std::strerror(errno))));
        }
        qCWarning(lcFiles).noquote()
            << "the folder" << shown << "had mode" << QString::number(mode, 8) << "; made it 0700";
    }
    return {};
}

} // namespace Tandem
