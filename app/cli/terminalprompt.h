// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace Tandem::Cli {

// Asks on the controlling terminal (/dev/tty) with echo off, as ssh does for a passphrase.
// nullopt when there is no terminal (cron, CI, a pipe): the caller then says what to do instead.
// Ctrl-C, SIGTERM or SIGHUP while it waits ends the program by that signal, the terminal's echo
// restored: nothing has started on the nodes when Tandem asks.
[[nodiscard]] std::optional<QByteArray> askHidden(const QString &prompt);
// The same with echo on, for a yes/no question.
[[nodiscard]] std::optional<QByteArray> askVisible(const QString &prompt);

} // namespace Tandem::Cli
