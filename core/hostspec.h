// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nodeaddress.h"
#include "result.h"

#include <QCoreApplication>

namespace Tandem {

// Reads what a user types to name a node: "host", "user@host", "host:2222",
// "user@[fe80::1%enP7s7]:22", "spark-1a2b.local". Pure function.
class HostSpec
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::HostSpec)

public:
    [[nodiscard]] static Result<NodeAddress> parse(const QString &text);
    // Every HOST of a command line, in order; one that names no user gets `defaultUser`. The
    // error names the host it is about.
    [[nodiscard]] static Result<QList<NodeAddress>> parseAll(const QStringList &hosts,
                                                             const QString &defaultUser);
};

} // namespace Tandem
