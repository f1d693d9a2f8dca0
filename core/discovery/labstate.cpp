// SPDX-License-Identifier: GPL-3.0-or-later
#include "labstate.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Tandem {

Result<QList<NodeAddress>> LabState::parse(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return makeError(tr("The lab state is not valid JSON: %1.").arg(error.errorString()));
    const QJsonObject root = document.object();
    if (root.value(QStringLiteral("version")).toInt() != 1)
        return makeError(tr("The lab state has an unknown version; update Tandem or the lab."));
    const QJsonArray nodes = root.value(QStringLiteral("nodes")).toArray();
    if (nodes.isEmpty())
        return makeError(tr("The lab state lists no nodes."));

    QList<NodeAddress> result;
    for (const QJsonValue &value : nodes) {
        const QJsonObject node = value.toObject();
        NodeAddress address;
        address.name = node.value(QStringLiteral("hostname")).toString();
        address.host = node.value(QStringLiteral("mgmt_address")).toString();
        address.port = node.value(QStringLiteral("ssh_port")).toInt(22);
        address.user = node.value(QStringLiteral("user")).toString();
        address.hostKeySha256 = node.value(QStringLiteral("host_key_fingerprint")).toString();
        address.source = QStringLiteral("lab");
        if (address.name.isEmpty() || address.host.isEmpty()) {
            return makeError(tr("Node %1 of the lab state has no hostname or management address.")
                                 .arg(result.size() + 1));
        }
        result.append(address);
    }
    return result;
}

Result<QList<NodeAddress>> LabState::readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return makeError(tr("Cannot read the lab state %1: %2. Is the lab up "
                            "(tests/lab/tandem-lab up)?")
                             .arg(path, file.errorString()));
    }
    return parse(file.readAll());
}

} // namespace Tandem
