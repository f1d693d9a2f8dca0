// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QByteArray>
#include <QStringList>

namespace Tandem {

// Turns raw command output into text lines for the parsers: accepts LF and CRLF endings,
// drops one trailing empty line, and refuses input that is not text (NUL bytes or invalid
// UTF-8) with an error naming the first bad line. Pure function.
[[nodiscard]] Result<QStringList> splitTextLines(const QByteArray &raw);

} // namespace Tandem
