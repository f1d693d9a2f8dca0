// SPDX-License-Identifier: GPL-3.0-or-later
#include "iptextparser.h"

#include "util/checkednumbers.h"
#include "util/jsonnull.h"
#include "util/pastedtext.h"

#include <QHash>
#include <QHostAddress>
#include <QJsonArray>
#include <QRegularExpression>

#include <limits>
#include <optional>

namespace Tandem {

namespace {

// A paste of `ip -s -s a` on a box with hundreds of veths must not grow the report without
// bound; the rest are counted in one last warning.
constexpr int MaxWarnings = 100;
constexpr qint64 MaxInt = std::numeric_limits<int>::max();

// "4: enp1s0f1np1: <BROADCAST,...> mtu 1500 ...". Kernel interface names cannot hold ':',
// '/' or blanks; "@if3" / "@NONE" names the peer or lower device and is not part of the name.
const QRegularExpression &classicHeader()
{
    static const QRegularExpression re(
        QStringLiteral(R"(^(\d+):\s+([^\s:@/]+)(?:@[^\s:]*)?:\s+<([^<>]*)>(.*)$)"));
    return re;
}

// "enp1s0f0np0   DOWN   <redacted-mac> <NO-CARRIER,...>": name, then an operstate as
// iproute2 spells it (ll_operstate names), then the MAC and flags or the addresses.
const QRegularExpression &briefRow()
{
    static const QRegularExpression re(QStringLiteral(
        R"(^([^\s:@/]+)(?:@\S*)?\s+(UP|DOWN|UNKNOWN|LOWERLAYERDOWN|DORMANT|NOTPRESENT|TESTING))"
        R"((?:\s+(.*))?$)"));
    return re;
}

bool isMac(const QString &token)
{
    // 6 bytes for Ethernet, 20 for InfiniBand; ip prints them lower-case, users may not.
    static const QRegularExpression re(QStringLiteral(R"(^[0-9a-fA-F]{2}(?::[0-9a-fA-F]{2})+$)"));
    return re.match(token).hasMatch();
}

// "<NO-CARRIER,BROADCAST,MULTICAST,UP>": ip's flag names are upper-case. Anything else in
// angle brackets ("<redacted-mac>") is a placeholder a person put where a MAC was.
bool isFlagList(const QString &token)
{
    static const QRegularExpression re(QStringLiteral(R"(^<[A-Z0-9_,-]*>$)"));
    return re.match(token).hasMatch();
}

QStringList splitFlags(const QString &inside)
{
    return inside.split(QLatin1Char(','), Qt::SkipEmptyParts);
}

// Words `ip addr` prints after an address that only describe it; they carry nothing that
// NetInterface keeps, so they are neither a label nor a reason to warn.
bool isAddressFlag(const QString &word)
{
    static const QRegularExpression re(QStringLiteral(
        "^(secondary|primary|temporary|deprecated|tentative|mngtmpaddr|home|nodad|optimistic|"
        "dadfailed|stable-privacy|permanent|autojoin)$"));
    return re.match(word).hasMatch();
}

// Collects what the lines say; one instance per parse() call.
class Reader
{
public:
    IpReport report;

    void warn(int line, const QString &message)
    {
        if (report.warnings.size() < MaxWarnings)
            report.warnings.append(IpTextParser::tr("line %1: %2").arg(line).arg(message));
        else
            saturatingIncrement(m_dropped);
    }

    void unrecognised(int line, const QString &text)
    {
        warn(line, IpTextParser::tr("not ip output, ignored: %1").arg(text.left(200)));
    }

    void finish()
    {
        if (m_dropped > 0)
            report.warnings.append(
                IpTextParser::tr("%1 more lines were not understood either.").arg(m_dropped));
    }

    // The entry for `name`, created at the end on first sight: a paste of two commands
    // (`ip link` then `ip addr`) names each interface twice and means one interface.
    qsizetype indexOfInterface(const QString &name)
    {
        const auto found = m_index.constFind(name);
        if (found != m_index.constEnd())
            return *found;
        m_index.insert(name, report.interfaces.size());
        NetInterface iface;
        iface.name = name;
        report.interfaces.append(std::move(iface));
        return report.interfaces.size() - 1;
    }

    NetInterface &interfaceNamed(const QString &name)
    {
        return report.interfaces[indexOfInterface(name)];
    }

    static void addAddress(NetInterface &iface, IpAddress address)
    {
        if (!iface.addresses.contains(address))
            iface.addresses.append(std::move(address));
    }

private:
    QHash<QString, qsizetype> m_index;
    int m_dropped = 0;
};

// A number ip printed, within [min, max]; an error naming the line otherwise, since ip cannot
// print it and the text is then not ip's (or was edited into nonsense).
Result<int> readNumber(const QString &text, qint64 min, qint64 max, const QString &what, int line)
{
    bool ok = false;
    const qint64 value = text.toLongLong(&ok);
    if (!ok || value < min || value > max) {
        return makeError(IpTextParser::tr("The %1 \"%2\" is not a number from %3 to %4.")
                             .arg(what, text)
                             .arg(min)
                             .arg(max),
                         line);
    }
    return int(value);
}

// "10.0.3.1/24" as `family` ("inet" or "inet6"). A missing or out-of-range prefix is an
// error; an address that is not one (a person masked it: "fe80::xxxx/64") gives nothing, so
// the caller can skip the line with a warning.
Result<std::optional<IpAddress>> readAddress(const QString &family, const QString &token, int line)
{
    const qsizetype slash = token.lastIndexOf(QLatin1Char('/'));
    const QString local = slash < 0 ? token : token.left(slash);
    QHostAddress host;
    const auto protocol = family == QLatin1String("inet") ? QAbstractSocket::IPv4Protocol
                                                          : QAbstractSocket::IPv6Protocol;
    if (!host.setAddress(local) || host.protocol() != protocol)
        return std::optional<IpAddress>();
    if (slash < 0)
        return makeError(IpTextParser::tr("The address %1 has no prefix length.").arg(token), line);
    const auto prefix = readNumber(token.mid(slash + 1),
                                   0,
                                   protocol == QAbstractSocket::IPv4Protocol ? 32 : 128,
                                   IpTextParser::tr("prefix length of %1").arg(local),
                                   line);
    if (!prefix)
        return tl::unexpected(prefix.error());
    IpAddress address;
    address.family = family;
    address.local = local;
    address.prefixlen = *prefix;
    return std::optional<IpAddress>(address);
}

// "inet 10.0.3.1/24 brd 10.0.3.255 scope global noprefixroute enp1s0f1np1" and
// "inet 10.0.0.1 peer 10.0.0.2/32 scope global tun0" (the prefix belongs to the peer).
Result<bool> readClassicAddress(Reader &reader, NetInterface &iface, const PastedLine &line)
{
    const QStringList words = line.text.simplified().split(QLatin1Char(' '));
    if (words.size() < 2)
        return false;
    const QString &family = words.at(0);
    qsizetype next = 2;
    QString token = words.at(1);
    if (words.size() > 3 && words.at(2) == QLatin1String("peer")) {
        const QString peer = words.at(3);
        const qsizetype slash = peer.lastIndexOf(QLatin1Char('/'));
        token += slash < 0 ? QString() : peer.mid(slash);
        next = 4;
    }
    const auto parsed = readAddress(family, token, line.number);
    if (!parsed)
        return tl::unexpected(parsed.error());
    if (!*parsed) {
        reader.warn(line.number,
                    IpTextParser::tr("%1 is not an address of family %2, line ignored")
                        .arg(words.at(1), family));
        return true;
    }
    IpAddress address = **parsed;
    for (qsizetype i = next; i < words.size(); ++i) {
        const QString &word = words.at(i);
        const bool hasValue = i + 1 < words.size();
        if (word == QLatin1String("scope") && hasValue)
            address.scope = words.at(++i);
        else if ((word == QLatin1String("brd") || word == QLatin1String("metric")
                  || word == QLatin1String("proto") || word == QLatin1String("peer"))
                 && hasValue)
            ++i;
        else if (word == QLatin1String("dynamic"))
            address.dynamic = true;
        else if (word == QLatin1String("noprefixroute"))
            address.noprefixroute = true;
        else if (!isAddressFlag(word) && family == QLatin1String("inet"))
            address.label = word; // IPv4 lines end in their label, as ip -j reports it
    }
    Reader::addAddress(iface, std::move(address));
    return true;
}

// "4: enp1s0f1np1: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc mq state UP group ...".
Result<qsizetype> readClassicHeader(Reader &reader, const QRegularExpressionMatch &match, int line)
{
    const auto ifindex
        = readNumber(match.captured(1), 1, MaxInt, IpTextParser::tr("interface index"), line);
    if (!ifindex)
        return tl::unexpected(ifindex.error());
    const qsizetype index = reader.indexOfInterface(match.captured(2));
    NetInterface &iface = reader.report.interfaces[index];
    iface.ifindex = *ifindex;
    iface.flags = splitFlags(match.captured(3));
    iface.lowerUp = iface.flags.contains(QLatin1String("LOWER_UP"));
    // The rest is "key value" pairs (qdisc, master, group, qlen, mode, link-netnsid, ...);
    // only mtu and state are kept.
    const QStringList words
        = match.captured(4).simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (qsizetype i = 0; i + 1 < words.size(); ++i) {
        if (words.at(i) == QLatin1String("mtu")) {
            const auto mtu = readNumber(words.at(i + 1), 0, MaxInt, QStringLiteral("mtu"), line);
            if (!mtu)
                return tl::unexpected(mtu.error());
            iface.mtu = *mtu;
            ++i;
        } else if (words.at(i) == QLatin1String("state")) {
            iface.operstate = words.at(++i);
        }
    }
    return index;
}

// "link/ether 4c:bb:47:2f:fb:99 brd ff:ff:ff:ff:ff:ff", "link/none", "link/loopback ...".
void readClassicLink(NetInterface &iface, const QString &text)
{
    const QStringList words = text.simplified().split(QLatin1Char(' '));
    iface.linkType = words.at(0).mid(words.at(0).indexOf(QLatin1Char('/')) + 1);
    if (words.size() > 1 && isMac(words.at(1)))
        iface.mac = words.at(1).toLower();
}

// The `-d` line that ends the link part: "veth addrgenmode eui64 numtxqueues 1 ... parentbus
// pci parentdev 0000:01:00.0". Its first word is the kind unless the link has none.
void readClassicDetail(NetInterface &iface, const QStringList &words)
{
    if (words.at(0) != QLatin1String("addrgenmode"))
        iface.kind = words.at(0);
    for (qsizetype i = 0; i + 1 < words.size(); ++i) {
        if (words.at(i) == QLatin1String("parentbus"))
            iface.parentBus = words.at(i + 1);
        else if (words.at(i) == QLatin1String("parentdev"))
            iface.parentDev = words.at(i + 1);
    }
}

// Lines of `ip a` / `ip -d` / `ip -s` that describe an interface without anything NetInterface
// keeps. Counters of -s are rows of numbers under an "RX:" or "TX:" heading.
bool isClassicNoise(const QStringList &words)
{
    static const QRegularExpression first(
        QStringLiteral("^(valid_lft|altname|promiscuity|prop|alias|vf|RX:?|TX:?)$"));
    if (first.match(words.at(0)).hasMatch())
        return true;
    for (const QString &word : words) {
        bool number = false;
        word.toLongLong(&number);
        if (!number)
            return false;
    }
    return true;
}

Result<bool> readClassic(Reader &reader, const QList<PastedLine> &lines)
{
    qsizetype current = -1;
    for (const PastedLine &line : lines) {
        const QString text = line.text.trimmed();
        if (line.command || text.isEmpty())
            continue;
        if (const auto match = classicHeader().match(text); match.hasMatch()) {
            const auto index = readClassicHeader(reader, match, line.number);
            if (!index)
                return tl::unexpected(index.error());
            current = *index;
            continue;
        }
        if (briefRow().match(text).hasMatch()) {
            reader.warn(line.number,
                        IpTextParser::tr("a row of `ip -br` among classic ip output, ignored"));
            continue;
        }
        const QStringList words = text.simplified().split(QLatin1Char(' '));
        if (current < 0) {
            reader.unrecognised(line.number, text);
            continue;
        }
        NetInterface &iface = reader.report.interfaces[current];
        if (text.startsWith(QLatin1String("link/"))) {
            readClassicLink(iface, text);
        } else if (words.at(0) == QLatin1String("inet") || words.at(0) == QLatin1String("inet6")) {
            const auto read = readClassicAddress(reader, iface, line);
            if (!read)
                return tl::unexpected(read.error());
            if (!*read)
                reader.unrecognised(line.number, text);
        } else if (words.contains(QLatin1String("numtxqueues"))) {
            readClassicDetail(iface, words);
        } else if (!isClassicNoise(words)) {
            reader.unrecognised(line.number, text);
        }
    }
    return true;
}

// "lo UNKNOWN 127.0.0.1/8 ::1/128" (ip -br addr) or
// "enp1s0f0np0 DOWN <redacted-mac> <NO-CARRIER,BROADCAST,MULTICAST,UP>" (ip -br link).
Result<bool> readBriefRow(Reader &reader, const QRegularExpressionMatch &match, int line)
{
    NetInterface &iface = reader.interfaceNamed(match.captured(1));
    iface.operstate = match.captured(2);
    const QStringList words
        = match.captured(3).split(QRegularExpression(QStringLiteral(R"(\s+)")), Qt::SkipEmptyParts);
    for (const QString &word : words) {
        if (isFlagList(word)) {
            iface.flags = splitFlags(word.mid(1, word.size() - 2));
            iface.lowerUp = iface.flags.contains(QLatin1String("LOWER_UP"));
        } else if (word.startsWith(QLatin1Char('<')) && word.endsWith(QLatin1Char('>'))) {
            continue; // a redacted MAC: the MAC stays unknown
        } else if (isMac(word)) {
            iface.mac = word.toLower();
        } else if (word.contains(QLatin1Char('/'))) {
            const QString family = word.contains(QLatin1Char(':')) ? QStringLiteral("inet6")
                                                                   : QStringLiteral("inet");
            const auto parsed = readAddress(family, word, line);
            if (!parsed)
                return tl::unexpected(parsed.error());
            if (*parsed)
                Reader::addAddress(iface, **parsed);
            else
                reader.warn(line, IpTextParser::tr("%1 is not an address, ignored").arg(word));
        } else {
            reader.warn(line, IpTextParser::tr("\"%1\" was not understood, ignored").arg(word));
        }
    }
    return true;
}

Result<bool> readBrief(Reader &reader, const QList<PastedLine> &lines)
{
    for (const PastedLine &line : lines) {
        const QString text = line.text.trimmed();
        if (line.command || text.isEmpty())
            continue;
        if (const auto match = briefRow().match(text); match.hasMatch()) {
            const auto read = readBriefRow(reader, match, line.number);
            if (!read)
                return tl::unexpected(read.error());
        } else if (classicHeader().match(text).hasMatch()) {
            reader.warn(line.number,
                        IpTextParser::tr("a line of classic ip output among `ip -br`, ignored"));
        } else {
            reader.unrecognised(line.number, text);
        }
    }
    return true;
}

// The JSON again, with prompt lines blanked rather than dropped, so that IpJsonParser's line
// numbers still point into what the user pasted.
QByteArray jsonText(const QList<PastedLine> &lines)
{
    QStringList texts;
    for (const PastedLine &line : lines) {
        while (texts.size() < line.number - 1)
            texts.append(QString());
        texts.append(line.command ? QString() : line.text);
    }
    return texts.join(QLatin1Char('\n')).toUtf8();
}

QJsonValue positiveOrNull(int value)
{
    return value > 0 ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
}

} // namespace

Result<IpReport> IpTextParser::parse(const QByteArray &output)
{
    const auto lines
        = PastedText::lines(output, InputLimits::NodeOutputBytes, tr("The output of ip"));
    if (!lines)
        return tl::unexpected(lines.error());

    // The form is the first output line's: JSON starts with '['; otherwise the first line that
    // is a classic header or a brief row decides, and lines of the other form are warned about.
    enum class Form { None, Brief, Classic } form = Form::None;
    QString ipComplaint; // "Device "x" does not exist.", ip's own words when nothing else came
    bool first = true;
    for (const PastedLine &line : *lines) {
        const QString text = line.text.trimmed();
        if (line.command || text.isEmpty())
            continue;
        if (first && text.startsWith(QLatin1Char('['))) {
            auto interfaces = IpJsonParser::parse(jsonText(*lines));
            if (!interfaces)
                return tl::unexpected(interfaces.error());
            return IpReport{QStringLiteral("json"), std::move(*interfaces), {}};
        }
        first = false;
        if (classicHeader().match(text).hasMatch()) {
            form = Form::Classic;
            break;
        }
        if (briefRow().match(text).hasMatch()) {
            form = Form::Brief;
            break;
        }
        if (ipComplaint.isEmpty() && text.contains(QLatin1String("does not exist")))
            ipComplaint = text.left(200);
    }
    if (form == Form::None) {
        if (!ipComplaint.isEmpty())
            return makeError(tr("ip printed no interface: %1").arg(ipComplaint));
        return makeError(tr("No line of this is output of ip (ip addr, ip link, ip -br or "
                            "ip -j); nothing was read."));
    }

    Reader reader;
    reader.report.form
        = form == Form::Classic ? QStringLiteral("classic") : QStringLiteral("brief");
    const auto read
        = form == Form::Classic ? readClassic(reader, *lines) : readBrief(reader, *lines);
    if (!read)
        return tl::unexpected(read.error());
    reader.finish();
    return std::move(reader.report);
}

QJsonObject IpReport::toJson() const
{
    // ip -br addr prints neither scope nor the dynamic / noprefixroute flags.
    const bool addressFlagsPrinted = form != QLatin1String("brief");
    QJsonArray list;
    for (const NetInterface &iface : interfaces) {
        QJsonArray addresses;
        for (const IpAddress &address : iface.addresses) {
            addresses.append(QJsonObject{
                {QStringLiteral("family"), address.family},
                {QStringLiteral("local"), address.local},
                {QStringLiteral("prefixlen"), address.prefixlen},
                {QStringLiteral("scope"), jsonOrNull(address.scope)},
                {QStringLiteral("dynamic"),
                 addressFlagsPrinted ? QJsonValue(address.dynamic) : QJsonValue()},
                {QStringLiteral("noprefixroute"),
                 addressFlagsPrinted ? QJsonValue(address.noprefixroute) : QJsonValue()},
            });
        }
        list.append(QJsonObject{
            {QStringLiteral("name"), iface.name},
            {QStringLiteral("ifindex"), positiveOrNull(iface.ifindex)},
            {QStringLiteral("operstate"), jsonOrNull(iface.operstate)},
            {QStringLiteral("flags"), QJsonArray::fromStringList(iface.flags)},
            // Every real interface has some flag; none means ip did not print them.
            {QStringLiteral("lower_up"),
             iface.flags.isEmpty() ? QJsonValue() : QJsonValue(iface.lowerUp)},
            {QStringLiteral("mtu"), positiveOrNull(iface.mtu)},
            {QStringLiteral("mac"), jsonOrNull(iface.mac)},
            {QStringLiteral("link_type"), jsonOrNull(iface.linkType)},
            {QStringLiteral("addresses"), addresses},
        });
    }
    return QJsonObject{{QStringLiteral("form"), form},
                       {QStringLiteral("interfaces"), list},
                       {QStringLiteral("warnings"), QJsonArray::fromStringList(warnings)}};
}

} // namespace Tandem
