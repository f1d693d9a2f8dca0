// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/commandresult.h"
#include "result.h"
#include "ssh/remotecommand.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>

namespace Tandem {

// The three blocks the SSH fabric writes on one node, each between "# tandem-fabric begin"
// and "# tandem-fabric end" at the top of its file. Built and validated by SshFabricStep.
struct FabricFiles
{
    QByteArray authorizedKeys; // from="<peer CX7 addresses>",no-...,no-pty <type> <base64>
                               // tandem-fabric@<host>
    QByteArray knownHosts;     // lines: <addr>,<addr>,<host>-cx7 <type> <base64>
    QByteArray config;         // Host stanzas for <host>-cx7 and the peers' CX7 addresses

    friend bool operator==(const FabricFiles &, const FabricFiles &) = default;
};

// What the read script saw of one file: "authorized_keys", "known_hosts", "config" (under
// ~/.ssh) or "manifest" (~/.local/state/tandem/fabric.json).
struct FabricFileState
{
    QByteArray name;
    bool exists = false;
    bool link = false;  // a symbolic link to the file (dotfile repositories): it stays one
    QByteArray mode;    // octal, as stat -c %a prints it
    QByteArray content; // every byte, as read

    // Hex sha256 of the content, or "absent": what the write compares before it replaces.
    [[nodiscard]] QByteArray sha256() const;
};

// One file the write script changes, but only if it still hashes to `expected`
// (compare-and-swap: an edit made meanwhile by the user or another Tandem is never lost).
struct FabricWrite
{
    enum class Action { Keep, Write, Remove };

    QByteArray name;     // as in FabricFileState
    QByteArray expected; // FabricFileState::sha256() when it was read
    Action action = Action::Keep;
    QByteArray content; // for Write
    QByteArray mode;    // octal to set, or "-": keep the file's mode (600 for a new file)

    friend bool operator==(const FabricWrite &, const FabricWrite &) = default;
};

// The fixed shell scripts of the SSH fabric (docs/flow.md, "Step 6: SSH fabric" and "Undo"),
// core/remote/scripts/fabric-*.sh. Each
// goes to a node as `sh -c SCRIPT sh ARG...`: everything that varies travels as a positional
// argument or on stdin and is never part of the script text. The scripts touch only the user's
// ~/.ssh/authorized_keys, known_hosts and config, the key pair ~/.ssh/tandem_fabric_ed25519 and
// the manifest ~/.local/state/tandem/fabric.json. What the files become is computed here, on
// this computer, by FabricEdit from what the read script printed; the write script only swaps
// in the new bytes, and only where a file is still what was read. Pure functions, any thread;
// the unit tests run the scripts locally with /bin/sh in a temporary HOME.
class FabricScripts
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::FabricScripts)

public:
    // Files larger than this are refused: no user's ssh file is that big.
    static constexpr qint64 maxFileBytes = 1024 * 1024;

    // Makes ~/.ssh/tandem_fabric_ed25519 if absent. Prints "created" or "existing", the user
    // name, the host name and the public key line. Never prints or reads out the private key.
    [[nodiscard]] static QByteArray keyScript();
    // Prints the node's SSH host public keys (ed25519, ecdsa, rsa; those that exist).
    [[nodiscard]] static QByteArray hostKeysScript();
    // Prints per file "NAME absent", "NAME file|link MODE" and a line of base64, or a word
    // that refuses it ("foreign": not the user's; "notfile"; "dangling"; "toolarge SIZE").
    [[nodiscard]] static QByteArray readScript();
    // $1 "keep-key" or "remove-key", then one "NAME:EXPECTED:ACTION:MODE" per file; stdin holds
    // one base64 line per Write. Checks every file against EXPECTED first (exit 4 and nothing
    // written when one changed), then replaces each atomically (temporary file in the same
    // folder, fsync, rename, fsync of the folder; through a symbolic link, the link stays) and
    // prints "ok NAME". With remove-key: "key removed", "key kept" or "key absent".
    [[nodiscard]] static QByteArray writeScript();

    [[nodiscard]] static RemoteCommand keyCommand();
    [[nodiscard]] static RemoteCommand hostKeysCommand();
    [[nodiscard]] static RemoteCommand readCommand();
    [[nodiscard]] static RemoteCommand writeCommand(const QList<FabricWrite> &writes,
                                                    bool removeKey = false);

    // The four files in readScript's order, or why they cannot be edited safely.
    [[nodiscard]] static Result<QList<FabricFileState>> parseRead(const CommandResult &result);

    // The file names (under ~/.ssh) the fabric edits, in the order the scripts report them.
    [[nodiscard]] static QList<QByteArray> files();
    // "~/.ssh/NAME", or the manifest's path, for messages.
    [[nodiscard]] static QString displayName(const QByteArray &name);
};

} // namespace Tandem
