// SPDX-License-Identifier: GPL-3.0-or-later
#include "datadirectory.h"

#include <QStandardPaths>

namespace Tandem {

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

} // namespace Tandem
