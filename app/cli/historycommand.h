// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "exitcode.h"

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

namespace Tandem::Cli {

// `--history FILE`: where runs are kept (default Tandem's, HistoryStore::defaultPath()); read by
// the bandwidth commands, which keep each run there, and by `tandem-cli history`.
[[nodiscard]] QList<QCommandLineOption> historyOptions();
[[nodiscard]] QString historyPath(const QCommandLineParser &parser);

// tandem-cli history [HOST...] [--json]: the runs kept, of every cluster or of the one HOST...
// make; history compare A B [--json]: two runs side by side, exit 1 when B regressed more than
// 5 % from A at some size; history baseline ID: makes run ID its cluster's accepted baseline
// (docs/history.md, docs/cli-json.md).
[[nodiscard]] ExitCode runHistory(const QStringList &arguments, const QString &path, bool json);

} // namespace Tandem::Cli
