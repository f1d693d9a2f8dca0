// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace Tandem {

enum class CheckStatus { Pending, Running, Pass, Warn, Fail, Skipped };

// What a check ran to reach its verdict: the exact command (display form, no secrets) on
// which node, its exit status and output. Shown in the evidence drawer and the report.
struct Evidence
{
    QString node;
    QString command;
    int exitStatus = 0;
    QString output;
    QDateTime when;

    friend bool operator==(const Evidence &, const Evidence &) = default;
};

// One line of a step: an id stable across versions ("device.gpu", "cabling.speed"), the node
// it is about (empty for cluster-wide checks), a status, a one-line title, a detail, a fix a
// user can carry out, and its evidence. Plain value type.
struct Check
{
    QString id;
    QString node;
    CheckStatus status = CheckStatus::Pending;
    QString title;
    QString detail;
    QString fix;
    QList<Evidence> evidence;

    friend bool operator==(const Check &, const Check &) = default;
};

// "pass", "warn", "fail", "skipped", "running", "pending": the spelling JSON output uses.
[[nodiscard]] QString checkStatusKey(CheckStatus status);
// The status a key of checkStatusKey names; none for any other text.
[[nodiscard]] std::optional<CheckStatus> checkStatusFromKey(const QString &key);

// Puts `check` into `checks`: replaces the one with the same id and node, or appends it.
// Returns the row it went to.
qsizetype upsertCheck(QList<Check> &checks, const Check &check);

// The worst status in a list (Fail > Warn > Running > Pending > Skipped > Pass); Pass if empty.
[[nodiscard]] CheckStatus worstStatus(const QList<Check> &checks);

} // namespace Tandem
