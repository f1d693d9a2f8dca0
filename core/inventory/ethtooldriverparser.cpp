// SPDX-License-Identifier: GPL-3.0-or-later
#include "ethtooldriverparser.h"

#include "util/checkednumbers.h"
#include "util/jsonnull.h"
#include "util/pastedtext.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

namespace Tandem {

namespace {

// A paste of something else entirely would give one warning per line; past this many the
// rest are only counted.
constexpr int MaxWarnings = 100;

// What a prompt line typed, as far as this parser cares.
enum class Command { DriverInfo, OtherEthtool, Other, None };

Command classify(const QString &command, QString *interfaceName)
{
    if (command.isEmpty())
        return Command::None;
    static const QRegularExpression ethtool(QStringLiteral(R"((?:^|[\s;&/])ethtool\s+([^|;&]*))"));
    const auto m = ethtool.match(command);
    if (!m.hasMatch())
        return Command::Other;
    const QStringList args = m.captured(1).split(u' ', Qt::SkipEmptyParts);
    if (args.size() >= 2
        && (args.at(0) == QLatin1String("-i") || args.at(0) == QLatin1String("--driver"))) {
        *interfaceName = args.at(1);
        return Command::DriverInfo;
    }
    return Command::OtherEthtool;
}

std::optional<bool> yesNo(const QString &value)
{
    if (value == QLatin1String("yes"))
        return true;
    if (value == QLatin1String("no"))
        return false;
    return std::nullopt;
}

} // namespace

QJsonObject EthtoolDriverReport::toJson() const
{
    QJsonArray array;
    for (const EthtoolDriverInfo &i : interfaces) {
        array.append(QJsonObject{
            {QStringLiteral("interface"), jsonOrNull(i.interfaceName)},
            {QStringLiteral("driver"), jsonOrNull(i.driver)},
            {QStringLiteral("version"), jsonOrNull(i.version)},
            {QStringLiteral("firmware_version"), jsonOrNull(i.firmwareVersion)},
            {QStringLiteral("psid"), jsonOrNull(i.psid)},
            {QStringLiteral("expansion_rom_version"), jsonOrNull(i.expansionRomVersion)},
            {QStringLiteral("bus_info"), jsonOrNull(i.busInfo)},
            {QStringLiteral("supports_statistics"), jsonOrNull(i.supportsStatistics)},
            {QStringLiteral("supports_test"), jsonOrNull(i.supportsTest)},
            {QStringLiteral("supports_eeprom_access"), jsonOrNull(i.supportsEepromAccess)},
            {QStringLiteral("supports_register_dump"), jsonOrNull(i.supportsRegisterDump)},
            {QStringLiteral("supports_priv_flags"), jsonOrNull(i.supportsPrivFlags)},
        });
    }
    return QJsonObject{{QStringLiteral("interfaces"), array},
                       {QStringLiteral("warnings"), QJsonArray::fromStringList(warnings)}};
}

Result<EthtoolDriverReport> EthtoolDriverParser::parse(const QByteArray &output)
{
    const auto lines
        = PastedText::lines(output, InputLimits::NodeOutputBytes, tr("The output of ethtool -i"));
    if (!lines)
        return tl::unexpected(lines.error());

    // The separators a probe script prints between interfaces: "-- ethtool enP7s7 --".
    static const QRegularExpression separator(
        QStringLiteral(R"(^--\s*ethtool\s+(?:(?:-i|--driver)\s+)?(\S+)\s*--$)"));
    static const QRegularExpression settingsHeader(QStringLiteral(R"(^Settings for \S+:$)"));
    static const QRegularExpression keyValue(QStringLiteral(R"(^([a-z][a-z-]*):(?:\s+(.*))?$)"));
    // mlx5: "28.45.4028 (NVD0000000087)", the PSID (board identity) in parentheses.
    static const QRegularExpression firmwarePsid(QStringLiteral(R"(^(\S+)\s+\(([^()\s]+)\)$)"));

    EthtoolDriverReport report;
    int droppedWarnings = 0;
    auto warn = [&](int line, const QString &message) {
        if (report.warnings.size() < MaxWarnings)
            report.warnings.append(Error{message, line}.toString());
        else
            ++droppedWarnings;
    };

    QString pendingInterface; // named by a separator or prompt, for the next block
    bool inBlock = false;
    QSet<QString> blockKeys;
    bool skipping = false;   // output of another command
    bool inSettings = false; // a `Settings for X:` block of plain ethtool
    int firstUnknownLine = 0;
    auto endBlock = [&] {
        inBlock = false;
        blockKeys.clear();
    };

    for (const PastedLine &pasted : *lines) {
        if (pasted.command) {
            QString name;
            const Command command = classify(pasted.text, &name);
            endBlock();
            inSettings = false;
            skipping = command == Command::OtherEthtool || command == Command::Other;
            pendingInterface = command == Command::DriverInfo ? name : QString();
            continue;
        }
        if (skipping)
            continue;
        const QString text = pasted.text.trimmed();
        if (text.isEmpty())
            continue;
        const int lineNumber = pasted.number;

        if (const auto m = separator.match(text); m.hasMatch()) {
            endBlock();
            inSettings = false;
            pendingInterface = m.captured(1);
            continue;
        }
        if (settingsHeader.match(text).hasMatch()) {
            inSettings = true;
            continue;
        }
        // ethtool indents every setting under its header by a tab.
        if (inSettings && pasted.text.at(0).isSpace())
            continue;
        inSettings = false;

        const auto m = keyValue.match(text);
        if (!m.hasMatch()) {
            if (firstUnknownLine == 0)
                firstUnknownLine = lineNumber;
            warn(lineNumber, tr("\"%1\" is not an ethtool -i line.").arg(text));
            continue;
        }
        const QString key = m.captured(1);
        const QString value = m.captured(2).trimmed();
        static const QSet<QString> known{
            QStringLiteral("driver"),
            QStringLiteral("version"),
            QStringLiteral("firmware-version"),
            QStringLiteral("expansion-rom-version"),
            QStringLiteral("bus-info"),
            QStringLiteral("supports-statistics"),
            QStringLiteral("supports-test"),
            QStringLiteral("supports-eeprom-access"),
            QStringLiteral("supports-register-dump"),
            QStringLiteral("supports-priv-flags"),
        };
        if (!known.contains(key)) {
            if (firstUnknownLine == 0)
                firstUnknownLine = lineNumber;
            warn(lineNumber, tr("\"%1\" is not a field of ethtool -i.").arg(text));
            continue;
        }
        // A key the block already has begins the next interface's output.
        if (!inBlock || blockKeys.contains(key)) {
            blockKeys.clear();
            report.interfaces.append(EthtoolDriverInfo{});
            report.interfaces.back().interfaceName = pendingInterface;
            pendingInterface.clear();
            inBlock = true;
        }
        blockKeys.insert(key);
        EthtoolDriverInfo &info = report.interfaces.back();

        auto flag = [&](std::optional<bool> &field) {
            field = yesNo(value);
            if (!field)
                warn(lineNumber, tr("%1 should be yes or no, not \"%2\".").arg(key, value));
        };
        if (key == QLatin1String("driver")) {
            info.driver = value;
        } else if (key == QLatin1String("version")) {
            info.version = value;
        } else if (key == QLatin1String("firmware-version")) {
            if (const auto f = firmwarePsid.match(value); f.hasMatch()) {
                info.firmwareVersion = f.captured(1);
                info.psid = f.captured(2);
            } else {
                info.firmwareVersion = value;
            }
        } else if (key == QLatin1String("expansion-rom-version")) {
            info.expansionRomVersion = value;
        } else if (key == QLatin1String("bus-info")) {
            info.busInfo = value;
        } else if (key == QLatin1String("supports-statistics")) {
            flag(info.supportsStatistics);
        } else if (key == QLatin1String("supports-test")) {
            flag(info.supportsTest);
        } else if (key == QLatin1String("supports-eeprom-access")) {
            flag(info.supportsEepromAccess);
        } else if (key == QLatin1String("supports-register-dump")) {
            flag(info.supportsRegisterDump);
        } else {
            flag(info.supportsPrivFlags);
        }
    }

    if (report.interfaces.isEmpty()) {
        if (firstUnknownLine == 0)
            return makeError(tr("There is no ethtool -i output in the text: it is empty or holds "
                                "only other commands."));
        return makeError(tr("This is not the output of ethtool -i: no line is a field such as "
                            "\"driver: mlx5_core\"."),
                         firstUnknownLine);
    }
    if (droppedWarnings > 0)
        report.warnings.append(tr("%n more lines were not understood.", "", droppedWarnings));
    return report;
}

} // namespace Tandem
