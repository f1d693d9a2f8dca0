// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace Tandem {

// Tandem's block in a user's file (~/.ssh/authorized_keys, known_hosts, config): the lines from
// "# tandem-fabric begin" through "# tandem-fabric end". A marker is a whole line (a CRLF
// line ending counts as its end); the text anywhere else, inside another line or indented, is
// the user's. A file is well formed with no marker line, or with one begin followed later by
// one end; anything else (a begin without an end, two begins, an end first) is refused, because
// then no one can say which lines are Tandem's. Editing never changes a byte outside the block.
// Pure functions, any thread.
class FabricBlock
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::FabricBlock)

public:
    static constexpr char beginMarker[] = "# tandem-fabric begin";
    static constexpr char endMarker[] = "# tandem-fabric end";

    // Byte range [from, to) of the block, the end marker's line break included; from < 0 when
    // the file has no block. `fileName` only names the file in an error.
    struct Span
    {
        qsizetype from = -1;
        qsizetype to = -1;
    };
    [[nodiscard]] static Result<Span> find(const QByteArray &file, const QString &fileName);

    // The file without Tandem's block: exactly the user's bytes.
    [[nodiscard]] static Result<QByteArray> without(const QByteArray &file,
                                                    const QString &fileName);
    // The file with `lines` (no final newline, no marker line) as Tandem's block: in place of
    // the old block, or at the top of a file that has none.
    [[nodiscard]] static Result<QByteArray>
    with(const QByteArray &file, const QByteArray &lines, const QString &fileName);
};

} // namespace Tandem
