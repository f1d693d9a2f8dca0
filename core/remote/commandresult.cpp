// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandresult.h"

#include <QCoreApplication>

namespace Tandem {

Evidence CommandResult::toEvidence() const
{
    QString output = QString::fromUtf8(out);
    if (!err.isEmpty()) {
        if (!output.isEmpty() && !output.endsWith(QLatin1Char('\n')))
            output += QLatin1Char('\n');
        output += QString::fromUtf8(err);
    }
    if (error) {
        if (!output.isEmpty() && !output.endsWith(QLatin1Char('\n')))
            output += QLatin1Char('\n');
        output += error->toString();
    }
    return Evidence{node, command, exitStatus, output, QDateTime::currentDateTimeUtc()};
}

QString CommandResult::errorText() const
{
    if (error)
        return error->toString();
    const QString text = QString::fromUtf8(err.isEmpty() ? out : err).trimmed();
    return text.isEmpty() ? QCoreApplication::translate("Tandem::CommandResult", "exit status %1")
                                .arg(exitStatus)
                          : text;
}

} // namespace Tandem
