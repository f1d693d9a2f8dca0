// SPDX-License-Identifier: GPL-3.0-or-later
#include "linkbands.h"

namespace Tandem {

// The figures and their public sources are in docs/doctor.md ("Bands"): one twin with
// `ib_write_bw -q 4` 110-112 Gb/s direct (EUGR 111.72, capetron 111.86), about 109 through a
// switch; both twins at once 185-196 Gb/s (NVIDIA's playbook 189.85, capetron and the NVIDIA
// forum 196); 184 Gb/s per link is NVIDIA Sync's pass line; below 100 one twin is a fail; 8-25
// Gb/s at 200G is the stale state of NVIDIA's check-connectx-bandwidth. NCCL between two nodes
// with both twins: 22-24 GB/s; about 11-12 GB/s is one twin.
LinkReference LinkBands::reference(LinkKind kind, bool viaSwitch)
{
    switch (kind) {
    case LinkKind::OneTwin:
        if (viaSwitch)
            return {104,
                    100,
                    QStringLiteral("Gb/s"),
                    tr("one twin through a switch: about 109 Gb/s; below 100 Gb/s fails")};
        return {105,
                100,
                QStringLiteral("Gb/s"),
                tr("one twin, direct cable: 110-112 Gb/s; below 100 Gb/s fails")};
    case LinkKind::BothTwins:
        return {184,
                170,
                QStringLiteral("Gb/s"),
                tr("both twins at once: 185-196 Gb/s; 184 Gb/s is the pass line")};
    case LinkKind::NcclPair:
        return {18,
                11,
                QStringLiteral("GB/s"),
                tr("NCCL all_reduce between two nodes, both twins: 22-24 GB/s; about 11-12 "
                   "GB/s means one twin")};
    }
    return {};
}

LinkBand
LinkBands::band(LinkKind kind, std::optional<double> value, bool viaSwitch, bool linkAt200G)
{
    if (!value)
        return LinkBand::Error;
    const LinkReference ref = reference(kind, viaSwitch);
    if (*value >= ref.expected)
        return LinkBand::Expected;
    if (*value >= ref.failBelow)
        return LinkBand::Low;
    if (kind == LinkKind::OneTwin && linkAt200G && *value >= staleLowGbps
        && *value <= staleHighGbps)
        return LinkBand::Stale;
    return LinkBand::Fail;
}

QString LinkBands::key(LinkBand band)
{
    switch (band) {
    case LinkBand::Expected: return QStringLiteral("expected");
    case LinkBand::Low: return QStringLiteral("low");
    case LinkBand::Stale: return QStringLiteral("stale");
    case LinkBand::Fail: return QStringLiteral("fail");
    case LinkBand::Error: return QStringLiteral("error");
    }
    return {};
}

std::optional<LinkBand> LinkBands::fromKey(const QString &key)
{
    for (LinkBand b :
         {LinkBand::Expected, LinkBand::Low, LinkBand::Stale, LinkBand::Fail, LinkBand::Error}) {
        if (LinkBands::key(b) == key)
            return b;
    }
    return std::nullopt;
}

int LinkBands::rank(LinkBand band)
{
    switch (band) {
    case LinkBand::Error: return 0;
    case LinkBand::Fail: return 1;
    case LinkBand::Stale: return 2;
    case LinkBand::Low: return 3;
    case LinkBand::Expected: return 4;
    }
    return 4;
}

} // namespace Tandem
