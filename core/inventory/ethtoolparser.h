// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace Tandem {

// What `ethtool IFACE` says about a link. Optional fields are nullopt when ethtool did not
// print them or printed "Unknown!".
struct EthtoolInfo
{
    QString interfaceName;
    std::optional<int> speedMbps;
    QString duplex; // "Full", "Half", "Unknown", or empty when not printed
    std::optional<bool> linkDetected;
    std::optional<bool> autoNegotiation;
    QString port; // as printed: "Direct Attach Copper", "FIBRE", "Twisted Pair"
    QStringList supportedLinkModes;
    QStringList advertisedLinkModes;

    friend bool operator==(const EthtoolInfo &, const EthtoolInfo &) = default;
};

// Parses the text of `ethtool IFACE` (ethtool 5.x/6.x). Lines it does not need are skipped,
// but the fields it reads must hold values ethtool actually prints, and the output must
// start with "Settings for IFACE:". Stateless; pure and thread-safe.
class EthtoolParser
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::EthtoolParser)

public:
    [[nodiscard]] static Result<EthtoolInfo> parse(const QByteArray &output);
};

} // namespace Tandem
