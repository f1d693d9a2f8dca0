// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace Tandem {

// Tandem's own ed25519 key pair, made once with libssh and kept under
// dataDirectory()/ssh (directory 0700, private key 0600). Only the paths and the public
// line live in this value; the private key stays in its file and is never copied
// anywhere else. Plain value type; the static functions touch only the files, any thread.
class KeyPair
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::KeyPair)

public:
    // dataDirectory()/ssh
    [[nodiscard]] static QString defaultDirectory();

    // Loads directory/id_ed25519(.pub), or makes them first when neither exists.
    [[nodiscard]] static Result<KeyPair> loadOrCreate(const QString &directory
                                                      = defaultDirectory());
    // Loads an existing pair; checks that the private key loads and matches the public one.
    [[nodiscard]] static Result<KeyPair> load(const QString &directory = defaultDirectory());

    [[nodiscard]] QString privateKeyPath() const { return m_privatePath; }
    [[nodiscard]] QString publicKeyPath() const { return m_privatePath + QLatin1String(".pub"); }
    // "ssh-ed25519 AAAA... tandem@<hostname>", no line break.
    [[nodiscard]] QByteArray publicKeyLine() const { return m_publicLine; }
    // "SHA256:..." of the public key.
    [[nodiscard]] QString fingerprint() const { return m_fingerprint; }

private:
    [[nodiscard]] static Result<void> create(const QString &directory);

    QString m_privatePath;
    QByteArray m_publicLine;
    QString m_fingerprint;
};

} // namespace Tandem
