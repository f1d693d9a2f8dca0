// SPDX-License-Identifier: GPL-3.0-or-later
#include "savedvalues.h"

#include "hostspec.h"
#include "plan/ipv4network.h"

#include <QRegularExpression>

namespace Tandem {

namespace {

bool hasControlOrBlank(const QString &text)
{
    for (const QChar c : text) {
        if (c.isSpace() || c.category() == QChar::Other_Control
            || c.category() == QChar::Other_Format)
            return true;
    }
    return false;
}

} // namespace

QString SavedValues::nodeNameProblem(const QString &name)
{
    if (name.isEmpty())
        return tr("expected a node name");
    if (name.size() > 253 || hasControlOrBlank(name))
        return tr("\"%1\" is not a node name").arg(name.left(64));
    return {};
}

QString SavedValues::hostProblem(const QString &host)
{
    if (host.isEmpty() || host.size() > 253 || hasControlOrBlank(host)
        || host.contains(QLatin1Char('@')))
        return tr("\"%1\" is neither an IP address nor a valid host name").arg(host.left(64));
    // HostSpec reads "host", "[v6]" and "host:port"; a bare IPv6 address goes in brackets.
    const QString typed = host.contains(QLatin1Char(':')) && !host.startsWith(QLatin1Char('['))
                              ? QLatin1Char('[') + host + QLatin1Char(']')
                              : host;
    if (const auto parsed = HostSpec::parse(typed); !parsed)
        return parsed.error().message;
    return {};
}

QString SavedValues::userProblem(const QString &user)
{
    static const QRegularExpression portable(QStringLiteral("^[A-Za-z_][A-Za-z0-9_.-]{0,31}$"));
    if (!user.isEmpty() && !portable.match(user).hasMatch())
        return tr("\"%1\" is not a valid user name").arg(user.left(64));
    return {};
}

QString SavedValues::interfaceProblem(const QString &name)
{
    static const QRegularExpression ifname(QStringLiteral("^[A-Za-z0-9_.-]{1,15}$"));
    if (!ifname.match(name).hasMatch() || name == QLatin1String(".") || name == QLatin1String(".."))
        return tr("\"%1\" is not an interface name").arg(name.left(64));
    return {};
}

QString SavedValues::addressProblem(const QString &address)
{
    if (!Ipv4Network::parseAddress(address))
        return tr("\"%1\" is not an IPv4 address").arg(address.left(64));
    return {};
}

QString SavedValues::netplanFileProblem(const QString &name)
{
    static const QRegularExpression file(QStringLiteral("^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,200}$"));
    if (!file.match(name).hasMatch())
        return tr("\"%1\" is not a file name in /etc/netplan").arg(name.left(64));
    return {};
}

} // namespace Tandem
