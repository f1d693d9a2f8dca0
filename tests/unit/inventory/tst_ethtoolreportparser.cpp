// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/ethtoolreportparser.h"

#include "resultcheck.h"
#include "util/checkednumbers.h"

#include <QFile>
#include <QJsonArray>
#include <QTest>

using namespace Tandem;

namespace {

QByteArray readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

// The real outputs, as users pasted them (facts in /work/shared/data/real/README.md).
QByteArray realFile(const QString &name)
{
    return readFile(QFINDTESTDATA(QStringLiteral("../../data/real/") + name));
}

QString flag(const std::optional<bool> &value)
{
    return value ? (*value ? QStringLiteral("yes") : QStringLiteral("no")) : QStringLiteral("-");
}

// One interface as a line, so a table row can say everything the parser read.
QString summary(const EthtoolInterface &i)
{
    return QStringList{i.interfaceName,
                       i.speedMbps ? QString::number(*i.speedMbps) : QStringLiteral("-"),
                       i.duplex,
                       flag(i.linkDetected),
                       flag(i.autoNegotiation),
                       i.port,
                       i.fecConfigured.join(u','),
                       i.fecActive}
        .join(u'|');
}

QStringList summaries(const EthtoolReport &report)
{
    QStringList out;
    for (const EthtoolInterface &i : report.interfaces)
        out << summary(i);
    return out;
}

const QByteArray kGrep = "nvidia@spark:~$ sudo ethtool enp1s0f1np1 | grep -E 'Speed|Link'\n"
                         "\tSpeed: 200000Mb/s\n"
                         "\tLink detected: yes\n";
const QString kGrepSummary = QStringLiteral("enp1s0f1np1|200000||yes|-|||");

} // namespace

class TestEthtoolReportParser final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parses_data();
    void parses();
    void fullSettingsBlock();
    void rejects_data();
    void rejects();
    void json();
};

void TestEthtoolReportParser::parses_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<QStringList>("interfaces");
    QTest::addColumn<QStringList>("warnings"); // the "line N:" each warning starts with

    // Through a switch the twins negotiated 100G (the fault), then 200G after the fix.
    QTest::newRow("real: playbook switch 100G")
        << realFile(QStringLiteral("ethtool-speed-playbook-switch-100g.txt"))
        << QStringList{"enp1s0f1np1|100000||-|-|||", "enP2p1s0f1np1|100000||-|-|||"}
        << QStringList{};
    QTest::newRow("real: playbook switch 200G")
        << realFile(QStringLiteral("ethtool-speed-playbook-switch-200g.txt"))
        << QStringList{"enp1s0f1np1|200000||-|-|||", "enP2p1s0f1np1|200000||-|-|||"}
        << QStringList{};
    // The Japanese sudo prompt is dropped by PastedText.
    QTest::newRow("real: FEC through a switch, RS")
        << realFile(QStringLiteral("ethtool-fec-mprg-switch-rs.txt"))
        << QStringList{"enp1s0f1np1|-||-|-||Auto|RS"} << QStringList{};
    QTest::newRow("real: FEC on a direct DAC, None")
        << realFile(QStringLiteral("ethtool-fec-mprg-direct-none.txt"))
        << QStringList{"enp1s0f0np0|-||-|-||Auto|None"} << QStringList{};
    // The settings part; the `ethtool -i` fields are EthtoolDriverParser's.
    QTest::newRow("real: Gigabyte ds4probe")
        << realFile(QStringLiteral("ethtool-i-mgmt-gigabyte-aitopatom-ds4probe.txt"))
        << QStringList{"enP7s7|10000|Full|yes|yes|||", "wlP9s9|-||yes|-|||"} << QStringList{};

    QByteArray crlf = kGrep;
    crlf.replace("\n", "\r\n");
    QTest::newRow("crlf") << crlf << QStringList{kGrepSummary} << QStringList{};
    QTest::newRow("no final newline")
        << kGrep.chopped(1) << QStringList{kGrepSummary} << QStringList{};
    QByteArray trailing = kGrep;
    trailing.replace("\n", "  \n");
    QTest::newRow("trailing spaces") << trailing << QStringList{kGrepSummary} << QStringList{};

    QTest::newRow("blocks about one interface merge")
        << kGrep
               + "$ sudo ethtool --show-fec enp1s0f1np1\n"
                 "FEC parameters for enp1s0f1np1:\n"
                 "Configured FEC encodings: Auto RS\n"
                 "Active FEC encoding: RS\n"
                 "Statistics:\n"
                 "  corrected_blocks: 0\n"
                 "\n"
                 "Settings for enp1s0f1np1:\n"
                 "\tDuplex: Full\n"
                 "\tPort: Direct Attach Copper\n"
        << QStringList{"enp1s0f1np1|200000|Full|yes|-|Direct Attach Copper|Auto,RS|RS"}
        << QStringList{};

    QTest::newRow("other options and commands are skipped")
        << QByteArray("$ ethtool -S enp1s0f0np0\nNIC statistics:\n     rx_packets: 12\n"
                      "$ ip -br link\nlo UNKNOWN\n"
                      "$ ethtool -i enp1s0f0np0\ndriver: mlx5_core\n"
                      "$ ethtool enp1s0f0np0 | grep Speed\n\tSpeed: Unknown!\n")
        << QStringList{"enp1s0f0np0|-||-|-|||"} << QStringList{};

    QTest::newRow("unknown lines are warnings")
        << QByteArray("\tSpeed: 100000Mb/s\n"
                      "something else\n"
                      "Settings for enP7s7:\n"
                      "\tNo data available\n"
                      "Settings for enP7s7:\n"
                      "\tLink detected: no\n")
        << QStringList{"enP7s7|-||no|-|||"} << QStringList{"line 1:", "line 2:", "line 4:"};
}

void TestEthtoolReportParser::parses()
{
    QFETCH(QByteArray, output);
    QFETCH(QStringList, interfaces);
    QFETCH(QStringList, warnings);

    const auto result = EthtoolReportParser::parse(output);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(summaries(*result), interfaces);
    QCOMPARE(result->warnings.size(), warnings.size());
    for (qsizetype i = 0; i < warnings.size(); ++i)
        QVERIFY2(result->warnings.at(i).startsWith(warnings.at(i)),
                 qPrintable(result->warnings.at(i)));
}

// A whole `ethtool IFACE` (the CX-7 at 200G) is read by EthtoolParser, link modes included.
void TestEthtoolReportParser::fullSettingsBlock()
{
    const QByteArray block
        = readFile(QFINDTESTDATA(QStringLiteral("../../data/inventory/ethtool-cx7-200g.txt")));
    QVERIFY(!block.isEmpty());
    const auto result = EthtoolReportParser::parse("user@spark:~$ ethtool enp1s0f1np1\n" + block);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(summaries(*result),
             QStringList{"enp1s0f1np1|200000|Full|yes|yes|Direct Attach Copper||"});
    QCOMPARE(result->interfaces.at(0).supportedLinkModes.size(), 26);
    QVERIFY(result->interfaces.at(0).advertisedLinkModes.contains("200000baseCR4/Full"));
    QCOMPARE(result->warnings, QStringList{});
}

void TestEthtoolReportParser::rejects_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("needle");

    QTest::newRow("empty") << QByteArray() << 0 << "no ethtool output";
    QTest::newRow("blank lines") << QByteArray("\n \r\n") << 0 << "no ethtool output";
    QTest::newRow("binary") << QByteArray("Settings for x:\n") + QByteArray("\x01\0\x7f", 3) << 2
                            << "binary";
    QTest::newRow("invalid utf-8") << QByteArray("Settings for \xff\xfe:\n") << 1 << "UTF-8";
    QTest::newRow("random text") << QByteArray("Lorem ipsum dolor sit amet,\nconsectetur.\n") << 1
                                 << "not the output of ethtool";
    QTest::newRow("ethtool -i only")
        << realFile(QStringLiteral("ethtool-i-cx7-dspark-partial.txt")) << 0 << "no ethtool output";
    QTest::newRow("speed out of range")
        << QByteArray("$ ethtool enp1s0f1np1 | grep Speed\n\tSpeed: 99999999Mb/s\n") << 2
        << "99999999Mb/s";
    QTest::newRow("speed overflow in a block")
        << QByteArray("Settings for enp1s0f1np1:\n\tDuplex: Full\n\tSpeed: 99999999999Mb/s\n") << 3
        << "not a number";
    QTest::newRow("bad duplex") << QByteArray("\n\nSettings for enp1s0f1np1:\n\tDuplex: Sideways\n")
                                << 4 << "Sideways";
    QTest::newRow("over size") << QByteArray(InputLimits::NodeOutputBytes + 1, '\n') << 0 << "MiB";
}

void TestEthtoolReportParser::rejects()
{
    QFETCH(QByteArray, output);
    QFETCH(int, line);
    QFETCH(QString, needle);

    const auto result = EthtoolReportParser::parse(output);
    QVERIFY(!result.has_value());
    QCOMPARE(result.error().line, line);
    QVERIFY2(result.error().message.contains(needle, Qt::CaseInsensitive),
             qPrintable(result.error().message));
}

void TestEthtoolReportParser::json()
{
    const auto result = EthtoolReportParser::parse(
        realFile(QStringLiteral("ethtool-i-mgmt-gigabyte-aitopatom-ds4probe.txt")));
    TANDEM_VERIFY_RESULT(result);
    const QJsonObject json = result->toJson();
    QCOMPARE(json.keys(), (QStringList{"interfaces", "warnings"}));
    QCOMPARE(json.value("warnings").toArray().size(), 0);
    const QJsonArray interfaces = json.value("interfaces").toArray();
    const QJsonObject i = interfaces.at(0).toObject();
    QCOMPARE(i.keys(),
             (QStringList{"advertised_link_modes",
                          "auto_negotiation",
                          "duplex",
                          "fec_active",
                          "fec_configured",
                          "interface",
                          "link_detected",
                          "port",
                          "speed_mbps",
                          "supported_link_modes"}));
    QCOMPARE(i.value("interface").toString(), QStringLiteral("enP7s7"));
    QCOMPARE(i.value("speed_mbps").toInt(), 10000);
    QCOMPARE(i.value("duplex").toString(), QStringLiteral("Full"));
    QCOMPARE(i.value("link_detected").toBool(), true);
    QCOMPARE(i.value("auto_negotiation").toBool(), true);
    // Not printed: null, never "" or 0; lists are always there.
    QVERIFY(i.value("port").isNull());
    QVERIFY(i.value("fec_active").isNull());
    QVERIFY(i.value("fec_configured").isArray());
    QCOMPARE(i.value("fec_configured").toArray().size(), 0);
    QVERIFY(interfaces.at(1).toObject().value("speed_mbps").isNull());
}

QTEST_GUILESS_MAIN(TestEthtoolReportParser)
#include "tst_ethtoolreportparser.moc"
