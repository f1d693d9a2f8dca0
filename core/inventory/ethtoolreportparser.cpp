// SPDX-License-Identifier: GPL-3.0-or-later
#include "ethtoolreportparser.h"

#include "inventory/ethtoolparser.h"
#include "util/checkednumbers.h"
#include "util/jsonnull.h"
#include "util/pastedtext.h"

#include <QHash>
#include <QJsonArray>
#include <QRegularExpression>

namespace Tandem {

namespace {

// A paste of something else entirely would give one warning per line; past this many the
// rest are only counted.
constexpr int MaxWarnings = 100;

// 10 Tb/s, far above any Ethernet port; a larger speed is a corrupt line.
constexpr int MaxSpeedMbps = 10'000'000;

// What a prompt line typed, as far as this parser cares.
enum class Command {
    Settings, // `ethtool IFACE`, maybe grep'd
    Fec,      // `ethtool --show-fec IFACE`
    Skip,     // another ethtool option (-i, -S, -m) or another command: its output is not read
    None,     // an empty prompt
};

Command classify(const QString &command, QString *interfaceName)
{
    if (command.isEmpty())
        return Command::None;
    static const QRegularExpression ethtool(QStringLiteral(R"((?:^|[\s;&/])ethtool\s+([^|;&]*))"));
    const auto m = ethtool.match(command);
    if (!m.hasMatch())
        return Command::Skip;
    const QStringList args = m.captured(1).split(u' ', Qt::SkipEmptyParts);
    if (args.isEmpty())
        return Command::Skip;
    if (!args.at(0).startsWith(u'-')) {
        *interfaceName = args.at(0);
        return Command::Settings;
    }
    if (args.at(0) == QLatin1String("--show-fec") && args.size() >= 2) {
        *interfaceName = args.at(1);
        return Command::Fec;
    }
    return Command::Skip;
}

// Takes what `from` printed; a later block about the same interface is the newer truth.
void merge(EthtoolInterface &into, const EthtoolInfo &from)
{
    if (from.speedMbps)
        into.speedMbps = from.speedMbps;
    if (!from.duplex.isEmpty())
        into.duplex = from.duplex;
    if (from.linkDetected)
        into.linkDetected = from.linkDetected;
    if (from.autoNegotiation)
        into.autoNegotiation = from.autoNegotiation;
    if (!from.port.isEmpty())
        into.port = from.port;
    if (!from.supportedLinkModes.isEmpty())
        into.supportedLinkModes = from.supportedLinkModes;
    if (!from.advertisedLinkModes.isEmpty())
        into.advertisedLinkModes = from.advertisedLinkModes;
}

} // namespace

QJsonObject EthtoolReport::toJson() const
{
    QJsonArray array;
    for (const EthtoolInterface &i : interfaces) {
        array.append(QJsonObject{
            {QStringLiteral("interface"), i.interfaceName},
            {QStringLiteral("speed_mbps"), jsonOrNull(i.speedMbps)},
            {QStringLiteral("duplex"), jsonOrNull(i.duplex)},
            {QStringLiteral("link_detected"), jsonOrNull(i.linkDetected)},
            {QStringLiteral("auto_negotiation"), jsonOrNull(i.autoNegotiation)},
            {QStringLiteral("port"), jsonOrNull(i.port)},
            {QStringLiteral("supported_link_modes"),
             QJsonArray::fromStringList(i.supportedLinkModes)},
            {QStringLiteral("advertised_link_modes"),
             QJsonArray::fromStringList(i.advertisedLinkModes)},
            {QStringLiteral("fec_configured"), QJsonArray::fromStringList(i.fecConfigured)},
            {QStringLiteral("fec_active"), jsonOrNull(i.fecActive)},
        });
    }
    return QJsonObject{{QStringLiteral("interfaces"), array},
                       {QStringLiteral("warnings"), QJsonArray::fromStringList(warnings)}};
}

Result<EthtoolReport> EthtoolReportParser::parse(const QByteArray &output)
{
    const auto lines
        = PastedText::lines(output, InputLimits::NodeOutputBytes, tr("The output of ethtool"));
    if (!lines)
        return tl::unexpected(lines.error());

    // The separators a probe script prints between interfaces: "-- ethtool enP7s7 --".
    static const QRegularExpression separator(
        QStringLiteral(R"(^--\s*ethtool\s+(?:-\S+\s+)?(\S+)\s*--$)"));
    static const QRegularExpression settingsHeader(QStringLiteral(R"(^Settings for (\S+):$)"));
    static const QRegularExpression setting(
        QStringLiteral(R"(^(?:Speed|Duplex|Link detected|Auto-negotiation|Port):)"));
    static const QRegularExpression fecHeader(QStringLiteral(R"(^FEC parameters for (\S+):$)"));
    static const QRegularExpression fecConfigured(
        QStringLiteral(R"(^(?:Supported/)?Configured FEC encodings:\s*(.*)$)"));
    static const QRegularExpression fecActive(QStringLiteral(R"(^Active FEC encoding:\s*(.*)$)"));
    // `ethtool -i` in the same paste (EthtoolDriverParser reads it).
    static const QRegularExpression driverField(QStringLiteral(
        R"(^(?:driver|version|firmware-version|expansion-rom-version|bus-info|supports-[a-z-]+):)"));

    EthtoolReport report;
    QHash<QString, qsizetype> index;
    int droppedWarnings = 0;
    auto warn = [&](int line, const QString &message) {
        if (report.warnings.size() < MaxWarnings)
            report.warnings.append(Error{message, line}.toString());
        else
            ++droppedWarnings;
    };
    auto entry = [&](const QString &name) -> EthtoolInterface & {
        auto it = index.constFind(name);
        if (it == index.constEnd()) {
            it = index.insert(name, report.interfaces.size());
            report.interfaces.append(EthtoolInterface{});
            report.interfaces.back().interfaceName = name;
        }
        return report.interfaces[*it];
    };

    // Reads `text` (a "Settings for X:" line and the lines under it, numbered `numbers`)
    // with EthtoolParser, so the fields mean exactly what they mean for one `ethtool X`.
    auto readSettings
        = [&](const QStringList &text, const QList<int> &numbers) -> std::optional<Error> {
        for (qsizetype i = 1; i < text.size(); ++i) {
            // ethtool's answer for an interface that does not exist or has no PHY.
            if (text.at(i).trimmed() == QLatin1String("No data available")) {
                warn(numbers.at(i), tr("ethtool has no data for this interface."));
                return std::nullopt;
            }
        }
        const auto info = EthtoolParser::parse(text.join(u'\n').toUtf8());
        if (!info) {
            const int line = info.error().line;
            return Error{info.error().message,
                         line >= 1 && line <= numbers.size() ? numbers.at(line - 1)
                                                             : numbers.at(0)};
        }
        if (info->speedMbps && (*info->speedMbps < 0 || *info->speedMbps > MaxSpeedMbps)) {
            int line = numbers.at(0);
            for (qsizetype i = 0; i < text.size(); ++i) {
                if (text.at(i).trimmed().startsWith(QLatin1String("Speed:")))
                    line = numbers.at(i);
            }
            return Error{tr("The speed %1Mb/s is more than any Ethernet port runs at.")
                             .arg(*info->speedMbps),
                         line};
        }
        merge(entry(info->interfaceName), *info);
        return std::nullopt;
    };

    bool recognised = false;
    bool sawCommand = false; // an `ethtool IFACE` or `--show-fec` prompt
    bool skipping = false;   // output of a command this parser does not read
    QString context;         // the interface the last prompt or separator named
    QString fecInterface;    // inside "FEC parameters for X:"
    QStringList block;       // an open "Settings for X:" block
    QList<int> blockNumbers;
    int firstUnknownLine = 0;
    auto closeBlock = [&]() -> std::optional<Error> {
        if (block.isEmpty())
            return std::nullopt;
        auto error = readSettings(block, blockNumbers);
        block.clear();
        blockNumbers.clear();
        return error;
    };

    for (const PastedLine &pasted : *lines) {
        const bool indented = !pasted.text.isEmpty() && pasted.text.at(0).isSpace();
        // ethtool indents every setting under its header by a tab.
        if (!block.isEmpty() && !pasted.command && indented) {
            block.append(pasted.text);
            blockNumbers.append(pasted.number);
            continue;
        }
        if (const auto error = closeBlock())
            return tl::unexpected(*error);

        if (pasted.command) {
            QString name;
            const Command command = classify(pasted.text, &name);
            skipping = command == Command::Skip;
            sawCommand = sawCommand || command == Command::Settings || command == Command::Fec;
            context = name;
            fecInterface.clear();
            continue;
        }
        if (skipping)
            continue;
        const QString text = pasted.text.trimmed();
        const int lineNumber = pasted.number;
        if (text.isEmpty()) {
            fecInterface.clear();
            continue;
        }

        if (const auto m = separator.match(text); m.hasMatch()) {
            context = m.captured(1);
            fecInterface.clear();
            continue;
        }
        if (settingsHeader.match(text).hasMatch()) {
            recognised = true;
            fecInterface.clear();
            block.append(text);
            blockNumbers.append(lineNumber);
            continue;
        }
        if (const auto m = fecHeader.match(text); m.hasMatch()) {
            recognised = true;
            fecInterface = m.captured(1);
            entry(fecInterface);
            continue;
        }
        const auto configured = fecConfigured.match(text);
        const auto active
            = configured.hasMatch() ? QRegularExpressionMatch() : fecActive.match(text);
        if (configured.hasMatch() || active.hasMatch()) {
            recognised = true;
            const QString name = fecInterface.isEmpty() ? context : fecInterface;
            if (name.isEmpty()) {
                warn(lineNumber, tr("\"%1\" does not say which interface it is about.").arg(text));
                continue;
            }
            EthtoolInterface &e = entry(name);
            if (configured.hasMatch())
                e.fecConfigured = configured.captured(1).split(u' ', Qt::SkipEmptyParts);
            else
                e.fecActive = active.captured(1).trimmed();
            continue;
        }
        // `--show-fec --include-statistics` lists counters under "Statistics:".
        if (!fecInterface.isEmpty() && (indented || text == QLatin1String("Statistics:")))
            continue;

        if (setting.match(text).hasMatch()) {
            // A setting grep'd out of `ethtool IFACE`: the prompt named the interface.
            recognised = true;
            if (context.isEmpty()) {
                warn(lineNumber, tr("\"%1\" does not say which interface it is about.").arg(text));
                continue;
            }
            if (const auto error
                = readSettings({QStringLiteral("Settings for %1:").arg(context), text},
                               {lineNumber, lineNumber}))
                return tl::unexpected(*error);
            continue;
        }
        if (driverField.match(text).hasMatch())
            continue;

        if (firstUnknownLine == 0)
            firstUnknownLine = lineNumber;
        warn(lineNumber, tr("\"%1\" is not an ethtool line.").arg(text));
    }
    if (const auto error = closeBlock())
        return tl::unexpected(*error);

    if (!recognised && !sawCommand) {
        if (firstUnknownLine == 0)
            return makeError(tr("There is no ethtool output in the text: it is empty or holds only "
                                "other commands."));
        return makeError(tr("This is not the output of ethtool: no line is a setting "
                            "(\"Speed: 200000Mb/s\") or a FEC encoding."),
                         firstUnknownLine);
    }
    if (droppedWarnings > 0)
        report.warnings.append(tr("%n more lines were not understood.", "", droppedWarnings));
    return report;
}

} // namespace Tandem
