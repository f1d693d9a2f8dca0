// SPDX-License-Identifier: GPL-3.0-or-later
// The small replies Tandem reads from a node or from its user: the fabric key script's
// output and host keys (then the blocks made from them), `id`'s identity, the lab's state
// file, the list of runs left behind (and its check), and typed host specs and CIDRs, one per
// line.

#include "discovery/cidr.h"
#include "discovery/labstate.h"
#include "fuzzinput.h"
#include "hostspec.h"
#include "remote/commandresult.h"
#include "remote/leftoverruns.h"
#include "steps/devices/userchecks.h"
#include "steps/fabric/sshfabricstep.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    Tandem::CommandResult result;
    result.node = QStringLiteral("node1");
    result.exitStatus = 0;
    result.out = TandemFuzz::input(data, size);

    const auto hostKeys = Tandem::SshFabricStep::parseHostKeys(result);
    if (auto peer = Tandem::SshFabricStep::parseKeyOutput(result)) {
        if (hostKeys)
            peer->hostKeys = *hostKeys;
        peer->addresses = {QStringLiteral("192.168.100.10")};
        Tandem::FabricPeer other = *peer;
        other.node = QStringLiteral("node2");
        other.addresses = {QStringLiteral("192.168.100.11")};
        (void)Tandem::SshFabricStep::filesFor(QStringLiteral("node1"), {*peer, other});
    }
    (void)Tandem::UserChecks::parseIdentity(result);
    (void)Tandem::LabState::parse(result.out);
    (void)Tandem::LeftoverRuns::endable(Tandem::LeftoverRuns::check(result));
    for (const QByteArray &line : result.out.split('\n')) {
        const QString text = QString::fromUtf8(line);
        (void)Tandem::HostSpec::parse(text);
        (void)Tandem::Cidr::parse(text);
    }
    return 0;
}
