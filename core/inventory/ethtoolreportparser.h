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

// What a paste of ethtool commands says about one interface, all blocks about it merged
// (a later block's printed values win). Fields are nullopt or empty when nothing printed
// them; a speed of "Unknown!" (no link) reads as not printed.
struct EthtoolInterface
{
    QString interfaceName;
    std::optional<int> speedMbps;
    QString duplex; // "Full", "Half", "Unknown"
    std::optional<bool> linkDetected;
    std::optional<bool> autoNegotiation;
    QString port; // "Direct Attach Copper", "FIBRE", ...
    QStringList supportedLinkModes;
    QStringList advertisedLinkModes;
    QStringList fecConfigured; // "Supported/Configured FEC encodings: Auto" -> {"Auto"}
    QString fecActive;         // "RS", "BaseR", "None" (FEC off, as ethtool prints it)

    friend bool operator==(const EthtoolInterface &, const EthtoolInterface &) = default;
};

struct EthtoolReport
{
    QList<EthtoolInterface> interfaces; // one per interface, in order of first mention
    QStringList warnings;               // "line N: ..." for lines that were not understood

    // {"interfaces": [...], "warnings": [...]}, snake_case, null for what was not printed.
    [[nodiscard]] QJsonObject toJson() const;
};

// Reads `ethtool` as users paste it: any mix of full `ethtool IFACE` blocks (each read by
// EthtoolParser), settings grep'd out of them (`sudo ethtool enp1s0f1np1 | grep Speed`, the
// interface taken from the prompt) and `ethtool --show-fec IFACE` blocks. `ethtool -i` lines,
// the output of other ethtool options and of other commands are skipped. Unknown lines become
// warnings; input without a settings or FEC line is an error, as is a value ethtool never
// prints (a speed out of range). Stateless; pure and thread-safe; linear in the input.
class EthtoolReportParser
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::EthtoolReportParser)

public:
    [[nodiscard]] static Result<EthtoolReport> parse(const QByteArray &output);
};

} // namespace Tandem
