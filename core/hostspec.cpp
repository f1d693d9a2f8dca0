// SPDX-License-Identifier: GPL-3.0-or-later
#include "hostspec.h"

#include <QHostAddress>
#include <QRegularExpression>

namespace Tandem {

namespace {

bool isValidHostName(const QString &host)
{
    // RFC 1123 labels; a trailing dot is allowed. Rejects spaces, shell metacharacters and
    // anything else that cannot be a DNS or mDNS name.
    static const QRegularExpression name(
        QStringLiteral("^(?=.{1,253}\\.?$)([A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)"
                       "(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\\.?$"));
    return name.match(host).hasMatch();
}

bool isValidUser(const QString &user)
{
    // The portable POSIX user name set, as useradd accepts it.
    static const QRegularExpression re(QStringLiteral("^[A-Za-z_][A-Za-z0-9_.-]{0,31}\\$?$"));
    return re.match(user).hasMatch();
}

} // namespace

Result<NodeAddress> HostSpec::parse(const QString &text)
{
    QString rest = text.trimmed();
    if (rest.isEmpty())
        return makeError(tr("Enter a host name or address."));

    NodeAddress node;
    node.source = QStringLiteral("manual");
    const qsizetype at = rest.lastIndexOf(QLatin1Char('@'));
    if (at >= 0) {
        node.user = rest.left(at);
        rest = rest.mid(at + 1);
        if (!isValidUser(node.user))
            return makeError(tr("'%1' is not a valid user name.").arg(node.user));
    }

    QString portText;
    if (rest.startsWith(QLatin1Char('['))) {
        const qsizetype close = rest.indexOf(QLatin1Char(']'));
        if (close < 0)
            return makeError(tr("The IPv6 address in '%1' is missing its closing ']'.").arg(text));
        portText = rest.mid(close + 1);
        rest = rest.mid(1, close - 1);
        if (!portText.isEmpty() && !portText.startsWith(QLatin1Char(':')))
            return makeError(tr("Unexpected text after the IPv6 address in '%1'.").arg(text));
        portText = portText.mid(1);
    } else if (rest.count(QLatin1Char(':')) == 1) {
        const qsizetype colon = rest.indexOf(QLatin1Char(':'));
        portText = rest.mid(colon + 1);
        rest = rest.left(colon);
    }

    if (!portText.isEmpty() || text.trimmed().endsWith(QLatin1Char(':'))) {
        bool ok = false;
        const int port = portText.toInt(&ok);
        if (!ok || port < 1 || port > 65535)
            return makeError(tr("'%1' is not a valid port (1 to 65535).").arg(portText));
        node.port = port;
    }

    QHostAddress address;
    if (!address.setAddress(rest) && !isValidHostName(rest))
        return makeError(tr("'%1' is neither an IP address nor a valid host name.").arg(rest));
    node.host = rest;
    node.name = rest;
    return node;
}

Result<QList<NodeAddress>> HostSpec::parseAll(const QStringList &hosts, const QString &defaultUser)
{
    QList<NodeAddress> nodes;
    for (const QString &host : hosts) {
        auto node = parse(host);
        if (!node)
            return makeError(QStringLiteral("%1: %2").arg(host, node.error().message));
        if (node->user.isEmpty())
            node->user = defaultUser;
        nodes << *node;
    }
    return nodes;
}

} // namespace Tandem
