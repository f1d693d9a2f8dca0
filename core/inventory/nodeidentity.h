// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inventory/deviceidentityparser.h"
#include "inventory/dmiinfo.h"
#include "inventory/gb10models.h"
#include "result.h"
#include "ssh/remotecommand.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Tandem {

// One PCI function of interest (NVIDIA or Mellanox) as sysfs shows it.
struct PciFunction
{
    QString address; // "0000:01:00.0"
    quint16 vendor = 0;
    quint16 device = 0;
    quint32 pciClass = 0;
    double speedGts = 0; // current_link_speed; 0: not shown
    int width = 0;       // current_link_width; 0: not shown
    double maxSpeedGts = 0;
    int maxWidth = 0;

    [[nodiscard]] bool isGb10Gpu() const { return vendor == 0x10de && device == 0x2e12; }
    // The N1X parts share the family's drivers but are not GB10 (not clustered by Tandem).
    [[nodiscard]] bool isN1xGpu() const
    {
        return vendor == 0x10de && (device == 0x2e03 || device == 0x2e06);
    }
    [[nodiscard]] bool isConnectX7() const { return vendor == 0x15b3 && device == 0x1021; }
};

// What one node is, read from the hardware first (sysfs PCI ids, DMI), then from the image
// (/etc/dgx-release, /etc/fastos-release). Never holds a serial number.
struct NodeIdentity
{
    QString machine; // uname -m
    QList<PciFunction> pci;
    DmiInfo dmi;
    std::optional<DgxRelease> dgxRelease;
    std::optional<OsRelease> fastOsRelease;
    QStringList warnings; // parts of the output Tandem could not read

    [[nodiscard]] bool hasGb10Gpu() const;
    [[nodiscard]] bool hasN1xGpu() const;
    [[nodiscard]] QList<PciFunction> connectX7() const;
    [[nodiscard]] Gb10Identity model() const;
    // "DGX OS 7.5.0", "FastOS 1.2", or empty for an image with neither file.
    [[nodiscard]] QString image() const;
};

// The one command that reads a node's identity, and the reader of its output. The command is
// a fixed script (core/inventory/scripts/node-identity.sh, no argument from the user): `uname -m`,
// the sysfs PCI ids and PCIe link of every NVIDIA and Mellanox function, the DMI fields (never
// serials), and the two release files, each in a tagged section. Pure, thread-safe.
class NodeIdentityReader
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::NodeIdentityReader)

public:
    [[nodiscard]] static RemoteCommand command();
    [[nodiscard]] static Result<NodeIdentity> read(const QByteArray &output);
};

} // namespace Tandem
