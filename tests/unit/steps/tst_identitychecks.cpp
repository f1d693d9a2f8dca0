// SPDX-License-Identifier: GPL-3.0-or-later
// What a node is, from the identity script's output (core/inventory/nodeidentity.cpp): the
// verdicts of IdentityChecks for the GB10 family's models, images and PCIe faults
// (docs/gb10-family.md), one row each.

#include "inventory/nodeidentity.h"
#include "steps/devices/identitychecks.h"

#include <QTest>

using namespace Tandem;

namespace {

// Builds the script's output: sections in the order the script prints them.
struct Out
{
    QByteArray machine = "aarch64";
    QByteArray cx7Width2 = "4";   // the 0002: functions' current width
    QByteArray cx7Speed = "32.0"; // every CX-7 function's current speed
    int cx7Count = 4;
    QByteArray gpuDevice = "0x2e12";
    QByteArray dmi = "@dmi sys_vendor: NVIDIA\n@dmi product_name: DGX Spark\n"
                     "@dmi bios_version: 1.0.4\n@dmi bios_date: 03/19/2026\n";
    QByteArray release = "DGX_NAME=\"DGX Spark\"\nDGX_PLATFORM=\"DGX Server for KVM\"\n"
                         "DGX_SWBUILD_DATE=\"2026-04-14\"\nDGX_SWBUILD_VERSION=\"7.5.0\"\n";
    bool hasRelease = true;
    QByteArray fastos;

    QByteArray text() const
    {
        QByteArray out = "@machine " + machine + '\n';
        const char *addresses[] = {"0000:01:00.0", "0000:01:00.1", "0002:01:00.0", "0002:01:00.1"};
        for (int i = 0; i < cx7Count; ++i) {
            const QByteArray width = i >= 2 ? cx7Width2 : QByteArray("4");
            out += QByteArray("@pci ") + addresses[i] + " 0x15b3 0x1021 0x020000 " + cx7Speed + ' '
                   + width + " 32.0 4\n";
        }
        out += "@pci 000f:01:00.0 0x10de " + gpuDevice + " 0x030000 - - - -\n";
        out += dmi;
        if (hasRelease)
            out += "@file dgx-release\n" + release + "\n@end\n";
        if (!fastos.isEmpty())
            out += "@file fastos-release\n" + fastos + "\n@end\n";
        return out;
    }
};

} // namespace

class TestIdentityChecks final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void machine_data();
    void machine();
    void image_data();
    void image();
    void pcie_data();
    void pcie();
    void mix_data();
    void mix();
    void readerKeepsGoingAndRefuses();
};

void TestIdentityChecks::machine_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("detail");

    QTest::newRow("DGX Spark") << Out{}.text() << int(CheckStatus::Pass)
                               << "NVIDIA DGX Spark, BIOS 1.0.4 (03/19/2026)";
    Out asus;
    asus.dmi = "@dmi sys_vendor: ASUSTeK COMPUTER INC.\n@dmi product_name: Ascent GX10\n"
               "@dmi bios_version: 0302\n";
    QTest::newRow("ASUS by DMI") << asus.text() << int(CheckStatus::Pass)
                                 << "ASUS Ascent GX10, BIOS 0302";
    Out hp;
    hp.dmi.clear();
    hp.release = "DGX_NAME=\"DGX Spark\"\nDGX_PLATFORM=HP ZGX Nano G1n AI Station\n";
    QTest::newRow("HP by DGX_PLATFORM, unquoted")
        << hp.text() << int(CheckStatus::Pass) << "HP ZGX Nano G1n AI Station";
    Out lenovo;
    lenovo.dmi = "@dmi sys_vendor: LENOVO\n@dmi product_name: 30KL0001US\n"
                 "@dmi product_family: ThinkStation PGX\n";
    lenovo.hasRelease = false;
    QTest::newRow("Lenovo: the family, not the machine type")
        << lenovo.text() << int(CheckStatus::Pass) << "Lenovo ThinkStation PGX";
    Out other;
    other.dmi = "@dmi sys_vendor: Foo Corp.\n@dmi product_name: Bar 1\n";
    QTest::newRow("unknown vendor: accepted, named")
        << other.text() << int(CheckStatus::Pass) << "GB10 (Foo Corp. Bar 1)";
    Out x86;
    x86.machine = "x86_64";
    QTest::newRow("x86_64") << x86.text() << int(CheckStatus::Fail) << "x86_64 machine";
    Out n1x;
    n1x.gpuDevice = "0x2e03";
    QTest::newRow("N1X is not GB10") << n1x.text() << int(CheckStatus::Fail) << "N1X";
    Out noGpu;
    noGpu.gpuDevice = "0x2330";
    QTest::newRow("another NVIDIA GPU") << noGpu.text() << int(CheckStatus::Fail) << "10de:2e12";
}

void TestIdentityChecks::machine()
{
    QFETCH(QByteArray, output);
    QFETCH(int, status);
    QFETCH(QString, detail);
    const Check check
        = IdentityChecks::machineCheck(QStringLiteral("n1"), NodeIdentityReader::read(output));
    QCOMPARE(check.id, QStringLiteral("device.dgx"));
    QCOMPARE(int(check.status), status);
    QVERIFY2(check.detail.contains(detail), qPrintable(check.detail));
}

void TestIdentityChecks::image_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("detail");

    QTest::newRow("April 2026 build")
        << Out{}.text() << int(CheckStatus::Pass) << "DGX OS 7.5.0, of 2026-04-14";
    Out updated;
    updated.release
        = "DGX_SWBUILD_DATE=\"2025-09-10-13-50-03\"\nDGX_SWBUILD_VERSION=\"7.2.3\"\n"
          "\nDGX_OTA_VERSION=\"7.5.0\"\nDGX_OTA_DATE=\"Thu Jun 18 17:40:28 EDT 2026\"\n";
    QTest::newRow("old build, updated in June (the last OTA counts)")
        << updated.text() << int(CheckStatus::Pass) << "DGX OS 7.5.0, of 2026-06-18";
    Out tuesday = updated;
    tuesday.release.replace("Thu Jun 18 17:40:28 EDT 2026", "mar. 15 sept. 2026 17:08:05 CEST");
    QTest::newRow("French Tuesday is not March")
        << tuesday.text() << int(CheckStatus::Pass) << "of 2026-09-15";
    Out japanese = updated;
    japanese.release.replace("Thu Jun 18 17:40:28 EDT 2026",
                             "2026年  6月 18日 木曜日 17:40:28 JST");
    QTest::newRow("an OTA date Tandem cannot read: warn, not fail")
        << japanese.text() << int(CheckStatus::Warn) << "cannot read that date";
    Out old;
    old.release = "DGX_SWBUILD_DATE=\"2025-10-09\"\nDGX_SWBUILD_VERSION=\"7.0.1\"\n";
    QTest::newRow("2025 build, no update")
        << old.text() << int(CheckStatus::Fail) << "older than the April 2026";
    Out ubuntu;
    ubuntu.hasRelease = false;
    QTest::newRow("stock Ubuntu") << ubuntu.text() << int(CheckStatus::Warn)
                                  << "GB10 without DGX OS";
    Out fastos;
    fastos.hasRelease = false;
    fastos.fastos = "NAME=\"FastOS\"\nVERSION=\"1.2\"\n";
    QTest::newRow("FastOS") << fastos.text() << int(CheckStatus::Pass) << "FastOS 1.2";
}

void TestIdentityChecks::image()
{
    QFETCH(QByteArray, output);
    QFETCH(int, status);
    QFETCH(QString, detail);
    const Check check
        = IdentityChecks::imageCheck(QStringLiteral("n1"), NodeIdentityReader::read(output));
    QCOMPARE(check.id, QStringLiteral("device.os"));
    QCOMPARE(int(check.status), status);
    QVERIFY2(check.detail.contains(detail), qPrintable(check.detail));
}

void TestIdentityChecks::pcie_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("detail");

    QTest::newRow("four functions at Gen5 x4")
        << Out{}.text() << int(CheckStatus::Pass) << "0002:01:00.1 32 GT/s x4";
    Out slow;
    slow.cx7Speed = "2.5";
    QTest::newRow("trained at 2.5 GT/s") << slow.text() << int(CheckStatus::Fail) << "2.5 GT/s";
    Out asus;
    asus.cx7Width2 = "2";
    asus.dmi = "@dmi sys_vendor: ASUSTeK COMPUTER INC.\n";
    QTest::newRow("ASUS x2 twin") << asus.text() << int(CheckStatus::Warn)
                                  << "ASUS Ascent GX10 before the April 2026 BIOS";
    Out narrow;
    narrow.cx7Width2 = "2";
    QTest::newRow("x2 elsewhere") << narrow.text() << int(CheckStatus::Warn)
                                  << "fewer than 4 PCIe lanes";
    Out none;
    none.cx7Count = 0;
    QTest::newRow("no ConnectX-7: power-cycle, not 'not a GB10'")
        << none.text() << int(CheckStatus::Warn) << "No ConnectX-7 function";
    Out three;
    three.cx7Count = 3;
    QTest::newRow("three functions") << three.text() << int(CheckStatus::Warn) << "instead of 4";
}

void TestIdentityChecks::pcie()
{
    QFETCH(QByteArray, output);
    QFETCH(int, status);
    QFETCH(QString, detail);
    const Check check
        = IdentityChecks::pcieCheck(QStringLiteral("n1"), NodeIdentityReader::read(output));
    QCOMPARE(check.id, QStringLiteral("device.pcie"));
    QCOMPARE(int(check.status), status);
    QVERIFY2(check.detail.contains(detail), qPrintable(check.detail));
}

void TestIdentityChecks::mix_data()
{
    QTest::addColumn<QList<QByteArray>>("outputs");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("detail");

    QTest::newRow("two Sparks, one BIOS") << QList<QByteArray>{Out{}.text(), Out{}.text()}
                                          << int(CheckStatus::Pass) << "n2: NVIDIA DGX Spark";
    Out asus;
    asus.dmi = "@dmi sys_vendor: ASUSTeK COMPUTER INC.\n@dmi bios_version: 0302\n";
    QTest::newRow("NVIDIA and ASUS") << QList<QByteArray>{Out{}.text(), asus.text()}
                                     << int(CheckStatus::Warn) << "mixes vendors";
    Out newer;
    newer.dmi.replace("1.0.4", "1.1.0");
    QTest::newRow("two Sparks, two BIOS lines")
        << QList<QByteArray>{Out{}.text(), newer.text()} << int(CheckStatus::Warn)
        << "different BIOS versions";
    Out unread;
    unread.dmi = "@dmi sys_vendor: NVIDIA\n"; // bios_version not readable: no difference
    QTest::newRow("an unreadable BIOS is no difference")
        << QList<QByteArray>{Out{}.text(), unread.text()} << int(CheckStatus::Pass) << "n1:";
}

void TestIdentityChecks::mix()
{
    QFETCH(QList<QByteArray>, outputs);
    QFETCH(int, status);
    QFETCH(QString, detail);
    QList<QPair<QString, NodeIdentity>> nodes;
    for (const QByteArray &output : outputs) {
        const auto identity = NodeIdentityReader::read(output);
        QVERIFY(identity.has_value());
        nodes.append({QStringLiteral("n%1").arg(nodes.size() + 1), *identity});
    }
    const Check check = IdentityChecks::mixCheck(nodes);
    QCOMPARE(check.id, QStringLiteral("device.mix"));
    QVERIFY(check.node.isEmpty());
    QCOMPARE(int(check.status), status);
    QVERIFY2(check.detail.contains(detail), qPrintable(check.detail));
}

void TestIdentityChecks::readerKeepsGoingAndRefuses()
{
    // A login script's noise before the output, a malformed line and a file cut short are
    // warnings; the rest is read.
    const QByteArray noisy = "Welcome!\n" + Out{}.text() + "@pci 0000:05:00.0 0x15b3\n"
                             + "@file dgx-release\nDGX_NAME=x\n";
    const auto identity = NodeIdentityReader::read(noisy);
    QVERIFY(identity.has_value());
    QCOMPARE(identity->connectX7().size(), 4);
    QVERIFY(identity->hasGb10Gpu());
    QCOMPARE(identity->warnings.size(), 3);
    // Nothing that says what machine it is: refused.
    QVERIFY(!NodeIdentityReader::read("@pci 0000:01:00.0 0x15b3 0x1021 0x020000 - - - -\n"));
    QVERIFY(!NodeIdentityReader::read(QByteArray("\0\0\0", 3)));
    QVERIFY(!NodeIdentityReader::read(QByteArray(17 * 1024 * 1024, '@')));
}

QTEST_GUILESS_MAIN(TestIdentityChecks)
#include "tst_identitychecks.moc"
