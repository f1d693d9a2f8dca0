// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"
#include "ssh/remotecommand.h"

#include <QDate>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace Tandem {

// What one node is and runs, for the acceptance report's "nodes and versions": the host name,
// kernel and OS (one `uname` + os-release command the device step runs), and what the device
// and user checks already read (/etc/dgx-release, nvidia-smi, id), taken from their evidence so
// that a state saved before this record existed still yields it. Empty strings and -1 mean
// "not learnt". Plain value type.
struct NodeFacts
{
    QString node;
    QString hostname;     // uname -n
    QString kernel;       // uname -r
    QString machine;      // uname -m ("aarch64")
    QString os;           // PRETTY_NAME of /etc/os-release
    QString model;        // "ASUS Ascent GX10" (DMI, else DGX_PLATFORM); DGX_PRETTY_NAME before
    QString modelId;      // Gb10Models id: "asus-gx10"; empty for a vendor Tandem does not know
    QString vendor;       // "ASUS"
    QString bios;         // "1.2.0 (03/14/2026)"
    QString image;        // "DGX OS 7.5.0", a FastOS name, or "Ubuntu 24.04.4 LTS (no DGX OS)"
    QString dgxOsVersion; // DGX_SWBUILD_VERSION
    QDate dgxOsBuildDate; // DGX_SWBUILD_DATE
    QString gpu;          // "NVIDIA GB10"
    QString driver;       // nvidia-smi driver_version
    QString user;
    qint64 uid = -1;
    qint64 gid = -1;
    QString group;

    // The image for people: `image`, or for a state saved before it existed "DGX OS 7.2.0
    // (built 2026-04-15)".
    [[nodiscard]] QString imageSummary() const;

    [[nodiscard]] QJsonObject toJson() const;
    [[nodiscard]] static NodeFacts fromJson(const QJsonObject &object);

    // Prints the host name, kernel release and machine on three lines, then /etc/os-release.
    [[nodiscard]] static RemoteCommand hostCommand();
    // Reads hostCommand()'s output into this record; lines it cannot read are left out.
    void readHost(const QByteArray &out);
    // Fills the fields still empty from the evidence of the device step's checks
    // (device.dgx, device.gpu, user.same) about this node.
    void readEvidence(const QList<Check> &deviceChecks);

    friend bool operator==(const NodeFacts &, const NodeFacts &) = default;
};

} // namespace Tandem
