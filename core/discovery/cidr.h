// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QList>

namespace Tandem {

// An IPv4 network that a user typed for a sweep ("192.168.1.0/24"), checked so that a sweep
// stays small and on a network where Sparks can be: at most 1024 addresses (/22), and never
// link-local, multicast, "this network" (0/8), reserved (240/4) or loopback. Loopback is
// allowed only through Scope::AllowLoopback, which tests use and the CLI never passes.
// Plain value type.
class Cidr
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::Cidr)

public:
    enum class Scope {
        Network,      // what a user may sweep
        AllowLoopback // tests only: 127.0.0.0/8 as well
    };

    static constexpr int WidestPrefix = 22; // 1024 addresses

    // Accepts "a.b.c.d/n" and a bare "a.b.c.d" (a /32). Host bits are cleared, as `ip` does:
    // "198.18.0.7/24" is 198.18.0.0/24.
    [[nodiscard]] static Result<Cidr> parse(const QString &text, Scope scope = Scope::Network);

    [[nodiscard]] quint32 network() const { return m_network; }
    [[nodiscard]] int prefixLength() const { return m_prefix; }
    [[nodiscard]] QHostAddress networkAddress() const { return QHostAddress(m_network); }
    [[nodiscard]] QString toString() const;

    // The addresses to probe: without the network and broadcast addresses, except for /31
    // (both are hosts, RFC 3021) and /32.
    [[nodiscard]] QList<QHostAddress> hostAddresses() const;
    [[nodiscard]] int hostCount() const;

    friend bool operator==(const Cidr &, const Cidr &) = default;

private:
    [[nodiscard]] static QString whyNotANetwork(const QString &text);

    Cidr(quint32 network, int prefix)
        : m_network(network)
        , m_prefix(prefix)
    {}

    quint32 m_network = 0;
    int m_prefix = 32;
};

} // namespace Tandem
