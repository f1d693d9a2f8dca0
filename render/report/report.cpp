// SPDX-License-Identifier: GPL-3.0-or-later
#include "report.h"

#include "session/stepnames.h"

#include "buildinfo.h"
#include "report/reportchecklist.h"
#include "session/workflowstate.h"
#include "util/units.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace Tandem {

namespace {

std::span<const double> spanOf(const QList<double> &list)
{
    return {list.constData(), std::size_t(list.size())};
}

ReportBandwidth bandwidthOf(const BandwidthRecord &r, const QList<Check> &checks)
{
    ReportBandwidth b;
    b.tool = BandwidthRecord::toolKey(r.spec.tool);
    b.op = r.spec.op;
    b.soak = r.spec.isSoak();
    b.command = r.command;
    b.firstNode = r.firstNode;
    b.hosts = r.hosts;
    b.thresholdGBps = r.thresholdGBps;
    b.judgedBusbw = r.judgedBusbw;
    b.judgedBytes = r.judgedBytes;
    b.startedAt = r.startedAt;
    b.finishedAt = r.finishedAt;
    b.cancelled = r.cancelled;
    b.transport = r.transport;
    b.checks = checks;

    for (const NcclRow &row : r.rows) {
        b.rows.append(SweepRow{row.bytes,
                               row.outOfPlace.timeUs,
                               row.outOfPlace.algbw,
                               row.outOfPlace.busbw,
                               row.inPlace.busbw,
                               row.outOfPlace.wrong});
    }
    const ProbeSeries &s = r.samples;
    if (!b.soak) {
        for (qsizetype i = 0; i < s.size(); ++i)
            b.rows.append(SweepRow{s.bytes.at(i),
                                   s.timeUs.at(i),
                                   s.algbw.at(i),
                                   s.busbw.at(i),
                                   std::nullopt,
                                   double(s.wrong.at(i))});
    } else if (!s.isEmpty()) {
        SoakSummary summary;
        summary.samples = s.size();
        summary.durationSeconds = s.t.constLast() - s.t.constFirst();
        summary.bytes = s.bytes.constLast();
        std::vector<double> values(s.busbw.cbegin(), s.busbw.cend());
        const auto [low, high] = std::minmax_element(values.cbegin(), values.cend());
        summary.minBusbw = *low;
        summary.maxBusbw = *high;
        double sum = 0;
        for (double v : values)
            sum += v;
        summary.meanBusbw = sum / double(values.size());
        const auto middle = values.begin() + std::ptrdiff_t(values.size() / 2);
        std::nth_element(values.begin(), middle, values.end());
        summary.medianBusbw = *middle;
        if (values.size() % 2 == 0)
            summary.medianBusbw
                = (summary.medianBusbw + *std::max_element(values.begin(), middle)) / 2;
        for (qint64 w : s.wrong)
            summary.wrong += w;
        b.soakSummary = summary;
    }

    // The chart: busbw against size (both placements of nccl-tests) or against time.
    std::optional<double> threshold
        = r.thresholdGBps > 0 ? std::optional<double>(r.thresholdGBps) : std::nullopt;
    if (b.soak) {
        b.chart = ChartGeometry::layout(
            ChartGeometry::XAxis::Seconds,
            {ChartSeries{Report::tr("busbw"), spanOf(s.t), spanOf(s.busbw)}},
            threshold);
    } else {
        std::vector<double> x, y, xIn, yIn;
        for (const SweepRow &row : std::as_const(b.rows)) {
            if (row.busbw) {
                x.push_back(double(row.bytes));
                y.push_back(*row.busbw);
            }
            if (row.inPlaceBusbw) {
                xIn.push_back(double(row.bytes));
                yIn.push_back(*row.inPlaceBusbw);
            }
        }
        QList<ChartSeries> series{ChartSeries{
            xIn.empty() ? Report::tr("busbw") : Report::tr("busbw out-of-place"), x, y}};
        if (!xIn.empty())
            series.append(ChartSeries{Report::tr("busbw in-place"), xIn, yIn});
        b.chart = ChartGeometry::layout(ChartGeometry::XAxis::Log2Bytes, series, threshold);
    }

    const TransportSummary &t = r.transport;
    if (!t.network.isEmpty()) {
        QStringList devices;
        const QList<NetDevice> &list
            = t.network == QLatin1String("Socket") ? t.socketDevices : t.ibDevices;
        for (const NetDevice &d : list)
            devices << d.name;
        const QString layer = list.isEmpty() ? QString() : list.constFirst().linkLayer;
        b.transportText
            = devices.isEmpty() ? t.network
              : layer.isEmpty()
                  ? Report::tr("%1 on %2").arg(t.network, devices.join(QStringLiteral(", ")))
                  : Report::tr("%1 on %2 (%3)")
                        .arg(t.network, devices.join(QStringLiteral(", ")), layer);
    } else if (r.spec.usesMpiBackend()) {
        b.transportText = Report::tr(
            "MPI over TCP on the CX7 subnets (tandem-probe's MPI backend; NCCL not used)");
    } else {
        b.transportText = Report::tr("not seen in NCCL's log");
    }
    return b;
}

} // namespace

bool Report::accepted() const
{
    return !checklist.isEmpty()
           && std::all_of(checklist.cbegin(), checklist.cend(), [](const ChecklistItem &item) {
                  return item.verdict == ItemVerdict::Pass;
              });
}

bool Report::simulated() const
{
    return std::any_of(nodes.cbegin(), nodes.cend(), [](const ReportNode &node) {
        return node.address.source == QLatin1String("lab");
    });
}

QString Report::simulatedText()
{
    return tr("Simulated: these nodes are Tandem's lab, network namespaces on one computer that "
              "stand in for GB10 machines. The figures describe no real cluster.");
}

QString Report::verdictKey(ItemVerdict verdict)
{
    switch (verdict) {
    case ItemVerdict::Pass: return QStringLiteral("pass");
    case ItemVerdict::Fail: return QStringLiteral("fail");
    case ItemVerdict::NotRun: break;
    }
    return QStringLiteral("not_run");
}

QString Report::verdictText(ItemVerdict verdict)
{
    switch (verdict) {
    case ItemVerdict::Pass: return tr("PASS");
    case ItemVerdict::Fail: return tr("FAIL");
    case ItemVerdict::NotRun: break;
    }
    return tr("NOT RUN");
}

QString Report::statusText(CheckStatus status)
{
    switch (status) {
    case CheckStatus::Pass: return tr("pass");
    case CheckStatus::Warn: return tr("warn");
    case CheckStatus::Fail: return tr("fail");
    case CheckStatus::Skipped: return tr("skipped");
    case CheckStatus::Running: return tr("running");
    case CheckStatus::Pending: break;
    }
    return tr("pending");
}

QString Report::stepTitle(StepId step)
{
    return StepNames::title(step);
}

QString Report::timeText(const QDateTime &time)
{
    return time.isValid() ? time.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"))
                                + QStringLiteral(" UTC")
                          : QString();
}

QString Report::judgedText(const ReportBandwidth &bandwidth)
{
    if (!bandwidth.judgedBusbw)
        return {};
    //: %1 a bandwidth ("23.67 GB/s"), %2 judgedBasis ("at 1 GiB")
    return tr("%1 %2").arg(formatBandwidth(*bandwidth.judgedBusbw), judgedBasis(bandwidth));
}

QString Report::judgedBasis(const ReportBandwidth &bandwidth)
{
    if (!bandwidth.judgedBusbw)
        return {};
    if (bandwidth.soakSummary) {
        return tr("(the mean of %n sample(s) at %1)", nullptr, int(bandwidth.soakSummary->samples))
            .arg(formatBytes(bandwidth.judgedBytes));
    }
    return tr("at %1").arg(formatBytes(bandwidth.judgedBytes));
}

QList<SweepRow> Report::tableRows(const ReportBandwidth &bandwidth)
{
    QList<SweepRow> rows;
    for (const SweepRow &row : bandwidth.rows) {
        if (row.bytes > 0)
            rows.append(row);
    }
    return rows;
}

QString Report::emptyRowsText(const ReportBandwidth &bandwidth)
{
    const auto empty = std::count_if(bandwidth.rows.cbegin(),
                                     bandwidth.rows.cend(),
                                     [](const SweepRow &row) { return row.bytes <= 0; });
    if (empty == 0)
        return {};
    return tr("Not in the table: %n row(s) of 0 B, which moved no data. nccl-tests rounds each "
              "size down to whole elements on every rank, and the smallest sizes of this sweep "
              "came to nothing.",
              nullptr,
              int(empty));
}

QString Report::notUsedPointer()
{
    return tr("See \"Later runs not used\".");
}

QString Report::notUsedIntro(const ReportBandwidth &bandwidth)
{
    return tr("The bandwidth section shows the run from %1 to %2, the one the report rests on. "
              "These later runs were not used, newest last:")
        .arg(timeText(bandwidth.startedAt), timeText(bandwidth.finishedAt));
}

Report Report::build(const WorkflowState &state, const QDateTime &generatedAt)
{
    Report report;
    report.tandemVersion = version();
    report.stateTandemVersion = state.tandemVersion;
    report.generatedAt = generatedAt.toUTC();
    report.stateSavedAt = state.savedAt;
    report.topologyKind = state.topologyKind;
    // In the report's language, not the one the session was saved in.
    report.topologySummary = state.topology.problem.isEmpty()
                                 ? TopologyClassifier::summaryOf(state.topology)
                                 : state.topologySummary;
    report.plan = state.plan;
    report.netplanYaml = state.netplanYaml;
    report.netplanDiffs = state.netplanDiffs;
    report.moveAside = state.moveAside;

    for (const NodeAddress &address : state.nodes) {
        ReportNode node;
        node.address = address;
        const auto facts = std::find_if(state.facts.cbegin(),
                                        state.facts.cend(),
                                        [&](const NodeFacts &f) { return f.node == address.name; });
        if (facts != state.facts.cend()) {
            node.facts = *facts;
        } else {
            node.facts.node = address.name;
            node.facts.readEvidence(state.checks.value(StepId::DeviceChecks));
        }
        if (const NodePlan *planned = state.plan.node(address.name))
            node.cx7 = planned->interfaces;
        report.nodes.append(node);
    }

    for (StepId step : allStepIds) {
        if (step == StepId::Report
            || (!state.checks.contains(step) && !state.stepTimes.contains(step)))
            continue;
        ReportStep s;
        s.step = step;
        s.key = WorkflowState::stepKey(step);
        s.title = stepTitle(step);
        s.startedAt = state.stepTimes.value(step).startedAt;
        s.finishedAt = state.stepTimes.value(step).finishedAt;
        s.checks = state.checks.value(step);
        for (Check &check : s.checks)
            check.evidence.clear();
        s.worst = s.checks.isEmpty() ? CheckStatus::Pending : worstStatus(s.checks);
        report.steps.append(s);
    }

    // The run the acceptance rests on, not a later cancelled or exploratory one.
    const BandwidthEvidence evidence = ReportChecklist::bandwidthEvidence(state);
    if (evidence.run) {
        report.bandwidth = bandwidthOf(*evidence.run, evidence.checks);
        report.bandwidth->notUsed = evidence.notUsed;
        report.health = ReportHealth::from(evidence.run->health);
    }
    if (!state.doctor.isEmpty())
        report.doctor = ReportDoctor::from(state.doctor, ReportDoctor::stepsAfter(state));

    if (state.plan.nodes.isEmpty()) {
        report.snippetsError = tr("There is no network plan yet.");
    } else if (auto snippets = ServingSnippets::build(state.plan, state.topologyKind)) {
        report.snippets = *snippets;
    } else {
        report.snippetsError = snippets.error().toString();
    }

    report.checklist = ReportChecklist::build(state, report);
    return report;
}

} // namespace Tandem
