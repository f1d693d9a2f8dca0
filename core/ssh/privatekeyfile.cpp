// SPDX-License-Identifier: GPL-3.0-or-later
#include "privatekeyfile.h"

#include <QtEndian>

namespace Tandem {

bool PrivateKeyFile::isEncrypted(const QByteArray &fileContent)
{
    static const QByteArray begin = "-----BEGIN OPENSSH PRIVATE KEY-----";
    static const QByteArray end = "-----END OPENSSH PRIVATE KEY-----";
    const qsizetype from = fileContent.indexOf(begin);
    if (from < 0) {
        // PEM (PKCS#1 / PKCS#8): "Proc-Type: 4,ENCRYPTED" or "BEGIN ENCRYPTED PRIVATE KEY".
        return fileContent.contains("ENCRYPTED");
    }
    const qsizetype to = fileContent.indexOf(end, from);
    if (to < 0)
        return false;
    QByteArray base64;
    for (const char c : fileContent.mid(from + begin.size(), to - from - begin.size())) {
        if (c != '\n' && c != '\r' && c != ' ' && c != '\t')
            base64 += c;
    }
    const QByteArray blob = QByteArray::fromBase64(base64);
    // "openssh-key-v1\0", then a uint32 length and the cipher name.
    static const QByteArray magic("openssh-key-v1\0", 15);
    if (!blob.startsWith(magic) || blob.size() < magic.size() + 4)
        return false;
    const quint32 len = qFromBigEndian<quint32>(blob.constData() + magic.size());
    const QByteArray cipher = blob.mid(magic.size() + 4, qsizetype(len));
    return cipher != "none";
}

} // namespace Tandem
