// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/report.h"

#include <QCoreApplication>

namespace Tandem {

struct BandwidthRecord;
struct WorkflowState;

// The bandwidth run a report rests on (ReportChecklist::bandwidthEvidence).
struct BandwidthEvidence
{
    const BandwidthRecord *run = nullptr; // into the state; null: no run to rest on
    QList<Check> checks;
    bool accepted = false; // the state's accepted run (else its last, completed one)
    QString verifyStamp;   // accepted: the verify result it was measured on
    QStringList notUsed;   // later runs not used, one sentence each
};

// The five acceptance items (docs/report.md, "The checklist") and the rules that judge them from a
// saved state; Report::build() calls it, and docs/report.md spells the rules out:
// - ping: a passing verify.ping for every ordered pair of nodes that share a CX7 subnet;
// - ssh: a passing verify.ssh for every such pair, one login user on every node, and
//   user.same not failed;
// - nccl: the run the acceptance rests on (bandwidthEvidence) used NCCL (nccl-tests, or
//   tandem-probe's NCCL backend) and its run, transport and threshold checks passed (warnings
//   allowed); later runs not used are named with why;
// - serving: every address in the serving snippets is a planned CX7 address, none a node's
//   management address;
// - backup_restore: a restore that passed on every node, and after it an apply (which backs
//   up every file it changes) that passed.
// Ping, SSH and NCCL results older than the last restore, or built on a step that changed since
// (session/steplineage.h), are out of date and fail. Pure functions.
class ReportChecklist
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::ReportChecklist)

public:
    // `report` must already hold the nodes, plan, bandwidth and snippets.
    [[nodiscard]] static QList<ChecklistItem> build(const WorkflowState &state,
                                                    const Report &report);

    [[nodiscard]] static ChecklistItem ping(const WorkflowState &state);
    [[nodiscard]] static ChecklistItem ssh(const WorkflowState &state);
    [[nodiscard]] static ChecklistItem nccl(const WorkflowState &state);
    [[nodiscard]] static ChecklistItem serving(const WorkflowState &state, const Report &report);
    [[nodiscard]] static ChecklistItem backupRestore(const WorkflowState &state);
    // The accepted run (session/acceptedbandwidth.h) where the session has one; else its last
    // run unless that was cancelled; else none.
    [[nodiscard]] static BandwidthEvidence bandwidthEvidence(const WorkflowState &state);

    // A check as the report keeps it: evidence output cut to Report::evidenceLines lines.
    [[nodiscard]] static ReportCheck trimmed(StepId step, const Check &check);
    // Evidence as the report keeps it: the first Report::evidenceLines lines, at most
    // Report::evidenceChars characters, and a note of how many lines the saved state has besides.
    [[nodiscard]] static QString cut(const QString &output);
};

} // namespace Tandem
