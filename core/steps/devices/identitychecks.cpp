// SPDX-License-Identifier: GPL-3.0-or-later
#include "identitychecks.h"

#include <QSet>

namespace Tandem {

namespace {

Check make(const char *id, const QString &node, const QString &title)
{
    Check check;
    check.id = QString::fromLatin1(id);
    check.node = node;
    check.title = title;
    return check;
}

bool unreadable(const Result<NodeIdentity> &id, Check &check)
{
    if (id)
        return false;
    check.status = CheckStatus::Fail;
    check.detail = id.error().toString();
    return true;
}

// A CX-7 function's own link: Gen5 (32 GT/s) x4 on every GB10 board.
constexpr double fullSpeedGts = 32.0;
constexpr int fullWidth = 4;

} // namespace

Check IdentityChecks::machineCheck(const QString &node, const Result<NodeIdentity> &id)
{
    Check check = make("device.dgx", node, tr("GB10 machine"));
    if (unreadable(id, check))
        return check;
    if (id->machine != QLatin1String("aarch64")) {
        check.status = CheckStatus::Fail;
        check.detail = tr("This is a %1 machine; GB10 machines are aarch64.").arg(id->machine);
        check.fix = tr("Tandem sets up GB10 machines (DGX Spark and its OEM siblings) only. "
                       "Remove this node from the list.");
        return check;
    }
    if (!id->hasGb10Gpu()) {
        check.status = CheckStatus::Fail;
        check.detail = id->hasN1xGpu()
                           ? tr("This machine has an N1X GPU, not the GB10 superchip.")
                           : tr("No GB10 GPU (PCI id 10de:2e12) is on this machine's PCIe bus.");
        check.fix = tr("Remove this node from the list. If it is a GB10 machine, check that "
                       "its GPU shows in lspci (a GB10 lists as NVIDIA Device 2e12).");
        return check;
    }
    const Gb10Identity model = id->model();
    check.status = CheckStatus::Pass;
    check.detail = model.bios.isEmpty() ? model.displayName()
                                        : tr("%1, BIOS %2").arg(model.displayName(), model.bios);
    return check;
}

Check IdentityChecks::imageCheck(const QString &node, const Result<NodeIdentity> &id)
{
    Check check = make("device.os", node, tr("System image"));
    if (unreadable(id, check))
        return check;
    if (id->dgxRelease) {
        const DgxRelease &release = *id->dgxRelease;
        const QString version
            = release.version().isEmpty() ? tr("unknown version") : release.version();
        const QDate date = release.softwareDate();
        // An update whose date is in a locale Tandem cannot read: the build date alone would
        // judge the node by what it was installed as, not by what it runs.
        if (!release.otaDate.isEmpty() && !release.otaQDate().isValid()
            && (!date.isValid() || date < minimumOsDate())) {
            check.status = CheckStatus::Warn;
            check.detail = tr("DGX OS %1, updated on \"%2\": Tandem cannot read that date, so "
                              "it cannot tell whether this is the April 2026 release or later.")
                               .arg(version, release.otaDate);
            check.fix = tr("Check on the node that DGX OS is from April 2026 or later (DGX "
                           "Dashboard shows it), or update it.");
            return check;
        }
        if (!date.isValid()) {
            check.status = CheckStatus::Warn;
            check.detail = tr("DGX OS %1: /etc/dgx-release has no date Tandem can read, so it "
                              "cannot tell whether it is the April 2026 release or later.")
                               .arg(version);
            return check;
        }
        if (date < minimumOsDate()) {
            check.status = CheckStatus::Fail;
            check.detail = tr("DGX OS %1, of %2, is older than the April 2026 release that "
                              "clustering needs.")
                               .arg(version, date.toString(Qt::ISODate));
            check.fix = tr("Update the node with DGX Dashboard (or sudo apt update && sudo apt "
                           "full-upgrade), reboot, and run the checks again.");
            return check;
        }
        check.status = CheckStatus::Pass;
        check.detail = tr("DGX OS %1, of %2.").arg(version, date.toString(Qt::ISODate));
        return check;
    }
    if (id->fastOsRelease) {
        check.status = CheckStatus::Pass;
        check.detail = id->image();
        return check;
    }
    check.status = CheckStatus::Warn;
    check.detail = tr("GB10 without DGX OS: neither /etc/dgx-release nor /etc/fastos-release is "
                      "there (a stock Ubuntu image). What DGX OS brings may be missing: the "
                      "ConnectX tools (ibdev2netdev; Tandem reads sysfs instead), the NVIDIA "
                      "kernel and its RoCE settings, CUDA in /usr/local/cuda, and the OTA "
                      "updates.");
    check.fix = tr("Install NVIDIA's DGX OS packages for this model from its vendor, or go on "
                   "and let the later checks name what is missing.");
    return check;
}

Check IdentityChecks::pcieCheck(const QString &node, const Result<NodeIdentity> &id)
{
    Check check = make("device.pcie", node, tr("ConnectX-7 on PCIe"));
    if (unreadable(id, check))
        return check;
    const QList<PciFunction> cx7 = id->connectX7();
    if (cx7.isEmpty()) {
        check.status = CheckStatus::Warn;
        check.detail = tr("No ConnectX-7 function is on PCIe. Every GB10 machine has one "
                          "(four functions); a known hardware fault loses them after the link "
                          "trains down.");
        check.fix = tr("Power the node off and on (not a reboot), then run the checks again; "
                       "if it stays missing, contact the vendor.");
        return check;
    }
    const Gb10Identity model = id->model();
    QStringList slow;
    QStringList narrow;
    QStringList links;
    for (const PciFunction &f : cx7) {
        links << QStringLiteral("%1 %2 GT/s x%3").arg(f.address).arg(f.speedGts).arg(f.width);
        if (f.speedGts > 0 && f.speedGts < fullSpeedGts)
            slow << f.address;
        else if (f.width > 0 && f.width < fullWidth)
            narrow << f.address;
    }
    check.detail = links.join(QStringLiteral(", "));
    if (!slow.isEmpty()) {
        check.status = CheckStatus::Fail;
        check.detail = tr("%1 trained below PCIe Gen5 (%2). A ConnectX-7 link at 2.5 GT/s is a "
                          "known hardware fault: the fabric runs at a fraction of its speed or "
                          "the port vanishes.")
                           .arg(slow.join(QStringLiteral(", ")), check.detail);
        check.fix = tr("Power the node off and on; if the link stays slow, update the BIOS and "
                       "contact the vendor.");
        return check;
    }
    if (!narrow.isEmpty()) {
        check.status = CheckStatus::Warn;
        const bool asus = model.model && model.model->secondTwinX2BeforeBios202604;
        check.detail = (asus ? tr("%1 run at PCIe x2 (%2): on the ASUS Ascent GX10 before the "
                                  "April 2026 BIOS the second half of each port trains at x2, "
                                  "so that twin carries about half.")
                             : tr("%1 run on fewer than 4 PCIe lanes (%2): that twin carries "
                                  "less."))
                           .arg(narrow.join(QStringLiteral(", ")), check.detail);
        check.fix = asus ? tr("Update the GX10's BIOS (ASUS support, April 2026 or later) and "
                              "run the checks again.")
                         : tr("Update the BIOS and run the checks again.");
        return check;
    }
    check.status = cx7.size() == 4 ? CheckStatus::Pass : CheckStatus::Warn;
    if (cx7.size() != 4) {
        check.detail = tr("%n ConnectX-7 function(s) instead of 4 (%1).", nullptr, int(cx7.size()))
                           .arg(check.detail);
    }
    return check;
}

Check IdentityChecks::mixCheck(const QList<QPair<QString, NodeIdentity>> &nodes)
{
    Check check = make("device.mix", QString(), tr("Models and BIOS"));
    QSet<QString> vendors;
    QHash<QString, QSet<QString>> biosByModel;
    QStringList summary;
    for (const auto &[node, id] : nodes) {
        const Gb10Identity model = id.model();
        // What the firmware does not say is no difference.
        if (!model.vendor.isEmpty())
            vendors.insert(model.vendor);
        const QString key = model.model ? model.model->id : model.displayName();
        if (!id.dmi.biosVersion.isEmpty())
            biosByModel[key].insert(id.dmi.biosVersion);
        summary << (model.bios.isEmpty()
                        ? tr("%1: %2").arg(node, model.displayName())
                        : tr("%1: %2, BIOS %3").arg(node, model.displayName(), model.bios));
    }
    check.detail = summary.join(QStringLiteral("; "));
    if (nodes.isEmpty()) {
        check.status = CheckStatus::Skipped;
        return check;
    }
    QStringList mixedBios;
    for (auto it = biosByModel.cbegin(); it != biosByModel.cend(); ++it) {
        if (it.value().size() > 1)
            mixedBios << it.key();
    }
    if (!mixedBios.isEmpty()) {
        check.status = CheckStatus::Warn;
        check.detail = tr("Nodes of the same model run different BIOS versions (%1). %2")
                           .arg(mixedBios.join(QStringLiteral(", ")), check.detail);
        check.fix = tr("Update every node of a model to the same BIOS, so that a difference in "
                       "bandwidth is not the firmware's.");
    } else if (vendors.size() > 1) {
        check.status = CheckStatus::Warn;
        check.detail = tr("This cluster mixes vendors (the same GB10 board and ports, so it "
                          "works; their firmware and images differ). %1")
                           .arg(check.detail);
    } else {
        check.status = CheckStatus::Pass;
    }
    return check;
}

} // namespace Tandem
