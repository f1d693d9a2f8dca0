// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

namespace Tandem {

// Internal to core/ssh: looks at a private key file's text without decrypting it, so the
// session knows whether to ask for a passphrase before calling libssh. Pure function.
class PrivateKeyFile
{
public:
    // True for an OpenSSH-format key with a cipher other than "none", or a PEM key with
    // an ENCRYPTED header.
    [[nodiscard]] static bool isEncrypted(const QByteArray &fileContent);
};

} // namespace Tandem
