// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLoggingCategory>

// One category per module. Secrets (passwords, passphrases, private keys) are never logged.
Q_DECLARE_LOGGING_CATEGORY(lcDiscovery)
Q_DECLARE_LOGGING_CATEGORY(lcFiles)
Q_DECLARE_LOGGING_CATEGORY(lcInventory)
Q_DECLARE_LOGGING_CATEGORY(lcNccl)
Q_DECLARE_LOGGING_CATEGORY(lcSsh)
Q_DECLARE_LOGGING_CATEGORY(lcSshTrace)

namespace Tandem {

// How much Tandem's categories say on stderr (tandem-cli --verbose, given LEVEL times): 1 adds
// the info messages (each connection and remote command), 2 the debug ones (exit statuses,
// uploads). libssh's own trace (tandem.ssh.trace) stays off: it is for QT_LOGGING_RULES alone.
// 0 leaves the rules as they are.
void setVerbosity(int level);

} // namespace Tandem
