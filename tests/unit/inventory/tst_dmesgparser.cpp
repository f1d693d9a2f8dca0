// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/dmesgparser.h"

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

template<typename T>
QString text(const std::optional<T> &value)
{
    return value ? QString::number(*value) : QStringLiteral("-");
}

// One function as a line, so a table row can say everything the parser read.
QString summary(const Mlx5Function &f)
{
    return QStringList{f.address,
                       f.interface,
                       f.firmware,
                       text(f.pcieGbps),
                       text(f.pcieSpeedGts),
                       text(f.pcieWidth),
                       f.pcieLimitedBy,
                       text(f.pcieCapableGbps),
                       text(f.insufficientPowerWatts),
                       f.eswitchCleanup ? QStringLiteral("cleanup") : QStringLiteral("-")}
        .join(u'|');
}

QStringList summaries(const DmesgReport &report)
{
    QStringList out;
    for (const Mlx5Function &f : report.functions)
        out << summary(f);
    return out;
}

const QByteArray kHealthy
    = "[    1.204938] mlx5_core 0000:01:00.0: firmware version: 28.45.4028\n"
      "[    1.204959] mlx5_core 0000:01:00.0: 126.028 Gb/s available PCIe bandwidth (32.0 GT/s "
      "PCIe x4 link)\n"
      "[    1.585658] mlx5_core 0000:01:00.0: mlx5_pcie_event:326:(pid 12): Detected "
      "insufficient power on the PCIe slot (27W).\n";
const QString kHealthySummary = QStringLiteral("0000:01:00.0||28.45.4028|126.028|32|4||-|27|-");

} // namespace

class TestDmesgParser final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parses_data();
    void parses();
    void rejects_data();
    void rejects();
    void json();
};

void TestDmesgParser::parses_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<QStringList>("functions");
    QTest::addColumn<QStringList>("warnings"); // the "line N:" each warning starts with

    // The real log: the two "... (repeats ...) ..." lines are the author's, not the kernel's.
    QTest::newRow("real: spark-05 fault")
        << realFile(QStringLiteral("dmesg-mlx5-spark05-fault.txt"))
        << QStringList{"0000:01:00.0||28.45.4028|126.028|32|4||-|27|cleanup"} << QStringList{};

    QByteArray crlf = kHealthy;
    crlf.replace("\n", "\r\n");
    QTest::newRow("crlf") << crlf << QStringList{kHealthySummary} << QStringList{};
    QTest::newRow("no final newline")
        << kHealthy.chopped(1) << QStringList{kHealthySummary} << QStringList{};
    QByteArray trailing = kHealthy;
    trailing.replace("\n", "  \n");
    QTest::newRow("trailing spaces") << trailing << QStringList{kHealthySummary} << QStringList{};
    QByteArray indented = "    " + kHealthy;
    indented.replace("\n[", "\n    [");
    QTest::newRow("indented") << indented << QStringList{kHealthySummary} << QStringList{};

    QTest::newRow("no timestamps, prompt, other drivers")
        << QByteArray("$ sudo dmesg -t | grep -e mlx5 -e nvme\n"
                      "nvme 0004:01:00.0: platform quirk: setting simple suspend\n"
                      "mlx5_core 0002:01:00.1: firmware version: 28.45.4028\n"
                      "mlx5_core 0002:01:00.1 enP2p1s0f1np1: renamed from eth3\n"
                      "mlx5_core 0002:01:00.1: E-Switch: cleanup\n")
        << QStringList{"0002:01:00.1|enP2p1s0f1np1|28.45.4028|-|-|-||-|-|cleanup"} << QStringList{};

    // The fault's dmesg form: the link that limits the NIC is the 2.5GT/s root port.
    QTest::newRow("limited by a slow link, dmesg -T")
        << QByteArray("[Tue May 12 10:00:01 2026] mlx5_core 0000:01:00.0: 8.000 Gb/s available "
                      "PCIe bandwidth, limited by 2.5 GT/s PCIe x4 link at 0000:00:00.0 (capable "
                      "of 126.028 Gb/s with 32.0 GT/s PCIe x4 link)\n")
        << QStringList{"0000:01:00.0|||8|2.5|4|0000:00:00.0|126.028|-|-"} << QStringList{};

    QTest::newRow("journalctl -k")
        << QByteArray("May 12 10:00:01 spark-05 kernel: mlx5_core 0000:01:00.1: firmware "
                      "version: 28.45.4028\n"
                      "May 12 10:00:01 spark-05 kernel: usb 1-1: new high-speed USB device\n")
        << QStringList{"0000:01:00.1||28.45.4028|-|-|-||-|-|-"} << QStringList{};

    QTest::newRow("unknown lines are warnings")
        << QByteArray("[    1.204938] mlx5_core 0000:01:00.0: firmware version: 28.45.4028\n"
                      "this is not a kernel line\n"
                      "[    1.204939] mlx5_core 0000:01:00.0: firmware version: banana\n")
        << QStringList{"0000:01:00.0||28.45.4028|-|-|-||-|-|-"}
        << QStringList{"line 2:", "line 3:"};

    QTest::newRow("kernel log without mlx5: the driver never probed")
        << QByteArray("[    0.000000] Linux version 6.17.0-1014-nvidia\n"
                      "[    1.000000] r8127 0007:01:00.0 enP7s7: renamed from eth0\n")
        << QStringList{} << QStringList{};

    QTest::newRow("other commands are skipped")
        << QByteArray("$ ls /sys/class/net\ndocker0 enP7s7 lo\n$ dmesg | grep mlx5\n" + kHealthy)
        << QStringList{kHealthySummary} << QStringList{};
}

void TestDmesgParser::parses()
{
    QFETCH(QByteArray, output);
    QFETCH(QStringList, functions);
    QFETCH(QStringList, warnings);

    const auto result = DmesgParser::parse(output);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(summaries(*result), functions);
    QCOMPARE(result->warnings.size(), warnings.size());
    for (qsizetype i = 0; i < warnings.size(); ++i)
        QVERIFY2(result->warnings.at(i).startsWith(warnings.at(i)),
                 qPrintable(result->warnings.at(i)));
}

void TestDmesgParser::rejects_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("needle");

    QTest::newRow("empty") << QByteArray() << 0 << "no kernel message";
    QTest::newRow("blank lines") << QByteArray("\n \r\n") << 0 << "no kernel message";
    QTest::newRow("binary") << QByteArray("[ 1.0] x\n") + QByteArray("\x01\0\x7f", 3) << 2
                            << "binary";
    QTest::newRow("invalid utf-8") << QByteArray("[ 1.0] \xff\xfe\n") << 1 << "UTF-8";
    QTest::newRow("random text") << QByteArray("Lorem ipsum dolor sit amet,\nconsectetur.\n") << 1
                                 << "not the output of dmesg";
    QTest::newRow("bandwidth out of range")
        << QByteArray("[ 1.0] mlx5_core 0000:01:00.0: 99999999 Gb/s available PCIe bandwidth "
                      "(32.0 GT/s PCIe x4 link)\n")
        << 1 << "no PCIe link";
    QTest::newRow("width out of range")
        << QByteArray("[ 1.0] mlx5_core 0000:01:00.0: 126.028 Gb/s available PCIe bandwidth "
                      "(32.0 GT/s PCIe x99999999999 link)\n")
        << 1 << "no PCIe link";
    QTest::newRow("speed out of range")
        << QByteArray("[ 1.0] mlx5_core 0000:01:00.0: 126.028 Gb/s available PCIe bandwidth "
                      "(1e300 GT/s PCIe x4 link)\n[ 2.0] mlx5_core 0000:01:00.0: 1.0 Gb/s "
                      "available PCIe bandwidth (0.5 GT/s PCIe x4 link)\n")
        << 2 << "no PCIe link";
    QTest::newRow("watts out of range")
        << QByteArray("[ 1.0] mlx5_core 0000:01:00.0: Detected insufficient power on the PCIe "
                      "slot (99999W).\n")
        << 1 << "99999 W";
    QTest::newRow("over size") << QByteArray(InputLimits::NodeOutputBytes + 1, '\n') << 0 << "MiB";
}

void TestDmesgParser::rejects()
{
    QFETCH(QByteArray, output);
    QFETCH(int, line);
    QFETCH(QString, needle);

    const auto result = DmesgParser::parse(output);
    QVERIFY(!result.has_value());
    QCOMPARE(result.error().line, line);
    QVERIFY2(result.error().message.contains(needle, Qt::CaseInsensitive),
             qPrintable(result.error().message));
}

void TestDmesgParser::json()
{
    const auto result
        = DmesgParser::parse(realFile(QStringLiteral("dmesg-mlx5-spark05-fault.txt")));
    TANDEM_VERIFY_RESULT(result);
    const QJsonObject json = result->toJson();
    QCOMPARE(json.keys(), (QStringList{"functions", "warnings"}));
    QCOMPARE(json.value("warnings").toArray().size(), 0);
    const QJsonObject f = json.value("functions").toArray().at(0).toObject();
    QCOMPARE(f.keys(),
             (QStringList{"address",
                          "eswitch_cleanup",
                          "firmware",
                          "insufficient_power_watts",
                          "interface",
                          "pcie_capable_gbps",
                          "pcie_gbps",
                          "pcie_limited_by",
                          "pcie_speed_gts",
                          "pcie_width"}));
    QCOMPARE(f.value("address").toString(), QStringLiteral("0000:01:00.0"));
    QCOMPARE(f.value("firmware").toString(), QStringLiteral("28.45.4028"));
    QCOMPARE(f.value("pcie_gbps").toDouble(), 126.028);
    QCOMPARE(f.value("pcie_speed_gts").toDouble(), 32.0);
    QCOMPARE(f.value("pcie_width").toInt(), 4);
    QCOMPARE(f.value("insufficient_power_watts").toInt(), 27);
    QCOMPARE(f.value("eswitch_cleanup").toBool(), true);
    // Not printed: null, never "" or 0.
    QVERIFY(f.value("interface").isNull());
    QVERIFY(f.value("pcie_limited_by").isNull());
    QVERIFY(f.value("pcie_capable_gbps").isNull());
}

QTEST_GUILESS_MAIN(TestDmesgParser)
#include "tst_dmesgparser.moc"
