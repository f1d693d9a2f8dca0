// SPDX-License-Identifier: GPL-3.0-or-later
#include "check.h"

namespace Tandem {

QString checkStatusKey(CheckStatus status)
{
    switch (status) {
    case CheckStatus::Pending: return QStringLiteral("pending");
    case CheckStatus::Running: return QStringLiteral("running");
    case CheckStatus::Pass: return QStringLiteral("pass");
    case CheckStatus::Warn: return QStringLiteral("warn");
    case CheckStatus::Fail: return QStringLiteral("fail");
    case CheckStatus::Skipped: return QStringLiteral("skipped");
    }
    return {};
}

std::optional<CheckStatus> checkStatusFromKey(const QString &key)
{
    for (CheckStatus s : {CheckStatus::Pass,
                          CheckStatus::Warn,
                          CheckStatus::Fail,
                          CheckStatus::Skipped,
                          CheckStatus::Running,
                          CheckStatus::Pending}) {
        if (checkStatusKey(s) == key)
            return s;
    }
    return std::nullopt;
}

qsizetype upsertCheck(QList<Check> &checks, const Check &check)
{
    for (qsizetype row = 0; row < checks.size(); ++row) {
        if (checks.at(row).id == check.id && checks.at(row).node == check.node) {
            checks[row] = check;
            return row;
        }
    }
    checks.append(check);
    return checks.size() - 1;
}

namespace {

int severity(CheckStatus status)
{
    switch (status) {
    case CheckStatus::Pass: return 0;
    case CheckStatus::Skipped: return 1;
    case CheckStatus::Pending: return 2;
    case CheckStatus::Running: return 3;
    case CheckStatus::Warn: return 4;
    case CheckStatus::Fail: return 5;
    }
    return 0;
}

} // namespace

CheckStatus worstStatus(const QList<Check> &checks)
{
    CheckStatus worst = CheckStatus::Pass;
    for (const Check &check : checks) {
        if (severity(check.status) > severity(worst))
            worst = check.status;
    }
    return worst;
}

} // namespace Tandem
