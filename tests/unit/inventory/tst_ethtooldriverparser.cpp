// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/ethtooldriverparser.h"

#include "resultcheck.h"
#include "util/checkednumbers.h"

#include <QFile>
#include <QJsonArray>
#include <QTest>

using namespace Tandem;

namespace {

// The real outputs, as users pasted them (facts in /work/shared/data/real/README.md).
QByteArray realFile(const QString &name)
{
    QFile file(QFINDTESTDATA(QStringLiteral("../../data/real/") + name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

QString flag(const std::optional<bool> &value)
{
    return value ? (*value ? QStringLiteral("yes") : QStringLiteral("no")) : QStringLiteral("-");
}

// One block as a line, so a table row can say everything the parser read.
QString summary(const EthtoolDriverInfo &i)
{
    return QStringList{i.interfaceName,
                       i.driver,
                       i.version,
                       i.firmwareVersion,
                       i.psid,
                       i.expansionRomVersion,
                       i.busInfo,
                       flag(i.supportsStatistics),
                       flag(i.supportsTest),
                       flag(i.supportsEepromAccess),
                       flag(i.supportsRegisterDump),
                       flag(i.supportsPrivFlags)}
        .join(u'|');
}

QStringList summaries(const EthtoolDriverReport &report)
{
    QStringList out;
    for (const EthtoolDriverInfo &i : report.interfaces)
        out << summary(i);
    return out;
}

// `ethtool -i` of a CX-7 port as mlx5_core prints it in full.
const QByteArray kFullCx7 = "driver: mlx5_core\n"
                            "version: 6.17.0-1014-nvidia\n"
                            "firmware-version: 28.45.4028 (NVD0000000087)\n"
                            "expansion-rom-version: \n"
                            "bus-info: 0000:01:00.0\n"
                            "supports-statistics: yes\n"
                            "supports-test: yes\n"
                            "supports-eeprom-access: no\n"
                            "supports-register-dump: no\n"
                            "supports-priv-flags: yes\n";
const QString kFullCx7Summary = QStringLiteral(
    "|mlx5_core|6.17.0-1014-nvidia|28.45.4028|NVD0000000087||0000:01:00.0|yes|yes|no|no|yes");

} // namespace

class TestEthtoolDriverParser final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parses_data();
    void parses();
    void rejects_data();
    void rejects();
    void json();
};

void TestEthtoolDriverParser::parses_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<QStringList>("interfaces");
    QTest::addColumn<QStringList>("warnings"); // the "line N:" each warning starts with

    // Trimmed by the author to 3 fields; the PSID in parentheses after the firmware.
    QTest::newRow("real: CX-7, partial")
        << realFile(QStringLiteral("ethtool-i-cx7-dspark-partial.txt"))
        << QStringList{"enP2p1s0f0np0|mlx5_core|6.17.0-1029-nvidia|28.45.4028|NVD0000000087|||-|"
                       "-|-|-|-"}
        << QStringList{};

    // The probe's "-- ethtool X --" separators; the Settings blocks are the ethtool kind's;
    // the Realtek's empty "firmware-version: " is not printed, so null.
    QTest::newRow("real: Gigabyte ds4probe")
        << realFile(QStringLiteral("ethtool-i-mgmt-gigabyte-aitopatom-ds4probe.txt"))
        << QStringList{"enP7s7|r8127|11.014.00-NAPI||||0007:01:00.0|-|-|-|-|-",
                       "wlP9s9|mt7925e|6.17.0-1014-nvidia|____000000-20251210093025|||0009:01:00."
                       "0|-|-|-|-|-"}
        << QStringList{};

    QTest::newRow("full CX-7 block") << kFullCx7 << QStringList{kFullCx7Summary} << QStringList{};
    QByteArray crlf = kFullCx7;
    crlf.replace("\n", "\r\n");
    QTest::newRow("crlf") << crlf << QStringList{kFullCx7Summary} << QStringList{};
    QTest::newRow("no final newline")
        << kFullCx7.chopped(1) << QStringList{kFullCx7Summary} << QStringList{};
    QByteArray trailing = kFullCx7;
    trailing.replace("\n", " \t \n");
    QTest::newRow("trailing spaces") << trailing << QStringList{kFullCx7Summary} << QStringList{};

    QTest::newRow("blocks without separators, prompts")
        << QByteArray("user@spark:~$ ethtool -i enp1s0f0np0\n") + kFullCx7
               + "user@spark:~$ sudo ethtool --driver enP2p1s0f1np1\n" + kFullCx7
               + "driver: r8127\nbus-info: 0007:01:00.0\n"
        << QStringList{"enp1s0f0np0" + kFullCx7Summary,
                       "enP2p1s0f1np1" + kFullCx7Summary,
                       "|r8127|||||0007:01:00.0|-|-|-|-|-"}
        << QStringList{};

    QTest::newRow("other commands are skipped")
        << QByteArray("$ ethtool -S enp1s0f0np0 | head -2\nNIC statistics:\n     rx_packets: 0\n"
                      "$ ip -br link\nlo UNKNOWN 00:00:00:00:00:00\n"
                      "$ ethtool -i enp1s0f0np0\ndriver: mlx5_core\n")
        << QStringList{"enp1s0f0np0|mlx5_core||||||-|-|-|-|-"} << QStringList{};

    QTest::newRow("unknown lines are warnings")
        << QByteArray("driver: mlx5_core\n"
                      "supports-test: maybe\n"
                      "new-field: 1\n"
                      "Cannot get driver information: No such device\n")
        << QStringList{"|mlx5_core||||||-|-|-|-|-"} << QStringList{"line 2:", "line 3:", "line 4:"};
}

void TestEthtoolDriverParser::parses()
{
    QFETCH(QByteArray, output);
    QFETCH(QStringList, interfaces);
    QFETCH(QStringList, warnings);

    const auto result = EthtoolDriverParser::parse(output);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(summaries(*result), interfaces);
    QCOMPARE(result->warnings.size(), warnings.size());
    for (qsizetype i = 0; i < warnings.size(); ++i)
        QVERIFY2(result->warnings.at(i).startsWith(warnings.at(i)),
                 qPrintable(result->warnings.at(i)));
}

// ethtool -i prints no number Tandem reads, so there is no out-of-range row here.
void TestEthtoolDriverParser::rejects_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("needle");

    QTest::newRow("empty") << QByteArray() << 0 << "no ethtool -i output";
    QTest::newRow("blank lines") << QByteArray("\n \r\n") << 0 << "no ethtool -i output";
    QTest::newRow("binary") << QByteArray("driver: x\n") + QByteArray("\x01\0\x7f", 3) << 2
                            << "binary";
    QTest::newRow("invalid utf-8") << QByteArray("driver: \xff\xfe\n") << 1 << "UTF-8";
    QTest::newRow("random text") << QByteArray("Lorem ipsum dolor sit amet,\nconsectetur.\n") << 1
                                 << "not the output of ethtool -i";
    QTest::newRow("settings only")
        << realFile(QStringLiteral("ethtool-speed-playbook-switch-200g.txt")) << 0
        << "no ethtool -i output";
    QTest::newRow("over size") << QByteArray(InputLimits::NodeOutputBytes + 1, '\n') << 0 << "MiB";
}

void TestEthtoolDriverParser::rejects()
{
    QFETCH(QByteArray, output);
    QFETCH(int, line);
    QFETCH(QString, needle);

    const auto result = EthtoolDriverParser::parse(output);
    QVERIFY(!result.has_value());
    QCOMPARE(result.error().line, line);
    QVERIFY2(result.error().message.contains(needle, Qt::CaseInsensitive),
             qPrintable(result.error().message));
}

void TestEthtoolDriverParser::json()
{
    const auto result = EthtoolDriverParser::parse(
        realFile(QStringLiteral("ethtool-i-mgmt-gigabyte-aitopatom-ds4probe.txt")));
    TANDEM_VERIFY_RESULT(result);
    const QJsonObject json = result->toJson();
    QCOMPARE(json.keys(), (QStringList{"interfaces", "warnings"}));
    QCOMPARE(json.value("warnings").toArray().size(), 0);
    const QJsonObject i = json.value("interfaces").toArray().at(0).toObject();
    QCOMPARE(i.keys(),
             (QStringList{"bus_info",
                          "driver",
                          "expansion_rom_version",
                          "firmware_version",
                          "interface",
                          "psid",
                          "supports_eeprom_access",
                          "supports_priv_flags",
                          "supports_register_dump",
                          "supports_statistics",
                          "supports_test",
                          "version"}));
    QCOMPARE(i.value("interface").toString(), QStringLiteral("enP7s7"));
    QCOMPARE(i.value("driver").toString(), QStringLiteral("r8127"));
    QCOMPARE(i.value("bus_info").toString(), QStringLiteral("0007:01:00.0"));
    // "firmware-version: " printed empty, and fields not printed: null.
    QVERIFY(i.value("firmware_version").isNull());
    QVERIFY(i.value("psid").isNull());
    QVERIFY(i.value("supports_test").isNull());
}

QTEST_GUILESS_MAIN(TestEthtoolDriverParser)
#include "tst_ethtooldriverparser.moc"
