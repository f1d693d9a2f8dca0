// SPDX-License-Identifier: GPL-3.0-or-later
// The link rules of Diagnosis: speed and every measured link (docs/doctor.md, "Rules"); the
// cabling rules are in diagnosiscabling.cpp.
#include "diagnosis.h"

#include "doctor/knowledge.h"
#include "doctor/liveplan.h"
#include "inventory/sparknaming.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>

namespace Tandem {

namespace {

class LinkText
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::Diagnosis)
};

using Values = QMap<QString, QString>;

QString gbps(double v)
{
    return QString::number(v, 'f', 1);
}

const ScannedNetdev *netdevOf(const DoctorInput &in, const QString &node, const QString &netdev)
{
    for (const NodeScan &scan : in.scans) {
        if (scan.node == node)
            return scan.netdev(netdev);
    }
    return nullptr;
}

bool below200G(const ScannedNetdev *n)
{
    return n && n->isUp() && n->speedMbps && *n->speedMbps < 200000;
}

QString speedText(const ScannedNetdev *n)
{
    if (!n || !n->speedMbps)
        return LinkText::tr("no speed");
    return LinkText::tr("%1 Gb/s").arg(*n->speedMbps / 1000);
}

QString measurementEvidence(const QList<LinkMeasurement> &runs)
{
    QStringList lines;
    for (const LinkMeasurement &m : runs) {
        const QString value = m.gbps ? LinkText::tr("%1 Gb/s").arg(gbps(*m.gbps)) : m.error;
        lines << LinkText::tr("%1 -> %2 on %3: %4 (%5)")
                     .arg(m.writer(), m.reader(), m.twin, value, LinkBands::key(m.band));
        if (!m.command.isEmpty())
            lines << QStringLiteral("  $ ") + m.command;
    }
    return lines.join(QLatin1Char('\n'));
}

// The ends of one twin link whose MTUs differ; an RDMA failure across them is that mismatch.
bool mtuDiffers(const DoctorInput &in, const LinkMeasurement &m)
{
    const ScannedNetdev *x = netdevOf(in, m.a, m.twin);
    const ScannedNetdev *y = netdevOf(in, m.b, m.peerTwin);
    return x && y && x->mtu > 0 && y->mtu > 0 && x->mtu != y->mtu;
}

bool eitherDown(const DoctorInput &in, const LinkMeasurement &m)
{
    const ScannedNetdev *x = netdevOf(in, m.a, m.twin);
    const ScannedNetdev *y = netdevOf(in, m.b, m.peerTwin);
    return (x && !x->isUp()) || (y && !y->isUp());
}

// A twin whose every RDMA test ended in error across an MTU that differs at its two ends: the
// tests of it alone and of both twins at once, and the two MTUs.
Finding unmeasured(const DoctorInput &in, const QList<LinkMeasurement> &twinRuns)
{
    const LinkMeasurement &first = twinRuns.first();
    QList<LinkMeasurement> runs = twinRuns;
    for (const LinkMeasurement &m : in.matrix.rdma) {
        if (m.kind == LinkKind::BothTwins && m.a == first.a && m.b == first.b && !m.gbps)
            runs << m;
    }
    const ScannedNetdev *x = netdevOf(in, first.a, first.twin);
    const ScannedNetdev *y = netdevOf(in, first.b, first.peerTwin);
    const QString mtus = LinkText::tr("MTU: %1 on %2 %3, %4 on %5 %6")
                             .arg(first.twin, first.a)
                             .arg(x ? x->mtu : 0)
                             .arg(first.peerTwin, first.b)
                             .arg(y ? y->mtu : 0);
    return Knowledge::finding(QStringLiteral("link.unmeasured"),
                              {first.a, first.b},
                              {{QStringLiteral("node"), first.a},
                               {QStringLiteral("peer"), first.b},
                               {QStringLiteral("interface"), first.twin},
                               {QStringLiteral("value"), QString::number(runs.size())}},
                              mtus + QLatin1Char('\n') + measurementEvidence(runs));
}

void speeds(const DoctorInput &in, QList<Finding> &out)
{
    QSet<QString> seen;
    auto report = [&](const QString &node,
                      const ScannedNetdev *n,
                      const QStringList &nodes,
                      const QString &extra) {
        const QString key = node + QLatin1Char('/') + n->netdev;
        if (seen.contains(key))
            return;
        seen.insert(key);
        Values v{{QStringLiteral("node"), nodes.join(QStringLiteral(", "))},
                 {QStringLiteral("interface"), n->netdev},
                 {QStringLiteral("port"), SparkNaming::portKey(n->netdev)},
                 {QStringLiteral("value"), speedText(n)}};
        out << Knowledge::finding(QStringLiteral("link.speed"),
                                  nodes,
                                  v,
                                  LinkText::tr("%1 on %2 reads %3 Mb/s in sysfs%4")
                                      .arg(n->netdev, node)
                                      .arg(*n->speedMbps)
                                      .arg(extra));
    };
    for (const TwinLink &link : LivePlan::twinLinks(in.scans)) {
        const ScannedNetdev *x = netdevOf(in, link.a, link.aNetdev);
        const ScannedNetdev *y = netdevOf(in, link.b, link.bNetdev);
        QStringList slow;
        if (below200G(x))
            slow << link.a;
        if (below200G(y))
            slow << link.b;
        if (slow.isEmpty())
            continue;
        const ScannedNetdev *shown = below200G(x) ? x : y;
        report(slow.first(),
               shown,
               slow,
               LinkText::tr("; %1 on %2: %3").arg(link.bNetdev, link.b, speedText(y)));
        seen.insert(link.b + QLatin1Char('/') + link.bNetdev);
        seen.insert(link.a + QLatin1Char('/') + link.aNetdev);
    }
    for (const NodeScan &scan : in.scans) {
        for (const ScannedNetdev &n : scan.netdevs) {
            if (below200G(&n))
                report(scan.node, &n, {scan.node}, QString());
        }
    }
}

} // namespace

QList<Finding> Diagnosis::links(const DoctorInput &in)
{
    QList<Finding> out = cabling(in);
    speeds(in, out);

    // One twin: the worse direction of each (pair, twin) decides; the evidence shows both.
    QList<QList<LinkMeasurement>> groups;
    for (const LinkMeasurement &m : in.matrix.rdma) {
        if (m.kind != LinkKind::OneTwin)
            continue;
        auto it = std::find_if(groups.begin(), groups.end(), [&](const QList<LinkMeasurement> &g) {
            return g.first().a == m.a && g.first().b == m.b && g.first().twin == m.twin;
        });
        if (it == groups.end())
            groups.append({m});
        else
            it->append(m);
    }
    // A stale ConnectX shows on every link of its node: a node stale with two or more peers on a
    // twin is the one to power-cycle.
    QMap<QString, QSet<QString>> stalePeers; // "node/netdev" -> peers
    for (const auto &g : std::as_const(groups)) {
        for (const LinkMeasurement &m : g) {
            if (m.band == LinkBand::Stale) {
                stalePeers[m.a + QLatin1Char('/') + m.twin].insert(m.b);
                stalePeers[m.b + QLatin1Char('/') + m.peerTwin].insert(m.a);
            }
        }
    }
    QSet<QString> reportedPairs;
    QSet<QString> missingTool;
    for (const auto &g : std::as_const(groups)) {
        const LinkMeasurement *worst = &g.first();
        for (const LinkMeasurement &m : g) {
            if (LinkBands::rank(m.band) < LinkBands::rank(worst->band))
                worst = &m;
        }
        const ScannedNetdev *x = netdevOf(in, worst->a, worst->twin);
        const ScannedNetdev *y = netdevOf(in, worst->b, worst->peerTwin);
        if (below200G(x) || below200G(y))
            continue; // the speed finding explains it
        const LinkReference ref = LinkBands::reference(LinkKind::OneTwin, in.matrix.viaSwitch);
        Values v{{QStringLiteral("node"), worst->writer()},
                 {QStringLiteral("peer"), worst->reader()},
                 {QStringLiteral("interface"), worst->twin},
                 {QStringLiteral("port"), SparkNaming::portKey(worst->twin)},
                 {QStringLiteral("value"), worst->gbps ? gbps(*worst->gbps) : QString()},
                 {QStringLiteral("expected"), ref.text}};
        const QString evidence = measurementEvidence(g);
        const QString pairKey = worst->a + QLatin1Char('|') + worst->b;
        // One direction healthy and the other not: the slow direction is the symptom.
        const LinkMeasurement *best = &g.first();
        for (const LinkMeasurement &m : g) {
            if (LinkBands::rank(m.band) > LinkBands::rank(best->band))
                best = &m;
        }
        if (best->band == LinkBand::Expected && best->gbps && worst->gbps
            && (worst->band == LinkBand::Low || worst->band == LinkBand::Fail)) {
            v.insert(QStringLiteral("value"),
                     QString::number(qRound(100 * (*best->gbps - *worst->gbps) / *best->gbps)));
            Finding f = Knowledge::finding(
                QStringLiteral("link.asymmetric"), {worst->a, worst->b}, v, evidence);
            if (worst->band == LinkBand::Fail)
                f.severity = FindingSeverity::Fail;
            out << f;
            reportedPairs.insert(pairKey);
            continue;
        }
        switch (worst->band) {
        case LinkBand::Expected: break;
        case LinkBand::Stale: {
            QStringList nodes{worst->a, worst->b};
            const int aPeers
                = int(stalePeers.value(worst->a + QLatin1Char('/') + worst->twin).size());
            const int bPeers
                = int(stalePeers.value(worst->b + QLatin1Char('/') + worst->peerTwin).size());
            if (aPeers >= 2 && bPeers < 2) {
                nodes = {worst->a};
            } else if (bPeers >= 2 && aPeers < 2) {
                // The twin and its cage are b's: the drawing outlines the port of the node named.
                nodes = {worst->b};
                v.insert(QStringLiteral("interface"), worst->peerTwin);
                v.insert(QStringLiteral("port"), SparkNaming::portKey(worst->peerTwin));
            }
            v.insert(QStringLiteral("node"), nodes.join(LinkText::tr(" or ")));
            out << Knowledge::finding(QStringLiteral("link.stale-connectx"), nodes, v, evidence);
            reportedPairs.insert(pairKey);
            break;
        }
        case LinkBand::Fail:
            out << Knowledge::finding(
                QStringLiteral("link.slow"), {worst->a, worst->b}, v, evidence);
            reportedPairs.insert(pairKey);
            break;
        case LinkBand::Low:
            out << Knowledge::finding(
                QStringLiteral("link.low"), {worst->a, worst->b}, v, evidence);
            reportedPairs.insert(pairKey);
            break;
        case LinkBand::Error:
            reportedPairs.insert(pairKey);
            if (eitherDown(in, *worst))
                break; // the cabling finding names it
            if (mtuDiffers(in, *worst)) {
                // The MTU finding names the cause; what it hides is said here: a twin nobody
                // measured may be stale or slow as well.
                if (std::none_of(g.cbegin(), g.cend(), [](const LinkMeasurement &m) {
                        return m.gbps.has_value();
                    }))
                    out << unmeasured(in, g);
                break;
            }
            if (worst->toolMissing) {
                if (!missingTool.contains(worst->writer())) {
                    missingTool.insert(worst->writer());
                    out << Knowledge::finding(
                        QStringLiteral("rdma.missing"), {worst->writer()}, v, evidence);
                }
                break;
            }
            out << Knowledge::finding(
                QStringLiteral("rdma.failed"), {worst->a, worst->b}, v, evidence);
            break;
        }
    }

    // Both twins at once, where no single twin already explains a shortfall.
    for (const LinkMeasurement &m : in.matrix.rdma) {
        if (m.kind != LinkKind::BothTwins || reportedPairs.contains(m.a + QLatin1Char('|') + m.b))
            continue;
        if (m.band != LinkBand::Low && m.band != LinkBand::Fail)
            continue;
        reportedPairs.insert(m.a + QLatin1Char('|') + m.b);
        Values v{
            {QStringLiteral("node"), m.writer()},
            {QStringLiteral("peer"), m.reader()},
            {QStringLiteral("value"), m.gbps ? gbps(*m.gbps) : QString()},
            {QStringLiteral("expected"), LinkBands::reference(LinkKind::BothTwins, false).text}};
        out << Knowledge::finding(
            QStringLiteral("link.both-low"), {m.a, m.b}, v, measurementEvidence({m}));
    }

    for (const LinkMeasurement &slow : in.matrix.asymmetric()) {
        if (reportedPairs.contains(slow.a + QLatin1Char('|') + slow.b))
            continue;
        const QList<LinkMeasurement> both
            = in.matrix.between(slow.a, slow.b) + in.matrix.between(slow.b, slow.a);
        double fast = 0;
        for (const LinkMeasurement &m : both) {
            if (m.twin == slow.twin && m.gbps)
                fast = std::max(fast, *m.gbps);
        }
        if (fast <= 0 || !slow.gbps)
            continue;
        Values v{
            {QStringLiteral("node"), slow.writer()},
            {QStringLiteral("peer"), slow.reader()},
            {QStringLiteral("interface"), slow.twin},
            {QStringLiteral("value"), QString::number(qRound(100 * (fast - *slow.gbps) / fast))}};
        QList<LinkMeasurement> shown;
        for (const LinkMeasurement &m : both) {
            if (m.twin == slow.twin && m.kind == slow.kind)
                shown << m;
        }
        out << Knowledge::finding(
            QStringLiteral("link.asymmetric"), {slow.a, slow.b}, v, measurementEvidence(shown));
    }

    // NCCL against RDMA on the same pair.
    for (const NcclPairResult &pair : in.matrix.nccl) {
        Values v{{QStringLiteral("node"), pair.a},
                 {QStringLiteral("peer"), pair.b},
                 {QStringLiteral("value"), pair.busbwGBps ? gbps(*pair.busbwGBps) : QString()}};
        const QString evidence
            = (pair.busbwGBps ? LinkText::tr("busbw %1 GB/s (%2)")
                                    .arg(gbps(*pair.busbwGBps),
                                         LinkBands::reference(LinkKind::NcclPair, false).text)
                              : pair.error)
              + (pair.command.isEmpty() ? QString() : QStringLiteral("\n  $ ") + pair.command);
        if (pair.band == LinkBand::Error) {
            out << Knowledge::finding(QStringLiteral("nccl.failed"), {pair.a, pair.b}, v, evidence);
            continue;
        }
        if (pair.band != LinkBand::Fail)
            continue;
        bool rdmaHealthy = false;
        bool rdmaBad = false;
        for (const LinkMeasurement &m : in.matrix.rdma) {
            if (m.a != pair.a || m.b != pair.b)
                continue;
            rdmaHealthy = rdmaHealthy || m.band == LinkBand::Expected;
            rdmaBad = rdmaBad || m.band != LinkBand::Expected;
        }
        if (rdmaHealthy && !rdmaBad)
            out << Knowledge::finding(
                QStringLiteral("nccl.collapse"), {pair.a, pair.b}, v, evidence);
    }
    return out;
}

} // namespace Tandem
