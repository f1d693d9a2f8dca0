// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ssh/remotecommand.h"

#include <QByteArray>

namespace Tandem {

// The three blocks the SSH fabric writes on one node, each between "# tandem-fabric begin"
// and "# tandem-fabric end" at the top of its file. Built and validated by SshFabricStep.
struct FabricFiles
{
    QByteArray authorizedKeys; // lines: from="<subnets>" <type> <base64> tandem-fabric@<host>
    QByteArray knownHosts;     // lines: <addr>,<addr>,<host>-cx7 <type> <base64>
    QByteArray config;         // Host stanzas for <host>-cx7 and the peers' CX7 addresses

    friend bool operator==(const FabricFiles &, const FabricFiles &) = default;
};

// The fixed shell scripts of the SSH fabric (docs/flow.md, "Step 6: SSH fabric" and "Undo"). Each
// goes to a node as `sh -c SCRIPT sh ARG...`: everything that varies travels as a positional
// argument and is never part of the script text. The scripts only touch the user's
// ~/.ssh/authorized_keys, known_hosts and config (between Tandem's markers), the key pair
// ~/.ssh/tandem_fabric_ed25519 and the manifest ~/.local/state/tandem/fabric.json. Pure functions,
// any thread; the unit tests run the scripts locally with /bin/sh in a temporary HOME.
class FabricScripts
{
public:
    // Makes ~/.ssh/tandem_fabric_ed25519 if absent. Prints "created" or "existing", the user
    // name, the host name and the public key line. Never prints or reads out the private key.
    [[nodiscard]] static QByteArray keyScript();
    // Prints the node's SSH host public keys (ed25519, ecdsa, rsa; those that exist).
    [[nodiscard]] static QByteArray hostKeysScript();
    // $1 authorized_keys block, $2 known_hosts block, $3 config block. Rewrites each file's
    // Tandem block (idempotent), records the pre-Tandem state in the manifest and prints
    // "ok <file> <sha256 of the file without Tandem's lines>" per file.
    [[nodiscard]] static QByteArray installScript();
    // $1 "remove-key" or "keep-key". Removes exactly what installScript added, restores each
    // file's mode, deletes files Tandem created that are empty again, and prints per file
    // "identical|changed|restored|removed|absent <file> [sha256]"; with remove-key, "key
    // removed" or "key kept" too.
    [[nodiscard]] static QByteArray undoScript();

    [[nodiscard]] static RemoteCommand keyCommand();
    [[nodiscard]] static RemoteCommand hostKeysCommand();
    [[nodiscard]] static RemoteCommand installCommand(const FabricFiles &files);
    [[nodiscard]] static RemoteCommand undoCommand(bool removeKey);

    // The file names (under ~/.ssh) the fabric edits, in the order the scripts report them.
    [[nodiscard]] static QList<QByteArray> files();
};

} // namespace Tandem
