// SPDX-License-Identifier: GPL-3.0-or-later
#include "cablingjson.h"

#include "checks/checkjson.h"
#include "inventory/sparknaming.h"

#include <QJsonObject>
#include <QSet>

#include <limits>

namespace Tandem {

namespace {

constexpr int kMaxInt = std::numeric_limits<int>::max();
// Far above what a node has (4 ConnectX-7 netdevs, a few dozen others), far below what hurts.
constexpr qsizetype kMaxPerNode = 4096;

template<typename T>
QJsonValue orNull(const std::optional<T> &value)
{
    return value ? QJsonValue(*value) : QJsonValue();
}

QJsonObject linkJson(const RoceLink &link)
{
    return {{QStringLiteral("roce_device"), link.roceDevice},
            {QStringLiteral("port"), link.port},
            {QStringLiteral("netdev"), link.netdev},
            {QStringLiteral("up"), link.up}};
}

QJsonObject interfaceJson(const NetInterface &iface)
{
    QJsonArray addresses;
    for (const IpAddress &a : iface.addresses) {
        addresses.append(QJsonObject{{QStringLiteral("family"), a.family},
                                     {QStringLiteral("local"), a.local},
                                     {QStringLiteral("prefixlen"), a.prefixlen},
                                     {QStringLiteral("scope"), a.scope},
                                     {QStringLiteral("label"), a.label},
                                     {QStringLiteral("dynamic"), a.dynamic},
                                     {QStringLiteral("noprefixroute"), a.noprefixroute}});
    }
    return {{QStringLiteral("name"), iface.name},
            {QStringLiteral("ifindex"), iface.ifindex},
            {QStringLiteral("operstate"), iface.operstate},
            {QStringLiteral("flags"), QJsonArray::fromStringList(iface.flags)},
            {QStringLiteral("lower_up"), iface.lowerUp},
            {QStringLiteral("mtu"), iface.mtu},
            {QStringLiteral("mac"), iface.mac},
            {QStringLiteral("link_type"), iface.linkType},
            {QStringLiteral("addresses"), addresses},
            {QStringLiteral("kind"), iface.kind},
            {QStringLiteral("parent_bus"), iface.parentBus},
            {QStringLiteral("parent_dev"), iface.parentDev}};
}

QJsonObject ethtoolJson(const EthtoolInfo &info)
{
    return {{QStringLiteral("interface"), info.interfaceName},
            {QStringLiteral("speed_mbps"), orNull(info.speedMbps)},
            {QStringLiteral("duplex"), info.duplex},
            {QStringLiteral("link_detected"), orNull(info.linkDetected)},
            {QStringLiteral("auto_negotiation"), orNull(info.autoNegotiation)},
            {QStringLiteral("port"), info.port},
            {QStringLiteral("supported_link_modes"),
             QJsonArray::fromStringList(info.supportedLinkModes)},
            {QStringLiteral("advertised_link_modes"),
             QJsonArray::fromStringList(info.advertisedLinkModes)}};
}

QJsonObject nodeJson(const NodeCabling &node)
{
    QJsonArray links;
    for (const RoceLink &link : node.links)
        links.append(linkJson(link));
    QJsonArray interfaces;
    for (const NetInterface &iface : node.interfaces)
        interfaces.append(interfaceJson(iface));
    QJsonObject ethtool;
    for (auto it = node.ethtool.cbegin(); it != node.ethtool.cend(); ++it)
        ethtool.insert(it.key(), ethtoolJson(it.value()));
    QJsonObject neighbours;
    for (auto it = node.neighbourMacs.cbegin(); it != node.neighbourMacs.cend(); ++it)
        neighbours.insert(it.key(), QJsonArray::fromStringList(it.value()));
    QJsonArray evidence;
    for (const Evidence &item : node.evidence)
        evidence.append(toJson(item));
    QJsonObject speeds;
    for (auto it = node.sysfsSpeedMbps.cbegin(); it != node.sysfsSpeedMbps.cend(); ++it)
        speeds.insert(it.key(), it.value());
    return {{QStringLiteral("node"), node.node},
            {QStringLiteral("links"), links},
            {QStringLiteral("interfaces"), interfaces},
            {QStringLiteral("ethtool"), ethtool},
            {QStringLiteral("neighbour_macs"), neighbours},
            {QStringLiteral("evidence"), evidence},
            {QStringLiteral("errors"), QJsonArray::fromStringList(node.errors)},
            {QStringLiteral("notes"), QJsonArray::fromStringList(node.notes)},
            {QStringLiteral("sysfs_speed_mbps"), speeds}};
}

std::optional<bool>
optionalBoolean(const QJsonValue &value, const QString &path, JsonReader &reader)
{
    if (!JsonReader::present(value))
        return std::nullopt;
    const bool b = reader.boolean(value, path);
    return reader.ok() ? std::optional<bool>(b) : std::nullopt;
}

// Reads one object of `parent` at `key`: the value and its path together.
struct Field
{
    QJsonValue value;
    QString path;
};

Field field(const QJsonObject &object, const QString &path, const char *key)
{
    const QString name = QString::fromLatin1(key);
    return {object.value(name), JsonReader::at(path, name)};
}

RoceLink linkFrom(const QJsonValue &value, const QString &path, JsonReader &r)
{
    const QJsonObject o = r.object(value, path);
    RoceLink link;
    Field f = field(o, path, "roce_device");
    link.roceDevice = r.text(f.value, f.path, true);
    f = field(o, path, "port");
    link.port = r.integer(f.value, f.path, 0, 255);
    f = field(o, path, "netdev");
    link.netdev = r.text(f.value, f.path, true);
    f = field(o, path, "up");
    link.up = r.boolean(f.value, f.path);
    // As the ibdev2netdev parser fills them: from the name, never stored apart from it.
    link.side = SparkNaming::sideOfNetdev(link.netdev);
    link.twin = SparkNaming::twinOfNetdev(link.netdev);
    return link;
}

NetInterface interfaceFrom(const QJsonValue &value, const QString &path, JsonReader &r)
{
    const QJsonObject o = r.object(value, path);
    NetInterface iface;
    Field f = field(o, path, "name");
    iface.name = r.text(f.value, f.path, true);
    f = field(o, path, "ifindex");
    iface.ifindex = r.integer(f.value, f.path, 0, kMaxInt);
    f = field(o, path, "operstate");
    iface.operstate = r.text(f.value, f.path);
    f = field(o, path, "flags");
    iface.flags = r.texts(f.value, f.path, kMaxPerNode);
    f = field(o, path, "lower_up");
    iface.lowerUp = r.boolean(f.value, f.path);
    f = field(o, path, "mtu");
    iface.mtu = r.integer(f.value, f.path, 0, kMaxInt);
    f = field(o, path, "mac");
    iface.mac = r.text(f.value, f.path);
    f = field(o, path, "link_type");
    iface.linkType = r.text(f.value, f.path);
    f = field(o, path, "kind");
    iface.kind = r.text(f.value, f.path);
    f = field(o, path, "parent_bus");
    iface.parentBus = r.text(f.value, f.path);
    f = field(o, path, "parent_dev");
    iface.parentDev = r.text(f.value, f.path);
    f = field(o, path, "addresses");
    const QJsonArray addresses = r.array(f.value, f.path, kMaxPerNode);
    for (qsizetype i = 0; i < addresses.size() && r.ok(); ++i) {
        const QString ap = JsonReader::at(f.path, i);
        const QJsonObject a = r.object(addresses.at(i), ap);
        IpAddress address;
        Field g = field(a, ap, "family");
        address.family = r.text(g.value, g.path);
        g = field(a, ap, "local");
        address.local = r.text(g.value, g.path);
        g = field(a, ap, "prefixlen");
        address.prefixlen = r.integer(g.value, g.path, 0, 128);
        g = field(a, ap, "scope");
        address.scope = r.text(g.value, g.path);
        g = field(a, ap, "label");
        address.label = r.text(g.value, g.path);
        g = field(a, ap, "dynamic");
        address.dynamic = r.boolean(g.value, g.path);
        g = field(a, ap, "noprefixroute");
        address.noprefixroute = r.boolean(g.value, g.path);
        iface.addresses << address;
    }
    return iface;
}

EthtoolInfo ethtoolFrom(const QJsonValue &value, const QString &path, JsonReader &r)
{
    const QJsonObject o = r.object(value, path);
    EthtoolInfo info;
    Field f = field(o, path, "interface");
    info.interfaceName = r.text(f.value, f.path);
    f = field(o, path, "speed_mbps");
    info.speedMbps = r.optionalInteger(f.value, f.path, 0, kMaxInt);
    f = field(o, path, "duplex");
    info.duplex = r.text(f.value, f.path);
    f = field(o, path, "link_detected");
    info.linkDetected = optionalBoolean(f.value, f.path, r);
    f = field(o, path, "auto_negotiation");
    info.autoNegotiation = optionalBoolean(f.value, f.path, r);
    f = field(o, path, "port");
    info.port = r.text(f.value, f.path);
    f = field(o, path, "supported_link_modes");
    info.supportedLinkModes = r.texts(f.value, f.path, kMaxPerNode);
    f = field(o, path, "advertised_link_modes");
    info.advertisedLinkModes = r.texts(f.value, f.path, kMaxPerNode);
    return info;
}

NodeCabling nodeFrom(const QJsonValue &value, const QString &path, JsonReader &r)
{
    const QJsonObject o = r.object(value, path);
    NodeCabling node;
    Field f = field(o, path, "node");
    node.node = r.text(f.value, f.path, true);
    f = field(o, path, "links");
    const QJsonArray links = r.array(f.value, f.path, kMaxPerNode);
    for (qsizetype i = 0; i < links.size() && r.ok(); ++i)
        node.links << linkFrom(links.at(i), JsonReader::at(f.path, i), r);
    f = field(o, path, "interfaces");
    const QJsonArray interfaces = r.array(f.value, f.path, kMaxPerNode);
    for (qsizetype i = 0; i < interfaces.size() && r.ok(); ++i)
        node.interfaces << interfaceFrom(interfaces.at(i), JsonReader::at(f.path, i), r);
    f = field(o, path, "ethtool");
    const QJsonObject ethtool = r.object(f.value, f.path);
    for (auto it = ethtool.constBegin(); it != ethtool.constEnd() && r.ok(); ++it)
        node.ethtool.insert(it.key(), ethtoolFrom(it.value(), JsonReader::at(f.path, it.key()), r));
    f = field(o, path, "neighbour_macs");
    const QJsonObject neighbours = r.object(f.value, f.path);
    for (auto it = neighbours.constBegin(); it != neighbours.constEnd() && r.ok(); ++it)
        node.neighbourMacs.insert(
            it.key(), r.texts(it.value(), JsonReader::at(f.path, it.key()), kMaxPerNode));
    f = field(o, path, "evidence");
    const QJsonArray evidence = r.array(f.value, f.path, kMaxPerNode);
    for (qsizetype i = 0; i < evidence.size() && r.ok(); ++i)
        node.evidence << evidenceFromJson(r.object(evidence.at(i), JsonReader::at(f.path, i)));
    f = field(o, path, "errors");
    node.errors = r.texts(f.value, f.path, kMaxPerNode);
    f = field(o, path, "notes"); // absent in sessions saved before sysfs was read
    node.notes = r.texts(f.value, f.path, kMaxPerNode);
    f = field(o, path, "sysfs_speed_mbps");
    const QJsonObject speeds = r.object(f.value, f.path);
    if (speeds.size() > kMaxPerNode)
        r.fail(f.path, JsonReader::tr("too many entries"));
    for (auto it = speeds.constBegin(); it != speeds.constEnd() && r.ok(); ++it)
        node.sysfsSpeedMbps.insert(
            it.key(), r.integer(it.value(), JsonReader::at(f.path, it.key()), 0, 800000));
    return node;
}

PortSide sideFrom(const QJsonValue &value, const QString &path, JsonReader &r)
{
    // toJson(Topology) writes "" for an unknown side of a node, null for the switch's side.
    static const QStringList sides{QStringLiteral("left"), QStringLiteral("right"), QString()};
    switch (r.choice(value, path, sides, 2)) {
    case 0: return PortSide::Left;
    case 1: return PortSide::Right;
    default: return PortSide::Unknown;
    }
}

} // namespace

QJsonArray toJson(const QList<NodeCabling> &nodes)
{
    QJsonArray array;
    for (const NodeCabling &node : nodes)
        array.append(nodeJson(node));
    return array;
}

QList<NodeCabling> cablingFromJson(const QJsonValue &value, const QString &path, JsonReader &reader)
{
    const QJsonArray array = reader.array(value, path, maxCablingNodes);
    QList<NodeCabling> nodes;
    QSet<QString> seen;
    for (qsizetype i = 0; i < array.size() && reader.ok(); ++i) {
        const QString nodePath = JsonReader::at(path, i);
        NodeCabling node = nodeFrom(array.at(i), nodePath, reader);
        if (reader.ok() && seen.contains(node.node)) {
            reader.fail(JsonReader::at(nodePath, QStringLiteral("node")),
                        JsonReader::tr("\"%1\" is listed twice").arg(node.node));
        }
        seen.insert(node.node);
        nodes << node;
    }
    return reader.ok() ? nodes : QList<NodeCabling>{};
}

QList<Cable> cablesFromJson(const QJsonValue &value, const QString &path, JsonReader &reader)
{
    const QJsonArray array = reader.array(value, path, maxCablingNodes * 4);
    QList<Cable> cables;
    for (qsizetype i = 0; i < array.size() && reader.ok(); ++i) {
        const QString p = JsonReader::at(path, i);
        const QJsonObject o = reader.object(array.at(i), p);
        Cable cable;
        Field f = field(o, p, "a");
        cable.a.node = reader.text(f.value, f.path, true);
        f = field(o, p, "a_port");
        cable.a.side = sideFrom(f.value, f.path, reader);
        f = field(o, p, "b");
        cable.b.node = reader.text(f.value, f.path, true);
        f = field(o, p, "b_port");
        cable.b.side = sideFrom(f.value, f.path, reader);
        f = field(o, p, "twins");
        cable.twinsSeen = reader.integer(f.value, f.path, 0, 2);
        cables << cable;
    }
    return reader.ok() ? cables : QList<Cable>{};
}

} // namespace Tandem
