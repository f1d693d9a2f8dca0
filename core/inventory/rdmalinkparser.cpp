// SPDX-License-Identifier: GPL-3.0-or-later
#include "rdmalinkparser.h"

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
// Port numbers are 8 bits in the verbs API; anything larger was not printed by rdma.
constexpr qint64 MaxPort = 255;

QString shown(const QString &text)
{
    return text.size() > 80 ? text.left(80) + QStringLiteral("…") : text;
}

} // namespace

QJsonObject RdmaLinkReport::toJson() const
{
    QJsonArray list;
    for (const RdmaLink &link : links) {
        list.append(QJsonObject{
            {QStringLiteral("device"), link.device},
            {QStringLiteral("port"), link.port},
            {QStringLiteral("state"), jsonOrNull(link.state)},
            {QStringLiteral("physical_state"), jsonOrNull(link.physicalState)},
            {QStringLiteral("netdev"), jsonOrNull(link.netdev)},
        });
    }
    return {
        {QStringLiteral("links"), list},
        {QStringLiteral("warnings"), QJsonArray::fromStringList(warnings)},
    };
}

Result<RdmaLinkReport> RdmaLinkParser::parse(const QByteArray &output)
{
    const auto lines
        = PastedText::lines(output, InputLimits::NodeOutputBytes, tr("The output of rdma link"));
    if (!lines)
        return tl::unexpected(lines.error());

    static const QRegularExpression devicePort(QStringLiteral(R"(^(\S+)/(\d+)$)"));

    RdmaLinkReport report;
    QSet<QString> seen; // "device/port", so a line pasted twice is found in linear time
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
            warn(line, tr("\"%1\" is not a line of rdma link; ignored.").arg(shown(text)));
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

        if (!text.startsWith(QLatin1String("link"))) {
            notUnderstood(line.number, text);
            continue;
        }
        const QStringList tokens = text.simplified().split(QLatin1Char(' '));
        const auto match = tokens.size() >= 2 && tokens.at(0) == QLatin1String("link")
                               ? devicePort.match(tokens.at(1))
                               : QRegularExpressionMatch();
        // After DEVICE/PORT come name/value pairs; an odd count means the line is not one
        // of rdma's (or was cut), and guessing which value is missing would mislead.
        if (!match.hasMatch() || tokens.size() % 2 != 0) {
            notUnderstood(line.number, text);
            continue;
        }

        RdmaLink link;
        link.device = match.captured(1);
        bool ok = false;
        const qint64 port = match.captured(2).toLongLong(&ok);
        if (!ok || port < 1 || port > MaxPort) {
            return makeError(tr("The port number %1 of %2 is not valid (1 to %3).")
                                 .arg(shown(match.captured(2)), link.device)
                                 .arg(MaxPort),
                             line.number);
        }
        link.port = int(port);
        for (qsizetype i = 2; i + 1 < tokens.size(); i += 2) {
            const QString &name = tokens.at(i);
            const QString &value = tokens.at(i + 1);
            if (name == QLatin1String("state"))
                link.state = value;
            else if (name == QLatin1String("physical_state"))
                link.physicalState = value;
            else if (name == QLatin1String("netdev"))
                link.netdev = value;
            // subnet_prefix, lid, sm_lid, lmc (InfiniBand) and attributes of newer iproute2
            // versions say nothing Tandem uses.
        }

        const QString key = link.device + QLatin1Char('/') + QString::number(link.port);
        if (seen.contains(key)) {
            warn(line.number,
                 tr("Port %1 of %2 is listed again; the first line is kept.")
                     .arg(link.port)
                     .arg(link.device));
            continue;
        }
        seen.insert(key);
        report.links.append(std::move(link));
    }

    if (report.links.isEmpty()) {
        if (unknown == 0)
            return makeError(tr("The output of rdma link is empty: no RDMA device was listed."));
        return makeError(tr("This is not the output of rdma link: \"%1\" does not start with "
                            "\"link DEVICE/PORT\".")
                             .arg(shown(firstUnknownText)),
                         firstUnknownLine);
    }
    if (leftOut > 0)
        report.warnings.append(tr("%1 more warnings were left out.").arg(leftOut));
    return report;
}

} // namespace Tandem
