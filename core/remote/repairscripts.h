// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"
#include "ssh/remotecommand.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace Tandem {

// The Doctor's repairs of files in the user's home (docs/doctor.md, "Repair"): fixed scripts
// (core/remote/scripts/repair-*.sh) with their variable parts as arguments. Each copies the file it
// changes first (FILE.tandem-YYYYmmddHHMMSS, same mode), writes the new content beside it and
// renames it over the old one, and prints "@backup PATH" and "@changed" (or "@unchanged" when there
// was nothing to do). Every byte the user wrote stays, except the one line or block named. Pure,
// any thread.
class RepairScripts
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::RepairScripts)

public:
    // Takes every NCCL_IB_GID_INDEX line out of `file` (~/.nccl.conf, or /etc/nccl.conf with
    // sudo): NCCL then finds the RoCE v2 index itself. Refuses any other file.
    [[nodiscard]] static Result<RemoteCommand> unpinGidIndex(const QString &file,
                                                             const QByteArray &sudoPassword);
    // Puts `directory` on the PATH at the top of ~/.bashrc, above Ubuntu's interactive guard,
    // in a block marked as Tandem's; a block already there is left alone. Refuses a directory
    // that is not an absolute path of plain characters.
    [[nodiscard]] static Result<RemoteCommand> mpirunPath(const QString &directory);
    // Takes Tandem's block out of ~/.bashrc again (every other byte stays).
    [[nodiscard]] static RemoteCommand removeMpirunPath();

    static constexpr char blockBegin[] = "# >>> tandem: mpirun on the non-interactive PATH >>>";
    static constexpr char blockEnd[] = "# <<< tandem <<<";
};

} // namespace Tandem
