// SPDX-License-Identifier: GPL-3.0-or-later
// The order and look of the report's PDF pages (ReportDocument); the same facts as the HTML.
#include "reportlayout.h"

#include "report/pagebuilder.h"
#include "report/reportappendix.h"
#include "report/reportlayoutappendix.h"
#include "report/reportlayoutdoctor.h"
#include "util/units.h"

#include <QCoreApplication>
#include <QLocale>

namespace Tandem {

namespace {

class LayoutText
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::ReportDocument)
};

using Cell = PageBuilder::Cell;

QColor verdictColor(ItemVerdict verdict)
{
    switch (verdict) {
    case ItemVerdict::Pass: return QColor(0x23, 0x85, 0x3b);
    case ItemVerdict::Fail: return QColor(0xc0, 0x39, 0x2b);
    case ItemVerdict::NotRun: break;
    }
    return QColor(0x7f, 0x8c, 0x8d);
}

Cell head(const QString &text)
{
    return Cell{text, QColor(0xf3, 0xf3, 0xf3), Qt::black, ReportFont::Bold};
}

QString number(const std::optional<double> &value, int decimals = 2)
{
    return value ? QLocale::c().toString(*value, 'f', decimals) : QString();
}

// The Why of each item ends with the appendix block of its checks and their evidence.
void checklist(PageBuilder &b, const Report &report, const ReportAppendix &appendix)
{
    b.heading(LayoutText::tr("Acceptance checklist"), ReportFont::H2);
    QList<QList<Cell>> rows;
    for (qsizetype i = 0; i < report.checklist.size(); ++i) {
        const ChecklistItem &item = report.checklist.at(i);
        const QString see
            = ReportAppendix::seeText(appendix.label(ReportAppendix::Kind::Checklist, i));
        rows.append({Cell{item.title},
                     Cell{Report::verdictText(item.verdict),
                          verdictColor(item.verdict),
                          Qt::white,
                          ReportFont::Bold},
                     Cell{see.isEmpty() ? item.detail : item.detail + QLatin1Char(' ') + see}});
    }
    b.table({0.28, 0.13, 0.59},
            {head(LayoutText::tr("Item")),
             head(LayoutText::tr("Verdict")),
             head(LayoutText::tr("Why"))},
            rows);
}

void nodes(PageBuilder &b, const Report &report)
{
    b.heading(LayoutText::tr("Nodes and versions"), ReportFont::H2);
    QList<QList<Cell>> rows;
    QList<QList<Cell>> versions;
    for (const ReportNode &node : report.nodes) {
        const NodeFacts &f = node.facts;
        QStringList cx7;
        for (const PlannedInterface &i : node.cx7)
            cx7 << i.address + QLatin1Char('/') + QString::number(i.prefix) + QLatin1Char(' ')
                       + i.netdev;
        QString user = node.address.user;
        if (f.uid >= 0)
            user += LayoutText::tr(" (uid %1, gid %2)").arg(f.uid).arg(f.gid);
        rows.append({Cell{node.address.name},
                     Cell{node.address.host},
                     Cell{user},
                     Cell{cx7.join(QLatin1Char('\n'))}});
        versions.append(
            {Cell{node.address.name},
             Cell{f.hostname},
             Cell{f.bios.isEmpty() ? f.model : LayoutText::tr("%1\nBIOS %2").arg(f.model, f.bios)},
             Cell{f.imageSummary()},
             Cell{f.os},
             Cell{f.kernel},
             Cell{f.gpu.isEmpty() ? QString()
                                  : LayoutText::tr("%1, driver %2").arg(f.gpu, f.driver)}});
    }
    b.table({0.24, 0.18, 0.2, 0.38},
            {head(LayoutText::tr("Node")),
             head(LayoutText::tr("Management address")),
             head(LayoutText::tr("User")),
             head(LayoutText::tr("CX7 addresses"))},
            rows);
    b.table({0.16, 0.13, 0.13, 0.13, 0.15, 0.14, 0.16},
            {head(LayoutText::tr("Node")),
             head(LayoutText::tr("Host name")),
             head(LayoutText::tr("Model")),
             head(LayoutText::tr("Image")),
             head(LayoutText::tr("OS")),
             head(LayoutText::tr("Kernel")),
             head(LayoutText::tr("GPU and driver"))},
            versions);
    b.paragraph(LayoutText::tr("Topology: %1").arg(report.topologySummary));
}

void bandwidth(PageBuilder &b, const Report &report, const ReportAppendix &appendix)
{
    b.heading(LayoutText::tr("Bandwidth"), ReportFont::H2);
    if (!report.bandwidth) {
        b.paragraph(LayoutText::tr("No bandwidth test has run yet."));
        return;
    }
    const ReportBandwidth &bw = *report.bandwidth;
    QList<QPair<QString, QString>> facts{
        {LayoutText::tr("Test"),
         bw.tool + QLatin1Char(' ') + bw.op + QLatin1Char(' ')
             + (bw.soak ? LayoutText::tr("soak") : LayoutText::tr("sweep"))},
        {LayoutText::tr("Run"),
         LayoutText::tr("%1 to %2 on %3")
             .arg(Report::timeText(bw.startedAt), Report::timeText(bw.finishedAt), bw.firstNode)},
        {LayoutText::tr("Judged bus bandwidth"),
         bw.judgedBusbw ? Report::judgedText(bw) : LayoutText::tr("none measured")},
        {LayoutText::tr("Threshold"), formatBandwidth(bw.thresholdGBps)},
        {LayoutText::tr("Transport"), bw.transportText},
        {LayoutText::tr("NCCL"), bw.transport.ncclVersion},
    };
    if (!bw.notUsed.isEmpty())
        facts.append({LayoutText::tr("Later runs not used"), Report::notUsedPointer()});
    if (const QString see = ReportAppendix::seeText(appendix.label(ReportAppendix::Kind::Command));
        !see.isEmpty())
        facts.append({LayoutText::tr("Command"), see});
    b.keyValues(facts);
    if (!bw.chart.isEmpty())
        b.chart(bw.chart);
    if (bw.soakSummary) {
        const SoakSummary &s = *bw.soakSummary;
        b.table({0.12, 0.13, 0.11, 0.13, 0.14, 0.13, 0.13, 0.11},
                {head(LayoutText::tr("Samples")),
                 head(LayoutText::tr("Duration (s)")),
                 head(LayoutText::tr("Size")),
                 head(LayoutText::tr("Min busbw")),
                 head(LayoutText::tr("Median busbw")),
                 head(LayoutText::tr("Mean busbw")),
                 head(LayoutText::tr("Max busbw")),
                 head(LayoutText::tr("Wrong"))},
                {{Cell{QString::number(s.samples)},
                  Cell{number(s.durationSeconds, 1)},
                  Cell{formatBytes(s.bytes)},
                  Cell{number(s.minBusbw)},
                  Cell{number(s.medianBusbw)},
                  Cell{number(s.meanBusbw)},
                  Cell{number(s.maxBusbw)},
                  Cell{QString::number(s.wrong)}}});
    } else if (!bw.rows.isEmpty()) {
        QList<QList<Cell>> rows;
        for (const SweepRow &r : Report::tableRows(bw)) {
            rows.append({Cell{formatBytes(r.bytes)},
                         Cell{number(r.timeUs, 1)},
                         Cell{number(r.algbw)},
                         Cell{number(r.busbw)},
                         Cell{number(r.inPlaceBusbw)},
                         Cell{number(r.wrong, 0)}});
        }
        b.table({0.16, 0.18, 0.16, 0.16, 0.2, 0.14},
                {head(LayoutText::tr("Size")),
                 head(LayoutText::tr("Time (us)")),
                 head(LayoutText::tr("algbw (GB/s)")),
                 head(LayoutText::tr("busbw (GB/s)")),
                 head(LayoutText::tr("in-place busbw")),
                 head(LayoutText::tr("Wrong"))},
                rows);
        if (const QString empty = Report::emptyRowsText(bw); !empty.isEmpty())
            b.paragraph(empty, ReportFont::Small);
    }
    for (const Check &check : bw.checks)
        layoutCheck(b, check, false);
}

// Each later run the report does not rest on, on a line of its own.
void notUsed(PageBuilder &b, const Report &report)
{
    if (!report.bandwidth || report.bandwidth->notUsed.isEmpty())
        return;
    b.heading(LayoutText::tr("Later runs not used"), ReportFont::H2);
    b.paragraph(Report::notUsedIntro(*report.bandwidth));
    for (const QString &run : report.bandwidth->notUsed)
        b.paragraph(run, ReportFont::Small);
}

void plan(PageBuilder &b, const Report &report, const ReportAppendix &appendix)
{
    b.heading(LayoutText::tr("Network plan"), ReportFont::H2);
    if (report.plan.nodes.isEmpty()) {
        b.paragraph(LayoutText::tr("There is no network plan yet."));
        return;
    }
    QList<QList<Cell>> rows;
    for (const PlannedSubnet &subnet : report.plan.subnets) {
        QStringList members;
        for (const auto &m : subnet.members)
            members << m.first + QLatin1Char(' ') + m.second;
        rows.append({Cell{subnet.cidr}, Cell{members.join(QStringLiteral(", "))}});
    }
    b.table({0.25, 0.75}, {head(LayoutText::tr("Subnet")), head(LayoutText::tr("Members"))}, rows);
    if (report.plan.mtu > 0)
        b.paragraph(LayoutText::tr("MTU %1 on every ConnectX-7 interface.").arg(report.plan.mtu));
    for (const NetplanMoveAside &move : report.moveAside) {
        b.paragraph(
            move.rewrite
                ? LayoutText::tr("%1: /etc/netplan/%2 rewritten without its "
                                 "entries for %3.")
                      .arg(move.node, move.file, move.interfaces.join(u", "))
                : LayoutText::tr("%1: /etc/netplan/%2 moved aside.").arg(move.node, move.file));
    }
    // The files themselves, and their change against the node's, are evidence.
    QList<QPair<QString, QString>> files;
    for (qsizetype i = 0; i < report.plan.nodes.size(); ++i) {
        files.append(
            {LayoutText::tr("%1: /etc/netplan/40-cx7.yaml").arg(report.plan.nodes.at(i).node),
             ReportAppendix::seeText(appendix.label(ReportAppendix::Kind::Netplan, i))});
    }
    b.keyValues(files);
}

void snippets(PageBuilder &b, const Report &report, const ReportAppendix &appendix)
{
    b.heading(LayoutText::tr("Serving snippets"), ReportFont::H2);
    if (!report.snippets) {
        b.paragraph(report.snippetsError);
        return;
    }
    QList<QPair<QString, QString>> files;
    const auto list = ReportAppendix::snippets(*report.snippets);
    for (qsizetype i = 0; i < list.size(); ++i) {
        files.append({list.at(i).first,
                      ReportAppendix::seeText(appendix.label(ReportAppendix::Kind::Snippet, i))});
    }
    b.keyValues(files);
}

void steps(PageBuilder &b, const Report &report, const ReportAppendix &appendix)
{
    b.heading(LayoutText::tr("Steps"), ReportFont::H2);
    QList<QList<Cell>> rows;
    for (qsizetype i = 0; i < report.steps.size(); ++i) {
        const ReportStep &step = report.steps.at(i);
        rows.append(
            {Cell{step.title},
             Cell{Report::timeText(step.startedAt)},
             Cell{Report::timeText(step.finishedAt)},
             Cell{Report::statusText(step.worst),
                  reportStatusColor(step.worst),
                  Qt::white,
                  ReportFont::Bold},
             Cell{ReportAppendix::refText(appendix.label(ReportAppendix::Kind::Steps, i))}});
    }
    b.table({0.17, 0.28, 0.28, 0.09, 0.18},
            {head(LayoutText::tr("Step")),
             head(LayoutText::tr("Started")),
             head(LayoutText::tr("Finished")),
             head(LayoutText::tr("Result")),
             head(LayoutText::tr("Checks"))},
            rows);
}

// The same facts as the HTML's healthSection: events, error counters, findings, the baseline.
void health(PageBuilder &b, const Report &report)
{
    if (!report.health && !report.baseline)
        return;
    b.heading(LayoutText::tr("Health and history"), ReportFont::H2);
    if (report.health) {
        const ReportHealth &h = *report.health;
        b.paragraph(h.summaryText());
        if (!h.events.isEmpty()) {
            QList<QList<Cell>> rows;
            for (const ReportHealth::EventRow &r : h.events) {
                rows << QList<Cell>{Cell{r.node},
                                    Cell{r.interface},
                                    Cell{r.kind},
                                    Cell{QString::number(r.count)},
                                    Cell{number(r.firstT, 1)},
                                    Cell{number(r.lastT, 1)}};
            }
            b.table({0.2, 0.2, 0.18, 0.12, 0.15, 0.15},
                    {head(LayoutText::tr("Node")),
                     head(LayoutText::tr("Interface")),
                     head(LayoutText::tr("Event")),
                     head(LayoutText::tr("Times")),
                     head(LayoutText::tr("First (s)")),
                     head(LayoutText::tr("Last (s)"))},
                    rows);
        }
        if (!h.errorCounters.isEmpty()) {
            QList<QList<Cell>> rows;
            for (const ReportHealth::CounterRow &r : h.errorCounters) {
                rows << QList<Cell>{Cell{r.node},
                                    Cell{r.interface},
                                    Cell{r.counter},
                                    Cell{QString::number(r.total)}};
            }
            b.table({0.25, 0.25, 0.3, 0.2},
                    {head(LayoutText::tr("Node")),
                     head(LayoutText::tr("Interface")),
                     head(LayoutText::tr("Error counter")),
                     head(LayoutText::tr("Growth"))},
                    rows);
        }
        for (const Finding &f : h.findings)
            b.paragraph(f.title + QStringLiteral(": ") + f.fix, ReportFont::Small);
    }
    if (report.baseline) {
        const HistoryComparison &c = *report.baseline;
        b.paragraph(ReportHealth::baselineText(c),
                    ReportFont::Bold,
                    c.regressions().isEmpty() ? Qt::black : QColor(0xc0, 0x39, 0x2b));
        QList<QList<Cell>> rows;
        for (const HistoryComparison::Size &s : c.sizes) {
            rows << QList<Cell>{Cell{formatBytes(s.bytes)},
                                Cell{s.a ? number(*s.a) : QStringLiteral("-")},
                                Cell{s.b ? number(*s.b) : QStringLiteral("-")},
                                Cell{s.changePercent
                                         ? QStringLiteral("%1 %").arg(*s.changePercent, 0, 'f', 1)
                                         : QStringLiteral("-")}};
        }
        b.table({0.25, 0.25, 0.25, 0.25},
                {head(LayoutText::tr("Size")),
                 head(LayoutText::tr("Baseline (GB/s)")),
                 head(LayoutText::tr("This run (GB/s)")),
                 head(LayoutText::tr("Change"))},
                rows);
    }
}

} // namespace

QList<ReportSheet> layoutReport(const Report &report)
{
    PageBuilder b;
    b.heading(LayoutText::tr("Tandem acceptance report"), ReportFont::Title);
    b.paragraph(LayoutText::tr("Generated %1 by Tandem %2 from the session saved %3 (Tandem %4).")
                    .arg(Report::timeText(report.generatedAt),
                         report.tandemVersion,
                         Report::timeText(report.stateSavedAt),
                         report.stateTandemVersion),
                ReportFont::Small);
    b.paragraph(report.accepted()
                    ? LayoutText::tr("Accepted: every checklist item passed.")
                    : LayoutText::tr("Not accepted: some checklist items failed or have not run."),
                ReportFont::H3,
                report.accepted() ? QColor(0x23, 0x85, 0x3b) : QColor(0xc0, 0x39, 0x2b));
    if (report.simulated())
        b.paragraph(Report::simulatedText(), ReportFont::Bold, QColor(0x9a, 0x5b, 0x00));
    // The lines under the verdict, in the HTML's order: the Doctor, health, the baseline.
    if (report.doctor) {
        const QColor colour = report.doctor->failingNow()    ? QColor(0xc0, 0x39, 0x2b)
                              : report.doctor->isOutOfDate() ? QColor(0x6b, 0x6b, 0x6b)
                                                             : QColor(Qt::black);
        b.paragraph(report.doctor->summaryText(), ReportFont::Bold, colour);
    }
    if (report.health) {
        b.paragraph(report.health->summaryText(),
                    ReportFont::Bold,
                    report.health->healthy() ? Qt::black : QColor(0xc0, 0x39, 0x2b));
    }
    if (report.baseline) {
        b.paragraph(ReportHealth::baselineText(*report.baseline),
                    ReportFont::Bold,
                    report.baseline->regressions().isEmpty() ? Qt::black
                                                             : QColor(0xc0, 0x39, 0x2b));
    }
    // What a signer reads first, in the HTML's order; the raw evidence goes to the appendix,
    // each block cited from the summary it supports (docs/report.md, "The order: summaries first").
    const ReportAppendix appendix(report);
    checklist(b, report, appendix);
    bandwidth(b, report, appendix);
    health(b, report);
    if (report.doctor)
        layoutDoctor(b, *report.doctor, appendix);
    nodes(b, report);
    notUsed(b, report);
    plan(b, report, appendix);
    snippets(b, report, appendix);
    steps(b, report, appendix);
    layoutAppendix(b, report, appendix);
    return b.take();
}

} // namespace Tandem
