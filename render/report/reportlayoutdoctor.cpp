// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportlayoutdoctor.h"

#include <QCoreApplication>

namespace Tandem {

namespace {

class DoctorLayoutText
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::ReportDocument)
};

using Cell = PageBuilder::Cell;

Cell head(const QString &text)
{
    return Cell{text, QColor(0xf3, 0xf3, 0xf3), Qt::black, ReportFont::Bold};
}

// Light tints that print on any printer, behind black text that names the band.
QColor bandFill(LinkBand band)
{
    switch (band) {
    case LinkBand::Expected: return QColor(0xe3, 0xf1, 0xe6);
    case LinkBand::Low: return QColor(0xfb, 0xef, 0xd6);
    case LinkBand::Stale: return QColor(0xef, 0xe0, 0xf5);
    case LinkBand::Fail: return QColor(0xf9, 0xdc, 0xd8);
    case LinkBand::Error: break;
    }
    return QColor(0xe6, 0xe6, 0xe6);
}

QColor severityColor(FindingSeverity severity)
{
    switch (severity) {
    case FindingSeverity::Fail: return QColor(0xc0, 0x39, 0x2b).darker(130);
    case FindingSeverity::Warn: return QColor(0xb9, 0x77, 0x0e).darker(130);
    case FindingSeverity::Info: break;
    }
    return QColor(0x2c, 0x6f, 0xad).darker(130);
}

Cell bandCell(LinkBand band, const QString &text)
{
    return Cell{text, bandFill(band)};
}

void findings(PageBuilder &b, const ReportDoctor &doctor, const ReportAppendix &appendix)
{
    qsizetype index = 0; // in ReportAppendix::findings() order: the groups', in this order
    for (FindingGroup group :
         {FindingGroup::Fixable, FindingGroup::Decision, FindingGroup::Hardware}) {
        const QList<Finding> list = doctor.record.findingsIn(group);
        b.heading(
            DoctorLayoutText::tr("%1 (%2)").arg(ReportDoctor::groupTitle(group)).arg(list.size()),
            ReportFont::H3);
        if (list.isEmpty())
            b.paragraph(DoctorLayoutText::tr("None."));
        for (const Finding &f : list) {
            b.paragraph(ReportDoctor::severityText(f.severity) + QStringLiteral("  ") + f.title,
                        ReportFont::Bold,
                        severityColor(f.severity));
            b.paragraph(ReportDoctor::whereText(f), ReportFont::Small);
            const QString evidence
                = ReportAppendix::seeText(appendix.label(ReportAppendix::Kind::Finding, index++));
            QList<QPair<QString, QString>> rows;
            for (const auto &[name, text] :
                 {std::pair{DoctorLayoutText::tr("Cause"), &f.cause},
                  std::pair{DoctorLayoutText::tr("Fix"), &f.fix},
                  std::pair{DoctorLayoutText::tr("Source"), &f.source},
                  std::pair{DoctorLayoutText::tr("Evidence"), &evidence}}) {
                if (!text->isEmpty())
                    rows.append({name, *text});
            }
            b.keyValues(rows);
        }
    }
}

void matrix(PageBuilder &b, const ReportDoctor &doctor)
{
    const LinkMatrix &m = doctor.record.matrix;
    b.heading(DoctorLayoutText::tr("Link matrix"), ReportFont::H3);
    const QStringList nodes = doctor.nodes();
    if (m.rdma.isEmpty()) {
        b.paragraph(DoctorLayoutText::tr("No RDMA test ran."));
    } else {
        b.paragraph(DoctorLayoutText::tr("Rows write, columns read; each cell is the slowest "
                                         "one-twin ib_write_bw run with its band."));
        const double first = 0.2;
        QList<double> widths{first};
        QList<Cell> header{head(DoctorLayoutText::tr("Writer \\ reader"))};
        for (const QString &node : nodes) {
            widths << (1 - first) / double(nodes.size());
            header << head(node);
        }
        QList<QList<Cell>> rows;
        for (const QString &writer : nodes) {
            QList<Cell> row{head(writer)};
            for (const QString &reader : nodes) {
                const DoctorMatrixCell c = doctor.cell(writer, reader);
                if (writer == reader || c.runs == 0)
                    row << Cell{writer == reader ? QStringLiteral("\u2014")
                                                 : ReportDoctor::cellText(c),
                                {},
                                QColor(0x77, 0x77, 0x77)};
                else
                    row << bandCell(c.errors > 0 ? LinkBand::Error : c.band,
                                    ReportDoctor::cellText(c));
            }
            rows << row;
        }
        b.table(widths, header, rows);
    }
    for (const QString &reference : doctor.references())
        b.paragraph(reference, ReportFont::Small);
    for (const LinkMeasurement &run : doctor.asymmetric)
        b.paragraph(ReportDoctor::asymmetricText(run), ReportFont::Bold);
    if (m.rdma.isEmpty())
        return;

    b.heading(DoctorLayoutText::tr("Every run"), ReportFont::H3);
    QList<QList<Cell>> rows;
    for (const LinkMeasurement &run : m.rdma) {
        rows.append(
            {Cell{ReportDoctor::twinText(run)},
             Cell{ReportDoctor::directionText(run)},
             Cell{ReportDoctor::resultText(run)},
             bandCell(run.band, ReportDoctor::bandText(run.band)),
             Cell{doctor.isAsymmetric(run) ? DoctorLayoutText::tr("asymmetric") : QString()}});
    }
    b.table({0.19, 0.35, 0.22, 0.11, 0.13},
            {head(DoctorLayoutText::tr("Twin")),
             head(DoctorLayoutText::tr("Direction")),
             head(DoctorLayoutText::tr("Gb/s or error")),
             head(DoctorLayoutText::tr("Band")),
             head(DoctorLayoutText::tr("Note"))},
            rows);
}

void nccl(PageBuilder &b, const ReportDoctor &doctor)
{
    b.heading(DoctorLayoutText::tr("NCCL between pairs"), ReportFont::H3);
    if (doctor.record.matrix.nccl.isEmpty()) {
        b.paragraph(DoctorLayoutText::tr("No NCCL pair test ran."));
        return;
    }
    QList<QList<Cell>> rows;
    for (const NcclPairResult &pair : doctor.record.matrix.nccl) {
        rows.append({Cell{DoctorLayoutText::tr("%1 and %2").arg(pair.a, pair.b)},
                     Cell{ReportDoctor::ncclText(pair)},
                     bandCell(pair.band, ReportDoctor::bandText(pair.band))});
    }
    b.table({0.45, 0.4, 0.15},
            {head(DoctorLayoutText::tr("Pair")),
             head(DoctorLayoutText::tr("busbw or error")),
             head(DoctorLayoutText::tr("Band"))},
            rows);
}

void parity(PageBuilder &b, const ReportDoctor &doctor)
{
    b.heading(DoctorLayoutText::tr("Parity"), ReportFont::H3);
    const ParityTable &table = doctor.record.parity;
    if (table.items.isEmpty()) {
        b.paragraph(DoctorLayoutText::tr("No node was scanned."));
        return;
    }
    const QList<ParityItem> differing = doctor.differing();
    if (differing.isEmpty()) {
        b.paragraph(DoctorLayoutText::tr(
            "All %n item(s) match on every node.", nullptr, int(table.items.size())));
        return;
    }
    const double first = 0.25;
    QList<double> widths{first};
    QList<Cell> header{head(DoctorLayoutText::tr("Differs"))};
    for (const QString &node : table.nodes) {
        widths << (1 - first) / double(table.nodes.size());
        header << head(node);
    }
    QList<QList<Cell>> rows;
    for (const ParityItem &item : differing) {
        QList<Cell> row{Cell{item.label}};
        for (const QString &node : table.nodes) {
            row << Cell{ReportDoctor::parityValueText(item, node),
                        {},
                        Qt::black,
                        item.odd.contains(node) ? ReportFont::Bold : ReportFont::Body};
        }
        rows << row;
    }
    b.table(widths, header, rows);
    b.paragraph(doctor.matchingText());
}

} // namespace

void layoutDoctor(PageBuilder &b, const ReportDoctor &doctor, const ReportAppendix &appendix)
{
    b.heading(DoctorLayoutText::tr("Doctor"), ReportFont::H2);
    b.paragraph(doctor.ranText());
    b.paragraph(doctor.summaryText());
    findings(b, doctor, appendix);
    matrix(b, doctor);
    nccl(b, doctor);
    parity(b, doctor);
}

} // namespace Tandem
