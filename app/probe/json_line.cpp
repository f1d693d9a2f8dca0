// SPDX-License-Identifier: GPL-3.0-or-later
#include "json_line.h"

#include <cmath>
#include <cstdio>

namespace probe {

std::string jsonQuote(const std::string &s)
{
    std::string out = "\"";
    for (const unsigned char c : s) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (c < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", c);
                out += buf;
            } else {
                out += static_cast<char>(c);
            }
        }
    }
    return out + "\"";
}

void JsonLine::key(const char *k)
{
    if (!m_body.empty())
        m_body += ',';
    m_body += jsonQuote(k);
    m_body += ':';
}

JsonLine &JsonLine::str(const char *k, const std::string &value)
{
    key(k);
    m_body += jsonQuote(value);
    return *this;
}

JsonLine &JsonLine::num(const char *k, double value, int precision)
{
    key(k);
    if (!std::isfinite(value)) { // JSON has no NaN or infinity
        m_body += "null";
        return *this;
    }
    char buf[64];
    if (precision < 0) // significant digits: tiny and huge values keep their precision
        std::snprintf(buf, sizeof buf, "%.*g", -precision, value);
    else
        std::snprintf(buf, sizeof buf, "%.*f", precision, value);
    m_body += buf;
    return *this;
}

JsonLine &JsonLine::integer(const char *k, long long value)
{
    key(k);
    m_body += std::to_string(value);
    return *this;
}

JsonLine &JsonLine::integers(const char *k, const std::vector<long long> &values)
{
    key(k);
    m_body += '[';
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i)
            m_body += ',';
        m_body += std::to_string(values[i]);
    }
    m_body += ']';
    return *this;
}

JsonLine &JsonLine::strings(const char *k, const std::vector<std::string> &values)
{
    key(k);
    m_body += '[';
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i)
            m_body += ',';
        m_body += jsonQuote(values[i]);
    }
    m_body += ']';
    return *this;
}

JsonLine &JsonLine::raw(const char *k, const std::string &json)
{
    key(k);
    m_body += json;
    return *this;
}

void emit(const JsonLine &line)
{
    const std::string t = line.text();
    std::fwrite(t.data(), 1, t.size(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

} // namespace probe
