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

// What the kernel log says about one mlx5 (ConnectX) PCI function. A field is nullopt or
// empty when no line of the log printed it.
struct Mlx5Function
{
    QString address;   // "0000:01:00.0", lower case
    QString interface; // the netdev named in "mlx5_core ADDR IFACE: ...", last one seen
    QString firmware;  // "28.45.4028"
    // "126.028 Gb/s available PCIe bandwidth (32.0 GT/s PCIe x4 link)", or the link that
    // limits it in the "limited by 2.5 GT/s PCIe x4 link at ADDR" form.
    std::optional<double> pcieGbps;
    std::optional<double> pcieSpeedGts;
    std::optional<int> pcieWidth;
    QString pcieLimitedBy;                 // the address of the limiting link, if printed
    std::optional<double> pcieCapableGbps; // "(capable of 126.028 Gb/s ...)", if printed
    // "Detected insufficient power on the PCIe slot (27W)": healthy Sparks print it too, so
    // it is a note, not a fault.
    std::optional<int> insufficientPowerWatts;
    bool eswitchCleanup = false; // "E-Switch: cleanup": the driver tore the function down

    friend bool operator==(const Mlx5Function &, const Mlx5Function &) = default;
};

struct DmesgReport
{
    QList<Mlx5Function> functions; // in order of first mention, one per address
    QStringList warnings;          // "line N: ..." for lines that were not understood

    // {"functions": [...], "warnings": [...]}, snake_case, null for what was not printed.
    [[nodiscard]] QJsonObject toJson() const;
};

// Reads the mlx5_core lines of `dmesg` (with or without "[  12.345678]" timestamps, or the
// "[date]" of dmesg -T). Lines of other drivers and the "... (repeats ...) ..." elisions
// authors put in pasted logs are skipped; lines that are no kernel message at all become
// warnings; input with no kernel message is an error. A log with kernel messages but no
// mlx5_core line is read as no functions (the driver never probed). Stateless; pure and
// thread-safe; linear in the input.
class DmesgParser
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::DmesgParser)

public:
    [[nodiscard]] static Result<DmesgReport> parse(const QByteArray &output);
};

} // namespace Tandem
