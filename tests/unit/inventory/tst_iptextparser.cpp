// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/iptextparser.h"

#include "resultcheck.h"
#include "util/checkednumbers.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace Tandem;

namespace {

QByteArray readData(const QString &relative)
{
    QFile file(QFINDTESTDATA(QStringLiteral("../../data/") + relative));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

QString orDash(const QString &text)
{
    return text.isEmpty() ? QStringLiteral("-") : text;
}

QString orDash(int number)
{
    return number == 0 ? QStringLiteral("-") : QString::number(number);
}

// One interface on one line, close to ip's own order, so that a table row reads like the
// output it came from: "4 enp1s0f1np1 UP <BROADCAST,...> mtu 1500 ether 4c:bb:...".
QString describe(const NetInterface &iface)
{
    return QStringLiteral("%1 %2 %3 <%4> mtu %5 %6 %7")
               .arg(orDash(iface.ifindex),
                    iface.name,
                    orDash(iface.operstate),
                    iface.flags.join(QLatin1Char(',')),
                    orDash(iface.mtu),
                    orDash(iface.linkType),
                    orDash(iface.mac))
           + (iface.lowerUp != iface.flags.contains(QStringLiteral("LOWER_UP"))
                  ? QStringLiteral(" lowerUp-mismatch")
                  : QString());
}

// "enp1s0f1np1 inet 10.0.3.1/24 global noprefixroute label=enp1s0f1np1".
QString describe(const QString &name, const IpAddress &address)
{
    QString text = QStringLiteral("%1 %2 %3/%4 %5")
                       .arg(name, address.family, address.local)
                       .arg(address.prefixlen)
                       .arg(orDash(address.scope));
    if (address.dynamic)
        text += QStringLiteral(" dynamic");
    if (address.noprefixroute)
        text += QStringLiteral(" noprefixroute");
    if (!address.label.isEmpty())
        text += QStringLiteral(" label=") + address.label;
    return text;
}

// The text after "line N:" is for people; tests hold ip to the line numbers.
QStringList warningLines(const QStringList &warnings)
{
    QStringList lines;
    for (const QString &warning : warnings)
        lines.append(warning.section(QLatin1Char(':'), 0, 0));
    return lines;
}

QStringList keysOf(const QJsonObject &object)
{
    QStringList keys = object.keys();
    keys.sort();
    return keys;
}

const QByteArray kClassicLink
    = "1: lo: <LOOPBACK,UP,LOWER_UP> mtu 65536 qdisc noqueue state UNKNOWN mode DEFAULT group "
      "default qlen 1000\n"
      "    link/loopback 00:00:00:00:00:00 brd 00:00:00:00:00:00\n"
      "2: enP7s7@if3: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc mq state UP mode DEFAULT "
      "group default qlen 1000\n"
      "    link/ether 4C:BB:47:2A:10:0E brd ff:ff:ff:ff:ff:ff link-netnsid 0\n"
      "    altname enp7s7\n";

const QByteArray kBriefAddr = "lo               UNKNOWN        127.0.0.1/8 ::1/128 \n"
                              "enp1s0f1np1      UP             192.168.100.10/24 "
                              "fe80::e00a:97ff:fee7:c24c/64 \n"
                              "enp1s0f0np0      DOWN           \n";

} // namespace

class TestIpTextParser final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parses_data();
    void parses();
    void rejects_data();
    void rejects();
    void warningsCapped();
    void toJsonKeys();
};

void TestIpTextParser::parses_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<QString>("form");
    QTest::addColumn<QStringList>("interfaces");
    QTest::addColumn<QStringList>("addresses");
    QTest::addColumn<QStringList>("warnings"); // "line N" of each warning

    // Real outputs (facts: /work/shared/data/real/README.md).
    const QByteArray mprg = readData(QStringLiteral("real/ip-addr-mprg-enp1s0f1np1.txt"));
    const QStringList mprgInterfaces{
        "4 enp1s0f1np1 UP <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 ether 4c:bb:47:2f:fb:99"};
    const QStringList mprgAddresses{
        "enp1s0f1np1 inet 10.0.3.1/24 global noprefixroute label=enp1s0f1np1",
        "enp1s0f1np1 inet6 fe80::4ebb:47ff:fe2f:fb99/64 link"};
    QTest::newRow("real: mprg ip a show, classic")
        << mprg << "classic" << mprgInterfaces << mprgAddresses << QStringList();

    const QString loopback = QStringLiteral("- lo UNKNOWN <LOOPBACK,UP,LOWER_UP> mtu - - -");
    const QString up = QStringLiteral("- %1 UP <BROADCAST,MULTICAST,UP,LOWER_UP> mtu - - -");
    const QString noCarrier
        = QStringLiteral("- %1 DOWN <NO-CARRIER,BROADCAST,MULTICAST,UP> mtu - - -");
    QTest::newRow("real: ds4probe ip -br link, no cable")
        << readData(QStringLiteral("real/ip-br-link-gigabyte-aitopatom-ds4probe-nocable.txt"))
        << "brief"
        << QStringList{loopback,
                       up.arg("enP7s7"),
                       noCarrier.arg("enp1s0f0np0"),
                       noCarrier.arg("enp1s0f1np1"),
                       noCarrier.arg("enP2p1s0f0np0"),
                       noCarrier.arg("enP2p1s0f1np1"),
                       up.arg("wlP9s9"),
                       noCarrier.arg("docker0")}
        << QStringList() << QStringList();

    QTest::newRow("lab json: ip -j -d addr, spark")
        << readData(QStringLiteral("inventory/ip-addr-detail-spark.json")) << "json"
        << QStringList{"2 enP7s7 UP <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 ether "
                       "4c:bb:47:2a:10:0e",
                       "3 enp1s0f1np1 UP <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 9000 ether "
                       "4c:bb:47:2a:10:21",
                       "4 enP2p1s0f0np0 DOWN <NO-CARRIER,BROADCAST,MULTICAST,UP> mtu 1500 ether "
                       "4c:bb:47:2a:10:24"}
        << QStringList{"enP7s7 inet 10.20.30.41/24 global dynamic noprefixroute label=enP7s7",
                       "enP7s7 inet6 fe80::4ebb:47ff:fe2a:100e/64 link noprefixroute",
                       "enp1s0f1np1 inet 192.168.100.10/24 global noprefixroute "
                       "label=enp1s0f1np1"}
        << QStringList();

    QTest::newRow("lab json: ip -j link, veth")
        << readData(QStringLiteral("inventory/ip-link-veth.json")) << "json"
        << QStringList{"1 lo UNKNOWN <LOOPBACK,UP,LOWER_UP> mtu 65536 loopback 00:00:00:00:00:00",
                       "2 enP2p1s0f1np1 UP <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 ether "
                       "5e:4a:c5:82:f8:db",
                       "3 enp1s0f1np1 UP <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 9000 ether "
                       "e2:0a:97:e7:c2:4c",
                       "4 enP2p1s0f0np0 DOWN <BROADCAST,MULTICAST,M-DOWN> mtu 1500 ether "
                       "ca:3c:db:b1:26:87",
                       "5 enp1s0f0np0 DOWN <BROADCAST,MULTICAST,M-DOWN> mtu 1500 ether "
                       "fe:10:a2:fc:21:ea",
                       "6 br0 DOWN <BROADCAST,MULTICAST> mtu 1500 ether c6:be:07:36:a7:5d"}
        << QStringList() << QStringList();

    // Each form, written as iproute2 6.x prints it.
    const QStringList classicLinkInterfaces{
        "1 lo UNKNOWN <LOOPBACK,UP,LOWER_UP> mtu 65536 loopback 00:00:00:00:00:00",
        "2 enP7s7 UP <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 ether 4c:bb:47:2a:10:0e"};
    QTest::newRow("classic ip link, @peer stripped, altname")
        << kClassicLink << "classic" << classicLinkInterfaces << QStringList() << QStringList();

    QTest::newRow("classic -d -s: detail and counters are noise")
        << QByteArray("3: veth0@veth1: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 9000 qdisc noqueue "
                      "state UP mode DEFAULT group default qlen 1000\n"
                      "    link/ether e2:0a:97:e7:c2:4c brd ff:ff:ff:ff:ff:ff promiscuity 0\n"
                      "    promiscuity 0  allmulti 0 minmtu 68 maxmtu 65535 \n"
                      "    veth addrgenmode eui64 numtxqueues 1 numrxqueues 1 gso_max_size 65536\n"
                      "    RX:  bytes packets errors dropped  missed   mcast\n"
                      "         1234      12      0       0       0       0\n"
                      "    TX:  bytes packets errors dropped carrier collsns\n"
                      "          900       9      0       0       0       0\n")
        << "classic"
        << QStringList{"3 veth0 UP <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 9000 ether "
                       "e2:0a:97:e7:c2:4c"}
        << QStringList() << QStringList();

    QTest::newRow("classic: dynamic, secondary label, peer, link/none")
        << QByteArray("2: enP7s7: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 state UP\n"
                      "    inet 10.20.30.41/24 metric 100 brd 10.20.30.255 scope global dynamic "
                      "noprefixroute enP7s7\n"
                      "       valid_lft 85813sec preferred_lft 85813sec\n"
                      "    inet 10.20.30.42/24 scope global secondary enP7s7:1\n"
                      "9: tun0: <POINTOPOINT,NOARP,UP,LOWER_UP> mtu 1420 state UNKNOWN\n"
                      "    link/none \n"
                      "    inet 10.8.0.1 peer 10.8.0.2/32 scope global tun0\n")
        << "classic"
        << QStringList{"2 enP7s7 UP <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 - -",
                       "9 tun0 UNKNOWN <POINTOPOINT,NOARP,UP,LOWER_UP> mtu 1420 none -"}
        << QStringList{"enP7s7 inet 10.20.30.41/24 global dynamic noprefixroute label=enP7s7",
                       "enP7s7 inet 10.20.30.42/24 global label=enP7s7:1",
                       "tun0 inet 10.8.0.1/32 global label=tun0"}
        << QStringList();

    const QStringList briefAddrInterfaces{"- lo UNKNOWN <> mtu - - -",
                                          "- enp1s0f1np1 UP <> mtu - - -",
                                          "- enp1s0f0np0 DOWN <> mtu - - -"};
    const QStringList briefAddresses{"lo inet 127.0.0.1/8 -",
                                     "lo inet6 ::1/128 -",
                                     "enp1s0f1np1 inet 192.168.100.10/24 -",
                                     "enp1s0f1np1 inet6 fe80::e00a:97ff:fee7:c24c/64 -"};
    QTest::newRow("brief ip -br addr")
        << kBriefAddr << "brief" << briefAddrInterfaces << briefAddresses << QStringList();

    QTest::newRow("brief link then addr, merged by name")
        << QByteArray("$ ip -br link\n"
                      "lo               UNKNOWN        00:00:00:00:00:00 <LOOPBACK,UP,LOWER_UP> \n"
                      "$ ip -br addr\n"
                      "lo               UNKNOWN        127.0.0.1/8 ::1/128 \n")
        << "brief" << QStringList{"- lo UNKNOWN <LOOPBACK,UP,LOWER_UP> mtu - - 00:00:00:00:00:00"}
        << briefAddresses.mid(0, 2) << QStringList();

    QTest::newRow("json after a prompt")
        << QByteArray("nvidia@spark:~$ ip -j link show lo\n"
                      "[{\"ifindex\":1,\"ifname\":\"lo\",\"flags\":[\"LOOPBACK\"],\"mtu\":65536}]")
        << "json" << QStringList{"1 lo - <LOOPBACK> mtu 65536 - -"} << QStringList()
        << QStringList();

    // Edge cases of the text itself.
    QByteArray crlf = mprg;
    crlf.replace("\n", "\r\n");
    QTest::newRow("crlf") << crlf << "classic" << mprgInterfaces << mprgAddresses << QStringList();
    QByteArray noFinalNewline = kBriefAddr;
    noFinalNewline.chop(1);
    QTest::newRow("no final newline")
        << noFinalNewline << "brief" << briefAddrInterfaces << briefAddresses << QStringList();
    QTest::newRow("tabs") << QByteArray(
        "4: enp1s0f1np1: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc mq state UP\n"
        "\tlink/ether 4c:bb:47:2f:fb:99 brd ff:ff:ff:ff:ff:ff\n"
        "\tinet 10.0.3.1/24 brd 10.0.3.255 scope global noprefixroute enp1s0f1np1\n"
        "\t\tvalid_lft forever preferred_lft forever\n"
        "\tinet6 fe80::4ebb:47ff:fe2f:fb99/64 scope link\t\n")
                          << "classic" << mprgInterfaces << mprgAddresses << QStringList();
    QByteArray indented = "   " + kBriefAddr;
    indented.replace("\n", "\n   ");
    QTest::newRow("indented by a document")
        << indented << "brief" << briefAddrInterfaces << briefAddresses << QStringList();

    // Lines that are not understood are warnings, naming the line.
    QTest::newRow("unknown lines warned") << QByteArray("== network ==\n") + kClassicLink
                                                 + "    something new 42\n"
                                                   "lo UNKNOWN 127.0.0.1/8\n"
                                          << "classic" << classicLinkInterfaces << QStringList()
                                          << QStringList{"line 1", "line 7", "line 8"};
    QTest::newRow("brief: masked address and unknown word")
        << QByteArray("eth0 UP fe80::xxxx/64 whatever 10.0.0.1/8\n") << "brief"
        << QStringList{"- eth0 UP <> mtu - - -"} << QStringList{"eth0 inet 10.0.0.1/8 -"}
        << QStringList{"line 1", "line 1"};
}

void TestIpTextParser::parses()
{
    QFETCH(QByteArray, output);
    QFETCH(QString, form);
    QFETCH(QStringList, interfaces);
    QFETCH(QStringList, addresses);
    QFETCH(QStringList, warnings);
    QVERIFY(!output.isEmpty());

    const auto report = IpTextParser::parse(output);
    TANDEM_VERIFY_RESULT(report);
    QCOMPARE(report->form, form);
    QStringList gotInterfaces;
    QStringList gotAddresses;
    for (const NetInterface &iface : report->interfaces) {
        gotInterfaces.append(describe(iface));
        for (const IpAddress &address : iface.addresses)
            gotAddresses.append(describe(iface.name, address));
    }
    QCOMPARE(gotInterfaces, interfaces);
    QCOMPARE(gotAddresses, addresses);
    QCOMPARE(warningLines(report->warnings), warnings);
}

void TestIpTextParser::rejects_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("needle");

    QTest::newRow("empty") << QByteArray() << 0 << "No line";
    QTest::newRow("blank lines") << QByteArray(" \n\t\n\n") << 0 << "No line";
    QTest::newRow("only a prompt") << QByteArray("user@spark:~$ ip a\n") << 0 << "No line";
    QTest::newRow("binary") << QByteArray("lo UNKNOWN\n\0\x01\x02", 14) << 2 << "binary";
    QTest::newRow("invalid utf-8") << QByteArray("lo UNKNOWN \xff\xfe\n") << 1 << "UTF-8";
    QTest::newRow("random text") << QByteArray("Lorem ipsum dolor sit amet\nconsectetur\n") << 0
                                 << "No line";
    QTest::newRow("device does not exist")
        << QByteArray("$ ip a show enp9s0\nDevice \"enp9s0\" does not exist.\n") << 0
        << "does not exist";
    QTest::newRow("mtu out of range")
        << QByteArray("$ ip link\n4: eth0: <UP> mtu 99999999999 state UP\n") << 2 << "mtu";
    QTest::newRow("mtu not a number")
        << QByteArray("4: eth0: <UP> mtu big state UP\n") << 1 << "mtu";
    QTest::newRow("ifindex 0") << QByteArray("0: eth0: <UP> mtu 1500 state UP\n") << 1
                               << "interface index";
    QTest::newRow("inet prefix /33")
        << QByteArray("4: eth0: <UP> mtu 1500 state UP\n    inet 10.0.0.1/33 scope global eth0\n")
        << 2 << "prefix length";
    QTest::newRow("inet6 prefix /129")
        << QByteArray("4: eth0: <UP> mtu 1500 state UP\n    inet6 fe80::1/129 scope link\n") << 2
        << "prefix length";
    QTest::newRow("brief prefix /33")
        << QByteArray("eth0 UP 10.0.0.1/33\n") << 1 << "prefix length";
    QTest::newRow("inet without prefix")
        << QByteArray("4: eth0: <UP> mtu 1500 state UP\n    inet 10.0.0.1 scope global eth0\n") << 2
        << "no prefix length";
    // IpJsonParser's line numbers still count the prompt line in front.
    QTest::newRow("broken json after a prompt")
        << QByteArray("$ ip -j a\n[ {\n  \"ifname\": \"a\",\n  \"mtu\": 15 00\n} ]\n") << 4
        << "not valid JSON";
}

void TestIpTextParser::rejects()
{
    QFETCH(QByteArray, output);
    QFETCH(int, line);
    QFETCH(QString, needle);
    const auto report = IpTextParser::parse(output);
    QVERIFY(!report.has_value());
    QVERIFY2(report.error().message.contains(needle), qPrintable(report.error().message));
    QCOMPARE(report.error().line, line);
}

void TestIpTextParser::warningsCapped()
{
    QByteArray output = kClassicLink;
    for (int i = 0; i < 500; ++i)
        output += "    unknown detail line\n";
    const auto report = IpTextParser::parse(output);
    TANDEM_VERIFY_RESULT(report);
    QCOMPARE(report->warnings.size(), 101);
    QVERIFY(report->warnings.last().contains(QStringLiteral("400 more")));

    // Over the size limit, before reading a line.
    const auto tooLarge = IpTextParser::parse(QByteArray(InputLimits::NodeOutputBytes + 1, 'a'));
    QVERIFY(!tooLarge.has_value());
    QVERIFY2(tooLarge.error().message.contains(QLatin1String("MiB")),
             qPrintable(tooLarge.error().message));
}

void TestIpTextParser::toJsonKeys()
{
    const QStringList interfaceKeys{"addresses",
                                    "flags",
                                    "ifindex",
                                    "link_type",
                                    "lower_up",
                                    "mac",
                                    "mtu",
                                    "name",
                                    "operstate"};
    const QStringList addressKeys{
        "dynamic", "family", "local", "noprefixroute", "prefixlen", "scope"};

    const auto classic = IpTextParser::parse(readData("real/ip-addr-mprg-enp1s0f1np1.txt"));
    TANDEM_VERIFY_RESULT(classic);
    const QJsonObject json = classic->toJson();
    QCOMPARE(keysOf(json), (QStringList{"form", "interfaces", "warnings"}));
    QCOMPARE(json.value("form").toString(), QStringLiteral("classic"));
    QCOMPARE(json.value("warnings").toArray().size(), 0);
    const QJsonObject port = json.value("interfaces").toArray().at(0).toObject();
    QCOMPARE(keysOf(port), interfaceKeys);
    QCOMPARE(port.value("ifindex").toInt(), 4);
    QCOMPARE(port.value("mtu").toInt(), 1500);
    QCOMPARE(port.value("lower_up").toBool(), true);
    QCOMPARE(port.value("link_type").toString(), QStringLiteral("ether"));
    const QJsonObject inet = port.value("addresses").toArray().at(0).toObject();
    QCOMPARE(keysOf(inet), addressKeys);
    QCOMPARE(inet.value("prefixlen").toInt(), 24);
    QCOMPARE(inet.value("noprefixroute").toBool(), true);
    QCOMPARE(inet.value("dynamic").toBool(true), false);

    // What a form does not print is null, never 0 or "".
    const auto brief
        = IpTextParser::parse(readData("real/ip-br-link-gigabyte-aitopatom-ds4probe-nocable.txt"));
    TANDEM_VERIFY_RESULT(brief);
    const QJsonObject cx7 = brief->toJson().value("interfaces").toArray().at(2).toObject();
    QCOMPARE(keysOf(cx7), interfaceKeys);
    QCOMPARE(cx7.value("name").toString(), QStringLiteral("enp1s0f0np0"));
    for (const char *key : {"ifindex", "mtu", "mac", "link_type"})
        QVERIFY2(cx7.value(QLatin1String(key)).isNull(), key);
    QCOMPARE(cx7.value("lower_up").toBool(true), false);
    QCOMPARE(cx7.value("flags").toArray().size(), 4);

    const auto addr = IpTextParser::parse(kBriefAddr);
    TANDEM_VERIFY_RESULT(addr);
    const QJsonObject lo = addr->toJson().value("interfaces").toArray().at(0).toObject();
    QVERIFY(lo.value("lower_up").isNull());
    const QJsonObject loAddress = lo.value("addresses").toArray().at(0).toObject();
    QCOMPARE(keysOf(loAddress), addressKeys);
    for (const char *key : {"scope", "dynamic", "noprefixroute"})
        QVERIFY2(loAddress.value(QLatin1String(key)).isNull(), key);
}

QTEST_GUILESS_MAIN(TestIpTextParser)
#include "tst_iptextparser.moc"
