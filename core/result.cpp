// SPDX-License-Identifier: GPL-3.0-or-later
#include "result.h"

#include <QCoreApplication>

namespace Tandem {

QString Error::toString() const
{
    if (line <= 0)
        return message;
    return QCoreApplication::translate("Tandem::Error", "line %1: %2").arg(line).arg(message);
}

} // namespace Tandem
