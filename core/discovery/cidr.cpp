// SPDX-License-Identifier: GPL-3.0-or-later
#include "cidr.h"

#include "plan/ipv4network.h"

namespace Tandem {

namespace {

bool isDecimal(QStringView text, qsizetype maxDigits)
{
    if (text.isEmpty() || text.size() > maxDigits)
        return false;
    for (QChar c : text) {
        if (c < u'0' || c > u'9')
            return false;
    }
    return true;
}

} // namespace

// What Ipv4Network::parse refused in `text`, said as precisely as the text allows.
QString Cidr::whyNotANetwork(const QString &text)
{
    const qsizetype slash = text.indexOf(QLatin1Char('/'));
    const QStringView address = QStringView(text).left(slash < 0 ? text.size() : slash);
    const QList<QStringView> octets = address.split(u'.');
    bool quad = octets.size() == 4;
    for (QStringView octet : octets)
        quad = quad && isDecimal(octet, 3);
    if (quad) {
        for (QStringView octet : octets) {
            if (octet.toInt() > 255 || (octet.size() > 1 && octet.startsWith(u'0'))) {
                return tr("%1 is not an IPv4 network: \"%2\" is not a number from 0 to 255 "
                          "without leading zeros.")
                    .arg(text, octet.toString());
            }
        }
        if (slash >= 0 && isDecimal(QStringView(text).mid(slash + 1), 3))
            return tr("%1: the prefix length must be 0 to 32.").arg(text);
    }
    return tr("%1 is not an IPv4 network; type an address and a prefix length such as "
              "192.168.1.0/24.")
        .arg(text);
}

Result<Cidr> Cidr::parse(const QString &input, Scope scope)
{
    const QString text = input.trimmed();
    if (text.isEmpty())
        return makeError(tr("No network given; type one such as 192.168.1.0/24."));
    if (text.contains(QLatin1Char(':'))) {
        return makeError(tr("%1 looks like an IPv6 network; sweeps cover IPv4 networks only "
                            "for now. Type one such as 192.168.1.0/24, or use mDNS.")
                             .arg(text));
    }

    // Strict dotted quad, parsed as the planner parses addresses: inet_aton would also take
    // "10.1" or octal "010.0.0.1", which would sweep a network the user did not mean.
    const auto parsed = Ipv4Network::parse(text);
    if (!parsed)
        return makeError(whyNotANetwork(text));
    const int prefix = parsed->prefix;
    const quint32 network = parsed->network();
    const Cidr cidr(network, prefix);
    // Special ranges first, so that "169.254.0.0/16" hears why rather than "too wide".
    const auto inside = [&](quint32 range, int rangePrefix) {
        return prefix >= rangePrefix && Ipv4Network{range, rangePrefix}.contains(network);
    };
    if (inside(0xA9FE0000u, 16)) {
        return makeError(tr("%1 is link-local (169.254.0.0/16). Those addresses are picked at "
                            "random on each interface and only reach the local link of one "
                            "interface, so a sweep would be slow and miss nodes. Use mDNS, "
                            "or type the network of the management interfaces.")
                             .arg(cidr.toString()));
    }
    if (inside(0x7F000000u, 8) && scope != Scope::AllowLoopback) {
        return makeError(tr("%1 is loopback (127.0.0.0/8): it is this computer, so no Spark "
                            "can be found there.")
                             .arg(cidr.toString()));
    }
    if (inside(0xE0000000u, 4)) {
        return makeError(tr("%1 is a multicast range (224.0.0.0/4), not a network of hosts.")
                             .arg(cidr.toString()));
    }
    if (inside(0xF0000000u, 4)) {
        return makeError(
            tr("%1 is reserved (240.0.0.0/4) and not used by hosts.").arg(cidr.toString()));
    }
    if (inside(0x00000000u, 8)) {
        return makeError(tr("%1 is in 0.0.0.0/8 (\"this network\"), which hosts cannot use.")
                             .arg(cidr.toString()));
    }
    if (prefix < WidestPrefix) {
        const qint64 count = qint64(1) << (32 - prefix);
        return makeError(tr("%1 has %2 addresses; a sweep covers at most 1024 (a /%3 or "
                            "narrower). Type the management network of the Sparks, such as "
                            "192.168.1.0/24.")
                             .arg(text)
                             .arg(count)
                             .arg(WidestPrefix));
    }

    return cidr;
}

QString Cidr::toString() const
{
    return QStringLiteral("%1/%2").arg(QHostAddress(m_network).toString()).arg(m_prefix);
}

int Cidr::hostCount() const
{
    const int size = 1 << (32 - m_prefix);
    return m_prefix >= 31 ? size : size - 2;
}

QList<QHostAddress> Cidr::hostAddresses() const
{
    const quint32 size = quint32(1) << (32 - m_prefix);
    const quint32 first = m_prefix >= 31 ? m_network : m_network + 1;
    const quint32 last = m_prefix >= 31 ? m_network + size - 1 : m_network + size - 2;
    QList<QHostAddress> result;
    result.reserve(hostCount());
    for (quint32 a = first; a <= last; ++a)
        result.append(QHostAddress(a));
    return result;
}

} // namespace Tandem
