// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Tandem {

// One `ethtool -i IFACE` block. Strings are empty and flags nullopt when ethtool did not
// print them or printed them empty ("firmware-version: " on the Realtek management port).
struct EthtoolDriverInfo
{
    QString interfaceName;   // from a "-- ethtool X --" separator or an `ethtool -i X` prompt
    QString driver;          // "mlx5_core", "r8127"
    QString version;         // the driver's version; in-tree drivers print the kernel's
    QString firmwareVersion; // "28.45.4028"
    QString psid;            // "NVD0000000087": mlx5 prints it in parentheses after the firmware
    QString expansionRomVersion;
    QString busInfo; // "0000:01:00.0"
    std::optional<bool> supportsStatistics;
    std::optional<bool> supportsTest;
    std::optional<bool> supportsEepromAccess;
    std::optional<bool> supportsRegisterDump;
    std::optional<bool> supportsPrivFlags;

    friend bool operator==(const EthtoolDriverInfo &, const EthtoolDriverInfo &) = default;
};

struct EthtoolDriverReport
{
    QList<EthtoolDriverInfo> interfaces; // one per block, in input order
    QStringList warnings;                // "line N: ..." for lines that were not understood

    // {"interfaces": [...], "warnings": [...]}, snake_case, null for what was not printed.
    [[nodiscard]] QJsonObject toJson() const;
};

// Reads one or several `ethtool -i IFACE` outputs as users paste them: blocks separated by
// "-- ethtool X --" lines or by `ethtool -i X` prompts, or simply following each other (a
// block starts again at a key it already has, normally "driver:"). `Settings for X:` blocks
// of plain `ethtool X` in the same paste belong to EthtoolReportParser and are skipped, as is
// the output of other commands. Unknown lines become warnings; input without any `ethtool -i`
// line is an error. Stateless; pure and thread-safe; linear in the input.
class EthtoolDriverParser
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::EthtoolDriverParser)

public:
    [[nodiscard]] static Result<EthtoolDriverReport> parse(const QByteArray &output);
};

} // namespace Tandem
