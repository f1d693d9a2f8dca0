// SPDX-License-Identifier: GPL-3.0-or-later
#include "ethtoolparser.h"

#include "util/checkednumbers.h"
#include "util/textlines.h"

#include <QRegularExpression>

namespace Tandem {

namespace {

enum class ListField { None, Supported, Advertised, Other };

QStringList linkModes(QStringView text)
{
    QStringList modes;
    for (const QStringView word : text.split(u' ', Qt::SkipEmptyParts)) {
        const QStringView mode = word.trimmed();
        if (!mode.isEmpty())
            modes.append(mode.toString());
    }
    // ethtool prints "Not reported" when the driver gives no list.
    if (modes == QStringList{QStringLiteral("Not"), QStringLiteral("reported")})
        return {};
    return modes;
}

std::optional<bool> yesNo(QStringView value, QStringView yes, QStringView no)
{
    if (value == yes)
        return true;
    if (value == no)
        return false;
    return std::nullopt;
}

} // namespace

Result<EthtoolInfo> EthtoolParser::parse(const QByteArray &output)
{
    if (const auto tooLarge
        = checkInputSize(output.size(), InputLimits::NodeOutputBytes, tr("The output of ethtool")))
        return tl::unexpected(*tooLarge);
    const auto lines = splitTextLines(output);
    if (!lines)
        return tl::unexpected(lines.error());

    static const QRegularExpression header(QStringLiteral(R"(^Settings for (\S+):\s*$)"));
    static const QRegularExpression speed(QStringLiteral(R"(^(\d+)Mb/s$)"));

    EthtoolInfo info;
    bool haveHeader = false;
    ListField list = ListField::None;
    for (qsizetype i = 0; i < lines->size(); ++i) {
        const int lineNumber = int(i + 1);
        const QString text = lines->at(i).simplified();
        if (text.isEmpty())
            continue;

        if (!haveHeader) {
            const auto match = header.match(text);
            if (!match.hasMatch()) {
                return makeError(tr("\"%1\" is not ethtool output; it should start with "
                                    "\"Settings for INTERFACE:\".")
                                     .arg(text),
                                 lineNumber);
            }
            info.interfaceName = match.captured(1);
            haveHeader = true;
            continue;
        }

        if (text == QLatin1String("No data available")) {
            return makeError(tr("ethtool has no data for %1. Check that the interface exists.")
                                 .arg(info.interfaceName),
                             lineNumber);
        }

        const qsizetype colon = text.indexOf(QLatin1Char(':'));
        if (colon < 0) {
            // A line without "Key:" continues the list above it (link modes, message level).
            if (list == ListField::None) {
                return makeError(tr("\"%1\" does not belong to any ethtool setting.").arg(text),
                                 lineNumber);
            }
            if (list == ListField::Supported)
                info.supportedLinkModes += linkModes(text);
            else if (list == ListField::Advertised)
                info.advertisedLinkModes += linkModes(text);
            continue;
        }

        const QString key = text.left(colon).trimmed();
        const QString value = text.mid(colon + 1).trimmed();
        list = ListField::Other;

        if (key == QLatin1String("Supported link modes")) {
            list = ListField::Supported;
            info.supportedLinkModes = linkModes(value);
        } else if (key == QLatin1String("Advertised link modes")) {
            list = ListField::Advertised;
            info.advertisedLinkModes = linkModes(value);
        } else if (key == QLatin1String("Speed")) {
            if (value.startsWith(QLatin1String("Unknown!"))) {
                info.speedMbps.reset();
            } else {
                const auto match = speed.match(value);
                bool ok = false;
                const int mbps = match.hasMatch() ? match.captured(1).toInt(&ok) : 0;
                if (!ok) {
                    return makeError(tr("The speed \"%1\" is not a number of Mb/s.").arg(value),
                                     lineNumber);
                }
                info.speedMbps = mbps;
            }
        } else if (key == QLatin1String("Duplex")) {
            if (value == QLatin1String("Full") || value == QLatin1String("Half"))
                info.duplex = value;
            else if (value.startsWith(QLatin1String("Unknown!")))
                info.duplex = QStringLiteral("Unknown");
            else
                return makeError(tr("The duplex mode \"%1\" is not known.").arg(value), lineNumber);
        } else if (key == QLatin1String("Auto-negotiation")) {
            info.autoNegotiation = yesNo(value, u"on", u"off");
            if (!info.autoNegotiation) {
                return makeError(tr("Auto-negotiation should be on or off, not \"%1\".").arg(value),
                                 lineNumber);
            }
        } else if (key == QLatin1String("Link detected")) {
            info.linkDetected = yesNo(value, u"yes", u"no");
            if (!info.linkDetected) {
                return makeError(
                    tr("\"Link detected\" should be yes or no, not \"%1\".").arg(value),
                    lineNumber);
            }
        } else if (key == QLatin1String("Port")) {
            info.port = value;
        }
    }

    if (!haveHeader)
        return makeError(tr("ethtool printed nothing. Check the interface name."));
    return info;
}

} // namespace Tandem
