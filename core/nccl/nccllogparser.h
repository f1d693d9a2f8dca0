// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "transportsummary.h"

#include <QHash>
#include <QStringView>

namespace Tandem {

// Reads NCCL_DEBUG=INFO/WARN output line by line and builds a TransportSummary.
// Feed it every line of a log, or the lines of an nccl-tests run: it takes only lines that
// carry an NCCL log prefix and says so through addLine's return value, so callers can route
// mixed output. Not thread-safe; one instance per stream.
class NcclLogParser
{
public:
    // Returns true if the line was an NCCL log line (INFO, WARN or TRACE) and was consumed.
    // Counters stop at their maximum instead of overflowing; numbers out of range are ignored.
    bool addLine(QStringView line);

    // True if `line` contains an NCCL log prefix ("host:pid:tid [dev] NCCL INFO") anywhere;
    // `*offset` receives where that prefix starts. Used to split rows that a log line landed in.
    [[nodiscard]] static bool findLogPrefix(QStringView line, qsizetype *offset);

    [[nodiscard]] const TransportSummary &summary() const { return m_summary; }

private:
    // Which entry of m_summary.paths a channel path is, so that counting the channel lines of a
    // log with many distinct paths stays linear.
    struct PathKey
    {
        QString kind;
        QString transport;
        int netDevice = -1;
        bool gdr = false;
        friend bool operator==(const PathKey &, const PathKey &) = default;
        friend size_t qHash(const PathKey &key, size_t seed = 0)
        {
            return qHashMulti(seed, key.kind, key.transport, key.netDevice, key.gdr);
        }
    };

    TransportSummary m_summary;
    QHash<PathKey, qsizetype> m_pathIndex;
};

} // namespace Tandem
