// SPDX-License-Identifier: GPL-3.0-or-later
#include "keypair.h"

#include "datadirectory.h"
#include "logging.h"
#include "sshhandles.h"
#include "syncdirectory.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QSysInfo>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Tandem {

using namespace SshHandles;

namespace {

const QLatin1String kPrivateName("id_ed25519");

constexpr QFileDevice::Permissions kOwnerOnlyDir
    = QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner;
constexpr QFileDevice::Permissions kOwnerOnlyFile
    = QFileDevice::ReadOwner | QFileDevice::WriteOwner;

QString comment()
{
    QString host = QSysInfo::machineHostName();
    if (host.isEmpty())
        host = QStringLiteral("localhost");
    return QLatin1String("tandem@") + host;
}

} // namespace

QString KeyPair::defaultDirectory()
{
    return dataDirectory() + QLatin1String("/ssh");
}

Result<KeyPair> KeyPair::loadOrCreate(const QString &directory)
{
    const QString priv = directory + QLatin1Char('/') + kPrivateName;
    const bool havePrivate = QFileInfo::exists(priv);
    const bool havePublic = QFileInfo::exists(priv + QLatin1String(".pub"));
    if (!havePrivate && !havePublic) {
        if (auto made = create(directory); !made)
            return tl::unexpected(made.error());
    } else if (havePrivate != havePublic) {
        // Half a pair: never overwrite a private key someone may rely on.
        return makeError(tr("Tandem's key pair in %1 is incomplete: %2 is missing. Move the "
                            "remaining file away to let Tandem make a new pair.")
                             .arg(QDir::toNativeSeparators(directory),
                                  havePrivate ? priv + QLatin1String(".pub") : priv));
    }
    return load(directory);
}

Result<void> KeyPair::create(const QString &directory)
{
    // Its parent is usually Tandem's data folder, which is private too.
    if (QDir(QFileInfo(directory).absolutePath()) == QDir(dataDirectory())) {
        if (auto made = ensureDataDirectory(); !made)
            return made;
    }
    QDir dir;
    if (!dir.mkpath(directory) || !QFile::setPermissions(directory, kOwnerOnlyDir)) {
        return makeError(tr("Cannot create the folder %1 for Tandem's SSH key.")
                             .arg(QDir::toNativeSeparators(directory)));
    }
    const QString priv = directory + QLatin1Char('/') + kPrivateName;

    ssh_key raw = nullptr;
    if (ssh_pki_generate(SSH_KEYTYPE_ED25519, 0, &raw) != SSH_OK)
        return makeError(tr("Could not generate an ed25519 key (libssh failed)."));
    KeyPtr key(raw);

    // Create the file 0600 before libssh writes to it: libssh opens with the process
    // umask, and the private key must never exist with wider permissions, even briefly.
    const QByteArray privPath = QFile::encodeName(priv);
    const int fd = ::open(privPath.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0) {
        return makeError(
            tr("Cannot create the key file %1: %2")
                .arg(QDir::toNativeSeparators(priv), QString::fromLocal8Bit(strerror(errno))));
    }
    ::close(fd);

    const QByteArray commentBytes = comment().toUtf8();
    if (ssh_pki_export_privkey_file(key.get(), nullptr, nullptr, nullptr, privPath.constData())
        != SSH_OK) {
        QFile::remove(priv);
        return makeError(
            tr("Could not write the private key to %1.").arg(QDir::toNativeSeparators(priv)));
    }
    QFile::setPermissions(priv, kOwnerOnlyFile);

    char *b64raw = nullptr;
    if (ssh_pki_export_pubkey_base64(key.get(), &b64raw) != SSH_OK) {
        QFile::remove(priv);
        return makeError(tr("Could not export the public key."));
    }
    CStringPtr b64(b64raw);
    const QByteArray line = QByteArray(ssh_key_type_to_char(ssh_key_type(key.get()))) + ' '
                            + QByteArray(b64.get()) + ' ' + commentBytes + '\n';

    QSaveFile pub(priv + QLatin1String(".pub"));
    if (!pub.open(QIODevice::WriteOnly) || pub.write(line) != line.size() || !pub.commit()) {
        QFile::remove(priv);
        return makeError(
            tr("Could not write the public key to %1.pub.").arg(QDir::toNativeSeparators(priv)));
    }
    if (auto synced = syncDirectoryOf(priv); !synced)
        return synced;
    qCInfo(lcSsh) << "made Tandem's key pair in" << directory;
    return {};
}

Result<KeyPair> KeyPair::load(const QString &directory)
{
    KeyPair pair;
    pair.m_privatePath = directory + QLatin1Char('/') + kPrivateName;
    const QString priv = QDir::toNativeSeparators(pair.m_privatePath);

    QFile pub(pair.publicKeyPath());
    if (!pub.open(QIODevice::ReadOnly))
        return makeError(tr("Cannot read Tandem's public key %1.pub.").arg(priv));
    const QList<QByteArray> fields = pub.readLine(64 * 1024).trimmed().split(' ');
    if (fields.size() < 2 || fields.at(0) != "ssh-ed25519")
        return makeError(tr("%1.pub is not an ed25519 public key.").arg(priv));

    ssh_key rawPriv = nullptr;
    if (ssh_pki_import_privkey_file(
            QFile::encodeName(pair.m_privatePath).constData(), nullptr, nullptr, nullptr, &rawPriv)
        != SSH_OK) {
        return makeError(tr("Cannot load Tandem's private key %1.").arg(priv));
    }
    KeyPtr privKey(rawPriv);
    ssh_key rawPub = nullptr;
    if (ssh_pki_export_privkey_to_pubkey(privKey.get(), &rawPub) != SSH_OK)
        return makeError(tr("Cannot derive the public key from %1.").arg(priv));
    KeyPtr pubKey(rawPub);
    char *b64raw = nullptr;
    if (ssh_pki_export_pubkey_base64(pubKey.get(), &b64raw) != SSH_OK)
        return makeError(tr("Cannot derive the public key from %1.").arg(priv));
    CStringPtr b64(b64raw);
    if (fields.at(1) != QByteArray(b64.get())) {
        return makeError(tr("%1 and %1.pub do not belong together. Move both away to let "
                            "Tandem make a new pair.")
                             .arg(priv));
    }

    const QFileInfo info(pair.m_privatePath);
    if (info.permissions()
        & (QFileDevice::ReadGroup | QFileDevice::WriteGroup | QFileDevice::ReadOther
           | QFileDevice::WriteOther)) {
        // Tighten rather than refuse: the file is ours, and OpenSSH would refuse it.
        QFile::setPermissions(pair.m_privatePath, kOwnerOnlyFile);
    }

    pair.m_publicLine = fields.at(0) + ' ' + fields.at(1) + ' '
                        + (fields.size() > 2 ? fields.mid(2).join(' ') : comment().toUtf8());
    pair.m_fingerprint = sha256Fingerprint(pubKey.get());
    return pair;
}

} // namespace Tandem
