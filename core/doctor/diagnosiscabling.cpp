// SPDX-License-Identifier: GPL-3.0-or-later
// The cabling rules of Diagnosis: a port without link, and a twin down while its twin is up
// (docs/doctor.md, "Rules").
#include "diagnosis.h"

#include "doctor/knowledge.h"
#include "doctor/liveplan.h"
#include "inventory/sparknaming.h"

#include <QCoreApplication>
#include <QSet>

#include <optional>

namespace Tandem {

namespace {

class CablingText
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::Diagnosis)
};

using Values = QMap<QString, QString>;

// One end of a cable whose twin is down there while the cable's other twin is up.
struct DownTwin
{
    QString node;
    QString netdev;
    QString upTwin; // the other twin of the same port, which is up
    QString evidence;
};

using End = QPair<QString, QString>; // node, netdev

// The one netdev of another node that shares a subnet with `netdev` on `node`; none where there
// is none, or more than one (a switch's subnet, where no single node is the other end).
std::optional<End>
otherEnd(const QList<TwinLink> &links, const QString &node, const QString &netdev)
{
    std::optional<End> found;
    for (const TwinLink &l : links) {
        End other;
        if (l.a == node && l.aNetdev == netdev)
            other = {l.b, l.bNetdev};
        else if (l.b == node && l.bNetdev == netdev)
            other = {l.a, l.aNetdev};
        else
            continue;
        if (found)
            return std::nullopt;
        found = other;
    }
    return found;
}

// Where the cable that carries a down twin ends: the down twin's own link where it kept its
// address, else through the twin that is up, since one cable carries both twins of a port.
// Through a switch the far end is a switch port, not a node.
std::optional<End> cablePeer(const DoctorInput &in, const QList<TwinLink> &links, const DownTwin &d)
{
    if (in.matrix.viaSwitch)
        return std::nullopt;
    if (auto direct = otherEnd(links, d.node, d.netdev))
        return direct;
    if (const auto viaTwin = otherEnd(links, d.node, d.upTwin)) {
        if (const auto peer = SparkNaming::twinPeerOfNetdev(viaTwin->second))
            return End{viaTwin->first, *peer};
    }
    return std::nullopt;
}

// "enP2p1s0f1np1 on spark-a (right port)": one end of a cable, as a title names it.
QString endText(const DownTwin &d)
{
    const PortSide side = SparkNaming::sideOfNetdev(d.netdev);
    if (side == PortSide::Unknown)
        return CablingText::tr("%1 on %2").arg(d.netdev, d.node);
    return CablingText::tr("%1 on %2 (%3 port)")
        .arg(d.netdev, d.node, SparkNaming::displayName(side));
}

// A twin down is down at both ends of its cable: one finding per cable, naming both ends and
// keeping what the scan saw at each, not one per node.
void twinsDown(const DoctorInput &in, const QList<DownTwin> &downs, QList<Finding> &out)
{
    const QList<TwinLink> links = LivePlan::twinLinks(in.scans);
    QSet<qsizetype> reported;
    for (qsizetype i = 0; i < downs.size(); ++i) {
        if (reported.contains(i))
            continue;
        reported.insert(i);
        const DownTwin &x = downs.at(i);
        Values v{{QStringLiteral("node"), x.node},
                 {QStringLiteral("interface"), x.netdev},
                 {QStringLiteral("port"), SparkNaming::portKey(x.netdev)}};
        qsizetype j = -1;
        if (const auto peer = cablePeer(in, links, x)) {
            for (qsizetype k = i + 1; k < downs.size() && j < 0; ++k) {
                if (!reported.contains(k) && downs.at(k).node == peer->first
                    && downs.at(k).netdev == peer->second)
                    j = k;
            }
        }
        if (j < 0) {
            out << Knowledge::finding(QStringLiteral("link.twin-down"), {x.node}, v, x.evidence);
            continue;
        }
        reported.insert(j);
        const DownTwin &y = downs.at(j);
        Finding f = Knowledge::finding(
            QStringLiteral("link.twin-down"),
            {x.node, y.node},
            v,
            QStringLiteral("%1: %2\n%3: %4").arg(x.node, x.evidence, y.node, y.evidence));
        // The rule's texts name one end; both ends of one cable need sentences of their own.
        f.values.reset(); // its texts are its own, not the rule's
        f.title = CablingText::tr("One twin of a cable is down at both ends, %1 and %2, while the "
                                  "cable's other twin is up")
                      .arg(endText(x), endText(y));
        f.fix = CablingText::tr(
                    "Reseat the cable at both ends. If the twin stays down, bring it up "
                    "with `sudo ip link set %1 up` on %2 and `sudo ip link set %3 up` on "
                    "%4; if it still does not come up, power-cycle both nodes with a 60 s "
                    "drain.")
                    .arg(x.netdev, x.node, y.netdev, y.node);
        out << f;
    }
}

} // namespace

QList<Finding> Diagnosis::cabling(const DoctorInput &in)
{
    QList<Finding> out;
    QList<DownTwin> downs;
    for (const NodeScan &scan : in.scans) {
        const NodePlan *planned = in.plan.node(scan.node);
        QSet<QString> reportedSides;
        for (const ScannedNetdev &n : scan.netdevs) {
            if (n.isUp())
                continue;
            const auto peerName = SparkNaming::twinPeerOfNetdev(n.netdev);
            const ScannedNetdev *twin = peerName ? scan.netdev(*peerName) : nullptr;
            bool used = false;
            if (planned) {
                for (const PlannedInterface &i : planned->interfaces)
                    used = used || i.netdev == n.netdev;
            } else {
                // Without a plan of this session, the cabling step's failed port check says a
                // cable is missing on this node.
                for (const Check &c : in.checks) {
                    used = used
                           || (c.id == QLatin1String("cabling.port") && c.node == scan.node
                               && c.status == CheckStatus::Fail);
                }
            }
            const QString port = SparkNaming::portKey(n.netdev);
            Values v{{QStringLiteral("node"), scan.node},
                     {QStringLiteral("interface"), n.netdev},
                     {QStringLiteral("port"), port}};
            const QString evidence
                = CablingText::tr("%1: operstate %2, carrier %3; its twin %4: %5")
                      .arg(n.netdev,
                           n.operstate,
                           n.carrier ? QString::number(*n.carrier) : QStringLiteral("?"),
                           twin ? twin->netdev : QStringLiteral("?"),
                           twin ? twin->operstate : QStringLiteral("?"));
            if (twin && twin->isUp()) {
                downs << DownTwin{scan.node, n.netdev, twin->netdev, evidence};
            } else if (used && !reportedSides.contains(port)) {
                reportedSides.insert(port);
                v.remove(QStringLiteral("interface"));
                Finding f = Knowledge::finding(
                    QStringLiteral("link.unplugged"), {scan.node}, v, evidence);
                f.interface = n.netdev;
                out << f;
            }
        }
    }
    twinsDown(in, downs, out);
    return out;
}

} // namespace Tandem
