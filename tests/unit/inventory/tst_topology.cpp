// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/topology.h"

#include <QTest>

using namespace Tandem;

namespace {

// MAC of node n's interface: 02:00:<n>:<side 0 left/1 right>:<twin>:01.
QString mac(int node, const QString &netdev)
{
    const PortSide side = SparkNaming::sideOfNetdev(netdev);
    const Twin twin = SparkNaming::twinOfNetdev(netdev);
    return QStringLiteral("02:00:%1:%2:%3:01")
        .arg(node, 2, 10, QLatin1Char('0'))
        .arg(side == PortSide::Left ? 0 : 1, 2, 10, QLatin1Char('0'))
        .arg(twin == Twin::Primary ? 0 : 1, 2, 10, QLatin1Char('0'));
}

QString name(int node)
{
    return QStringLiteral("n%1").arg(node);
}

// A cable between node a's port and node b's port; twins = 2 (both) or 1 (primary only).
struct Wire
{
    int a;
    PortSide aSide;
    int b;
    PortSide bSide;
    int twins = 2;
    bool linkLocal = true; // false: end a has no IPv6 link-local address, so nobody answers
};

QList<InterfaceObservation> observe(int nodes, const QList<Wire> &wires, bool switched = false)
{
    QList<InterfaceObservation> result;
    for (int n = 1; n <= nodes; ++n) {
        for (const QString &netdev : SparkNaming::cx7Netdevs()) {
            InterfaceObservation o{name(n), netdev, mac(n, netdev), false, {}};
            const PortSide side = SparkNaming::sideOfNetdev(netdev);
            const bool primary = SparkNaming::twinOfNetdev(netdev) == Twin::Primary;
            if (switched && side == PortSide::Right) {
                o.up = true;
                for (int m = 1; m <= nodes; ++m) {
                    if (m != n)
                        o.neighbourMacs << mac(m, netdev);
                }
            }
            for (const Wire &w : wires) {
                const bool twinOk = primary || w.twins == 2;
                if (!w.linkLocal && (w.a == n && w.aSide == side)) {
                    o.up = true;
                    o.linkLocal = false;
                    continue;
                }
                if (!w.linkLocal && (w.b == n && w.bSide == side)) {
                    o.up = true;
                    continue;
                }
                if (w.a == n && w.aSide == side && twinOk) {
                    o.up = true;
                    const QString peerNetdev = SparkNaming::cx7Netdevs().at(
                        (w.bSide == PortSide::Left ? 0 : 2) + (primary ? 0 : 1));
                    o.neighbourMacs << mac(w.b, peerNetdev);
                }
                if (w.b == n && w.bSide == side && twinOk) {
                    o.up = true;
                    const QString peerNetdev = SparkNaming::cx7Netdevs().at(
                        (w.aSide == PortSide::Left ? 0 : 2) + (primary ? 0 : 1));
                    o.neighbourMacs << mac(w.a, peerNetdev);
                }
            }
            result << o;
        }
    }
    return result;
}

QStringList names(int nodes)
{
    QStringList list;
    for (int n = 1; n <= nodes; ++n)
        list << name(n);
    return list;
}

constexpr PortSide L = PortSide::Left;
constexpr PortSide R = PortSide::Right;

} // namespace

Q_DECLARE_METATYPE(Wire)

class TestTopology final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void classify_data();
    void classify();
};

void TestTopology::classify_data()
{
    QTest::addColumn<int>("nodes");
    QTest::addColumn<QList<Wire>>("wires");
    QTest::addColumn<bool>("switched");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("cables");
    QTest::addColumn<int>("warnings");
    QTest::addColumn<QString>("text"); // in summary, problem or a warning

    QTest::newRow("2 nodes, right to right") << 2 << QList<Wire>{{1, R, 2, R}} << false
                                             << int(TopologyKind::Direct) << 1 << 0 << "n1 right";
    QTest::newRow("2 nodes, left to right: warned")
        << 2 << QList<Wire>{{1, L, 2, R}} << false << int(TopologyKind::Direct) << 1 << 1
        << "different ports";
    QTest::newRow("2 nodes, one twin") << 2 << QList<Wire>{{1, R, 2, R, 1}} << false
                                       << int(TopologyKind::Direct) << 1 << 1 << "half bandwidth";
    QTest::newRow("2 nodes, two cables")
        << 2 << QList<Wire>{{1, R, 2, R}, {1, L, 2, L}} << false << int(TopologyKind::Direct) << 2
        << 1 << "adds no bandwidth";
    QTest::newRow("3-node ring") << 3 << QList<Wire>{{1, R, 2, L}, {2, R, 3, L}, {3, R, 1, L}}
                                 << false << int(TopologyKind::Ring) << 3 << 0 << "ring";
    QTest::newRow("3-node chain") << 3 << QList<Wire>{{1, R, 2, L}, {2, R, 3, L}} << false
                                  << int(TopologyKind::Unsupported) << 2 << 0 << "chain";
    QTest::newRow("4 nodes direct") << 4 << QList<Wire>{{1, R, 2, R}, {3, R, 4, R}} << false
                                    << int(TopologyKind::Unsupported) << 2 << 0 << "need a switch";
    QTest::newRow("4-node switch") << 4 << QList<Wire>{} << true << int(TopologyKind::Switch) << 4
                                   << 0 << "4 nodes through a switch";
    QTest::newRow("switch mixed with a direct cable")
        << 3 << QList<Wire>{{1, L, 2, L}} << true << int(TopologyKind::Unsupported) << 3 << 0
        << "must not be mixed";
    QTest::newRow("no cable") << 2 << QList<Wire>{} << false << int(TopologyKind::Unsupported) << 0
                              << 0 << "No node was found";
    QTest::newRow("no link-local address: named")
        << 2 << QList<Wire>{{1, R, 2, R, 2, false}} << false << int(TopologyKind::Unsupported) << 0
        << 0 << "No IPv6 link-local address on n1 enp1s0f1np1, n1 enP2p1s0f1np1";
    QTest::newRow("third node without link-local: named")
        << 3 << QList<Wire>{{1, R, 2, R}, {3, L, 1, L, 2, false}} << false
        << int(TopologyKind::Unsupported) << 1 << 0 << "No IPv6 link-local address on n3";
    QTest::newRow("one twin: run again")
        << 2 << QList<Wire>{{1, R, 2, R, 1}} << false << int(TopologyKind::Direct) << 1 << 1
        << "run the check again";
    QTest::newRow("third node uncabled")
        << 3 << QList<Wire>{{1, R, 2, R}} << false << int(TopologyKind::Unsupported) << 1 << 0
        << "No cable reaches n3";
}

void TestTopology::classify()
{
    QFETCH(int, nodes);
    QFETCH(QList<Wire>, wires);
    QFETCH(bool, switched);
    QFETCH(int, kind);
    QFETCH(int, cables);
    QFETCH(int, warnings);
    QFETCH(QString, text);
    const Topology topology
        = TopologyClassifier::classify(names(nodes), observe(nodes, wires, switched));
    QCOMPARE(int(topology.kind), kind);
    QCOMPARE(topology.cables.size(), cables);
    QCOMPARE(topology.warnings.size(), warnings);
    const QString all = topology.summary + QLatin1Char('|') + topology.problem + QLatin1Char('|')
                        + topology.warnings.join(QLatin1Char('|'));
    QVERIFY2(all.contains(text), qPrintable(all));
    if (kind != int(TopologyKind::Unsupported))
        QVERIFY(topology.problem.isEmpty());
    else
        QVERIFY(!topology.problem.isEmpty());
}

QTEST_GUILESS_MAIN(TestTopology)
#include "tst_topology.moc"
