// SPDX-License-Identifier: GPL-3.0-or-later
#include "doctoroutput.h"

#include <QCoreApplication>

namespace Tandem::Cli {

namespace {

class DoctorText
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::Cli::Doctor)
};

QString indented(const QString &text, int spaces)
{
    const QString pad(spaces, QLatin1Char(' '));
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString &line : lines)
        line.prepend(pad);
    return lines.join(QLatin1Char('\n'));
}

QString severityWord(FindingSeverity s)
{
    switch (s) {
    case FindingSeverity::Fail: return DoctorText::tr("FAIL");
    case FindingSeverity::Warn: return DoctorText::tr("WARN");
    case FindingSeverity::Info: return DoctorText::tr("INFO");
    }
    return {};
}

QString groupHeading(FindingGroup g)
{
    switch (g) {
    case FindingGroup::Fixable:
        return DoctorText::tr("Tandem can fix this now (tandem-cli doctor --fix):");
    case FindingGroup::Decision: return DoctorText::tr("Needs your decision:");
    case FindingGroup::Hardware: return DoctorText::tr("Needs hands on the hardware:");
    }
    return {};
}

QString cell(const LinkMatrix &matrix, const QString &writer, const QString &reader)
{
    const QList<LinkMeasurement> runs = matrix.between(writer, reader);
    if (runs.isEmpty())
        return QStringLiteral("-");
    std::optional<double> low;
    for (const LinkMeasurement &m : runs) {
        if (m.kind == LinkKind::OneTwin && m.gbps && (!low || *m.gbps < *low))
            low = *m.gbps;
    }
    const auto band = matrix.worstBand(writer, reader);
    return QStringLiteral("%1 %2").arg(low ? QString::number(*low, 'f', 1) : QStringLiteral("?"),
                                       band ? LinkBands::key(*band) : QString());
}

} // namespace

QString DoctorOutput::findings(const DoctorRecord &record)
{
    int fixable = 0, decision = 0, hardware = 0;
    for (const Finding &f : record.findings) {
        fixable += f.group == FindingGroup::Fixable;
        decision += f.group == FindingGroup::Decision;
        hardware += f.group == FindingGroup::Hardware;
    }
    QString out;
    if (record.findings.isEmpty())
        return DoctorText::tr("Findings: none; nothing wrong found.\n");
    out += DoctorText::tr(
               "Findings (%1): %2 Tandem can fix, %3 need your decision, %4 need hands on "
               "the hardware\n")
               .arg(record.findings.size())
               .arg(fixable)
               .arg(decision)
               .arg(hardware);
    for (FindingGroup g : {FindingGroup::Fixable, FindingGroup::Decision, FindingGroup::Hardware}) {
        const QList<Finding> list = record.findingsIn(g);
        if (list.isEmpty())
            continue;
        out += QLatin1Char('\n') + groupHeading(g) + QLatin1Char('\n');
        for (const Finding &f : list) {
            out += QStringLiteral("  %1  %2  [%3]%4\n")
                       .arg(severityWord(f.severity),
                            f.title,
                            f.id,
                            f.interface.isEmpty() ? QString() : QStringLiteral(" ") + f.interface);
            if (!f.nodes.isEmpty())
                out += DoctorText::tr("        Nodes: %1\n")
                           .arg(f.nodes.join(QStringLiteral(", ")));
            if (!f.evidence.isEmpty())
                out += DoctorText::tr("        Evidence:\n") + indented(f.evidence, 10)
                       + QLatin1Char('\n');
            out += DoctorText::tr("        Cause: %1\n").arg(f.cause);
            out += DoctorText::tr("        Fix: %1\n").arg(f.fix);
            if (!f.port.isEmpty())
                out += DoctorText::tr("        Port: the %1 QSFP cage, seen from the back\n")
                           .arg(f.port);
            out += DoctorText::tr("        Source: %1\n").arg(f.source);
        }
    }
    return out;
}

QString DoctorOutput::matrix(const LinkMatrix &matrix)
{
    QString out;
    if (!matrix.rdma.isEmpty()) {
        out += DoctorText::tr(
                   "\nRDMA, ib_write_bw (Gb/s, slowest twin; rows write, columns read). %1\n")
                   .arg(LinkBands::reference(LinkKind::OneTwin, matrix.viaSwitch).text);
        constexpr int width = 18;
        QString header = QStringLiteral("  %1").arg(QString(), -width);
        for (const QString &n : matrix.nodes)
            header += QStringLiteral("%1").arg(n, -width);
        out += header + QLatin1Char('\n');
        for (const QString &w : matrix.nodes) {
            QString row = QStringLiteral("  %1").arg(w, -width);
            for (const QString &r : matrix.nodes)
                row += QStringLiteral("%1").arg(w == r ? QStringLiteral("-") : cell(matrix, w, r),
                                                -width);
            out += row + QLatin1Char('\n');
        }
        out += DoctorText::tr("  Every run:\n");
        for (const LinkMeasurement &m : matrix.rdma) {
            out += QStringLiteral("    %1 -> %2  %3  %4  %5\n")
                       .arg(m.writer(),
                            m.reader(),
                            m.twin,
                            m.gbps ? QStringLiteral("%1 Gb/s").arg(*m.gbps, 0, 'f', 1)
                                   : m.error.left(120),
                            LinkBands::key(m.band));
        }
        const QList<LinkMeasurement> asym = matrix.asymmetric();
        for (const LinkMeasurement &m : asym)
            out += DoctorText::tr("  Asymmetric: %1 -> %2 on %3 is slower than the other way\n")
                       .arg(m.writer(), m.reader(), m.twin);
    }
    if (!matrix.nccl.isEmpty()) {
        out += DoctorText::tr("\nNCCL all_reduce at 1 GiB between pairs (busbw GB/s). %1\n")
                   .arg(LinkBands::reference(LinkKind::NcclPair, false).text);
        for (const NcclPairResult &r : matrix.nccl) {
            out += QStringLiteral("  %1 <-> %2  %3  %4\n")
                       .arg(r.a,
                            r.b,
                            r.busbwGBps ? QString::number(*r.busbwGBps, 'f', 2) : r.error.left(160),
                            LinkBands::key(r.band));
        }
    }
    return out;
}

QString DoctorOutput::parity(const ParityTable &parity)
{
    const QList<ParityItem> differing = parity.differing();
    QString out = DoctorText::tr("\nParity: %1 of %2 items differ across the nodes%3\n")
                      .arg(differing.size())
                      .arg(parity.items.size())
                      .arg(differing.isEmpty() ? QString() : QStringLiteral(":"));
    for (const ParityItem &item : differing) {
        QStringList values;
        for (const QString &node : parity.nodes) {
            const QString v = item.values.value(node);
            values << QStringLiteral("%1%2 %3").arg(node,
                                                    item.odd.contains(node) ? QStringLiteral("*")
                                                                            : QString(),
                                                    v.isEmpty() ? DoctorText::tr("(none)") : v);
        }
        out += QStringLiteral("  %1: %2\n").arg(item.label, values.join(QStringLiteral("; ")));
    }
    if (!differing.isEmpty())
        out += DoctorText::tr("  (* the odd node; every item is in --json)\n");
    return out;
}

QString DoctorOutput::text(const DoctorRecord &record)
{
    return findings(record) + matrix(record.matrix) + parity(record.parity);
}

} // namespace Tandem::Cli
