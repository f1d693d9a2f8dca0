// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace Tandem {

// One acceptance run as the history lists it (docs/history.md): its id, the cluster it ran on
// (HistoryStore::clusterKey of its nodes), when, what kind of run, its verdict and judged busbw,
// and whether it is the cluster's accepted baseline. The whole session it came from is loaded
// apart (HistoryStore::load). Plain value type.
struct HistoryRun
{
    qint64 id = 0;
    QString cluster;
    QStringList nodes;
    QDateTime time;              // UTC, when the run finished
    QString kind;                // "sweep" (nccl-tests or the probe over sizes) or "soak"
    QString op;                  // "all_gather", ...
    QString verdict;             // "pass", "warn", "fail"
    std::optional<double> busbw; // GB/s, the judged busbw
    qint64 bytes = 0;            // ... at this size
    bool baseline = false;

    // {"id","cluster","nodes","time","kind","op","verdict","busbw_gbps","bytes","baseline"}
    // (docs/cli-json.md, "`tandem-cli history --json`").
    [[nodiscard]] QJsonObject toJson() const;
    friend bool operator==(const HistoryRun &, const HistoryRun &) = default;
};

} // namespace Tandem
