// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Tandem {

// How SshSession may log in and which host keys it trusts. Plain value type.
// The password is held in memory only; the session wipes its own copy after use.
struct AuthOptions
{
    bool useAgent = true;          // try ssh-agent first when SSH_AUTH_SOCK is set
    QString keyFile;               // private key to offer; empty = none
    QString password;              // password / keyboard-interactive; empty = none
    QString knownHostsPath;        // empty = KnownHosts::defaultPath()
    bool acceptNewHostKey = false; // first contact without asking (CLI --accept-new-host-keys)
    int connectTimeoutSeconds = 10;
};

} // namespace Tandem
