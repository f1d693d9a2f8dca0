// SPDX-License-Identifier: GPL-3.0-or-later
#include "netplansecrets.h"

#include <QByteArrayList>

#include <array>

namespace Tandem {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t';
}

bool endsKeyAt(const QByteArray &line, qsizetype i)
{
    // A plain key ends at ':' followed by a space, the end of the line or a flow separator.
    if (line.at(i) != ':')
        return false;
    return i + 1 >= line.size() || isSpace(line.at(i + 1)) || line.at(i + 1) == ','
           || line.at(i + 1) == '}' || line.at(i + 1) == ']';
}

bool startsComment(const QByteArray &line, qsizetype i)
{
    return line.at(i) == '#' && (i == 0 || isSpace(line.at(i - 1)));
}

// The index just past the quote that closes the one at `open`, or -1 when the line ends
// first. Double quotes escape with a backslash, single quotes by doubling.
qsizetype closingQuote(const QByteArray &line, qsizetype open, char quote)
{
    for (qsizetype i = open + 1; i < line.size(); ++i) {
        const char c = line.at(i);
        if (quote == '"' && c == '\\') {
            ++i;
        } else if (c == quote) {
            if (quote == '\'' && i + 1 < line.size() && line.at(i + 1) == '\'') {
                ++i;
                continue;
            }
            return i + 1;
        }
    }
    return -1;
}

qsizetype indentationOf(const QByteArray &line)
{
    qsizetype i = 0;
    while (i < line.size() && isSpace(line.at(i)))
        ++i;
    return i;
}

// Carries what a secret value left open across lines.
struct State
{
    int flowDepth = 0;
    qsizetype continuationIndent = -1; // lines indented more than this belong to a secret
    char openQuote = 0;                // a quoted secret that did not end on its line
};

class LineRedactor
{
public:
    LineRedactor(const QByteArray &line, State &state)
        : m_line(line)
        , m_state(state)
    {}

    QByteArray run()
    {
        const qsizetype n = m_line.size();
        qsizetype i = indentationOf(m_line);
        if (m_state.openQuote) {
            const qsizetype end = closingQuote(m_line, i - 1, m_state.openQuote);
            if (end < 0)
                return m_line.left(i);
            m_state.openQuote = 0;
            m_out = m_line.left(i);
            m_copied = end - 1;
            i = end;
        } else if (m_state.continuationIndent >= 0) {
            if (i == n)
                return m_line;
            if (i > m_state.continuationIndent)
                return m_line.left(i) + NetplanSecrets::mask;
            m_state.continuationIndent = -1;
        }
        bool expectKey = true;
        while (i < n) {
            if (expectKey) {
                // "- key: value" and "? key": the key starts after the indicators.
                i = skipSpaces(i);
                while (i + 1 < n && (m_line.at(i) == '-' || m_line.at(i) == '?')
                       && isSpace(m_line.at(i + 1)))
                    i = skipSpaces(i + 2);
                if (i >= n)
                    break;
                expectKey = false;
                const qsizetype next = key(i);
                if (next > i) {
                    i = next;
                    continue;
                }
            }
            const char c = m_line.at(i);
            if (startsComment(m_line, i))
                break;
            if (c == '"' || c == '\'') {
                const qsizetype end = closingQuote(m_line, i, c);
                i = end < 0 ? n : end;
            } else if (c == '{' || c == '[') {
                ++m_state.flowDepth;
                expectKey = true;
                ++i;
            } else if (c == '}' || c == ']') {
                m_state.flowDepth = qMax(0, m_state.flowDepth - 1);
                ++i;
            } else if (c == ',') {
                expectKey = m_state.flowDepth > 0;
                ++i;
            } else {
                ++i;
            }
        }
        return m_out + m_line.mid(m_copied);
    }

private:
    qsizetype skipSpaces(qsizetype i) const
    {
        while (i < m_line.size() && isSpace(m_line.at(i)))
            ++i;
        return i;
    }

    // Reads a key at `start`; when it is a secret, masks its value. Returns where scanning
    // goes on: past the ':' (or the masked value), or `start` when there is no key here.
    qsizetype key(qsizetype start)
    {
        const qsizetype n = m_line.size();
        qsizetype colon = -1;
        QByteArrayView name;
        const char first = m_line.at(start);
        if (first == '"' || first == '\'') {
            const qsizetype end = closingQuote(m_line, start, first);
            if (end < 0)
                return start;
            const qsizetype after = skipSpaces(end);
            if (after >= n || m_line.at(after) != ':')
                return start;
            colon = after;
            name = QByteArrayView(m_line).sliced(start + 1, end - start - 2);
        } else {
            qsizetype j = start;
            while (j < n && !endsKeyAt(m_line, j)) {
                const char c = m_line.at(j);
                if (c == ',' || c == '{' || c == '}' || c == '[' || c == ']'
                    || startsComment(m_line, j))
                    return start;
                ++j;
            }
            if (j >= n)
                return start;
            colon = j;
            qsizetype end = j;
            while (end > start && isSpace(m_line.at(end - 1)))
                --end;
            name = QByteArrayView(m_line).sliced(start, end - start);
        }
        if (!NetplanSecrets::isSecretKey(name))
            return colon + 1;
        return maskValue(colon + 1, start);
    }

    qsizetype maskValue(qsizetype from, qsizetype keyColumn)
    {
        const qsizetype n = m_line.size();
        const qsizetype s = skipSpaces(from);
        const bool block = m_state.flowDepth == 0;
        if (s >= n || startsComment(m_line, s) || m_line.at(s) == '|' || m_line.at(s) == '>') {
            // The value (a block scalar, or a scalar on the next lines) follows below.
            if (block)
                m_state.continuationIndent = keyColumn;
            return n;
        }
        const char c = m_line.at(s);
        if (c == '"' || c == '\'') {
            const qsizetype end = closingQuote(m_line, s, c);
            if (end < 0) {
                m_state.openQuote = c;
                replace(s + 1, n);
                return n;
            }
            replace(s + 1, end - 1);
            return end;
        }
        qsizetype e = s;
        int depth = 0;
        while (e < n) {
            const char v = m_line.at(e);
            if (startsComment(m_line, e))
                break;
            if (v == '{' || v == '[')
                ++depth;
            if ((v == '}' || v == ']') && depth > 0)
                --depth;
            else if (!block && depth == 0 && (v == ',' || v == '}' || v == ']'))
                break;
            ++e;
        }
        while (e > s && isSpace(m_line.at(e - 1)))
            --e;
        replace(s, e);
        if (block)
            m_state.continuationIndent = keyColumn; // a plain scalar may go on below
        return e;
    }

    void replace(qsizetype begin, qsizetype end)
    {
        m_out += m_line.mid(m_copied, begin - m_copied);
        m_out += NetplanSecrets::mask;
        m_copied = end;
    }

    const QByteArray &m_line;
    State &m_state;
    QByteArray m_out;
    qsizetype m_copied = 0;
};

} // namespace

bool NetplanSecrets::isSecretKey(QByteArrayView key)
{
    const qsizetype dot = key.lastIndexOf('.');
    const QByteArray k = key.sliced(dot + 1).toByteArray().toLower();
    static const std::array<const char *, 12> exact{"password",
                                                    "psk",
                                                    "passphrase",
                                                    "private-key",
                                                    "preshared-key",
                                                    "private",
                                                    "shared",
                                                    "pin",
                                                    "puk",
                                                    "secret",
                                                    "secrets",
                                                    "password-raw"};
    for (const char *e : exact) {
        if (k == e)
            return true;
    }
    static const std::array<const char *, 5> suffixes{
        "-password", "-psk", "-secret", "-passphrase", "-private-key"};
    for (const char *s : suffixes) {
        if (k.endsWith(s))
            return true;
    }
    return k.startsWith("wep-key") && k.size() == 8 && k.at(7) >= '0' && k.at(7) <= '3';
}

QByteArray NetplanSecrets::redact(const QByteArray &yaml)
{
    QByteArray out;
    out.reserve(yaml.size() + 64);
    State state;
    qsizetype pos = 0;
    while (pos <= yaml.size()) {
        qsizetype nl = yaml.indexOf('\n', pos);
        const bool last = nl < 0;
        if (last)
            nl = yaml.size();
        qsizetype end = nl;
        const bool cr = end > pos && yaml.at(end - 1) == '\r';
        if (cr)
            --end;
        const QByteArray line = yaml.mid(pos, end - pos);
        out += LineRedactor(line, state).run();
        if (cr)
            out += '\r';
        if (last)
            break;
        out += '\n';
        pos = nl + 1;
    }
    return out;
}

bool NetplanSecrets::containsSecret(const QByteArray &yaml)
{
    return redact(yaml) != yaml;
}

} // namespace Tandem
