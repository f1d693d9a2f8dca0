// SPDX-License-Identifier: GPL-3.0-or-later
#include "buildinfo.h"
#include "outputs/outputkinds.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QTest>

#include "clirun.h"

using namespace Tandem;
using Tandem::Test::cli;
using Tandem::Test::run;
using Tandem::Test::Run;

namespace {

QString data(const char *relative)
{
    return QStringLiteral(TANDEM_TEST_DATA_DIR "/") + QLatin1String(relative);
}

// An ed25519 key with a passphrase, made by ssh-keygen in `dir`; empty when that failed.
QString encryptedKey(const QTemporaryDir &dir)
{
    const QString key = dir.filePath(QStringLiteral("id_ed25519"));
    const int made = QProcess::execute(QStringLiteral("ssh-keygen"),
                                       {QStringLiteral("-q"),
                                        QStringLiteral("-t"),
                                        QStringLiteral("ed25519"),
                                        QStringLiteral("-N"),
                                        QStringLiteral("a passphrase"),
                                        QStringLiteral("-f"),
                                        key});
    return made == 0 ? key : QString();
}

} // namespace

class TestCli final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void versions_data();
    void versions();
    void badUsageExitsWithTwo_data();
    void badUsageExitsWithTwo();
    void parseNcclTestsJson();
    void parseNcclTestsTable();
    void parseNcclTestsFromStdin();
    void parseNcclTestsJsonReport();
    void parseRejectsGarbage_data();
    void parseRejectsGarbage();
    void parseNcclLog();
    void parseHostileNumbers_data();
    void parseHostileNumbers();
    void parseCutShortLog();
    void parseRefusesEndlessInput();
    void parseEveryKind();
    void checkRefusesBadHosts();
    void reportExitCodes_data();
    void reportExitCodes();
    void encryptedKeyWithoutTerminal();
    void ctrlCAtThePassphrasePromptEndsAtOnce();
};

void TestCli::checkRefusesBadHosts()
{
    const Run result = run(cli(), {QStringLiteral("check"), QStringLiteral("spark;reboot")});
    QCOMPARE(result.exitCode, 2);
    QVERIFY(QString::fromUtf8(result.err)
                .contains(QStringLiteral("neither an IP address nor a valid host name")));
    const Run none = run(cli(), {QStringLiteral("check")});
    QCOMPARE(none.exitCode, 2);
}

void TestCli::encryptedKeyWithoutTerminal()
{
    QFile tty(QStringLiteral("/dev/tty"));
    if (tty.open(QIODevice::ReadWrite))
        QSKIP("this test needs to run without a controlling terminal (as under CI)");
    QTemporaryDir dir;
    const QString key = encryptedKey(dir);
    QVERIFY(!key.isEmpty());
    const Run result = run(cli(),
                           {QStringLiteral("check"),
                            QStringLiteral("198.18.0.11"),
                            QStringLiteral("--identity"),
                            key});
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(QString::fromUtf8(result.err).contains(QStringLiteral("ssh-agent")),
             result.err.constData());
}

// Ctrl-C at the passphrase prompt ends tandem-cli there, with 130, before it connects: the
// prompt's read is not restarted by the handler that turns a later Ctrl-C into a cancel.
// script(1) gives tandem-cli a terminal of its own, whose line discipline turns ^C into SIGINT.
void TestCli::ctrlCAtThePassphrasePromptEndsAtOnce()
{
    const QString script = QStandardPaths::findExecutable(QStringLiteral("script"));
    if (script.isEmpty())
        QSKIP("script(1) (bsdutils) is not installed");
    QTemporaryDir dir;
    const QString key = encryptedKey(dir);
    QVERIFY(!key.isEmpty());
    // Port 1 of loopback: were the prompt to go on, the connect would be refused at once.
    QProcess terminal;
    terminal.start(script,
                   {QStringLiteral("-qec"),
                    QStringLiteral("'%1' check 127.0.0.1:1 --identity '%2'").arg(cli(), key),
                    QStringLiteral("/dev/null")});
    QVERIFY(terminal.waitForStarted());
    QByteArray seen;
    QTRY_VERIFY_WITH_TIMEOUT((seen += terminal.readAllStandardOutput()).contains("Passphrase for"),
                             10000);
    terminal.write("\x03");
    QVERIFY(terminal.waitForFinished(10000));
    seen += terminal.readAllStandardOutput();
    QCOMPARE(terminal.exitCode(), 130);
    QVERIFY2(!seen.contains("Connecting"), seen.constData());
}

void TestCli::reportExitCodes_data()
{
    QTest::addColumn<QString>("state");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("every item passes") << "report/sweep-state.json" << 0 << true;
    QTest::newRow("restore never tried") << "report/soak-state.json" << 1 << false;
}

void TestCli::reportExitCodes()
{
    QFETCH(QString, state);
    QFETCH(int, exitCode);
    QFETCH(bool, accepted);
    QTemporaryDir dir;
    const QString json = dir.filePath(QStringLiteral("r.json"));
    const QString pdf = dir.filePath(QStringLiteral("r.pdf"));
    const Run result = run(cli(),
                           {QStringLiteral("report"),
                            QStringLiteral("--state"),
                            data(state.toUtf8().constData()),
                            QStringLiteral("--out"),
                            json,
                            QStringLiteral("--out"),
                            pdf,
                            QStringLiteral("--snippets"),
                            dir.filePath(QStringLiteral("serving")),
                            QStringLiteral("--json")});
    QCOMPARE(result.exitCode, exitCode);
    const QJsonObject doc = QJsonDocument::fromJson(result.out).object();
    QCOMPARE(doc.value(QStringLiteral("accepted")).toBool(), accepted);
    QCOMPARE(doc.value(QStringLiteral("written")).toArray().size(), 2);
    QCOMPARE(doc.value(QStringLiteral("checklist")).toArray().size(), 5);
    QCOMPARE(doc.value(QStringLiteral("snippets")).toArray().size(), 3);
    QVERIFY(QFileInfo(pdf).size() > 1000);
    QFile written(json);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(written.readAll())
                 .object()
                 .value(QStringLiteral("accepted"))
                 .toBool(),
             accepted);
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("serving/hostfile"))));
}

void TestCli::versions_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QString>("name");
    QTest::newRow("tandem-cli") << cli() << "tandem-cli";
    QTest::newRow("tandem") << QStringLiteral(TANDEM_GUI_PATH) << "tandem";
}

void TestCli::versions()
{
    QFETCH(QString, program);
    QFETCH(QString, name);
    const Run result = run(program, {QStringLiteral("--version")});
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(QString::fromUtf8(result.out).trimmed(), name + QLatin1Char(' ') + version());
}

void TestCli::badUsageExitsWithTwo_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("no command") << QStringList();
    QTest::newRow("unknown command") << QStringList{"frobnicate"};
    QTest::newRow("unknown option") << QStringList{"--no-such-option", "parse"};
    QTest::newRow("parse without file") << QStringList{"parse", "nccl-tests"};
    QTest::newRow("parse unknown format") << QStringList{"parse", "iperf", "x"};
    QTest::newRow("missing file") << QStringList{"parse", "nccl-tests", "/nonexistent/tandem.log"};
    QTest::newRow("report without --state")
        << QStringList{"report", "--out", "/tmp/tandem-never.json"};
    QTest::newRow("report without --out")
        << QStringList{"report", "--state", data("report/sweep-state.json")};
    QTest::newRow("report to .txt") << QStringList{
        "report", "--state", data("report/sweep-state.json"), "--out", "/tmp/tandem-never.txt"};
    QTest::newRow("report of a missing state") << QStringList{
        "report", "--state", "/nonexistent/state.json", "--out", "/tmp/tandem-never.json"};
    QTest::newRow("report with hosts") << QStringList{"report",
                                                      "spark-1a2b",
                                                      "--state",
                                                      data("report/sweep-state.json"),
                                                      "--out",
                                                      "/tmp/tandem-never.json"};
    QTest::newRow("setup --report to .docx")
        << QStringList{"setup", "spark-1a2b", "--report", "/tmp/tandem-never.docx"};
    QTest::newRow("--env without =")
        << QStringList{"bandwidth", "spark-1a2b", "--env", "NCCL_IB_HCA"};
    QTest::newRow("--env without a name")
        << QStringList{"bandwidth", "spark-1a2b", "--env", "=mlx5_0"};
    QTest::newRow("doctor without hosts") << QStringList{"doctor"};
    QTest::newRow("doctor --nccl-tests-dir with ..")
        << QStringList{"doctor", "spark-1a2b", "--nccl-tests-dir", "../x"};
}

void TestCli::badUsageExitsWithTwo()
{
    QFETCH(QStringList, arguments);
    const Run result = run(cli(), arguments);
    QCOMPARE(result.exitCode, 2);
    QVERIFY(result.out.isEmpty()); // nothing on stdout that a script could mistake for a result
    QVERIFY(!result.err.isEmpty());
}

void TestCli::parseNcclTestsJson()
{
    const Run result = run(cli(),
                           {QStringLiteral("parse"),
                            QStringLiteral("nccl-tests"),
                            data("nccl-tests/all_reduce_2xH200_single_process.txt"),
                            QStringLiteral("--json")});
    QCOMPARE(result.exitCode, 0);
    QJsonParseError error;
    const QJsonObject doc = QJsonDocument::fromJson(result.out, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(doc.value(QStringLiteral("collective")).toString(), QStringLiteral("all_reduce"));
    QCOMPARE(doc.value(QStringLiteral("nccl_tests_version")).toString(), QStringLiteral("2.19.6"));
    QCOMPARE(doc.value(QStringLiteral("complete")).toBool(), true);
    QCOMPARE(doc.value(QStringLiteral("avg_busbw")).toDouble(), 109.961);
    const QJsonArray rows = doc.value(QStringLiteral("rows")).toArray();
    QVERIFY(rows.size() >= 30);
    const QJsonObject last = rows.last().toObject();
    QCOMPARE(last.value(QStringLiteral("bytes")).toInteger(), qint64(8589934592));
    QCOMPARE(last.value(QStringLiteral("out_of_place"))
                 .toObject()
                 .value(QStringLiteral("busbw"))
                 .toDouble(),
             342.49);
    QCOMPARE(
        last.value(QStringLiteral("in_place")).toObject().value(QStringLiteral("busbw")).toDouble(),
        345.22);
    const QJsonObject peak = doc.value(QStringLiteral("peak_busbw")).toObject();
    QCOMPARE(peak.value(QStringLiteral("value")).toDouble(), 345.22);
    QCOMPARE(peak.value(QStringLiteral("placement")).toString(), QStringLiteral("in_place"));
    QCOMPARE(doc.value(QStringLiteral("ranks")).toArray().size(), 2);
    QVERIFY(result.err.isEmpty());
}

void TestCli::parseNcclTestsTable()
{
    const Run result = run(cli(),
                           {QStringLiteral("parse"),
                            QStringLiteral("nccl-tests"),
                            data("nccl-tests/all_reduce_2xH200_single_process.txt")});
    QCOMPARE(result.exitCode, 0);
    const QString text = QString::fromUtf8(result.out);
    QVERIFY2(text.contains(QStringLiteral("8 GiB")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("345.22")));
    QVERIFY2(text.contains(QStringLiteral("peak busbw 345.22 GB/s at 8 GiB (in-place)")),
             qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("complete")));
}

void TestCli::parseNcclTestsFromStdin()
{
    QFile file(data("nccl-tests/all_reduce_2xH200_single_process.txt"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const Run result = run(cli(),
                           {QStringLiteral("--json"),
                            QStringLiteral("parse"),
                            QStringLiteral("nccl-tests"),
                            QStringLiteral("-")},
                           file.readAll());
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(
        QJsonDocument::fromJson(result.out).object().value(QStringLiteral("collective")).toString(),
        QStringLiteral("all_reduce"));
}

void TestCli::parseNcclTestsJsonReport()
{
    // The -J file of the same run gives the same facts as its stdout.
    const Run text = run(cli(),
                         {QStringLiteral("parse"),
                          QStringLiteral("nccl-tests"),
                          data("nccl-tests/all_reduce_2xH200_single_process.txt"),
                          QStringLiteral("--json")});
    const Run json = run(cli(),
                         {QStringLiteral("parse"),
                          QStringLiteral("nccl-tests"),
                          data("nccl-tests/all_reduce_2xH200_single_process.json"),
                          QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject a = QJsonDocument::fromJson(text.out).object();
    const QJsonObject b = QJsonDocument::fromJson(json.out).object();
    QCOMPARE(b.value(QStringLiteral("rows")).toArray().size(),
             a.value(QStringLiteral("rows")).toArray().size());
    // The JSON report keeps full precision (345.219724); stdout rounds to two decimals (345.22).
    const double peakJson = b.value(QStringLiteral("peak_busbw"))
                                .toObject()
                                .value(QStringLiteral("value"))
                                .toDouble();
    const double peakText = a.value(QStringLiteral("peak_busbw"))
                                .toObject()
                                .value(QStringLiteral("value"))
                                .toDouble();
    QVERIFY2(qAbs(peakJson - peakText) <= 0.005,
             qPrintable(QStringLiteral("%1 vs %2").arg(peakJson).arg(peakText)));
}

void TestCli::parseRejectsGarbage_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("reason");
    QTest::newRow("binary") << QByteArray("\x7f"
                                          "ELF\x02\x01\x01\0\0\0\0",
                                          12)
                            << "line 1";
    QTest::newRow("prose") << QByteArray("hello\nthis is not a benchmark\n") << "nccl-tests";
    QTest::newRow("empty") << QByteArray("\n") << "nccl-tests";
}

void TestCli::parseRejectsGarbage()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, reason);
    QTemporaryFile file;
    QVERIFY(file.open());
    file.write(input);
    file.flush();
    const Run result = run(cli(),
                           {QStringLiteral("parse"),
                            QStringLiteral("nccl-tests"),
                            file.fileName(),
                            QStringLiteral("--json")});
    QCOMPARE(result.exitCode, 2);
    QVERIFY(result.out.isEmpty());
    QVERIFY2(QString::fromUtf8(result.err).contains(reason), result.err.constData());
}

// Every kind `tandem-cli parse` names: a real sample of it (the fuzz seeds, one per file of
// tests/data/real, first line the kind; a written one where no real file exists) reads with exit 0
// and a JSON object with its warnings; prose is refused with exit 2, a reason on stderr and nothing
// on stdout.
void TestCli::parseEveryKind()
{
    QHash<QString, QByteArray> samples{
        {QStringLiteral("fastos-release"), "NAME=\"FastOS\"\nVERSION_ID=\"1.2\"\n"},
        {QStringLiteral("dmi"), "sys_vendor: ASUSTeK COMPUTER INC.\nproduct_name: Ascent GX10\n"},
        {QStringLiteral("probe"),
         "{\"type\":\"sample\",\"op\":\"all_reduce\",\"bytes\":8,\"busbw\":0.01,\"t\":1.5}\n"}};
    const QDir seeds(data("../fuzz/corpus/outputs"));
    for (const QString &name : seeds.entryList(QDir::Files, QDir::Name)) {
        if (name.startsWith(QLatin1String("identity-"))) // the identity script's, for the fuzzer
            continue;
        QFile file(seeds.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray all = file.readAll();
        const QString kind = QString::fromUtf8(all.left(all.indexOf('\n')));
        if (!samples.contains(kind))
            samples.insert(kind, all.mid(all.indexOf('\n') + 1));
    }
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const OutputKind &kind : OutputKinds::all()) {
        const QString name = QString::fromLatin1(kind.name);
        QVERIFY2(samples.contains(name), kind.name);
        const QString path = dir.filePath(name);
        QFile sample(path);
        QVERIFY(sample.open(QIODevice::WriteOnly));
        sample.write(samples.value(name));
        sample.close();
        const Run read
            = run(cli(), {QStringLiteral("parse"), name, path, QStringLiteral("--json")});
        QVERIFY2(read.exitCode == 0, qPrintable(name + u": " + QString::fromUtf8(read.err)));
        const QJsonDocument json = QJsonDocument::fromJson(read.out);
        QVERIFY2(json.isObject() && json.object().value(QStringLiteral("warnings")).isArray(),
                 kind.name);
        const Run refused = run(cli(),
                                {QStringLiteral("parse"), name, QStringLiteral("-")},
                                "hello\nthis is no output of any tool\n");
        QVERIFY2(refused.exitCode == 2, kind.name);
        QVERIFY2(refused.out.isEmpty(), kind.name);
        QVERIFY2(!refused.err.trimmed().isEmpty(), kind.name);
    }
}

void TestCli::parseNcclLog()
{
    QTemporaryFile file;
    QVERIFY(file.open());
    file.write("vm:1519:1519 [0] NCCL INFO NET/IB : No device found.\n"
               "vm:1519:1519 [0] NCCL INFO NET/Socket : Using [0]eth0:192.0.2.2<0>\n"
               "vm:1519:1519 [0] NCCL INFO Using network Socket\n");
    file.flush();
    const Run result = run(cli(),
                           {QStringLiteral("parse"),
                            QStringLiteral("nccl-log"),
                            file.fileName(),
                            QStringLiteral("--json")});
    QCOMPARE(result.exitCode, 0);
    const QJsonObject doc = QJsonDocument::fromJson(result.out).object();
    QCOMPARE(doc.value(QStringLiteral("network")).toString(), QStringLiteral("Socket"));
    QCOMPARE(doc.value(QStringLiteral("ib_no_device")).toBool(), true);

    const Run none = run(
        cli(), {QStringLiteral("parse"), QStringLiteral("nccl-log"), data("../../README.md")});
    QCOMPARE(none.exitCode, 2);
    QVERIFY(QString::fromUtf8(none.err).contains(QStringLiteral("NCCL_DEBUG=INFO")));
}

// A -J report whose size is 1e300 crashed the text output (formatBytes of INT64_MIN) and
// printed -9223372036854775808 with --json, taking a busbw of 1e308 as the peak.
void TestCli::parseHostileNumbers_data()
{
    QTest::addColumn<bool>("json");
    QTest::newRow("text") << false;
    QTest::newRow("json") << true;
}

void TestCli::parseHostileNumbers()
{
    QFETCH(bool, json);
    QTemporaryFile file;
    QVERIFY(file.open());
    file.write(R"({"version": 3, "args": ["./all_gather_perf"], "results": [
 {"size": 1024, "count": 256, "type": "float", "root": -1,
  "out_of_place": {"time": 9.5, "alg_bw": 0.2, "bus_bw": 0.1}},
 {"size": 1e300, "count": 256, "type": "float", "root": -1,
  "out_of_place": {"time": 9.5, "alg_bw": 0.2, "bus_bw": 0.1}},
 {"size": 2048, "count": 512, "type": "float", "root": -1,
  "out_of_place": {"time": 9.5, "alg_bw": 0.2, "bus_bw": 1e308}}]})");
    file.flush();
    QStringList arguments{QStringLiteral("parse"), QStringLiteral("nccl-tests"), file.fileName()};
    if (json)
        arguments << QStringLiteral("--json");
    const Run result = run(cli(), arguments);
    QCOMPARE(result.exitCode, 0);
    QVERIFY(!result.out.contains("-9223372036854775808"));
    if (json) {
        const QJsonObject doc = QJsonDocument::fromJson(result.out).object();
        QCOMPARE(doc.value(QStringLiteral("rows")).toArray().size(), 1);
        QCOMPARE(doc.value(QStringLiteral("peak_busbw"))
                     .toObject()
                     .value(QStringLiteral("value"))
                     .toDouble(),
                 0.1);
        QCOMPARE(doc.value(QStringLiteral("warnings")).toArray().size(), 2);
    } else {
        const QString text = QString::fromUtf8(result.out);
        QVERIFY2(text.contains(QStringLiteral("1 rows, peak busbw 0.10 GB/s")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("result 2 was dropped")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("result 3 was dropped")), qPrintable(text));
    }
}

// A real log cut inside its 5th row, with no final newline (PR 103): the 4 good rows are
// kept, the run is incomplete, and a warning says the last line was dropped.
void TestCli::parseCutShortLog()
{
    const Run result = run(cli(),
                           {QStringLiteral("parse"),
                            QStringLiteral("nccl-tests"),
                            data("real/nccl-allreduce-playbooks-pr103-run1-partial.txt"),
                            QStringLiteral("--json")});
    QCOMPARE(result.exitCode, 0);
    const QJsonObject doc = QJsonDocument::fromJson(result.out).object();
    QCOMPARE(doc.value(QStringLiteral("rows")).toArray().size(), 4);
    QCOMPARE(doc.value(QStringLiteral("complete")).toBool(true), false);
    const QStringList warnings = doc.value(QStringLiteral("warnings")).toVariant().toStringList();
    QVERIFY2(warnings.join(u'\n').contains(QStringLiteral("cut short")),
             qPrintable(warnings.join(u'\n')));
}

// /dev/zero never ends: the read stops at the documented limit with an error.
void TestCli::parseRefusesEndlessInput()
{
    const Run result
        = run(cli(),
              {QStringLiteral("parse"), QStringLiteral("nccl-tests"), QStringLiteral("/dev/zero")});
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(QString::fromUtf8(result.err).contains(QStringLiteral("MiB")), result.err.constData());
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
