// SPDX-License-Identifier: GPL-3.0-or-later
#include "nccl/probeparser.h"

#include "resultcheck.h"

#include <QTest>

using namespace Tandem;

class TestProbeParser final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lines_data();
    void lines();
    void incremental();
    void nothingUsable();
    void outOfRange_data();
    void outOfRange();
    void cutShort();
    void cpus_data();
    void cpus();
};

void TestProbeParser::lines_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("samples");
    QTest::addColumn<bool>("complete");
    QTest::addColumn<QList<int>>("errorLines");

    const QByteArray start = R"({"type":"start","backend":"mpi","op":"all_gather","ranks":2})";
    const QByteArray sample
        = R"({"type":"sample","op":"all_gather","bytes":1048576,"time_us":90.5,"algbw":11.6,"busbw":23.2,"wrong":0,"t":0.4})";
    const QByteArray end = R"({"type":"end","samples":2})";
    QTest::newRow("good run") << start + '\n' + sample + '\n' + sample + '\n' + end + '\n'
                              << 2 << true << QList<int>{};
    QTest::newRow("garbage in the middle")
        << start + "\nSegmentation fault\n" + sample + "\n{\"type\":\"sample\",\"bytes\":\"x\"}\n"
        << 1 << false << QList<int>{2, 4};
    QTest::newRow("probe error line")
        << start + "\n{\"type\":\"error\",\"message\":\"wrong result at 1 MiB\"}\n"
        << 0 << false << QList<int>{2};
    QTest::newRow("unknown type, empty lines") << start + "\n\n{\"type\":\"hello\"}\n"
                                               << 0 << false << QList<int>{3};
}

void TestProbeParser::lines()
{
    QFETCH(QByteArray, input);
    QFETCH(int, samples);
    QFETCH(bool, complete);
    QFETCH(QList<int>, errorLines);
    const auto run = ProbeParser::parse(input);
    TANDEM_VERIFY_RESULT(run);
    QCOMPARE(run->samples.size(), samples);
    QCOMPARE(run->complete(), complete);
    QList<int> lines;
    for (const Error &error : run->errors)
        lines << error.line;
    QCOMPARE(lines, errorLines);
    if (samples > 0) {
        QCOMPARE(run->samples.constFirst().bytes, 1048576);
        QCOMPARE(run->samples.constFirst().busbw, 23.2);
        QCOMPARE(run->samples.constFirst().t, 0.4);
    }
}

void TestProbeParser::incremental()
{
    ProbeParser parser;
    QVERIFY(!parser.addLine(R"({"type":"start"})"));
    const auto sample
        = parser.addLine(R"({"type":"sample","op":"all_reduce","bytes":8,"busbw":0.01,"t":1.5})");
    QVERIFY(sample);
    QCOMPARE(sample->op, QStringLiteral("all_reduce"));
    QCOMPARE(sample->line, 2);
}

void TestProbeParser::nothingUsable()
{
    const auto run = ProbeParser::parse("# nccl-tests version 2.19.6\nhello\n");
    QVERIFY(!run);
    QCOMPARE(run.error().line, 1);
}

// A sample whose numbers cannot be true is refused whole with an error naming the field; it
// is never cast out of range (1e300 bytes as qint64) nor charted.
void TestProbeParser::outOfRange_data()
{
    QTest::addColumn<QByteArray>("fields");
    QTest::addColumn<QString>("field"); // empty: the sample is kept

    QTest::newRow("bytes 1e300") << QByteArray(R"("bytes":1e300,"busbw":1.5)") << "bytes";
    QTest::newRow("bytes -9.3e18") << QByteArray(R"("bytes":-9.3e18,"busbw":1.5)") << "bytes";
    QTest::newRow("bytes 2.5") << QByteArray(R"("bytes":2.5,"busbw":1.5)") << "bytes";
    QTest::newRow("busbw 1e308") << QByteArray(R"("bytes":1024,"busbw":1e308)") << "busbw";
    QTest::newRow("busbw negative") << QByteArray(R"("bytes":1024,"busbw":-1)") << "busbw";
    QTest::newRow("wrong 1e300") << QByteArray(R"("bytes":1024,"busbw":1.5,"wrong":1e300)")
                                 << "wrong";
    QTest::newRow("time_us 1e300")
        << QByteArray(R"("bytes":1024,"busbw":1.5,"time_us":1e300)") << "time_us";
    QTest::newRow("in range") << QByteArray(
        R"("bytes":1073741824,"busbw":271.68,"wrong":0,"t":0.968)")
                              << QString();
}

void TestProbeParser::outOfRange()
{
    QFETCH(QByteArray, fields);
    QFETCH(QString, field);
    ProbeParser parser;
    const auto sample = parser.addLine(R"({"type":"sample","op":"all_gather",)" + fields + "}");
    if (field.isEmpty()) {
        QVERIFY(sample);
        QVERIFY(parser.run().errors.isEmpty());
        return;
    }
    QVERIFY(!sample);
    QVERIFY(parser.run().samples.isEmpty());
    QCOMPARE(parser.run().errors.size(), 1);
    QCOMPARE(parser.run().errors.first().line, 1);
    QVERIFY2(parser.run().errors.first().message.contains(field),
             qPrintable(parser.run().errors.first().message));
}

// Output cut in the middle of its last line (no line ending): the samples before it stay,
// the cut line is a warning rather than an error, and the run has no end.
void TestProbeParser::cutShort()
{
    const QByteArray sample = R"({"type":"sample","op":"all_gather","bytes":1024,"busbw":1.5})";
    const auto run = ProbeParser::parse(sample + '\n' + sample + '\n' + sample.left(30));
    TANDEM_VERIFY_RESULT(run);
    QCOMPARE(run->samples.size(), 2);
    QVERIFY(run->errors.isEmpty());
    QCOMPARE(run->warnings.size(), 1);
    QVERIFY2(run->warnings.first().contains(QLatin1String("Line 3")),
             qPrintable(run->warnings.first()));
    QVERIFY(!run->complete());
    // A whole last line without its line ending is read as usual.
    const auto whole = ProbeParser::parse(sample + '\n' + sample);
    TANDEM_VERIFY_RESULT(whole);
    QCOMPARE(whole->samples.size(), 2);
    QVERIFY(whole->warnings.isEmpty());
}

void TestProbeParser::cpus_data()
{
    QTest::addColumn<QByteArray>("fields");
    QTest::addColumn<QStringList>("read"); // host/cpus/count per rank
    QTest::addColumn<bool>("error");
    QTest::newRow("two ranks, one pinned")
        << QByteArray(R"("hosts":["a","b"],"cpus":["0-19","3"],"cpu_counts":[20,1])")
        << QStringList{QStringLiteral("a/0-19/20"), QStringLiteral("b/3/1")} << false;
    QTest::newRow("could not read one")
        << QByteArray(R"("hosts":["a"],"cpus":[""],"cpu_counts":[0])")
        << QStringList{QStringLiteral("a//0")} << false;
    QTest::newRow("fewer hosts than ranks")
        << QByteArray(R"("hosts":[],"cpus":["0"],"cpu_counts":[1])")
        << QStringList{QStringLiteral("/0/1")} << false;
    QTest::newRow("an older probe") << QByteArray(R"("hosts":["a"])") << QStringList{} << false;
    QTest::newRow("counts without lists")
        << QByteArray(R"("cpu_counts":[1])") << QStringList{} << true;
    QTest::newRow("lengths differ")
        << QByteArray(R"("cpus":["0","1"],"cpu_counts":[1])") << QStringList{} << true;
    QTest::newRow("count 1e300") << QByteArray(R"("cpus":["0"],"cpu_counts":[1e300])")
                                 << QStringList{} << true;
    QTest::newRow("count negative")
        << QByteArray(R"("cpus":["0"],"cpu_counts":[-1])") << QStringList{} << true;
    QTest::newRow("count a fraction")
        << QByteArray(R"("cpus":["0"],"cpu_counts":[1.5])") << QStringList{} << true;
    QTest::newRow("count a string")
        << QByteArray(R"("cpus":["0"],"cpu_counts":["1"])") << QStringList{} << true;
    QTest::newRow("list not a string")
        << QByteArray(R"("cpus":[0],"cpu_counts":[1])") << QStringList{} << true;
    QTest::newRow("list too long")
        << QByteArray(R"("cpus":[")" + QByteArray(300, '1') + R"("],"cpu_counts":[1])")
        << QStringList{} << true;
    QByteArray many = R"("cpus":[)";
    QByteArray counts = R"("cpu_counts":[)";
    for (int i = 0; i <= ProbeParser::maxRanks; ++i) {
        many += QByteArray(i ? "," : "") + "\"0\"";
        counts += QByteArray(i ? "," : "") + "1";
    }
    QTest::newRow("more ranks than read") << many + "]," + counts + "]" << QStringList{} << true;
}

void TestProbeParser::cpus()
{
    QFETCH(QByteArray, fields);
    QFETCH(QStringList, read);
    QFETCH(bool, error);
    const auto run = ProbeParser::parse(R"({"type":"start","backend":"nccl",)" + fields + "}\n");
    TANDEM_VERIFY_RESULT(run);
    QStringList got;
    for (const ProbeRankCpus &rank : run->rankCpus)
        got << QStringLiteral("%1/%2/%3").arg(rank.host, rank.cpus).arg(rank.count);
    QCOMPARE(got, read);
    QCOMPARE(run->errors.size(), error ? 1 : 0);
    // The start line itself is kept whatever its CPU fields said.
    QCOMPARE(run->start.value(QLatin1String("backend")).toString(), QStringLiteral("nccl"));
}

QTEST_GUILESS_MAIN(TestProbeParser)
#include "tst_probeparser.moc"
