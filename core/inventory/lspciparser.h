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

// One `LnkCap:` or `LnkSta:` line of `lspci -vvv`. A field is nullopt when lspci did not
// print it ("Speed unknown").
struct PcieLink
{
    std::optional<double> speedGts; // 2.5, 5, 8, 16, 32, 64
    std::optional<int> width;       // lanes; 0 on a port with nothing trained behind it

    friend bool operator==(const PcieLink &, const PcieLink &) = default;
};

// A PCI function as lspci describes it. Strings are empty when lspci did not print them: a
// device known only from the `-s BDF` of an `lspci -vvv | grep Lnk` command has an address
// and links but no class or name.
struct LspciDevice
{
    QString address;     // full, with domain, lower case: "0000:01:00.0"
    QString deviceClass; // "Ethernet controller", "VGA compatible controller", "PCI bridge"
    QString vendor;      // "Mellanox Technologies", "NVIDIA Corporation"
    QString device;      // "MT2910 Family [ConnectX-7]", or "Device 2e12" when pci.ids has no name
    QString vendorId;    // "15b3", only from `lspci -nn` / `-n`
    QString deviceId;    // "1021", from `-nn` / `-n` or from a nameless "Device 2e12"
    QString revision;    // "a1"
    std::optional<PcieLink> linkCapability;
    std::optional<PcieLink> linkStatus;

    // A ConnectX-7 (MT2910, PCI id 15b3:1021), the NIC behind a Spark's QSFP ports.
    [[nodiscard]] bool isConnectX7() const;
    // The GB10's GPU: NVIDIA, device id 2e12. Its class reads "VGA compatible controller" or
    // "3D controller" depending on the firmware; 2e03/2e06 are other NVIDIA parts.
    [[nodiscard]] bool isGb10Gpu() const;
    // The link trained below what both ends can do: a slower speed or fewer lanes than
    // LnkCap (the Spark fault where the CX-7 root ports train at 2.5GT/s).
    [[nodiscard]] bool downtrained() const;

    friend bool operator==(const LspciDevice &, const LspciDevice &) = default;
};

// A PCI domain root of `lspci -tv`: "-[0000:00]-...".
struct LspciTreeRoot
{
    QString domain;           // "0000"
    bool hasEndpoint = false; // false for "-[0000:00]---00.0-[01-0f]--": a bridge, nothing behind

    friend bool operator==(const LspciTreeRoot &, const LspciTreeRoot &) = default;
};

struct LspciReport
{
    QList<LspciDevice> devices; // in order of first mention, one per address
    QList<LspciTreeRoot> treeRoots;
    QStringList warnings; // "line N: ..." for lines that were not understood

    // {"devices": [...], "tree_roots": [...], "warnings": [...]}, snake_case, null for unprinted.
    [[nodiscard]] QJsonObject toJson() const;
};

// Reads lspci as users paste it: any mix of plain or `-nn` device lines (domain optional),
// the LnkCap/LnkSta lines of `lspci -vvv` (grep'd or not), `lspci -tv` trees and the notes
// authors add ("<-- ..." at the end of a line, "^----" lines). Shell prompts are read for
// their `-s BDF`; the output of other commands in the same paste is skipped. Unknown lines
// become warnings; input with no lspci line at all is an error. Stateless; pure and
// thread-safe; linear in the input.
class LspciParser
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::LspciParser)

public:
    [[nodiscard]] static Result<LspciReport> parse(const QByteArray &output);
};

} // namespace Tandem
