// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inventory/deviceidentityparser.h"
#include "inventory/dmiinfo.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace Tandem {

// One member of the GB10 family. They share the board design: the same two QSFP112 ports and
// interface names (docs/gb10-family.md), so one cluster may mix them.
struct Gb10Model
{
    QString id;     // "dgx-spark", "asus-gx10", … (tandem-lab up --model uses the same ids)
    QString vendor; // "NVIDIA", "ASUS", "Dell", …
    QString model;  // "DGX Spark", "Ascent GX10", …
    // The rear-panel drawing shows the ports where they are on this box; elsewhere the GUI
    // names the ports and says which one has carrier.
    bool rearPanelKnown = false;
    // ASUS: before the April 2026 BIOS, the second half of each port trains at PCIe x2.
    bool secondTwinX2BeforeBios202604 = false;
    // MSI: the desktop image lets NetworkManager manage the cluster ports.
    bool networkManagerPorts = false;

    friend bool operator==(const Gb10Model &, const Gb10Model &) = default;
};

// What Tandem makes of a node's DMI and dgx-release: the model, named for people.
struct Gb10Identity
{
    std::optional<Gb10Model> model; // nullopt: a GB10 of a vendor Tandem does not know
    QString vendor;                 // as the firmware names it, or the catalogue's vendor
    QString product;                // DMI product (or family), else DGX_PLATFORM
    QString bios;                   // "1.2.0 (03/14/2026)"
    // "ASUS Ascent GX10", "Dell Pro Max with GB10", "GB10 (Foo Corp. Bar 1)".
    [[nodiscard]] QString displayName() const;
};

// The catalogue of GB10 machines, and matching a node to it. Matching goes by the DMI vendor
// first (first-hand DMI strings of every OEM box are not public, so the product string is
// shown as the firmware writes it rather than required), then by DGX_PLATFORM ("GX10",
// "HP ZGX Nano G1n AI Station", NVIDIA's "DGX Server for KVM"). Pure, thread-safe.
class Gb10Models
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::Gb10Models)

public:
    [[nodiscard]] static const QList<Gb10Model> &all();
    [[nodiscard]] static std::optional<Gb10Model> byId(const QString &id);
    [[nodiscard]] static Gb10Identity identify(const DmiInfo &dmi, const DgxRelease *release);
};

} // namespace Tandem
