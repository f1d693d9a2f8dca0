// SPDX-License-Identifier: GPL-3.0-or-later
// One JSON object per line, built by appending fields. Hand-rolled on purpose: the probe
// runs on bare nodes and must not pull in Qt or a JSON library.
#pragma once

#include <string>
#include <vector>

namespace probe {

std::string jsonQuote(const std::string &s);

class JsonLine
{
public:
    JsonLine &str(const char *key, const std::string &value);
    // precision >= 0: digits after the point; < 0: that many significant digits.
    JsonLine &num(const char *key, double value, int precision = 6);
    JsonLine &integer(const char *key, long long value);
    JsonLine &strings(const char *key, const std::vector<std::string> &values);
    JsonLine &integers(const char *key, const std::vector<long long> &values);
    // value must already be valid JSON (a nested object or array).
    JsonLine &raw(const char *key, const std::string &json);
    std::string text() const { return "{" + m_body + "}"; }

private:
    void key(const char *k);
    std::string m_body;
};

// Writes the line plus '\n' to stdout and flushes, so a reader sees it at once.
void emit(const JsonLine &line);

} // namespace probe
