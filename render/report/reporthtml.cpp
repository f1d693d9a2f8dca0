// SPDX-License-Identifier: GPL-3.0-or-later
#include "reporthtml.h"

#include "report/chartsvg.h"
#include "report/reportappendix.h"
#include "report/reporthtmlappendix.h"
#include "report/reporthtmldoctor.h"
#include "translations.h"
#include "util/units.h"

#include <QCoreApplication>
#include <QLocale>

namespace Tandem {

namespace {

class HtmlText
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::ReportHtml)
};

QString e(const QString &text)
{
    return htmlEscaped(text);
}

QString cell(const QString &text)
{
    return QStringLiteral("<td>") + e(text) + QStringLiteral("</td>");
}

QString header(const QStringList &titles)
{
    QString row = QStringLiteral("<tr>");
    for (const QString &title : titles)
        row += QStringLiteral("<th>") + e(title) + QStringLiteral("</th>");
    return row + QStringLiteral("</tr>\n");
}

QString number(const std::optional<double> &value, int decimals = 2)
{
    return value ? QLocale::c().toString(*value, 'f', decimals) : QString();
}

const char *const style = R"(
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:14px;color:#1d1d1d;max-width:1100px;margin:24px auto;padding:0 16px;line-height:1.4}
h1{font-size:26px;margin-bottom:4px}h2{font-size:20px;border-bottom:2px solid #ddd;padding-bottom:4px;margin-top:32px}
h3{font-size:16px;margin-bottom:4px}table{border-collapse:collapse;width:100%;margin:8px 0}
th,td{border:1px solid #d6d6d6;padding:4px 6px;text-align:left;vertical-align:top}th{background:#f3f3f3}
pre{background:#f7f7f7;border:1px solid #e2e2e2;padding:6px;overflow-x:auto;white-space:pre-wrap;word-break:break-all;font-size:12px}
.v{font-weight:bold;padding:1px 6px;border-radius:3px;color:#fff}.pass{background:#23853b}.fail{background:#c0392b}
.not_run{background:#7f8c8d}.warn{background:#b9770e}.skipped,.pending,.running{background:#7f8c8d}
.verdict{font-size:18px;font-weight:bold}.accepted{color:#23853b}.rejected{color:#c0392b}
.meta{color:#555}.chart{width:100%;max-width:900px;height:auto;border:1px solid #eee}
.num{text-align:right;font-variant-numeric:tabular-nums}
)";

// The Why of each item ends with the appendix block of its checks and their evidence.
QString checklistSection(const Report &report, const ReportAppendix &appendix)
{
    QString html = QStringLiteral("<section id=\"checklist\"><h2>")
                   + e(HtmlText::tr("Acceptance checklist")) + QStringLiteral("</h2>\n<table>")
                   + header({HtmlText::tr("Item"), HtmlText::tr("Verdict"), HtmlText::tr("Why")});
    for (qsizetype i = 0; i < report.checklist.size(); ++i) {
        const ChecklistItem &item = report.checklist.at(i);
        const QString key = Report::verdictKey(item.verdict);
        const QString see
            = ReportAppendix::seeText(appendix.label(ReportAppendix::Kind::Checklist, i));
        html += QStringLiteral("<tr>") + cell(item.title)
                + QStringLiteral("<td><span class=\"v %1\" data-fact=\"verdict\" "
                                 "data-item=\"%2\">%3</span></td>")
                      .arg(key, e(item.id), e(Report::verdictText(item.verdict)))
                + cell(see.isEmpty() ? item.detail : item.detail + QLatin1Char(' ') + see)
                + QStringLiteral("</tr>\n");
    }
    return html + QStringLiteral("</table>\n</section>\n");
}

QString nodesSection(const Report &report)
{
    QString html = QStringLiteral("<section id=\"nodes\"><h2>")
                   + e(HtmlText::tr("Nodes and versions")) + QStringLiteral("</h2>\n<table>")
                   + header({HtmlText::tr("Node"),
                             HtmlText::tr("Management address"),
                             HtmlText::tr("User"),
                             HtmlText::tr("Host name"),
                             HtmlText::tr("Model"),
                             HtmlText::tr("Image"),
                             HtmlText::tr("OS"),
                             HtmlText::tr("Kernel"),
                             HtmlText::tr("GPU and driver"),
                             HtmlText::tr("CX7 addresses")});
    for (const ReportNode &node : report.nodes) {
        const NodeFacts &f = node.facts;
        QString user = node.address.user;
        if (f.uid >= 0)
            user += HtmlText::tr(" (uid %1, gid %2)").arg(f.uid).arg(f.gid);
        const QString model = QStringLiteral("<td data-fact=\"model\">") + e(f.model)
                              + (f.bios.isEmpty() ? QString()
                                                  : QStringLiteral("<br><span data-fact=\"bios\">")
                                                        + e(HtmlText::tr("BIOS %1").arg(f.bios))
                                                        + QStringLiteral("</span>"))
                              + QStringLiteral("</td>");
        QString cx7;
        for (const PlannedInterface &i : node.cx7) {
            cx7 += QStringLiteral("<span data-fact=\"cx7-address\">") + e(i.address)
                   + QStringLiteral("</span>/") + QString::number(i.prefix) + QStringLiteral(" ")
                   + e(i.netdev) + QStringLiteral("<br>");
        }
        html += QStringLiteral("<tr><td data-fact=\"node-name\">") + e(node.address.name)
                + QStringLiteral("</td>") + cell(node.address.host) + cell(user) + cell(f.hostname)
                + model + cell(f.imageSummary()) + cell(f.os) + cell(f.kernel)
                + cell(f.gpu.isEmpty() ? QString()
                                       : HtmlText::tr("%1, driver %2").arg(f.gpu, f.driver))
                + QStringLiteral("<td>") + cx7 + QStringLiteral("</td></tr>\n");
    }
    html += QStringLiteral("</table>\n<p>")
            + e(HtmlText::tr("Topology: %1").arg(report.topologySummary))
            + QStringLiteral("</p></section>\n");
    return html;
}

QString planSection(const Report &report, const ReportAppendix &appendix)
{
    QString html = QStringLiteral("<section id=\"plan\"><h2>") + e(HtmlText::tr("Network plan"))
                   + QStringLiteral("</h2>\n");
    if (report.plan.nodes.isEmpty())
        return html + QStringLiteral("<p>") + e(HtmlText::tr("There is no network plan yet."))
               + QStringLiteral("</p></section>\n");
    html += QStringLiteral("<table>") + header({HtmlText::tr("Subnet"), HtmlText::tr("Members")});
    for (const PlannedSubnet &subnet : report.plan.subnets) {
        QStringList members;
        for (const auto &m : subnet.members)
            members << m.first + QLatin1Char(' ') + m.second;
        html += QStringLiteral("<tr>") + cell(subnet.cidr)
                + cell(members.join(QStringLiteral(", "))) + QStringLiteral("</tr>\n");
    }
    html += QStringLiteral("</table>\n");
    if (report.plan.mtu > 0)
        html += QStringLiteral("<p>")
                + e(HtmlText::tr("MTU %1 on every ConnectX-7 interface.").arg(report.plan.mtu))
                + QStringLiteral("</p>\n");
    for (const NetplanMoveAside &move : report.moveAside) {
        const QString text
            = move.rewrite
                  ? HtmlText::tr("%1: /etc/netplan/%2 rewritten without its "
                                 "entries for %3.")
                        .arg(move.node, move.file, move.interfaces.join(u", "))
                  : HtmlText::tr("%1: /etc/netplan/%2 moved aside.").arg(move.node, move.file);
        html += QStringLiteral("<p>") + e(text) + QStringLiteral("</p>\n");
    }
    // The files themselves, and their change against the node's, are evidence.
    html += QStringLiteral("<table>");
    for (qsizetype i = 0; i < report.plan.nodes.size(); ++i) {
        html += QStringLiteral("<tr><th>")
                + e(HtmlText::tr("%1: /etc/netplan/40-cx7.yaml").arg(report.plan.nodes.at(i).node))
                + QStringLiteral("</th>")
                + cell(ReportAppendix::seeText(appendix.label(ReportAppendix::Kind::Netplan, i)))
                + QStringLiteral("</tr>\n");
    }
    return html + QStringLiteral("</table>\n</section>\n");
}

QString bandwidthSection(const Report &report, const ReportAppendix &appendix)
{
    QString html = QStringLiteral("<section id=\"bandwidth\"><h2>") + e(HtmlText::tr("Bandwidth"))
                   + QStringLiteral("</h2>\n");
    if (!report.bandwidth)
        return html + QStringLiteral("<p>") + e(HtmlText::tr("No bandwidth test has run yet."))
               + QStringLiteral("</p></section>\n");
    const ReportBandwidth &b = *report.bandwidth;
    html += QStringLiteral("<table>");
    const auto row = [&](const QString &name, const QString &valueHtml) {
        html += QStringLiteral("<tr><th>") + e(name) + QStringLiteral("</th><td>") + valueHtml
                + QStringLiteral("</td></tr>\n");
    };
    row(HtmlText::tr("Test"),
        e(b.tool + QStringLiteral(" ") + b.op + QStringLiteral(" ")
          + (b.soak ? HtmlText::tr("soak") : HtmlText::tr("sweep"))));
    row(HtmlText::tr("Run"),
        e(HtmlText::tr("%1 to %2 on %3")
              .arg(Report::timeText(b.startedAt), Report::timeText(b.finishedAt), b.firstNode)));
    row(HtmlText::tr("Judged bus bandwidth"),
        b.judgedBusbw
            ? QStringLiteral("<span data-fact=\"busbw\">") + e(formatBandwidth(*b.judgedBusbw))
                  + QStringLiteral("</span> ") + e(Report::judgedBasis(b))
            : e(HtmlText::tr("none measured")));
    row(HtmlText::tr("Threshold"), e(formatBandwidth(b.thresholdGBps)));
    row(HtmlText::tr("Transport"),
        QStringLiteral("<span data-fact=\"transport\">") + e(b.transportText)
            + QStringLiteral("</span>"));
    if (!b.transport.ncclVersion.isEmpty())
        row(HtmlText::tr("NCCL"), e(b.transport.ncclVersion));
    if (!b.notUsed.isEmpty())
        row(HtmlText::tr("Later runs not used"), e(Report::notUsedPointer()));
    if (const QString see = ReportAppendix::seeText(appendix.label(ReportAppendix::Kind::Command));
        !see.isEmpty())
        row(HtmlText::tr("Command"), e(see));
    html += QStringLiteral("</table>\n");
    if (!b.chart.isEmpty())
        html += chartSvg(b.chart, HtmlText::tr("Bus bandwidth chart"));
    if (b.soakSummary) {
        const SoakSummary &s = *b.soakSummary;
        html += QStringLiteral("<table>")
                + header({HtmlText::tr("Samples"),
                          HtmlText::tr("Duration (s)"),
                          HtmlText::tr("Size"),
                          HtmlText::tr("Min busbw"),
                          HtmlText::tr("Median busbw"),
                          HtmlText::tr("Mean busbw"),
                          HtmlText::tr("Max busbw"),
                          HtmlText::tr("Wrong")})
                + QStringLiteral("<tr>") + cell(QString::number(s.samples))
                + cell(number(s.durationSeconds, 1)) + cell(formatBytes(s.bytes))
                + cell(number(s.minBusbw)) + cell(number(s.medianBusbw)) + cell(number(s.meanBusbw))
                + cell(number(s.maxBusbw)) + cell(QString::number(s.wrong))
                + QStringLiteral("</tr></table>\n");
    } else if (!b.rows.isEmpty()) {
        html += QStringLiteral("<table>")
                + header({HtmlText::tr("Size"),
                          HtmlText::tr("Time (us)"),
                          HtmlText::tr("algbw (GB/s)"),
                          HtmlText::tr("busbw (GB/s)"),
                          HtmlText::tr("in-place busbw (GB/s)"),
                          HtmlText::tr("Wrong")});
        for (const SweepRow &r : Report::tableRows(b)) {
            html += QStringLiteral("<tr>") + cell(formatBytes(r.bytes)) + cell(number(r.timeUs, 1))
                    + cell(number(r.algbw)) + cell(number(r.busbw)) + cell(number(r.inPlaceBusbw))
                    + cell(number(r.wrong, 0)) + QStringLiteral("</tr>\n");
        }
        html += QStringLiteral("</table>\n");
        if (const QString empty = Report::emptyRowsText(b); !empty.isEmpty())
            html += QStringLiteral("<p class=\"meta\">") + e(empty) + QStringLiteral("</p>\n");
    }
    for (const Check &check : b.checks)
        html += checkHtml(check, false);
    return html + QStringLiteral("</section>\n");
}

QString snippetsSection(const Report &report, const ReportAppendix &appendix)
{
    QString html = QStringLiteral("<section id=\"snippets\"><h2>")
                   + e(HtmlText::tr("Serving snippets")) + QStringLiteral("</h2>\n");
    if (!report.snippets)
        return html + QStringLiteral("<p>") + e(report.snippetsError)
               + QStringLiteral("</p></section>\n");
    html += QStringLiteral("<table>");
    const auto files = ReportAppendix::snippets(*report.snippets);
    for (qsizetype i = 0; i < files.size(); ++i) {
        html += QStringLiteral("<tr><th>") + e(files.at(i).first) + QStringLiteral("</th>")
                + cell(ReportAppendix::seeText(appendix.label(ReportAppendix::Kind::Snippet, i)))
                + QStringLiteral("</tr>\n");
    }
    return html + QStringLiteral("</table>\n</section>\n");
}

// Each later run the report does not rest on, on a line of its own.
QString notUsedSection(const Report &report)
{
    if (!report.bandwidth || report.bandwidth->notUsed.isEmpty())
        return {};
    QString html = QStringLiteral("<section id=\"not-used\"><h2>")
                   + e(HtmlText::tr("Later runs not used")) + QStringLiteral("</h2>\n<p>")
                   + e(Report::notUsedIntro(*report.bandwidth)) + QStringLiteral("</p>\n");
    for (const QString &run : report.bandwidth->notUsed)
        html += QStringLiteral("<p class=\"meta\">") + e(run) + QStringLiteral("</p>\n");
    return html + QStringLiteral("</section>\n");
}

QString stepsSection(const Report &report, const ReportAppendix &appendix)
{
    QString html = QStringLiteral("<section id=\"steps\"><h2>") + e(HtmlText::tr("Steps"))
                   + QStringLiteral("</h2>\n<table>")
                   + header({HtmlText::tr("Step"),
                             HtmlText::tr("Started"),
                             HtmlText::tr("Finished"),
                             HtmlText::tr("Result"),
                             HtmlText::tr("Checks")});
    for (qsizetype i = 0; i < report.steps.size(); ++i) {
        const ReportStep &step = report.steps.at(i);
        html += QStringLiteral("<tr>") + cell(step.title) + cell(Report::timeText(step.startedAt))
                + cell(Report::timeText(step.finishedAt)) + QStringLiteral("<td>")
                + statusBadgeHtml(step.worst) + QStringLiteral("</td>")
                + cell(ReportAppendix::refText(appendix.label(ReportAppendix::Kind::Steps, i)))
                + QStringLiteral("</tr>\n");
    }
    return html + QStringLiteral("</table>\n</section>\n");
}

// The health samples' events and error counters, and the baseline's sizes side by side.
QString healthSection(const Report &report)
{
    if (!report.health && !report.baseline)
        return {};
    QString html = QStringLiteral("<section id=\"health\"><h2>")
                   + e(HtmlText::tr("Health and history")) + QStringLiteral("</h2>\n");
    if (report.health) {
        const ReportHealth &h = *report.health;
        html += QStringLiteral("<p>") + e(h.summaryText()) + QStringLiteral("</p>\n");
        if (!h.events.isEmpty()) {
            html += QStringLiteral("<table data-fact=\"health-events\">")
                    + header({HtmlText::tr("Node"),
                              HtmlText::tr("Interface"),
                              HtmlText::tr("Event"),
                              HtmlText::tr("Times"),
                              HtmlText::tr("First (s)"),
                              HtmlText::tr("Last (s)")});
            for (const ReportHealth::EventRow &r : h.events) {
                html += QStringLiteral("<tr>") + cell(r.node) + cell(r.interface) + cell(r.kind)
                        + cell(QString::number(r.count)) + cell(QString::number(r.firstT, 'f', 1))
                        + cell(QString::number(r.lastT, 'f', 1)) + QStringLiteral("</tr>\n");
            }
            html += QStringLiteral("</table>\n");
        }
        if (!h.errorCounters.isEmpty()) {
            html += QStringLiteral("<table data-fact=\"health-counters\">")
                    + header({HtmlText::tr("Node"),
                              HtmlText::tr("Interface"),
                              HtmlText::tr("Error counter"),
                              HtmlText::tr("Growth")});
            for (const ReportHealth::CounterRow &r : h.errorCounters) {
                html += QStringLiteral("<tr>") + cell(r.node) + cell(r.interface) + cell(r.counter)
                        + cell(QString::number(r.total)) + QStringLiteral("</tr>\n");
            }
            html += QStringLiteral("</table>\n");
        }
        for (const Finding &f : h.findings) {
            html += QStringLiteral("<p><b>") + e(f.title) + QStringLiteral("</b> ") + e(f.cause)
                    + QStringLiteral(" <i>") + e(f.fix) + QStringLiteral("</i></p>\n");
        }
    }
    if (report.baseline) {
        const HistoryComparison &c = *report.baseline;
        html += QStringLiteral("<p data-fact=\"baseline\">") + e(ReportHealth::baselineText(c))
                + QStringLiteral("</p>\n<table>")
                + header({HtmlText::tr("Size"),
                          HtmlText::tr("Baseline (GB/s)"),
                          HtmlText::tr("This run (GB/s)"),
                          HtmlText::tr("Change")});
        for (const HistoryComparison::Size &s : c.sizes) {
            html += QStringLiteral("<tr%1>").arg(s.regression ? QStringLiteral(" class=\"warn\"")
                                                              : QString())
                    + cell(formatBytes(s.bytes))
                    + cell(s.a ? QString::number(*s.a, 'f', 2) : QStringLiteral("-"))
                    + cell(s.b ? QString::number(*s.b, 'f', 2) : QStringLiteral("-"))
                    + cell(s.changePercent ? QStringLiteral("%1 %").arg(*s.changePercent, 0, 'f', 1)
                                           : QStringLiteral("-"))
                    + QStringLiteral("</tr>\n");
        }
        html += QStringLiteral("</table>\n");
    }
    return html + QStringLiteral("</section>\n");
}

} // namespace

QByteArray reportHtml(const Report &report)
{
    const QString title = HtmlText::tr("Tandem acceptance report");
    // The words are those of the language installed now (HtmlText::tr): say which, for screen
    // readers, hyphenation and the browser's choice of CJK glyphs.
    QString html = QStringLiteral("<!DOCTYPE html>\n<html lang=\"") + Translations::currentTag()
                   + QStringLiteral("\"><head><meta charset=\"utf-8\">\n<title>") + e(title)
                   + QStringLiteral("</title>\n<style>") + QLatin1String(style)
                   + (report.doctor ? doctorStyle() : QString())
                   + QStringLiteral("</style></head>\n<body>\n<header><h1>") + e(title)
                   + QStringLiteral("</h1>\n");
    html += QStringLiteral("<p class=\"meta\">")
            + e(HtmlText::tr("Generated %1 by Tandem %2 from the session saved %3 (Tandem %4).")
                    .arg(Report::timeText(report.generatedAt),
                         report.tandemVersion,
                         Report::timeText(report.stateSavedAt),
                         report.stateTandemVersion))
            + QStringLiteral("</p>\n");
    html += QStringLiteral("<p class=\"verdict %1\" data-fact=\"accepted\">%2</p>")
                .arg(report.accepted() ? QStringLiteral("accepted") : QStringLiteral("rejected"),
                     e(report.accepted()
                           ? HtmlText::tr("Accepted: every checklist item passed.")
                           : HtmlText::tr(
                               "Not accepted: some checklist items failed or have not run.")));
    if (report.simulated()) {
        html += QStringLiteral("<p class=\"warn\" data-fact=\"simulated\">%1</p>\n")
                    .arg(e(Report::simulatedText()));
    }
    // The lines under the verdict, in the PDF's order: the Doctor, health, the baseline.
    if (report.doctor)
        html += doctorSummaryHtml(*report.doctor);
    if (report.health) {
        html += QStringLiteral("<p class=\"%1\" data-fact=\"health-summary\">%2</p>\n")
                    .arg(report.health->healthy() ? QStringLiteral("meta") : QStringLiteral("warn"),
                         e(report.health->summaryText()));
    }
    if (report.baseline) {
        html += QStringLiteral("<p class=\"%1\" data-fact=\"baseline-summary\">%2</p>\n")
                    .arg(report.baseline->regressions().isEmpty() ? QStringLiteral("meta")
                                                                  : QStringLiteral("warn"),
                         e(ReportHealth::baselineText(*report.baseline)));
    }
    html += QStringLiteral("</header>\n");
    // What a signer reads first, in the PDF's order; the raw evidence goes to the appendix,
    // each block cited from the summary it supports (docs/report.md, "The order: summaries first").
    const ReportAppendix appendix(report);
    html += checklistSection(report, appendix) + bandwidthSection(report, appendix)
            + healthSection(report)
            + (report.doctor ? doctorSectionHtml(*report.doctor, appendix) : QString())
            + nodesSection(report) + notUsedSection(report) + planSection(report, appendix)
            + snippetsSection(report, appendix) + stepsSection(report, appendix)
            + appendixHtml(report, appendix);
    html += QStringLiteral("<footer class=\"meta\"><p>")
            + e(HtmlText::tr("Tandem %1").arg(report.tandemVersion))
            + QStringLiteral("</p></footer>\n</body></html>\n");
    return html.toUtf8();
}

} // namespace Tandem
