// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/ibwritebwparser.h"

#include "resultcheck.h"
#include "util/checkednumbers.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

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

// A finished InfiniBand run as perftest prints it (tabs between paired parameters, no GID,
// one row per size of -a, MB/sec without --report_gbits, the closing dashed line).
const QByteArray kFinished
    = "---------------------------------------------------------------------------------------\n"
      "                    RDMA_Write BW Test\n"
      " Dual-port       : OFF\t\tDevice         : mlx5_0\n"
      " Number of qps   : 1\t\tTransport type : IB\n"
      " Connection type : RC\t\tUsing SRQ      : OFF\n"
      " TX depth        : 128\n"
      " Mtu             : 4096[B]\n"
      " Link type       : IB\n"
      " rdma_cm QPs\t : OFF\n"
      " Data ex. method : Ethernet\n"
      "---------------------------------------------------------------------------------------\n"
      " local address: LID 0x01 QPN 0x0053 PSN 0x9a8b3 RKey 0x1c03f VAddr 0x007f0d1e7c9000\n"
      " remote address: LID 0x02 QPN 0x0054 PSN 0x6c3d1 RKey 0x1c040 VAddr 0x007f2a9b3e5000\n"
      "---------------------------------------------------------------------------------------\n"
      " #bytes     #iterations    BW peak[MB/sec]    BW average[MB/sec]   MsgRate[Mpps]\n"
      " 2          5000             10.51              10.44              5.476145\n"
      " 65536      5000             11758.30           11757.85           0.188126\n"
      "---------------------------------------------------------------------------------------\n";

void verifyFinished(const IbWriteBwReport &report)
{
    QCOMPARE(report.device, QStringLiteral("mlx5_0"));
    QCOMPARE(report.mtuBytes, std::optional<int>(4096));
    QCOMPARE(report.linkType, QStringLiteral("IB"));
    QCOMPARE(report.gidIndex, std::optional<int>());
    QCOMPARE(report.unit, QStringLiteral("MB/sec"));
    QCOMPARE(report.rows.size(), 2);
    QCOMPARE(report.rows.at(0), (IbWriteBwRow{2, 5000, 10.51, 10.44, 5.476145}));
    QCOMPARE(report.rows.at(1), (IbWriteBwRow{65536, 5000, 11758.30, 11757.85, 0.188126}));
    QCOMPARE(report.bwAverage(), std::optional<double>(11757.85));
    QVERIFY(report.peakMeasured);
    QVERIFY(report.complete);
    QCOMPARE(report.notes, QStringList());
    QCOMPARE(report.warnings, QStringList());
}

} // namespace

class TestIbWriteBwParser final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void realFiles_data();
    void realFiles();
    void twoLinksAddUp();
    void parses_data();
    void parses();
    void units_data();
    void units();
    void warns_data();
    void warns();
    void rejects_data();
    void rejects();
    void tooLarge();
    void json();
};

void TestIbWriteBwParser::realFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("device");
    QTest::addColumn<QString>("localIpv4");
    QTest::addColumn<QString>("remoteIpv4");
    QTest::addColumn<QList<double>>("averages");

    QTest::newRow("playbook link 1 (2-space WARNING)")
        << "perftest-ib_write_bw-playbook-link1.txt"
        << "rocep1s0f0"
        << "192.168.200.13"
        << "192.168.200.12" << QList<double>{92.57, 92.57, 92.57, 92.56, 92.57};
    QTest::newRow("playbook link 2 (1-space WARNING)")
        << "perftest-ib_write_bw-playbook-link2.txt"
        << "roceP2p1s0f0"
        << "192.168.201.13"
        << "192.168.201.12" << QList<double>{97.28, 97.28, 97.28, 97.28, 97.29, 97.28};
}

void TestIbWriteBwParser::realFiles()
{
    QFETCH(QString, file);
    QFETCH(QString, device);
    QFETCH(QString, localIpv4);
    QFETCH(QString, remoteIpv4);
    QFETCH(QList<double>, averages);
    const QByteArray output = readRealFile(file);
    QVERIFY(!output.isEmpty());
    const auto result = IbWriteBwParser::parse(output);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(result->warnings, QStringList());
    QCOMPARE(result->device, device);
    QCOMPARE(result->mtuBytes, std::optional<int>(1024));
    QCOMPARE(result->linkType, QStringLiteral("Ethernet"));
    QCOMPARE(result->gidIndex, std::optional<int>(3));
    QCOMPARE(result->unit, QStringLiteral("Gb/sec"));
    QVERIFY(result->localGid.startsWith(QLatin1String("00:00:00:00:00:00:00:00:00:00:255:255:")));
    QCOMPARE(result->localIpv4, localIpv4);
    QCOMPARE(result->remoteIpv4, remoteIpv4);
    // --run_infinitely: the peak is not measured (printed 0.00) and the run never ended.
    QCOMPARE(result->notes,
             QStringList{QStringLiteral("WARNING: BW peak won't be measured in this run.")});
    QVERIFY(!result->peakMeasured);
    QVERIFY(!result->complete);
    QCOMPARE(result->rows.size(), averages.size());
    for (qsizetype i = 0; i < averages.size(); ++i) {
        QCOMPARE(result->rows.at(i).bytes, qint64(65536));
        QCOMPARE(result->rows.at(i).bwAverage, averages.at(i));
        QCOMPARE(result->rows.at(i).bwPeak, std::optional<double>());
        QVERIFY(result->rows.at(i).iterations > 800000);
    }
    QCOMPARE(result->bwAverage(), std::optional<double>(averages.last()));
}

// The playbook adds the two links' last averages: 92.57 + 97.28 = 189.85 Gb/s.
void TestIbWriteBwParser::twoLinksAddUp()
{
    const auto one
        = IbWriteBwParser::parse(readRealFile("perftest-ib_write_bw-playbook-link1.txt"));
    const auto two
        = IbWriteBwParser::parse(readRealFile("perftest-ib_write_bw-playbook-link2.txt"));
    TANDEM_VERIFY_RESULT(one);
    TANDEM_VERIFY_RESULT(two);
    QCOMPARE(qRound(*one->bwAverage() * 100 + *two->bwAverage() * 100), 18985);
}

void TestIbWriteBwParser::parses_data()
{
    QTest::addColumn<QByteArray>("output");

    QTest::newRow("finished run") << kFinished;
    QByteArray crlf = kFinished;
    crlf.replace("\n", "\r\n");
    QTest::newRow("crlf") << crlf;
    QTest::newRow("no final newline") << kFinished.chopped(1);
    QByteArray trailing = kFinished;
    trailing.replace("\n", "  \t \n");
    QTest::newRow("trailing blanks") << trailing;
    QByteArray indented = kFinished;
    indented.replace("\n", "\n    ").prepend("    ");
    QTest::newRow("indented") << indented;
    QByteArray reordered = kFinished;
    reordered.replace(" Mtu             : 4096[B]\n", "");
    reordered.replace(" TX depth        : 128\n", " Mtu : 4096[B]\n TX depth        : 128\n");
    QTest::newRow("parameters reordered") << reordered;
    QTest::newRow("server banner") << QByteArray("\n************************************\n"
                                                 "* Waiting for client to connect... *\n"
                                                 "************************************\n")
                                          + kFinished;
}

void TestIbWriteBwParser::parses()
{
    QFETCH(QByteArray, output);
    const auto result = IbWriteBwParser::parse(output);
    TANDEM_VERIFY_RESULT(result);
    verifyFinished(*result);
}

void TestIbWriteBwParser::units_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<double>("gbps"); // gbpsAverage(), by hand from the last row

    QTest::newRow("MB/sec") << kFinished << "MB/sec" << 11757.85 * 8 / 1000;
    QByteArray mib = kFinished;
    mib.replace("[MB/sec]", "[MiB/sec]");
    QTest::newRow("MiB/sec (perftest 24.07+)")
        << mib << "MiB/sec" << 11757.85 * 8 * 1.048576 / 1000;
    QByteArray gbits = kFinished;
    gbits.replace("[MB/sec]", "[Gb/sec]").replace("11758.30           11757.85", "110.93 110.61");
    QTest::newRow("Gb/sec") << gbits << "Gb/sec" << 110.61;
    QByteArray bidirectional = gbits;
    bidirectional.replace("RDMA_Write BW Test", "RDMA_Write Bidirectional BW Test");
    QTest::newRow("bidirectional (-b)") << bidirectional << "Gb/sec" << 110.61;
}

void TestIbWriteBwParser::units()
{
    QFETCH(QByteArray, output);
    QFETCH(QString, unit);
    QFETCH(double, gbps);
    const auto result = IbWriteBwParser::parse(output);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(result->unit, unit);
    QCOMPARE(result->warnings, QStringList());
    QVERIFY(result->gbpsAverage());
    QVERIFY2(qAbs(*result->gbpsAverage() - gbps) < 1e-9,
             qPrintable(QString::number(*result->gbpsAverage())));
}

void TestIbWriteBwParser::warns_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<int>("rows");
    QTest::addColumn<QString>("warning"); // the start of the first warning

    QTest::newRow("connection failed")
        << QByteArray(kFinished.left(kFinished.indexOf(" local address")))
               + " Couldn't connect to 192.168.200.12:12000\n"
        << 0 << "line 12: \"Couldn't connect";
    QTest::newRow("second run") << kFinished + kFinished << 2
                                << "line 20: A second run starts here";
    QTest::newRow("row before the column header")
        << QByteArray(" 65536 5000 1.0 1.0 0.1\n") + kFinished << 2 << "line 1: ";
}

void TestIbWriteBwParser::warns()
{
    QFETCH(QByteArray, output);
    QFETCH(int, rows);
    QFETCH(QString, warning);
    const auto result = IbWriteBwParser::parse(output);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(result->rows.size(), rows);
    QCOMPARE(result->device, QStringLiteral("mlx5_0"));
    QVERIFY(!result->warnings.isEmpty());
    QVERIFY2(result->warnings.first().startsWith(warning), qPrintable(result->warnings.first()));
}

void TestIbWriteBwParser::rejects_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("needle");

    const auto replaced = [](const char *from, const char *to) {
        QByteArray copy = kFinished;
        return copy.replace(from, to);
    };
    QTest::newRow("empty") << QByteArray() << 0 << "empty";
    QTest::newRow("binary") << QByteArray("---\n\x01\x02\0", 7) << 2 << "binary";
    QTest::newRow("random text") << QByteArray("Hello: world\nfoo bar\n") << 1
                                 << "not the output of ib_write_bw";
    QTest::newRow("dashes only") << QByteArray("----------------\n----------------\n") << 0
                                 << "empty";
    QTest::newRow("unknown unit") << replaced("[MB/sec]", "[Kb/sec]") << 15 << "Kb/sec";
    QTest::newRow("mtu 1500") << replaced("4096[B]", "1500[B]") << 7 << "not an RDMA MTU";
    QTest::newRow("gid index out of range")
        << replaced(" Link type       : IB\n", " Link type       : IB\n GID index : 70000\n") << 9
        << "GID index 70000";
    QTest::newRow("size zero") << replaced(" 2          5000", " 0          5000") << 16
                               << "message size";
    QTest::newRow("iterations overflow")
        << replaced(" 2          5000", " 2          99999999999999999999") << 16 << "iteration";
    QTest::newRow("bandwidth out of range")
        << replaced("11757.85", "99999999999999.00") << 17 << "out of range";
    QByteArray gid = readRealFile("perftest-ib_write_bw-playbook-link1.txt");
    gid.replace("192:168:200:13", "192:168:200:300");
    QTest::newRow("gid byte out of range") << gid << 20 << "above 255";
}

void TestIbWriteBwParser::rejects()
{
    QFETCH(QByteArray, output);
    QFETCH(int, line);
    QFETCH(QString, needle);
    const auto result = IbWriteBwParser::parse(output);
    QVERIFY(!result.has_value());
    QCOMPARE(result.error().line, line);
    QVERIFY2(result.error().message.contains(needle, Qt::CaseInsensitive),
             qPrintable(result.error().message));
}

void TestIbWriteBwParser::tooLarge()
{
    const auto result = IbWriteBwParser::parse(QByteArray(InputLimits::NodeOutputBytes + 1, '-'));
    QVERIFY(!result);
    QVERIFY2(result.error().message.contains(QLatin1String("MiB")),
             qPrintable(result.error().message));
}

void TestIbWriteBwParser::json()
{
    const auto result
        = IbWriteBwParser::parse(readRealFile("perftest-ib_write_bw-playbook-link1.txt"));
    TANDEM_VERIFY_RESULT(result);
    const QJsonObject json = result->toJson();
    QCOMPARE(json.keys(),
             (QStringList{"bw_average",
                          "complete",
                          "device",
                          "gid_index",
                          "link_type",
                          "local_gid",
                          "local_ipv4",
                          "mtu_bytes",
                          "notes",
                          "peak_measured",
                          "remote_gid",
                          "remote_ipv4",
                          "rows",
                          "unit",
                          "warnings"}));
    QCOMPARE(json.value("device").toString(), QStringLiteral("rocep1s0f0"));
    QCOMPARE(json.value("mtu_bytes").toInt(), 1024);
    QCOMPARE(json.value("gid_index").toInt(), 3);
    QCOMPARE(json.value("unit").toString(), QStringLiteral("Gb/sec"));
    QCOMPARE(json.value("bw_average").toDouble(), 92.57);
    QCOMPARE(json.value("complete").toBool(true), false);
    QCOMPARE(json.value("peak_measured").toBool(true), false);
    QCOMPARE(json.value("remote_ipv4").toString(), QStringLiteral("192.168.200.12"));
    QCOMPARE(json.value("notes").toArray().size(), 1);
    QCOMPARE(json.value("warnings").toArray().size(), 0);
    const QJsonArray rows = json.value("rows").toArray();
    QCOMPARE(rows.size(), 5);
    const QJsonObject row = rows.at(0).toObject();
    QCOMPARE(row.keys(),
             (QStringList{"bw_average", "bw_peak", "bytes", "iterations", "msg_rate_mpps"}));
    QVERIFY(row.value("bw_peak").isNull()); // printed 0.00 but not measured
    QCOMPARE(row.value("bytes").toInteger(), qint64(65536));
    QCOMPARE(row.value("iterations").toInteger(), qint64(882805));
    QCOMPARE(row.value("msg_rate_mpps").toDouble(), 0.176554);

    // Nothing printed about a GID (InfiniBand): null, never 0 or "".
    const auto ib = IbWriteBwParser::parse(kFinished);
    TANDEM_VERIFY_RESULT(ib);
    const QJsonObject ibJson = ib->toJson();
    QVERIFY(ibJson.value("gid_index").isNull());
    QVERIFY(ibJson.value("local_gid").isNull());
    QVERIFY(ibJson.value("local_ipv4").isNull());
    QCOMPARE(ibJson.value("rows").toArray().at(0).toObject().value("bw_peak").toDouble(), 10.51);
    QCOMPARE(ibJson.value("complete").toBool(), true);

    // No rows yet: bw_average and unit are null, rows an empty list.
    const auto none = IbWriteBwParser::parse(kFinished.left(kFinished.indexOf(" #bytes")));
    TANDEM_VERIFY_RESULT(none);
    QVERIFY(none->toJson().value("bw_average").isNull());
    QVERIFY(none->toJson().value("unit").isNull());
    QVERIFY(none->toJson().value("rows").isArray());
}

QTEST_GUILESS_MAIN(TestIbWriteBwParser)
#include "tst_ibwritebwparser.moc"
