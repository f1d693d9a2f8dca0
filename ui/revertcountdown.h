// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QString>

namespace Tandem::Ui {

// While Apply waits for each node to answer on its new addresses: one line per node (in name
// order) with the seconds left before it reverts by itself. The Apply page and the Doctor
// page's repair line show the same words.
[[nodiscard]] QString revertCountdown(const QMap<QString, int> &secondsLeft);

} // namespace Tandem::Ui
