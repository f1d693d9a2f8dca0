// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/ibvdevinfoparser.h"

#include "resultcheck.h"
#include "util/checkednumbers.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace Tandem;

namespace {

// A file of tests/data/real as the user posted it (prompt included); the facts asserted
// are the ones read off by hand in /work/shared/data/real/README.md.
QByteArray readRealFile(const QString &name)
{
    QFile file(QFINDTESTDATA(QStringLiteral("../../data/real/") + name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

IbvPort port(std::optional<int> number,
             const char *state,
             std::optional<int> active,
             std::optional<int> max,
             const char *linkLayer)
{
    return IbvPort{number, QString::fromLatin1(state), active, max, QString::fromLatin1(linkLayer)};
}

// `ibv_devinfo` of two ConnectX-7 functions, as rdma-core prints it (tabs).
const QByteArray kFull = "hca_id:\trocep1s0f0\n"
                         "\ttransport:\t\t\tInfiniBand (0)\n"
                         "\tfw_ver:\t\t\t\t28.45.4028\n"
                         "\tnode_guid:\t\t\tfc4c:ea03:00f9:4230\n"
                         "\tvendor_id:\t\t\t0x02c9\n"
                         "\tvendor_part_id:\t\t\t4129\n"
                         "\tboard_id:\t\t\tNVD0000000087\n"
                         "\tphys_port_cnt:\t\t\t1\n"
                         "\t\tport:\t1\n"
                         "\t\t\tstate:\t\t\tPORT_ACTIVE (4)\n"
                         "\t\t\tmax_mtu:\t\t4096 (5)\n"
                         "\t\t\tactive_mtu:\t\t1024 (3)\n"
                         "\t\t\tsm_lid:\t\t\t0\n"
                         "\t\t\tport_lid:\t\t0\n"
                         "\t\t\tport_lmc:\t\t0x00\n"
                         "\t\t\tlink_layer:\t\tEthernet\n"
                         "\n"
                         "hca_id:\trocep1s0f1\n"
                         "\ttransport:\t\t\tInfiniBand (0)\n"
                         "\tfw_ver:\t\t\t\t28.45.4028\n"
                         "\t\tport:\t1\n"
                         "\t\t\tstate:\t\t\tPORT_DOWN (1)\n"
                         "\t\t\tmax_mtu:\t\t4096 (5)\n"
                         "\t\t\tactive_mtu:\t\t1024 (3)\n"
                         "\t\t\tlink_layer:\t\tEthernet\n";

QList<IbvDevice> fullDevices()
{
    const QString fw = QStringLiteral("28.45.4028");
    return {IbvDevice{
                QStringLiteral("rocep1s0f0"), fw, {port(1, "PORT_ACTIVE", 1024, 4096, "Ethernet")}},
            IbvDevice{
                QStringLiteral("rocep1s0f1"), fw, {port(1, "PORT_DOWN", 1024, 4096, "Ethernet")}}};
}

} // namespace

class TestIbvDevinfoParser final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void realFile();
    void parses_data();
    void parses();
    void warns_data();
    void warns();
    void rejects_data();
    void rejects();
    void tooLarge();
    void json();
};

// A loop of `ibv_devinfo -d X | grep active_mtu`; the f1 twins were hand-edited to
// "1500 (5)": the enum wins, and each such line is named.
void TestIbvDevinfoParser::realFile()
{
    const auto result
        = IbvDevinfoParser::parse(readRealFile("ibv_devinfo-active_mtu-juniper4node-mismatch.txt"));
    TANDEM_VERIFY_RESULT(result);
    const QStringList names{"rocep1s0f0", "rocep1s0f1", "roceP2p1s0f0", "roceP2p1s0f1"};
    QCOMPARE(result->devices.size(), names.size());
    for (qsizetype i = 0; i < names.size(); ++i) {
        const IbvDevice &device = result->devices.at(i);
        QCOMPARE(device.hcaId, names.at(i));
        QCOMPARE(device.fwVer, QString());
        QCOMPARE(device.ports.size(), 1);
        QCOMPARE(device.ports.at(0), port(std::nullopt, "", 4096, std::nullopt, ""));
    }
    QCOMPARE(result->warnings.size(), 2);
    QVERIFY2(result->warnings.at(0).startsWith(
                 "line 6: active_mtu shows 1500 but its enum (5) means 4096"),
             qPrintable(result->warnings.at(0)));
    QVERIFY(result->warnings.at(1).startsWith("line 10: active_mtu shows 1500"));
}

void TestIbvDevinfoParser::parses_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<QList<IbvDevice>>("devices");

    QTest::newRow("full") << kFull << fullDevices();
    QByteArray crlf = kFull;
    crlf.replace("\n", "\r\n");
    QTest::newRow("crlf") << crlf << fullDevices();
    QTest::newRow("no final newline") << kFull.chopped(1) << fullDevices();
    QByteArray trailing = kFull;
    trailing.replace("\n", " \t\n");
    QTest::newRow("trailing blanks") << trailing << fullDevices();
    QByteArray spaces = kFull;
    spaces.replace("\t", "  ");
    QTest::newRow("spaces, prompt") << "$ ibv_devinfo\n" + spaces << fullDevices();
    QTest::newRow("reordered port lines")
        << QByteArray("hca_id: rocep1s0f0\n fw_ver: 28.45.4028\n port: 1\n"
                      "  link_layer: Ethernet\n  active_mtu: 1024 (3)\n  max_mtu: 4096 (5)\n"
                      "  state: PORT_ACTIVE (4)\n"
                      "hca_id: rocep1s0f1\n port: 1\n  active_mtu: 1024 (3)\n"
                      "  link_layer: Ethernet\n  state: PORT_DOWN (1)\n  max_mtu: 4096 (5)\n"
                      " fw_ver: 28.45.4028\n")
        << fullDevices();
    // -v adds many keys, capability flags on lines of their own and GID lines.
    QByteArray verbose = kFull;
    verbose.replace("\tphys_port_cnt:\t\t\t1\n",
                    "\tphys_port_cnt:\t\t\t1\n\tmax_mr_size:\t\t\t0xffffffffffffffff\n"
                    "\tdevice_cap_flags:\t\t0x21361c36\n\t\t\t\t\tBAD_PKEY_CNTR\n"
                    "\t\t\t\t\tAUTO_PATH_MIG\n\tcompletion timestamp_mask:\t0x7fffffffffffffff\n");
    verbose.replace("\t\t\tport_lmc:\t\t0x00\n",
                    "\t\t\tport_lmc:\t\t0x00\n\t\t\tGID[  0]:\t\tfe80:0000:0000:0000:fe4c:eaff:"
                    "fef9:4230, RoCE v1\n");
    QTest::newRow("verbose") << verbose << fullDevices();
    QTest::newRow("loop header and hca_id agree")
        << QByteArray("=== rocep1s0f0 ===\nhca_id: rocep1s0f0\n  fw_ver: 28.45.4028\n"
                      "    port: 1\n      state: PORT_ACTIVE (4)\n      max_mtu: 4096 (5)\n"
                      "      active_mtu: 1024 (3)\n      link_layer: Ethernet\n")
        << QList<IbvDevice>{fullDevices().at(0)};
    QTest::newRow("grep'd, two ports, no header")
        << QByteArray("\t\t\tactive_mtu:\t\t4096 (5)\n\t\t\tactive_mtu:\t\t1024 (3)\n")
        << QList<IbvDevice>{IbvDevice{{},
                                      {},
                                      {port(std::nullopt, "", 4096, std::nullopt, ""),
                                       port(std::nullopt, "", 1024, std::nullopt, "")}}};
    QTest::newRow("mtu without enum")
        << QByteArray("=== mlx5_0 ===\nactive_mtu: 2048\n")
        << QList<IbvDevice>{IbvDevice{
               QStringLiteral("mlx5_0"), {}, {port(std::nullopt, "", 2048, std::nullopt, "")}}};
}

void TestIbvDevinfoParser::parses()
{
    QFETCH(QByteArray, output);
    QFETCH(QList<IbvDevice>, devices);
    const auto result = IbvDevinfoParser::parse(output);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(result->devices.size(), devices.size());
    for (qsizetype i = 0; i < devices.size(); ++i)
        QCOMPARE(result->devices.at(i), devices.at(i));
    QCOMPARE(result->warnings, QStringList());
}

void TestIbvDevinfoParser::warns_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<int>("devices");
    QTest::addColumn<QString>("warning"); // the start of the first warning

    QTest::newRow("max_mtu disagrees with its enum")
        << QByteArray(kFull).replace("max_mtu:\t\t4096 (5)", "max_mtu:\t\t9000 (5)") << 2
        << "line 11: max_mtu shows 9000 but its enum (5) means 4096";
    QTest::newRow("unknown line before a device")
        << "Some text here\n" + kFull << 2 << "line 1: \"Some text here\"";
    QTest::newRow("device listed twice")
        << kFull + kFull << 2 << "line 26: Device rocep1s0f0 is listed again";
    QTest::newRow("port listed twice")
        << kFull + "\t\tport:\t1\n\t\t\tstate:\t\t\tPORT_ACTIVE (4)\n"
        << 2 << "line 26: Port 1 of rocep1s0f1";
    QTest::newRow("header and hca_id differ")
        << "=== mlx5_9 ===\n" + kFull << 2 << "line 2: hca_id rocep1s0f0 differs";
    QTest::newRow("loop with a failing device")
        << "=== mlx5_9 ===\nFailed to get IB_DEVICE_LIST\n" + kFull << 3
        << "line 2: \"Failed to get";
}

void TestIbvDevinfoParser::warns()
{
    QFETCH(QByteArray, output);
    QFETCH(int, devices);
    QFETCH(QString, warning);
    const auto result = IbvDevinfoParser::parse(output);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(result->devices.size(), devices);
    QCOMPARE(result->devices.last().ports.at(0).state, QStringLiteral("PORT_DOWN"));
    QVERIFY(!result->warnings.isEmpty());
    QVERIFY2(result->warnings.first().startsWith(warning), qPrintable(result->warnings.first()));
}

void TestIbvDevinfoParser::rejects_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("needle");

    const auto replaced = [](const char *from, const char *to) {
        QByteArray copy = kFull;
        return copy.replace(from, to);
    };
    QTest::newRow("empty") << QByteArray() << 0 << "empty";
    QTest::newRow("loop command only")
        << QByteArray("for d in a b; do ibv_devinfo -d $d; done\n\n") << 0 << "empty";
    QTest::newRow("binary") << QByteArray("hca_id: x\n\x7f\0", 12) << 2 << "binary";
    QTest::newRow("random text") << QByteArray("Lorem: ipsum\ndolor\n") << 1
                                 << "not the output of ibv_devinfo";
    QTest::newRow("no devices") << QByteArray("No IB devices found\n") << 1
                                << "No IB devices found";
    QTest::newRow("enum out of range")
        << replaced("1024 (3)", "1024 (9)") << 12 << "not an MTU of the verbs API";
    QTest::newRow("enum overflow") << replaced("1024 (3)", "1024 (99999999999999999999)") << 12
                                   << "not an MTU of the verbs API";
    QTest::newRow("1500 without enum") << replaced("1024 (3)", "1500") << 12 << "not an RDMA MTU";
    QTest::newRow("garbled mtu") << replaced("1024 (3)", "big") << 12 << "not an RDMA MTU";
    QTest::newRow("port zero") << replaced("port:\t1", "port:\t0") << 9 << "Port number 0";
    QTest::newRow("port 256") << replaced("port:\t1", "port:\t256") << 9 << "not valid";
}

void TestIbvDevinfoParser::rejects()
{
    QFETCH(QByteArray, output);
    QFETCH(int, line);
    QFETCH(QString, needle);
    const auto result = IbvDevinfoParser::parse(output);
    QVERIFY(!result.has_value());
    QCOMPARE(result.error().line, line);
    QVERIFY2(result.error().message.contains(needle, Qt::CaseInsensitive),
             qPrintable(result.error().message));
}

void TestIbvDevinfoParser::tooLarge()
{
    const auto result = IbvDevinfoParser::parse(QByteArray(InputLimits::NodeOutputBytes + 1, ' '));
    QVERIFY(!result);
    QVERIFY2(result.error().message.contains(QLatin1String("MiB")),
             qPrintable(result.error().message));
}

void TestIbvDevinfoParser::json()
{
    const auto result = IbvDevinfoParser::parse(kFull);
    TANDEM_VERIFY_RESULT(result);
    const QJsonObject json = result->toJson();
    QCOMPARE(json.keys(), (QStringList{"devices", "warnings"}));
    const QJsonObject device = json.value("devices").toArray().at(0).toObject();
    QCOMPARE(device.keys(), (QStringList{"fw_ver", "hca_id", "ports"}));
    QCOMPARE(device.value("hca_id").toString(), QStringLiteral("rocep1s0f0"));
    QCOMPARE(device.value("fw_ver").toString(), QStringLiteral("28.45.4028"));
    const QJsonObject p = device.value("ports").toArray().at(0).toObject();
    QCOMPARE(p.keys(), (QStringList{"active_mtu", "link_layer", "max_mtu", "port", "state"}));
    QCOMPARE(p.value("port").toInt(), 1);
    QCOMPARE(p.value("state").toString(), QStringLiteral("PORT_ACTIVE"));
    QCOMPARE(p.value("active_mtu").toInt(), 1024);
    QCOMPARE(p.value("max_mtu").toInt(), 4096);
    QCOMPARE(p.value("link_layer").toString(), QStringLiteral("Ethernet"));

    // The real grep'd loop: what was not printed is null, never 0 or "".
    const auto grepped
        = IbvDevinfoParser::parse(readRealFile("ibv_devinfo-active_mtu-juniper4node-mismatch.txt"));
    TANDEM_VERIFY_RESULT(grepped);
    const QJsonObject g = grepped->toJson();
    QCOMPARE(g.value("warnings").toArray().size(), 2);
    const QJsonObject second = g.value("devices").toArray().at(1).toObject();
    QVERIFY(second.value("fw_ver").isNull());
    const QJsonObject gp = second.value("ports").toArray().at(0).toObject();
    QVERIFY(gp.value("port").isNull());
    QVERIFY(gp.value("state").isNull());
    QVERIFY(gp.value("max_mtu").isNull());
    QCOMPARE(gp.value("active_mtu").toInt(), 4096);
}

QTEST_GUILESS_MAIN(TestIbvDevinfoParser)
#include "tst_ibvdevinfoparser.moc"
