// SPDX-License-Identifier: GPL-3.0-or-later
#include "sparknaming.h"

#include <array>

namespace Tandem {

namespace {

struct Cx7Function
{
    QStringView netdev;
    QStringView roceDevice;
    PortSide side;
    Twin twin;
};

// docs/spark.md, "Naming table", in canonical order. Exact strings: the case of "P2" carries the
// domain.
constexpr std::array<Cx7Function, 4> kFunctions{{
    {u"enp1s0f0np0", u"rocep1s0f0", PortSide::Left, Twin::Primary},
    {u"enP2p1s0f0np0", u"roceP2p1s0f0", PortSide::Left, Twin::Secondary},
    {u"enp1s0f1np1", u"rocep1s0f1", PortSide::Right, Twin::Primary},
    {u"enP2p1s0f1np1", u"roceP2p1s0f1", PortSide::Right, Twin::Secondary},
}};

const Cx7Function *byNetdev(QStringView netdev)
{
    for (const auto &f : kFunctions) {
        if (f.netdev == netdev)
            return &f;
    }
    return nullptr;
}

const Cx7Function *byRoceDevice(QStringView roceDevice)
{
    for (const auto &f : kFunctions) {
        if (f.roceDevice == roceDevice)
            return &f;
    }
    return nullptr;
}

const Cx7Function *peerOf(const Cx7Function *f)
{
    if (!f)
        return nullptr;
    for (const auto &other : kFunctions) {
        if (other.side == f->side && other.twin != f->twin)
            return &other;
    }
    return nullptr;
}

} // namespace

bool SparkNaming::isCx7Netdev(QStringView netdev)
{
    return byNetdev(netdev) != nullptr;
}

bool SparkNaming::isCx7RoceDevice(QStringView roceDevice)
{
    return byRoceDevice(roceDevice) != nullptr;
}

PortSide SparkNaming::sideOfNetdev(QStringView netdev)
{
    const auto *f = byNetdev(netdev);
    return f ? f->side : PortSide::Unknown;
}

PortSide SparkNaming::sideOfRoceDevice(QStringView roceDevice)
{
    const auto *f = byRoceDevice(roceDevice);
    return f ? f->side : PortSide::Unknown;
}

Twin SparkNaming::twinOfNetdev(QStringView netdev)
{
    const auto *f = byNetdev(netdev);
    return f ? f->twin : Twin::Unknown;
}

Twin SparkNaming::twinOfRoceDevice(QStringView roceDevice)
{
    const auto *f = byRoceDevice(roceDevice);
    return f ? f->twin : Twin::Unknown;
}

std::optional<QString> SparkNaming::twinPeerOfNetdev(QStringView netdev)
{
    const auto *peer = peerOf(byNetdev(netdev));
    return peer ? std::optional<QString>(peer->netdev.toString()) : std::nullopt;
}

std::optional<QString> SparkNaming::twinPeerOfRoceDevice(QStringView roceDevice)
{
    const auto *peer = peerOf(byRoceDevice(roceDevice));
    return peer ? std::optional<QString>(peer->roceDevice.toString()) : std::nullopt;
}

std::optional<QString> SparkNaming::roceDeviceForNetdev(QStringView netdev)
{
    const auto *f = byNetdev(netdev);
    return f ? std::optional<QString>(f->roceDevice.toString()) : std::nullopt;
}

std::optional<QString> SparkNaming::netdevForRoceDevice(QStringView roceDevice)
{
    const auto *f = byRoceDevice(roceDevice);
    return f ? std::optional<QString>(f->netdev.toString()) : std::nullopt;
}

QStringList SparkNaming::cx7Netdevs()
{
    QStringList names;
    for (const auto &f : kFunctions)
        names.append(f.netdev.toString());
    return names;
}

QStringList SparkNaming::cx7RoceDevices()
{
    QStringList names;
    for (const auto &f : kFunctions)
        names.append(f.roceDevice.toString());
    return names;
}

QString SparkNaming::key(PortSide side)
{
    switch (side) {
    case PortSide::Left: return QStringLiteral("left");
    case PortSide::Right: return QStringLiteral("right");
    case PortSide::Unknown: break;
    }
    return {};
}

QString SparkNaming::displayName(PortSide side)
{
    switch (side) {
    case PortSide::Left: return tr("left");
    case PortSide::Right: return tr("right");
    case PortSide::Unknown: break;
    }
    return tr("unknown");
}

QString SparkNaming::displayName(Twin twin)
{
    switch (twin) {
    case Twin::Primary: return tr("primary (PCIe domain 0)");
    case Twin::Secondary: return tr("secondary (PCIe domain 2)");
    case Twin::Unknown: break;
    }
    return tr("unknown");
}

} // namespace Tandem
