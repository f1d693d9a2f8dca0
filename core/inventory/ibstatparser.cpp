// SPDX-License-Identifier: GPL-3.0-or-later
#include "ibstatparser.h"

#include "util/checkednumbers.h"
#include "util/jsonnull.h"
#include "util/pastedtext.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

namespace Tandem {

namespace {

// A pasted file of garbage would otherwise put every one of its lines in the report.
constexpr int MaxWarnings = 50;
// No line of these tools is longer; splitting a longer one would only cost time.
constexpr qsizetype MaxLineChars = 4096;
constexpr qint64 MaxPort = 255;     // 8 bits in the verbs API
constexpr double MaxRateGbps = 1e5; // far above any link: 800G is the fastest today

QString shown(const QString &text)
{
    return text.size() > 80 ? text.left(80) + QStringLiteral("…") : text;
}

bool is(const QString &key, const char *name)
{
    return key.compare(QLatin1String(name), Qt::CaseInsensitive) == 0;
}

// Keys Tandem does not use but ibstat prints: known, so dropped without a warning.
bool isOtherCaKey(const QString &key)
{
    return is(key, "Number of ports") || is(key, "Hardware version") || is(key, "Node GUID")
           || is(key, "System image GUID");
}

bool isOtherPortKey(const QString &key)
{
    return is(key, "Base lid") || is(key, "LMC") || is(key, "SM lid") || is(key, "Capability mask")
           || is(key, "Port GUID");
}

} // namespace

QJsonObject IbstatReport::toJson() const
{
    QJsonArray caList;
    for (const IbstatCa &ca : cas) {
        QJsonArray portList;
        for (const IbstatPort &port : ca.ports) {
            portList.append(QJsonObject{
                {QStringLiteral("port"), port.port},
                {QStringLiteral("state"), jsonOrNull(port.state)},
                {QStringLiteral("physical_state"), jsonOrNull(port.physicalState)},
                {QStringLiteral("rate_gbps"),
                 port.rateGbps ? QJsonValue(*port.rateGbps) : QJsonValue()},
                {QStringLiteral("link_layer"), jsonOrNull(port.linkLayer)},
            });
        }
        caList.append(QJsonObject{
            {QStringLiteral("name"), ca.name},
            {QStringLiteral("ca_type"), jsonOrNull(ca.caType)},
            {QStringLiteral("firmware"), jsonOrNull(ca.firmware)},
            {QStringLiteral("ports"), portList},
        });
    }
    return {
        {QStringLiteral("cas"), caList},
        {QStringLiteral("warnings"), QJsonArray::fromStringList(warnings)},
    };
}

Result<IbstatReport> IbstatParser::parse(const QByteArray &output)
{
    const auto lines
        = PastedText::lines(output, InputLimits::NodeOutputBytes, tr("The output of ibstat"));
    if (!lines)
        return tl::unexpected(lines.error());

    static const QRegularExpression caLine(QStringLiteral(R"(^CA\s+'([^']+)'$)"));
    static const QRegularExpression portLine(QStringLiteral(R"(^Port\s+(\d+):$)"));
    static const QRegularExpression keyPattern(QStringLiteral(R"(^[A-Za-z][A-Za-z ]*$)"));
    static const QRegularExpression rate(QStringLiteral(R"(^\d+(?:\.\d+)?$)"));

    // The last line of a paste cut short (no line ending) may end anywhere; when it is not
    // understood, that is the reason, and what came before is still good.
    const bool cutShort = !output.isEmpty() && !output.endsWith('\n');
    const int lastLine = lines->isEmpty() ? 0 : lines->last().number;

    IbstatReport report;
    QSet<QString> names; // CA names, so a CA pasted twice is found in linear time
    QSet<int> ports;     // port numbers of the current CA
    qsizetype ca = -1;   // index in report.cas of the CA the lines belong to; -1: none
    qsizetype port = -1; // index in its ports; -1: none
    // Inside a CA or port listed again (or a port before any CA): its lines are left out.
    bool skippingCa = false;
    bool skippingPort = false;
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
            warn(line, tr("\"%1\" is not a line of ibstat; ignored.").arg(shown(text)));
        else
            ++leftOut;
    };
    // Keeps the last value of a key printed twice in one block, and says so.
    const auto set = [&](QString &field, const QString &value, const QString &key, int line) {
        if (!field.isEmpty() && field != value)
            warn(line, tr("%1 is printed twice in one block; the last value is kept.").arg(key));
        field = value;
    };

    for (const PastedLine &line : *lines) {
        if (line.command)
            continue;
        const QString text = line.text.trimmed();
        if (text.size() > MaxLineChars) {
            notUnderstood(line.number, text);
            continue;
        }
        if (text.isEmpty())
            continue;

        if (const auto match = caLine.match(text); match.hasMatch()) {
            const QString name = match.captured(1);
            port = -1;
            ports.clear();
            skippingPort = false;
            skippingCa = names.contains(name);
            if (skippingCa) {
                warn(line.number, tr("CA %1 is listed again; the first one is kept.").arg(name));
                continue;
            }
            names.insert(name);
            report.cas.append(IbstatCa{name, {}, {}, {}});
            ca = report.cas.size() - 1;
            continue;
        }
        if (const auto match = portLine.match(text); match.hasMatch()) {
            if (skippingCa)
                continue;
            bool ok = false;
            const qint64 number = match.captured(1).toLongLong(&ok);
            if (!ok || number < 1 || number > MaxPort) {
                return makeError(tr("Port number %1 is not valid (1 to %2).")
                                     .arg(shown(match.captured(1)))
                                     .arg(MaxPort),
                                 line.number);
            }
            if (ca < 0) {
                warn(line.number, tr("Port %1 comes before any CA line; ignored.").arg(number));
                skippingCa = true;
                continue;
            }
            if (ports.contains(int(number))) {
                warn(line.number,
                     tr("Port %1 of %2 is listed again; the first one is kept.")
                         .arg(number)
                         .arg(report.cas.at(ca).name));
                skippingPort = true;
                continue;
            }
            skippingPort = false;
            ports.insert(int(number));
            report.cas[ca].ports.append(IbstatPort{int(number), {}, {}, std::nullopt, {}});
            port = report.cas.at(ca).ports.size() - 1;
            continue;
        }

        const PastedText::KeyValue match = PastedText::splitKeyValue(text, keyPattern);
        const QString &key = match.key;
        const QString &value = match.value;
        const bool caKey
            = match.ok && (is(key, "CA type") || is(key, "Firmware version") || isOtherCaKey(key));
        const bool portKey = match.ok
                             && (is(key, "State") || is(key, "Physical state") || is(key, "Rate")
                                 || is(key, "Link layer") || isOtherPortKey(key));
        if (caKey || portKey) {
            if (skippingCa || (skippingPort && portKey))
                continue;
            if (ca < 0 || (portKey && port < 0)) {
                warn(line.number,
                     tr("\"%1\" comes before the %2 line it belongs to; ignored.")
                         .arg(shown(text), portKey ? tr("Port") : tr("CA")));
                continue;
            }
            IbstatCa &current = report.cas[ca];
            if (is(key, "CA type"))
                set(current.caType, value, key, line.number);
            else if (is(key, "Firmware version"))
                set(current.firmware, value, key, line.number);
            if (!portKey)
                continue;
            IbstatPort &p = current.ports[port];
            if (is(key, "State")) {
                set(p.state, value, key, line.number);
            } else if (is(key, "Physical state")) {
                set(p.physicalState, value, key, line.number);
            } else if (is(key, "Link layer")) {
                set(p.linkLayer, value, key, line.number);
            } else if (is(key, "Rate")) {
                const double gbps = value.toDouble();
                if (!rate.match(value).hasMatch() || !isFiniteWithin(gbps, 0, MaxRateGbps)) {
                    return makeError(tr("Rate %1 of %2 port %3 is not a rate in Gb/s (0 to %4).")
                                         .arg(shown(value), current.name)
                                         .arg(p.port)
                                         .arg(MaxRateGbps),
                                     line.number);
                }
                p.rateGbps = gbps;
            }
            continue;
        }

        if (cutShort && line.number == lastLine) {
            warn(line.number,
                 tr("The output ends in the middle of \"%1\"; that line is left "
                    "out.")
                     .arg(shown(text)));
            continue;
        }
        notUnderstood(line.number, text);
    }

    if (report.cas.isEmpty()) {
        if (unknown == 0 && report.warnings.isEmpty())
            return makeError(tr("The output of ibstat is empty: no CA was listed."));
        if (unknown == 0)
            return makeError(tr("This is not the output of ibstat: no \"CA 'NAME'\" line."));
        return makeError(tr("This is not the output of ibstat: \"%1\" is not one of its lines, "
                            "and no \"CA 'NAME'\" line was found.")
                             .arg(shown(firstUnknownText)),
                         firstUnknownLine);
    }
    if (leftOut > 0)
        report.warnings.append(tr("%1 more warnings were left out.").arg(leftOut));
    return report;
}

} // namespace Tandem
