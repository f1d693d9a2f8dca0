// SPDX-License-Identifier: GPL-3.0-or-later
#include "nodeidentity.h"

#include "inventory/embeddedscripts.h" // core/inventory/scripts/node-identity.sh
#include "util/checkednumbers.h"
#include "util/textlines.h"

namespace Tandem {

namespace {

std::optional<quint32> hexNumber(const QString &text, quint32 max)
{
    bool ok = false;
    const qulonglong value = text.toULongLong(&ok, 16);
    if (!ok || value > max)
        return std::nullopt;
    return quint32(value);
}

double gts(const QString &text)
{
    bool ok = false;
    const double value = text.toDouble(&ok);
    return ok && isFiniteWithin(value, 0, 1000) ? value : 0;
}

int lanes(const QString &text)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    return ok && value >= 0 && value <= 64 ? value : 0;
}

} // namespace

RemoteCommand NodeIdentityReader::command()
{
    return RemoteCommand::fromStrings({QStringLiteral("sh"),
                                       QStringLiteral("-c"),
                                       QString::fromLatin1(Scripts::Inventory::nodeIdentity)});
}

Result<NodeIdentity> NodeIdentityReader::read(const QByteArray &output)
{
    if (const auto tooLarge = checkInputSize(
            output.size(), InputLimits::NodeOutputBytes, tr("The identity of the node")))
        return tl::unexpected(*tooLarge);
    const auto lines = splitTextLines(output);
    if (!lines)
        return tl::unexpected(lines.error());

    NodeIdentity identity;
    QByteArray dmiText;
    QString file;
    QByteArray fileText;
    bool sawMachine = false;
    for (qsizetype i = 0; i < lines->size(); ++i) {
        const QString &line = lines->at(i);
        if (!file.isEmpty()) {
            if (line != QLatin1String("@end")) {
                fileText += line.toUtf8() + '\n';
                continue;
            }
            if (file == QLatin1String("dgx-release")) {
                if (auto release = DeviceIdentityParser::parseDgxRelease(fileText))
                    identity.dgxRelease = std::move(*release);
                else
                    identity.warnings << tr("/etc/dgx-release: %1").arg(release.error().toString());
            } else {
                if (auto release = DeviceIdentityParser::parseOsRelease(fileText))
                    identity.fastOsRelease = std::move(*release);
                else
                    identity.warnings
                        << tr("/etc/fastos-release: %1").arg(release.error().toString());
            }
            file.clear();
            fileText.clear();
            continue;
        }
        if (line.startsWith(QLatin1String("@machine "))) {
            identity.machine = line.mid(9).trimmed();
            sawMachine = true;
        } else if (line.startsWith(QLatin1String("@pci "))) {
            const QStringList f = line.mid(5).split(QLatin1Char(' '), Qt::SkipEmptyParts);
            const auto vendor = hexNumber(f.value(1), 0xffff);
            const auto device = hexNumber(f.value(2), 0xffff);
            if (f.size() != 8 || !vendor || !device) {
                identity.warnings << tr("line %1: not a PCI function: %2").arg(i + 1).arg(line);
                continue;
            }
            PciFunction pci;
            pci.address = f.at(0).toLower();
            pci.vendor = quint16(*vendor);
            pci.device = quint16(*device);
            pci.pciClass = hexNumber(f.at(3), 0xffffff).value_or(0);
            pci.speedGts = gts(f.at(4));
            pci.width = lanes(f.at(5));
            pci.maxSpeedGts = gts(f.at(6));
            pci.maxWidth = lanes(f.at(7));
            identity.pci.append(pci);
        } else if (line.startsWith(QLatin1String("@dmi "))) {
            dmiText += line.mid(5).toUtf8() + '\n';
        } else if (line.startsWith(QLatin1String("@file "))) {
            file = line.mid(6).trimmed();
            if (file != QLatin1String("dgx-release") && file != QLatin1String("fastos-release")) {
                identity.warnings << tr("line %1: unknown file section %2").arg(i + 1).arg(file);
                file.clear();
            }
        } else if (!line.trimmed().isEmpty()) {
            identity.warnings << tr("line %1: not understood: %2").arg(i + 1).arg(line);
        }
    }
    if (!file.isEmpty())
        identity.warnings << tr("/etc/%1 was cut short.").arg(file);
    if (!sawMachine)
        return makeError(tr("The node did not say what machine it is (no uname -m)."));
    if (!dmiText.isEmpty()) {
        if (auto dmi = DmiParser::parse(dmiText))
            identity.dmi = std::move(*dmi);
    }
    return identity;
}

bool NodeIdentity::hasGb10Gpu() const
{
    return std::any_of(
        pci.cbegin(), pci.cend(), [](const PciFunction &f) { return f.isGb10Gpu(); });
}

bool NodeIdentity::hasN1xGpu() const
{
    return std::any_of(pci.cbegin(), pci.cend(), [](const PciFunction &f) { return f.isN1xGpu(); });
}

QList<PciFunction> NodeIdentity::connectX7() const
{
    QList<PciFunction> out;
    for (const PciFunction &f : pci) {
        if (f.isConnectX7())
            out << f;
    }
    return out;
}

Gb10Identity NodeIdentity::model() const
{
    return Gb10Models::identify(dmi, dgxRelease ? &*dgxRelease : nullptr);
}

QString NodeIdentity::image() const
{
    if (dgxRelease && !dgxRelease->version().isEmpty())
        return QStringLiteral("DGX OS %1").arg(dgxRelease->version());
    if (dgxRelease)
        return QStringLiteral("DGX OS");
    if (fastOsRelease) {
        const QString name
            = fastOsRelease->prettyName.isEmpty()
                  ? QStringLiteral("%1 %2").arg(fastOsRelease->name, fastOsRelease->version)
                  : fastOsRelease->prettyName;
        return name.trimmed().isEmpty() ? QStringLiteral("FastOS") : name.trimmed();
    }
    return {};
}

} // namespace Tandem
