// SPDX-License-Identifier: GPL-3.0-or-later
#include "hostresolver.h"

#include "logging.h"

#include <QHostInfo>

namespace Tandem {

HostResolver::HostResolver(QObject *parent)
    : QObject(parent)
{}

HostResolver::~HostResolver()
{
    cancel();
}

void HostResolver::lookup(const QString &name)
{
    cancel();
    m_name = name.trimmed();
    m_lookupId = QHostInfo::lookupHost(m_name, this, &HostResolver::onLookedUp);
}

void HostResolver::cancel()
{
    if (m_lookupId >= 0)
        QHostInfo::abortHostLookup(m_lookupId);
    m_lookupId = -1;
}

Error HostResolver::lookupError(const QString &name, const QString &detail)
{
    if (name.endsWith(QLatin1String(".local"), Qt::CaseInsensitive)
        || name.endsWith(QLatin1String(".local."), Qt::CaseInsensitive)) {
        return Error{tr("Cannot resolve %1 (%2). Names ending in .local need avahi-daemon and "
                        "nss-mdns (libnss-mdns) on this computer, and the Spark on the same "
                        "network segment. Type its address instead, or sweep its network.")
                         .arg(name, detail)};
    }
    return Error{tr("Cannot resolve %1 (%2). Check the spelling, or type the address instead.")
                     .arg(name, detail)};
}

void HostResolver::onLookedUp(const QHostInfo &info)
{
    if (info.lookupId() != m_lookupId)
        return; // an aborted lookup
    m_lookupId = -1;
    if (info.error() != QHostInfo::NoError || info.addresses().isEmpty()) {
        const QString detail
            = info.error() == QHostInfo::NoError ? tr("no address") : info.errorString();
        Q_EMIT failed(lookupError(m_name, detail));
        return;
    }
    QHostAddress chosen = info.addresses().constFirst();
    for (const QHostAddress &address : info.addresses()) {
        if (address.protocol() == QAbstractSocket::IPv4Protocol) {
            chosen = address;
            break;
        }
    }
    qCDebug(lcDiscovery) << "resolved" << m_name << "to" << chosen.toString();
    NodeAddress node;
    node.name = m_name;
    node.host = chosen.toString();
    node.source = QStringLiteral("manual");
    Q_EMIT resolved(node);
}

} // namespace Tandem
