// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"
#include "inventory/nodeidentity.h"

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QPair>

namespace Tandem {

// The verdicts on what a node is, from NodeIdentityReader's output (docs/gb10-family.md):
// - device.dgx "GB10 machine": aarch64 with the GB10 GPU on PCIe (10de:2e12; the N1X parts
//   are refused by name), the model from DMI or DGX_PLATFORM, the BIOS;
// - device.os "System image": DGX OS of April 2026 or later (the last OTA update counts), or
//   FastOS, or neither: accepted with the warning "GB10 without DGX OS";
// - device.pcie "ConnectX-7 on PCIe": the four CX-7 functions, each at its full link (a
//   function trained down to 2.5 GT/s is a known hardware fault; ASUS's x2 twin a known BIOS
//   quirk), and none at all is a finding, not "not a GB10";
// - device.mix (cluster-wide) "Models and BIOS": mixed vendors or BIOS lines in one cluster.
// Pure functions.
class IdentityChecks
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::IdentityChecks)

public:
    // The oldest DGX OS Tandem supports (the April 2026 system software release).
    static QDate minimumOsDate() { return QDate(2026, 4, 1); }

    [[nodiscard]] static Check machineCheck(const QString &node, const Result<NodeIdentity> &id);
    [[nodiscard]] static Check imageCheck(const QString &node, const Result<NodeIdentity> &id);
    [[nodiscard]] static Check pcieCheck(const QString &node, const Result<NodeIdentity> &id);
    [[nodiscard]] static Check mixCheck(const QList<QPair<QString, NodeIdentity>> &nodes);
};

} // namespace Tandem
