// SPDX-License-Identifier: GPL-3.0-or-later
#include "revertcountdown.h"

#include <QCoreApplication>
#include <QStringList>

namespace Tandem::Ui {

QString revertCountdown(const QMap<QString, int> &secondsLeft)
{
    QStringList lines;
    for (auto it = secondsLeft.cbegin(); it != secondsLeft.cend(); ++it)
        lines << QCoreApplication::translate("Tandem::Ui::ApplyPage",
                                             "%1 reverts by itself in %2 s unless Tandem "
                                             "confirms it.")
                     .arg(it.key())
                     .arg(it.value());
    return lines.join(QLatin1Char('\n'));
}

} // namespace Tandem::Ui
