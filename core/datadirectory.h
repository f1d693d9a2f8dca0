// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Tandem {

// Where Tandem keeps what it learns on this computer: its known_hosts, its key pair, the
// local copies of node backups and the GUI's session. One folder for `tandem` and
// `tandem-cli` alike (~/.local/share/tandem), so a host key accepted or a key made by one is
// known to the other. Any thread.
[[nodiscard]] QString dataDirectory();

} // namespace Tandem
