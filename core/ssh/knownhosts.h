// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QCoreApplication>
#include <QString>

struct ssh_session_struct;

namespace Tandem {

// Tandem's own known_hosts file, in OpenSSH format (default dataDirectory()/known_hosts;
// the CLI's --known-hosts picks another). Neither ~/.ssh/known_hosts nor the system-wide
// file is read or written, so what Tandem trusts is exactly what the user confirmed here.
// Value type. Reading is safe from any thread; changes are serialised across threads and
// across processes (a lock file, `known_hosts.lock`, so two Tandems at once lose no key) and
// replace the file atomically (QSaveFile, then an fsync of its folder). The default file's
// folder is Tandem's private data folder (ensureDataDirectory). The libssh functions must run
// on the thread that owns the session.
class KnownHosts
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::KnownHosts)

public:
    enum class State {
        Known,     // the key matches the stored one
        Unknown,   // first contact: show the fingerprint and ask
        Changed,   // a different key of the same type: hard stop
        OtherType, // only keys of another type are stored: treated like Changed
        Error,
    };

    struct Verdict
    {
        State state = State::Error;
        QString fingerprint; // "SHA256:..." of the key the server presented
        QString message;     // for Changed, OtherType and Error: what happened, what to do
    };

    // The largest file appendLine() and removeHost() read and rewrite (some 100,000 hosts).
    static constexpr qint64 kMaxFileBytes = qint64(16) * 1024 * 1024;

    explicit KnownHosts(const QString &path = {});
    [[nodiscard]] static QString defaultPath();
    [[nodiscard]] QString path() const { return m_path; }

    // How OpenSSH names a host in the file: "host" on port 22, else "[host]:port".
    [[nodiscard]] static QString hostPattern(const QString &host, int port);

    // Points a libssh session at this file only (no global file, no ~/.ssh).
    [[nodiscard]] Result<void> applyTo(ssh_session_struct *session) const;
    // After ssh_connect(): compares the server's key with the file.
    [[nodiscard]] Verdict check(ssh_session_struct *session, const QString &host, int port) const;
    // Stores the server's key for the session's host and port.
    [[nodiscard]] Result<void> addServerKey(ssh_session_struct *session) const;

    // Appends one OpenSSH known_hosts line.
    [[nodiscard]] Result<void> appendLine(const QByteArray &line) const;
    // Removes every plain (unhashed) entry for host:port; returns how many were removed.
    [[nodiscard]] Result<int> removeHost(const QString &host, int port) const;

    [[nodiscard]] static QString changedKeyMessage(const QString &host,
                                                   int port,
                                                   const QString &fingerprint,
                                                   const QString &knownHostsPath);

private:
    QString m_path;
};

} // namespace Tandem
