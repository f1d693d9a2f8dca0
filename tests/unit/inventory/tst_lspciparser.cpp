// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/lspciparser.h"

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

QString linkText(const std::optional<PcieLink> &link)
{
    if (!link)
        return QStringLiteral("-");
    return QStringLiteral("%1/x%2").arg(
        link->speedGts ? QString::number(*link->speedGts) : QStringLiteral("?"),
        link->width ? QString::number(*link->width) : QStringLiteral("?"));
}

// One device as a line, so a table row can say everything the parser read.
QString summary(const LspciDevice &d)
{
    return QStringList{d.address,
                       d.deviceClass,
                       d.vendor,
                       d.device,
                       d.vendorId,
                       d.deviceId,
                       d.revision,
                       linkText(d.linkCapability),
                       linkText(d.linkStatus)}
        .join(u'|');
}

QStringList summaries(const LspciReport &report)
{
    QStringList out;
    for (const LspciDevice &d : report.devices)
        out << summary(d);
    return out;
}

QStringList roots(const LspciReport &report)
{
    QStringList out;
    for (const LspciTreeRoot &r : report.treeRoots)
        out << r.domain + (r.hasEndpoint ? QStringLiteral(":endpoint") : QStringLiteral(":empty"));
    return out;
}

QStringList addressesWhere(const LspciReport &report, bool (LspciDevice::*test)() const)
{
    QStringList out;
    for (const LspciDevice &d : report.devices) {
        if ((d.*test)())
            out << d.address;
    }
    return out;
}

const QString kCx7 = QStringLiteral("Ethernet controller|Mellanox Technologies|MT2910 Family "
                                    "[ConnectX-7]||||-|-");
const QStringList kFourCx7{
    "0000:01:00.0|" + kCx7, "0000:01:00.1|" + kCx7, "0002:01:00.0|" + kCx7, "0002:01:00.1|" + kCx7};

} // namespace

class TestLspciParser final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void realFiles_data();
    void realFiles();
    void parses_data();
    void parses();
    void rejects_data();
    void rejects();
    void warningsAreCapped();
    void json();
};

void TestLspciParser::realFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("devices");
    QTest::addColumn<QStringList>("roots");
    QTest::addColumn<QStringList>("cx7");
    QTest::addColumn<QStringList>("gb10");
    QTest::addColumn<QStringList>("downtrained");

    const QStringList cx7Addresses{"0000:01:00.0", "0000:01:00.1", "0002:01:00.0", "0002:01:00.1"};

    // Healthy: the root ports train at 32GT/s x4; "<-- trains to PCIe 5.0" is the author's.
    QTest::newRow("spark-07 healthy")
        << "lspci-spark07-cx7-healthy.txt"
        << QStringList{"0000:00:00.0|||||||32/x4|32/x4", "0002:00:00.0|||||||32/x4|32/x4"}
               + kFourCx7
        << QStringList{} << cx7Addresses << QStringList{} << QStringList{};

    QTest::newRow("GB10 blog, grep Mellanox")
        << "lspci-gb10-sean-blog.txt" << kFourCx7 << QStringList{} << cx7Addresses << QStringList{}
        << QStringList{};

    // The GPU is a nameless "Device 2e12" and a "VGA compatible controller".
    const QString bridge = QStringLiteral("|PCI bridge|NVIDIA Corporation|Device ");
    QTest::newRow("Gigabyte ds4probe, grep nvidia")
        << "lspci-nvidia-gigabyte-aitopatom-ds4probe.txt"
        << QStringList{"0000:00:00.0" + bridge + "22ce||22ce|01|-|-",
                       "0002:00:00.0" + bridge + "22ce||22ce|01|-|-",
                       "0004:00:00.0" + bridge + "22ce||22ce|01|-|-",
                       "0007:00:00.0" + bridge + "22d0||22d0|01|-|-",
                       "0009:00:00.0" + bridge + "22d0||22d0|01|-|-",
                       "000f:00:00.0" + bridge + "22d1||22d1||-|-",
                       "000f:01:00.0|VGA compatible controller|NVIDIA Corporation|Device "
                       "2e12||2e12|a1|-|-"}
        << QStringList{} << QStringList{} << QStringList{"000f:01:00.0"} << QStringList{};

    // Both CX-7 root ports at 2.5GT/s and no Mellanox endpoint in the tree; the `ls` output
    // and its "^----" note are not lspci.
    QTest::newRow("spark-05 downtrain fault")
        << "lspci-spark05-cx7-downtrain-fault.txt"
        << QStringList{"0000:00:00.0|||||||32/x4|2.5/x4", "0002:00:00.0|||||||32/x4|2.5/x4"}
        << QStringList{"0000:empty",
                       "0002:empty",
                       "0004:endpoint",
                       "0007:endpoint",
                       "0009:endpoint",
                       "000f:endpoint"}
        << QStringList{} << QStringList{} << QStringList{"0000:00:00.0", "0002:00:00.0"};
}

void TestLspciParser::realFiles()
{
    QFETCH(QString, file);
    QFETCH(QStringList, devices);
    QFETCH(QStringList, roots);
    QFETCH(QStringList, cx7);
    QFETCH(QStringList, gb10);
    QFETCH(QStringList, downtrained);

    const QByteArray text = realFile(file);
    QVERIFY(!text.isEmpty());
    const auto result = LspciParser::parse(text);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(summaries(*result), devices);
    QCOMPARE(::roots(*result), roots);
    QCOMPARE(addressesWhere(*result, &LspciDevice::isConnectX7), cx7);
    QCOMPARE(addressesWhere(*result, &LspciDevice::isGb10Gpu), gb10);
    QCOMPARE(addressesWhere(*result, &LspciDevice::downtrained), downtrained);
    QCOMPARE(result->warnings, QStringList{});
}

void TestLspciParser::parses_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<QStringList>("devices");
    QTest::addColumn<QStringList>("roots");
    QTest::addColumn<QStringList>("warnings"); // the "line N:" each warning starts with

    const QByteArray blog = realFile(QStringLiteral("lspci-gb10-sean-blog.txt"));
    QByteArray crlf = blog;
    crlf.replace("\n", "\r\n");
    QTest::newRow("crlf") << crlf << kFourCx7 << QStringList{} << QStringList{};
    QTest::newRow("no final newline")
        << blog.chopped(1) << kFourCx7 << QStringList{} << QStringList{};
    QByteArray trailing = blog;
    trailing.replace("\n", "   \t\n");
    QTest::newRow("trailing spaces") << trailing << kFourCx7 << QStringList{} << QStringList{};

    QTest::newRow("no domain, -nn ids, upper case")
        << QByteArray("01:00.0 Ethernet controller [0200]: Mellanox Technologies MT2910 Family "
                      "[ConnectX-7] [15B3:1021]\n")
        << QStringList{"0000:01:00.0|Ethernet controller|Mellanox Technologies|MT2910 Family "
                       "[ConnectX-7]|15b3|1021||-|-"}
        << QStringList{} << QStringList{};

    QTest::newRow("GB10 as a 3D controller with -nn")
        << QByteArray("000f:01:00.0 3D controller [0302]: NVIDIA Corporation Device [10de:2e12] "
                      "(rev a1)\n")
        << QStringList{"000f:01:00.0|3D controller|NVIDIA Corporation|Device|10de|2e12|a1|-|-"}
        << QStringList{} << QStringList{};

    QTest::newRow("lspci -n") << QByteArray("0000:01:00.0 0200: 15b3:1021\n")
                              << QStringList{"0000:01:00.0|0200|||15b3|1021||-|-"} << QStringList{}
                              << QStringList{};

    QTest::newRow("lspci -vvv block, downgraded")
        << QByteArray("$ sudo lspci -vvv -s 0002:01:00.0\n"
                      "0002:01:00.0 Ethernet controller: Mellanox Technologies MT2910 Family "
                      "[ConnectX-7]\n"
                      "\tSubsystem: Mellanox Technologies Device 0087\n"
                      "\tLnkCap:\tPort #0, Speed 32GT/s, Width x4, ASPM not supported\n"
                      "\tLnkCtl:\tASPM Disabled; RCB 64 bytes, Disabled- CommClk+\n"
                      "\tLnkSta:\tSpeed 2.5GT/s (downgraded), Width x4\n"
                      "\tLnkCap2: Supported Link Speeds: 2.5-32GT/s, Crosslink- Retimer+\n"
                      "\tKernel driver in use: mlx5_core\n")
        << QStringList{"0002:01:00.0|Ethernet controller|Mellanox Technologies|MT2910 Family "
                       "[ConnectX-7]||||32/x4|2.5/x4"}
        << QStringList{} << QStringList{};

    QTest::newRow("tree with branches")
        << QByteArray("-[0000:00]-+-00.0-[01]--\n"
                      "           \\-01.0-[02]----00.0  Samsung Electronics Co Ltd NVMe\n"
                      "-[0002:00]---00.0-[01-0f]--\n")
        << QStringList{} << QStringList{"0000:endpoint", "0002:empty"} << QStringList{};

    QTest::newRow("unknown lines are warnings")
        << QByteArray("0000:01:00.0 Ethernet controller: Mellanox Technologies MT2910 Family "
                      "[ConnectX-7]\n"
                      "something else entirely\n"
                      "        LnkSta: Speed 32GT/s, Width x4\n"
                      "$ sudo lspci -vvv | grep LnkSta\n"
                      "        LnkSta: Speed 8GT/s, Width x1\n")
        << QStringList{"0000:01:00.0|Ethernet controller|Mellanox Technologies|MT2910 Family "
                       "[ConnectX-7]||||-|32/x4"}
        << QStringList{} << QStringList{"line 2:", "line 5:"};

    QTest::newRow("lspci printed nothing") << QByteArray("$ lspci | grep Mellanox\n$ \n")
                                           << QStringList{} << QStringList{} << QStringList{};

    QTest::newRow("2e03 is not a GB10")
        << QByteArray("0000:01:00.0 3D controller: NVIDIA Corporation Device 2e03\n")
        << QStringList{"0000:01:00.0|3D controller|NVIDIA Corporation|Device 2e03||2e03||-|-"}
        << QStringList{} << QStringList{};
}

void TestLspciParser::parses()
{
    QFETCH(QByteArray, output);
    QFETCH(QStringList, devices);
    QFETCH(QStringList, roots);
    QFETCH(QStringList, warnings);

    const auto result = LspciParser::parse(output);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(summaries(*result), devices);
    QCOMPARE(::roots(*result), roots);
    QCOMPARE(result->warnings.size(), warnings.size());
    for (qsizetype i = 0; i < warnings.size(); ++i)
        QVERIFY2(result->warnings.at(i).startsWith(warnings.at(i)),
                 qPrintable(result->warnings.at(i)));
    for (const LspciDevice &d : result->devices) {
        if (d.deviceId == QLatin1String("2e03"))
            QVERIFY(!d.isGb10Gpu());
    }
}

void TestLspciParser::rejects_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("needle");

    QTest::newRow("empty") << QByteArray() << 0 << "no lspci output";
    QTest::newRow("blank lines") << QByteArray("\n  \r\n\t\n") << 0 << "no lspci output";
    QTest::newRow("only another command")
        << QByteArray("$ ls /sys/class/net/\ndocker0  lo\n") << 0 << "no lspci output";
    QTest::newRow("binary") << QByteArray("0000:01:00.0 Ethernet controller: X Y\n")
                                   + QByteArray("\x01\0\x7f", 3)
                            << 2 << "binary";
    QTest::newRow("invalid utf-8") << QByteArray("\xff\xfe 01:00.0\n") << 1 << "UTF-8";
    QTest::newRow("random text") << QByteArray("Lorem ipsum dolor sit amet,\nconsectetur.\n") << 1
                                 << "not the output of lspci";
    QTest::newRow("speed out of range") << QByteArray(
        "$ lspci -vvv -s 0000:00:00.0 | grep Lnk\n\tLnkSta: Speed 999GT/s, Width x4\n")
                                        << 2 << "999GT/s";
    QTest::newRow("width out of range") << QByteArray(
        "$ lspci -vvv -s 0000:00:00.0 | grep Lnk\n\tLnkCap: Speed 32GT/s, Width x64\n")
                                        << 2 << "x64";
    QTest::newRow("width overflow")
        << QByteArray("0000:00:00.0 PCI bridge: NVIDIA Corporation Device 22ce\n"
                      "\tLnkCap: Speed 32GT/s, Width x99999999999\n")
        << 2 << "not a PCIe width";
    QTest::newRow("over size") << QByteArray(InputLimits::NodeOutputBytes + 1, '\n') << 0 << "MiB";
}

void TestLspciParser::rejects()
{
    QFETCH(QByteArray, output);
    QFETCH(int, line);
    QFETCH(QString, needle);

    const auto result = LspciParser::parse(output);
    QVERIFY(!result.has_value());
    QCOMPARE(result.error().line, line);
    QVERIFY2(result.error().message.contains(needle, Qt::CaseInsensitive),
             qPrintable(result.error().message));
}

void TestLspciParser::warningsAreCapped()
{
    QByteArray text = "0000:01:00.0 Ethernet controller: Mellanox Technologies MT2910\n";
    for (int i = 0; i < 1000; ++i)
        text += "noise\n";
    const auto result = LspciParser::parse(text);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(result->warnings.size(), 101);
    QVERIFY(result->warnings.first().startsWith(QLatin1String("line 2: ")));
    QVERIFY(result->warnings.last().contains(QLatin1String("900 more")));
}

void TestLspciParser::json()
{
    const auto result
        = LspciParser::parse(realFile(QStringLiteral("lspci-spark05-cx7-downtrain-fault.txt")));
    TANDEM_VERIFY_RESULT(result);
    const QJsonObject json = result->toJson();
    QCOMPARE(json.keys(), (QStringList{"devices", "tree_roots", "warnings"}));
    QVERIFY(json.value("warnings").isArray());
    const QJsonObject device = json.value("devices").toArray().at(0).toObject();
    QCOMPARE(device.keys(),
             (QStringList{"address",
                          "class",
                          "device",
                          "device_id",
                          "link_capability",
                          "link_status",
                          "revision",
                          "vendor",
                          "vendor_id"}));
    QCOMPARE(device.value("address").toString(), QStringLiteral("0000:00:00.0"));
    // Not printed: null, never "" or 0.
    QVERIFY(device.value("class").isNull());
    QVERIFY(device.value("vendor_id").isNull());
    const QJsonObject status = device.value("link_status").toObject();
    QCOMPARE(status.keys(), (QStringList{"speed_gts", "width"}));
    QCOMPARE(status.value("speed_gts").toDouble(), 2.5);
    QCOMPARE(status.value("width").toInt(), 4);
    const QJsonObject root = json.value("tree_roots").toArray().at(0).toObject();
    QCOMPARE(root.keys(), (QStringList{"domain", "has_endpoint"}));
    QCOMPARE(root.value("has_endpoint").toBool(true), false);

    const auto blog = LspciParser::parse(realFile(QStringLiteral("lspci-gb10-sean-blog.txt")));
    TANDEM_VERIFY_RESULT(blog);
    const QJsonObject cx7 = blog->toJson().value("devices").toArray().at(0).toObject();
    QVERIFY(cx7.value("link_status").isNull());
    QVERIFY(cx7.value("revision").isNull());
    QCOMPARE(cx7.value("vendor").toString(), QStringLiteral("Mellanox Technologies"));
}

QTEST_GUILESS_MAIN(TestLspciParser)
#include "tst_lspciparser.moc"
