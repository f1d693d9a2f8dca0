// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/ibstatparser.h"

#include "resultcheck.h"
#include "util/checkednumbers.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <algorithm>

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

IbstatPort port(int number, const char *state, const char *physical, double rate)
{
    return IbstatPort{number,
                      QString::fromLatin1(state),
                      QString::fromLatin1(physical),
                      rate,
                      QStringLiteral("Ethernet")};
}

IbstatCa ca(const char *name, QList<IbstatPort> ports)
{
    return IbstatCa{QString::fromLatin1(name),
                    QStringLiteral("MT4129"),
                    QStringLiteral("28.45.4028"),
                    std::move(ports)};
}

// Two CAs as ibstat prints them: tab-indented.
const QByteArray kTwoCas = "CA 'rocep1s0f0'\n"
                           "\tCA type: MT4129\n"
                           "\tNumber of ports: 1\n"
                           "\tFirmware version: 28.45.4028\n"
                           "\tHardware version: 0\n"
                           "\tNode GUID: 0xfc4cea0300f94230\n"
                           "\tSystem image GUID: 0xfc4cea0300f94230\n"
                           "\tPort 1:\n"
                           "\t\tState: Active\n"
                           "\t\tPhysical state: LinkUp\n"
                           "\t\tRate: 200\n"
                           "\t\tBase lid: 0\n"
                           "\t\tLMC: 0\n"
                           "\t\tSM lid: 0\n"
                           "\t\tCapability mask: 0x00010000\n"
                           "\t\tPort GUID: 0xfe4ceafffef94230\n"
                           "\t\tLink layer: Ethernet\n"
                           "CA 'rocep1s0f1'\n"
                           "\tCA type: MT4129\n"
                           "\tFirmware version: 28.45.4028\n"
                           "\tPort 1:\n"
                           "\t\tState: Down\n"
                           "\t\tPhysical state: Disabled\n"
                           "\t\tRate: 40\n"
                           "\t\tLink layer: Ethernet\n";

QList<IbstatCa> twoCas()
{
    return {ca("rocep1s0f0", {port(1, "Active", "LinkUp", 200)}),
            ca("rocep1s0f1", {port(1, "Down", "Disabled", 40)})};
}

} // namespace

class TestIbstatParser final : public QObject
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

// Dell Pro Max with GB10: the apt prompt first, cut mid-GUID in the fourth CA.
void TestIbstatParser::realFile()
{
    const QByteArray output = readRealFile("ibstat-geerling-dell-gb10-partial.txt");
    QVERIFY(!output.isEmpty());
    QVERIFY(!output.endsWith('\n'));
    const auto result = IbstatParser::parse(output);
    TANDEM_VERIFY_RESULT(result);
    const QList<IbstatCa> expected{
        ca("roceP2p1s0f0", {port(1, "Active", "LinkUp", 200)}),
        ca("roceP2p1s0f1", {port(1, "Down", "Disabled", 40)}),
        ca("rocep1s0f0", {port(1, "Active", "LinkUp", 200)}),
        ca("rocep1s0f1", {}), // cut before its Port 1 block
    };
    QCOMPARE(result->cas.size(), expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i)
        QCOMPARE(result->cas.at(i), expected.at(i));
    QCOMPARE(result->warnings, QStringList());
}

void TestIbstatParser::parses_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<QList<IbstatCa>>("cas");

    QTest::newRow("tabs") << kTwoCas << twoCas();
    QByteArray crlf = kTwoCas;
    crlf.replace("\n", "\r\n");
    QTest::newRow("crlf") << crlf << twoCas();
    QTest::newRow("no final newline") << kTwoCas.chopped(1) << twoCas();
    QByteArray trailing = kTwoCas;
    trailing.replace("\n", " \t \n");
    QTest::newRow("trailing blanks") << trailing << twoCas();
    QByteArray flat = kTwoCas;
    flat.replace("\t", "");
    QTest::newRow("no indentation") << flat << twoCas();
    QByteArray spaces = kTwoCas;
    spaces.replace("\t", "    ");
    QTest::newRow("spaces, prompt") << "user@spark:~$ sudo ibstat\n" + spaces << twoCas();
    QTest::newRow("lines reordered")
        << QByteArray("CA 'rocep1s0f0'\n\tPort 1:\n\t\tLink layer: Ethernet\n\t\tRate: 200\n"
                      "\t\tPhysical state: LinkUp\n\t\tState: Active\n"
                      "\tFirmware version: 28.45.4028\n\tCA type: MT4129\n")
        << QList<IbstatCa>{twoCas().at(0)};
    QTest::newRow("two ports, fractional rate")
        << QByteArray("CA 'mlx5_0'\n\tCA type: MT4129\n\tFirmware version: 28.45.4028\n"
                      "\tPort 1:\n\t\tState: Active\n\t\tPhysical state: LinkUp\n\t\tRate: 2.5\n"
                      "\t\tLink layer: Ethernet\n"
                      "\tPort 2:\n\t\tState: Down\n\t\tPhysical state: Polling\n\t\tRate: 10\n"
                      "\t\tLink layer: Ethernet\n")
        << QList<IbstatCa>{
               IbstatCa{QStringLiteral("mlx5_0"),
                        QStringLiteral("MT4129"),
                        QStringLiteral("28.45.4028"),
                        {port(1, "Active", "LinkUp", 2.5), port(2, "Down", "Polling", 10)}}};
}

void TestIbstatParser::parses()
{
    QFETCH(QByteArray, output);
    QFETCH(QList<IbstatCa>, cas);
    const auto result = IbstatParser::parse(output);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(result->cas.size(), cas.size());
    for (qsizetype i = 0; i < cas.size(); ++i)
        QCOMPARE(result->cas.at(i), cas.at(i));
    QCOMPARE(result->warnings, QStringList());
}

void TestIbstatParser::warns_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<int>("cas");
    QTest::addColumn<QString>("warning"); // the start of the first warning

    QTest::newRow("cut mid-key") << kTwoCas + "CA 'mlx5_2'\n\tFirmware vers" << 3
                                 << "line 27: The output ends in the middle";
    QTest::newRow("cut mid-name") << kTwoCas + "CA 'roceP2p1s" << 2
                                  << "line 26: The output ends in the middle";
    QTest::newRow("unknown line") << kTwoCas + "ibwarn: something\n"
                                  << 2 << "line 26: \"ibwarn: something\"";
    QTest::newRow("CA listed twice") << kTwoCas + kTwoCas << 2 << "line 26: CA rocep1s0f0";
    QTest::newRow("port key before its port")
        << QByteArray("CA 'x'\n\tState: Active\n") + kTwoCas << 3 << "line 2: \"State: Active\"";
    QTest::newRow("key printed twice")
        << QByteArray(kTwoCas).replace("\t\tRate: 40\n", "\t\tRate: 40\n\t\tState: Active\n") << 2
        << "line 25: State is printed twice";
}

void TestIbstatParser::warns()
{
    QFETCH(QByteArray, output);
    QFETCH(int, cas);
    QFETCH(QString, warning);
    const auto result = IbstatParser::parse(output);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(result->cas.size(), cas);
    // What came before the odd line is kept.
    const auto down = std::find_if(result->cas.cbegin(), result->cas.cend(), [](const IbstatCa &c) {
        return c.name == QLatin1String("rocep1s0f1");
    });
    QVERIFY(down != result->cas.cend());
    QCOMPARE(down->ports.at(0).rateGbps, std::optional<double>(40));
    QVERIFY(!result->warnings.isEmpty());
    QVERIFY2(result->warnings.first().startsWith(warning), qPrintable(result->warnings.first()));
}

void TestIbstatParser::rejects_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("needle");

    const auto replaced = [](const char *from, const char *to) {
        QByteArray copy = kTwoCas;
        return copy.replace(from, to);
    };
    QTest::newRow("empty") << QByteArray() << 0 << "empty";
    QTest::newRow("prompts only") << QByteArray(
        "me@gb10:~$ sudo apt install infiniband-diags\nme@gb10:~$ ibstat\n")
                                  << 0 << "empty";
    QTest::newRow("binary") << kTwoCas + QByteArray("\0", 1) << 26 << "binary";
    QTest::newRow("random text") << QByteArray("Lorem ipsum\ndolor sit amet\n") << 1
                                 << "not the output of ibstat";
    QTest::newRow("no CA line") << QByteArray("\tPort 1:\n\t\tState: Active\n") << 0
                                << "no \"CA 'NAME'\" line";
    QTest::newRow("port zero") << replaced("Port 1:", "Port 0:") << 8 << "Port number 0";
    QTest::newRow("port overflow")
        << replaced("Port 1:", "Port 99999999999999999999:") << 8 << "not valid";
    QTest::newRow("rate out of range") << replaced("Rate: 200", "Rate: 1e9") << 11 << "Rate 1e9";
    QTest::newRow("rate too large") << replaced("Rate: 200", "Rate: 100001") << 11 << "not a rate";
}

void TestIbstatParser::rejects()
{
    QFETCH(QByteArray, output);
    QFETCH(int, line);
    QFETCH(QString, needle);
    const auto result = IbstatParser::parse(output);
    QVERIFY(!result.has_value());
    QCOMPARE(result.error().line, line);
    QVERIFY2(result.error().message.contains(needle, Qt::CaseInsensitive),
             qPrintable(result.error().message));
}

void TestIbstatParser::tooLarge()
{
    const auto result = IbstatParser::parse(QByteArray(InputLimits::NodeOutputBytes + 1, '\t'));
    QVERIFY(!result);
    QVERIFY2(result.error().message.contains(QLatin1String("MiB")),
             qPrintable(result.error().message));
}

void TestIbstatParser::json()
{
    const auto result = IbstatParser::parse(readRealFile("ibstat-geerling-dell-gb10-partial.txt"));
    TANDEM_VERIFY_RESULT(result);
    const QJsonObject json = result->toJson();
    QCOMPARE(json.keys(), (QStringList{"cas", "warnings"}));
    const QJsonArray cas = json.value("cas").toArray();
    QCOMPARE(cas.size(), 4);
    const QJsonObject second = cas.at(1).toObject();
    QCOMPARE(second.keys(), (QStringList{"ca_type", "firmware", "name", "ports"}));
    QCOMPARE(second.value("name").toString(), QStringLiteral("roceP2p1s0f1"));
    QCOMPARE(second.value("ca_type").toString(), QStringLiteral("MT4129"));
    QCOMPARE(second.value("firmware").toString(), QStringLiteral("28.45.4028"));
    const QJsonObject down = second.value("ports").toArray().at(0).toObject();
    QCOMPARE(down.keys(),
             (QStringList{"link_layer", "physical_state", "port", "rate_gbps", "state"}));
    QCOMPARE(down.value("port").toInt(), 1);
    QCOMPARE(down.value("state").toString(), QStringLiteral("Down"));
    QCOMPARE(down.value("physical_state").toString(), QStringLiteral("Disabled"));
    QCOMPARE(down.value("rate_gbps").toDouble(), 40.0);
    QCOMPARE(down.value("link_layer").toString(), QStringLiteral("Ethernet"));
    QVERIFY(cas.at(3).toObject().value("ports").isArray()); // cut: an empty list, present
    QCOMPARE(cas.at(3).toObject().value("ports").toArray().size(), 0);

    // A port whose lines were not printed: null, never 0 or "".
    const auto bare = IbstatParser::parse("CA 'x'\n\tPort 1:\n");
    TANDEM_VERIFY_RESULT(bare);
    const QJsonObject ca = bare->toJson().value("cas").toArray().at(0).toObject();
    QVERIFY(ca.value("ca_type").isNull());
    QVERIFY(ca.value("firmware").isNull());
    const QJsonObject p = ca.value("ports").toArray().at(0).toObject();
    QVERIFY(p.value("rate_gbps").isNull());
    QVERIFY(p.value("state").isNull());
}

QTEST_GUILESS_MAIN(TestIbstatParser)
#include "tst_ibstatparser.moc"
