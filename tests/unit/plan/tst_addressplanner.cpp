// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/addressplanner.h"
#include "plantestdata.h"
#include "resultcheck.h"

#include <QSet>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Test;

Q_DECLARE_METATYPE(Tandem::Topology)
Q_DECLARE_METATYPE(Tandem::PlanOptions)
Q_DECLARE_METATYPE(QList<Tandem::NodeCabling>)

namespace {

const QString a = QStringLiteral("spark-a");
const QString b = QStringLiteral("spark-b");
const QString c = QStringLiteral("spark-c");
const QString d = QStringLiteral("spark-d");
const QStringList allFour = SparkNaming::cx7Netdevs();

// a right -> b left, b right -> c left, c right -> a left; listed in an order the planner
// must not depend on.
Topology ring()
{
    return topology(TopologyKind::Ring,
                    {cable(b, PortSide::Right, c, PortSide::Left),
                     cable(c, PortSide::Right, a, PortSide::Left),
                     cable(a, PortSide::Right, b, PortSide::Left)});
}

QList<NodeCabling> ringNodes()
{
    return {cablingNode(a, allFour), cablingNode(b, allFour), cablingNode(c, allFour)};
}

Topology switched(const QStringList &nodes)
{
    QList<Cable> cables;
    for (const QString &n : nodes)
        cables << Cable{{n, PortSide::Right}, {QStringLiteral("switch"), PortSide::Unknown}, 2};
    return topology(TopologyKind::Switch, cables);
}

// `node` as the cabling step saw it, with `netdev` at `mtu` instead of 1500.
NodeCabling withMtu(NodeCabling node, const QString &netdev, int mtu)
{
    for (NetInterface &iface : node.interfaces) {
        if (iface.name == netdev)
            iface.mtu = mtu;
    }
    return node;
}

PlanOptions options(const QString &base, int prefix = 24, int mtu = 0)
{
    PlanOptions o;
    o.base = base;
    o.prefix = prefix;
    o.mtu = mtu;
    return o;
}

} // namespace

class TestAddressPlanner final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void plans_data();
    void plans();
    void ringProperties();
    void refusals_data();
    void refusals();
    void typedBase_data();
    void typedBase();
    void mtuNotes_data();
    void mtuNotes();
    void configuredMtu_data();
    void configuredMtu();
};

void TestAddressPlanner::typedBase_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("base");
    QTest::addColumn<int>("prefix");
    QTest::newRow("with length") << " 10.55.0.0/24 "
                                 << "10.55.0.0/24" << 24;
    QTest::newRow("other length") << "172.30.0.0/28"
                                  << "172.30.0.0/28" << 28;
    QTest::newRow("no length keeps /24") << "192.168.200.0"
                                         << "192.168.200.0" << 24;
    QTest::newRow("unreadable length") << "10.0.0.0/x"
                                       << "10.0.0.0/x" << -1;
}

void TestAddressPlanner::typedBase()
{
    QFETCH(QString, typed);
    QFETCH(QString, base);
    QFETCH(int, prefix);
    PlanOptions options;
    options.setBase(typed);
    QCOMPARE(options.base, base);
    QCOMPARE(options.prefix, prefix);
}

void TestAddressPlanner::plans_data()
{
    QTest::addColumn<Topology>("topology");
    QTest::addColumn<QList<NodeCabling>>("nodes");
    QTest::addColumn<PlanOptions>("options");
    QTest::addColumn<QStringList>("interfaces");
    QTest::addColumn<QStringList>("subnets");

    QTest::newRow("direct, right ports (playbook)")
        << directRight() << twoNodesRightUp() << PlanOptions{}
        << QStringList{"spark-a enp1s0f1np1 192.168.100.10/24 0",
                       "spark-a enP2p1s0f1np1 192.168.101.10/24 0",
                       "spark-b enp1s0f1np1 192.168.100.11/24 0",
                       "spark-b enP2p1s0f1np1 192.168.101.11/24 0"}
        << QStringList{"192.168.100.0/24", "192.168.101.0/24"};

    QTest::newRow("direct, left ports")
        << topology(TopologyKind::Direct, {cable(b, PortSide::Left, a, PortSide::Left)})
        << QList<NodeCabling>{cablingNode(a, leftTwins), cablingNode(b, leftTwins)} << PlanOptions{}
        << QStringList{"spark-a enp1s0f0np0 192.168.100.10/24 0",
                       "spark-a enP2p1s0f0np0 192.168.101.10/24 0",
                       "spark-b enp1s0f0np0 192.168.100.11/24 0",
                       "spark-b enP2p1s0f0np0 192.168.101.11/24 0"}
        << QStringList{"192.168.100.0/24", "192.168.101.0/24"};

    QTest::newRow("direct, MTU 9000") << directRight() << twoNodesRightUp()
                                      << options(QStringLiteral("192.168.100.0/24"), 24, 9000)
                                      << QStringList{"spark-a enp1s0f1np1 192.168.100.10/24 9000",
                                                     "spark-a enP2p1s0f1np1 192.168.101.10/24 9000",
                                                     "spark-b enp1s0f1np1 192.168.100.11/24 9000",
                                                     "spark-b enP2p1s0f1np1 192.168.101.11/24 9000"}
                                      << QStringList{"192.168.100.0/24", "192.168.101.0/24"};

    // Ends that differ now get one MTU, written on both, even without --mtu: the lower of the
    // two, never below Linux's 1500 (LinkMtu); the other twin, whose ends agree, is left alone.
    const QString primary = QStringLiteral("enp1s0f1np1");
    const QString secondary = QStringLiteral("enP2p1s0f1np1");
    QTest::newRow("direct, ends 9000 and 1500: 1500 on both")
        << directRight()
        << QList<NodeCabling>{withMtu(cablingNode(a, rightTwins), primary, 9000),
                              cablingNode(b, rightTwins)}
        << PlanOptions{}
        << QStringList{"spark-a enp1s0f1np1 192.168.100.10/24 1500",
                       "spark-a enP2p1s0f1np1 192.168.101.10/24 0",
                       "spark-b enp1s0f1np1 192.168.100.11/24 1500",
                       "spark-b enP2p1s0f1np1 192.168.101.11/24 0"}
        << QStringList{"192.168.100.0/24", "192.168.101.0/24"};
    QTest::newRow("direct, ends 9000 and 4200: the lower on both")
        << directRight()
        << QList<NodeCabling>{withMtu(cablingNode(a, rightTwins), secondary, 9000),
                              withMtu(cablingNode(b, rightTwins), secondary, 4200)}
        << PlanOptions{}
        << QStringList{"spark-a enp1s0f1np1 192.168.100.10/24 0",
                       "spark-a enP2p1s0f1np1 192.168.101.10/24 4200",
                       "spark-b enp1s0f1np1 192.168.100.11/24 0",
                       "spark-b enP2p1s0f1np1 192.168.101.11/24 4200"}
        << QStringList{"192.168.100.0/24", "192.168.101.0/24"};
    QTest::newRow("direct, ends 1280 and 9000: never below 1500")
        << directRight()
        << QList<NodeCabling>{withMtu(cablingNode(a, rightTwins), primary, 1280),
                              withMtu(cablingNode(b, rightTwins), primary, 9000)}
        << PlanOptions{}
        << QStringList{"spark-a enp1s0f1np1 192.168.100.10/24 1500",
                       "spark-a enP2p1s0f1np1 192.168.101.10/24 0",
                       "spark-b enp1s0f1np1 192.168.100.11/24 1500",
                       "spark-b enP2p1s0f1np1 192.168.101.11/24 0"}
        << QStringList{"192.168.100.0/24", "192.168.101.0/24"};
    QTest::newRow("direct, both ends 9000: left as they are")
        << directRight()
        << QList<NodeCabling>{withMtu(cablingNode(a, rightTwins), primary, 9000),
                              withMtu(cablingNode(b, rightTwins), primary, 9000)}
        << PlanOptions{}
        << QStringList{"spark-a enp1s0f1np1 192.168.100.10/24 0",
                       "spark-a enP2p1s0f1np1 192.168.101.10/24 0",
                       "spark-b enp1s0f1np1 192.168.100.11/24 0",
                       "spark-b enP2p1s0f1np1 192.168.101.11/24 0"}
        << QStringList{"192.168.100.0/24", "192.168.101.0/24"};
    QTest::newRow("direct, ends differ, the user's MTU wins")
        << directRight()
        << QList<NodeCabling>{withMtu(cablingNode(a, rightTwins), primary, 9000),
                              cablingNode(b, rightTwins)}
        << options(QStringLiteral("192.168.100.0/24"), 24, 4200)
        << QStringList{"spark-a enp1s0f1np1 192.168.100.10/24 4200",
                       "spark-a enP2p1s0f1np1 192.168.101.10/24 4200",
                       "spark-b enp1s0f1np1 192.168.100.11/24 4200",
                       "spark-b enP2p1s0f1np1 192.168.101.11/24 4200"}
        << QStringList{"192.168.100.0/24", "192.168.101.0/24"};
    QTest::newRow("switch, one member differs: every member of that subnet")
        << switched({a, b, c})
        << QList<NodeCabling>{cablingNode(a, rightTwins),
                              withMtu(cablingNode(b, rightTwins), secondary, 9000),
                              cablingNode(c, rightTwins)}
        << PlanOptions{}
        << QStringList{"spark-a enp1s0f1np1 192.168.100.10/24 0",
                       "spark-a enP2p1s0f1np1 192.168.101.10/24 1500",
                       "spark-b enp1s0f1np1 192.168.100.11/24 0",
                       "spark-b enP2p1s0f1np1 192.168.101.11/24 1500",
                       "spark-c enp1s0f1np1 192.168.100.12/24 0",
                       "spark-c enP2p1s0f1np1 192.168.101.12/24 1500"}
        << QStringList{"192.168.100.0/24", "192.168.101.0/24"};

    QTest::newRow("direct, base 10.55.0.0/24")
        << directRight() << twoNodesRightUp() << options(QStringLiteral("10.55.0.0/24"))
        << QStringList{"spark-a enp1s0f1np1 10.55.0.10/24 0",
                       "spark-a enP2p1s0f1np1 10.55.1.10/24 0",
                       "spark-b enp1s0f1np1 10.55.0.11/24 0",
                       "spark-b enP2p1s0f1np1 10.55.1.11/24 0"}
        << QStringList{"10.55.0.0/24", "10.55.1.0/24"};

    QTest::newRow("direct, base without prefix, /28 blocks")
        << directRight() << twoNodesRightUp() << options(QStringLiteral("10.9.8.0"), 28)
        << QStringList{"spark-a enp1s0f1np1 10.9.8.10/28 0",
                       "spark-a enP2p1s0f1np1 10.9.8.26/28 0",
                       "spark-b enp1s0f1np1 10.9.8.11/28 0",
                       "spark-b enP2p1s0f1np1 10.9.8.27/28 0"}
        << QStringList{"10.9.8.0/28", "10.9.8.16/28"};

    // The secondary twin is down at one end: only the primary is planned, and the secondary's
    // subnet stays reserved so nothing moves when it comes up.
    QTest::newRow("direct, one twin down")
        << directRight()
        << QList<NodeCabling>{cablingNode(a, rightTwins),
                              cablingNode(b, {QStringLiteral("enp1s0f1np1")})}
        << PlanOptions{}
        << QStringList{"spark-a enp1s0f1np1 192.168.100.10/24 0",
                       "spark-b enp1s0f1np1 192.168.100.11/24 0"}
        << QStringList{"192.168.100.0/24"};
    QTest::newRow("direct, primary down")
        << directRight()
        << QList<NodeCabling>{cablingNode(a, {QStringLiteral("enP2p1s0f1np1")}),
                              cablingNode(b, rightTwins)}
        << PlanOptions{}
        << QStringList{"spark-a enP2p1s0f1np1 192.168.101.10/24 0",
                       "spark-b enP2p1s0f1np1 192.168.101.11/24 0"}
        << QStringList{"192.168.101.0/24"};

    QTest::newRow("ring of three") << ring() << ringNodes() << PlanOptions{}
                                   << QStringList{"spark-a enp1s0f0np0 192.168.102.10/24 0",
                                                  "spark-a enP2p1s0f0np0 192.168.103.10/24 0",
                                                  "spark-a enp1s0f1np1 192.168.100.10/24 0",
                                                  "spark-a enP2p1s0f1np1 192.168.101.10/24 0",
                                                  "spark-b enp1s0f0np0 192.168.100.11/24 0",
                                                  "spark-b enP2p1s0f0np0 192.168.101.11/24 0",
                                                  "spark-b enp1s0f1np1 192.168.104.11/24 0",
                                                  "spark-b enP2p1s0f1np1 192.168.105.11/24 0",
                                                  "spark-c enp1s0f0np0 192.168.104.12/24 0",
                                                  "spark-c enP2p1s0f0np0 192.168.105.12/24 0",
                                                  "spark-c enp1s0f1np1 192.168.102.12/24 0",
                                                  "spark-c enP2p1s0f1np1 192.168.103.12/24 0"}
                                   << QStringList{"192.168.100.0/24",
                                                  "192.168.101.0/24",
                                                  "192.168.102.0/24",
                                                  "192.168.103.0/24",
                                                  "192.168.104.0/24",
                                                  "192.168.105.0/24"};

    QTest::newRow("switch, four nodes") << switched({a, b, c, d})
                                        << QList<NodeCabling>{cablingNode(a, rightTwins),
                                                              cablingNode(b, rightTwins),
                                                              cablingNode(c, rightTwins),
                                                              cablingNode(d, rightTwins)}
                                        << PlanOptions{}
                                        << QStringList{"spark-a enp1s0f1np1 192.168.100.10/24 0",
                                                       "spark-a enP2p1s0f1np1 192.168.101.10/24 0",
                                                       "spark-b enp1s0f1np1 192.168.100.11/24 0",
                                                       "spark-b enP2p1s0f1np1 192.168.101.11/24 0",
                                                       "spark-c enp1s0f1np1 192.168.100.12/24 0",
                                                       "spark-c enP2p1s0f1np1 192.168.101.12/24 0",
                                                       "spark-d enp1s0f1np1 192.168.100.13/24 0",
                                                       "spark-d enP2p1s0f1np1 192.168.101.13/24 0"}
                                        << QStringList{"192.168.100.0/24", "192.168.101.0/24"};
}

void TestAddressPlanner::plans()
{
    QFETCH(Topology, topology);
    QFETCH(QList<NodeCabling>, nodes);
    QFETCH(PlanOptions, options);
    QFETCH(QStringList, interfaces);
    QFETCH(QStringList, subnets);

    const Result<AddressPlan> plan = AddressPlanner::plan(topology, nodes, options);
    TANDEM_VERIFY_RESULT(plan);
    QCOMPARE(describe(*plan), interfaces);
    QCOMPARE(plan->subnetCidrs(), subnets);
    QCOMPARE(plan->mtu, options.mtu);
    // Every subnet's members are exactly the interfaces that carry an address in it.
    for (const PlannedSubnet &subnet : plan->subnets) {
        for (const auto &[node, netdev] : subnet.members) {
            const NodePlan *n = plan->node(node);
            QVERIFY(n);
            const auto it = std::find_if(
                n->interfaces.cbegin(),
                n->interfaces.cend(),
                [&wanted = netdev](const PlannedInterface &i) { return i.netdev == wanted; });
            QVERIFY(it != n->interfaces.cend());
        }
    }
}

void TestAddressPlanner::ringProperties()
{
    const Result<AddressPlan> plan = AddressPlanner::plan(ring(), ringNodes());
    TANDEM_VERIFY_RESULT(plan);
    QCOMPARE(plan->subnets.size(), 6);
    QHash<QString, QSet<QString>> subnetsPerNode;
    for (const PlannedSubnet &subnet : plan->subnets) {
        QCOMPARE(subnet.members.size(), 2);
        QVERIFY(subnet.members.at(0).first
                != subnet.members.at(1).first); // a cable joins two nodes
        // Both ends of the subnet are the same twin kind: a cable carries primary to primary.
        QCOMPARE(SparkNaming::twinOfNetdev(subnet.members.at(0).second),
                 SparkNaming::twinOfNetdev(subnet.members.at(1).second));
        for (const auto &[node, netdev] : subnet.members) {
            QVERIFY2(!subnetsPerNode[node].contains(subnet.cidr),
                     qPrintable(node + QLatin1Char(' ') + subnet.cidr));
            subnetsPerNode[node].insert(subnet.cidr);
        }
    }
    // Every cable gets two subnets: each pair of nodes meets on exactly two.
    for (const auto &[x, y] : {std::pair{a, b}, std::pair{a, c}, std::pair{b, c}})
        QCOMPARE((subnetsPerNode.value(x) & subnetsPerNode.value(y)).size(), 2);
    for (const NodePlan &node : plan->nodes)
        QCOMPARE(node.interfaces.size(), 4);
}

void TestAddressPlanner::refusals_data()
{
    QTest::addColumn<Topology>("topology");
    QTest::addColumn<QList<NodeCabling>>("nodes");
    QTest::addColumn<PlanOptions>("options");
    QTest::addColumn<QString>("message");

    Topology chain = topology(TopologyKind::Unsupported, {});
    chain.problem = QStringLiteral("Three nodes in a chain are not supported");
    QTest::newRow("unsupported topology")
        << chain << ringNodes() << PlanOptions{} << "Three nodes in a chain";
    QTest::newRow("unknown topology") << topology(TopologyKind::Unknown, {}) << twoNodesRightUp()
                                      << PlanOptions{} << "run the cabling step";
    QTest::newRow("base not an address")
        << directRight() << twoNodesRightUp() << options(QStringLiteral("banana"))
        << "not an IPv4 network";
    QTest::newRow("base with octet 256")
        << directRight() << twoNodesRightUp() << options(QStringLiteral("192.168.256.0/24"))
        << "not an IPv4 network";
    QTest::newRow("base with host bits")
        << directRight() << twoNodesRightUp() << options(QStringLiteral("192.168.100.5/24"))
        << "Did you mean 192.168.100.0/24?";
    QTest::newRow("base prefix disagrees")
        << directRight() << twoNodesRightUp() << options(QStringLiteral("10.0.0.0/16"), 24)
        << "has prefix /16 but the plan uses /24";
    QTest::newRow("prefix /7") << directRight() << twoNodesRightUp()
                               << options(QStringLiteral("10.0.0.0"), 7) << "/7 is not supported";
    QTest::newRow("prefix /31") << directRight() << twoNodesRightUp()
                                << options(QStringLiteral("10.0.0.0"), 31)
                                << "/31 is not supported";
    QTest::newRow("prefix too long for host .10")
        << directRight() << twoNodesRightUp() << options(QStringLiteral("10.0.0.0/29"), 29)
        << "too small for 2 nodes";
    QTest::newRow("runs past 255")
        << directRight() << twoNodesRightUp() << options(QStringLiteral("192.168.255.0/24"))
        << "run past 192.168.255.255";
    QTest::newRow("ring runs past 255")
        << ring() << ringNodes() << options(QStringLiteral("192.168.252.0/24"))
        << "6 subnets starting at 192.168.252.0/24 do not fit";
    QTest::newRow("mtu 100") << directRight() << twoNodesRightUp()
                             << options(QStringLiteral("192.168.100.0/24"), 24, 100)
                             << "MTU 100 is not supported";
    QTest::newRow("node missing from the list")
        << directRight() << QList<NodeCabling>{cablingNode(a, rightTwins)} << PlanOptions{}
        << "spark-b leads to a node that is not part";
    QTest::newRow("nothing up on b")
        << directRight() << QList<NodeCabling>{cablingNode(a, rightTwins), cablingNode(b, {})}
        << PlanOptions{} << "spark-a has no cabled twin that is up";
}

void TestAddressPlanner::refusals()
{
    QFETCH(Topology, topology);
    QFETCH(QList<NodeCabling>, nodes);
    QFETCH(PlanOptions, options);
    QFETCH(QString, message);

    const Result<AddressPlan> plan = AddressPlanner::plan(topology, nodes, options);
    QVERIFY(!plan.has_value());
    QVERIFY2(plan.error().message.contains(message), qPrintable(plan.error().message));
}

void TestAddressPlanner::mtuNotes_data()
{
    QTest::addColumn<QList<NodeCabling>>("nodes");
    QTest::addColumn<PlanOptions>("options");
    QTest::addColumn<QStringList>("notes");
    const QString primary = QStringLiteral("enp1s0f1np1");
    QTest::newRow("ends agree: nothing to explain")
        << twoNodesRightUp() << PlanOptions{} << QStringList{};
    QTest::newRow("ends differ")
        << QList<NodeCabling>{withMtu(cablingNode(a, rightTwins), primary, 9000),
                              cablingNode(b, rightTwins)}
        << PlanOptions{}
        << QStringList{"192.168.100.0/24: MTU 1500 on every end, because the ends differ now "
                       "(spark-a enp1s0f1np1 has 9000; spark-b enp1s0f1np1 has 1500)."};
    QTest::newRow("the user's MTU: nothing decided per link")
        << QList<NodeCabling>{withMtu(cablingNode(a, rightTwins), primary, 9000),
                              cablingNode(b, rightTwins)}
        << options(QStringLiteral("192.168.100.0/24"), 24, 9000) << QStringList{};
}

void TestAddressPlanner::mtuNotes()
{
    QFETCH(QList<NodeCabling>, nodes);
    QFETCH(PlanOptions, options);
    QFETCH(QStringList, notes);
    const Result<AddressPlan> plan = AddressPlanner::plan(directRight(), nodes, options);
    TANDEM_VERIFY_RESULT(plan);
    QCOMPARE(AddressPlanner::mtuNotes(*plan, nodes, options), notes);
}

// Both right twins in one netplan file; mtu 0 writes none.
QByteArray netplanWithMtu(int primary, int secondary)
{
    QByteArray yaml = "network:\n  version: 2\n  ethernets:\n";
    for (const auto &[netdev, mtu] :
         {std::pair{"enp1s0f1np1", primary}, std::pair{"enP2p1s0f1np1", secondary}}) {
        yaml += QByteArray("    ") + netdev + ":\n      dhcp4: false\n";
        if (mtu > 0)
            yaml += "      mtu: " + QByteArray::number(mtu) + "\n";
    }
    return yaml;
}

// Without --mtu, the MTU the nodes' netplan files set counts (LinkMtu::forLink): a twin that
// fell back to 1500 gets the files' MTU again, and rewriting Tandem's own file keeps it.
void TestAddressPlanner::configuredMtu_data()
{
    QTest::addColumn<QList<NodeCabling>>("nodes");
    QTest::addColumn<QByteArray>("fileA"); // spark-a's and spark-b's /etc/netplan/<name>
    QTest::addColumn<QByteArray>("fileB");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("mtus"); // per interface, in the plan's order
    QTest::addColumn<QStringList>("notes");

    const QString primary = QStringLiteral("enp1s0f1np1");
    const QString secondary = QStringLiteral("enP2p1s0f1np1");
    const auto at9000 = [&](const QString &n) {
        return withMtu(withMtu(cablingNode(n, rightTwins), primary, 9000), secondary, 9000);
    };
    QTest::newRow("a twin back at 1500, the files say 9000: 9000 again")
        << QList<NodeCabling>{at9000(a), withMtu(at9000(b), primary, 1500)}
        << netplanWithMtu(9000, 9000) << netplanWithMtu(9000, 9000) << "40-cx7.yaml"
        << QStringList{"9000", "9000", "9000", "9000"}
        << QStringList{"192.168.100.0/24: MTU 9000 on every end, as the nodes' netplan files set "
                       "it (now: spark-a enp1s0f1np1 has 9000; spark-b enp1s0f1np1 has 1500).",
                       "192.168.101.0/24: MTU 9000 on every end, as the nodes' netplan files set "
                       "it (now: spark-a enP2p1s0f1np1 has 9000; spark-b enP2p1s0f1np1 has "
                       "9000)."};
    QTest::newRow("Tandem's own file said 9000, all at 9000: kept")
        << QList<NodeCabling>{at9000(a), at9000(b)} << netplanWithMtu(9000, 9000)
        << netplanWithMtu(9000, 9000) << "40-cx7.yaml"
        << QStringList{"9000", "9000", "9000", "9000"}
        << QStringList{"192.168.100.0/24: MTU 9000 on every end, as the nodes' netplan files set "
                       "it (now: spark-a enp1s0f1np1 has 9000; spark-b enp1s0f1np1 has 9000).",
                       "192.168.101.0/24: MTU 9000 on every end, as the nodes' netplan files set "
                       "it (now: spark-a enP2p1s0f1np1 has 9000; spark-b enP2p1s0f1np1 has "
                       "9000)."};
    // Nothing says node b's primary is meant to have 9000: the lower MTU, as for live ends.
    QTest::newRow("only one end's file sets it, the other end runs 1500: the lower")
        << QList<NodeCabling>{at9000(a), withMtu(at9000(b), primary, 1500)}
        << netplanWithMtu(9000, 0) << netplanWithMtu(0, 0) << "99-other.yaml"
        << QStringList{"1500", "0", "1500", "0"}
        << QStringList{"192.168.100.0/24: MTU 1500 on every end, because the ends differ now "
                       "(spark-a enp1s0f1np1 has 9000; spark-b enp1s0f1np1 has 1500)."};
    QTest::newRow("only one end's file sets it, the other end runs the same: kept")
        << QList<NodeCabling>{at9000(a), at9000(b)} << netplanWithMtu(9000, 0)
        << netplanWithMtu(0, 0) << "99-other.yaml" << QStringList{"9000", "0", "9000", "0"}
        << QStringList{"192.168.100.0/24: MTU 9000 on every end, as the nodes' netplan files set "
                       "it (now: spark-a enp1s0f1np1 has 9000; spark-b enp1s0f1np1 has 9000)."};
    QTest::newRow("the files disagree: the lower of what they set")
        << QList<NodeCabling>{at9000(a), at9000(b)} << netplanWithMtu(9000, 0)
        << netplanWithMtu(4200, 0) << "40-cx7.yaml" << QStringList{"4200", "0", "4200", "0"}
        << QStringList{"192.168.100.0/24: MTU 4200 on every end, because the ends differ now "
                       "(spark-a enp1s0f1np1 has 9000; spark-b enp1s0f1np1 has 9000, its netplan "
                       "sets 4200)."};
    QTest::newRow("no file sets one: the live MTUs alone, as before")
        << QList<NodeCabling>{at9000(a), withMtu(at9000(b), primary, 1500)} << netplanWithMtu(0, 0)
        << netplanWithMtu(0, 0) << "40-cx7.yaml" << QStringList{"1500", "0", "1500", "0"}
        << QStringList{"192.168.100.0/24: MTU 1500 on every end, because the ends differ now "
                       "(spark-a enp1s0f1np1 has 9000; spark-b enp1s0f1np1 has 1500)."};
    QTest::newRow("a file that is not netplan counts as none")
        << QList<NodeCabling>{at9000(a), withMtu(at9000(b), primary, 1500)}
        << QByteArray("network: [") << QByteArray("mtu: 9000\n") << "40-cx7.yaml"
        << QStringList{"1500", "0", "1500", "0"}
        << QStringList{"192.168.100.0/24: MTU 1500 on every end, because the ends differ now "
                       "(spark-a enp1s0f1np1 has 9000; spark-b enp1s0f1np1 has 1500)."};
}

void TestAddressPlanner::configuredMtu()
{
    QFETCH(QList<NodeCabling>, nodes);
    QFETCH(QByteArray, fileA);
    QFETCH(QByteArray, fileB);
    QFETCH(QString, name);
    QFETCH(QStringList, mtus);
    QFETCH(QStringList, notes);

    const QMap<QString, QMap<QString, QByteArray>> files{{a, {{name, fileA}}},
                                                         {b, {{name, fileB}}}};
    const Result<AddressPlan> plan = AddressPlanner::plan(directRight(), nodes, {}, files);
    TANDEM_VERIFY_RESULT(plan);
    QStringList planned;
    for (const QString &line : describe(*plan))
        planned << line.section(QLatin1Char(' '), -1);
    QCOMPARE(planned, mtus);
    QCOMPARE(AddressPlanner::mtuNotes(*plan, nodes, {}, files), notes);
}

QTEST_GUILESS_MAIN(TestAddressPlanner)
#include "tst_addressplanner.moc"
