// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"
#include "plan/addressplan.h"
#include "remote/commandresult.h"
#include "ssh/remotecommand.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace Tandem {

// One way from a node to a peer over a subnet both are on: the local interface, the peer's
// address and interface there, and the MTU the plan gives that link (1500 where it sets none).
struct PingRoute
{
    QString interface;
    QString peerAddress;
    QString peerInterface;
    int mtu = 1500;

    friend bool operator==(const PingRoute &, const PingRoute &) = default;
};

// What one route's pings gave: the don't-fragment ping at the full MTU, the small one sent
// only after that failed (so that a link that works but drops big frames is told apart from
// one that carries nothing), and both ends' MTUs as sysfs read them (verify.roce's evidence).
struct PingTry
{
    PingRoute route;
    CommandResult full;
    std::optional<CommandResult> small;
    std::optional<int> localMtu;
    std::optional<int> peerMtu;
};

// The verify step's ping over the CX7 addresses (docs/flow.md, "Step 7: Verify";
// docs/netplan.md, "MTU"): the commands, and the verify.ping check of one ordered pair of nodes
// from its tries. A failure names the local interface, the peer's address, the packet size
// tried and both ends' MTUs, and says what the small ping showed: a full-size ping that fails
// while a small one passes, between ends whose MTUs differ, is an MTU mismatch. Pure functions.
class VerifyPing
{
    // These sentences were VerifyStep's, and keep its context so their translations stay.
    Q_DECLARE_TR_FUNCTIONS(Tandem::VerifyStep)

public:
    static constexpr int headerBytes = 28;  // IPv4 20 + ICMP 8: payload = MTU - 28
    static constexpr int smallPayload = 56; // ping's own default, far below any MTU

    // Every way from `from` to `to`: per subnet both are on, the local interface, the peer's
    // address and interface there, and the plan's MTU for it.
    [[nodiscard]] static QList<PingRoute>
    routes(const AddressPlan &plan, const QString &from, const QString &to);
    // -M do forbids fragmentation, so a smaller MTU anywhere on the path fails the ping
    // instead of hiding behind fragments (RoCE would fail on it later).
    [[nodiscard]] static RemoteCommand command(const PingRoute &route);
    [[nodiscard]] static RemoteCommand smallCommand(const PingRoute &route);
    // Whether a full-size ping's result calls for the small one: it ran and got no answer
    // (a lost connection or a cancel says nothing about the link).
    [[nodiscard]] static bool wantsSmallTry(const CommandResult &full);
    // ping's own report of the local MTU ("ping: local error: message too long, mtu=1500"),
    // where the packet did not even leave; nullopt when it says none.
    [[nodiscard]] static std::optional<int> localErrorMtu(const CommandResult &full);

    // The check "verify.ping" for `from` -> `to` (node named by the caller).
    [[nodiscard]] static Check
    check(const QString &from, const QString &to, const QList<PingTry> &tries);
};

} // namespace Tandem
