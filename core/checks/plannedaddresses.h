// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QStringList>

namespace Tandem {

// Which of the addresses a plan puts up are not up yet, read from `ip -j addr show`: each
// missing one as "ADDRESS on NETDEV". Output that cannot be read counts as none being up.
// Pure function; any thread.
[[nodiscard]] QStringList missingAddresses(const QByteArray &ipJson,
                                           const QList<QPair<QString, QString>> &wanted);

} // namespace Tandem
