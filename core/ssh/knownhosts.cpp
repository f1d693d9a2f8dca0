// SPDX-License-Identifier: GPL-3.0-or-later
#include "knownhosts.h"

#include "datadirectory.h"
#include "filelock.h"
#include "logging.h"
#include "shellquote.h"
#include "sshhandles.h"
#include "sshoptions.h"
#include "syncdirectory.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QSaveFile>

namespace Tandem {

using namespace SshHandles;

namespace {

// Sessions on several worker threads may confirm keys at once; without this, two
// read-modify-write cycles could drop one line.
QMutex &fileMutex()
{
    static QMutex mutex;
    return mutex;
}

Result<QByteArray> readAll(const QString &path)
{
    QFile file(path);
    if (!file.exists())
        return QByteArray();
    if (!file.open(QIODevice::ReadOnly)) {
        return makeError(KnownHosts::tr("Cannot read the known hosts file %1: %2")
                             .arg(QDir::toNativeSeparators(path), file.errorString()));
    }
    QByteArray content = file.read(KnownHosts::kMaxFileBytes + 1);
    if (content.size() > KnownHosts::kMaxFileBytes) {
        return makeError(KnownHosts::tr("The known hosts file %1 is larger than %2 MiB; Tandem "
                                        "does not change a file that large. Check what it holds.")
                             .arg(QDir::toNativeSeparators(path),
                                  QString::number(KnownHosts::kMaxFileBytes / (1024 * 1024))));
    }
    return content;
}

// The folder, made where missing: Tandem's data folder private (datadirectory.h), another
// one (the CLI's --known-hosts) as the user keeps it.
Result<void> makeFolderOf(const QString &path)
{
    const QString dir = QFileInfo(path).absolutePath();
    if (QDir(dir) == QDir(dataDirectory()))
        return ensureDataDirectory();
    if (!QDir().mkpath(dir)) {
        return makeError(KnownHosts::tr("Cannot create the folder %1 for the known hosts file.")
                             .arg(QDir::toNativeSeparators(dir)));
    }
    return {};
}

// Another Tandem (the GUI and the CLI, or two CLIs) may change the file at the same moment:
// the read-modify-write below runs under a lock every process takes (filelock.h).
Result<void> lockFile(FileLock &lock, const QString &path)
{
    if (auto made = makeFolderOf(path); !made)
        return made;
    return lock.lock(path + QLatin1String(".lock"));
}

Result<void> writeAll(const QString &path, const QByteArray &content)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size()
        || !file.commit()) {
        return makeError(KnownHosts::tr("Cannot write the known hosts file %1: %2")
                             .arg(QDir::toNativeSeparators(path), file.errorString()));
    }
    return syncDirectoryOf(path);
}

} // namespace

KnownHosts::KnownHosts(const QString &path)
    : m_path(path.isEmpty() ? defaultPath() : path)
{}

QString KnownHosts::defaultPath()
{
    return dataDirectory() + QLatin1String("/known_hosts");
}

QString KnownHosts::hostPattern(const QString &host, int port)
{
    if (port == 22)
        return host;
    return QLatin1Char('[') + host + QLatin1String("]:") + QString::number(port);
}

Result<void> KnownHosts::applyTo(ssh_session_struct *session) const
{
    const QByteArray path = QFile::encodeName(m_path);
    if (auto done = SshOptions::set(session,
                                    SSH_OPTIONS_KNOWNHOSTS,
                                    path.constData(),
                                    QStringLiteral("known hosts file"),
                                    QDir::toNativeSeparators(m_path));
        !done)
        return done;
    // /dev/null as the global file: libssh would otherwise also trust /etc/ssh/ssh_known_hosts.
    return SshOptions::set(session,
                           SSH_OPTIONS_GLOBAL_KNOWNHOSTS,
                           "/dev/null",
                           QStringLiteral("global known hosts file"),
                           QStringLiteral("/dev/null"));
}

KnownHosts::Verdict
KnownHosts::check(ssh_session_struct *session, const QString &host, int port) const
{
    Verdict verdict;
    ssh_key raw = nullptr;
    if (ssh_get_server_publickey(session, &raw) != SSH_OK) {
        verdict.message
            = tr("The node at %1 did not present a host key.").arg(hostPattern(host, port));
        return verdict;
    }
    KeyPtr key(raw);
    verdict.fingerprint = sha256Fingerprint(key.get());

    const QMutexLocker lock(&fileMutex());
    switch (ssh_session_is_known_server(session)) {
    case SSH_KNOWN_HOSTS_OK: verdict.state = State::Known; break;
    case SSH_KNOWN_HOSTS_NOT_FOUND:
    case SSH_KNOWN_HOSTS_UNKNOWN: verdict.state = State::Unknown; break;
    case SSH_KNOWN_HOSTS_CHANGED:
        verdict.state = State::Changed;
        verdict.message = changedKeyMessage(host, port, verdict.fingerprint, m_path);
        break;
    case SSH_KNOWN_HOSTS_OTHER:
        verdict.state = State::OtherType;
        verdict.message = changedKeyMessage(host, port, verdict.fingerprint, m_path);
        break;
    case SSH_KNOWN_HOSTS_ERROR:
        verdict.state = State::Error;
        verdict.message = tr("Cannot check the host key of %1 against %2: %3")
                              .arg(hostPattern(host, port),
                                   QDir::toNativeSeparators(m_path),
                                   QString::fromUtf8(ssh_get_error(session)));
        break;
    }
    return verdict;
}

Result<void> KnownHosts::addServerKey(ssh_session_struct *session) const
{
    char *raw = nullptr;
    if (ssh_session_export_known_hosts_entry(session, &raw) != SSH_OK)
        return makeError(tr("Cannot read the node's host key to store it."));
    CStringPtr entry(raw);
    return appendLine(QByteArray(entry.get()).trimmed());
}

Result<void> KnownHosts::appendLine(const QByteArray &line) const
{
    const QMutexLocker lock(&fileMutex());
    FileLock fileLock;
    if (auto locked = lockFile(fileLock, m_path); !locked)
        return locked;
    auto content = readAll(m_path);
    if (!content)
        return tl::unexpected(content.error());
    if (!content->isEmpty() && !content->endsWith('\n'))
        *content += '\n';
    *content += line + '\n';
    if (auto written = writeAll(m_path, *content); !written)
        return written;
    qCInfo(lcSsh) << "stored a host key in" << m_path;
    return {};
}

Result<int> KnownHosts::removeHost(const QString &host, int port) const
{
    const QMutexLocker lock(&fileMutex());
    FileLock fileLock;
    if (auto locked = lockFile(fileLock, m_path); !locked)
        return tl::unexpected(locked.error());
    auto content = readAll(m_path);
    if (!content)
        return tl::unexpected(content.error());
    const QByteArray pattern = hostPattern(host, port).toUtf8();
    QByteArray kept;
    int removed = 0;
    for (const QByteArray &line : content->split('\n')) {
        const QByteArray hosts = line.trimmed().split(' ').value(0);
        if (!line.startsWith('#') && hosts.split(',').contains(pattern)) {
            ++removed;
            continue;
        }
        if (!line.isEmpty())
            kept += line + '\n';
    }
    if (removed == 0)
        return 0;
    if (auto written = writeAll(m_path, kept); !written)
        return tl::unexpected(written.error());
    return removed;
}

QString KnownHosts::changedKeyMessage(const QString &host,
                                      int port,
                                      const QString &fingerprint,
                                      const QString &knownHostsPath)
{
    const QString pattern = hostPattern(host, port);
    return tr("The host key of %1 has changed: it now presents %2, which is not the key Tandem "
              "stored when you first connected. Either the node was reinstalled (or its SSH host "
              "keys regenerated), or someone is intercepting the connection (a "
              "man-in-the-middle). Tandem will not connect.\n"
              "To check, run on the node's own console: ssh-keygen -lf "
              "/etc/ssh/ssh_host_ed25519_key.pub and compare its SHA256 fingerprint with the one "
              "above. Only if they match, remove the old entry with: ssh-keygen -R %3 -f %4 "
              "(or remove the node's line from that file), then connect again and confirm the "
              "new key.")
        .arg(pattern,
             fingerprint,
             QString::fromUtf8(shellQuote(pattern.toUtf8())),
             QString::fromUtf8(shellQuote(QFile::encodeName(knownHostsPath))));
}

} // namespace Tandem
