// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportdoctor.h"

#include "session/stepnames.h"
#include "session/workflowstate.h"

#include "report/report.h"
#include "report/reportchecklist.h"
#include "util/units.h"

#include <QLocale>

#include <algorithm>

namespace Tandem {

namespace {

QString gbpsText(double value)
{
    // Two decimals: what the JSON keeps (LinkMeasurement::toJson), so all three agree.
    return ReportDoctor::tr("%1 Gb/s").arg(QLocale::c().toString(value, 'f', 2));
}

// A node's error in a table cell: its first line, shortened.
QString shortError(const QString &error)
{
    const QString line = error.section(QLatin1Char('\n'), 0, 0).trimmed();
    if (line.isEmpty())
        return ReportDoctor::tr("no number");
    return line.size() > ReportDoctor::errorChars
               ? line.left(ReportDoctor::errorChars - 1) + QChar(0x2026)
               : line;
}

} // namespace

QStringList ReportDoctor::stepsAfter(const WorkflowState &state)
{
    const QDateTime doctorRan
        = state.doctor.finishedAt.isValid() ? state.doctor.finishedAt : state.doctor.startedAt;
    QStringList later;
    if (!doctorRan.isValid())
        return later;
    for (StepId step : {StepId::DeviceChecks,
                        StepId::Cabling,
                        StepId::Apply,
                        StepId::SshFabric,
                        StepId::Verify,
                        StepId::Bandwidth}) {
        const QDateTime finished = state.stepTimes.value(step).finishedAt;
        if (finished.isValid() && finished > doctorRan)
            later << StepNames::title(step);
    }
    const QDateTime restored = state.lastRestore.finishedAt;
    if (!state.lastRestore.isEmpty() && restored.isValid() && restored > doctorRan
        && !later.contains(StepNames::title(StepId::Apply)))
        later << tr("Restore");
    return later;
}

ReportDoctor ReportDoctor::from(const DoctorRecord &record, const QStringList &laterSteps)
{
    ReportDoctor doctor;
    doctor.record = record;
    doctor.laterSteps = laterSteps;
    // The scans are the raw per-node reading; the report shows what came of them (the parity
    // table, the findings) and keeps its own per-node facts (docs/report.md, "The Doctor").
    doctor.record.scans.clear();
    for (Finding &finding : doctor.record.findings)
        finding.evidence = ReportChecklist::cut(finding.evidence);
    doctor.asymmetric = record.matrix.asymmetric();
    return doctor;
}

qsizetype ReportDoctor::count(FindingSeverity severity) const
{
    return std::count_if(record.findings.cbegin(),
                         record.findings.cend(),
                         [severity](const Finding &f) { return f.severity == severity; });
}

QStringList ReportDoctor::nodes() const
{
    if (!record.parity.nodes.isEmpty())
        return record.parity.nodes;
    if (!record.matrix.nodes.isEmpty())
        return record.matrix.nodes;
    QStringList list;
    for (const LinkMeasurement &m : record.matrix.rdma) {
        for (const QString &node : {m.a, m.b}) {
            if (!list.contains(node))
                list << node;
        }
    }
    return list;
}

DoctorMatrixCell ReportDoctor::cell(const QString &writer, const QString &reader) const
{
    DoctorMatrixCell c;
    for (const LinkMeasurement &m : record.matrix.between(writer, reader)) {
        if (m.kind != LinkKind::OneTwin)
            continue;
        ++c.runs;
        if (!m.gbps) {
            ++c.errors;
            continue;
        }
        if (!c.slowestGbps || *m.gbps < *c.slowestGbps) {
            c.slowestGbps = m.gbps;
            c.band = m.band;
        }
    }
    return c;
}

bool ReportDoctor::isAsymmetric(const LinkMeasurement &run) const
{
    return asymmetric.contains(run);
}

QStringList ReportDoctor::references() const
{
    const auto measured = [this](LinkKind kind) {
        return std::any_of(record.matrix.rdma.cbegin(),
                           record.matrix.rdma.cend(),
                           [kind](const LinkMeasurement &m) { return m.kind == kind; });
    };
    const bool viaSwitch = record.matrix.viaSwitch;
    QStringList list;
    for (LinkKind kind : {LinkKind::OneTwin, LinkKind::BothTwins}) {
        if (measured(kind))
            list << tr("Compared with: %1").arg(LinkBands::reference(kind, viaSwitch).text);
    }
    if (!record.matrix.nccl.isEmpty())
        list << tr("Compared with: %1")
                    .arg(LinkBands::reference(LinkKind::NcclPair, viaSwitch).text);
    return list;
}

QList<ParityItem> ReportDoctor::differing() const
{
    return record.parity.differing();
}

qsizetype ReportDoctor::matching() const
{
    return record.parity.items.size() - differing().size();
}

QString ReportDoctor::summaryText() const
{
    const qsizetype failing = count(FindingSeverity::Fail);
    const qsizetype warnings = count(FindingSeverity::Warn);
    QStringList parts{failing == 0 ? tr("no failing findings")
                                   : tr("%n failing finding(s)", nullptr, int(failing))};
    if (warnings > 0)
        parts << tr("%n warning(s)", nullptr, int(warnings));
    const QString when
        = Report::timeText(record.finishedAt.isValid() ? record.finishedAt : record.startedAt);
    if (isOutOfDate()) {
        // Findings of a run the nodes may have moved on from: history, not the cluster now.
        return tr("Doctor: out of date. Its last run (%1) found %2, but %3 ran after it, so the "
                  "nodes may have changed since; run the Doctor again for a current view. The "
                  "Doctor's findings do not change the checklist.")
            .arg(when.isEmpty() ? tr("time unknown") : when,
                 parts.join(QStringLiteral(", ")),
                 laterSteps.join(QStringLiteral(", ")));
    }
    // The Doctor judges how the cluster performs, not whether it was set up as the checklist
    // asks: its findings are shown here and never change an item (docs/report.md, "The Doctor").
    return when.isEmpty()
               ? tr("Doctor: %1. The Doctor's findings do not change the checklist.")
                     .arg(parts.join(QStringLiteral(", ")))
               : tr("Doctor: %1 (run %2). The Doctor's findings do not change the checklist.")
                     .arg(parts.join(QStringLiteral(", ")), when);
}

QString ReportDoctor::ranText() const
{
    // A record read from a damaged or hand-edited file may lack either; say so rather than
    // print a sentence with holes in it.
    const auto when = [](const QDateTime &time) {
        return time.isValid() ? Report::timeText(time) : tr("an unrecorded time");
    };
    const QStringList list = nodes();
    const QString how = record.matrix.viaSwitch ? tr("through a switch") : tr("cabled directly");
    return tr("From %1 to %2 on %3, %4.")
        .arg(when(record.startedAt),
             when(record.finishedAt),
             list.isEmpty() ? tr("no named node") : list.join(QStringLiteral(", ")),
             how);
}

QString ReportDoctor::matchingText() const
{
    return tr("%n more item(s) match on every node. [odd]: the node differs from the majority.",
              nullptr,
              int(matching()));
}

QString ReportDoctor::groupTitle(FindingGroup group)
{
    switch (group) {
    case FindingGroup::Fixable: return tr("Tandem can fix this now");
    case FindingGroup::Decision: return tr("Needs your decision");
    case FindingGroup::Hardware: break;
    }
    return tr("Needs hands on the hardware");
}

QString ReportDoctor::severityText(FindingSeverity severity)
{
    switch (severity) {
    case FindingSeverity::Fail: return tr("FAIL");
    case FindingSeverity::Warn: return tr("WARN");
    case FindingSeverity::Info: break;
    }
    return tr("INFO");
}

QString ReportDoctor::bandText(LinkBand band)
{
    switch (band) {
    case LinkBand::Expected: return tr("expected");
    case LinkBand::Low: return tr("low");
    case LinkBand::Stale: return tr("STALE");
    case LinkBand::Fail: return tr("FAIL");
    case LinkBand::Error: break;
    }
    return tr("ERROR");
}

QString ReportDoctor::whereText(const Finding &finding)
{
    QString text = finding.nodes.isEmpty()
                       ? tr("Nodes: the whole cluster.")
                       : tr("Nodes: %1.").arg(finding.nodes.join(QStringLiteral(", ")));
    if (!finding.interface.isEmpty()) {
        text += QLatin1Char(' ')
                + (finding.port == QLatin1String("left")    ? tr("Interface: %1 (left port).")
                   : finding.port == QLatin1String("right") ? tr("Interface: %1 (right port).")
                                                            : tr("Interface: %1."))
                      .arg(finding.interface);
    }
    return text;
}

QString ReportDoctor::cellText(const DoctorMatrixCell &cell)
{
    if (cell.runs == 0)
        return tr("no run");
    QString text = cell.slowestGbps
                       ? gbpsText(*cell.slowestGbps) + QLatin1Char('\n') + bandText(cell.band)
                       : bandText(LinkBand::Error);
    if (cell.errors > 0)
        text += QLatin1Char('\n') + tr("%n run(s) failed", nullptr, cell.errors);
    return text;
}

QString ReportDoctor::twinText(const LinkMeasurement &run)
{
    if (run.kind == LinkKind::BothTwins)
        return tr("both twins");
    return run.peerTwin.isEmpty() || run.peerTwin == run.twin
               ? run.twin
               : run.twin + QStringLiteral(" / ") + run.peerTwin;
}

QString ReportDoctor::directionText(const LinkMeasurement &run)
{
    return tr("%1 writes to %2").arg(run.writer(), run.reader());
}

QString ReportDoctor::asymmetricText(const LinkMeasurement &run)
{
    return tr("ASYMMETRIC: %1 on %2, %3; the other direction is more than %4 % faster.")
        .arg(directionText(run), twinText(run), resultText(run))
        .arg(qRound(LinkMatrix::asymmetryShare * 100));
}

QString ReportDoctor::resultText(const LinkMeasurement &run)
{
    return run.gbps ? gbpsText(*run.gbps) : shortError(run.error);
}

QString ReportDoctor::ncclText(const NcclPairResult &pair)
{
    return pair.busbwGBps ? formatBandwidth(*pair.busbwGBps) : shortError(pair.error);
}

QString ReportDoctor::parityValueText(const ParityItem &item, const QString &node)
{
    const QString value = item.values.value(node);
    const QString text = value.isEmpty() ? tr("(not found)") : value;
    return item.odd.contains(node) ? tr("%1 [odd]").arg(text) : text;
}

} // namespace Tandem
