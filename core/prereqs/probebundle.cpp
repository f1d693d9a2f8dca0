// SPDX-License-Identifier: GPL-3.0-or-later
#include "probebundle.h"

#include <QCryptographicHash>
#include <QFile>

namespace Tandem {

QByteArray ProbeBundle::data()
{
    QFile file(QString::fromLatin1(resourcePath));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

QString ProbeBundle::sourceId()
{
    static const QString id = QString::fromLatin1(
        QCryptographicHash::hash(data(), QCryptographicHash::Sha256).toHex().left(12));
    return id;
}

} // namespace Tandem
