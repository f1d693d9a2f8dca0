// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace Tandem {

// The rules a value read back from a saved state must meet, as strict as for what a user
// types: the state file can be edited or planted by anyone who can write the data folder, and
// what it holds ends up in commands run with sudo on the nodes (netplan, ip, mpirun) and in
// the serving snippets. Each returns why the value is refused, or an empty string. Pure
// functions, any thread.
class SavedValues
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::SavedValues)

public:
    // What the user calls a node: a host name or an address (HostSpec's rules), no blanks,
    // no control characters, at most 253 characters.
    [[nodiscard]] static QString nodeNameProblem(const QString &name);
    // A node's management host: a host name or an IP address, as HostSpec reads it.
    [[nodiscard]] static QString hostProblem(const QString &host);
    // A login user: the portable POSIX user name set (as HostSpec and useradd take it).
    [[nodiscard]] static QString userProblem(const QString &user);
    // A Linux interface name: 1 to 15 bytes of [A-Za-z0-9_.-], not "." or "..".
    [[nodiscard]] static QString interfaceProblem(const QString &name);
    // A dotted IPv4 host address.
    [[nodiscard]] static QString addressProblem(const QString &address);
    // A netplan file name in /etc/netplan: one name of [A-Za-z0-9_.-], no path, not hidden.
    [[nodiscard]] static QString netplanFileProblem(const QString &name);
};

} // namespace Tandem
