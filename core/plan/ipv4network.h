// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

#include <cstdint>
#include <optional>

namespace Tandem {

// An IPv4 prefix (address + length) as the planner and the conflict rules compare them:
// parsing of dotted quads with or without "/len", containment and overlap. QtCore only, so
// core/plan does not need QHostAddress from QtNetwork. Plain value type; thread-safe.
struct Ipv4Network
{
    std::uint32_t address = 0; // host byte order; may carry host bits (an interface address)
    int prefix = 32;

    // "192.168.100.10" (prefix 32 unless defaultPrefix is given) or "192.168.100.0/24".
    // nullopt for anything else: no leading zeros games, no shorthand forms, prefix 0..32.
    [[nodiscard]] static std::optional<Ipv4Network> parse(QStringView text, int defaultPrefix = 32);
    [[nodiscard]] static std::optional<std::uint32_t> parseAddress(QStringView text);
    [[nodiscard]] static QString addressText(std::uint32_t address);

    [[nodiscard]] std::uint32_t mask() const;
    [[nodiscard]] std::uint32_t network() const { return address & mask(); }
    [[nodiscard]] bool hasHostBits() const { return (address & ~mask()) != 0; }
    [[nodiscard]] bool overlaps(const Ipv4Network &other) const;
    [[nodiscard]] bool contains(std::uint32_t other) const { return (other & mask()) == network(); }
    // "192.168.100.0/24": the network, host bits cleared.
    [[nodiscard]] QString networkText() const;

    friend bool operator==(const Ipv4Network &, const Ipv4Network &) = default;
};

} // namespace Tandem
