// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "history/historyrun.h"
#include "result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace Tandem {

struct WorkflowState;

// Two runs side by side (docs/history.md, "Comparing runs"): busbw at every size either measured,
// the checks whose status changed, and the versions that changed on each node. Run `a` is the
// reference (the baseline): a size where `b` is more than kRegressionPercent below it is a
// regression. Plain value type.
struct HistoryComparison
{
    static constexpr double kRegressionPercent = 5.0;

    struct Size
    {
        qint64 bytes = 0;
        std::optional<double> a; // GB/s
        std::optional<double> b;
        std::optional<double> changePercent; // (b - a) / a, where both are there
        bool regression = false;
    };
    struct Change
    {
        QString what; // a check's id, or a version's name ("driver", "kernel", "nccl")
        QString node; // empty for the cluster
        QString title;
        QString a; // "" where the run does not have it
        QString b;
    };

    HistoryRun a;
    HistoryRun b;
    QString toolA; // BandwidthRecord::toolLabel of each run
    QString toolB;
    QList<Size> sizes;
    QList<Change> checks;
    QList<Change> versions;

    [[nodiscard]] QList<Size> regressions() const;
    // docs/cli-json.md, "`tandem-cli history --json`"
    [[nodiscard]] QJsonObject toJson() const;
};

// Builds a comparison from two runs and the sessions they were recorded from. Pure.
class HistoryCompare
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::HistoryCompare)

public:
    [[nodiscard]] static HistoryComparison between(const HistoryRun &a,
                                                   const WorkflowState &stateA,
                                                   const HistoryRun &b,
                                                   const WorkflowState &stateB);
    // The session's last bandwidth run beside its cluster's accepted baseline in the history at
    // `historyPath` (HistoryStore::baseline), for the report; nullopt when the cluster has no
    // baseline, when the run is the baseline itself, or when the history has no file yet.
    [[nodiscard]] static Result<std::optional<HistoryComparison>>
    withBaseline(const WorkflowState &state, const QString &historyPath);
};

} // namespace Tandem
