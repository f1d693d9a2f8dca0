// SPDX-License-Identifier: GPL-3.0-or-later
// The three exports of one report: each opens, escapes what it must, and all three state the
// same facts (node names, CX7 addresses, checklist verdicts, judged busbw, transport).
#include "checks/checkjson.h"
#include "nccl/nccltestsparser.h"
#include "report/chartsvg.h"
#include "report/report.h"
#include "report/reportappendix.h"
#include "report/reportdocument.h"
#include "report/reportexport.h"
#include "report/reporthtml.h"
#include "report/reportjson.h"
#include "resultcheck.h"
#include "session/workflowstate.h"
#include "util/units.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Tandem;

namespace {

// What the exports must agree on, in a form each of them can be read back into.
struct Facts
{
    QStringList nodes;
    QStringList cx7;
    QMap<QString, QString> verdicts; // item id -> verdict word as printed
    QString busbw;
    QString transport;
    bool accepted = false;
};

WorkflowState load(const QString &name)
{
    auto state = WorkflowState::load(QFINDTESTDATA(QStringLiteral("../../data/report/") + name));
    if (!state)
        qFatal("%s", qPrintable(state.error().toString()));
    return *state;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

Facts jsonFacts(const QByteArray &json)
{
    const QJsonObject o = QJsonDocument::fromJson(json).object();
    Facts f;
    for (const QJsonValue &node : o.value(QStringLiteral("nodes")).toArray()) {
        f.nodes << node[QStringLiteral("name")].toString();
        for (const QJsonValue &i : node[QStringLiteral("cx7")].toArray())
            f.cx7 << i[QStringLiteral("address")].toString();
    }
    for (const QJsonValue &item : o.value(QStringLiteral("checklist")).toArray()) {
        const QString key = item[QStringLiteral("verdict")].toString();
        f.verdicts.insert(item[QStringLiteral("id")].toString(),
                          Report::verdictText(key == QLatin1String("pass") ? ItemVerdict::Pass
                                              : key == QLatin1String("fail")
                                                  ? ItemVerdict::Fail
                                                  : ItemVerdict::NotRun));
    }
    const QJsonObject bw = o.value(QStringLiteral("bandwidth")).toObject();
    if (bw.value(QStringLiteral("judged_busbw_gbps")).isDouble())
        f.busbw = formatBandwidth(bw.value(QStringLiteral("judged_busbw_gbps")).toDouble());
    f.transport = bw.value(QStringLiteral("transport"))[QStringLiteral("summary")].toString();
    f.accepted = o.value(QStringLiteral("accepted")).toBool();
    return f;
}

QString unescape(QString text)
{
    text.replace(QLatin1String("&lt;"), QLatin1String("<"));
    text.replace(QLatin1String("&gt;"), QLatin1String(">"));
    text.replace(QLatin1String("&quot;"), QLatin1String("\""));
    text.replace(QLatin1String("&#39;"), QLatin1String("'"));
    text.replace(QLatin1String("&amp;"), QLatin1String("&"));
    return text;
}

Facts htmlFacts(const QByteArray &bytes)
{
    const QString html = QString::fromUtf8(bytes);
    static const QRegularExpression marked(
        QStringLiteral(R"re(data-fact="([a-z0-9-]+)"(?: data-item="([a-z_]+)")?>([^<]*)<)re"));
    Facts f;
    for (auto it = marked.globalMatch(html); it.hasNext();) {
        const auto m = it.next();
        const QString kind = m.captured(1);
        const QString value = unescape(m.captured(3));
        if (kind == QLatin1String("node-name"))
            f.nodes << value;
        else if (kind == QLatin1String("cx7-address"))
            f.cx7 << value;
        else if (kind == QLatin1String("verdict"))
            f.verdicts.insert(m.captured(2), value);
        else if (kind == QLatin1String("busbw"))
            f.busbw = value;
        else if (kind == QLatin1String("transport"))
            f.transport = value;
        else if (kind == QLatin1String("accepted"))
            f.accepted = value.startsWith(QLatin1String("Accepted"));
    }
    return f;
}

QByteArray reportHtmlFor(const WorkflowState &state)
{
    return reportHtml(Report::build(state));
}

QString squeeze(QString text)
{
    text.remove(QRegularExpression(QStringLiteral("\\s+")));
    return text;
}

} // namespace

class TestReportExport final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void threeExportsAgree_data();
    void threeExportsAgree();
    void checksHaveTheOneForm_data();
    void checksHaveTheOneForm();
    void htmlEscapesHostileText();
    void htmlIsSelfContained();
    void pdfOpensAndShowsTheVerdicts();
    void previewPaintsPages();
    void soakHasASummaryNotAMillionRows();
    void sizeTableRowsAreDistinct_data();
    void sizeTableRowsAreDistinct();
    void exportErrors_data();
    void exportErrors();

private:
    QTemporaryDir m_dir;
    QString m_pdftotext;
};

void TestReportExport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
}

void TestReportExport::threeExportsAgree_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<bool>("lab"); // the nodes are Tandem's lab: every export says "simulated"
    QTest::newRow("sweep") << "sweep-state.json" << true;
    QTest::newRow("soak") << "soak-state.json" << true;
    QTest::newRow("sweep on real nodes") << "sweep-state.json" << false;
}

void TestReportExport::threeExportsAgree()
{
    QFETCH(QString, fixture);
    QFETCH(bool, lab);
    WorkflowState state = load(fixture);
    for (NodeAddress &node : state.nodes)
        node.source = lab ? QStringLiteral("lab") : QStringLiteral("manual");
    const Report report = Report::build(state);
    QCOMPARE(report.simulated(), lab);
    const QString base = m_dir.filePath(fixture.section(QLatin1Char('.'), 0, 0));
    for (const char *suffix : {".json", ".html", ".pdf"}) {
        const auto written = exportReport(report, base + QLatin1String(suffix));
        TANDEM_VERIFY_RESULT(written);
    }
    const Facts json = jsonFacts(readAll(base + QStringLiteral(".json")));
    QCOMPARE(json.nodes.size(), 2);
    QCOMPARE(json.cx7.size(), 4);
    QCOMPARE(json.verdicts.size(), 5);
    QVERIFY(!json.busbw.isEmpty());
    QVERIFY(json.transport.contains(QLatin1String("rocep1s0f1")));

    const Facts html = htmlFacts(readAll(base + QStringLiteral(".html")));
    QCOMPARE(html.nodes, json.nodes);
    QCOMPARE(html.cx7, json.cx7);
    QCOMPARE(html.verdicts, json.verdicts);
    QCOMPARE(html.busbw, json.busbw);
    QCOMPARE(html.transport, json.transport);
    QCOMPARE(html.accepted, json.accepted);
    QCOMPARE(QJsonDocument::fromJson(readAll(base + QStringLiteral(".json")))
                 .object()
                 .value(QStringLiteral("simulated"))
                 .toBool(!lab),
             lab);
    QCOMPARE(readAll(base + QStringLiteral(".html")).contains("data-fact=\"simulated\""), lab);

    if (m_pdftotext.isEmpty())
        QSKIP(
            "pdftotext (poppler-utils) is not installed, so the PDF's facts cannot be read back.");
    QProcess pdftotext;
    pdftotext.start(m_pdftotext, {base + QStringLiteral(".pdf"), QStringLiteral("-")});
    QVERIFY(pdftotext.waitForFinished(30000));
    QCOMPARE(pdftotext.exitCode(), 0);
    const QString pdf = squeeze(QString::fromUtf8(pdftotext.readAllStandardOutput()));
    for (const QString &node : json.nodes)
        QVERIFY2(pdf.contains(squeeze(node)), qPrintable(node));
    for (const QString &address : json.cx7)
        QVERIFY2(pdf.contains(address), qPrintable(address));
    // An item's checks and their evidence are a block of the appendix, under its number, the
    // item and the verdict word; an item no check has run for has none.
    const ReportAppendix appendix(report);
    for (qsizetype i = 0; i < report.checklist.size(); ++i) {
        const ChecklistItem &item = report.checklist.at(i);
        const QString label = appendix.label(ReportAppendix::Kind::Checklist, i);
        QCOMPARE(label.isEmpty(), item.checks.isEmpty());
        if (label.isEmpty())
            continue;
        const QString heading = squeeze(label + QLatin1Char(' ') + item.title + QStringLiteral(" (")
                                        + json.verdicts.value(item.id) + QLatin1Char(')'));
        QVERIFY2(pdf.contains(heading), qPrintable(heading));
    }
    QVERIFY2(pdf.contains(squeeze(Report::judgedText(*report.bandwidth))), qPrintable(json.busbw));
    QVERIFY2(pdf.contains(squeeze(json.busbw)), qPrintable(json.busbw));
    QVERIFY2(pdf.contains(squeeze(json.transport)), qPrintable(json.transport));
    // Each value once, under its label: not "Transport: Transport: ...".
    for (const char *label : {"Transport:", "Judged busbw:"})
        QVERIFY2(!pdf.contains(squeeze(QLatin1String(label))), label);
    QCOMPARE(pdf.contains(squeeze(QStringLiteral("Accepted: every checklist item passed."))),
             json.accepted);
    QCOMPARE(pdf.contains(squeeze(Report::simulatedText())), lab);
}

void TestReportExport::checksHaveTheOneForm_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::newRow("sweep") << "sweep-state.json";
    QTest::newRow("soak") << "soak-state.json";
}

void TestReportExport::checksHaveTheOneForm()
{
    // A check in the report is the check as the CLI and the saved state write it
    // (checkjson.h), with its step; the steps' lists leave the evidence to the checklist.
    QFETCH(QString, fixture);
    const Report report = Report::build(load(fixture));
    const QJsonObject o = reportToJson(report);
    const QJsonArray items = o.value(u"checklist").toArray();
    QCOMPARE(items.size(), report.checklist.size());
    int compared = 0;
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QJsonArray checks = items.at(i)[QStringLiteral("checks")].toArray();
        QCOMPARE(checks.size(), report.checklist.at(i).checks.size());
        for (qsizetype j = 0; j < checks.size(); ++j) {
            const ReportCheck &c = report.checklist.at(i).checks.at(j);
            QJsonObject expected = toJson(c.check);
            expected.insert(QStringLiteral("step"), WorkflowState::stepKey(c.step));
            QCOMPARE(checks.at(j).toObject(), expected);
            ++compared;
        }
    }
    const QJsonArray steps = o.value(u"steps").toArray();
    QCOMPARE(steps.size(), report.steps.size());
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const QJsonArray checks = steps.at(i)[QStringLiteral("checks")].toArray();
        for (qsizetype j = 0; j < checks.size(); ++j) {
            QJsonObject expected = toJson(report.steps.at(i).checks.at(j));
            expected.insert(QStringLiteral("step"), report.steps.at(i).key);
            expected.remove(QStringLiteral("evidence"));
            QCOMPARE(checks.at(j).toObject(), expected);
            ++compared;
        }
    }
    QVERIFY(compared > 0);
}

void TestReportExport::htmlEscapesHostileText()
{
    const QString html = QString::fromUtf8(reportHtmlFor(load(QStringLiteral("sweep-state.json"))));
    QVERIFY(!html.contains(QLatin1String("<script"), Qt::CaseInsensitive));
    QVERIFY(html.contains(
        QLatin1String("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;")));
    QVERIFY(html.contains(QLatin1String("enP2p1s0f1np1&lt;&gt;&amp;&quot;")));
    QVERIFY(!html.contains(QLatin1String("enP2p1s0f1np1<>")));
    // Every tag in the file is one the writer made: no tag name comes from the data.
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

void TestReportExport::htmlIsSelfContained()
{
    for (const char *fixture : {"sweep-state.json", "soak-state.json"}) {
        const QString html = QString::fromUtf8(reportHtmlFor(load(QLatin1String(fixture))));
        for (const char *external :
             {"http:", "https:", "src=", "href=", "url(", "@import", "<link", "<script"})
            QVERIFY2(!html.contains(QLatin1String(external), Qt::CaseInsensitive), external);
        QVERIFY(html.contains(QLatin1String("<svg class=\"chart\"")));
        QVERIFY(html.contains(QLatin1String("<style>")));
    }
}

void TestReportExport::pdfOpensAndShowsTheVerdicts()
{
    if (m_pdftotext.isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed, so the PDF cannot be opened here.");
    WorkflowState state = load(QStringLiteral("sweep-state.json"));
    state.lastRestore = {}; // one item not run, so all three words show
    state.checks[StepId::Bandwidth][2].status = CheckStatus::Fail;
    const QString path = m_dir.filePath(QStringLiteral("verdicts.pdf"));
    const auto written = exportReport(Report::build(state), path);
    TANDEM_VERIFY_RESULT(written);
    QVERIFY(readAll(path).startsWith("%PDF-"));
    QProcess pdftotext;
    pdftotext.start(m_pdftotext, {QStringLiteral("-layout"), path, QStringLiteral("-")});
    QVERIFY(pdftotext.waitForFinished(30000));
    QCOMPARE(pdftotext.exitCode(), 0);
    const QString text = QString::fromUtf8(pdftotext.readAllStandardOutput());
    for (const char *word : {"PASS", "FAIL", "NOT RUN", "Not accepted", "spark-3c4d", "Page 1 of"})
        QVERIFY2(text.contains(QLatin1String(word)), word);
}

void TestReportExport::previewPaintsPages()
{
    const ReportDocument document(Report::build(load(QStringLiteral("sweep-state.json"))));
    QVERIFY(document.pageCount() >= 3);
    QImage image(QSize(420, 594), QImage::Format_RGB32);
    image.fill(Qt::black);
    QPainter painter(&image);
    painter.scale(image.width() / ReportDocument::pageSize().width(),
                  image.height() / ReportDocument::pageSize().height());
    document.paintPage(painter, 0);
    painter.end();
    // The page is white paper with dark text on it.
    int dark = 0;
    int white = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const int gray = qGray(image.pixel(x, y));
            dark += gray < 100 ? 1 : 0;
            white += gray > 250 ? 1 : 0;
        }
    }
    QVERIFY(white > image.width() * image.height() / 2);
    QVERIFY(dark > 200);
}

void TestReportExport::soakHasASummaryNotAMillionRows()
{
    const WorkflowState state = load(QStringLiteral("soak-state.json"));
    const Report report = Report::build(state);
    QVERIFY(report.bandwidth);
    QVERIFY(report.bandwidth->rows.isEmpty());
    QVERIFY(report.bandwidth->soakSummary);
    const SoakSummary &s = *report.bandwidth->soakSummary;
    const ProbeSeries &samples = state.bandwidth.samples;
    QCOMPARE(s.samples, samples.size());
    QCOMPARE(s.minBusbw, *std::min_element(samples.busbw.cbegin(), samples.busbw.cend()));
    QCOMPARE(s.maxBusbw, *std::max_element(samples.busbw.cbegin(), samples.busbw.cend()));
    QList<double> sorted = samples.busbw;
    std::sort(sorted.begin(), sorted.end());
    QCOMPARE(s.medianBusbw, (sorted.at(sorted.size() / 2 - 1) + sorted.at(sorted.size() / 2)) / 2);
    QVERIFY(std::abs(s.durationSeconds - (samples.t.constLast() - samples.t.constFirst())) < 1e-9);
    // The soak fixture keeps no facts record: the versions come from the checks' evidence.
    QCOMPARE(report.nodes.constFirst().facts.model, QStringLiteral("NVIDIA DGX Spark"));
    QCOMPARE(report.nodes.constFirst().facts.driver, QStringLiteral("580.95.05"));
    QCOMPARE(report.nodes.constFirst().facts.uid, qint64(1000));
    // The dip at sample 300 survives the chart's downsampling.
    const ChartLine &line = report.bandwidth->chart.lines.constFirst();
    QVERIFY(std::any_of(
        line.data.cbegin(), line.data.cend(), [](const QPointF &p) { return p.y() == 11.2; }));
}

void TestReportExport::sizeTableRowsAreDistinct_data()
{
    QTest::addColumn<QString>("output"); // nccl-tests output in tests/data; empty: the fixture's
    QTest::addColumn<QString>("firstSize");
    QTest::addColumn<int>("leftOut");
    QTest::newRow("all_reduce from 8 B") << QString() << "8 B" << 0;
    // nccl-tests rounds 8 B and 16 B down to nothing for all_gather on two ranks and prints
    // two rows of size 0: the report showed "0 B" twice.
    QTest::newRow("all_gather from 8 B on two ranks") << "all_gather_2xH200_socket_info.txt"
                                                      << "32 B" << 2;
}

void TestReportExport::sizeTableRowsAreDistinct()
{
    QFETCH(QString, output);
    QFETCH(QString, firstSize);
    QFETCH(int, leftOut);
    WorkflowState state = load(QStringLiteral("sweep-state.json"));
    if (!output.isEmpty()) {
        const auto run = NcclTestsParser::parse(
            readAll(QFINDTESTDATA(QStringLiteral("../../data/nccl-tests/") + output)));
        TANDEM_VERIFY_RESULT(run);
        state.bandwidth.rows = run->rows;
    }
    const Report report = Report::build(state);
    QVERIFY(report.bandwidth);
    QStringList expected;
    for (const SweepRow &row : report.bandwidth->rows) {
        if (row.bytes > 0)
            expected << formatBytes(row.bytes);
    }
    QCOMPARE(report.bandwidth->rows.size() - expected.size(), qsizetype(leftOut));
    QCOMPARE(expected.constFirst(), firstSize);
    const QString note = Report::emptyRowsText(*report.bandwidth);
    QCOMPARE(note.isEmpty(), leftOut == 0);

    // The HTML's size table: the sizes that moved data, each once, and why the rest are absent.
    const QString html = QString::fromUtf8(reportHtml(report));
    const QString section = html.section(QStringLiteral("<section id=\"bandwidth\">"), 1)
                                .section(QStringLiteral("</section>"), 0, 0);
    static const QRegularExpression sizeCell(QStringLiteral("<tr><td>([^<]*)</td>"));
    QStringList sizes;
    for (auto it = sizeCell.globalMatch(section); it.hasNext();)
        sizes << it.next().captured(1);
    QCOMPARE(sizes, expected);
    QCOMPARE(!note.isEmpty() && section.contains(htmlEscaped(note)), leftOut > 0);

    // The PDF's: a line that starts with a size, a time and a bandwidth is a row of the table
    // (the chart's axis labels are sizes too, without decimals between them).
    if (m_pdftotext.isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed, so the PDF cannot be read back.");
    const QString path = m_dir.filePath(QStringLiteral("sizes.pdf"));
    const auto written = exportReport(report, path);
    TANDEM_VERIFY_RESULT(written);
    QProcess pdftotext;
    pdftotext.start(m_pdftotext, {QStringLiteral("-layout"), path, QStringLiteral("-")});
    QVERIFY(pdftotext.waitForFinished(30000));
    QCOMPARE(pdftotext.exitCode(), 0);
    const QString text = QString::fromUtf8(pdftotext.readAllStandardOutput());
    // pdftotext may drop the narrow space between a number and its unit ("8B").
    static const QRegularExpression sizeLine(
        QStringLiteral(R"(^\s*(\d+(?:\.\d+)?) ?(B|KiB|MiB|GiB|TiB)\s+\d+\.\d\s+\d+\.\d\d)"),
        QRegularExpression::MultilineOption);
    QStringList pdfSizes;
    for (auto it = sizeLine.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        pdfSizes << m.captured(1) + QLatin1Char(' ') + m.captured(2);
    }
    QCOMPARE(pdfSizes, expected);
    QCOMPARE(!note.isEmpty() && squeeze(text).contains(squeeze(note)), leftOut > 0);
}

void TestReportExport::exportErrors_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown extension") << "report.txt"
                                       << ".pdf, .html or .json";
    QTest::newRow("no such folder") << "missing/folder/report.json"
                                    << "does not exist";
    QTest::newRow("cannot write there") << "/proc/report.html"
                                        << "Cannot write the report";
}

void TestReportExport::exportErrors()
{
    QFETCH(QString, path);
    QFETCH(QString, message);
    const QString target = path.startsWith(QLatin1Char('/')) ? path : m_dir.filePath(path);
    const auto written
        = exportReport(Report::build(load(QStringLiteral("sweep-state.json"))), target);
    QVERIFY(!written.has_value());
    QVERIFY2(written.error().message.contains(message), qPrintable(written.error().message));
    QVERIFY(!QFile::exists(target));
}

QTEST_MAIN(TestReportExport)
#include "tst_reportexport.moc"
