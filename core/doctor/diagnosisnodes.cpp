// SPDX-License-Identifier: GPL-3.0-or-later
// The node rules of Diagnosis: MTU, netplan, GID pins, mpirun and versions (docs/doctor.md,
// "Rules"), and Diagnosis::run().
#include "diagnosis.h"

#include "doctor/knowledge.h"
#include "doctor/liveplan.h"
#include "plan/foreignconfig.h"
#include "plan/netplandocument.h"
#include "util/checkednumbers.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSet>

#include <algorithm>

namespace Tandem {

namespace {

class NodeText
{
    Q_DECLARE_TR_FUNCTIONS(Tandem::Diagnosis)
};

using Values = QMap<QString, QString>;

const NodeScan *scanOf(const DoctorInput &in, const QString &node)
{
    for (const NodeScan &scan : in.scans) {
        if (scan.node == node)
            return &scan;
    }
    return nullptr;
}

// What the node's configuration says the MTU of `netdev` is: its netplan files where they were
// read, else Tandem's plan; 0 when neither says.
int configuredMtu(const DoctorInput &in, const QString &node, const QString &netdev, QString *from)
{
    if (in.netplanFiles.contains(node)) {
        if (const auto says = NetplanDocument::merged(in.netplanFiles.value(node), netdev);
            says && says->mtu > 0) {
            *from = QStringLiteral("/etc/netplan/") + says->mtuFile;
            return says->mtu;
        }
        return 0;
    }
    if (const NodePlan *plan = in.plan.node(node)) {
        for (const PlannedInterface &i : plan->interfaces) {
            if (i.netdev == netdev && i.mtu > 0) {
                *from = NodeText::tr("Tandem's plan");
                return i.mtu;
            }
        }
    }
    return 0;
}

void mtus(const DoctorInput &in, QList<Finding> &out)
{
    QSet<QString> reset;
    for (const TwinLink &link : LivePlan::twinLinks(in.scans)) {
        const NodeScan *sa = scanOf(in, link.a);
        const NodeScan *sb = scanOf(in, link.b);
        const ScannedNetdev *x = sa ? sa->netdev(link.aNetdev) : nullptr;
        const ScannedNetdev *y = sb ? sb->netdev(link.bNetdev) : nullptr;
        if (!x || !y || x->mtu <= 0 || y->mtu <= 0)
            continue;
        bool explained = false;
        for (const auto &end : {qMakePair(link.a, x), qMakePair(link.b, y)}) {
            QString from;
            const int says = configuredMtu(in, end.first, end.second->netdev, &from);
            const QString key = end.first + QLatin1Char('/') + end.second->netdev;
            if (says > 0 && says != end.second->mtu && !reset.contains(key)) {
                reset.insert(key);
                explained = true;
                out << Knowledge::finding(
                    QStringLiteral("mtu.reset"),
                    {end.first},
                    {{QStringLiteral("node"), end.first},
                     {QStringLiteral("interface"), end.second->netdev},
                     {QStringLiteral("value"), QString::number(end.second->mtu)},
                     {QStringLiteral("expected"), QString::number(says)}},
                    NodeText::tr("%1 on %2: MTU %3 in sysfs, %4 in %5")
                        .arg(end.second->netdev, end.first)
                        .arg(end.second->mtu)
                        .arg(says)
                        .arg(from));
            } else if (reset.contains(key)) {
                explained = true;
            }
        }
        if (explained || x->mtu == y->mtu)
            continue;
        out << Knowledge::finding(QStringLiteral("mtu.mismatch"),
                                  {link.a, link.b},
                                  {{QStringLiteral("node"), link.a},
                                   {QStringLiteral("peer"), link.b},
                                   {QStringLiteral("interface"), link.aNetdev},
                                   {QStringLiteral("value"), QString::number(x->mtu)},
                                   {QStringLiteral("expected"), QString::number(y->mtu)}},
                                  NodeText::tr("%1 on %2: MTU %3; %4 on %5: MTU %6 (subnet %7)")
                                      .arg(link.aNetdev, link.a)
                                      .arg(x->mtu)
                                      .arg(link.bNetdev, link.b)
                                      .arg(y->mtu)
                                      .arg(link.subnet));
    }
}

void netplans(const DoctorInput &in, QList<Finding> &out)
{
    for (auto it = in.netplanFiles.cbegin(); it != in.netplanFiles.cend(); ++it) {
        NodeNetworkState state;
        state.node = it.key();
        state.netplanFiles = it.value();
        for (const ForeignFileChange &change : ForeignConfig::changes(state)) {
            out << Knowledge::finding(
                QStringLiteral("netplan.stale"),
                {it.key()},
                {{QStringLiteral("node"), it.key()},
                 {QStringLiteral("value"), QStringLiteral("/etc/netplan/") + change.move.file}},
                NodeText::tr("/etc/netplan/%1 configures %2")
                    .arg(change.move.file, change.move.interfaces.join(QStringLiteral(", "))));
        }
    }
    // Live addresses against the plan this session applied.
    for (const NodePlan &planned : in.plan.nodes) {
        const NodeScan *scan = scanOf(in, planned.node);
        if (!scan)
            continue;
        for (const PlannedInterface &i : planned.interfaces) {
            const ScannedNetdev *n = scan->netdev(i.netdev);
            if (!n || (n->addresses.size() == 1 && n->addresses.first() == i.cidr()))
                continue;
            if (!n->isUp() && n->addresses.contains(i.cidr()))
                continue; // a down twin keeps its address; the cabling rules name it
            out << Knowledge::finding(
                QStringLiteral("netplan.drift"),
                {planned.node},
                {{QStringLiteral("node"), planned.node},
                 {QStringLiteral("interface"), i.netdev},
                 {QStringLiteral("value"),
                  n->addresses.isEmpty() ? NodeText::tr("no address")
                                         : n->addresses.join(QStringLiteral(", "))},
                 {QStringLiteral("expected"), i.cidr()}},
                NodeText::tr("ip -4 addr on %1: %2; planned %3")
                    .arg(i.netdev, n->addresses.join(QStringLiteral(", ")), i.cidr()));
        }
    }
}

void gidPins(const DoctorInput &in, QList<Finding> &out)
{
    bool anyPin = false;
    for (const NodeScan &scan : in.scans) {
        if (scan.pins.isEmpty())
            continue;
        anyPin = true;
        // NCCL takes the environment first, then ~/.nccl.conf, then /etc/nccl.conf.
        const NcclPin &pin = scan.pins.constLast().where == QLatin1String("env")
                                 ? scan.pins.constLast()
                                 : scan.pins.constFirst();
        QStringList actual;
        bool wrong = false;
        const auto pinned = checkedDecimal(pin.value, -1, 65535);
        for (const ScannedNetdev &n : scan.netdevs) {
            if (n.addresses.isEmpty() || !n.roceV2Index)
                continue;
            actual << QStringLiteral("%1 %2").arg(n.netdev).arg(*n.roceV2Index);
            wrong = wrong || !pinned || (*pinned >= 0 && *pinned != *n.roceV2Index);
        }
        if (pinned && *pinned < 0)
            continue; // -1: automatic, what NCCL does unpinned
        const bool fromEnv = pin.where == QLatin1String("env");
        Finding f = Knowledge::finding(
            wrong ? QStringLiteral("gid.pinned") : QStringLiteral("gid.pinned-risk"),
            {scan.node},
            {{QStringLiteral("node"), scan.node},
             {QStringLiteral("where"),
              fromEnv ? NodeText::tr("the environment of SSH sessions") : pin.where},
             {QStringLiteral("value"), pin.value},
             {QStringLiteral("expected"), actual.join(QStringLiteral(", "))}},
            NodeText::tr("NCCL_IB_GID_INDEX=%1 (%2); RoCE v2 IPv4 GID index "
                         "per twin: %3")
                .arg(pin.value, pin.where, actual.join(QStringLiteral(", "))));
        if (fromEnv) {
            // Tandem edits no shell start-up file but its own block: the admin removes the export.
            f.group = FindingGroup::Decision;
            f.repair = RepairKind::None;
            f.fix
                = NodeText::tr("Remove the export of NCCL_IB_GID_INDEX from %1's shell start-up "
                               "files (~/.bashrc, /etc/environment); NCCL picks the index itself.")
                      .arg(scan.node);
        } else {
            f.repairTarget = pin.where;
        }
        out << f;
    }
    if (anyPin)
        return;
    QStringList differing;
    QStringList nodes;
    for (const ParityItem &item : in.parity.items) {
        if (!item.key.startsWith(QLatin1String("gid.")) || item.same)
            continue;
        QStringList parts;
        for (const QString &node : in.parity.nodes)
            parts << QStringLiteral("%1 %2").arg(node,
                                                 item.values.value(node, QStringLiteral("-")));
        differing << QStringLiteral("%1: %2").arg(item.key.mid(4),
                                                  parts.join(QStringLiteral(", ")));
        nodes = in.parity.nodes;
    }
    if (!differing.isEmpty()) {
        out << Knowledge::finding(QStringLiteral("gid.differs"),
                                  nodes,
                                  {{QStringLiteral("value"), differing.join(QStringLiteral("; "))}},
                                  differing.join(QLatin1Char('\n')));
    }
}

void mpirun(const DoctorInput &in, QList<Finding> &out)
{
    for (const NodeScan &scan : in.scans) {
        if (!scan.mpirun.isEmpty())
            continue;
        const QString evidence
            = NodeText::tr("command -v mpirun in a non-interactive SSH session: "
                           "nothing (PATH=%1); in a login shell: %2")
                  .arg(scan.path,
                       scan.mpirunLogin.isEmpty() ? NodeText::tr("nothing") : scan.mpirunLogin);
        if (scan.mpirunLogin.isEmpty()) {
            out << Knowledge::finding(QStringLiteral("mpi.missing"),
                                      {scan.node},
                                      {{QStringLiteral("node"), scan.node}},
                                      evidence);
            continue;
        }
        Finding f
            = Knowledge::finding(QStringLiteral("mpi.path"),
                                 {scan.node},
                                 {{QStringLiteral("node"), scan.node},
                                  {QStringLiteral("value"), scan.mpirunLogin},
                                  {QStringLiteral("expected"), QFileInfo(scan.mpirunLogin).path()}},
                                 evidence);
        f.repairTarget = QFileInfo(scan.mpirunLogin).path();
        out << f;
    }
}

QString perNode(const ParityItem &item, const QStringList &nodes)
{
    QStringList parts;
    for (const QString &node : nodes) {
        const QString v = item.values.value(node);
        parts << QStringLiteral("%1 %2").arg(node, v.isEmpty() ? NodeText::tr("(none)") : v);
    }
    return parts.join(QStringLiteral(", "));
}

int severityRank(FindingSeverity s)
{
    return s == FindingSeverity::Fail ? 0 : s == FindingSeverity::Warn ? 1 : 2;
}

} // namespace

QList<Finding> Diagnosis::nodes(const DoctorInput &in)
{
    QList<Finding> out;
    mtus(in, out);
    netplans(in, out);
    gidPins(in, out);
    mpirun(in, out);
    return out;
}

QList<Finding> Diagnosis::versions(const DoctorInput &in)
{
    QList<Finding> out;
    static const QStringList ncclKeys{
        QStringLiteral("nccl"), QStringLiteral("nccl-headers"), QStringLiteral("nccl-tests")};
    static const QStringList otherKeys{QStringLiteral("os"),
                                       QStringLiteral("kernel"),
                                       QStringLiteral("driver"),
                                       QStringLiteral("cuda"),
                                       QStringLiteral("mpi"),
                                       QStringLiteral("python")};
    QStringList ncclParts;
    QStringList ncclEvidence;
    QStringList ncclOdd;
    for (const ParityItem &item : in.parity.items) {
        if (item.same)
            continue;
        const QString values = perNode(item, in.parity.nodes);
        if (ncclKeys.contains(item.key)) {
            ncclParts << QStringLiteral("%1 (%2)").arg(item.label, values);
            ncclEvidence << QStringLiteral("%1: %2").arg(item.label, values);
            for (const QString &n : item.odd) {
                if (!ncclOdd.contains(n))
                    ncclOdd << n;
            }
            continue;
        }
        if (!otherKeys.contains(item.key) && !item.key.startsWith(QLatin1String("firmware.")))
            continue;
        out << Knowledge::finding(
            QStringLiteral("versions.other"),
            item.odd.isEmpty() ? in.parity.nodes : item.odd,
            {{QStringLiteral("item"), item.label}, {QStringLiteral("value"), values}},
            QStringLiteral("%1: %2").arg(item.label, values));
    }
    if (!ncclParts.isEmpty()) {
        QStringList scanLines;
        for (const NodeScan &scan : in.scans)
            scanLines << QStringLiteral("%1: %2").arg(scan.node,
                                                      scan.ncclTestsLine.isEmpty()
                                                          ? NodeText::tr("(no nccl-tests run)")
                                                          : scan.ncclTestsLine);
        out.prepend(
            Knowledge::finding(QStringLiteral("versions.nccl"),
                               ncclOdd.isEmpty() ? in.parity.nodes : ncclOdd,
                               {{QStringLiteral("item"), NodeText::tr("NCCL / nccl-tests")},
                                {QStringLiteral("value"), ncclParts.join(QStringLiteral("; "))}},
                               (ncclEvidence + scanLines).join(QLatin1Char('\n'))));
    }
    return out;
}

QList<Finding> Diagnosis::earlierChecks(const DoctorInput &in, const QList<Finding> &found)
{
    // An earlier check whose symptom a rule already names adds nothing.
    static const QMap<QString, QStringList> explainedBy{
        {QStringLiteral("cabling.speed"), {QStringLiteral("link.speed")}},
        {QStringLiteral("cabling.mtu"),
         {QStringLiteral("mtu.mismatch"), QStringLiteral("mtu.reset")}},
        {QStringLiteral("cabling.link-mtu"),
         {QStringLiteral("mtu.mismatch"), QStringLiteral("mtu.reset")}},
        {QStringLiteral("cabling.port"),
         {QStringLiteral("link.unplugged"), QStringLiteral("link.twin-down")}},
        {QStringLiteral("topology"),
         {QStringLiteral("link.unplugged"), QStringLiteral("link.twin-down")}},
        {QStringLiteral("cabling.twins"),
         {QStringLiteral("link.twin-down"), QStringLiteral("link.unplugged")}},
        {QStringLiteral("verify.mpirun"),
         {QStringLiteral("mpi.path"), QStringLiteral("mpi.missing")}},
        {QStringLiteral("verify.ping"),
         {QStringLiteral("mtu.mismatch"),
          QStringLiteral("mtu.reset"),
          QStringLiteral("link.twin-down"),
          QStringLiteral("link.unplugged")}},
    };
    QSet<QString> firedRules;
    for (const Finding &f : found)
        firedRules.insert(f.id);
    QList<Finding> out;
    for (const Check &check : in.checks) {
        if (check.status != CheckStatus::Fail)
            continue;
        const QStringList rules = explainedBy.value(check.id);
        if (std::any_of(rules.cbegin(), rules.cend(), [&](const QString &r) {
                return firedRules.contains(r);
            }))
            continue;
        Finding f
            = Knowledge::finding(QStringLiteral("check.failed"),
                                 check.node.isEmpty() ? QStringList() : QStringList{check.node},
                                 {{QStringLiteral("value"), check.title},
                                  {QStringLiteral("expected"), check.detail},
                                  {QStringLiteral("fix"), check.fix}},
                                 check.detail);
        f.id = QStringLiteral("check.failed");
        f.source = check.id;
        out << f;
    }
    return out;
}

QList<Finding> Diagnosis::run(const DoctorInput &in)
{
    QList<Finding> all = links(in);
    all += nodes(in);
    all += versions(in);
    all += earlierChecks(in, all);
    // NCCL between two nodes fails whenever their link does (an MTU mismatch, a pinned GID, a
    // missing mpirun): the failing finding about either node is the cause, not a second symptom.
    all.removeIf([&all](const Finding &f) {
        if (f.id != QLatin1String("nccl.failed"))
            return false;
        return std::any_of(all.cbegin(), all.cend(), [&f](const Finding &other) {
            if (other.id == f.id || other.severity != FindingSeverity::Fail)
                return false;
            return std::any_of(f.nodes.cbegin(), f.nodes.cend(), [&other](const QString &n) {
                return other.nodes.contains(n);
            });
        });
    });
    std::stable_sort(all.begin(), all.end(), [](const Finding &x, const Finding &y) {
        return severityRank(x.severity) < severityRank(y.severity);
    });
    return all;
}

} // namespace Tandem
