// SPDX-License-Identifier: GPL-3.0-or-later
#include "ibvdevinfoparser.h"

#include "util/checkednumbers.h"
#include "util/jsonnull.h"
#include "util/pastedtext.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <iterator>

namespace Tandem {

namespace {

// A pasted file of garbage would otherwise put every one of its lines in the report.
constexpr int MaxWarnings = 50;
// No line of these tools is longer; splitting a longer one would only cost time.
constexpr qsizetype MaxLineChars = 4096;
constexpr qint64 MaxPort = 255; // 8 bits in the verbs API

// enum ibv_mtu: IBV_MTU_256 = 1 ... IBV_MTU_4096 = 5.
constexpr int MtuOfEnum[] = {0, 256, 512, 1024, 2048, 4096};

QString shown(const QString &text)
{
    return text.size() > 80 ? text.left(80) + QStringLiteral("…") : text;
}

} // namespace

QJsonObject IbvDevinfoReport::toJson() const
{
    QJsonArray deviceList;
    for (const IbvDevice &device : devices) {
        QJsonArray portList;
        for (const IbvPort &port : device.ports) {
            portList.append(QJsonObject{
                {QStringLiteral("port"), jsonOrNull(port.port)},
                {QStringLiteral("state"), jsonOrNull(port.state)},
                {QStringLiteral("active_mtu"), jsonOrNull(port.activeMtu)},
                {QStringLiteral("max_mtu"), jsonOrNull(port.maxMtu)},
                {QStringLiteral("link_layer"), jsonOrNull(port.linkLayer)},
            });
        }
        deviceList.append(QJsonObject{
            {QStringLiteral("hca_id"), jsonOrNull(device.hcaId)},
            {QStringLiteral("fw_ver"), jsonOrNull(device.fwVer)},
            {QStringLiteral("ports"), portList},
        });
    }
    return {
        {QStringLiteral("devices"), deviceList},
        {QStringLiteral("warnings"), QJsonArray::fromStringList(warnings)},
    };
}

Result<IbvDevinfoReport> IbvDevinfoParser::parse(const QByteArray &output)
{
    const auto lines
        = PastedText::lines(output, InputLimits::NodeOutputBytes, tr("The output of ibv_devinfo"));
    if (!lines)
        return tl::unexpected(lines.error());

    static const QRegularExpression header(QStringLiteral(R"(^={2,}\s*([^=\s]+)\s*={2,}$)"));
    // The loop the user typed around ibv_devinfo, pasted with its output.
    static const QRegularExpression shell(
        QStringLiteral(R"(^(?:for|while)\s.*\bdo\b|^(?:do|done|echo)(?:\s.*)?$)"));
    // "fw_ver", "completion timestamp_mask", "GID[  0]".
    static const QRegularExpression keyPattern(
        QStringLiteral(R"(^[A-Za-z][\w ]*(?:\[\s*\d+\])?$)"));
    static const QRegularExpression flag(QStringLiteral(R"(^[A-Z][A-Z0-9_]*$)"));
    static const QRegularExpression mtu(QStringLiteral(R"(^(\d+)?\s*(?:\((\d+)\))?$)"));
    static const QRegularExpression state(QStringLiteral(R"(^(\S+)(?:\s*\(\d+\))?$)"));

    IbvDevinfoReport report;
    QSet<QString> names; // hca_ids, so a device pasted twice is found in linear time
    QSet<int> portsSeen; // port numbers of the current device
    qsizetype device = -1;
    qsizetype port = -1;
    bool fromHeader = false;   // the current device was opened by "=== NAME ===", no hca_id yet
    bool implicitPort = false; // the current port had no "port:" line (a grep'd paste)
    bool skipping = false;     // inside a device listed again: its lines are left out
    bool skippingPort = false; // inside a port listed again
    bool recognised = false;
    int unknown = 0;
    int firstUnknownLine = 0;
    QString firstUnknownText;
    int leftOut = 0;
    const auto warn = [&](int line, const QString &message) {
        if (report.warnings.size() < MaxWarnings)
            report.warnings.append(Error{message, line}.toString());
        else
            ++leftOut;
    };
    // The hot path of a pasted file of garbage: the message is only built when it is kept.
    const auto notUnderstood = [&](int line, const QString &text) {
        if (unknown++ == 0) {
            firstUnknownLine = line;
            firstUnknownText = shown(text);
        }
        if (report.warnings.size() < MaxWarnings)
            warn(line, tr("\"%1\" is not a line of ibv_devinfo; ignored.").arg(shown(text)));
        else
            ++leftOut;
    };
    const auto openDevice = [&](const QString &name, int line) {
        port = -1;
        skippingPort = false;
        portsSeen.clear();
        skipping = !name.isEmpty() && names.contains(name);
        if (skipping) {
            warn(line, tr("Device %1 is listed again; the first one is kept.").arg(name));
            return;
        }
        if (!name.isEmpty())
            names.insert(name);
        report.devices.append(IbvDevice{name, {}, {}});
        device = report.devices.size() - 1;
    };

    for (const PastedLine &line : *lines) {
        if (line.command)
            continue;
        const QString text = line.text.trimmed();
        if (text.size() > MaxLineChars) {
            notUnderstood(line.number, text);
            continue;
        }
        if (text.isEmpty() || shell.match(text).hasMatch())
            continue;

        if (const auto match = header.match(text); match.hasMatch()) {
            openDevice(match.captured(1), line.number);
            fromHeader = !skipping;
            recognised = true;
            continue;
        }
        const PastedText::KeyValue match = PastedText::splitKeyValue(text, keyPattern);
        const QString &key = match.key;
        const QString &value = match.value;
        if (match.ok && key == QLatin1String("hca_id")) {
            recognised = true;
            if (fromHeader && device >= 0 && report.devices.at(device).ports.isEmpty()) {
                // ibv_devinfo's own name is the one to trust over the loop's header.
                IbvDevice &current = report.devices[device];
                if (current.hcaId != value) {
                    warn(line.number,
                         tr("hca_id %1 differs from the header %2 before it; "
                            "%1 is used.")
                             .arg(value, current.hcaId));
                    names.remove(current.hcaId);
                    names.insert(value);
                    current.hcaId = value;
                }
                fromHeader = false;
                continue;
            }
            fromHeader = false;
            openDevice(value, line.number);
            continue;
        }
        if (match.ok && key == QLatin1String("port")) {
            recognised = true;
            bool ok = false;
            const qint64 number = value.toLongLong(&ok);
            if (!ok || number < 1 || number > MaxPort) {
                return makeError(
                    tr("Port number %1 is not valid (1 to %2).").arg(shown(value)).arg(MaxPort),
                    line.number);
            }
            if (device < 0)
                openDevice(QString(), line.number);
            if (skipping)
                continue;
            if (portsSeen.contains(int(number))) {
                warn(line.number,
                     tr("Port %1 of %2 is listed again; the first one is kept.")
                         .arg(number)
                         .arg(report.devices.at(device).hcaId));
                skippingPort = true;
                continue;
            }
            portsSeen.insert(int(number));
            report.devices[device].ports.append(IbvPort{int(number), {}, {}, {}, {}});
            port = report.devices.at(device).ports.size() - 1;
            implicitPort = false;
            skippingPort = false;
            continue;
        }

        const bool portKey = key == QLatin1String("state") || key == QLatin1String("active_mtu")
                             || key == QLatin1String("max_mtu")
                             || key == QLatin1String("link_layer");
        if (match.ok && (portKey || key == QLatin1String("fw_ver"))) {
            recognised = true;
            if (device < 0)
                openDevice(QString(), line.number);
            if (skipping || (skippingPort && portKey))
                continue;
            IbvDevice &current = report.devices[device];
            if (!portKey) {
                current.fwVer = value;
                continue;
            }
            std::optional<int> mtuBytes;
            QString stateName;
            if (key.endsWith(QLatin1String("_mtu"))) {
                const auto m = mtu.match(value);
                const bool hasEnum = m.hasMatch() && m.hasCaptured(2);
                const int number = m.hasMatch() && m.hasCaptured(1) ? m.captured(1).toInt() : -1;
                const int enumValue = hasEnum ? m.captured(2).toInt() : -1;
                if (hasEnum && (enumValue < 1 || enumValue > 5)) {
                    return makeError(tr("%1 (%2) is not an MTU of the verbs API (1 to 5).")
                                         .arg(key, shown(m.captured(2))),
                                     line.number);
                }
                if (!hasEnum) {
                    const int *end = std::end(MtuOfEnum);
                    if (!m.hasMatch() || number <= 0 || std::find(MtuOfEnum, end, number) == end) {
                        return makeError(tr("%1 %2 is not an RDMA MTU (256, 512, 1024, 2048 or "
                                            "4096).")
                                             .arg(key, shown(value)),
                                         line.number);
                    }
                    mtuBytes = number;
                } else {
                    mtuBytes = MtuOfEnum[enumValue];
                    if (number >= 0 && number != *mtuBytes) {
                        // 1500 (5) on a real paste: an Ethernet MTU typed over the value.
                        warn(line.number,
                             tr("%1 shows %2 but its enum (%3) means %4; %4 is used "
                                "(the paste may have been edited).")
                                 .arg(key, m.captured(1), m.captured(2))
                                 .arg(*mtuBytes));
                    }
                }
            } else if (key == QLatin1String("state")) {
                stateName = state.match(value).captured(1);
            }

            // A grep'd paste has no "port:" lines: a key seen again starts the next port.
            const auto isSet = [&](const IbvPort &p) {
                return key == QLatin1String("state")        ? !p.state.isEmpty()
                       : key == QLatin1String("active_mtu") ? p.activeMtu.has_value()
                       : key == QLatin1String("max_mtu")    ? p.maxMtu.has_value()
                                                            : !p.linkLayer.isEmpty();
            };
            if (port < 0 || (implicitPort && isSet(current.ports.at(port)))) {
                current.ports.append(IbvPort{});
                port = current.ports.size() - 1;
                implicitPort = true;
            } else if (isSet(current.ports.at(port))) {
                warn(line.number,
                     tr("%1 is printed twice for one port; the last value is kept.").arg(key));
            }
            IbvPort &p = current.ports[port];
            if (key == QLatin1String("state"))
                p.state = stateName;
            else if (key == QLatin1String("active_mtu"))
                p.activeMtu = mtuBytes;
            else if (key == QLatin1String("max_mtu"))
                p.maxMtu = mtuBytes;
            else
                p.linkLayer = value;
            continue;
        }

        // Inside a device, ibv_devinfo (-v) prints many more keys, capability flags on lines
        // of their own and GID[n] lines: none of them says anything Tandem uses.
        if (device >= 0 && (match.ok || flag.match(text).hasMatch()))
            continue;

        // An error printed after a loop's header ("IB device 'x' wasn't found") ends that
        // device: an hca_id after it starts the next one instead of renaming it.
        fromHeader = false;
        notUnderstood(line.number, text);
    }

    if (!recognised) {
        if (unknown == 0)
            return makeError(tr("The output of ibv_devinfo is empty: no device was listed."));
        return makeError(tr("This is not the output of ibv_devinfo: \"%1\" is not one of its "
                            "lines.")
                             .arg(shown(firstUnknownText)),
                         firstUnknownLine);
    }
    if (leftOut > 0)
        report.warnings.append(tr("%1 more warnings were left out.").arg(leftOut));
    return report;
}

} // namespace Tandem
