// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/check.h"
#include "doctor/finding.h"
#include "doctor/linkmatrix.h"
#include "doctor/nodescan.h"
#include "doctor/paritytable.h"
#include "plan/addressplan.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>

namespace Tandem {

// Everything the Doctor saw, for the rules to read.
struct DoctorInput
{
    QList<NodeScan> scans; // in node order
    // node -> its /etc/netplan files (name -> content); a node missing here was not read
    QMap<QString, QMap<QString, QByteArray>> netplanFiles;
    ParityTable parity;
    LinkMatrix matrix;
    AddressPlan plan;    // Tandem's plan of this session; empty when there is none
    QList<Check> checks; // failed or warned checks of the session's other steps
};

// Turns symptoms into findings with the rules of core/doctor/knowledgerules.cpp (docs/doctor.md,
// "Rules"). A symptom that a more specific rule explains is not reported twice: a slow link at
// 100G is a speed finding, not a slow-link one; an RDMA test that failed across an MTU mismatch
// is the MTU finding. Findings come worst first: fail, warn, info; within one, in rule order.
// Pure, thread-safe.
class Diagnosis
{
public:
    [[nodiscard]] static QList<Finding> run(const DoctorInput &input);

    // The parts of run(), for the tests.
    // The link rules, the cabling rules (cabling()) among them.
    [[nodiscard]] static QList<Finding> links(const DoctorInput &input);
    [[nodiscard]] static QList<Finding> cabling(const DoctorInput &input);
    [[nodiscard]] static QList<Finding> nodes(const DoctorInput &input);
    [[nodiscard]] static QList<Finding> versions(const DoctorInput &input);
    [[nodiscard]] static QList<Finding> earlierChecks(const DoctorInput &input,
                                                      const QList<Finding> &found);
};

} // namespace Tandem
