// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "exitcode.h"
#include <QStringList>

namespace Tandem::Cli {

// `tandem-cli parse KIND FILE [--json]` for every kind of core/outputs/outputkinds.h: reads
// recorded or pasted output and prints what Tandem makes of it. FILE "-" reads standard input;
// for `dmi` it may be a directory (/sys/class/dmi/id).
[[nodiscard]] ExitCode runParse(const QStringList &arguments, bool json);

} // namespace Tandem::Cli
