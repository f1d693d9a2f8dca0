// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

namespace Tandem {

// The one quoting function for remote commands (POSIX sh rules). Every byte sequence is
// kept exactly: the remote shell sees the same bytes as one word, whether or not they
// are valid UTF-8. Pure functions, callable from any thread.

// One argument as one shell word: bare when it only holds [A-Za-z0-9_@%+=:,./-], else
// single-quoted with each embedded ' written as '\''. The empty argument becomes ''.
[[nodiscard]] QByteArray shellQuote(QByteArrayView arg);

// Each argument quoted with shellQuote, joined by single spaces.
[[nodiscard]] QByteArray shellJoin(const QList<QByteArray> &argv);

} // namespace Tandem
