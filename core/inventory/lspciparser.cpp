// SPDX-License-Identifier: GPL-3.0-or-later
#include "lspciparser.h"

#include "util/checkednumbers.h"
#include "util/jsonnull.h"
#include "util/pastedtext.h"

#include <QHash>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

namespace Tandem {

namespace {

// A paste of something else entirely would give one warning per line; past this many the
// rest are only counted, so a 16 MiB log cannot turn into a 16 MiB warning list.
constexpr int MaxWarnings = 100;

// PCIe 7.0 runs at 128 GT/s and the widest link is x32; anything outside is not lspci.
constexpr double MaxSpeedGts = 128.0;
constexpr int MaxWidth = 32;

QJsonValue linkJson(const std::optional<PcieLink> &link)
{
    if (!link)
        return QJsonValue();
    return QJsonObject{
        {QStringLiteral("speed_gts"), link->speedGts ? QJsonValue(*link->speedGts) : QJsonValue()},
        {QStringLiteral("width"), link->width ? QJsonValue(*link->width) : QJsonValue()},
    };
}

// "1" -> "0001": lspci pads domains to 4 digits, `-s` accepts them short.
QString paddedHex(const QString &hex, int digits)
{
    return hex.toLower().rightJustified(digits, u'0');
}

// lspci prints "VENDOR DEVICE" with nothing between the two names. pci.ids vendor names end
// in a company word, so the split is taken after the first run of such words; the names a
// GB10 box shows are listed first because some have no such word in a usable place.
void splitVendor(const QString &text, QString *vendor, QString *device)
{
    static const QStringList known{
        QStringLiteral("Mellanox Technologies"),
        QStringLiteral("NVIDIA Corporation"),
        QStringLiteral("Realtek Semiconductor Co., Ltd."),
        QStringLiteral("MEDIATEK Corp."),
        QStringLiteral("Samsung Electronics Co Ltd"),
        QStringLiteral("Intel Corporation"),
        QStringLiteral("Advanced Micro Devices, Inc. [AMD/ATI]"),
        QStringLiteral("Advanced Micro Devices, Inc. [AMD]"),
        QStringLiteral("Broadcom Inc. and subsidiaries"),
    };
    for (const QString &name : known) {
        if (text.startsWith(name + u' ')) {
            *vendor = name;
            *device = text.mid(name.size() + 1).trimmed();
            return;
        }
    }
    static const QSet<QString> companyWords{
        QStringLiteral("Corporation"),
        QStringLiteral("Corp."),
        QStringLiteral("Corp"),
        QStringLiteral("Inc."),
        QStringLiteral("Inc"),
        QStringLiteral("Ltd."),
        QStringLiteral("Ltd"),
        QStringLiteral("Co."),
        QStringLiteral("Co"),
        QStringLiteral("Limited"),
        QStringLiteral("GmbH"),
        QStringLiteral("AG"),
        QStringLiteral("LLC"),
        QStringLiteral("Technologies"),
        QStringLiteral("Technology"),
    };
    const QStringList words = text.split(u' ', Qt::SkipEmptyParts);
    qsizetype end = -1;
    for (qsizetype i = 0; i < words.size(); ++i) {
        QString word = words.at(i);
        if (word.endsWith(u','))
            word.chop(1);
        const bool company = companyWords.contains(word)
                             || (end >= 0 && word.startsWith(u'[') && word.endsWith(u']'));
        if (company)
            end = i;
        else if (end >= 0)
            break;
    }
    if (end < 0 || end + 1 >= words.size()) {
        *device = text; // no way to tell where the vendor ends: keep the whole name
        return;
    }
    *vendor = words.mid(0, end + 1).join(u' ');
    *device = words.mid(end + 1).join(u' ');
}

// Fills `device` from the part of a device line after "CLASS: ".
void readDescription(QString text, LspciDevice *device)
{
    static const QRegularExpression revision(QStringLiteral(R"(\s*\(rev ([0-9a-fA-F]{2})\)$)"));
    static const QRegularExpression progIf(QStringLiteral(R"(\s*\(prog-if [^()]*\)$)"));
    static const QRegularExpression ids(
        QStringLiteral(R"(\s*\[([0-9a-fA-F]{4}):([0-9a-fA-F]{4})\]$)"));
    static const QRegularExpression numericOnly(
        QStringLiteral(R"(^([0-9a-fA-F]{4}):([0-9a-fA-F]{4})$)"));
    static const QRegularExpression nameless(
        QStringLiteral(R"(^(.*?)\s+(Device(?:\s+([0-9a-fA-F]{4}))?)$)"));

    // `lspci -v` puts "(prog-if ...)" after "(rev ...)".
    if (const auto m = progIf.match(text); m.hasMatch())
        text.truncate(m.capturedStart());
    if (const auto m = revision.match(text); m.hasMatch()) {
        device->revision = m.captured(1).toLower();
        text.truncate(m.capturedStart());
    }
    if (const auto m = ids.match(text); m.hasMatch()) {
        device->vendorId = m.captured(1).toLower();
        device->deviceId = m.captured(2).toLower();
        text.truncate(m.capturedStart());
    } else if (const auto n = numericOnly.match(text); n.hasMatch()) {
        // `lspci -n`: ids only, no names.
        device->vendorId = n.captured(1).toLower();
        device->deviceId = n.captured(2).toLower();
        return;
    }
    text = text.trimmed();
    // pci.ids has no name for new parts (the GB10 GPU): "NVIDIA Corporation Device 2e12".
    if (const auto m = nameless.match(text); m.hasMatch()) {
        device->vendor = m.captured(1);
        device->device = m.captured(2);
        if (device->deviceId.isEmpty())
            device->deviceId = m.captured(3).toLower();
        return;
    }
    splitVendor(text, &device->vendor, &device->device);
}

// Fills the fields `from` has and `into` lacks: the same function seen by two commands.
void merge(LspciDevice &into, LspciDevice &&from)
{
    auto fill = [](QString &a, QString &b) {
        if (a.isEmpty())
            a = std::move(b);
    };
    fill(into.deviceClass, from.deviceClass);
    fill(into.vendor, from.vendor);
    fill(into.device, from.device);
    fill(into.vendorId, from.vendorId);
    fill(into.deviceId, from.deviceId);
    fill(into.revision, from.revision);
}

// The part of an `lspci -tv` line that draws the tree, up to the first device name.
QStringView treePart(QStringView line)
{
    qsizetype n = 0;
    for (; n < line.size(); ++n) {
        const QChar c = line.at(n);
        const bool tree = c == u'-' || c == u'+' || c == u'|' || c == u'\\' || c == u'['
                          || c == u']' || c == u':' || c == u'.' || c == u' '
                          || (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f');
        if (!tree)
            break;
    }
    return line.left(n);
}

// True when the tree part has a function that is not a bridge ("00.0" not followed by
// "-[bus]").
bool hasEndpoint(QStringView tree)
{
    static const QRegularExpression node(QStringLiteral(R"([0-9a-f]{2}\.[0-7](-\[)?)"));
    auto it = node.globalMatch(tree);
    while (it.hasNext()) {
        if (!it.next().hasCaptured(1))
            return true;
    }
    return false;
}

} // namespace

bool LspciDevice::isConnectX7() const
{
    const bool mellanox
        = vendorId == QLatin1String("15b3") || vendor.startsWith(QLatin1String("Mellanox"));
    return (mellanox && deviceId == QLatin1String("1021"))
           || device.contains(QLatin1String("ConnectX-7"));
}

bool LspciDevice::isGb10Gpu() const
{
    const bool nvidia
        = vendorId == QLatin1String("10de") || vendor.startsWith(QLatin1String("NVIDIA"));
    return nvidia && deviceId == QLatin1String("2e12");
}

bool LspciDevice::downtrained() const
{
    if (!linkCapability || !linkStatus)
        return false;
    const PcieLink &cap = *linkCapability;
    const PcieLink &sta = *linkStatus;
    return (cap.speedGts && sta.speedGts && *sta.speedGts < *cap.speedGts)
           || (cap.width && sta.width && *sta.width < *cap.width);
}

QJsonObject LspciReport::toJson() const
{
    QJsonArray deviceArray;
    for (const LspciDevice &d : devices) {
        deviceArray.append(QJsonObject{
            {QStringLiteral("address"), d.address},
            {QStringLiteral("class"), jsonOrNull(d.deviceClass)},
            {QStringLiteral("vendor"), jsonOrNull(d.vendor)},
            {QStringLiteral("device"), jsonOrNull(d.device)},
            {QStringLiteral("vendor_id"), jsonOrNull(d.vendorId)},
            {QStringLiteral("device_id"), jsonOrNull(d.deviceId)},
            {QStringLiteral("revision"), jsonOrNull(d.revision)},
            {QStringLiteral("link_capability"), linkJson(d.linkCapability)},
            {QStringLiteral("link_status"), linkJson(d.linkStatus)},
        });
    }
    QJsonArray rootArray;
    for (const LspciTreeRoot &root : treeRoots) {
        rootArray.append(QJsonObject{{QStringLiteral("domain"), root.domain},
                                     {QStringLiteral("has_endpoint"), root.hasEndpoint}});
    }
    return QJsonObject{{QStringLiteral("devices"), deviceArray},
                       {QStringLiteral("tree_roots"), rootArray},
                       {QStringLiteral("warnings"), QJsonArray::fromStringList(warnings)}};
}

Result<LspciReport> LspciParser::parse(const QByteArray &output)
{
    const auto lines
        = PastedText::lines(output, InputLimits::NodeOutputBytes, tr("The output of lspci"));
    if (!lines)
        return tl::unexpected(lines.error());

    static const QRegularExpression deviceLine(QStringLiteral(
        R"(^(?:([0-9a-fA-F]{1,8}):)?([0-9a-fA-F]{2}):([0-9a-fA-F]{2})\.([0-7])\s+(.+?):\s+(.*)$)"));
    static const QRegularExpression classId(QStringLiteral(R"(\s*\[[0-9a-fA-F]{4}\]$)"));
    static const QRegularExpression lspciCommand(QStringLiteral(R"((?:^|[\s;|&/])lspci(?:\s|$))"));
    static const QRegularExpression selector(QStringLiteral(
        R"((?:^|\s)-s\s*([0-9a-fA-F]{1,8}):([0-9a-fA-F]{1,2}):([0-9a-fA-F]{1,2})\.([0-7])(?:\s|$))"));
    static const QRegularExpression speed(QStringLiteral(R"(Speed\s+(\d+(?:\.\d+)?)GT/s)"));
    static const QRegularExpression width(QStringLiteral(R"(Width\s+x(\d+))"));
    static const QRegularExpression treeRoot(
        QStringLiteral(R"(^[\s|+\\-]*\[(?:([0-9a-f]{1,8}):)?([0-9a-f]{2})\]-(.*)$)"));
    static const QRegularExpression treeBranch(QStringLiteral(R"(^[\s|]*[+\\|])"));

    LspciReport report;
    QHash<QString, qsizetype> deviceIndex;
    QHash<QString, qsizetype> rootIndex;
    int droppedWarnings = 0;
    auto warn = [&](int line, const QString &message) {
        if (report.warnings.size() < MaxWarnings)
            report.warnings.append(Error{message, line}.toString());
        else
            ++droppedWarnings;
    };
    auto deviceAt = [&](const QString &address) -> LspciDevice & {
        auto it = deviceIndex.constFind(address);
        if (it == deviceIndex.constEnd()) {
            it = deviceIndex.insert(address, report.devices.size());
            report.devices.append(LspciDevice{});
            report.devices.back().address = address;
        }
        return report.devices[*it];
    };

    bool recognised = false;
    bool sawLspciCommand = false;
    bool otherCommand = false;  // inside the output of a command that is not lspci
    QString current;            // the device LnkCap/LnkSta lines are about
    bool inDeviceBlock = false; // after a device line: `lspci -v` detail lines follow
    qsizetype openRoot = -1;    // the tree root continuation lines belong to
    int firstUnknownLine = 0;

    for (const PastedLine &pasted : *lines) {
        if (pasted.command) {
            otherCommand = !lspciCommand.match(pasted.text).hasMatch();
            current.clear();
            inDeviceBlock = false;
            openRoot = -1;
            if (otherCommand) {
                // An empty prompt ("$" at the end of a paste) ends the output before it.
                otherCommand = !pasted.text.isEmpty();
                continue;
            }
            sawLspciCommand = true;
            if (const auto m = selector.match(pasted.text); m.hasMatch()) {
                // `-s 01:00.0` without a domain matches every domain (both CX-7 twins on a
                // Spark), so only a selector with a domain names one device.
                current = paddedHex(m.captured(1), 4) + u':' + paddedHex(m.captured(2), 2) + u':'
                          + paddedHex(m.captured(3), 2) + u'.' + m.captured(4);
            }
            continue;
        }
        if (otherCommand)
            continue;

        // Authors' notes: "... <-- trains to PCIe 5.0" and "   ^---- only the ... remains".
        QString text = pasted.text;
        if (const qsizetype note = text.indexOf(QLatin1String("<--")); note >= 0)
            text.truncate(note);
        while (!text.isEmpty() && text.back().isSpace())
            text.chop(1);
        const QString trimmed = text.trimmed();
        if (trimmed.isEmpty()) {
            openRoot = -1;
            continue;
        }
        if (trimmed.startsWith(u'^'))
            continue;
        const int lineNumber = pasted.number;

        if (const auto m = deviceLine.match(trimmed); m.hasMatch()) {
            LspciDevice device;
            const QString domain
                = m.captured(1).isEmpty() ? QStringLiteral("0000") : paddedHex(m.captured(1), 4);
            device.address = domain + u':' + m.captured(2).toLower() + u':'
                             + m.captured(3).toLower() + u'.' + m.captured(4);
            device.deviceClass = m.captured(5);
            if (const auto c = classId.match(device.deviceClass); c.hasMatch())
                device.deviceClass.truncate(c.capturedStart());
            readDescription(m.captured(6), &device);
            current = device.address;
            merge(deviceAt(current), std::move(device));
            inDeviceBlock = true;
            openRoot = -1;
            recognised = true;
            continue;
        }

        const bool lnkCap = trimmed.startsWith(QLatin1String("LnkCap:"));
        if (lnkCap || trimmed.startsWith(QLatin1String("LnkSta:"))) {
            recognised = true;
            if (current.isEmpty()) {
                warn(lineNumber,
                     tr("\"%1\" does not say which device it is about; run lspci -vvv -s "
                        "DOMAIN:BUS:DEV.FN for one device.")
                         .arg(trimmed));
                continue;
            }
            PcieLink link;
            if (const auto s = speed.match(trimmed); s.hasMatch()) {
                bool ok = false;
                const double gts = s.captured(1).toDouble(&ok);
                if (!ok || !isFiniteWithin(gts, 1.0, MaxSpeedGts)) {
                    return makeError(
                        tr("The link speed %1GT/s is not a PCIe speed.").arg(s.captured(1)),
                        lineNumber);
                }
                link.speedGts = gts;
            }
            if (const auto w = width.match(trimmed); w.hasMatch()) {
                bool ok = false;
                const int lanes = w.captured(1).toInt(&ok);
                if (!ok || lanes < 0 || lanes > MaxWidth) {
                    return makeError(
                        tr("The link width x%1 is not a PCIe width.").arg(w.captured(1)),
                        lineNumber);
                }
                link.width = lanes;
            }
            if (!link.speedGts && !link.width && !trimmed.contains(QLatin1String("unknown"))) {
                warn(lineNumber, tr("\"%1\" has neither a speed nor a width.").arg(trimmed));
                continue;
            }
            LspciDevice &device = deviceAt(current);
            (lnkCap ? device.linkCapability : device.linkStatus) = link;
            continue;
        }
        // The other link registers of `lspci -vvv` (LnkCtl, LnkCap2, LnkSta2, LnkCtl2).
        if (trimmed.startsWith(QLatin1String("Lnk")) && trimmed.contains(u':')) {
            recognised = true;
            continue;
        }

        if (const auto m = treeRoot.match(text); m.hasMatch()) {
            LspciTreeRoot root;
            root.domain
                = m.captured(1).isEmpty() ? QStringLiteral("0000") : paddedHex(m.captured(1), 4);
            root.hasEndpoint = hasEndpoint(treePart(m.capturedView(3)));
            // The same root listed again (a second `lspci -tv` after a rescan): the later
            // listing is the newer truth.
            const QString key = root.domain + u':' + m.captured(2);
            if (const auto it = rootIndex.constFind(key); it != rootIndex.constEnd()) {
                openRoot = *it;
                report.treeRoots[openRoot] = root;
            } else {
                openRoot = report.treeRoots.size();
                rootIndex.insert(key, openRoot);
                report.treeRoots.append(root);
            }
            current.clear();
            inDeviceBlock = false;
            recognised = true;
            continue;
        }
        if (openRoot >= 0 && treeBranch.match(text).hasMatch()) {
            if (hasEndpoint(treePart(text)))
                report.treeRoots[openRoot].hasEndpoint = true;
            continue;
        }

        // `lspci -v` prints indented details under each device; only the links are read.
        if (inDeviceBlock && text.at(0).isSpace())
            continue;

        if (firstUnknownLine == 0)
            firstUnknownLine = lineNumber;
        warn(lineNumber, tr("\"%1\" is not an lspci line.").arg(trimmed));
    }

    if (!recognised && !sawLspciCommand) {
        if (firstUnknownLine == 0)
            return makeError(tr(
                "There is no lspci output in the text: it is empty or holds only other commands."));
        return makeError(tr("This is not the output of lspci: no line lists a PCI device "
                            "(\"0000:01:00.0 Ethernet controller: ...\"), a link or a tree."),
                         firstUnknownLine);
    }
    if (droppedWarnings > 0)
        report.warnings.append(tr("%n more lines were not understood.", "", droppedWarnings));
    return report;
}

} // namespace Tandem
