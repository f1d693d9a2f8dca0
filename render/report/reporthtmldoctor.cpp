// SPDX-License-Identifier: GPL-3.0-or-later
#include "reporthtmldoctor.h"

#include "report/chartsvg.h"

#include <QCoreApplication>

namespace Tandem {

namespace {

class DoctorHtmlText
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::ReportHtml)
};

QString e(const QString &text)
{
    return htmlEscaped(text);
}

// Escaped, with the line breaks the report's words carry (a matrix cell's value and band).
QString lines(const QString &text)
{
    return e(text).replace(QLatin1Char('\n'), QStringLiteral("<br>"));
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

QString paragraph(const QString &text)
{
    return QStringLiteral("<p>") + e(text) + QStringLiteral("</p>\n");
}

// The band's word in a cell tinted by the band: the tint helps, the word says it.
QString bandCell(LinkBand band, const QString &text)
{
    return QStringLiteral("<td class=\"band-%1\">").arg(LinkBands::key(band)) + lines(text)
           + QStringLiteral("</td>");
}

QString findingBlock(const Finding &finding, const QString &evidenceLabel)
{
    const QString severity = findingSeverityKey(finding.severity);
    QString html = QStringLiteral("<div class=\"finding %1\"><span class=\"v %1\">").arg(severity)
                   + e(ReportDoctor::severityText(finding.severity)) + QStringLiteral("</span> <b>")
                   + e(finding.title) + QStringLiteral("</b><br><span class=\"meta\">")
                   + e(ReportDoctor::whereText(finding)) + QStringLiteral("</span>\n");
    const QString evidence = ReportAppendix::seeText(evidenceLabel);
    html += QStringLiteral("<table>");
    for (const auto &[name, text] : {std::pair{DoctorHtmlText::tr("Cause"), &finding.cause},
                                     std::pair{DoctorHtmlText::tr("Fix"), &finding.fix},
                                     std::pair{DoctorHtmlText::tr("Source"), &finding.source},
                                     std::pair{DoctorHtmlText::tr("Evidence"), &evidence}}) {
        if (!text->isEmpty())
            html += QStringLiteral("<tr><th>") + e(name) + QStringLiteral("</th>") + cell(*text)
                    + QStringLiteral("</tr>\n");
    }
    return html + QStringLiteral("</table></div>\n");
}

QString findingsPart(const ReportDoctor &doctor, const ReportAppendix &appendix)
{
    QString html;
    qsizetype index = 0; // in ReportAppendix::findings() order: the groups', in this order
    for (FindingGroup group :
         {FindingGroup::Fixable, FindingGroup::Decision, FindingGroup::Hardware}) {
        const QList<Finding> findings = doctor.record.findingsIn(group);
        html += QStringLiteral("<h3>")
                + e(DoctorHtmlText::tr("%1 (%2)")
                        .arg(ReportDoctor::groupTitle(group))
                        .arg(findings.size()))
                + QStringLiteral("</h3>\n");
        if (findings.isEmpty())
            html += paragraph(DoctorHtmlText::tr("None."));
        for (const Finding &finding : findings)
            html += findingBlock(finding, appendix.label(ReportAppendix::Kind::Finding, index++));
    }
    return html;
}

QString matrixPart(const ReportDoctor &doctor)
{
    const LinkMatrix &matrix = doctor.record.matrix;
    QString html
        = QStringLiteral("<h3>") + e(DoctorHtmlText::tr("Link matrix")) + QStringLiteral("</h3>\n");
    if (matrix.rdma.isEmpty())
        html += paragraph(DoctorHtmlText::tr("No RDMA test ran."));
    const QStringList nodes = doctor.nodes();
    if (!matrix.rdma.isEmpty()) {
        html += paragraph(DoctorHtmlText::tr("Rows write, columns read; each cell is the slowest "
                                             "one-twin ib_write_bw run with its band."));
        html += QStringLiteral("<table class=\"matrix\">")
                + header(QStringList{DoctorHtmlText::tr("Writer \\ reader")} + nodes);
        for (const QString &writer : nodes) {
            html += QStringLiteral("<tr><th>") + e(writer) + QStringLiteral("</th>");
            for (const QString &reader : nodes) {
                const DoctorMatrixCell c = doctor.cell(writer, reader);
                if (writer == reader || c.runs == 0)
                    html += QStringLiteral("<td class=\"band-none\">")
                            + e(writer == reader ? QStringLiteral("\u2014")
                                                 : ReportDoctor::cellText(c))
                            + QStringLiteral("</td>");
                else
                    html += bandCell(c.errors > 0 ? LinkBand::Error : c.band,
                                     ReportDoctor::cellText(c));
            }
            html += QStringLiteral("</tr>\n");
        }
        html += QStringLiteral("</table>\n");
    }
    for (const QString &reference : doctor.references())
        html += QStringLiteral("<p class=\"meta\">") + e(reference) + QStringLiteral("</p>\n");
    for (const LinkMeasurement &run : doctor.asymmetric)
        html += QStringLiteral("<p class=\"asymmetric\">") + e(ReportDoctor::asymmetricText(run))
                + QStringLiteral("</p>\n");
    if (matrix.rdma.isEmpty())
        return html;

    html += QStringLiteral("<h3>") + e(DoctorHtmlText::tr("Every run"))
            + QStringLiteral("</h3>\n<table>")
            + header({DoctorHtmlText::tr("Twin"),
                      DoctorHtmlText::tr("Direction"),
                      DoctorHtmlText::tr("Gb/s or error"),
                      DoctorHtmlText::tr("Band"),
                      DoctorHtmlText::tr("Note")});
    for (const LinkMeasurement &run : matrix.rdma) {
        html += QStringLiteral("<tr>") + cell(ReportDoctor::twinText(run))
                + cell(ReportDoctor::directionText(run)) + cell(ReportDoctor::resultText(run))
                + bandCell(run.band, ReportDoctor::bandText(run.band))
                + cell(doctor.isAsymmetric(run) ? DoctorHtmlText::tr("asymmetric") : QString())
                + QStringLiteral("</tr>\n");
    }
    return html + QStringLiteral("</table>\n");
}

QString ncclPart(const ReportDoctor &doctor)
{
    QString html = QStringLiteral("<h3>") + e(DoctorHtmlText::tr("NCCL between pairs"))
                   + QStringLiteral("</h3>\n");
    if (doctor.record.matrix.nccl.isEmpty())
        return html + paragraph(DoctorHtmlText::tr("No NCCL pair test ran."));
    html += QStringLiteral("<table>")
            + header({DoctorHtmlText::tr("Pair"),
                      DoctorHtmlText::tr("busbw or error"),
                      DoctorHtmlText::tr("Band")});
    for (const NcclPairResult &pair : doctor.record.matrix.nccl) {
        html += QStringLiteral("<tr>") + cell(DoctorHtmlText::tr("%1 and %2").arg(pair.a, pair.b))
                + cell(ReportDoctor::ncclText(pair))
                + bandCell(pair.band, ReportDoctor::bandText(pair.band))
                + QStringLiteral("</tr>\n");
    }
    return html + QStringLiteral("</table>\n");
}

QString parityPart(const ReportDoctor &doctor)
{
    QString html
        = QStringLiteral("<h3>") + e(DoctorHtmlText::tr("Parity")) + QStringLiteral("</h3>\n");
    const ParityTable &parity = doctor.record.parity;
    if (parity.items.isEmpty())
        return html + paragraph(DoctorHtmlText::tr("No node was scanned."));
    const QList<ParityItem> differing = doctor.differing();
    if (differing.isEmpty())
        return html
               + paragraph(DoctorHtmlText::tr(
                   "All %n item(s) match on every node.", nullptr, int(parity.items.size())));
    html += QStringLiteral("<table>")
            + header(QStringList{DoctorHtmlText::tr("Differs")} + parity.nodes);
    for (const ParityItem &item : differing) {
        html += QStringLiteral("<tr>") + cell(item.label);
        for (const QString &node : parity.nodes) {
            html += (item.odd.contains(node) ? QStringLiteral("<td class=\"odd\">")
                                             : QStringLiteral("<td>"))
                    + e(ReportDoctor::parityValueText(item, node)) + QStringLiteral("</td>");
        }
        html += QStringLiteral("</tr>\n");
    }
    return html + QStringLiteral("</table>\n") + paragraph(doctor.matchingText());
}

} // namespace

QString doctorSummaryHtml(const ReportDoctor &doctor)
{
    return QStringLiteral("<p class=\"doctor-summary%1\" data-out-of-date=\"%3\" "
                          "data-failing=\"%2\" data-fact=\"doctor-summary\">")
               .arg(doctor.failingNow()    ? QStringLiteral(" failing")
                    : doctor.isOutOfDate() ? QStringLiteral(" out-of-date")
                                           : QString())
               .arg(doctor.count(FindingSeverity::Fail))
               .arg(doctor.isOutOfDate() ? QStringLiteral("true") : QStringLiteral("false"))
           + e(doctor.summaryText()) + QStringLiteral("</p>\n");
}

QString doctorSectionHtml(const ReportDoctor &doctor, const ReportAppendix &appendix)
{
    return QStringLiteral("<section id=\"doctor\"><h2>") + e(DoctorHtmlText::tr("Doctor"))
           + QStringLiteral("</h2>\n") + paragraph(doctor.ranText())
           + paragraph(doctor.summaryText()) + findingsPart(doctor, appendix) + matrixPart(doctor)
           + ncclPart(doctor) + parityPart(doctor) + QStringLiteral("</section>\n");
}

QString doctorStyle()
{
    // Light tints that print on any printer; every status is a word as well.
    return QStringLiteral(
        ".info{background:#2c6fad}.doctor-summary{font-weight:bold}.failing{color:#c0392b}.out-of-"
        "date{color:#6b6b6b}\n"
        ".finding{border-left:4px solid #d6d6d6;padding-left:8px;margin:10px 0}"
        ".finding.fail{border-left-color:#c0392b}.finding.warn{border-left-color:#b9770e}\n"
        ".band-expected{background:#e3f1e6}.band-low{background:#fbefd6}"
        ".band-stale{background:#efe0f5}.band-fail{background:#f9dcd8}"
        ".band-error{background:#e6e6e6}.band-none{color:#777}.odd{font-weight:bold}"
        ".asymmetric{font-weight:bold}.matrix td{text-align:center}\n");
}

} // namespace Tandem
