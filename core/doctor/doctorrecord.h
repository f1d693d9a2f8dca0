// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "doctor/finding.h"
#include "doctor/linkmatrix.h"
#include "doctor/nodescan.h"
#include "doctor/paritytable.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>

namespace Tandem {

// The last Doctor run of a session: its findings, the link matrix, the parity table and the
// scans they came from. Saved with the session, shown on the Doctor page and in the report, and
// printed by `tandem-cli doctor --json` (docs/cli-json.md, "Doctor findings"). Plain value type.
struct DoctorRecord
{
    QList<Finding> findings;
    LinkMatrix matrix;
    ParityTable parity;
    QList<NodeScan> scans;
    QDateTime startedAt;
    QDateTime finishedAt;

    [[nodiscard]] bool isEmpty() const
    {
        return findings.isEmpty() && scans.isEmpty() && matrix.isEmpty();
    }
    // No finding of severity fail or warn.
    [[nodiscard]] bool isClean() const;
    [[nodiscard]] QList<Finding> findingsIn(FindingGroup group) const;

    // {"findings": [...], "links": [...], "nccl": [...], "parity": [...], "nodes": [...],
    //  "via_switch", "started_at", "finished_at", "scans": [...]}
    [[nodiscard]] QJsonObject toJson() const;
    // Values of the wrong type read as empty; never throws.
    [[nodiscard]] static DoctorRecord fromJson(const QJsonObject &object);
    friend bool operator==(const DoctorRecord &, const DoctorRecord &) = default;
};

} // namespace Tandem
