// SPDX-License-Identifier: GPL-3.0-or-later
// Link findings as a walkthrough met them, beyond the one row per rule of tst_diagnosis: a twin
// down at both ends of one cable is one finding naming both ends; the node a stale ConnectX is
// blamed on is the one whose port the finding names; a twin that a stale ConnectX and a reset
// MTU leave unmeasured is said to be unmeasured, not only the MTU.
#include "doctor/diagnosis.h"
#include "doctor/knowledge.h"
#include "doctor/paritytable.h"

#include "doctorfixtures.h"

#include <QTest>

using namespace Tandem;
using Tandem::Test::scanOf;
using Tandem::Test::scanText;

namespace {

const QString left1 = QStringLiteral("enp1s0f0np0");
const QString left2 = QStringLiteral("enP2p1s0f0np0");
const QString right1 = QStringLiteral("enp1s0f1np1");

LinkMeasurement run(const QString &a,
                    const QString &b,
                    bool fromB,
                    const QString &twin,
                    const QString &peerTwin,
                    std::optional<double> gbps)
{
    LinkMeasurement m;
    m.a = a;
    m.b = b;
    m.fromB = fromB;
    m.kind = twin == QLatin1String("both") ? LinkKind::BothTwins : LinkKind::OneTwin;
    m.twin = twin;
    m.peerTwin = m.kind == LinkKind::OneTwin ? peerTwin : QString();
    m.gbps = gbps;
    m.band = LinkBands::band(m.kind, gbps, false);
    if (!gbps)
        m.error = QStringLiteral("Failed status 12: wr_id 0 syndrom 0x81");
    return m;
}

using Ends = QList<QPair<int, QString>>; // (node number, netdev)

// node1 and node2 cabled on their left ports, `down` the twins that are down (at which node),
// with their addresses kept or not.
DoctorInput twinsDown(const Ends &down, bool keepAddresses, bool viaSwitch)
{
    DoctorInput in;
    for (int n : {1, 2}) {
        QByteArray text;
        for (QByteArray line : scanText(n).split('\n')) {
            const QList<QByteArray> words = line.split(' ');
            const bool isDown = down.contains(qMakePair(n, QString::fromLatin1(words.value(1))));
            if (isDown && words.first() == "net")
                line.replace(" up 1 ", " down 0 ");
            if (isDown && words.first() == "addr" && !keepAddresses)
                continue;
            text += line + '\n';
        }
        in.scans << scanOf(n, text);
    }
    in.parity = ParityTable::from(in.scans);
    in.matrix.nodes = in.parity.nodes;
    in.matrix.viaSwitch = viaSwitch;
    return in;
}

QList<Finding> withId(const QList<Finding> &findings, const QString &id)
{
    QList<Finding> list;
    for (const Finding &f : findings) {
        if (f.id == id)
            list << f;
    }
    return list;
}

} // namespace

class TestDiagnosisLinks final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void oneFindingPerCable_data();
    void oneFindingPerCable();
    void staleNodeNamesItsOwnPort_data();
    void staleNodeNamesItsOwnPort();
    void aTwinHiddenByAResetMtuIsUnmeasured();
};

void TestDiagnosisLinks::oneFindingPerCable_data()
{
    QTest::addColumn<Ends>("down");
    QTest::addColumn<bool>("keepAddresses");
    QTest::addColumn<bool>("viaSwitch");
    QTest::addColumn<QStringList>("nodesOfEach"); // one entry per twin-down finding

    const Ends bothEnds{{1, left2}, {2, left2}};
    // The down twin kept its address: its own subnet names the other end.
    QTest::newRow("both ends, addresses kept")
        << bothEnds << true << false << QStringList{"node1,node2"};
    // It lost it: the twin that is up names the cable's other end.
    QTest::newRow("both ends, addresses gone")
        << bothEnds << false << false << QStringList{"node1,node2"};
    QTest::newRow("one end only") << Ends{{1, left2}} << true << false << QStringList{"node1"};
    // Through a switch each node has its own cable: a twin down on each is two findings.
    QTest::newRow("through a switch") << bothEnds << true << true << QStringList{"node1", "node2"};
}

void TestDiagnosisLinks::oneFindingPerCable()
{
    QFETCH(Ends, down);
    QFETCH(bool, keepAddresses);
    QFETCH(bool, viaSwitch);
    QFETCH(QStringList, nodesOfEach);
    const QList<Finding> found = withId(Diagnosis::run(twinsDown(down, keepAddresses, viaSwitch)),
                                        QStringLiteral("link.twin-down"));
    QStringList nodes;
    for (const Finding &f : found)
        nodes << f.nodes.join(u',');
    QCOMPARE(nodes, nodesOfEach);
    for (const Finding &f : found) {
        QCOMPARE(f.group, FindingGroup::Hardware);
        QCOMPARE(f.interface, left2);
        QCOMPARE(f.port, QStringLiteral("left"));
        QVERIFY(!f.title.contains(u'{'));
        if (f.nodes.size() < 2)
            continue;
        // Both ends by node, twin and port, in the title a reader sees first and in the fix.
        for (const QString &end : {QStringLiteral("enP2p1s0f0np0 on node1 (left port)"),
                                   QStringLiteral("enP2p1s0f0np0 on node2 (left port)")})
            QVERIFY2(f.title.contains(end), qPrintable(f.title));
        QVERIFY2(f.fix.contains(QLatin1String("on node1"))
                     && f.fix.contains(QLatin1String("on node2")),
                 qPrintable(f.fix));
        // What the scan saw at each end stays.
        QVERIFY2(f.evidence.contains(QLatin1String("node1: enP2p1s0f0np0: operstate down"))
                     && f.evidence.contains(QLatin1String("node2: enP2p1s0f0np0: operstate down")),
                 qPrintable(f.evidence));
    }
}

void TestDiagnosisLinks::staleNodeNamesItsOwnPort_data()
{
    QTest::addColumn<bool>("staleIsB");
    QTest::addColumn<QString>("node");
    QTest::addColumn<QString>("interface");
    QTest::addColumn<QString>("port");
    // node3's right twin is stale towards node1 and node2, whose left twins measure it; node3 is
    // the second node of both pairs (b), so the twin and the cage are the runs' peer twin.
    QTest::newRow("stale at b") << true << "node3" << right1 << "right";
    QTest::newRow("stale at a") << false << "node1" << left1 << "left";
}

void TestDiagnosisLinks::staleNodeNamesItsOwnPort()
{
    QFETCH(bool, staleIsB);
    QFETCH(QString, node);
    QFETCH(QString, interface);
    QFETCH(QString, port);
    DoctorInput in;
    for (int n : {1, 2, 3})
        in.scans << scanOf(n, scanText(n));
    in.parity = ParityTable::from(in.scans);
    in.matrix.nodes = in.parity.nodes;
    const QString n1 = QStringLiteral("node1"), n2 = QStringLiteral("node2"),
                  n3 = QStringLiteral("node3");
    // Pairs are (a, b) in node order; the stale node is in every stale pair at the same side.
    const QList<QPair<QString, QString>> pairs
        = staleIsB ? QList<QPair<QString, QString>>{{n1, n3}, {n2, n3}}
                   : QList<QPair<QString, QString>>{{n1, n2}, {n1, n3}};
    for (const auto &[a, b] : pairs) {
        const QString bTwin = staleIsB ? right1 : left1;
        for (bool fromB : {false, true})
            in.matrix.rdma << run(a, b, fromB, left1, bTwin, fromB ? 13.8 : 14.2);
    }
    const QList<Finding> stale = withId(Diagnosis::run(in), QStringLiteral("link.stale-connectx"));
    QVERIFY(!stale.isEmpty());
    for (const Finding &f : stale) {
        QCOMPARE(f.nodes, QStringList{node});
        QCOMPARE(f.interface, interface);
        QCOMPARE(f.port, port);
        QVERIFY2(f.title.startsWith(interface + QStringLiteral(" on ") + node),
                 qPrintable(f.title));
    }
}

// The walkthrough's case: node1's first twin came up stale and node2's end of it lost its MTU
// (a firmware update put it back to 1500). Every test of that twin, alone and with both twins at
// once, ended in error; the other twin is healthy. The MTU finding names the cause; a second
// finding says the twin was not measured and that the Doctor after Repair measures it.
void TestDiagnosisLinks::aTwinHiddenByAResetMtuIsUnmeasured()
{
    DoctorInput in;
    in.scans << scanOf(1, scanText(1)) << scanOf(2, scanText(2, 1500));
    in.parity = ParityTable::from(in.scans);
    in.matrix.nodes = in.parity.nodes;
    in.netplanFiles.insert(
        QStringLiteral("node2"),
        {{QStringLiteral("40-cx7.yaml"),
          "network:\n  version: 2\n  ethernets:\n    enp1s0f0np0:\n      addresses: "
          "[192.168.100.2/24]\n      mtu: 9000\n"}});
    const QString n1 = QStringLiteral("node1"), n2 = QStringLiteral("node2");
    for (bool fromB : {false, true}) {
        in.matrix.rdma << run(n1, n2, fromB, left1, left1, std::nullopt)
                       << run(n1, n2, fromB, left2, left2, fromB ? 110.7 : 111.1)
                       << run(n1, n2, fromB, QStringLiteral("both"), {}, std::nullopt);
    }
    const QList<Finding> findings = Diagnosis::run(in);
    QStringList ids;
    for (const Finding &f : findings)
        ids << f.id;
    QVERIFY2(ids.contains(QLatin1String("mtu.reset")), qPrintable(ids.join(u' ')));
    QVERIFY2(!ids.contains(QLatin1String("rdma.failed")), qPrintable(ids.join(u' ')));
    const QList<Finding> unmeasured = withId(findings, QStringLiteral("link.unmeasured"));
    QCOMPARE(unmeasured.size(), 1);
    const Finding &f = unmeasured.first();
    QCOMPARE(f.nodes, (QStringList{n1, n2}));
    QCOMPARE(f.interface, left1);
    QCOMPARE(f.group, FindingGroup::Fixable);
    QCOMPARE(f.repair, RepairKind::ReapplyPlan); // Repair runs for it, and the Doctor after it
    QCOMPARE(f.title,
             QStringLiteral("enp1s0f0np0 between node1 and node2 could not be measured: its RDMA "
                            "tests ended in error"));
    QVERIFY2(f.cause.contains(QLatin1String("all 4 tests")), qPrintable(f.cause));
    QVERIFY2(f.fix.contains(QLatin1String("runs the Doctor again, which measures this twin")),
             qPrintable(f.fix));
    // The evidence: both MTUs and the four runs that ended in error, in perftest's words.
    QVERIFY2(f.evidence.startsWith(
                 QLatin1String("MTU: enp1s0f0np0 on node1 9000, enp1s0f0np0 on node2 1500")),
             qPrintable(f.evidence));
    QCOMPARE(f.evidence.count(QLatin1String("Failed status 12")), 4);
    // The healthy twin is not in it.
    QVERIFY(!f.evidence.contains(left2));
}

QTEST_GUILESS_MAIN(TestDiagnosisLinks)
#include "tst_diagnosislinks.moc"
