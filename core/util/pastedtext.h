// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QByteArray>
#include <QList>
#include <QRegularExpression>
#include <QString>

namespace Tandem {

// One line of output as a user pasted it, after PastedText::lines cleaned it.
struct PastedLine
{
    QString text;   // without CR, trailing blanks and the indentation common to every line
    int number = 0; // 1-based line in the input, for errors and warnings
    // A shell prompt line ("user@host:~$ cmd", "$ cmd"): `text` holds the command typed
    // after the prompt (may be empty). Parsers skip these unless the command tells them
    // something (which interface `ethtool IF | grep Speed` was about).
    bool command = false;
};

// Turns text that came from a node or was pasted by a user into lines a parser can read
// without caring where it came from: LF or CRLF, a final newline or none, trailing blanks,
// the indentation a document added to every line (a reStructuredText block), shell prompt
// lines and sudo's password prompt (in any language) before the output. Refuses input over
// `limit` bytes and input that is not UTF-8 text, naming the line. Pure function, linear in
// the input.
class PastedText
{
public:
    [[nodiscard]] static Result<QList<PastedLine>>
    lines(const QByteArray &raw, qsizetype limit, const QString &what);

    // "Key: value" split at the first colon, the key checked by `keyPattern`: one regular
    // expression spanning key, blanks and colon would backtrack quadratically on a long line.
    struct KeyValue
    {
        bool ok = false;
        QString key;
        QString value;
    };
    [[nodiscard]] static KeyValue splitKeyValue(const QString &text,
                                                const QRegularExpression &keyPattern);

    // True for "user@host:~$ ...", "user@host:/path# ...", "$ ...", "$" alone, and for a
    // command of a tool Tandem reads typed bare or after "# " ("cat /etc/dgx-release").
    [[nodiscard]] static bool isPrompt(const QString &line, QString *command = nullptr);
};

} // namespace Tandem
