// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "doctor/finding.h"
#include "health/healthlog.h"
#include "history/historycompare.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Tandem {

// The fabric's and GPUs' health during the last bandwidth run as the report shows it
// (docs/report.md, "Health"; docs/health.md): the events summed per node, interface and kind
// with their first and last time, the error counters that grew with their totals, and the
// Doctor's findings for them. The words the HTML and the PDF print are made here once. Plain
// value type; from() is pure.
struct ReportHealth
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::ReportHealth)

public:
    struct EventRow
    {
        QString node;
        QString interface;
        QString kind; // healthEventKey
        qint64 count = 0;
        double firstT = 0;
        double lastT = 0;
    };
    struct CounterRow
    {
        QString node;
        QString interface;
        QString counter;
        quint64 total = 0;
    };

    double intervalSeconds = 0;
    qsizetype samples = 0;
    QStringList nodes;
    QList<EventRow> events;
    QList<CounterRow> errorCounters;
    QList<Finding> findings;

    // nullopt for a run that was not sampled.
    [[nodiscard]] static std::optional<ReportHealth> from(const HealthLog &log);
    // "Health: fabric and GPUs stayed healthy (30 samples from 2 nodes every 2 s)." or the
    // findings' titles.
    [[nodiscard]] QString summaryText() const;
    [[nodiscard]] bool healthy() const { return findings.isEmpty(); }
    [[nodiscard]] QJsonObject toJson() const;

    // The comparison with the accepted baseline, as one line: "No regression against run 3
    // (2026-12-01 ...): within 5 % at every size." or the regressed sizes.
    [[nodiscard]] static QString baselineText(const HistoryComparison &comparison);
};

} // namespace Tandem
