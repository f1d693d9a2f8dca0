// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/netplansecrets.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace Tandem;

class TestNetplanSecrets final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void redacts_data();
    void redacts();
    void realFilesUnchanged_data();
    void realFilesUnchanged();
    void secretKeys_data();
    void secretKeys();
    void generatedFilesLoseOnlyTheSecret();
};

void TestNetplanSecrets::redacts_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("expected");

    // What NetworkManager writes for a saved Wi-Fi network (90-NM-<uuid>.yaml).
    QTest::newRow("networkmanager wifi")
        << QByteArray("network:\n  version: 2\n  wifis:\n    NM-1f2e:\n      renderer: "
                      "NetworkManager\n      access-points:\n        \"HomeNet\":\n          "
                      "auth:\n            key-management: \"psk\"\n            password: "
                      "\"hunter2-wifi\"\n          networkmanager:\n            passthrough:\n "
                      "             wifi-security.psk: \"hunter2-wifi\"\n              "
                      "802-1x.password: plain-secret\n      dhcp4: true\n")
        << QByteArray("network:\n  version: 2\n  wifis:\n    NM-1f2e:\n      renderer: "
                      "NetworkManager\n      access-points:\n        \"HomeNet\":\n          "
                      "auth:\n            key-management: \"psk\"\n            password: "
                      "\"<redacted>\"\n          networkmanager:\n            passthrough:\n "
                      "             wifi-security.psk: \"<redacted>\"\n              "
                      "802-1x.password: <redacted>\n      dhcp4: true\n");
    QTest::newRow("flow style")
        << QByteArray("wifis: {wlan0: {access-points: {\"Home\": {password: s3cret, mode: "
                      "infrastructure}}}}\n")
        << QByteArray("wifis: {wlan0: {access-points: {\"Home\": {password: <redacted>, mode: "
                      "infrastructure}}}}\n");
    QTest::newRow("quoted key, single-quoted value with an escaped quote")
        << QByteArray("    \"password\": 'it''s, {secret}'\n    band: 5GHz\n")
        << QByteArray("    \"password\": '<redacted>'\n    band: 5GHz\n");
    QTest::newRow("block scalar")
        << QByteArray("  password: |\n    line-one\n    line-two\n\n  mode: ap\n")
        << QByteArray("  password: |\n    <redacted>\n    <redacted>\n\n  mode: ap\n");
    QTest::newRow("value on the next line")
        << QByteArray("  psk:\n      nextline-secret\n  mode: infrastructure\n")
        << QByteArray("  psk:\n      <redacted>\n  mode: infrastructure\n");
    QTest::newRow("plain scalar going on below")
        << QByteArray("  password: first\n    second\n  band: 2.4GHz\n")
        << QByteArray("  password: <redacted>\n    <redacted>\n  band: 2.4GHz\n");
    QTest::newRow("double quotes across lines")
        << QByteArray("  password: \"abc \\\" {x}\n     still-secret\"\n  band: 5GHz\n")
        << QByteArray("  password: \"<redacted>\n     \"\n  band: 5GHz\n");
    QTest::newRow("wireguard keys")
        << QByteArray("tunnels:\n  wg0:\n    mode: wireguard\n    keys:\n      private: "
                      "cHJpdmF0ZQ==\n    peers:\n      - keys: {public: cHVibGlj, shared: "
                      "c2hhcmVk}\n        allowed-ips: [0.0.0.0/0]\n")
        << QByteArray("tunnels:\n  wg0:\n    mode: wireguard\n    keys:\n      private: "
                      "<redacted>\n    peers:\n      - keys: {public: cHVibGlj, shared: "
                      "<redacted>}\n        allowed-ips: [0.0.0.0/0]\n");
    QTest::newRow("sequence item") << QByteArray("  - password: abc\n  - ssid: password\n")
                                   << QByteArray("  - password: <redacted>\n  - ssid: password\n");
    QTest::newRow("comment kept") << QByteArray("password: abc # rotated in May\n")
                                  << QByteArray("password: <redacted> # rotated in May\n");
    QTest::newRow("a commented-out key is kept")
        << QByteArray("#   password: not-a-key-but-still-kept\n")
        << QByteArray("#   password: not-a-key-but-still-kept\n");
    QTest::newRow("crlf and no final newline")
        << QByteArray("auth:\r\n  password: abc\r\n  method: peap")
        << QByteArray("auth:\r\n  password: <redacted>\r\n  method: peap");
    QTest::newRow("empty") << QByteArray() << QByteArray();
    QTest::newRow("key-management is no secret")
        << QByteArray("key-management: psk\nmode: password\n")
        << QByteArray("key-management: psk\nmode: password\n");
}

void TestNetplanSecrets::redacts()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, expected);
    QCOMPARE(NetplanSecrets::redact(input), expected);
    QCOMPARE(NetplanSecrets::containsSecret(input), input != expected);
    // Redacting twice changes nothing more.
    QCOMPARE(NetplanSecrets::redact(expected), expected);
}

void TestNetplanSecrets::realFilesUnchanged_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(QStringLiteral(TANDEM_PLAN_DATA "/../real"));
    const QStringList files = dir.entryList({QStringLiteral("netplan-*.txt")}, QDir::Files);
    QVERIFY(files.size() >= 3);
    for (const QString &file : files)
        QTest::newRow(qPrintable(file)) << dir.filePath(file);
}

void TestNetplanSecrets::realFilesUnchanged()
{
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY(!text.isEmpty());
    QCOMPARE(NetplanSecrets::redact(text), text);
}

void TestNetplanSecrets::secretKeys_data()
{
    QTest::addColumn<QByteArray>("key");
    QTest::addColumn<bool>("secret");
    QTest::newRow("password") << QByteArray("password") << true;
    QTest::newRow("Password") << QByteArray("Password") << true;
    QTest::newRow("nm psk") << QByteArray("wifi-security.psk") << true;
    QTest::newRow("wep") << QByteArray("wifi-security.wep-key2") << true;
    QTest::newRow("wep4") << QByteArray("wep-key4") << false;
    QTest::newRow("client cert pass") << QByteArray("802-1x.client-cert-password") << true;
    QTest::newRow("wireguard") << QByteArray("wireguard.private-key") << true;
    QTest::newRow("key-management") << QByteArray("key-management") << false;
    QTest::newRow("ssid") << QByteArray("ssid") << false;
    QTest::newRow("addresses") << QByteArray("addresses") << false;
}

void TestNetplanSecrets::secretKeys()
{
    QFETCH(QByteArray, key);
    QFETCH(bool, secret);
    QCOMPARE(NetplanSecrets::isSecretKey(key), secret);
}

// Files built from pieces in every combination: the secret never survives, and every line
// that holds no secret comes out byte for byte.
void TestNetplanSecrets::generatedFilesLoseOnlyTheSecret()
{
    const QByteArray secret("Zq7-planted-secret");
    const QList<QByteArray> forms{"password: " + secret,
                                  "password: \"" + secret + "\"",
                                  "password: '" + secret + "'",
                                  "\"password\": " + secret,
                                  "auth: {key-management: psk, password: " + secret + "}",
                                  "password: |\n            " + secret,
                                  "password:\n            " + secret,
                                  "psk: \"" + secret + "\n            " + secret + "\""};
    const QList<QByteArray> others{
        "mode: infrastructure", "band: \"5GHz\"", "dhcp4: true # the default", "hidden: no"};
    const QList<QByteArray> endings{"\n", "\r\n"};
    int files = 0;
    for (const QByteArray &form : forms) {
        for (qsizetype before = 0; before <= others.size(); ++before) {
            for (const QByteArray &eol : endings) {
                QByteArrayList lines{"network:",
                                     "  wifis:",
                                     "    wlp1s0:",
                                     "      access-points:",
                                     "        \"Office\":"};
                for (qsizetype i = 0; i < before; ++i)
                    lines << "          " + others.at(i);
                lines << "          " + form;
                for (qsizetype i = before; i < others.size(); ++i)
                    lines << "          " + others.at(i);
                lines << "  version: 2";
                QByteArray text = lines.join('\n') + '\n';
                text.replace("\n", eol);
                const QByteArray redacted = NetplanSecrets::redact(text);
                QVERIFY2(!redacted.contains(secret), redacted.constData());
                for (const QByteArray &line : lines) {
                    if (!line.contains(secret) && !line.contains("password")
                        && !line.contains("psk"))
                        QVERIFY2(redacted.contains(QByteArray(line + eol)), line.constData());
                }
                ++files;
            }
        }
    }
    QCOMPARE(files, int(forms.size() * (others.size() + 1) * endings.size()));
}

QTEST_GUILESS_MAIN(TestNetplanSecrets)
#include "tst_netplansecrets.moc"
