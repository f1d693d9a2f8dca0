// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "exitcode.h"
#include "nccl/probeparser.h"

#include <QJsonObject>

#include <QStringList>

namespace Tandem::Cli {

// `tandem-cli parse nccl-tests|nccl-log|… FILE [--json]`: reads recorded output and prints
// what Tandem makes of it. FILE "-" reads standard input.
[[nodiscard]] ExitCode runParse(const QStringList &arguments, bool json);
// A probe sample as the JSON lines of `parse probe` and `bandwidth --json` write it.
[[nodiscard]] QJsonObject probeSampleJson(const ProbeSample &sample);

} // namespace Tandem::Cli
