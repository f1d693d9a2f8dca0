// SPDX-License-Identifier: GPL-3.0-or-later
#include "ibwritebwparser.h"

#include "util/checkednumbers.h"
#include "util/jsonnull.h"
#include "util/pastedtext.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>
#include <utility>

namespace Tandem {

namespace {

// A pasted file of garbage would otherwise put every one of its lines in the report.
constexpr int MaxWarnings = 50;
// No line of these tools is longer; splitting a longer one would only cost time.
constexpr qsizetype MaxLineChars = 4096;
constexpr qint64 MaxGidIndex = 65535;             // 16 bits in the verbs API
constexpr qint64 MaxIterations = qint64(1) << 53; // exact in a double, far above any run
constexpr double MaxMessageRateMpps = 1e6;

QString shown(const QString &text)
{
    return text.size() > 80 ? text.left(80) + QStringLiteral("…") : text;
}

// perftest aligns "Key : value" pairs in columns, two on some lines ("Dual-port : OFF
// Device : rocep1s0f0"), so pairs are told apart by runs of two or more blanks or a tab.
// Empty when the line is not such a list.
QList<std::pair<QString, QString>> parameters(const QString &text)
{
    static const QRegularExpression gap(QStringLiteral(R"(\s{2,}|\t)"));
    static const QRegularExpression key(QStringLiteral(R"(^[A-Za-z][\w.*\- ]*$)"));
    QStringList merged;
    for (const QString &segment : text.split(gap, Qt::SkipEmptyParts)) {
        // "Mtu             : 1024[B]" splits before its colon; the value belongs to the key.
        if (segment.startsWith(QLatin1Char(':')) && !merged.isEmpty())
            merged.last() += segment;
        else
            merged.append(segment);
    }
    QList<std::pair<QString, QString>> pairs;
    for (const QString &segment : std::as_const(merged)) {
        const qsizetype colon = segment.indexOf(QLatin1Char(':'));
        const QString name = segment.left(colon).trimmed();
        if (colon < 0 || !key.match(name).hasMatch())
            return {};
        pairs.append({name, segment.mid(colon + 1).trimmed()});
    }
    return pairs;
}

// perftest prints a GID as 16 decimal bytes; an IPv4-mapped one (::ffff:a.b.c.d, as RoCE v2
// uses) names the address. Empty for any other GID; nullopt when a byte is out of range.
std::optional<QString> ipv4OfGid(const QString &gid)
{
    const QStringList bytes = gid.split(QLatin1Char(':'));
    if (bytes.size() != 16)
        return QString();
    int values[16];
    for (int i = 0; i < 16; ++i) {
        bool ok = false;
        const int value = bytes.at(i).toInt(&ok);
        if (!ok || bytes.at(i).size() > 3)
            return QString(); // hex or garbled: kept as printed, no address
        if (value < 0 || value > 255)
            return std::nullopt;
        values[i] = value;
    }
    for (int i = 0; i < 10; ++i) {
        if (values[i] != 0)
            return QString();
    }
    if (values[10] != 255 || values[11] != 255)
        return QString();
    return QStringLiteral("%1.%2.%3.%4")
        .arg(values[12])
        .arg(values[13])
        .arg(values[14])
        .arg(values[15]);
}

} // namespace

std::optional<double> IbWriteBwReport::bwAverage() const
{
    if (rows.isEmpty())
        return std::nullopt;
    return rows.last().bwAverage;
}

std::optional<double> IbWriteBwReport::gbpsAverage() const
{
    const std::optional<double> average = bwAverage();
    if (!average)
        return std::nullopt;
    if (unit == QLatin1String("MB/sec"))
        return *average * 8 / 1000;
    if (unit == QLatin1String("MiB/sec"))
        return *average * 8 * 1048576 / 1e9;
    return *average;
}

QJsonObject IbWriteBwReport::toJson() const
{
    QJsonArray list;
    for (const IbWriteBwRow &row : rows) {
        list.append(QJsonObject{
            {QStringLiteral("bytes"), double(row.bytes)},
            {QStringLiteral("iterations"), double(row.iterations)},
            {QStringLiteral("bw_peak"), jsonOrNull(row.bwPeak)},
            {QStringLiteral("bw_average"), row.bwAverage},
            {QStringLiteral("msg_rate_mpps"), row.msgRateMpps},
        });
    }
    return {
        {QStringLiteral("device"), jsonOrNull(device)},
        {QStringLiteral("mtu_bytes"), jsonOrNull(mtuBytes)},
        {QStringLiteral("link_type"), jsonOrNull(linkType)},
        {QStringLiteral("gid_index"), jsonOrNull(gidIndex)},
        {QStringLiteral("local_gid"), jsonOrNull(localGid)},
        {QStringLiteral("remote_gid"), jsonOrNull(remoteGid)},
        {QStringLiteral("local_ipv4"), jsonOrNull(localIpv4)},
        {QStringLiteral("remote_ipv4"), jsonOrNull(remoteIpv4)},
        {QStringLiteral("unit"), jsonOrNull(unit)},
        {QStringLiteral("rows"), list},
        {QStringLiteral("bw_average"), jsonOrNull(bwAverage())},
        {QStringLiteral("peak_measured"), peakMeasured},
        {QStringLiteral("complete"), complete},
        {QStringLiteral("notes"), QJsonArray::fromStringList(notes)},
        {QStringLiteral("warnings"), QJsonArray::fromStringList(warnings)},
    };
}

Result<IbWriteBwReport> IbWriteBwParser::parse(const QByteArray &output)
{
    const auto lines
        = PastedText::lines(output, InputLimits::NodeOutputBytes, tr("The output of ib_write_bw"));
    if (!lines)
        return tl::unexpected(lines.error());

    static const QRegularExpression dashes(QStringLiteral(R"(^-{10,}$)"));
    static const QRegularExpression title(QStringLiteral(R"(^\S+ (?:Bidirectional )?BW Test$)"));
    static const QRegularExpression columns(
        QStringLiteral(R"(^#bytes\s+#iterations\s+BW peak\[([^\]]*)\]\s+)"
                       R"(BW average\[([^\]]*)\]\s+MsgRate\[Mpps\]$)"));
    static const QRegularExpression row(
        QStringLiteral(R"(^(\d+)\s+(\d+)\s+(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)$)"));
    static const QRegularExpression address(QStringLiteral(R"(^(local|remote) address:)"));
    static const QRegularExpression gidLine(QStringLiteral(R"(^GID:\s*(\S+)$)"));
    static const QRegularExpression mtu(QStringLiteral(R"(^(\d+)\s*(?:\[B\])?$)"));
    static const QRegularExpression frame(QStringLiteral(R"(^\*+$|^\*.*\*$)"));
    // perftest's own remarks, kept for the user: "WARNING: BW peak won't be measured in this
    // run.", and the two lines it prints when it lowers the MTU to the port's.
    static const QRegularExpression remark(
        QStringLiteral(R"(^(?:WARNING:|Requested mtu is higher than active mtu|)"
                       R"(Changing to active mtu))"),
        QRegularExpression::CaseInsensitiveOption);

    IbWriteBwReport report;
    enum class Block { Before, Parameters, Rows };
    Block block = Block::Before;
    double maxBandwidth = 0;
    QString *pendingGid = nullptr; // the GID line after "local/remote address" belongs to it
    QString *pendingIpv4 = nullptr;
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
            warn(line, tr("\"%1\" is not a line of ib_write_bw; ignored.").arg(shown(text)));
        else
            ++leftOut;
    };

    for (const PastedLine &line : *lines) {
        if (line.command)
            continue;
        const QString text = line.text.trimmed();
        if (text.size() > MaxLineChars) {
            notUnderstood(line.number, text);
            continue;
        }
        if (text.isEmpty() || frame.match(text).hasMatch()
            || text.contains(QLatin1String("Waiting for client"), Qt::CaseInsensitive))
            continue; // the server's banner

        if (remark.match(text).hasMatch()) {
            if (text.contains(QLatin1String("BW peak won't be measured"), Qt::CaseInsensitive))
                report.peakMeasured = false;
            report.notes.append(text);
            continue;
        }
        if (dashes.match(text).hasMatch()) {
            if (block == Block::Rows)
                report.complete = true;
            else
                block = Block::Parameters;
            continue;
        }
        const bool isTitle = title.match(text).hasMatch();
        const auto pairs = isTitle || !text.contains(QLatin1Char(':'))
                               ? QList<std::pair<QString, QString>>()
                               : parameters(text);
        const bool namesDevice = std::any_of(pairs.cbegin(), pairs.cend(), [](const auto &pair) {
            return pair.first.compare(QLatin1String("Device"), Qt::CaseInsensitive) == 0;
        });
        if ((isTitle || namesDevice) && block == Block::Rows) {
            // Two runs pasted one after the other: mixing their rows would average nonsense.
            warn(line.number, tr("A second run starts here; only the first one is read."));
            break;
        }
        if (isTitle) {
            recognised = true;
            continue;
        }

        if (const auto match = address.match(text); match.hasMatch()) {
            const bool local = match.captured(1) == QLatin1String("local");
            pendingGid = local ? &report.localGid : &report.remoteGid;
            pendingIpv4 = local ? &report.localIpv4 : &report.remoteIpv4;
            recognised = true;
            continue;
        }
        if (const auto match = gidLine.match(text); match.hasMatch() && pendingGid) {
            const auto ipv4 = ipv4OfGid(match.captured(1));
            if (!ipv4) {
                return makeError(
                    tr("The GID %1 has a byte above 255.").arg(shown(match.captured(1))),
                    line.number);
            }
            *pendingGid = match.captured(1);
            *pendingIpv4 = *ipv4;
            pendingGid = nullptr;
            pendingIpv4 = nullptr;
            continue;
        }

        if (const auto match = columns.match(text); match.hasMatch()) {
            const QString peakUnit = match.captured(1);
            const QString averageUnit = match.captured(2);
            // perftest 24.07 and later print MiB/sec where they printed MB/sec.
            if (peakUnit != averageUnit
                || (peakUnit != QLatin1String("Gb/sec") && peakUnit != QLatin1String("MB/sec")
                    && peakUnit != QLatin1String("MiB/sec"))) {
                return makeError(tr("The bandwidth unit %1 is not one Tandem reads (Gb/sec, "
                                    "MB/sec or MiB/sec).")
                                     .arg(shown(peakUnit == averageUnit
                                                    ? peakUnit
                                                    : peakUnit + QLatin1Char('/') + averageUnit)),
                                 line.number);
            }
            if (block == Block::Rows) {
                warn(line.number, tr("A second run starts here; only the first one is read."));
                break;
            }
            report.unit = peakUnit;
            maxBandwidth = peakUnit == QLatin1String("Gb/sec") ? InputLimits::BandwidthGBps * 8
                                                               : InputLimits::BandwidthGBps * 1000;
            block = Block::Rows;
            recognised = true;
            continue;
        }

        if (const auto match = row.match(text);
            match.hasMatch() && block == Block::Rows && !report.complete) {
            IbWriteBwRow result;
            bool ok = false;
            result.bytes = match.captured(1).toLongLong(&ok);
            if (!ok || result.bytes < 1 || result.bytes > InputLimits::MessageBytes) {
                return makeError(
                    tr("The message size %1 is out of range.").arg(shown(match.captured(1))),
                    line.number);
            }
            result.iterations = match.captured(2).toLongLong(&ok);
            if (!ok || result.iterations < 0 || result.iterations > MaxIterations) {
                return makeError(
                    tr("The iteration count %1 is out of range.").arg(shown(match.captured(2))),
                    line.number);
            }
            const double peak = match.captured(3).toDouble();
            result.bwAverage = match.captured(4).toDouble();
            result.msgRateMpps = match.captured(5).toDouble();
            if (!isFiniteWithin(peak, 0, maxBandwidth)
                || !isFiniteWithin(result.bwAverage, 0, maxBandwidth)) {
                return makeError(tr("A bandwidth above %1 %2 is out of range.")
                                     .arg(maxBandwidth)
                                     .arg(report.unit),
                                 line.number);
            }
            if (!isFiniteWithin(result.msgRateMpps, 0, MaxMessageRateMpps)) {
                return makeError(
                    tr("The message rate %1 Mpps is out of range.").arg(shown(match.captured(5))),
                    line.number);
            }
            if (report.peakMeasured)
                result.bwPeak = peak;
            report.rows.append(result);
            continue;
        }

        if (!pairs.isEmpty() && block == Block::Parameters) {
            recognised = recognised || namesDevice;
            for (const auto &[name, value] : pairs) {
                if (name.compare(QLatin1String("Device"), Qt::CaseInsensitive) == 0) {
                    report.device = value;
                } else if (name.compare(QLatin1String("Link type"), Qt::CaseInsensitive) == 0) {
                    report.linkType = value;
                } else if (name.compare(QLatin1String("Mtu"), Qt::CaseInsensitive) == 0) {
                    const auto m = mtu.match(value);
                    const int bytes = m.hasMatch() ? m.captured(1).toInt() : 0;
                    // The RDMA MTUs of the verbs API; anything else was not printed by perftest.
                    if (bytes != 256 && bytes != 512 && bytes != 1024 && bytes != 2048
                        && bytes != 4096) {
                        return makeError(tr("Mtu %1 is not an RDMA MTU (256, 512, 1024, 2048 "
                                            "or 4096).")
                                             .arg(shown(value)),
                                         line.number);
                    }
                    report.mtuBytes = bytes;
                } else if (name.compare(QLatin1String("GID index"), Qt::CaseInsensitive) == 0) {
                    bool ok = false;
                    const qint64 index = value.toLongLong(&ok);
                    if (!ok || index < 0 || index > MaxGidIndex) {
                        return makeError(tr("GID index %1 is not valid (0 to %2).")
                                             .arg(shown(value))
                                             .arg(MaxGidIndex),
                                         line.number);
                    }
                    report.gidIndex = int(index);
                }
                // The other parameters (qps, transport, SRQ, TX depth...) say nothing Tandem
                // uses, and each perftest version prints a different set.
            }
            continue;
        }

        notUnderstood(line.number, text);
    }

    if (!recognised) {
        if (unknown == 0)
            return makeError(tr("The output of ib_write_bw is empty: it has neither the "
                                "test's parameters nor its results."));
        return makeError(tr("This is not the output of ib_write_bw: \"%1\" is not part of its "
                            "parameters or results.")
                             .arg(shown(firstUnknownText)),
                         firstUnknownLine);
    }
    if (leftOut > 0)
        report.warnings.append(tr("%1 more warnings were left out.").arg(leftOut));
    return report;
}

} // namespace Tandem
