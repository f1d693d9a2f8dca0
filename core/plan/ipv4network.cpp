// SPDX-License-Identifier: GPL-3.0-or-later
#include "ipv4network.h"

#include <QList>

namespace Tandem {

std::optional<std::uint32_t> Ipv4Network::parseAddress(QStringView text)
{
    const QList<QStringView> parts = text.split(u'.');
    if (parts.size() != 4)
        return std::nullopt;
    std::uint32_t value = 0;
    for (QStringView part : parts) {
        // Only plain decimal: "010" would be octal to inet_aton and is refused rather than
        // guessed.
        if (part.isEmpty() || part.size() > 3 || (part.size() > 1 && part.startsWith(u'0')))
            return std::nullopt;
        for (QChar c : part) {
            if (c < u'0' || c > u'9')
                return std::nullopt;
        }
        const int octet = part.toInt();
        if (octet > 255)
            return std::nullopt;
        value = (value << 8) | std::uint32_t(octet);
    }
    return value;
}

std::optional<Ipv4Network> Ipv4Network::parse(QStringView text, int defaultPrefix)
{
    const qsizetype slash = text.indexOf(u'/');
    Ipv4Network net;
    net.prefix = defaultPrefix;
    if (slash >= 0) {
        const QStringView len = text.mid(slash + 1);
        bool ok = false;
        net.prefix = len.toInt(&ok);
        if (!ok || len.isEmpty() || len.startsWith(u'+') || len.startsWith(u'-'))
            return std::nullopt;
        text = text.left(slash);
    }
    if (net.prefix < 0 || net.prefix > 32)
        return std::nullopt;
    const auto address = parseAddress(text);
    if (!address)
        return std::nullopt;
    net.address = *address;
    return net;
}

QString Ipv4Network::addressText(std::uint32_t address)
{
    return QStringLiteral("%1.%2.%3.%4")
        .arg((address >> 24) & 0xff)
        .arg((address >> 16) & 0xff)
        .arg((address >> 8) & 0xff)
        .arg(address & 0xff);
}

std::uint32_t Ipv4Network::mask() const
{
    return prefix <= 0 ? 0u : ~std::uint32_t(0) << (32 - prefix);
}

bool Ipv4Network::overlaps(const Ipv4Network &other) const
{
    // Two prefixes overlap exactly when the shorter one contains the other's network.
    const Ipv4Network &wider = prefix <= other.prefix ? *this : other;
    const Ipv4Network &narrower = prefix <= other.prefix ? other : *this;
    return wider.contains(narrower.network());
}

QString Ipv4Network::networkText() const
{
    return addressText(network()) + QLatin1Char('/') + QString::number(prefix);
}

} // namespace Tandem
