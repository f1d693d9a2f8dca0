// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/ethtoolparser.h"

#include "realoutput.h"
#include "resultcheck.h"
#include "util/checkednumbers.h"
#include <QFile>

#include <QTest>

using namespace Tandem;

Q_DECLARE_METATYPE(Tandem::EthtoolInfo)

namespace {

QByteArray readData(const QString &name)
{
    QFile file(QFINDTESTDATA(QStringLiteral("../../data/inventory/") + name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

const QStringList kCx7Modes{
    "1000baseKX/Full",    "10000baseKR/Full",           "25000baseCR/Full",
    "25000baseKR/Full",   "25000baseSR/Full",           "50000baseCR2/Full",
    "50000baseKR2/Full",  "100000baseKR4/Full",         "100000baseSR4/Full",
    "100000baseCR4/Full", "100000baseLR4_ER4/Full",     "50000baseKR/Full",
    "50000baseSR/Full",   "50000baseCR/Full",           "50000baseLR_ER_FR/Full",
    "50000baseDR/Full",   "100000baseKR2/Full",         "100000baseSR2/Full",
    "100000baseCR2/Full", "100000baseLR2_ER2_FR2/Full", "100000baseDR2/Full",
    "200000baseKR4/Full", "200000baseSR4/Full",         "200000baseLR4_ER4_FR4/Full",
    "200000baseDR4/Full", "200000baseCR4/Full"};

} // namespace

class TestEthtoolParser final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parses_data();
    void parses();
    void rejects_data();
    void rejects();
    void realProbeLog_data();
    void realProbeLog();
    void tooLarge();
};

void TestEthtoolParser::parses_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<EthtoolInfo>("expected");

    QTest::newRow("cx7 200G") << readData(QStringLiteral("ethtool-cx7-200g.txt"))
                              << EthtoolInfo{"enp1s0f1np1",
                                             200000,
                                             "Full",
                                             true,
                                             true,
                                             "Direct Attach Copper",
                                             kCx7Modes,
                                             kCx7Modes};

    QTest::newRow("cx7 down") << readData(QStringLiteral("ethtool-cx7-down.txt"))
                              << EthtoolInfo{"enP2p1s0f0np0",
                                             std::nullopt,
                                             "Unknown",
                                             false,
                                             true,
                                             "Other",
                                             kCx7Modes,
                                             kCx7Modes};

    QTest::newRow("veth") << readData(QStringLiteral("ethtool-veth.txt"))
                          << EthtoolInfo{
                                 "enp1s0f1np1", 10000, "Full", true, false, "Twisted Pair", {}, {}};

    const QStringList copper{"10baseT/Half",
                             "10baseT/Full",
                             "100baseT/Half",
                             "100baseT/Full",
                             "1000baseT/Full",
                             "10000baseT/Full"};
    QTest::newRow("1G copper, several modes per line")
        << readData(QStringLiteral("ethtool-twisted-pair.txt"))
        << EthtoolInfo{"enP7s7", 1000, "Full", true, true, "Twisted Pair", copper, copper};

    QTest::newRow("crlf and only a header")
        << QByteArray("Settings for eth0:\r\n\tLink detected: no\r\n")
        << EthtoolInfo{"eth0", std::nullopt, {}, false, std::nullopt, {}, {}, {}};

    QTest::newRow("leading blank lines, half duplex")
        << QByteArray("\n\nSettings for eth1:\n\tSpeed: 100Mb/s\n\tDuplex: Half\n")
        << EthtoolInfo{"eth1", 100, "Half", std::nullopt, std::nullopt, {}, {}, {}};
}

void TestEthtoolParser::parses()
{
    QFETCH(QByteArray, output);
    QFETCH(EthtoolInfo, expected);
    QVERIFY(!output.isEmpty());

    const auto result = EthtoolParser::parse(output);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(result->interfaceName, expected.interfaceName);
    QCOMPARE(result->speedMbps.has_value(), expected.speedMbps.has_value());
    QCOMPARE(result->speedMbps.value_or(-1), expected.speedMbps.value_or(-1));
    QCOMPARE(result->duplex, expected.duplex);
    QCOMPARE(result->linkDetected.has_value(), expected.linkDetected.has_value());
    QCOMPARE(result->linkDetected.value_or(false), expected.linkDetected.value_or(false));
    QCOMPARE(result->autoNegotiation.has_value(), expected.autoNegotiation.has_value());
    QCOMPARE(result->autoNegotiation.value_or(false), expected.autoNegotiation.value_or(false));
    QCOMPARE(result->port, expected.port);
    QCOMPARE(result->supportedLinkModes, expected.supportedLinkModes);
    QCOMPARE(result->advertisedLinkModes, expected.advertisedLinkModes);
    QVERIFY(*result == expected);
}

void TestEthtoolParser::rejects_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("needle");

    QTest::newRow("empty") << QByteArray() << 0 << "printed nothing";
    QTest::newRow("blank") << QByteArray("\n\n  \n") << 0 << "printed nothing";
    QTest::newRow("binary") << QByteArray("Settings for eth0:\n\tSpeed: \0\x01", 29) << 2
                            << "binary";
    QTest::newRow("random text") << QByteArray("Lorem ipsum dolor sit amet\nSettings for x:\n") << 1
                                 << "should start with";
    QTest::newRow("no header") << QByteArray("\tSpeed: 1000Mb/s\n\tLink detected: yes\n") << 1
                               << "Settings for";
    QTest::newRow("header without name") << QByteArray("Settings for :\n") << 1 << "Settings for";
    QTest::newRow("no such device")
        << QByteArray("Settings for enp9s9:\nNo data available\n") << 2 << "enp9s9";
    QTest::newRow("orphan continuation")
        << QByteArray("Settings for eth0:\n\t1000baseT/Full\n") << 2 << "does not belong";
    QTest::newRow("bad speed") << QByteArray("Settings for eth0:\n\tPort: TP\n\tSpeed: fast\n") << 3
                               << "fast";
    QTest::newRow("speed in Gb/s")
        << QByteArray("Settings for eth0:\n\tSpeed: 200Gb/s\n") << 2 << "Mb/s";
    QTest::newRow("speed overflow")
        << QByteArray("Settings for eth0:\n\tSpeed: 99999999999999Mb/s\n") << 2 << "Mb/s";
    QTest::newRow("bad duplex") << QByteArray("Settings for eth0:\n\tDuplex: Sometimes\n") << 2
                                << "Sometimes";
    QTest::newRow("bad link detected")
        << QByteArray("Settings for eth0:\n\n\tLink detected: maybe\n") << 3 << "maybe";
    QTest::newRow("bad autoneg") << QByteArray("Settings for eth0:\n\tAuto-negotiation: Yes\n") << 2
                                 << "Yes";
}

void TestEthtoolParser::rejects()
{
    QFETCH(QByteArray, output);
    QFETCH(int, line);
    QFETCH(QString, needle);
    const auto result = EthtoolParser::parse(output);
    QVERIFY(!result.has_value());
    QCOMPARE(result.error().line, line);
    QVERIFY2(result.error().message.contains(needle), qPrintable(result.error().message));
}

// A probe's log that kept a few lines of `ethtool X` and then `ethtool -i X` for each port,
// between "-- ethtool X --" separators (tests/data/inventory). Each section up to the
// `ethtool -i` lines is what `ethtool X` printed, filtered.
void TestEthtoolParser::realProbeLog_data()
{
    QTest::addColumn<int>("section");
    QTest::addColumn<QString>("interfaceName");
    QTest::addColumn<int>("speed"); // -1: not printed
    QTest::addColumn<bool>("linkDetected");

    QTest::newRow("management port, 10G") << 0 << "enP7s7" << 10000 << true;
    QTest::newRow("Wi-Fi, link only") << 1 << "wlP9s9" << -1 << true;
}

void TestEthtoolParser::realProbeLog()
{
    QFETCH(int, section);
    QFETCH(QString, interfaceName);
    QFETCH(int, speed);
    QFETCH(bool, linkDetected);
    const QByteArray log
        = realOutput(QStringLiteral("ethtool-i-mgmt-gigabyte-aitopatom-ds4probe.txt"));
    QList<QByteArray> settings;
    for (const QByteArray &line : log.split('\n')) {
        if (line.startsWith("-- ethtool "))
            settings.append(QByteArray());
        else if (!settings.isEmpty() && (line.startsWith("Settings for ") || line.startsWith('\t')))
            settings.last() += line + '\n';
    }
    QCOMPARE(settings.size(), 2);
    const auto info = EthtoolParser::parse(settings.at(section));
    TANDEM_VERIFY_RESULT(info);
    QCOMPARE(info->interfaceName, interfaceName);
    QCOMPARE(info->speedMbps.value_or(-1), speed);
    QCOMPARE(info->linkDetected, std::optional<bool>(linkDetected));
}

void TestEthtoolParser::tooLarge()
{
    const auto result = EthtoolParser::parse(QByteArray(InputLimits::NodeOutputBytes + 1, '\n'));
    QVERIFY(!result);
    QVERIFY2(result.error().message.contains(QLatin1String("MiB")),
             qPrintable(result.error().message));
}

QTEST_GUILESS_MAIN(TestEthtoolParser)
#include "tst_ethtoolparser.moc"
