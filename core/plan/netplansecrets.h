// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>

namespace Tandem {

// Netplan files carry secrets: Wi-Fi passwords (`wifis.<ssid>.password`, `auth.password`),
// 802.1X passwords and key passphrases, WireGuard private and preshared keys (`keys.private`,
// `keys.shared`), and whatever a NetworkManager passthrough section holds
// (`wifi-security.psk`, `802-1x.password`). Tandem reads whole files to plan around them and
// keeps what it read as evidence, which ends up in the state file and the report; so any
// netplan text that leaves memory goes through redact() first (docs/security.md).
//
// redact() works on lines, not on a parsed document: it must also cover files yaml-cpp
// refuses, and it must keep every other byte (line numbers in messages still point at the
// right line). Block style, flow style (`{password: x}`), quoted keys and values, values on
// the following lines (block scalars, a value on the next line, a quoted value that spans
// lines) are masked. Linear in the input; stateless and thread-safe.
class NetplanSecrets
{
public:
    static constexpr char mask[] = "<redacted>";

    // The text with the value of every secret key replaced by `mask` (quotes kept).
    [[nodiscard]] static QByteArray redact(const QByteArray &yaml);

    // Whether redact() would change anything.
    [[nodiscard]] static bool containsSecret(const QByteArray &yaml);

    // A key whose value is a secret: password, psk, private-key, private, shared, pin...,
    // compared without case, on the part after the last '.' (NetworkManager's setting.key).
    [[nodiscard]] static bool isSecretKey(QByteArrayView key);
};

} // namespace Tandem
