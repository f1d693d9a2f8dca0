// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/nmcliparser.h"
#include "plan/foreignconfig.h"
#include "plan/planconflicts.h"
#include "plantestdata.h"
#include "resultcheck.h"

#include <QTest>

using namespace Tandem;
using namespace Tandem::Test;

namespace {

const QString a = QStringLiteral("spark-a");
const QString b = QStringLiteral("spark-b");

// What NVIDIA Sync left behind (docs/netplan.md, "Files other tools write"): its own plan on the
// same twins.
const QByteArray staleSync
    = "network:\n  version: 2\n  renderer: NetworkManager\n  ethernets:\n"
      "    enp1s0f1np1:\n      addresses: [10.100.16.1/24]\n      mtu: 9000\n"
      "    enP2p1s0f1np1:\n      addresses: [10.100.17.1/24]\n      mtu: 9000\n";
const QByteArray cloudInit
    = "network:\n  version: 2\n  ethernets:\n    enP7s7:\n      dhcp4: true\n";
// An installer's file that holds the management port and one ConnectX-7 twin: only the twin
// may go; and the same in flow style, which Tandem does not take apart.
const QByteArray cloudInitWithTwin
    = "network:\n  version: 2\n  ethernets:\n    enP7s7:\n      dhcp4: true\n"
      "    enp1s0f1np1:\n      dhcp4: true\n";
const QByteArray cloudInitFlow
    = "network:\n  version: 2\n  ethernets: {enP7s7: {dhcp4: true}, enp1s0f1np1: {dhcp4: "
      "true}}\n";
const QByteArray oldLinkLocal
    = "network:\n  version: 2\n  ethernets:\n    enp1s0f0np0:\n      link-local: [ ipv4 ]\n"
      "    enp1s0f1np1:\n      link-local: [ ipv4 ]\n";
const QByteArray defaultRouteOnly
    = R"([{"dst":"default","gateway":"10.0.0.1","dev":"enP7s7","protocol":"dhcp","prefsrc":"10.0.0.21","metric":100,"flags":[]},)"
      R"({"dst":"10.0.0.0/24","dev":"enP7s7","protocol":"kernel","scope":"link","prefsrc":"10.0.0.21","flags":[]},)"
      R"({"type":"local","dst":"10.0.0.21","table":"local","dev":"enP7s7","protocol":"kernel","scope":"host","prefsrc":"10.0.0.21","flags":[]}])";

NetInterface mgmt(const QString &address, int prefix)
{
    NetInterface iface;
    iface.name = QStringLiteral("enP7s7");
    iface.operstate = QStringLiteral("UP");
    iface.lowerUp = true;
    iface.addresses << IpAddress{QStringLiteral("inet"),
                                 address,
                                 prefix,
                                 QStringLiteral("global"),
                                 QStringLiteral("enP7s7"),
                                 true,
                                 false};
    return iface;
}

void addAddress(NodeCabling &node, const QString &netdev, const QString &address, int prefix)
{
    for (NetInterface &iface : node.interfaces) {
        if (iface.name == netdev) {
            const QString scope = address.startsWith(QLatin1String("169.254."))
                                      ? QStringLiteral("link")
                                      : QStringLiteral("global");
            iface.addresses << IpAddress{
                QStringLiteral("inet"), address, prefix, scope, netdev, false, false};
        }
    }
}

Check find(const QList<Check> &checks, const QString &id, const QString &node)
{
    for (const Check &check : checks) {
        if (check.id == id && check.node == node)
            return check;
    }
    return {};
}

struct Scenario
{
    AddressPlan plan;
    QList<NodeCabling> cabling;
    QList<NodeNetworkState> states;
};

// Two healthy nodes, management on 10.0.0.0/24, nothing else configured; then one fault.
Scenario scenario(const QString &fault)
{
    Scenario s;
    s.cabling = twoNodesRightUp();
    const Result<AddressPlan> plan = AddressPlanner::plan(directRight(), s.cabling);
    if (!plan)
        qFatal("the direct plan failed: %s", qPrintable(plan.error().toString()));
    s.plan = *plan;
    s.cabling[0].interfaces << mgmt(QStringLiteral("10.0.0.21"), 24);
    s.cabling[1].interfaces << mgmt(QStringLiteral("10.0.0.22"), 24);
    for (const QString &node : {a, b}) {
        NodeNetworkState state;
        state.node = node;
        state.netplanFiles.insert(QStringLiteral("50-cloud-init.yaml"), cloudInit);
        state.routesJson = defaultRouteOnly;
        state.nmConnections
            = QByteArray("Wired connection 1:enP7s7:802-3-ethernet\nlo:lo:loopback\n");
        state.evidence << Evidence{node,
                                   QStringLiteral("ip -j route show table all"),
                                   0,
                                   QString::fromUtf8(defaultRouteOnly),
                                   {}};
        s.states << state;
    }
    NodeNetworkState &stateA = s.states[0];
    NodeCabling &cablingA = s.cabling[0];

    if (fault == QLatin1String("stale sync")) {
        stateA.netplanFiles.insert(QStringLiteral("99-nvidia-sync-cluster.yaml"), staleSync);
    } else if (fault == QLatin1String("cloud-init with a twin")) {
        stateA.netplanFiles.insert(QStringLiteral("50-cloud-init.yaml"), cloudInitWithTwin);
    } else if (fault == QLatin1String("cloud-init in flow style")) {
        stateA.netplanFiles.insert(QStringLiteral("50-cloud-init.yaml"), cloudInitFlow);
    } else if (fault == QLatin1String("own file")) {
        stateA.netplanFiles.insert(QStringLiteral("40-cx7.yaml"), staleSync);
    } else if (fault == QLatin1String("garbage file")) {
        stateA.netplanFiles.insert(QStringLiteral("60-broken.yaml"),
                                   "network:\n  ethernets: [oops\n");
    } else if (fault == QLatin1String("old link-local file")) {
        stateA.netplanFiles.insert(QStringLiteral("40-cx7.yaml"), oldLinkLocal);
    } else if (fault == QLatin1String("link-local elsewhere")) {
        stateA.netplanFiles.insert(QStringLiteral("30-ll.yaml"), oldLinkLocal);
    } else if (fault == QLatin1String("169.254 live")) {
        addAddress(cablingA, QStringLiteral("enp1s0f1np1"), QStringLiteral("169.254.35.62"), 16);
    } else if (fault == QLatin1String("mgmt overlap")) {
        cablingA.interfaces.last() = mgmt(QStringLiteral("192.168.100.5"), 24);
    } else if (fault == QLatin1String("route overlap")) {
        stateA.routesJson = QByteArray(
            R"([{"dst":"default","gateway":"10.0.0.1","dev":"enP7s7"},)"
            R"({"dst":"192.168.96.0/20","gateway":"10.0.0.254","dev":"enP7s7","protocol":"static"}])");
    } else if (fault == QLatin1String("bad routes")) {
        stateA.routesJson = QByteArray("[{\"dst\": \"default\",\n oops]");
    } else if (fault == QLatin1String("duplicate")) {
        s.plan.nodes[1].interfaces[0].address = s.plan.nodes[0].interfaces[0].address;
    } else if (fault == QLatin1String("nm profile")) {
        stateA.nmConnections = QByteArray("Wired connection 1:enP7s7:802-3-ethernet\n"
                                          "Wired connection 2:enp1s0f1np1:802-3-ethernet\n"
                                          "Bob's fabric\\: right:enP2p1s0f1np1:802-3-ethernet\n");
    } else if (fault == QLatin1String("netplan nm profile")) {
        stateA.nmConnections = QByteArray("netplan-enp1s0f1np1:enp1s0f1np1:802-3-ethernet\n");
    } else if (fault == QLatin1String("no nmcli")) {
        stateA.nmConnections.reset();
    } else if (fault == QLatin1String("down twin")) {
        cablingA = cablingNode(a, {QStringLiteral("enp1s0f1np1")});
    } else if (fault == QLatin1String("wrong port")) {
        cablingA = cablingNode(a, leftTwins);
    } else if (fault == QLatin1String("twins one subnet now")) {
        addAddress(cablingA, QStringLiteral("enp1s0f1np1"), QStringLiteral("192.168.0.1"), 24);
        addAddress(cablingA, QStringLiteral("enP2p1s0f1np1"), QStringLiteral("192.168.0.2"), 24);
    } else if (fault == QLatin1String("twins one subnet in netplan")) {
        stateA.netplanFiles.insert(
            QStringLiteral("40-cx7.yaml"),
            "network:\n  ethernets:\n    enp1s0f0np0: {addresses: [192.168.0.1/24]}\n"
            "    enP2p1s0f0np0: {addresses: [192.168.0.2/24]}\n");
    } else if (fault == QLatin1String("twins one subnet in plan")) {
        s.plan.nodes[0].interfaces[1].address = QStringLiteral("192.168.100.12");
    } else if (fault == QLatin1String("no state")) {
        s.states.removeFirst();
    } else if (!fault.isEmpty()) {
        qFatal("unknown fault %s", qPrintable(fault));
    }
    return s;
}

} // namespace

class TestPlanConflicts final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rules_data();
    void rules();
    void healthyPassesEverything();
    void movesStaleFilesAside();
    void parsesNmcli();
};

void TestPlanConflicts::rules_data()
{
    QTest::addColumn<QString>("fault");
    QTest::addColumn<QString>("checkId");
    QTest::addColumn<QString>("node");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("text");

    const int pass = int(CheckStatus::Pass);
    const int warn = int(CheckStatus::Warn);
    const int fail = int(CheckStatus::Fail);
    const int skipped = int(CheckStatus::Skipped);
    QTest::newRow("other-netplan: only cloud-init")
        << ""
        << "plan.other-netplan" << a << pass << "No netplan file configures";
    QTest::newRow("other-netplan: stale Sync file")
        << "stale sync"
        << "plan.other-netplan" << a << warn
        << "/etc/netplan/99-nvidia-sync-cluster.yaml configures enp1s0f1np1, enP2p1s0f1np1 with "
           "10.100.16.1/24, 10.100.17.1/24";
    QTest::newRow("other-netplan: fix moves it aside")
        << "stale sync"
        << "plan.other-netplan:fix" << a << warn
        << "Tandem moves /etc/netplan/99-nvidia-sync-cluster.yaml aside";
    QTest::newRow("other-netplan: shared file is rewritten")
        << "cloud-init with a twin"
        << "plan.other-netplan" << a << warn
        << "/etc/netplan/50-cloud-init.yaml configures enp1s0f1np1";
    QTest::newRow("other-netplan: fix takes only the twin out")
        << "cloud-init with a twin"
        << "plan.other-netplan:fix" << a << warn
        << "takes only the entries for enp1s0f1np1 out of the file and keeps every other byte";
    QTest::newRow("other-netplan: flow style is refused")
        << "cloud-init in flow style"
        << "plan.other-netplan:fix" << a << fail << "written in flow style";
    QTest::newRow("other-netplan: other node unaffected")
        << "stale sync"
        << "plan.other-netplan" << b << pass << "";
    QTest::newRow("other-netplan: own 40-cx7 is replaced")
        << "own file"
        << "plan.other-netplan" << a << pass << "replaces it";
    QTest::newRow("other-netplan: unreadable file")
        << "garbage file"
        << "plan.other-netplan" << a << fail << "line 3: 60-broken.yaml is not valid YAML";
    QTest::newRow("other-netplan: link-local file")
        << "link-local elsewhere"
        << "plan.other-netplan" << a << warn << "turns on IPv4 link-local";
    QTest::newRow("link-local: none") << ""
                                      << "plan.link-local" << a << pass << "";
    QTest::newRow("link-local: old playbook file")
        << "old link-local file"
        << "plan.link-local" << a << warn
        << "/etc/netplan/40-cx7.yaml sets link-local: [ ipv4 ] on enp1s0f0np0";
    QTest::newRow("link-local: live 169.254")
        << "169.254 live"
        << "plan.link-local" << a << warn << "enp1s0f1np1 has 169.254.35.62";
    QTest::newRow("mgmt-overlap: free")
        << ""
        << "plan.mgmt-overlap" << a << pass << "No management address";
    QTest::newRow("mgmt-overlap: management on 192.168.100.0/24")
        << "mgmt overlap"
        << "plan.mgmt-overlap" << a << fail
        << "192.168.100.0/24 (planned for enp1s0f1np1) overlaps 192.168.100.5/24 on enP7s7";
    QTest::newRow("mgmt-overlap: fix names --base")
        << "mgmt overlap"
        << "plan.mgmt-overlap:fix" << a << fail << "--base";
    QTest::newRow("mgmt-overlap: static route") << "route overlap"
                                                << "plan.mgmt-overlap" << a << fail
                                                << "192.168.101.0/24 (planned for enP2p1s0f1np1) "
                                                   "overlaps the route 192.168.96.0/20 via enP7s7";
    QTest::newRow("mgmt-overlap: unreadable routes")
        << "bad routes"
        << "plan.mgmt-overlap" << a << warn << "routes could not be read";
    QTest::newRow("duplicate: none") << ""
                                     << "plan.duplicate"
                                     << "" << pass << "4 planned address(es)";
    QTest::newRow("duplicate: same address twice")
        << "duplicate"
        << "plan.duplicate"
        << "" << fail << "192.168.100.10 on spark-a enp1s0f1np1, spark-b enp1s0f1np1";
    QTest::newRow("network-manager: management profile only")
        << ""
        << "plan.network-manager" << a << pass << "";
    QTest::newRow("network-manager: profile on a twin")
        << "nm profile"
        << "plan.network-manager" << a << warn
        << "\"Wired connection 2\" on enp1s0f1np1, \"Bob's fabric: right\" on enP2p1s0f1np1";
    QTest::newRow("network-manager: fix deletes them")
        << "nm profile"
        << "plan.network-manager:fix" << a << warn
        << "sudo nmcli connection delete 'Wired connection 2'; sudo nmcli connection delete "
           "'Bob'\\''s fabric: right'";
    QTest::newRow("network-manager: netplan's own profile")
        << "netplan nm profile"
        << "plan.network-manager" << a << pass << "";
    QTest::newRow("network-manager: no nmcli")
        << "no nmcli"
        << "plan.network-manager" << a << pass << "not installed";
    QTest::newRow("down-twin: all up") << ""
                                       << "plan.down-twin" << a << pass << "";
    QTest::newRow("down-twin: secondary went down")
        << "down twin"
        << "plan.down-twin" << a << fail
        << "enP2p1s0f1np1 is down while its twin enp1s0f1np1 is up";
    QTest::newRow("down-twin: cable in the other port")
        << "wrong port"
        << "plan.down-twin" << a << fail << "other port";
    QTest::newRow("twins-one-subnet: fine") << ""
                                            << "plan.twins-one-subnet" << a << pass << "";
    QTest::newRow("twins-one-subnet: live addresses")
        << "twins one subnet now"
        << "plan.twins-one-subnet" << a << warn
        << "now: enp1s0f1np1 (192.168.0.1/24) and enP2p1s0f1np1 (192.168.0.2/24)";
    QTest::newRow("twins-one-subnet: connect-three-sparks file")
        << "twins one subnet in netplan"
        << "plan.twins-one-subnet" << a << warn << "routing ambiguity";
    QTest::newRow("twins-one-subnet: edited plan")
        << "twins one subnet in plan"
        << "plan.twins-one-subnet" << a << fail << "The plan puts twins in one subnet";
    QTest::newRow("no state: skipped") << "no state"
                                       << "plan.other-netplan" << a << skipped << "not read";
}

void TestPlanConflicts::rules()
{
    QFETCH(QString, fault);
    QFETCH(QString, checkId);
    QFETCH(QString, node);
    QFETCH(int, status);
    QFETCH(QString, text);

    const Scenario s = scenario(fault);
    const QList<Check> checks = PlanConflicts::checks(s.plan, s.cabling, s.states);
    const bool wantFix = checkId.endsWith(QLatin1String(":fix"));
    const Check check = find(checks, checkId.section(QLatin1Char(':'), 0, 0), node);
    QVERIFY2(!check.id.isEmpty(), qPrintable(checkId));
    QCOMPARE(int(check.status), status);
    const QString where = wantFix ? check.fix : check.detail;
    QVERIFY2(where.contains(text), qPrintable(where));
    QVERIFY(!check.title.isEmpty());
    if (status == int(CheckStatus::Fail) || status == int(CheckStatus::Warn))
        QVERIFY2(!check.fix.isEmpty(), qPrintable(check.id));
}

void TestPlanConflicts::healthyPassesEverything()
{
    const Scenario s = scenario({});
    const QList<Check> checks = PlanConflicts::checks(s.plan, s.cabling, s.states);
    QCOMPARE(checks.size(), 1 + 2 * 6);
    for (const Check &check : checks) {
        QVERIFY2(
            check.status == CheckStatus::Pass,
            qPrintable(check.id + QLatin1Char(' ') + check.node + QLatin1Char(' ') + check.detail));
        QVERIFY(check.id.startsWith(QLatin1String("plan.")));
        if (!check.node.isEmpty() && check.id != QLatin1String("plan.down-twin"))
            QCOMPARE(check.evidence.size(), 1); // the node's route listing
    }
}

void TestPlanConflicts::movesStaleFilesAside()
{
    Scenario s = scenario(QStringLiteral("stale sync"));
    s.states[1].netplanFiles.insert(QStringLiteral("98-spark-vllm-docker.yaml"), oldLinkLocal);
    s.states[1].netplanFiles.insert(QStringLiteral("40-cx7.yaml"),
                                    staleSync); // replaced, not moved
    const QList<NetplanMoveAside> moves = PlanConflicts::filesToMoveAside(s.states);
    QCOMPARE(moves.size(), 2);
    QCOMPARE(moves.at(0),
             (NetplanMoveAside{a,
                               QStringLiteral("99-nvidia-sync-cluster.yaml"),
                               {QStringLiteral("enp1s0f1np1"), QStringLiteral("enP2p1s0f1np1")}}));
    QCOMPARE(moves.at(1),
             (NetplanMoveAside{b,
                               QStringLiteral("98-spark-vllm-docker.yaml"),
                               {QStringLiteral("enp1s0f0np0"), QStringLiteral("enp1s0f1np1")}}));

    // A file that also holds the management port is rewritten, not moved; one Tandem cannot
    // take apart is not listed at all (the plan fails instead).
    Scenario shared = scenario(QStringLiteral("cloud-init with a twin"));
    const QList<NetplanMoveAside> rewrites = PlanConflicts::filesToMoveAside(shared.states);
    QCOMPARE(rewrites.size(), 1);
    QCOMPARE(rewrites.at(0),
             (NetplanMoveAside{
                 a, QStringLiteral("50-cloud-init.yaml"), {QStringLiteral("enp1s0f1np1")}, true}));
    const QList<ForeignFileChange> changes = ForeignConfig::changes(shared.states.at(0));
    QCOMPARE(changes.size(), 1);
    QCOMPARE(changes.at(0).takeover.content, cloudInit); // the management stanza, byte for byte
    Scenario flow = scenario(QStringLiteral("cloud-init in flow style"));
    QVERIFY(PlanConflicts::filesToMoveAside(flow.states).isEmpty());
}

void TestPlanConflicts::parsesNmcli()
{
    const Result<QList<NmConnection>> ok
        = NmcliParser::parse("a\\:b:enp1s0f1np1:802-3-ethernet\r\n\noff::wifi\n");
    TANDEM_VERIFY_RESULT(ok);
    QCOMPARE(ok->size(), 2);
    QCOMPARE(ok->at(0),
             (NmConnection{QStringLiteral("a:b"),
                           QStringLiteral("enp1s0f1np1"),
                           QStringLiteral("802-3-ethernet")}));
    QCOMPARE(ok->at(1), (NmConnection{QStringLiteral("off"), QString(), QStringLiteral("wifi")}));
    const Result<QList<NmConnection>> bad
        = NmcliParser::parse("fine:x:y\nError: NetworkManager is not running.\n");
    QVERIFY(!bad.has_value());
    QCOMPARE(bad.error().line, 2);
}

QTEST_GUILESS_MAIN(TestPlanConflicts)
#include "tst_planconflicts.moc"
