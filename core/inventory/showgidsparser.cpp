// SPDX-License-Identifier: GPL-3.0-or-later
#include "showgidsparser.h"

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
constexpr qint64 MaxPort = 255;         // 8 bits in the verbs API
constexpr qint64 MaxGidIndex = 65535;   // 16 bits in the verbs API (ConnectX has 255 or fewer)
constexpr qint64 MaxGidCount = 1 << 24; // a trailer above this was not printed by show_gids

QString shown(const QString &text)
{
    return text.size() > 80 ? text.left(80) + QStringLiteral("…") : text;
}

bool isDashes(const QStringList &tokens)
{
    static const QRegularExpression dashes(QStringLiteral("^-+$"));
    for (const QString &token : tokens) {
        if (!dashes.match(token).hasMatch())
            return false;
    }
    return true;
}

} // namespace

QJsonObject ShowGidsReport::toJson() const
{
    QJsonArray list;
    for (const GidEntry &entry : gids) {
        list.append(QJsonObject{
            {QStringLiteral("device"), entry.device},
            {QStringLiteral("port"), entry.port},
            {QStringLiteral("index"), entry.index},
            {QStringLiteral("gid"), entry.gid},
            {QStringLiteral("ipv4"), jsonOrNull(entry.ipv4)},
            {QStringLiteral("version"), entry.version},
            {QStringLiteral("netdev"), jsonOrNull(entry.netdev)},
        });
    }
    return {
        {QStringLiteral("gids"), list},
        {QStringLiteral("n_gids_found"),
         gidsFoundCount ? QJsonValue(*gidsFoundCount) : QJsonValue()},
        {QStringLiteral("warnings"), QJsonArray::fromStringList(warnings)},
    };
}

Result<ShowGidsReport> ShowGidsParser::parse(const QByteArray &output)
{
    const auto lines
        = PastedText::lines(output, InputLimits::NodeOutputBytes, tr("The output of show_gids"));
    if (!lines)
        return tl::unexpected(lines.error());

    static const QRegularExpression digits(QStringLiteral(R"(^\d+$)"));
    // Eight groups of four hex digits; users mask the interface id of fe80 GIDs as "xxxx".
    static const QRegularExpression gidPattern(
        QStringLiteral(R"(^[0-9a-fA-FxX]{4}(?::[0-9a-fA-FxX]{4}){7}$)"));
    static const QRegularExpression ipv4Pattern(
        QStringLiteral(R"(^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$)"));
    static const QRegularExpression versionPattern(QStringLiteral(R"(^v[12]$)"));
    static const QRegularExpression trailer(QStringLiteral(R"(^n_gids_found\s*=\s*(\d+)$)"));

    ShowGidsReport report;
    QSet<QString> seen; // "device/port/index", so a pasted-twice table is found in linear time
    int rowsRead = 0;
    int trailerLine = 0;
    int unknown = 0;
    int firstUnknownLine = 0;
    QString firstUnknownText;
    int leftOut = 0;
    bool recognised = false; // a header, dashes or trailer: show_gids, even without rows
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
            warn(line, tr("\"%1\" is not a row of show_gids; ignored.").arg(shown(text)));
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
        if (text.isEmpty())
            continue;
        const QStringList tokens = text.simplified().split(QLatin1Char(' '));

        if (tokens.first() == QLatin1String("DEV") && tokens.contains(QLatin1String("GID"))) {
            recognised = true;
            continue;
        }
        if (isDashes(tokens)) {
            recognised = true;
            continue;
        }
        if (const auto match = trailer.match(text); match.hasMatch()) {
            const auto count = checkedDecimal(match.captured(1), 0, MaxGidCount);
            if (!count) {
                return makeError(tr("n_gids_found=%1 is not a valid count (0 to %2).")
                                     .arg(shown(match.captured(1)))
                                     .arg(MaxGidCount),
                                 line.number);
            }
            if (report.gidsFoundCount)
                warn(line.number, tr("n_gids_found is printed again; the last one is kept."));
            report.gidsFoundCount = int(*count);
            trailerLine = line.number;
            recognised = true;
            continue;
        }

        // DEV PORT INDEX GID [IPv4] VER [DEV]: the IPv4 column is empty for GIDs without an
        // address, and the netdev column for ports without one.
        if (tokens.size() < 5 || tokens.size() > 7 || !digits.match(tokens.at(1)).hasMatch()
            || !digits.match(tokens.at(2)).hasMatch()
            || !gidPattern.match(tokens.at(3)).hasMatch()) {
            notUnderstood(line.number, text);
            continue;
        }
        qsizetype next = 4;
        const auto ipv4 = ipv4Pattern.match(tokens.at(next));
        if (ipv4.hasMatch())
            ++next;
        if (next >= tokens.size() || !versionPattern.match(tokens.at(next)).hasMatch()
            || tokens.size() - next > 2) {
            notUnderstood(line.number, text);
            continue;
        }

        GidEntry entry;
        entry.device = tokens.at(0);
        const auto port = checkedDecimal(tokens.at(1), 1, MaxPort);
        if (!port) {
            return makeError(tr("The port number %1 of %2 is not valid (1 to %3).")
                                 .arg(shown(tokens.at(1)), entry.device)
                                 .arg(MaxPort),
                             line.number);
        }
        const auto index = checkedDecimal(tokens.at(2), 0, MaxGidIndex);
        if (!index) {
            return makeError(tr("The GID index %1 of %2 is not valid (0 to %3).")
                                 .arg(shown(tokens.at(2)), entry.device)
                                 .arg(MaxGidIndex),
                             line.number);
        }
        if (ipv4.hasMatch()) {
            for (int octet = 1; octet <= 4; ++octet) {
                if (!checkedDecimal(ipv4.captured(octet), 0, 255)) {
                    return makeError(tr("%1 is not an IPv4 address.").arg(tokens.at(4)),
                                     line.number);
                }
            }
            entry.ipv4 = tokens.at(4);
        }
        entry.port = int(*port);
        entry.index = int(*index);
        entry.gid = tokens.at(3);
        entry.version = tokens.at(next);
        if (next + 1 < tokens.size())
            entry.netdev = tokens.at(next + 1);
        ++rowsRead;

        const QString key
            = QStringLiteral("%1/%2/%3").arg(entry.device).arg(entry.port).arg(entry.index);
        if (seen.contains(key)) {
            warn(line.number,
                 tr("GID index %1 of %2 port %3 is listed again; the first row is "
                    "kept.")
                     .arg(entry.index)
                     .arg(entry.device)
                     .arg(entry.port));
            continue;
        }
        seen.insert(key);
        report.gids.append(std::move(entry));
    }

    if (report.gids.isEmpty() && !recognised) {
        if (unknown == 0)
            return makeError(tr("The output of show_gids is empty: no GID was listed."));
        return makeError(tr("This is not the output of show_gids: \"%1\" is not a row "
                            "\"DEV PORT INDEX GID [IPv4] VER DEV\".")
                             .arg(shown(firstUnknownText)),
                         firstUnknownLine);
    }
    if (report.gids.isEmpty())
        return makeError(tr("show_gids listed no GID. Check that the RDMA devices are up "
                            "(rdma link) and the ConnectX driver (mlx5_ib) is loaded."));
    if (report.gidsFoundCount && *report.gidsFoundCount != rowsRead) {
        warn(trailerLine,
             tr("n_gids_found=%1, but %2 rows were read; the paste may be "
                "incomplete.")
                 .arg(*report.gidsFoundCount)
                 .arg(rowsRead));
    }
    if (leftOut > 0)
        report.warnings.append(tr("%1 more warnings were left out.").arg(leftOut));
    return report;
}

} // namespace Tandem
