// SPDX-License-Identifier: GPL-3.0-or-later
#include "shellquote.h"

namespace Tandem {

namespace {

bool isSafe(char c)
{
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
        return true;
    switch (c) {
    case '_':
    case '@':
    case '%':
    case '+':
    case '=':
    case ':':
    case ',':
    case '.':
    case '/':
    case '-': return true;
    default: return false;
    }
}

} // namespace

QByteArray shellQuote(QByteArrayView arg)
{
    if (arg.isEmpty())
        return QByteArrayLiteral("''");
    bool safe = true;
    for (const char c : arg) {
        if (!isSafe(c)) {
            safe = false;
            break;
        }
    }
    if (safe)
        return arg.toByteArray();

    // Inside single quotes sh interprets nothing, so only ' itself needs care: close the
    // quote, add an escaped quote, reopen.
    QByteArray out;
    out.reserve(arg.size() + 2);
    out += '\'';
    for (const char c : arg) {
        if (c == '\'')
            out += "'\\''";
        else
            out += c;
    }
    out += '\'';
    return out;
}

QByteArray shellJoin(const QList<QByteArray> &argv)
{
    QByteArray out;
    for (const QByteArray &arg : argv) {
        if (!out.isEmpty())
            out += ' ';
        out += shellQuote(arg);
    }
    return out;
}

} // namespace Tandem
