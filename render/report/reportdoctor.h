// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "doctor/doctorrecord.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Tandem {

struct WorkflowState;

// One cell of the link matrix as the report shows it: the one-twin ib_write_bw runs from a
// writer to a reader, summed up by the slowest of them (docs/report.md, "The Doctor").
struct DoctorMatrixCell
{
    int runs = 0;   // one-twin runs from the writer to the reader
    int errors = 0; // of them, the ones that gave no number
    std::optional<double> slowestGbps;
    LinkBand band = LinkBand::Error; // the slowest run's; Error when no run gave a number
};

// The session's last Doctor run as the report shows it (docs/report.md, "The Doctor"): the
// record without its raw scans, every finding's evidence cut as the checks' evidence is, and the
// words the HTML and the PDF both print, made here once so that the two say the same. Plain
// value type; from() is a pure function.
struct ReportDoctor
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::ReportDoctor)

public:
    DoctorRecord record;
    QList<LinkMeasurement> asymmetric; // LinkMatrix::asymmetric(): the slower run of each pair
    // The steps that read or changed the nodes after the Doctor's run (stepsAfter): while there
    // are any, its findings are history, not the cluster as it is.
    QStringList laterSteps;

    [[nodiscard]] static ReportDoctor from(const DoctorRecord &record,
                                           const QStringList &laterSteps = {});
    // The titles of the steps of `state` that finished after its Doctor run and read or changed
    // the nodes (device checks, cabling, apply, a restore, the SSH fabric, verify, bandwidth).
    [[nodiscard]] static QStringList stepsAfter(const WorkflowState &state);
    [[nodiscard]] bool isOutOfDate() const { return !laterSteps.isEmpty(); }
    // Failing findings of a run that is still current (the report's red line on page one).
    [[nodiscard]] bool failingNow() const
    {
        return !isOutOfDate() && count(FindingSeverity::Fail) > 0;
    }

    [[nodiscard]] qsizetype count(FindingSeverity severity) const;
    [[nodiscard]] QStringList nodes() const;
    [[nodiscard]] DoctorMatrixCell cell(const QString &writer, const QString &reader) const;
    [[nodiscard]] bool isAsymmetric(const LinkMeasurement &run) const;
    // "Compared with: " and LinkBands::reference(kind, viaSwitch).text, once for each kind
    // measured, in the order one twin, both twins, NCCL.
    [[nodiscard]] QStringList references() const;
    [[nodiscard]] QList<ParityItem> differing() const;
    [[nodiscard]] qsizetype matching() const;

    // The line under the verdict at the top: "Doctor: 3 failing findings, 2 warnings (run ...)".
    [[nodiscard]] QString summaryText() const;
    // "From 2026-12-03 10:00:00 UTC to ... on a, b, c, cabled directly."
    [[nodiscard]] QString ranText() const;
    [[nodiscard]] QString matchingText() const;

    [[nodiscard]] static QString groupTitle(FindingGroup group);
    [[nodiscard]] static QString severityText(FindingSeverity severity); // "FAIL", "WARN", "INFO"
    [[nodiscard]] static QString bandText(LinkBand band); // "expected", "low", "STALE", ...
    [[nodiscard]] static QString whereText(const Finding &finding);
    [[nodiscard]] static QString cellText(const DoctorMatrixCell &cell);
    [[nodiscard]] static QString twinText(const LinkMeasurement &run);
    [[nodiscard]] static QString directionText(const LinkMeasurement &run);
    // "ASYMMETRIC: b writes to a on enp1s0f0np0, 88.00 Gb/s; the other direction is ..."
    [[nodiscard]] static QString asymmetricText(const LinkMeasurement &run);
    [[nodiscard]] static QString resultText(const LinkMeasurement &run);
    [[nodiscard]] static QString ncclText(const NcclPairResult &pair);
    [[nodiscard]] static QString parityValueText(const ParityItem &item, const QString &node);

    // A run's error in a table cell: its first line, at most this many characters (the JSON
    // keeps the whole text).
    static constexpr int errorChars = 160;
};

} // namespace Tandem
