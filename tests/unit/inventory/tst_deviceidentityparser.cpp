// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/deviceidentityparser.h"

#include "realoutput.h"
#include "resultcheck.h"
#include "util/checkednumbers.h"
#include <QFile>

#include <QTest>

using namespace Tandem;

using StringMap = QMap<QString, QString>;
Q_DECLARE_METATYPE(Tandem::Gpu)

namespace {

QByteArray readData(const QString &name)
{
    QFile file(QFINDTESTDATA(QStringLiteral("../../data/inventory/") + name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

} // namespace

class TestDeviceIdentityParser final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void dgxReleaseFile();
    void dgxRelease_data();
    void dgxRelease();
    void dgxReleaseRejects_data();
    void dgxReleaseRejects();
    void osRelease_data();
    void osRelease();
    void assignments_data();
    void assignments();
    void assignmentsReject_data();
    void assignmentsReject();
    void gpus_data();
    void gpus();
    void gpusReject_data();
    void gpusReject();
    void sparkGpu_data();
    void sparkGpu();
    void realDgxRelease_data();
    void realDgxRelease();
    void realOsRelease();
    void tooLarge();
};

void TestDeviceIdentityParser::dgxReleaseFile()
{
    const QByteArray text = readData(QStringLiteral("dgx-release.txt"));
    QVERIFY(!text.isEmpty());
    const auto result = DeviceIdentityParser::parseDgxRelease(text);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(result->name, QStringLiteral("DGX Spark"));
    QCOMPARE(result->prettyName, QStringLiteral("NVIDIA DGX Spark"));
    QCOMPARE(result->swBuildDate, QDate(2026, 4, 15));
    QCOMPARE(result->swBuildVersion, QStringLiteral("7.2.0"));
    QCOMPARE(result->otaVersion, QStringLiteral("7.2.3")); // the last appended one
    QCOMPARE(result->all.size(), 8);                       // DGX_SERIAL_NUMBER is never kept
    QVERIFY(!result->all.contains(QStringLiteral("DGX_SERIAL_NUMBER")));
    QCOMPARE(result->all.value(QStringLiteral("DGX_PLATFORM")),
             QStringLiteral("DGX Server for KVM"));
    QCOMPARE(result->all.value(QStringLiteral("DGX_OTA_DATE")),
             QStringLiteral("Mon May 18 09:02:11 UTC 2026"));
}

void TestDeviceIdentityParser::dgxRelease_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QDate>("date");
    QTest::addColumn<QString>("ota");

    QTest::newRow("minimal, unquoted")
        << QByteArray("DGX_NAME=Spark\n") << "Spark" << QDate() << QString();
    QTest::newRow("single quotes, crlf")
        << QByteArray("DGX_NAME='DGX Spark'\r\nDGX_OTA_VERSION='7.3.0'\r\n") << "DGX Spark"
        << QDate() << "7.3.0";
    QTest::newRow("date with time stamp")
        << QByteArray("DGX_NAME=\"DGX Spark\"\nDGX_SWBUILD_DATE=\"2025-09-10-13-50-03\"\n")
        << "DGX Spark" << QDate(2025, 9, 10) << QString();
    QTest::newRow("indented, trailing comment")
        << QByteArray("  DGX_NAME=\"DGX Spark\"   # the product\n\n#x\n") << "DGX Spark" << QDate()
        << QString();
    // Read leniently, as the file's own readers do (issue of the OEM images).
    QTest::newRow("unquoted value with spaces")
        << QByteArray("DGX_NAME=DGX Spark\nDGX_PLATFORM=HP ZGX Nano G1n AI Station\n")
        << "DGX Spark" << QDate() << QString();
    QTest::newRow("no DGX_NAME, platform only")
        << QByteArray("DGX_PLATFORM=\"GX10\"\n") << QString() << QDate() << QString();
    QTest::newRow("a line that is not an assignment")
        << QByteArray("DGX_NAME=\"DGX Spark\"\nthis is not an assignment\n") << "DGX Spark"
        << QDate() << QString();
    QTest::newRow("bad date is left out")
        << QByteArray("DGX_NAME=x\n\nDGX_SWBUILD_DATE=\"2026-13-45\"\n") << "x" << QDate()
        << QString();
    QTest::newRow("repeated OTA keys, last wins")
        << QByteArray("DGX_NAME=x\nDGX_OTA_VERSION=1\n\nDGX_OTA_VERSION=2\nDGX_OTA_VERSION=\"3\"\n")
        << "x" << QDate() << "3";
    QTest::newRow("prompt lines around it")
        << QByteArray("me@spark:~$ cat /etc/dgx-release\nDGX_NAME=\"DGX Spark\"\nme@spark:~$ \n")
        << "DGX Spark" << QDate() << QString();
}

void TestDeviceIdentityParser::dgxRelease()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, name);
    QFETCH(QDate, date);
    QFETCH(QString, ota);
    const auto result = DeviceIdentityParser::parseDgxRelease(text);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(result->name, name);
    QCOMPARE(result->swBuildDate, date);
    QCOMPARE(result->otaVersion, ota);
}

void TestDeviceIdentityParser::dgxReleaseRejects_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("needle");

    QTest::newRow("empty") << QByteArray() << 0 << "KEY=VALUE";
    QTest::newRow("no DGX key") << QByteArray("FOO=\"bar\"\n") << 0 << "not /etc/dgx-release";
    QTest::newRow("random text") << QByteArray("Lorem ipsum dolor sit amet\n") << 1
                                 << "not a KEY=VALUE";
    QTest::newRow("binary") << QByteArray("DGX_NAME=x\n\0\0\0", 14) << 2 << "binary";
}

void TestDeviceIdentityParser::dgxReleaseRejects()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(QString, needle);
    const auto result = DeviceIdentityParser::parseDgxRelease(text);
    QVERIFY(!result.has_value());
    QCOMPARE(result.error().line, line);
    QVERIFY2(result.error().message.contains(needle), qPrintable(result.error().message));
}

void TestDeviceIdentityParser::osRelease_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("versionId");
    QTest::addColumn<QString>("prettyName");
    QTest::addColumn<QString>("codename");
    QTest::addColumn<int>("keys");

    QTest::newRow("ubuntu 24.04 (DGX OS base)")
        << readData(QStringLiteral("os-release-ubuntu.txt")) << "ubuntu"
        << "24.04"
        << "Ubuntu 24.04.3 LTS"
        << "noble" << 13;
    QTest::newRow("debian 12") << readData(QStringLiteral("os-release-debian12.txt")) << "debian"
                               << "12"
                               << "Debian GNU/Linux 12 (bookworm)"
                               << "bookworm" << 9;
    QTest::newRow("missing optional keys")
        << QByteArray("ID=arch\n") << "arch" << QString() << QString() << QString() << 1;
}

void TestDeviceIdentityParser::osRelease()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, id);
    QFETCH(QString, versionId);
    QFETCH(QString, prettyName);
    QFETCH(QString, codename);
    QFETCH(int, keys);
    QVERIFY(!text.isEmpty());
    const auto result = DeviceIdentityParser::parseOsRelease(text);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(result->id, id);
    QCOMPARE(result->versionId, versionId);
    QCOMPARE(result->prettyName, prettyName);
    QCOMPARE(result->versionCodename, codename);
    QCOMPARE(result->all.size(), keys);
}

void TestDeviceIdentityParser::assignments_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<StringMap>("values");

    QTest::newRow("escapes in double quotes") << QByteArray(R"(A="say \"hi\" for \$5 \`x\` \\ \n")")
                                              << StringMap{{"A", R"(say "hi" for $5 `x` \ \n)"}};
    QTest::newRow("single quotes keep backslashes")
        << QByteArray(R"(A='a\"b $c')") << StringMap{{"A", R"(a\"b $c)"}};
    QTest::newRow("unquoted backslash escape")
        << QByteArray(R"(A=a\ b)") << StringMap{{"A", "a b"}};
    QTest::newRow("empty values") << QByteArray("A=\nB=\"\"\nC=''\n")
                                  << StringMap{{"A", ""}, {"B", ""}, {"C", ""}};
    QTest::newRow("hash inside quotes") << QByteArray("A=\"x # y\"\n") << StringMap{{"A", "x # y"}};
    QTest::newRow("utf-8") << QByteArray("NAME=\"Caf\xc3\xa9\"\n")
                           << StringMap{{"NAME", QString::fromUtf8("Caf\xc3\xa9")}};
    QTest::newRow("last wins") << QByteArray("A=1\nA=2\n") << StringMap{{"A", "2"}};
    // Lenient where a shell would not be: each of these is what some image writes.
    QTest::newRow("no equals: skipped") << QByteArray("A=1\nB\n") << StringMap{{"A", "1"}};
    QTest::newRow("key starts with digit: skipped")
        << QByteArray("1A=x\nB=2\n") << StringMap{{"B", "2"}};
    QTest::newRow("unclosed quote")
        << QByteArray("A=1\n\nB=\"abc\n") << StringMap{{"A", "1"}, {"B", "abc"}};
    QTest::newRow("concatenated strings") << QByteArray("A=\"a\"'b'\n") << StringMap{{"A", "ab"}};
    QTest::newRow("unquoted space") << QByteArray("A=two words\n") << StringMap{{"A", "two words"}};
    QTest::newRow("unquoted dollar") << QByteArray("A=$HOME\n") << StringMap{{"A", "$HOME"}};
    QTest::newRow("unquoted, comment")
        << QByteArray("A=two words # note\n") << StringMap{{"A", "two words"}};
}

void TestDeviceIdentityParser::assignments()
{
    QFETCH(QByteArray, text);
    QFETCH(StringMap, values);
    const auto result = DeviceIdentityParser::parseShellAssignments(text);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(*result, values);
}

void TestDeviceIdentityParser::assignmentsReject_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("needle");

    QTest::newRow("only non-assignments") << QByteArray("B\n1A=x\n") << 1 << "KEY=VALUE";
    QTest::newRow("invalid utf-8") << QByteArray("A=1\nB=\"\xc3\x28\"\n") << 2 << "UTF-8";
    QTest::newRow("nothing") << QByteArray("\n# comment\n") << 0 << "no KEY=VALUE";
}

void TestDeviceIdentityParser::assignmentsReject()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(QString, needle);
    const auto result = DeviceIdentityParser::parseShellAssignments(text);
    QVERIFY(!result.has_value());
    QCOMPARE(result.error().line, line);
    QVERIFY2(result.error().message.contains(needle), qPrintable(result.error().message));
}

void TestDeviceIdentityParser::gpus_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<QList<Gpu>>("gpus");

    QTest::newRow("spark") << readData(QStringLiteral("nvidia-smi-spark.txt"))
                           << QList<Gpu>{{"NVIDIA GB10", "580.95.05"}};
    QTest::newRow("extra spaces, blank lines, crlf")
        << QByteArray("\r\n   NVIDIA GB10 ,   580.95.05   \r\n\r\n")
        << QList<Gpu>{{"NVIDIA GB10", "580.95.05"}};
    QTest::newRow("csv header") << QByteArray("name, driver_version\nNVIDIA GB10, 580.95.05\n")
                                << QList<Gpu>{{"NVIDIA GB10", "580.95.05"}};
    QTest::newRow("a stray line after the GPU is skipped")
        << QByteArray("NVIDIA GB10, 580.95.05\nNVIDIA GB10\n")
        << QList<Gpu>{{"NVIDIA GB10", "580.95.05"}};
    // A log line with a comma in it is no GPU (it once became one named "mpirun: warning").
    QTest::newRow("log lines with commas are no GPU")
        << QByteArray("NVIDIA GB10, 580.95.05\nmpirun: warning, retrying\nNVIDIA GB10, soon\n")
        << QList<Gpu>{{"NVIDIA GB10", "580.95.05"}};
    QTest::newRow("two GPUs") << QByteArray("NVIDIA H200, 570.86.15\nNVIDIA H200, 570.86.15\n")
                              << QList<Gpu>{{"NVIDIA H200", "570.86.15"},
                                            {"NVIDIA H200", "570.86.15"}};
}

void TestDeviceIdentityParser::gpus()
{
    QFETCH(QByteArray, output);
    QFETCH(QList<Gpu>, gpus);
    QVERIFY(!output.isEmpty());
    const auto result = DeviceIdentityParser::parseNvidiaSmiGpus(output);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(*result, gpus);
}

void TestDeviceIdentityParser::gpusReject_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("needle");

    QTest::newRow("empty") << QByteArray() << 0 << "no GPU";
    QTest::newRow("blank lines") << QByteArray("\n\n") << 0 << "no GPU";
    QTest::newRow("driver not loaded")
        << readData(QStringLiteral("nvidia-smi-no-driver.txt")) << 1 << "driver";
    QTest::newRow("nvml mismatch")
        << QByteArray("Failed to initialize NVML: Driver/library version mismatch\n"
                      "NVML library version: 580.95\n")
        << 1 << "Driver/library version mismatch";
    QTest::newRow("no devices") << QByteArray("No devices were found\n") << 1 << "no GPU";
    QTest::newRow("one field") << QByteArray("NVIDIA GB10\n") << 1 << "not nvidia-smi";
    QTest::newRow("empty driver") << QByteArray("NVIDIA GB10, \n") << 1 << "driver version";
    QTest::newRow("random text") << QByteArray("Lorem ipsum dolor sit amet\n") << 1
                                 << "not nvidia-smi";
    QTest::newRow("binary") << QByteArray("\x7f"
                                          "ELF\x02\x01\x01\0\0",
                                          9)
                            << 1 << "binary";
}

void TestDeviceIdentityParser::gpusReject()
{
    QFETCH(QByteArray, output);
    QFETCH(int, line);
    QFETCH(QString, needle);
    QVERIFY(!output.isEmpty() || line == 0);
    const auto result = DeviceIdentityParser::parseNvidiaSmiGpus(output);
    QVERIFY(!result.has_value());
    QCOMPARE(result.error().line, line);
    QVERIFY2(result.error().message.contains(needle), qPrintable(result.error().message));
}

void TestDeviceIdentityParser::sparkGpu_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("spark");

    QTest::newRow("GB10") << "NVIDIA GB10" << true;
    QTest::newRow("H200") << "NVIDIA H200" << false;
    QTest::newRow("GB200") << "NVIDIA GB200" << false;
    QTest::newRow("lower case") << "nvidia gb10" << false;
}

void TestDeviceIdentityParser::sparkGpu()
{
    QFETCH(QString, name);
    QFETCH(bool, spark);
    QCOMPARE(isSparkGpu(Gpu{name, QStringLiteral("580.95.05")}), spark);
}

// /etc/dgx-release as users posted it (tests/data/inventory, facts read off by hand).
void TestDeviceIdentityParser::realDgxRelease_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("platform");
    QTest::addColumn<QString>("ota");
    QTest::addColumn<QString>("otaDate");

    QTest::newRow("Spark dgxspark03, blank line before the OTA pair")
        << "dgx-release-spark-dgxspark03.txt"
        << "DGX Server for KVM"
        << "7.5.0"
        << "Thu Jun 18 17:40:28 EDT 2026";
    QTest::newRow("Spark in an rst document, 12-hour clock")
        << "dgx-release-spark-sionna-rk-rst.txt"
        << "DGX Server for KVM"
        << "7.3.1"
        << "Wed Nov 19 05:05:30 PM CET 2025";
    QTest::newRow("ASUS GX10, four OTA pairs, the last is current")
        << "dgx-release-asus-gx10-secondhand.txt"
        << "GX10"
        << "7.6.0"
        << "mer. 16 sept. 2026 17:08:05 CEST";
}

void TestDeviceIdentityParser::realDgxRelease()
{
    QFETCH(QString, file);
    QFETCH(QString, platform);
    QFETCH(QString, ota);
    QFETCH(QString, otaDate);
    const QByteArray text = realOutput(file);
    QVERIFY(!text.isEmpty());
    const auto result = DeviceIdentityParser::parseDgxRelease(text);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(result->name, QStringLiteral("DGX Spark"));
    QCOMPARE(result->swBuildVersion, QStringLiteral("7.2.3"));
    QCOMPARE(result->otaVersion, ota);
    QCOMPARE(result->all.value(QStringLiteral("DGX_PLATFORM")), platform);
    QCOMPARE(result->all.value(QStringLiteral("DGX_OTA_DATE")), otaDate);
}

void TestDeviceIdentityParser::realOsRelease()
{
    const auto result = DeviceIdentityParser::parseOsRelease(
        realOutput("os-release-gigabyte-aitopatom-ds4probe.txt"));
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(result->id, QStringLiteral("ubuntu"));
    QCOMPARE(result->versionId, QStringLiteral("24.04"));
    QCOMPARE(result->prettyName, QStringLiteral("Ubuntu 24.04.4 LTS"));
    QCOMPARE(result->versionCodename, QStringLiteral("noble"));
}

void TestDeviceIdentityParser::tooLarge()
{
    const QByteArray huge(InputLimits::NodeOutputBytes + 1, '#');
    for (const auto &error : {DeviceIdentityParser::parseDgxRelease(huge).error(),
                              DeviceIdentityParser::parseOsRelease(huge).error(),
                              DeviceIdentityParser::parseNvidiaSmiGpus(huge).error()})
        QVERIFY2(error.message.contains(QLatin1String("MiB")), qPrintable(error.message));
}

QTEST_GUILESS_MAIN(TestDeviceIdentityParser)
#include "tst_deviceidentityparser.moc"
