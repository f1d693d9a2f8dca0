// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/sparknaming.h"
#include "plan/foreignnetplan.h"

#include <QFile>
#include <QTest>

using namespace Tandem;

Q_DECLARE_METATYPE(ForeignTakeover::Kind)

namespace {

// Tandem owns every ConnectX-7 interface's configuration, planned or not.
const QStringList planned = SparkNaming::cx7Netdevs();
const QStringList f1Pair{QStringLiteral("enp1s0f1np1"), QStringLiteral("enP2p1s0f1np1")};

QByteArray realFile(const char *name)
{
    QFile f(QStringLiteral(TANDEM_PLAN_DATA "/../real/") + QLatin1String(name));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestForeignNetplan final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void takeover_data();
    void takeover();
};

void TestForeignNetplan::takeover_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<ForeignTakeover::Kind>("kind");
    QTest::addColumn<QByteArray>("expected"); // Rewrite: the new file
    QTest::addColumn<QStringList>("removed");
    QTest::addColumn<QString>("reasonHas"); // Refuse: a word of the reason

    using K = ForeignTakeover::Kind;
    const QByteArray mgmt = "    enP7s7:\n      dhcp4: true\n";
    QTest::newRow("management only") << QByteArray("network:\n  version: 2\n  ethernets:\n" + mgmt)
                                     << K::Untouched << QByteArray() << QStringList() << QString();
    QTest::newRow("real: playbook 3 sparks, all CX7")
        << realFile("netplan-playbook-3sparks.txt") << K::MoveAside << QByteArray()
        << QStringList{QStringLiteral("enp1s0f0np0"),
                       QStringLiteral("enP2p1s0f0np0"),
                       QStringLiteral("enp1s0f1np1"),
                       QStringLiteral("enP2p1s0f1np1")}
        << QString();
    QTest::newRow("real: playbook link-local, the other CX7 port")
        << realFile("netplan-playbook-2sparks-linklocal.txt") << K::MoveAside << QByteArray()
        << QStringList{QStringLiteral("enp1s0f0np0"), QStringLiteral("enp1s0f1np1")} << QString();
    QTest::newRow("cloud-init: management port kept byte for byte")
        << QByteArray("# written by cloud-init\nnetwork:\n  version: 2\n  ethernets:\n" + mgmt
                      + "    # the QSFP port\n    enp1s0f1np1:\n      dhcp4: true\n\n      mtu: "
                        "9000\n    eno2:   {dhcp4: no}\n")
        << K::Rewrite
        << QByteArray("# written by cloud-init\nnetwork:\n  version: 2\n  ethernets:\n" + mgmt
                      + "    # the QSFP port\n    eno2:   {dhcp4: no}\n")
        << QStringList{QStringLiteral("enp1s0f1np1")} << QString();
    QTest::newRow("wifi kept, secrets and all; the emptied section goes")
        << QByteArray("network:\n  ethernets:\n    enp1s0f1np1:\n      dhcp4: true\n    "
                      "enP2p1s0f1np1: {dhcp4: true}\n  wifis:\n    wlp1s0:\n      "
                      "access-points:\n        \"Home\": {password: \"s3cret\"}\n  version: 2")
        << K::Rewrite
        << QByteArray("network:\n  wifis:\n    wlp1s0:\n      access-points:\n        \"Home\": "
                      "{password: \"s3cret\"}\n  version: 2")
        << f1Pair << QString();
    QTest::newRow("crlf")
        << QByteArray("network:\r\n  ethernets:\r\n    eno1:\r\n      dhcp4: true\r\n    "
                      "enp1s0f1np1:\r\n      addresses: [10.0.0.1/24]\r\n  version: 2\r\n")
        << K::Rewrite
        << QByteArray("network:\r\n  ethernets:\r\n    eno1:\r\n      dhcp4: true\r\n  version: "
                      "2\r\n")
        << QStringList{QStringLiteral("enp1s0f1np1")} << QString();
    QTest::newRow("flow style is refused")
        << QByteArray("network: {version: 2, ethernets: {eno1: {dhcp4: true}, enp1s0f1np1: "
                      "{dhcp4: true}}}\n")
        << K::Refuse << QByteArray() << QStringList{QStringLiteral("enp1s0f1np1")}
        << QStringLiteral("flow style");
    QTest::newRow("a bond built on the port is refused")
        << QByteArray("network:\n  version: 2\n  ethernets:\n    eno1: {}\n    enp1s0f1np1: {}\n  "
                      "bonds:\n    bond0:\n      interfaces: [eno1, enp1s0f1np1]\n")
        << K::Refuse << QByteArray() << QStringList{QStringLiteral("enp1s0f1np1")}
        << QStringLiteral("bond");
    QTest::newRow("a name in a comment does not count")
        << QByteArray("network:\n  version: 2\n  ethernets:\n    eno1: {} # not enp1s0f1np1\n    "
                      "enp1s0f1np1: {}\n")
        << K::Rewrite
        << QByteArray("network:\n  version: 2\n  ethernets:\n    eno1: {} # not "
                      "enp1s0f1np1\n")
        << QStringList{QStringLiteral("enp1s0f1np1")} << QString();
    QTest::newRow("not yaml") << QByteArray("network: [\n") << K::Refuse << QByteArray()
                              << QStringList() << QStringLiteral("YAML");
}

void TestForeignNetplan::takeover()
{
    QFETCH(QByteArray, input);
    QFETCH(ForeignTakeover::Kind, kind);
    QFETCH(QByteArray, expected);
    QFETCH(QStringList, removed);
    QFETCH(QString, reasonHas);
    QVERIFY(!input.isEmpty());

    const ForeignTakeover t
        = ForeignNetplan::takeover(QStringLiteral("50-cloud-init.yaml"), input, planned);
    QCOMPARE(t.kind, kind);
    QCOMPARE(t.removed, removed);
    QCOMPARE(t.content, expected);
    if (!reasonHas.isEmpty())
        QVERIFY2(t.reason.contains(reasonHas), qPrintable(t.reason));
    if (kind == ForeignTakeover::Kind::Rewrite) {
        // Idempotent: the rewritten file has nothing left to take.
        QCOMPARE(ForeignNetplan::takeover(QStringLiteral("x.yaml"), t.content, planned).kind,
                 ForeignTakeover::Kind::Untouched);
    }
}

QTEST_GUILESS_MAIN(TestForeignNetplan)
#include "tst_foreignnetplan.moc"
