// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <tl/expected.hpp>

namespace Tandem {

// An error a user can act on. `line` is the 1-based line of the input that caused it,
// or 0 when the error is not about one line (an empty file, a dropped connection).
struct Error
{
    QString message;
    int line = 0;

    // The message with "line N: " in front when a line is known.
    [[nodiscard]] QString toString() const;
};

// Errors are values: every fallible function in core returns a Result.
template<typename T>
using Result = tl::expected<T, Error>;

[[nodiscard]] inline tl::unexpected<Error> makeError(QString message, int line = 0)
{
    return tl::unexpected<Error>(Error{std::move(message), line});
}

} // namespace Tandem
