// SPDX-License-Identifier: GPL-3.0-or-later
#include "buildinfo.h"

#include <tandem/version.h>

#include <libssh/libssh.h>

#include <QtGlobal>

namespace Tandem {

QString version()
{
    return QStringLiteral(TANDEM_VERSION);
}

QList<LibraryVersion> coreLibraryVersions()
{
    // libssh reports the version it was built as at run time; yaml-cpp has no run-time
    // query, so the version CMake found is recorded at build time.
    return {
        {QStringLiteral("Qt"), QString::fromLatin1(qVersion())},
        {QStringLiteral("libssh"), QString::fromLatin1(ssh_version(0))},
        {QStringLiteral("yaml-cpp"), QStringLiteral(TANDEM_YAML_CPP_VERSION)},
    };
}

} // namespace Tandem
