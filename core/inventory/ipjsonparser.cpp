// SPDX-License-Identifier: GPL-3.0-or-later
#include "ipjsonparser.h"

#include "util/checkednumbers.h"
#include "util/textlines.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <algorithm>
#include <optional>

namespace Tandem {

namespace {

int lineOfOffset(const QByteArray &text, int offset)
{
    const qsizetype end = std::clamp<qsizetype>(offset, 0, text.size());
    return int(QByteArrayView(text.constData(), end).count('\n')) + 1;
}

// Reads optional members, remembering the first one of the wrong type so that the caller can
// refuse the entry instead of silently using a default.
class FieldReader
{
public:
    explicit FieldReader(const QJsonObject &object)
        : m_object(object)
    {}

    QString string(QLatin1String key)
    {
        const auto value = member(key, &QJsonValue::isString);
        return value ? value->toString() : QString();
    }

    int integer(QLatin1String key)
    {
        const auto value = member(key, &QJsonValue::isDouble);
        if (!value)
            return 0;
        const double number = value->toDouble();
        if (number < 0 || number > 2147483647.0 || number != int(number)) {
            fail(key);
            return 0;
        }
        return int(number);
    }

    bool boolean(QLatin1String key)
    {
        const auto value = member(key, &QJsonValue::isBool);
        return value && value->toBool();
    }

    QStringList strings(QLatin1String key)
    {
        QStringList list;
        for (const QJsonValue item : array(key)) {
            if (!item.isString()) {
                fail(key);
                return {};
            }
            list.append(item.toString());
        }
        return list;
    }

    QJsonObject object(QLatin1String key)
    {
        const auto value = member(key, &QJsonValue::isObject);
        return value ? value->toObject() : QJsonObject();
    }

    QJsonArray array(QLatin1String key)
    {
        const auto value = member(key, &QJsonValue::isArray);
        return value ? value->toArray() : QJsonArray();
    }

    // The first member that had the wrong type, or empty.
    [[nodiscard]] const QString &badField() const { return m_badField; }

private:
    // The member when `isType` accepts it; nothing when it is absent or null, or of another
    // type (then remembered by fail()).
    std::optional<QJsonValue> member(QLatin1String key, bool (QJsonValue::*isType)() const)
    {
        const QJsonValue value = m_object.value(key);
        if (value.isUndefined() || value.isNull())
            return std::nullopt;
        if (!(value.*isType)()) {
            fail(key);
            return std::nullopt;
        }
        return value;
    }

    void fail(QLatin1String key)
    {
        if (m_badField.isEmpty())
            m_badField = key;
    }

    const QJsonObject &m_object;
    QString m_badField;
};

} // namespace

Result<QJsonArray> IpJsonParser::readArray(const QByteArray &json)
{
    if (const auto tooLarge
        = checkInputSize(json.size(), InputLimits::NodeOutputBytes, tr("The output of ip")))
        return tl::unexpected(*tooLarge);
    // Binary or non-UTF-8 bytes get the same line-naming message as the text parsers;
    // QJsonDocument would otherwise replace bad UTF-8 inside strings without a word.
    if (const auto lines = splitTextLines(json); !lines)
        return tl::unexpected(lines.error());
    if (json.trimmed().isEmpty())
        return makeError(tr("ip printed nothing. Check that the command ran and that its "
                            "JSON output (-j) is supported."));

    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return makeError(tr("The output of ip is not valid JSON (%1 at character %2).")
                             .arg(parseError.errorString())
                             .arg(parseError.offset),
                         lineOfOffset(json, parseError.offset));
    }
    if (!document.isArray())
        return makeError(tr("The output of ip is JSON but not a list of interfaces."), 1);
    return document.array();
}

Result<QList<Neighbour>> IpJsonParser::parseNeighbours(const QByteArray &json)
{
    // `ip -j neigh show dev X` prints "[]" when the table is empty, or nothing at all on
    // some iproute2 versions: both mean no neighbour.
    if (json.trimmed().isEmpty())
        return QList<Neighbour>();
    const auto entries = readArray(json);
    if (!entries)
        return tl::unexpected(entries.error());
    QList<Neighbour> neighbours;
    for (qsizetype i = 0; i < entries->size(); ++i) {
        if (!entries->at(i).isObject()) {
            return makeError(
                tr("Entry %1 of the ip output is not an interface object.").arg(i + 1));
        }
        const QJsonObject object = entries->at(i).toObject();
        FieldReader read(object);
        Neighbour neighbour;
        neighbour.address = read.string(QLatin1String("dst"));
        neighbour.interface = read.string(QLatin1String("dev"));
        neighbour.mac = read.string(QLatin1String("lladdr")).toLower();
        neighbour.state = read.strings(QLatin1String("state"));
        if (!read.badField().isEmpty()) {
            return makeError(tr("The field \"%1\" of interface %2 has an unexpected type.")
                                 .arg(read.badField(), neighbour.address));
        }
        neighbours.append(neighbour);
    }
    return neighbours;
}

Result<QList<NetInterface>> IpJsonParser::parse(const QByteArray &json)
{
    const auto array = readArray(json);
    if (!array)
        return tl::unexpected(array.error());
    const QJsonArray &entries = *array;
    QList<NetInterface> interfaces;
    interfaces.reserve(entries.size());
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const int entryNumber = int(i + 1);
        const QJsonValue entry = entries.at(i);
        if (!entry.isObject())
            return makeError(
                tr("Entry %1 of the ip output is not an interface object.").arg(entryNumber));
        const QJsonObject object = entry.toObject();
        FieldReader read(object);

        NetInterface iface;
        iface.name = read.string(QLatin1String("ifname"));
        if (iface.name.isEmpty())
            return makeError(
                tr("Entry %1 of the ip output has no interface name (ifname).").arg(entryNumber));
        iface.ifindex = read.integer(QLatin1String("ifindex"));
        iface.operstate = read.string(QLatin1String("operstate"));
        iface.flags = read.strings(QLatin1String("flags"));
        iface.lowerUp = iface.flags.contains(QLatin1String("LOWER_UP"));
        iface.mtu = read.integer(QLatin1String("mtu"));
        iface.mac = read.string(QLatin1String("address")).toLower();
        iface.linkType = read.string(QLatin1String("link_type"));
        const QJsonObject linkInfo = read.object(QLatin1String("linkinfo"));
        iface.kind = FieldReader(linkInfo).string(QLatin1String("info_kind"));
        iface.parentBus = read.string(QLatin1String("parentbus"));
        iface.parentDev = read.string(QLatin1String("parentdev"));

        const QJsonArray addrInfo = read.array(QLatin1String("addr_info"));
        if (!read.badField().isEmpty()) {
            return makeError(tr("The field \"%1\" of interface %2 has an unexpected type.")
                                 .arg(read.badField(), iface.name));
        }
        for (const QJsonValue addrValue : addrInfo) {
            const QJsonObject addrObject = addrValue.toObject();
            // Some iproute2 releases print {} for addresses a -4/-6 filter dropped (6.1 does
            // not); an empty object carries nothing, so it is skipped rather than refused.
            if (addrValue.isObject() && addrObject.isEmpty())
                continue;
            FieldReader readAddr(addrObject);
            IpAddress address;
            address.family = readAddr.string(QLatin1String("family"));
            address.local = readAddr.string(QLatin1String("local"));
            address.prefixlen = readAddr.integer(QLatin1String("prefixlen"));
            address.scope = readAddr.string(QLatin1String("scope"));
            address.label = readAddr.string(QLatin1String("label"));
            address.dynamic = readAddr.boolean(QLatin1String("dynamic"));
            address.noprefixroute = readAddr.boolean(QLatin1String("noprefixroute"));
            if (!addrValue.isObject() || address.family.isEmpty() || address.local.isEmpty()) {
                return makeError(
                    tr("An address of interface %1 has no family or no address.").arg(iface.name));
            }
            if (!readAddr.badField().isEmpty()) {
                return makeError(
                    tr("The field \"%1\" of an address of interface %2 has an unexpected type.")
                        .arg(readAddr.badField(), iface.name));
            }
            iface.addresses.append(std::move(address));
        }
        interfaces.append(std::move(iface));
    }
    return interfaces;
}

} // namespace Tandem
