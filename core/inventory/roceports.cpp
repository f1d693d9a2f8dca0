// SPDX-License-Identifier: GPL-3.0-or-later
#include "roceports.h"

#include "inventory/embeddedscripts.h" // core/inventory/scripts/roce-ports.sh
#include "inventory/sparknaming.h"
#include "util/checkednumbers.h"
#include "util/textlines.h"

#include <QHash>
#include <QRegularExpression>

namespace Tandem {

namespace {

// A node with Docker or many VLANs has hundreds of netdevs; more than this is not a node.
// Warnings are kept to a few: they are shown to a person and saved with the session.
constexpr int maxNetdevs = 4096;
constexpr int maxWarnings = 20;

std::optional<int> number(const QString &text, int min, int max)
{
    const auto value = checkedDecimal(text, min, max);
    return value ? std::optional<int>(int(*value)) : std::nullopt;
}

bool plausibleName(const QString &name)
{
    // Kernel names: at most 15 characters (IFNAMSIZ) for netdevs, 64 for RDMA devices.
    return !name.isEmpty() && name.size() <= 64 && name != QLatin1String("-")
           && !name.contains(QLatin1Char('/'));
}

} // namespace

RemoteCommand RocePortsReader::command()
{
    return RemoteCommand::fromStrings({QStringLiteral("sh"),
                                       QStringLiteral("-c"),
                                       QString::fromLatin1(Scripts::Inventory::rocePorts)});
}

Result<RocePorts> RocePortsReader::read(const QByteArray &output)
{
    if (const auto tooLarge = checkInputSize(
            output.size(), InputLimits::NodeOutputBytes, tr("The node's network ports")))
        return tl::unexpected(*tooLarge);
    const auto lines = splitTextLines(output);
    if (!lines)
        return tl::unexpected(lines.error());

    RocePorts result;
    QHash<QString, qsizetype> portIndex;
    QHash<QString, qsizetype> netIndex;
    QHash<QString, QString> states; // RDMA device -> state of its first port
    QByteArray table;
    bool inTable = false;
    bool sawTable = false;
    bool tooMany = false;
    int unsaid = 0;
    const auto warn = [&result, &unsaid](const QString &warning) {
        if (result.warnings.size() < maxWarnings)
            result.warnings << warning;
        else
            ++unsaid;
    };
    for (qsizetype i = 0; i < lines->size(); ++i) {
        // Trailing blanks (a paste, a CRLF file) are no part of any value.
        const QString line = lines->at(i).trimmed();
        if (inTable) {
            if (line == QLatin1String("@end"))
                inTable = false;
            else
                table += line.toUtf8() + '\n';
            continue;
        }
        const QStringList f = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const QString tag = f.value(0);
        if (tag == QLatin1String("@net") && f.size() == 6 && plausibleName(f.at(1))) {
            if (netIndex.contains(f.at(1)))
                continue;
            if (netIndex.size() >= maxNetdevs) {
                if (!tooMany) {
                    warn(tr("More than %1 network interfaces; the rest were not read.")
                             .arg(maxNetdevs));
                }
                tooMany = true;
                continue;
            }
            NetdevState state;
            state.netdev = f.at(1);
            state.operstate = f.at(2) == QLatin1String("-") ? QString() : f.at(2).toLower();
            if (const auto carrier = number(f.at(3), 0, 1))
                state.carrier = *carrier == 1;
            // A link that is down reports -1 or nothing; 800 Gb/s is the most any port has.
            state.speedMbps = number(f.at(4), 1, 800'000);
            state.mtu = number(f.at(5), 68, 65536).value_or(0);
            netIndex.insert(state.netdev, result.netdevs.size());
            result.netdevs << state;
        } else if (tag == QLatin1String("@port") && f.size() == 4 && plausibleName(f.at(1))) {
            RocePort port;
            port.netdev = f.at(1);
            port.pciAddress = plausibleName(f.at(2)) ? f.at(2).toLower() : QString();
            port.roceDevice = plausibleName(f.at(3)) ? f.at(3) : QString();
            const auto it = portIndex.constFind(port.netdev);
            if (it == portIndex.constEnd()) {
                if (portIndex.size() >= maxNetdevs)
                    continue;
                portIndex.insert(port.netdev, result.ports.size());
                result.ports << port;
                continue;
            }
            RocePort &known = result.ports[*it];
            if (known.roceDevice.isEmpty())
                known.roceDevice = port.roceDevice;
            if (known.pciAddress.isEmpty())
                known.pciAddress = port.pciAddress;
            if (!port.roceDevice.isEmpty() && port.roceDevice != known.roceDevice) {
                warn(tr("sysfs ties %1 to two RDMA devices (%2 and %3).")
                         .arg(port.netdev, known.roceDevice, port.roceDevice));
            } else if (!port.pciAddress.isEmpty() && port.pciAddress != known.pciAddress) {
                warn(tr("sysfs ties %1 to two PCI functions (%2 and %3).")
                         .arg(port.netdev, known.pciAddress, port.pciAddress));
            }
        } else if (tag == QLatin1String("@state") && f.size() >= 3 && plausibleName(f.at(1))) {
            // "4: ACTIVE"; the first port of a device is the one its netdev uses.
            static const QRegularExpression state(QStringLiteral(R"(^\d{1,2}: [A-Z_]{1,16}$)"));
            const QString value = f.mid(2).join(QLatin1Char(' '));
            if (!state.match(value).hasMatch())
                warn(tr("line %1: not a port state: %2").arg(i + 1).arg(line.left(200)));
            else if (!states.contains(f.at(1)) && states.size() < maxNetdevs)
                states.insert(f.at(1), value);
        } else if (tag == QLatin1String("@ibdev2netdev") && f.size() == 1 && !sawTable) {
            inTable = true;
            sawTable = true;
        } else if (!line.isEmpty()) {
            warn(tr("line %1: not understood: %2").arg(i + 1).arg(line.left(200)));
        }
    }
    if (inTable)
        warn(tr("The ibdev2netdev output was cut short."));
    for (RocePort &port : result.ports) {
        if (!port.roceDevice.isEmpty())
            port.portState = states.value(port.roceDevice);
    }
    if (sawTable) {
        if (auto links = Ibdev2NetdevParser::parse(table)) {
            result.ibdev2netdev = std::move(*links);
        } else {
            result.ibdev2netdev = QList<RoceLink>{};
            warn(tr("ibdev2netdev: %1").arg(links.error().toString()));
        }
    }
    if (result.netdevs.isEmpty() && result.ports.isEmpty() && !sawTable)
        return makeError(tr("The node listed no network interface (no /sys/class/net)."));

    // The second opinion: ibdev2netdev must name the same RDMA device for each netdev.
    if (result.ibdev2netdev) {
        for (const RoceLink &link : *result.ibdev2netdev) {
            const auto it = portIndex.constFind(link.netdev);
            if (it == portIndex.constEnd())
                continue;
            const RocePort &port = result.ports.at(*it);
            if (!port.roceDevice.isEmpty() && port.roceDevice != link.roceDevice) {
                warn(tr("ibdev2netdev ties %1 to %2, sysfs to %3; Tandem follows sysfs.")
                         .arg(link.netdev, link.roceDevice, port.roceDevice));
            }
        }
    }
    if (unsaid > 0)
        result.warnings << tr("… and %n more.", nullptr, unsaid);
    return result;
}

QList<RoceLink> RocePorts::links() const
{
    QHash<QString, bool> up;
    for (const NetdevState &s : netdevs)
        up.insert(s.netdev, s.isUp());
    QList<RoceLink> out;
    for (const RocePort &port : ports) {
        if (port.roceDevice.isEmpty())
            continue;
        RoceLink link;
        link.roceDevice = port.roceDevice;
        link.port = 1;
        link.netdev = port.netdev;
        link.up = up.value(port.netdev, false);
        link.side = SparkNaming::sideOfNetdev(link.netdev);
        link.twin = SparkNaming::twinOfNetdev(link.netdev);
        out << link;
    }
    if (out.isEmpty() && ibdev2netdev)
        return *ibdev2netdev;
    return out;
}

const NetdevState *RocePorts::state(const QString &netdev) const
{
    for (const NetdevState &s : netdevs) {
        if (s.netdev == netdev)
            return &s;
    }
    return nullptr;
}

const RocePort *RocePorts::port(const QString &netdev) const
{
    for (const RocePort &p : ports) {
        if (p.netdev == netdev)
            return &p;
    }
    return nullptr;
}

} // namespace Tandem
