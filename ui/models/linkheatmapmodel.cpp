// SPDX-License-Identifier: GPL-3.0-or-later
#include "linkheatmapmodel.h"

#include "linkbandstyle.h"

#include <QBrush>
#include <QIcon>
#include <QTextDocumentFragment>

namespace Tandem::Ui {

namespace {

QString gbps(double value)
{
    return QString::number(value, 'f', 1);
}

// Worse first (LinkBands::rank), then the lower number: the run a cell is about.
bool worse(const LinkMeasurement &a, const LinkMeasurement &b)
{
    if (LinkBands::rank(a.band) != LinkBands::rank(b.band))
        return LinkBands::rank(a.band) < LinkBands::rank(b.band);
    return a.gbps.value_or(0) < b.gbps.value_or(0);
}

bool sameRun(const LinkMeasurement &a, const LinkMeasurement &b)
{
    return a.a == b.a && a.b == b.b && a.fromB == b.fromB && a.twin == b.twin;
}

} // namespace

LinkHeatmapModel::LinkHeatmapModel(Mode mode, QObject *parent)
    : QAbstractTableModel(parent)
    , m_mode(mode)
{}

int LinkHeatmapModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_matrix.nodes.size());
}

int LinkHeatmapModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_matrix.nodes.size());
}

void LinkHeatmapModel::setMatrix(const LinkMatrix &matrix)
{
    beginResetModel();
    m_matrix = matrix;
    m_asymmetric = matrix.asymmetric();
    endResetModel();
}

void LinkHeatmapModel::setPalette(const QPalette &palette)
{
    m_palette = palette;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void LinkHeatmapModel::retranslate()
{
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, qMax(0, columnCount() - 1));
}

Qt::ItemFlags LinkHeatmapModel::flags(const QModelIndex &index) const
{
    if (!index.isValid()
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    // Every cell, the diagonal too, takes the keyboard's focus: arrow keys walk the grid
    // without skipping, and a screen reader says what each cell is.
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

LinkHeatmapModel::Cell LinkHeatmapModel::cell(int row, int column) const
{
    Cell c;
    if (row == column)
        return c;
    const QString x = m_matrix.nodes.at(row);
    const QString y = m_matrix.nodes.at(column);
    if (m_mode == Mode::Nccl) {
        if (const NcclPairResult *pair = m_matrix.ncclBetween(x, y)) {
            c.band = pair->band;
            c.value = pair->busbwGBps;
        }
        return c;
    }
    // The cell is its slowest single twin that gave a number (docs/doctor.md, "The link
    // matrix"): a stale twin stays "Stale" although the sum of both twins then fails as well, and
    // beside a twin whose test failed (its MTU differs at the two ends) it is still the number
    // that matters, not hidden under "No result". The twin without a number gets a line of its
    // own; the sum gets its own line and its own band word.
    std::optional<LinkMeasurement> slowest;
    std::optional<LinkMeasurement> both;
    int noNumber = 0;
    for (const LinkMeasurement &m : m_matrix.between(x, y)) {
        if (m.kind == LinkKind::OneTwin && !m.gbps)
            ++noNumber;
        else if (m.kind == LinkKind::OneTwin && (!slowest || worse(m, *slowest)))
            slowest = m;
        if (m.kind == LinkKind::BothTwins && (!both || worse(m, *both)))
            both = m;
    }
    if (slowest) {
        c.twinRun = true;
        c.value = slowest->gbps;
        c.unmeasured = noNumber;
        // A twin in band beside one without a number is no healthy link: the cell is grey then.
        c.band
            = noNumber > 0 && slowest->band == LinkBand::Expected ? LinkBand::Error : slowest->band;
    } else if (noNumber > 0) {
        c.twinRun = true;
        c.band = LinkBand::Error;
    } else if (both) {
        c.band = both->band;
    }
    if (both) {
        c.both = both->gbps;
        c.bothBand = both->band;
    }
    for (const LinkMeasurement &slow : m_asymmetric) {
        if ((slow.writer() == x && slow.reader() == y)
            || (slow.writer() == y && slow.reader() == x))
            c.asymmetric = true;
        if (slow.writer() == x && slow.reader() == y)
            c.slowerWay = true;
    }
    return c;
}

QString LinkHeatmapModel::text(int row, int column, const Cell &c) const
{
    if (row == column)
        return QStringLiteral("\u2014");
    if (!c.band)
        return m_mode == Mode::Nccl ? tr("not run") : tr("no link");
    QStringList lines{LinkBandStyle::word(*c.band)};
    if (m_mode == Mode::Nccl) {
        lines << (c.value ? tr("%1 GB/s").arg(QString::number(*c.value, 'f', 2)) : tr("no number"));
        return lines.join(QLatin1Char('\n'));
    }
    if (c.twinRun)
        lines << (c.value ? tr("twin %1 Gb/s").arg(gbps(*c.value)) : tr("twin: no number"));
    if (c.unmeasured == 1)
        lines << tr("other twin: no result");
    else if (c.unmeasured > 1)
        lines << tr("%1 other twins: no result").arg(c.unmeasured);
    if (c.both && c.bothBand != LinkBand::Expected)
        lines << tr("both %1 Gb/s (%2)").arg(gbps(*c.both), LinkBandStyle::word(*c.bothBand));
    else if (c.both)
        lines << tr("both %1 Gb/s").arg(gbps(*c.both));
    if (c.asymmetric)
        lines << (c.slowerWay ? tr("\u21c4 asymmetric, slower") : tr("\u21c4 asymmetric"));
    return lines.join(QLatin1Char('\n'));
}

QString LinkHeatmapModel::accessibleText(int row, int column, const Cell &c) const
{
    const QString x = m_matrix.nodes.at(row);
    const QString y = m_matrix.nodes.at(column);
    if (row == column)
        return tr("%1, the same node").arg(x);
    const QString words = text(row, column, c).replace(QLatin1Char('\n'), QStringLiteral(", "));
    return m_mode == Mode::Nccl ? tr("NCCL between %1 and %2: %3").arg(x, y, words)
                                : tr("RDMA from %1 to %2: %3").arg(x, y, words);
}

QString LinkHeatmapModel::rdmaToolTip(const QString &writer, const QString &reader) const
{
    QList<LinkMeasurement> runs = m_matrix.between(writer, reader);
    runs += m_matrix.between(reader, writer);
    QString html = QStringLiteral("<p><b>%1</b></p>")
                       .arg(tr("RDMA from %1 to %2 (rows write, columns read)")
                                .arg(writer, reader)
                                .toHtmlEscaped());
    if (runs.isEmpty()) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("No ib_write_bw run between these two: they share no twin link.")
                             .toHtmlEscaped());
    } else {
        html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\"><tr><th "
                               "align=\"left\">%1</th><th align=\"left\">%2</th><th "
                               "align=\"right\">%3</th><th align=\"left\">%4</th></tr>")
                    .arg(tr("Twin"), tr("Direction"), tr("Gb/s"), tr("Band"));
        for (const LinkMeasurement &m : std::as_const(runs)) {
            QString twin = m.kind == LinkKind::BothTwins ? tr("both twins") : m.twin;
            if (m.kind == LinkKind::OneTwin && !m.peerTwin.isEmpty() && m.peerTwin != m.twin)
                twin = tr("%1 / %2").arg(m.twin, m.peerTwin);
            bool slow = false;
            for (const LinkMeasurement &s : m_asymmetric)
                slow = slow || sameRun(s, m);
            QString band = LinkBandStyle::word(m.band);
            if (slow)
                band = tr("%1, slower way").arg(band);
            if (!m.error.isEmpty())
                band = tr("%1: %2").arg(band, m.error);
            html += QStringLiteral("<tr><td>%1</td><td>%2</td><td align=\"right\">%3</td>"
                                   "<td>%4</td></tr>")
                        .arg(twin.toHtmlEscaped(),
                             tr("%1 \u2192 %2").arg(m.writer(), m.reader()).toHtmlEscaped(),
                             m.gbps ? gbps(*m.gbps) : QStringLiteral("\u2014"),
                             band.toHtmlEscaped());
        }
        html += QStringLiteral("</table>");
    }
    html
        += QStringLiteral("<p>%1<br>%2<br>%3</p>")
               .arg(
                   tr("Compared with:").toHtmlEscaped(),
                   LinkBands::reference(LinkKind::OneTwin, m_matrix.viaSwitch).text.toHtmlEscaped(),
                   LinkBands::reference(LinkKind::BothTwins, m_matrix.viaSwitch)
                       .text.toHtmlEscaped());
    return html;
}

QString LinkHeatmapModel::ncclToolTip(const QString &x, const QString &y) const
{
    QString html = QStringLiteral("<p><b>%1</b></p>")
                       .arg(tr("NCCL all_reduce between %1 and %2").arg(x, y).toHtmlEscaped());
    const NcclPairResult *pair = m_matrix.ncclBetween(x, y);
    if (!pair) {
        html += QStringLiteral("<p>%1</p>").arg(tr("Not run for this pair.").toHtmlEscaped());
    } else {
        const QString value
            = pair->busbwGBps ? tr("busbw %1 GB/s").arg(QString::number(*pair->busbwGBps, 'f', 2))
                              : tr("no number");
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("%1: %2").arg(value, LinkBandStyle::word(pair->band)).toHtmlEscaped());
        if (!pair->error.isEmpty())
            html += QStringLiteral("<p>%1</p>").arg(pair->error.toHtmlEscaped());
    }
    html += QStringLiteral("<p>%1<br>%2</p>")
                .arg(tr("Compared with:").toHtmlEscaped(),
                     LinkBands::reference(LinkKind::NcclPair, m_matrix.viaSwitch)
                         .text.toHtmlEscaped());
    return html;
}

QString LinkHeatmapModel::toolTip(int row, int column) const
{
    if (row == column)
        return {};
    const QString x = m_matrix.nodes.at(row);
    const QString y = m_matrix.nodes.at(column);
    return m_mode == Mode::Nccl ? ncclToolTip(x, y) : rdmaToolTip(x, y);
}

QVariant LinkHeatmapModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid()
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole: return text(row, column, cell(row, column));
    case Qt::AccessibleTextRole: return accessibleText(row, column, cell(row, column));
    case Qt::ToolTipRole: return toolTip(row, column);
    case Qt::AccessibleDescriptionRole:
        // The same runs and reference, without the markup a screen reader would spell out.
        return QTextDocumentFragment::fromHtml(toolTip(row, column)).toPlainText();
    case Qt::TextAlignmentRole: return int(Qt::AlignCenter);
    case Qt::DecorationRole: {
        const Cell c = cell(row, column);
        return c.band ? QVariant(QIcon(LinkBandStyle::iconPath(*c.band))) : QVariant();
    }
    case Qt::BackgroundRole: {
        const Cell c = cell(row, column);
        return c.band ? QVariant(QBrush(LinkBandStyle::background(*c.band, m_palette)))
                      : QVariant();
    }
    case Qt::ForegroundRole:
        // The palette's own text: the tint under it is made to keep its contrast.
        return QBrush(m_palette.color(QPalette::Text));
    case BandRole: {
        const Cell c = cell(row, column);
        return c.band ? QVariant(int(*c.band)) : QVariant();
    }
    case ValueRole: {
        const Cell c = cell(row, column);
        return c.value ? QVariant(*c.value) : QVariant();
    }
    case BothRole: {
        const Cell c = cell(row, column);
        return c.both ? QVariant(*c.both) : QVariant();
    }
    case BothBandRole: {
        const Cell c = cell(row, column);
        return c.bothBand ? QVariant(int(*c.bothBand)) : QVariant();
    }
    case AsymmetricRole: return cell(row, column).asymmetric;
    case SlowerWayRole: return cell(row, column).slowerWay;
    case UnmeasuredRole: return cell(row, column).unmeasured;
    default: return {};
    }
}

QVariant LinkHeatmapModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (section < 0 || section >= m_matrix.nodes.size())
        return {};
    const QString node = m_matrix.nodes.at(section);
    if (role == Qt::DisplayRole)
        return node;
    if (role == Qt::ToolTipRole || role == Qt::AccessibleTextRole) {
        if (m_mode == Mode::Nccl)
            return node;
        return orientation == Qt::Vertical ? tr("%1 writes (this row)").arg(node)
                                           : tr("%1 reads (this column)").arg(node);
    }
    return {};
}

} // namespace Tandem::Ui
