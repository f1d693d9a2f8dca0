// SPDX-License-Identifier: GPL-3.0-or-later
// The door to every parser: each kind the CLI names exists, reads a small sample, and refuses
// garbage and a kind it does not know with a message.

#include "outputs/outputkinds.h"

#include <QJsonDocument>
#include <QTest>

using namespace Tandem;

class TestOutputKinds final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyNamedKindExists();
    void refuses_data();
    void refuses();
    void unknownKind();
    void neverShowsASerial_data();
    void neverShowsASerial();
};

void TestOutputKinds::everyNamedKindExists()
{
    // The kinds docs/cli-json.md and `tandem-cli parse` promise.
    const QStringList promised{
        "dgx-release", "os-release", "fastos-release", "dmi",        "ibdev2netdev", "rdma-link",
        "ip",          "ethtool",    "ethtool-i",      "nvidia-smi", "show_gids",    "ib_write_bw",
        "lspci",       "netplan",    "nccl-tests",     "nccl-log",   "probe",        "ibstat",
        "ibv_devinfo", "dmesg",      "roce-ports"};
    QStringList missing;
    for (const QString &kind : promised) {
        if (!OutputKinds::contains(kind))
            missing << kind;
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u' ')));
    QCOMPARE(OutputKinds::all().size(), promised.size());
}

void TestOutputKinds::refuses_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("binary") << QByteArray("\x7f"
                                          "ELF\x02\x01\x01\0\0\0",
                                          10);
    QTest::newRow("invalid utf-8") << QByteArray("\xc3\x28\xff\xfe\n");
    // Over the cap of a node's output (the logs' cap is larger: there it is one line of
    // garbage, which is refused as well).
    QTest::newRow("oversize") << QByteArray(17 * 1024 * 1024, 'x');
}

// Garbage is an error for every kind: never a crash, never an empty success.
void TestOutputKinds::refuses()
{
    QFETCH(QByteArray, text);
    for (const OutputKind &kind : OutputKinds::all()) {
        const auto parsed = OutputKinds::parse(QLatin1String(kind.name), text);
        QVERIFY2(!parsed.has_value(), kind.name);
        QVERIFY2(!parsed.error().message.isEmpty(), kind.name);
    }
}

void TestOutputKinds::unknownKind()
{
    const auto parsed = OutputKinds::parse(QStringLiteral("dmidecode"), "x=1\n");
    QVERIFY(!parsed.has_value());
    QVERIFY2(parsed.error().message.contains(QLatin1String("dgx-release")),
             qPrintable(parsed.error().message));
}

void TestOutputKinds::neverShowsASerial_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("dmi, sysfs and dmidecode shapes")
        << "dmi"
        << QByteArray("sys_vendor: Dell Inc.\nproduct_serial: SER1AL7\n"
                      "\tSerial Number: SER1AL7\nproduct_uuid: SER1AL7\n");
    QTest::newRow("dgx-release, odd shapes")
        << "dgx-release"
        << QByteArray("DGX_NAME=\"DGX Spark\"\nDGX_SERIAL_NUMBER=\"SER1AL7\"\n"
                      "export DGX_SERIAL_NUMBER=SER1AL7\nDGX_SERIAL_NUMBER = SER1AL7\n");
}

// A serial number names one machine: never in what Tandem shows, not even in a warning.
void TestOutputKinds::neverShowsASerial()
{
    QFETCH(QString, kind);
    QFETCH(QByteArray, text);
    const auto parsed = OutputKinds::parse(kind, text);
    QVERIFY(parsed.has_value());
    const QByteArray json = QJsonDocument(*parsed).toJson();
    QVERIFY2(!json.contains("SER1AL7"), json.constData());
}

QTEST_GUILESS_MAIN(TestOutputKinds)
#include "tst_outputkinds.moc"
