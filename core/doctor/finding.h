// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace Tandem {

// Who can act on a finding (docs/doctor.md, "Findings"): Tandem itself, through the same
// backed-up, watchdog-guarded path as any change; the admin, who must choose (which version to
// keep); or someone at the machines (reseat a cable, power-cycle with the cord out).
enum class FindingGroup { Fixable, Decision, Hardware };
enum class FindingSeverity { Fail, Warn, Info };

// What Tandem's Repair does for a fixable finding. Each is one change through the paths every
// change takes (backups, the node's lock, the apply watchdog).
enum class RepairKind {
    None,
    ReapplyPlan,   // write the plan's netplan again and apply it (MTU, drifted or stale files)
    UnpinGidIndex, // take NCCL_IB_GID_INDEX out of the NCCL config file that pins it
    MpirunPath,    // put mpirun's folder on the PATH non-interactive SSH sessions get
};

// One symptom traced to a cause and a fix: what is wrong (title), what Tandem saw (evidence),
// why it happens (cause), what to do (fix) and where the knowledge comes from (source). `id` is
// the rule's id in core/doctor/knowledgerules.cpp. Plain value type.
struct Finding
{
    QString id;
    FindingGroup group = FindingGroup::Decision;
    FindingSeverity severity = FindingSeverity::Warn;
    QStringList nodes;
    QString interface; // the twin meant, where one is
    QString port;      // "left" / "right": the rear-panel cage meant, where one is
    QString title;
    QString evidence;
    QString cause;
    QString fix;
    QString source;
    RepairKind repair = RepairKind::None;
    QString repairTarget; // what Repair changes: the NCCL config file, the folder put on PATH
    // What the rule's texts were filled with (Knowledge::finding), so that they can be made
    // again in another language (Knowledge::retranslate); none for texts a rule wrote itself.
    std::optional<QMap<QString, QString>> values;

    [[nodiscard]] QJsonObject toJson() const;
    // Unknown keys read as their defaults; never throws.
    [[nodiscard]] static Finding fromJson(const QJsonObject &object);

    friend bool operator==(const Finding &, const Finding &) = default;
};

// "fixable", "decision", "hardware"; "fail", "warn", "info"; "reapply-plan", ...: the JSON
// spellings (docs/cli-json.md, "Doctor findings").
[[nodiscard]] QString findingGroupKey(FindingGroup group);
[[nodiscard]] std::optional<FindingGroup> findingGroupFromKey(const QString &key);
[[nodiscard]] QString findingSeverityKey(FindingSeverity severity);
[[nodiscard]] std::optional<FindingSeverity> findingSeverityFromKey(const QString &key);
[[nodiscard]] QString repairKindKey(RepairKind repair);
[[nodiscard]] std::optional<RepairKind> repairKindFromKey(const QString &key);

} // namespace Tandem
