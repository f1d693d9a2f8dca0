// SPDX-License-Identifier: GPL-3.0-or-later
#include "ibdev2netdevparser.h"

#include "util/checkednumbers.h"
#include "util/pastedtext.h"

#include <QRegularExpression>
#include <QSet>

namespace Tandem {

Result<QList<RoceLink>> Ibdev2NetdevParser::parse(const QByteArray &output)
{
    // Pasted output carries the prompt it was typed at; a node's output has none.
    const auto lines
        = PastedText::lines(output, InputLimits::NodeOutputBytes, tr("The output of ibdev2netdev"));
    if (!lines)
        return tl::unexpected(lines.error());

    // `ibdev2netdev -v` prints a longer form; it is refused here rather than half-read.
    static const QRegularExpression pattern(
        QStringLiteral(R"(^\s*(\S+)\s+port\s+(\d+)\s+==>\s+(\S+)\s+\((up|down)\)\s*$)"),
        QRegularExpression::CaseInsensitiveOption);

    QList<RoceLink> links;
    QSet<QString> netdevs;
    QSet<QString> devicePorts;
    for (const PastedLine &pasted : *lines) {
        const QString &line = pasted.text;
        const int lineNumber = pasted.number;
        if (pasted.command || line.trimmed().isEmpty())
            continue;

        const auto match = pattern.match(line);
        if (!match.hasMatch()) {
            return makeError(tr("\"%1\" is not an ibdev2netdev line; expected "
                                "\"DEVICE port N ==> NETDEV (Up)\" or \"(Down)\".")
                                 .arg(line.trimmed()),
                             lineNumber);
        }

        RoceLink link;
        link.roceDevice = match.captured(1);
        bool ok = false;
        link.port = match.captured(2).toInt(&ok);
        if (!ok || link.port <= 0) {
            return makeError(tr("The port number %1 of %2 is not valid.")
                                 .arg(match.captured(2), link.roceDevice),
                             lineNumber);
        }
        link.netdev = match.captured(3);
        link.up = match.captured(4).compare(QLatin1String("up"), Qt::CaseInsensitive) == 0;
        link.side = SparkNaming::sideOfNetdev(link.netdev);
        link.twin = SparkNaming::twinOfNetdev(link.netdev);

        if (netdevs.contains(link.netdev)) {
            return makeError(tr("The interface %1 is listed twice, so it is not clear which "
                                "RoCE device it belongs to.")
                                 .arg(link.netdev),
                             lineNumber);
        }
        const QString devicePort = link.roceDevice + QLatin1Char(':') + match.captured(2);
        if (devicePorts.contains(devicePort)) {
            return makeError(
                tr("Port %1 of %2 is listed twice.").arg(link.port).arg(link.roceDevice),
                lineNumber);
        }
        netdevs.insert(link.netdev);
        devicePorts.insert(devicePort);
        links.append(std::move(link));
    }

    if (links.isEmpty()) {
        return makeError(tr("ibdev2netdev listed no RoCE devices. Check that the ConnectX "
                            "driver (mlx5_ib) is loaded."));
    }
    return links;
}

} // namespace Tandem
