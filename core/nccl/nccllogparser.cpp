// SPDX-License-Identifier: GPL-3.0-or-later
#include "nccllogparser.h"

#include "util/checkednumbers.h"

namespace Tandem {

namespace {

// NCCL's log prefix (src/debug.cc):
//   [time] host:pid:tid [dev] file:line NCCL WARN msg      (time since 2.26.2, file:line on WARN)
//   host:pid:tid [dev] NCCL INFO msg
// The parser walks back from " NCCL <LEVEL> " instead of running a regex, because nccl-tests
// output can hold hundreds of thousands of these lines and rows that must be told apart fast.

bool isDigits(QStringView s)
{
    if (s.isEmpty())
        return false;
    for (QChar c : s) {
        if (c < u'0' || c > u'9')
            return false;
    }
    return true;
}

// "[3]" -> true
bool isDeviceToken(QStringView tok)
{
    return tok.size() >= 3 && tok.front() == u'[' && tok.back() == u']'
           && isDigits(tok.sliced(1, tok.size() - 2));
}

// "host:pid:tid" -> true when both trailing fields are numbers and the host is not empty.
bool isHostPidTid(QStringView tok)
{
    const qsizetype c2 = tok.lastIndexOf(u':');
    if (c2 <= 0 || !isDigits(tok.sliced(c2 + 1)))
        return false;
    const qsizetype c1 = tok.first(c2).lastIndexOf(u':');
    return c1 > 0 && isDigits(tok.sliced(c1 + 1, c2 - c1 - 1));
}

// "init.cc:123" -> true
bool isFileLine(QStringView tok)
{
    const qsizetype colon = tok.lastIndexOf(u':');
    return colon > 0 && isDigits(tok.sliced(colon + 1));
}

// The token that ends just before `end` (exclusive), separated by one space; sets *start.
bool tokenBefore(QStringView line, qsizetype end, qsizetype *start, QStringView *token)
{
    if (end <= 0)
        return false;
    qsizetype s = end;
    while (s > 0 && line[s - 1] != u' ')
        --s;
    if (s == end)
        return false;
    *start = s;
    *token = line.sliced(s, end - s);
    return true;
}

enum class Level { Info, Warn, Trace };

// Finds the prefix; *prefixStart is where it starts, *msgStart where the message starts.
bool locatePrefix(QStringView line, qsizetype *prefixStart, qsizetype *msgStart, Level *level)
{
    // A log whose "host:pid:tid [dev]" prefixes an author stripped: "NCCL INFO NCCL version …".
    qsizetype lead = 0;
    while (lead < line.size() && line[lead] == u' ')
        ++lead;
    for (const auto &[text, lvl] :
         {std::pair{u"NCCL INFO ", Level::Info}, std::pair{u"NCCL WARN ", Level::Warn}}) {
        const QStringView tag(text);
        if (line.sliced(lead).startsWith(tag)) {
            *prefixStart = lead;
            *msgStart = lead + tag.size();
            *level = lvl;
            return true;
        }
    }
    qsizetype from = 0;
    while (true) {
        const qsizetype at = line.indexOf(u" NCCL ", from);
        if (at < 0)
            return false;
        from = at + 1;
        const QStringView rest = line.sliced(at + 6);
        qsizetype levelLen = 0;
        Level lvl = Level::Info;
        if (rest.startsWith(u"INFO")) {
            levelLen = 4;
        } else if (rest.startsWith(u"WARN")) {
            levelLen = 4;
            lvl = Level::Warn;
        } else if (rest.startsWith(u"TRACE")) {
            levelLen = 5;
            lvl = Level::Trace;
        } else {
            continue;
        }
        if (rest.size() > levelLen && rest[levelLen] != u' ')
            continue;

        qsizetype start = 0;
        QStringView tok;
        if (!tokenBefore(line, at, &start, &tok))
            continue;
        // Optional "file:line" and "(function)" before the level (WARN lines).
        if (tok.startsWith(u'(') && tok.endsWith(u')')) {
            if (start < 2 || !tokenBefore(line, start - 1, &start, &tok))
                continue;
        }
        if (!isDeviceToken(tok)) {
            if (!isFileLine(tok) || start < 2 || !tokenBefore(line, start - 1, &start, &tok))
                continue;
            if (!isDeviceToken(tok))
                continue;
        }
        if (start < 2 || !tokenBefore(line, start - 1, &start, &tok) || !isHostPidTid(tok))
            continue;
        // Optional "[time] " in front; its brackets may hold spaces ("[2025-06-01 10:11:12]").
        if (start >= 3 && line[start - 1] == u' ' && line[start - 2] == u']') {
            const qsizetype open = line.first(start - 2).lastIndexOf(u'[');
            if (open >= 0 && line.sliced(open, start - 2 - open).contains(u':'))
                start = open;
        }
        *prefixStart = start;
        *msgStart = qMin(line.size(), at + 6 + levelLen + 1);
        *level = lvl;
        return true;
    }
}

QStringView untilSpace(QStringView s)
{
    const qsizetype sp = s.indexOf(u' ');
    return sp < 0 ? s : s.first(sp);
}

// " [0]rocep1s0f1:1/RoCE [1]roceP2p1s0f1:1/RoCE" -> IB devices
void parseIbDevices(QStringView list, QList<NetDevice> *out)
{
    for (QStringView tok : list.tokenize(u' ', Qt::SkipEmptyParts)) {
        if (!tok.startsWith(u'['))
            continue;
        const qsizetype close = tok.indexOf(u']');
        if (close < 2)
            continue;
        bool ok = false;
        NetDevice dev;
        dev.index = tok.sliced(1, close - 1).toInt(&ok);
        if (!ok || dev.index < 0)
            continue; // "[RO]"
        const QStringView body = tok.sliced(close + 1);
        const qsizetype slash = body.lastIndexOf(u'/');
        const QStringView nameAndPort = slash < 0 ? body : body.first(slash);
        if (slash >= 0)
            dev.linkLayer = body.sliced(slash + 1).toString();
        // "name:port" or, with rails/planes, "name:port:n"
        const qsizetype colon = nameAndPort.indexOf(u':');
        if (colon < 0) {
            dev.name = nameAndPort.toString();
        } else {
            dev.name = nameAndPort.first(colon).toString();
            // toInt gives 0, "unknown", for what is not a number or too large for an int.
            dev.port
                = qMax(0, untilSpace(nameAndPort.sliced(colon + 1)).split(u':').first().toInt());
        }
        out->append(dev);
    }
}

// " [0]eth0:10.0.0.23<0> [1]eth1:..." -> Socket devices
void parseSocketDevices(QStringView list, QList<NetDevice> *out)
{
    for (QStringView tok : list.tokenize(u' ', Qt::SkipEmptyParts)) {
        if (!tok.startsWith(u'['))
            continue;
        const qsizetype close = tok.indexOf(u']');
        bool ok = false;
        NetDevice dev;
        dev.index = close > 1 ? tok.sliced(1, close - 1).toInt(&ok) : -1;
        if (!ok || dev.index < 0)
            continue;
        const QStringView body = tok.sliced(close + 1);
        const qsizetype colon = body.indexOf(u':');
        dev.name = (colon < 0 ? body : body.first(colon)).toString();
        if (colon >= 0)
            dev.address = body.sliced(colon + 1).toString();
        out->append(dev);
    }
}

// What follows "NET/IB : " in a message of NCCL's own IB transport or of the IB network
// plugin ("NET/IBext_v10 : Using ..."); a null view for any other message.
QStringView ibNetMessage(QStringView msg)
{
    if (!msg.startsWith(u"NET/IB"))
        return {};
    QStringView rest = msg.sliced(6);
    if (rest.startsWith(u"ext")) { // the plugin: "IBext", "IBext_v10"
        qsizetype i = rest.startsWith(u"ext_v") ? 5 : 3;
        while (i < rest.size() && rest[i].isDigit())
            ++i;
        rest = rest.sliced(i);
    }
    if (rest.startsWith(u" : "))
        return rest.sliced(3);
    if (rest.startsWith(u": "))
        return rest.sliced(2);
    return {};
}

// Text after " via ": "NET/IB/0(1)/GDRDMA", "NET/Socket/1", "P2P/CUMEM/read", "SHM/direct".
bool parseVia(QStringView via, ChannelPath *path)
{
    via = via.trimmed();
    if (via.startsWith(u"NET/")) {
        const QStringView rest = via.sliced(4);
        const qsizetype slash = rest.indexOf(u'/');
        if (slash <= 0)
            return false;
        path->kind = QStringLiteral("NET");
        path->transport = rest.first(slash).toString();
        const QStringView tail = untilSpace(rest.sliced(slash + 1));
        qsizetype n = 0;
        while (n < tail.size() && tail[n].isDigit())
            ++n;
        bool ok = false;
        path->netDevice = n == 0 ? -1 : tail.first(n).toInt(&ok);
        if (!ok)
            return false; // no number, or one too large for an int
        // "(1)" after the device is the PXN proxy rank, not a device.
        path->gdr = tail.sliced(n).contains(u"/GDRDMA");
        return true;
    }
    const bool p2p = via.startsWith(u"P2P/");
    if (p2p || via.startsWith(u"SHM/")) {
        path->kind = p2p ? QStringLiteral("P2P") : QStringLiteral("SHM");
        // The flavour is the first segment ("CUMEM", "IPC", "direct pointer", "indirect");
        // "/read", "/CE" and "indirect/<rank>" details would split one path into many.
        QStringView flavour = via.sliced(4);
        if (!flavour.startsWith(u"direct pointer"))
            flavour = untilSpace(flavour);
        const qsizetype slash = flavour.indexOf(u'/');
        if (slash >= 0)
            flavour = flavour.first(slash);
        path->transport = flavour.trimmed().toString();
        return !path->transport.isEmpty();
    }
    return false;
}

} // namespace

bool NcclLogParser::findLogPrefix(QStringView line, qsizetype *offset)
{
    qsizetype prefixStart = 0, msgStart = 0;
    Level level = Level::Info;
    if (!locatePrefix(line, &prefixStart, &msgStart, &level))
        return false;
    if (offset)
        *offset = prefixStart;
    return true;
}

bool NcclLogParser::addLine(QStringView line)
{
    qsizetype prefixStart = 0, msgStart = 0;
    Level level = Level::Info;
    if (!locatePrefix(line, &prefixStart, &msgStart, &level))
        return false;
    saturatingIncrement(m_summary.linesSeen);
    const QStringView msg = line.sliced(msgStart).trimmed();
    if (level == Level::Warn) {
        m_summary.warnings.append(msg.toString());
        return true;
    }
    if (level == Level::Trace || msg.isEmpty())
        return true;

    switch (msg.front().unicode()) {
    case u'C':
        if (msg.startsWith(u"Channel ")) {
            const qsizetype via = msg.indexOf(u" via ");
            ChannelPath path;
            if (via < 0 || !parseVia(msg.sliced(via + 5), &path))
                return true;
            PathKey key{path.kind, path.transport, path.netDevice, path.gdr};
            const auto known = m_pathIndex.constFind(key);
            if (known != m_pathIndex.constEnd()) {
                saturatingIncrement(m_summary.paths[*known].count);
                return true;
            }
            m_pathIndex.insert(std::move(key), m_summary.paths.size());
            path.count = 1;
            m_summary.paths.append(path);
        }
        return true;
    case u'N':
        if (msg.startsWith(u"NCCL version ")) {
            m_summary.ncclVersion = untilSpace(msg.sliced(13)).toString();
        } else if (msg.startsWith(u"NCCL_IB_HCA set to ")) {
            m_summary.ibHca = msg.sliced(19).trimmed().toString();
        } else if (const QStringView rest = ibNetMessage(msg); !rest.isNull()) {
            if (rest.startsWith(u"No device found")) {
                m_summary.ibNoDevice = true;
            } else if (rest.startsWith(u"Using")) {
                // "Using [0]a:1/RoCE [1]b:1/RoCE [RO]; OOB iface:addr<port>"
                const qsizetype semi = rest.indexOf(u"; OOB ");
                const QStringView list = rest.sliced(5, (semi < 0 ? rest.size() : semi) - 5);
                m_summary.ibDevices.clear(); // each rank prints the same list
                parseIbDevices(list, &m_summary.ibDevices);
                m_summary.relaxedOrdering = list.contains(u"[RO]");
                // Every rank prints its own OOB address; the first (rank 0's, where NCCL's
                // bootstrap starts) is the one a user is shown.
                if (semi >= 0 && m_summary.oobInterface.isEmpty()) {
                    const QStringView oob = untilSpace(rest.sliced(semi + 6));
                    const qsizetype colon = oob.indexOf(u':');
                    m_summary.oobInterface = (colon < 0 ? oob : oob.first(colon)).toString();
                    m_summary.oobAddress = colon < 0 ? QString() : oob.sliced(colon + 1).toString();
                }
            }
        } else if (msg.startsWith(u"NET/Socket : Using")) {
            m_summary.socketDevices.clear();
            parseSocketDevices(msg.sliced(18), &m_summary.socketDevices);
        }
        return true;
    case u'U':
        if (msg.startsWith(u"Using network "))
            m_summary.network = msg.sliced(14).trimmed().toString();
        return true;
    case u'B':
        // NCCL 2.19 to 2.21 write "Bootstrap : Using", later ones "Bootstrap: Using".
        if (msg.startsWith(u"Bootstrap: Using ") || msg.startsWith(u"Bootstrap : Using ")) {
            const QStringView iface = untilSpace(msg.sliced(msg.indexOf(u"Using ") + 6));
            const qsizetype colon = iface.indexOf(u':');
            m_summary.bootstrapInterface = (colon < 0 ? iface : iface.first(colon)).toString();
        }
        return true;
    case u'c':
        if (msg.startsWith(u"comm 0x")) {
            // "comm 0x... rank 0 nRanks 2 nNodes 2 localRanks 1 localRank 0 MNNVL 0"
            const auto tokens = msg.split(u' ', Qt::SkipEmptyParts);
            for (qsizetype i = 0; i + 1 < tokens.size(); ++i) {
                bool ok = false;
                const int value = tokens[i + 1].toInt(&ok);
                if (!ok || value < 0)
                    continue; // not a count, or one too large for an int
                if (tokens[i] == u"nRanks")
                    m_summary.nRanks = value;
                else if (tokens[i] == u"nNodes")
                    m_summary.nNodes = value;
            }
        }
        return true;
    default: return true;
    }
}

} // namespace Tandem
