// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QString>

namespace Tandem {

// Where Tandem keeps what it learns on this computer: its known_hosts, its key pair, the
// local copies of node backups and the GUI's session. One folder for `tandem` and
// `tandem-cli` alike (~/.local/share/tandem), so a host key accepted or a key made by one is
// known to the other. Any thread.
[[nodiscard]] QString dataDirectory();

// The data folder, private: made 0700 where it is missing; where it exists with any
// permission for group or others it is tightened to 0700 (with a warning in the log), because
// it holds host keys, the private key and backups of the nodes' network files. A folder that
// belongs to another user, or a file in its place, is refused. Any thread.
[[nodiscard]] Result<void> ensureDataDirectory();
// The same rules for any folder (the parents are made as usual where missing).
[[nodiscard]] Result<void> ensurePrivateDirectory(const QString &path);

} // namespace Tandem
