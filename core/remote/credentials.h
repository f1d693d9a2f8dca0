// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace Tandem {

// How to log in to the nodes, for this session only. The password serves SSH login and sudo
// (on DGX OS they are the same); it lives in memory and is wiped when replaced.
struct Credentials
{
    QByteArray password;
    QString keyFile;          // a private key to offer; empty: Tandem's own key if present
    QByteArray keyPassphrase; // for an encrypted keyFile
    bool useAgent = true;
    QString knownHostsPath;         // empty: Tandem's own known_hosts
    bool acceptNewHostKeys = false; // CLI --accept-new-host-keys: trust first contact
};

} // namespace Tandem
