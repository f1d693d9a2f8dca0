// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/ipjsonparser.h"

#include "resultcheck.h"
#include "util/checkednumbers.h"
#include <QFile>

#include <QTest>

using namespace Tandem;

Q_DECLARE_METATYPE(Tandem::NetInterface)

namespace {

QByteArray readData(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

const NetInterface *find(const QList<NetInterface> &interfaces, const QString &name)
{
    for (const auto &iface : interfaces) {
        if (iface.name == name)
            return &iface;
    }
    return nullptr;
}

QStringList names(const QList<NetInterface> &interfaces)
{
    QStringList result;
    for (const auto &iface : interfaces)
        result.append(iface.name);
    return result;
}

} // namespace

class TestIpJsonParser final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tooLarge();
    void vethDetail();
    void vethLink();
    void sparkDetail();
    void inlineCases_data();
    void inlineCases();
    void rejects_data();
    void rejects();
    void truncated_data();
    void truncated();
    void neighbours_data();
    void neighbours();
    void neighboursReject();
};

void TestIpJsonParser::neighbours_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QStringList>("macs");
    QTest::addColumn<QStringList>("states");
    // Captured in the lab after `ping -6 -I enp1s0f1np1 ff02::1` (iproute2 6.1).
    QTest::newRow("lab, filtered by dev")
        << QByteArray(
               R"([{"dst":"fe80::7a:2ff:fe01:1","lladdr":"02:7A:02:01:00:01","state":["DELAY"]}])")
        << QStringList{"02:7a:02:01:00:01"} << QStringList{"DELAY"};
    QTest::newRow("empty table") << QByteArray("[]\n") << QStringList() << QStringList();
    QTest::newRow("no output") << QByteArray("") << QStringList() << QStringList();
    QTest::newRow("failed entry has no lladdr")
        << QByteArray(R"([{"dst":"192.168.100.11","dev":"enp1s0f1np1","state":["FAILED"]},
                         {"dst":"fe80::1","dev":"enp1s0f1np1","lladdr":"02:00:00:00:00:02","router":null,"state":["STALE"]}])")
        << QStringList{"", "02:00:00:00:00:02"} << QStringList{"FAILED", "STALE"};
}

void TestIpJsonParser::neighbours()
{
    QFETCH(QByteArray, json);
    QFETCH(QStringList, macs);
    QFETCH(QStringList, states);
    const auto result = IpJsonParser::parseNeighbours(json);
    TANDEM_VERIFY_RESULT(result);
    QStringList gotMacs;
    QStringList gotStates;
    for (const Neighbour &neighbour : *result) {
        gotMacs << neighbour.mac;
        gotStates << neighbour.state.join(QLatin1Char(','));
    }
    QCOMPARE(gotMacs, macs);
    QCOMPARE(gotStates, states);
}

void TestIpJsonParser::neighboursReject()
{
    QVERIFY(!IpJsonParser::parseNeighbours(QByteArray("[{\"dst\": 5}]")).has_value());
    QVERIFY(!IpJsonParser::parseNeighbours(QByteArray("fe80::1 dev x lladdr y")).has_value());
    QVERIFY(!IpJsonParser::parseNeighbours(QByteArray("[1]")).has_value());
}

void TestIpJsonParser::vethDetail()
{
    const QString path = QFINDTESTDATA("../../data/inventory/ip-addr-detail-veth.json");
    QVERIFY(!path.isEmpty());
    const auto result = IpJsonParser::parse(readData(path));
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(
        names(*result),
        (QStringList{"lo", "enP2p1s0f1np1", "enp1s0f1np1", "enP2p1s0f0np0", "enp1s0f0np0", "br0"}));

    const NetInterface *lo = find(*result, QStringLiteral("lo"));
    QVERIFY(lo);
    QCOMPARE(lo->ifindex, 1);
    QCOMPARE(lo->operstate, QStringLiteral("UNKNOWN"));
    QCOMPARE(lo->linkType, QStringLiteral("loopback"));
    QCOMPARE(lo->mtu, 65536);
    QVERIFY(lo->lowerUp);
    QCOMPARE(lo->kind, QString());
    QCOMPARE(lo->addresses.size(), 2);
    QCOMPARE(lo->addresses.at(0), (IpAddress{"inet", "127.0.0.1", 8, "host", "lo", false, false}));
    QCOMPARE(lo->addresses.at(1), (IpAddress{"inet6", "::1", 128, "host", {}, false, false}));

    const NetInterface *up = find(*result, QStringLiteral("enp1s0f1np1"));
    QVERIFY(up);
    QCOMPARE(up->ifindex, 3);
    QCOMPARE(up->operstate, QStringLiteral("UP"));
    QCOMPARE(up->flags, (QStringList{"BROADCAST", "MULTICAST", "UP", "LOWER_UP"}));
    QVERIFY(up->lowerUp);
    QCOMPARE(up->mtu, 9000);
    QCOMPARE(up->mac, QStringLiteral("e2:0a:97:e7:c2:4c"));
    QCOMPARE(up->linkType, QStringLiteral("ether"));
    QCOMPARE(up->kind, QStringLiteral("veth"));
    QCOMPARE(up->parentBus, QString());
    QCOMPARE(up->parentDev, QString());
    QCOMPARE(up->addresses.size(), 3);
    QCOMPARE(up->addresses.at(0),
             (IpAddress{"inet", "192.168.100.10", 24, "global", "enp1s0f1np1", false, false}));
    QCOMPARE(up->addresses.at(1),
             (IpAddress{"inet6", "2001:db8::10", 64, "global", {}, false, false}));
    QCOMPARE(up->addresses.at(2),
             (IpAddress{"inet6", "fe80::e00a:97ff:fee7:c24c", 64, "link", {}, false, false}));

    const NetInterface *down = find(*result, QStringLiteral("enp1s0f0np0"));
    QVERIFY(down);
    QCOMPARE(down->operstate, QStringLiteral("DOWN"));
    QVERIFY(!down->lowerUp);
    QCOMPARE(down->flags, (QStringList{"BROADCAST", "MULTICAST", "M-DOWN"}));
    QCOMPARE(down->addresses.size(), 1);
    QCOMPARE(down->addresses.at(0),
             (IpAddress{"inet", "169.254.12.34", 16, "global", "enp1s0f0np0", false, true}));

    const NetInterface *bridge = find(*result, QStringLiteral("br0"));
    QVERIFY(bridge);
    QCOMPARE(bridge->kind, QStringLiteral("bridge"));
    QCOMPARE(bridge->ifindex, 6);
    QVERIFY(bridge->addresses.isEmpty());
}

void TestIpJsonParser::vethLink()
{
    const QString path = QFINDTESTDATA("../../data/inventory/ip-link-veth.json");
    QVERIFY(!path.isEmpty());
    const auto result = IpJsonParser::parse(readData(path));
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(result->size(), 6);
    const NetInterface *twin = find(*result, QStringLiteral("enP2p1s0f1np1"));
    QVERIFY(twin);
    QCOMPARE(twin->ifindex, 2);
    QCOMPARE(twin->mtu, 1500);
    QCOMPARE(twin->mac, QStringLiteral("5e:4a:c5:82:f8:db"));
    QCOMPARE(twin->operstate, QStringLiteral("UP"));
    QVERIFY(twin->lowerUp);
    // `ip link` without -d has neither linkinfo nor addresses.
    QCOMPARE(twin->kind, QString());
    QVERIFY(twin->addresses.isEmpty());
}

void TestIpJsonParser::sparkDetail()
{
    const QString path = QFINDTESTDATA("../../data/inventory/ip-addr-detail-spark.json");
    QVERIFY(!path.isEmpty());
    const auto result = IpJsonParser::parse(readData(path));
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(names(*result), (QStringList{"enP7s7", "enp1s0f1np1", "enP2p1s0f0np0"}));

    const NetInterface &mgmt = result->at(0);
    QCOMPARE(mgmt.parentBus, QStringLiteral("pci"));
    QCOMPARE(mgmt.parentDev, QStringLiteral("0007:01:00.0"));
    QCOMPARE(mgmt.addresses.size(), 2);
    QCOMPARE(mgmt.addresses.at(0),
             (IpAddress{"inet", "10.20.30.41", 24, "global", "enP7s7", true, true}));
    QCOMPARE(mgmt.addresses.at(1),
             (IpAddress{"inet6", "fe80::4ebb:47ff:fe2a:100e", 64, "link", {}, false, true}));

    const NetInterface &cx7 = result->at(1);
    QCOMPARE(cx7.parentDev, QStringLiteral("0000:01:00.1"));
    QCOMPARE(cx7.mtu, 9000);
    QCOMPARE(cx7.kind, QString());

    const NetInterface &noCarrier = result->at(2);
    QCOMPARE(noCarrier.operstate, QStringLiteral("DOWN"));
    QVERIFY(noCarrier.flags.contains(QStringLiteral("UP")));
    QVERIFY(!noCarrier.lowerUp);
    QVERIFY(noCarrier.addresses.isEmpty());
}

void TestIpJsonParser::inlineCases_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<NetInterface>("expected");

    NetInterface minimal;
    minimal.name = QStringLiteral("eth9");
    QTest::newRow("only ifname") << QByteArray(R"([{"ifname":"eth9"}])") << minimal;

    NetInterface upper = minimal;
    upper.mac = QStringLiteral("aa:bb:cc:dd:ee:0f");
    QTest::newRow("mac lower-cased")
        << QByteArray(R"([{"ifname":"eth9","address":"AA:BB:CC:DD:EE:0F"}])") << upper;

    // Some iproute2 releases print {} for addresses that a -4/-6 filter dropped.
    NetInterface filtered = minimal;
    filtered.addresses = {IpAddress{"inet", "10.0.0.1", 8, "global", "eth9", false, false}};
    QTest::newRow("empty address objects skipped")
        << QByteArray(R"([{"ifname":"eth9","addr_info":[{},{"family":"inet","local":"10.0.0.1",)"
                      R"("prefixlen":8,"scope":"global","label":"eth9"},{}]}])")
        << filtered;

    NetInterface crlf = minimal;
    crlf.mtu = 1500;
    QTest::newRow("crlf pretty json") << QByteArray("[ {\r\n  \"ifname\": \"eth9\",\r\n"
                                                    "  \"mtu\": 1500\r\n} ]\r\n")
                                      << crlf;
}

void TestIpJsonParser::inlineCases()
{
    QFETCH(QByteArray, json);
    QFETCH(NetInterface, expected);
    const auto result = IpJsonParser::parse(json);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(result->size(), 1);
    QCOMPARE(result->at(0).name, expected.name);
    QCOMPARE(result->at(0).mac, expected.mac);
    QCOMPARE(result->at(0).mtu, expected.mtu);
    QCOMPARE(result->at(0).addresses, expected.addresses);
    QVERIFY(result->at(0) == expected);
}

void TestIpJsonParser::rejects_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("needle");

    QTest::newRow("empty") << QByteArray() << 0 << "printed nothing";
    QTest::newRow("whitespace") << QByteArray(" \n\n") << 0 << "printed nothing";
    QTest::newRow("binary") << QByteArray("[\n{\"ifname\":\"a\0b\"}]", 19) << 2 << "binary";
    QTest::newRow("invalid utf-8") << QByteArray("[\n{\"ifname\":\"a\xff\"}]") << 2 << "UTF-8";
    QTest::newRow("random text") << QByteArray("Lorem ipsum dolor sit amet\n") << 1
                                 << "not valid JSON";
    QTest::newRow("plain ip output")
        << QByteArray("1: lo: <LOOPBACK,UP,LOWER_UP> mtu 65536 qdisc noqueue state UNKNOWN\n") << 1
        << "not valid JSON";
    QTest::newRow("syntax error on line 3")
        << QByteArray("[ {\n  \"ifname\": \"a\",\n  \"mtu\": 15 00\n} ]\n") << 3
        << "not valid JSON";
    QTest::newRow("object top level") << QByteArray(R"({"ifname":"eth0"})") << 1 << "not a list";
    QTest::newRow("number top level") << QByteArray("42") << 1 << "not valid JSON";
    QTest::newRow("entry not an object") << QByteArray(R"([{"ifname":"a"}, 7])") << 0 << "Entry 2";
    QTest::newRow("entry without ifname") << QByteArray(R"([{"ifname":"a"},{"ifindex":3}])") << 0
                                          << "Entry 2 of the ip output has no interface name";
    QTest::newRow("ifname not a string") << QByteArray(R"([{"ifname":12}])") << 0 << "Entry 1";
    QTest::newRow("mtu a string") << QByteArray(R"([{"ifname":"a","mtu":"1500"}])") << 0
                                  << "\"mtu\"";
    QTest::newRow("mtu negative") << QByteArray(R"([{"ifname":"a","mtu":-1}])") << 0 << "\"mtu\"";
    QTest::newRow("flags not strings")
        << QByteArray(R"([{"ifname":"a","flags":["UP",1]}])") << 0 << "\"flags\"";
    QTest::newRow("addr_info an object")
        << QByteArray(R"([{"ifname":"a","addr_info":{"family":"inet"}}])") << 0 << "addr_info";
    QTest::newRow("address without local")
        << QByteArray(R"([{"ifname":"a","addr_info":[{"family":"inet","prefixlen":8}]}])") << 0
        << "no family or no address";
    QTest::newRow("prefixlen a string") << QByteArray(
        R"([{"ifname":"a","addr_info":[{"family":"inet","local":"1.2.3.4","prefixlen":"8"}]}])")
                                        << 0 << "\"prefixlen\"";
}

void TestIpJsonParser::rejects()
{
    QFETCH(QByteArray, json);
    QFETCH(int, line);
    QFETCH(QString, needle);
    const auto result = IpJsonParser::parse(json);
    QVERIFY(!result.has_value());
    QCOMPARE(result.error().line, line);
    QVERIFY2(result.error().message.contains(needle), qPrintable(result.error().message));
}

void TestIpJsonParser::truncated_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("cut");

    QTest::newRow("pretty, mid-line") << "ip-addr-detail-spark.json" << 1200;
    QTest::newRow("pretty, after a newline") << "ip-addr-detail-spark.json" << 2000;
    QTest::newRow("compact one line") << "ip-addr-detail-veth.json" << 3000;
    QTest::newRow("one byte") << "ip-link-veth.json" << 1;
}

void TestIpJsonParser::truncated()
{
    QFETCH(QString, file);
    QFETCH(int, cut);
    const QString path = QFINDTESTDATA(QStringLiteral("../../data/inventory/") + file);
    QVERIFY(!path.isEmpty());
    const QByteArray whole = readData(path);
    QVERIFY(whole.size() > cut);
    const QByteArray part = whole.left(cut);

    const auto result = IpJsonParser::parse(part);
    QVERIFY(!result.has_value());
    // The parser notices the cut at the very end of what it got.
    QCOMPARE(result.error().line, int(part.count('\n')) + 1);
    QVERIFY2(result.error().message.contains(QStringLiteral("not valid JSON")),
             qPrintable(result.error().message));
}

void TestIpJsonParser::tooLarge()
{
    const QByteArray huge(InputLimits::NodeOutputBytes + 1, '[');
    for (const auto &error :
         {IpJsonParser::parse(huge).error(), IpJsonParser::parseNeighbours(huge).error()})
        QVERIFY2(error.message.contains(QLatin1String("MiB")), qPrintable(error.message));
}

QTEST_GUILESS_MAIN(TestIpJsonParser)
#include "tst_ipjsonparser.moc"
