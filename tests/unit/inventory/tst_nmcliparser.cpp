// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/nmcliparser.h"
#include "resultcheck.h"

#include <QFile>
#include <QTest>

using namespace Tandem;

Q_DECLARE_METATYPE(Tandem::NmConnection)

namespace {

NmConnection profile(const char *name, const char *device, const char *type)
{
    return NmConnection{
        QString::fromUtf8(name), QString::fromUtf8(device), QString::fromUtf8(type)};
}

QList<NmConnection> recordedProfiles()
{
    return {
        profile("Wired connection 1", "enP7s7", "802-3-ethernet"),
        profile("netplan-enp1s0f1np1", "enp1s0f1np1", "802-3-ethernet"),
        profile("netplan-enP2p1s0f1np1", "enP2p1s0f1np1", "802-3-ethernet"),
        profile("docker0", "docker0", "bridge"),
        profile("lo", "lo", "loopback"),
        profile("Lab Wi-Fi 5G", "wlP9s9", "802-11-wireless"),
        profile("Bob's fabric: right", "enp1s0f0np0", "802-3-ethernet"),
        profile("Wired connection 2", "", "802-3-ethernet"),
    };
}

QByteArray recordedOutput()
{
    QFile file(QFINDTESTDATA("../../data/inventory/nmcli-connection-show.txt"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// As many profile lines as fit into `bytes`, padded with blank lines to exactly that size.
QByteArray profilesOfSize(qsizetype bytes)
{
    const QByteArray line = "Wired connection 1:enP7s7:802-3-ethernet\n";
    QByteArray out;
    out.reserve(bytes);
    while (out.size() + line.size() <= bytes)
        out += line;
    out += QByteArray(bytes - out.size(), '\n');
    return out;
}

} // namespace

class TestNmcliParser final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parses_data();
    void parses();
    void largestOutputIsRead();
    void rejects_data();
    void rejects();
};

void TestNmcliParser::parses_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<QList<NmConnection>>("profiles");

    QTest::newRow("recorded") << recordedOutput() << recordedProfiles();

    QByteArray crlf = recordedOutput();
    crlf.replace("\n", "\r\n");
    QTest::newRow("crlf") << crlf << recordedProfiles();

    QTest::newRow("no output: no profiles") << QByteArray() << QList<NmConnection>{};
    QTest::newRow("only blank lines") << QByteArray("\n  \r\n\t\n") << QList<NmConnection>{};
    QTest::newRow("blank lines between, no final newline")
        << QByteArray("\nlo:lo:loopback\n\n   \ndocker0:docker0:bridge")
        << QList<NmConnection>{profile("lo", "lo", "loopback"),
                               profile("docker0", "docker0", "bridge")};
    QTest::newRow("escaped colon and backslash")
        << QByteArray("a\\:b\\\\c:enp1s0f1np1:802-3-ethernet\n")
        << QList<NmConnection>{profile("a:b\\c", "enp1s0f1np1", "802-3-ethernet")};
    QTest::newRow("bluetooth device named by its address")
        << QByteArray("Phone Network:AA\\:BB\\:CC\\:DD\\:EE\\:FF:bluetooth\n")
        << QList<NmConnection>{profile("Phone Network", "AA:BB:CC:DD:EE:FF", "bluetooth")};
    QTest::newRow("backslash at the end of a line is kept")
        << QByteArray("odd:eth0:type\\\n") << QList<NmConnection>{profile("odd", "eth0", "type\\")};
    QTest::newRow("inactive profile and empty type")
        << QByteArray("off::wifi\nbare::\n")
        << QList<NmConnection>{profile("off", "", "wifi"), profile("bare", "", "")};
    QTest::newRow("blanks inside fields are kept")
        << QByteArray(" spaced name :enP7s7: 802-3-ethernet\n")
        << QList<NmConnection>{profile(" spaced name ", "enP7s7", " 802-3-ethernet")};
    QTest::newRow("utf-8 name")
        << QByteArray("B\xc3\xbcro \xe3\x83\x8d\xe3\x83\x83\xe3\x83\x88:enP7s7:802-3-ethernet\n")
        << QList<NmConnection>{profile(
               "B\xc3\xbcro \xe3\x83\x8d\xe3\x83\x83\xe3\x83\x88", "enP7s7", "802-3-ethernet")};
}

void TestNmcliParser::parses()
{
    QFETCH(QByteArray, output);
    QFETCH(QList<NmConnection>, profiles);

    const auto result = NmcliParser::parse(output);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(result->size(), profiles.size());
    for (qsizetype i = 0; i < profiles.size(); ++i) {
        QCOMPARE(result->at(i).name, profiles.at(i).name);
        QCOMPARE(result->at(i).device, profiles.at(i).device);
        QCOMPARE(result->at(i).type, profiles.at(i).type);
    }
}

void TestNmcliParser::largestOutputIsRead()
{
    // The cap itself is accepted; the byte after it is refused (see rejects).
    const QByteArray output = profilesOfSize(NmcliParser::maxBytes);
    QCOMPARE(output.size(), NmcliParser::maxBytes);
    const auto result = NmcliParser::parse(output);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(result->size(), output.count("enP7s7"));
    QCOMPARE(result->constLast(), profile("Wired connection 1", "enP7s7", "802-3-ethernet"));
}

void TestNmcliParser::rejects_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("needle"); // part of the message

    QTest::newRow("NetworkManager not running")
        << QByteArray("Error: NetworkManager is not running.\n") << 1 << "2 fields";
    QTest::newRow("error after a good line")
        << QByteArray("fine:x:y\nError: NetworkManager is not running.\n") << 2
        << "NAME:DEVICE:TYPE";
    QTest::newRow("command not found")
        << QByteArray("sh: 1: nmcli: not found\n") << 1 << "4 fields";
    QTest::newRow("one field") << QByteArray("lo:lo:loopback\ngarbage\n") << 2 << "1 fields";
    QTest::newRow("unescaped colon in a name")
        << QByteArray("a:b:enp1s0f1np1:802-3-ethernet\n") << 1 << "4 fields";
    QTest::newRow("more fields asked for")
        << QByteArray("lo:lo:loopback:a0b1c2d3-0000\n") << 1 << "4 fields";
    QTest::newRow("table form, not terse") << QByteArray(
        "NAME                UUID                                  TYPE      DEVICE\n")
                                           << 1 << "1 fields";
    QTest::newRow("profile without a name")
        << QByteArray("lo:lo:loopback\n:enp1s0f0np0:802-3-ethernet\n") << 2 << "without a name";
    QTest::newRow("only colons") << QByteArray("::\n") << 1 << "without a name";
    QTest::newRow("binary") << QByteArray("lo:lo:loopback\n\x01\0\x7f", 18) << 2 << "binary";
    QTest::newRow("invalid utf-8") << QByteArray("\xff\xfe:lo:loopback\n") << 1 << "UTF-8";
    QTest::newRow("larger than the cap")
        << profilesOfSize(NmcliParser::maxBytes + 1) << 0 << "bytes";
}

void TestNmcliParser::rejects()
{
    QFETCH(QByteArray, output);
    QFETCH(int, line);
    QFETCH(QString, needle);

    const auto result = NmcliParser::parse(output);
    QVERIFY(!result.has_value());
    QCOMPARE(result.error().line, line);
    QVERIFY2(result.error().message.contains(needle, Qt::CaseInsensitive),
             qPrintable(result.error().message));
}

QTEST_GUILESS_MAIN(TestNmcliParser)
#include "tst_nmcliparser.moc"
