// SPDX-License-Identifier: GPL-3.0-or-later
// The Doctor's last run in the acceptance report: its section in the HTML (escaped), its object
// in the JSON (the shapes of tandem-cli doctor --json, without the scans), its pages in the PDF,
// the line at the top; and a session without a run gives the report it always gave.
#include "doctorfixture.h"
#include "report/report.h"
#include "report/reportdocument.h"
#include "report/reportexport.h"
#include "report/reporthtml.h"
#include "report/reportjson.h"
#include "resultcheck.h"
#include "session/stepnames.h"
#include "session/workflowstate.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Tandem;

namespace {

WorkflowState load(const QString &path)
{
    auto state = WorkflowState::load(path);
    if (!state)
        qFatal("%s", qPrintable(state.error().toString()));
    return *state;
}

WorkflowState sweep()
{
    return load(QFINDTESTDATA(QStringLiteral("../../data/report/sweep-state.json")));
}

// The recorded sweep session after a Doctor run: its record, and the step's one check.
WorkflowState withDoctor()
{
    WorkflowState state = sweep();
    state.doctor = Test::doctorRecord();
    Check check;
    check.id = QStringLiteral("doctor.findings");
    check.status = CheckStatus::Fail;
    check.title = QStringLiteral("Findings");
    check.detail = QStringLiteral("3 failing findings");
    state.checks[StepId::Doctor] = {check};
    state.stepTimes[StepId::Doctor] = {state.doctor.startedAt, state.doctor.finishedAt};
    return state;
}

QString htmlOf(const WorkflowState &state)
{
    return QString::fromUtf8(reportHtml(Report::build(state)));
}

} // namespace

class TestReportDoctor final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void fixtureIsTheRecord();
    void htmlShowsTheSection_data();
    void htmlShowsTheSection();
    void htmlEscapesWhatNodesSay();
    void matrixCells_data();
    void matrixCells();
    void jsonCarriesTheDoctor();
    void summaryAtTheTopChecklistUnchanged();
    void pdfGrowsByTheDoctorsPages();
    void withoutADoctorRunNothingChanges();
    void laterStepsMakeItHistory_data();
    void laterStepsMakeItHistory();

private:
    QTemporaryDir m_dir;
};

void TestReportDoctor::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TestReportDoctor::fixtureIsTheRecord()
{
    // data/doctor-state.json feeds the schema test (report_schema) through tandem-cli; it is
    // this test's state, saved. TANDEM_UPDATE_GOLDEN=1 writes it again.
    const QString path = QFINDTESTDATA(QStringLiteral("data/doctor-state.json"));
    if (qEnvironmentVariableIsSet("TANDEM_UPDATE_GOLDEN")) {
        const auto saved
            = withDoctor().save(QFINDTESTDATA(QStringLiteral("data")) + u"/doctor-state.json");
        TANDEM_VERIFY_RESULT(saved);
        QSKIP("Rewrote data/doctor-state.json.");
    }
    QVERIFY(!path.isEmpty());
    const WorkflowState saved = load(path);
    QCOMPARE(saved.doctor, withDoctor().doctor);
    QCOMPARE(saved.checks.value(StepId::Doctor), withDoctor().checks.value(StepId::Doctor));
}

void TestReportDoctor::htmlShowsTheSection_data()
{
    QTest::addColumn<QString>("expected");
    QTest::newRow("section") << "<section id=\"doctor\"><h2>Doctor</h2>";
    QTest::newRow("when") << "From 2026-12-03 10:00:00 UTC to 2026-12-03 10:00:42 UTC on "
                             "spark-3c4d, spark-5e6f, spark-7a8b, cabled directly.";
    QTest::newRow("fixable") << "<h3>Tandem can fix this now (1)</h3>";
    QTest::newRow("decision") << "<h3>Needs your decision (2)</h3>";
    QTest::newRow("hardware") << "<h3>Needs hands on the hardware (2)</h3>";
    QTest::newRow("severity word") << "<span class=\"v fail\">FAIL</span> <b>MTU differs across "
                                      "the link: 9000 &amp; 1500</b>";
    QTest::newRow("where") << "Nodes: spark-3c4d, spark-5e6f. Interface: enp1s0f0np0 (right "
                              "port).";
    QTest::newRow("cause") << "<th>Cause</th><td>The cause of mtu.mismatch &amp; what follows.";
    QTest::newRow("source") << "<th>Source</th><td>NVIDIA dgx-spark-playbooks</td>";
    QTest::newRow("stale cell") << "<td class=\"band-stale\">14.20 Gb/s<br>STALE</td>";
    QTest::newRow("cell with a failed run")
        << "<td class=\"band-error\">111.52 Gb/s<br>expected<br>1 run(s) failed</td>";
    QTest::newRow("reference one twin")
        << "Compared with: one twin, direct cable: 110-112 Gb/s; below 100 Gb/s fails";
    QTest::newRow("reference both") << "Compared with: both twins at once: 185-196 Gb/s";
    QTest::newRow("reference nccl") << "Compared with: NCCL all_reduce between two nodes";
    QTest::newRow("asymmetric") << "ASYMMETRIC: spark-7a8b writes to spark-5e6f on "
                                   "enp1s0f0np0, 88.00 Gb/s; the other direction is more than "
                                   "15 % faster.";
    QTest::newRow("asymmetric run") << "<td>88.00 Gb/s</td><td class=\"band-fail\">FAIL</td>"
                                       "<td>asymmetric</td>";
    QTest::newRow("run with error") << "<td>Failed to modify QP to RTR &lt;script&gt;";
    QTest::newRow("both twins") << "<td>both twins</td><td>spark-3c4d writes to spark-7a8b</td>"
                                   "<td>125.80 Gb/s</td><td class=\"band-fail\">FAIL</td>";
    QTest::newRow("nccl pair") << "<td>spark-3c4d and spark-7a8b</td><td>11.42 GB/s</td>"
                                  "<td class=\"band-low\">low</td>";
    QTest::newRow("parity odd driver") << "<td class=\"odd\">580.82.09 &lt;script&gt;";
    QTest::newRow("parity odd mtu") << "<td>MTU enp1s0f0np0</td><td>9000</td>"
                                       "<td class=\"odd\">1500 [odd]</td><td>9000</td>";
    QTest::newRow("parity matching") << "16 more item(s) match on every node.";
    QTest::newRow("summary") << "data-failing=\"3\" data-fact=\"doctor-summary\">Doctor: 3 "
                                "failing finding(s), 2 warning(s) (run 2026-12-03 10:00:42 UTC).";
    QTest::newRow("steps") << "<td>Doctor</td><td>2026-12-03 10:00:00 UTC</td>";
}

void TestReportDoctor::htmlShowsTheSection()
{
    QFETCH(QString, expected);
    static const QString html = htmlOf(withDoctor());
    QVERIFY2(html.contains(expected), qPrintable(expected));
}

void TestReportDoctor::htmlEscapesWhatNodesSay()
{
    const QString html = htmlOf(withDoctor());
    QVERIFY(!html.contains(QLatin1String("<script"), Qt::CaseInsensitive));
    QVERIFY(!html.contains(QLatin1String("alert(\"doctor\")")));
    QVERIFY(html.contains(
        QLatin1String("&lt;script&gt;alert(&quot;doctor&quot;)&lt;/script&gt; &amp; &#39;x&#39;")));
    // The evidence is monospace and wraps (pre-wrap), escaped line for line.
    QVERIFY(html.contains(QLatin1String("<pre>spark-3c4d enp1s0f0np0: MTU 9000\n"
                                        "spark-5e6f enp1s0f0np0: MTU 1500\n&lt;script&gt;")));
    static const QRegularExpression tag(QStringLiteral("<(/?)([a-zA-Z0-9]+)"));
    const QStringList allowed{"html",   "head",     "meta",  "title", "style", "body",    "header",
                              "footer", "section",  "h1",    "h2",    "h3",    "p",       "table",
                              "tr",     "th",       "td",    "span",  "pre",   "details", "summary",
                              "div",    "b",        "i",     "br",    "svg",   "rect",    "line",
                              "text",   "polyline", "circle"};
    for (auto it = tag.globalMatch(html); it.hasNext();) {
        const QString name = it.next().captured(2).toLower();
        QVERIFY2(allowed.contains(name), qPrintable(name));
    }
}

void TestReportDoctor::matrixCells_data()
{
    QTest::addColumn<QString>("writer");
    QTest::addColumn<QString>("reader");
    QTest::addColumn<QString>("text");
    QTest::newRow("slowest of two") << "spark-3c4d"
                                    << "spark-7a8b"
                                    << "14.20 Gb/s\nSTALE";
    QTest::newRow("other way") << "spark-7a8b"
                               << "spark-3c4d"
                               << "14.90 Gb/s\nSTALE";
    QTest::newRow("a number and an error") << "spark-3c4d"
                                           << "spark-5e6f"
                                           << "111.52 Gb/s\nexpected\n1 run(s) failed";
    QTest::newRow("fail one way") << "spark-7a8b"
                                  << "spark-5e6f"
                                  << "88.00 Gb/s\nFAIL";
    QTest::newRow("low the other") << "spark-5e6f"
                                   << "spark-7a8b"
                                   << "103.20 Gb/s\nlow";
    QTest::newRow("no run to itself") << "spark-5e6f"
                                      << "spark-5e6f"
                                      << "no run";
}

void TestReportDoctor::matrixCells()
{
    QFETCH(QString, writer);
    QFETCH(QString, reader);
    QFETCH(QString, text);
    const ReportDoctor doctor = ReportDoctor::from(Test::doctorRecord());
    QCOMPARE(ReportDoctor::cellText(doctor.cell(writer, reader)), text);
}

void TestReportDoctor::jsonCarriesTheDoctor()
{
    const WorkflowState state = withDoctor();
    const QJsonObject o = reportToJson(Report::build(state));
    const QJsonObject doctor = o.value(u"doctor").toObject();
    QStringList keys = doctor.keys();
    keys.sort();
    QCOMPARE(keys,
             QStringList({"findings",
                          "finished_at",
                          "links",
                          "nccl",
                          "nodes",
                          "parity",
                          "started_at",
                          "via_switch"}));
    // The record's own JSON (DoctorRecord::toJson), less the scans.
    QJsonObject expected = state.doctor.toJson();
    expected.remove(QStringLiteral("scans"));
    QCOMPARE(doctor, expected);
    QCOMPARE(doctor.value(u"findings").toArray().size(), 5);
    QCOMPARE(doctor.value(u"links").toArray().size(), 14);
    QCOMPARE(doctor.value(u"findings").toArray().at(1)[QStringLiteral("repair")].toString(),
             QStringLiteral("reapply-plan"));

    // And the document validates against docs/report-schema.json, as the CLI writes it.
    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    if (python.isEmpty())
        QSKIP("python3 is not installed");
    QProcess probe;
    probe.start(python, {QStringLiteral("-c"), QStringLiteral("import jsonschema")});
    QVERIFY(probe.waitForFinished(30000));
    if (probe.exitCode() != 0)
        QSKIP("python3-jsonschema is not installed");
    const QString path = m_dir.filePath(QStringLiteral("doctor.json"));
    const auto written = exportReport(Report::build(state), path);
    TANDEM_VERIFY_RESULT(written);
    const QString schema = QFINDTESTDATA(QStringLiteral("../../../docs/report-schema.json"));
    QProcess validate;
    validate.start(python,
                   {QStringLiteral("-c"),
                    QStringLiteral("import json,sys,jsonschema\n"
                                   "s=json.load(open(sys.argv[1]));d=json.load(open(sys.argv[2]))\n"
                                   "jsonschema.Draft202012Validator(s).validate(d)\n"
                                   "del d['doctor']['links']\n"
                                   "assert not jsonschema.Draft202012Validator(s).is_valid(d)\n"),
                    schema,
                    path});
    QVERIFY(validate.waitForFinished(60000));
    QVERIFY2(validate.exitCode() == 0, validate.readAllStandardError().constData());
}

void TestReportDoctor::summaryAtTheTopChecklistUnchanged()
{
    const Report without = Report::build(sweep());
    const Report with = Report::build(withDoctor());
    QVERIFY(with.doctor);
    QCOMPARE(with.doctor->count(FindingSeverity::Fail), qsizetype(3));
    QCOMPARE(with.accepted(), without.accepted());
    QCOMPARE(with.checklist.size(), 5);
    for (qsizetype i = 0; i < with.checklist.size(); ++i) {
        QCOMPARE(with.checklist.at(i).id, without.checklist.at(i).id);
        QCOMPARE(with.checklist.at(i).verdict, without.checklist.at(i).verdict);
        QCOMPARE(with.checklist.at(i).detail, without.checklist.at(i).detail);
    }
    // The line sits in the header, under the verdict, before the checklist.
    const QString html = QString::fromUtf8(reportHtml(with));
    const qsizetype summary = html.indexOf(QLatin1String("data-fact=\"doctor-summary\""));
    QVERIFY(summary > html.indexOf(QLatin1String("data-fact=\"accepted\"")));
    QVERIFY(summary < html.indexOf(QLatin1String("</header>")));

    // A clean run says so rather than staying silent.
    WorkflowState clean = withDoctor();
    clean.doctor.findings.clear();
    QVERIFY(htmlOf(clean).contains(QLatin1String(
        "data-failing=\"0\" data-fact=\"doctor-summary\">Doctor: no failing findings (run")));
}

void TestReportDoctor::pdfGrowsByTheDoctorsPages()
{
    const ReportDocument without(Report::build(sweep()));
    const ReportDocument with(Report::build(withDoctor()));
    QVERIFY2(with.pageCount() > without.pageCount(),
             qPrintable(QStringLiteral("%1 pages, %2 without the Doctor")
                            .arg(with.pageCount())
                            .arg(without.pageCount())));
    const QString path = m_dir.filePath(QStringLiteral("doctor.pdf"));
    const auto written = exportReport(Report::build(withDoctor()), path);
    TANDEM_VERIFY_RESULT(written);
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed, so the PDF cannot be read back.");
    QProcess run;
    run.start(pdftotext, {path, QStringLiteral("-")});
    QVERIFY(run.waitForFinished(30000));
    QCOMPARE(run.exitCode(), 0);
    QString text = QString::fromUtf8(run.readAllStandardOutput());
    text.remove(QRegularExpression(QStringLiteral("\\s+")));
    for (const char *expected : {"Doctor:3failingfinding(s),2warning(s)",
                                 "Tandemcanfixthisnow(1)",
                                 "Needsyourdecision(2)",
                                 "Needshandsonthehardware(2)",
                                 "MTUdiffersacrossthelink:9000&1500",
                                 "<script>alert(\"doctor\")</script>",
                                 "14.20Gb/s",
                                 "STALE",
                                 "Comparedwith:onetwin,directcable",
                                 "ASYMMETRIC:spark-7a8bwritestospark-5e6f",
                                 "1500[odd]",
                                 "16moreitem(s)matchoneverynode"}) {
        QVERIFY2(text.contains(QString::fromUtf8(expected)), expected);
    }
}

void TestReportDoctor::withoutADoctorRunNothingChanges()
{
    // Byte for byte the same is tst_reportgolden's; here: nothing of the Doctor shows.
    const Report report = Report::build(sweep());
    QVERIFY(!report.doctor);
    QVERIFY(!reportToJson(report).contains(u"doctor"));
    const QString html = QString::fromUtf8(reportHtml(report));
    for (const char *absent : {"id=\"doctor\"", "doctor-summary", "band-", ".finding"})
        QVERIFY2(!html.contains(QLatin1String(absent)), absent);
}

void TestReportDoctor::laterStepsMakeItHistory_data()
{
    QTest::addColumn<int>("step"); // a StepId that finished a minute after the Doctor; -1: none
    QTest::addColumn<bool>("outOfDate");
    QTest::newRow("nothing after it") << -1 << false;
    QTest::newRow("cabling read again") << int(StepId::Cabling) << true;
    QTest::newRow("a bandwidth run") << int(StepId::Bandwidth) << true;
    QTest::newRow("a new plan changes nothing on the nodes") << int(StepId::NetworkPlan) << false;
}

void TestReportDoctor::laterStepsMakeItHistory()
{
    QFETCH(int, step);
    QFETCH(bool, outOfDate);
    WorkflowState state = withDoctor();
    if (step >= 0) {
        const QDateTime later = state.doctor.finishedAt.addSecs(60);
        state.stepTimes[StepId(step)] = {later.addSecs(-5), later};
    }
    const Report report = Report::build(state);
    QVERIFY(report.doctor);
    QCOMPARE(report.doctor->isOutOfDate(), outOfDate);
    // Page one: failing findings of an older run are not shown as the cluster's state now.
    QCOMPARE(report.doctor->failingNow(), !outOfDate);
    const QString summary = report.doctor->summaryText();
    QCOMPARE(summary.contains(QLatin1String("out of date")), outOfDate);
    QVERIFY2(summary.contains(Report::timeText(state.doctor.finishedAt)), qPrintable(summary));
    if (outOfDate)
        QVERIFY2(summary.contains(StepNames::title(StepId(step))), qPrintable(summary));
    const QString html = htmlOf(state);
    QCOMPARE(html.contains(QLatin1String("class=\"doctor-summary failing\"")), !outOfDate);
    QCOMPARE(html.contains(QLatin1String("data-out-of-date=\"true\"")), outOfDate);
}

QTEST_MAIN(TestReportDoctor)
#include "tst_reportdoctor.moc"
