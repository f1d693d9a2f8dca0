// SPDX-License-Identifier: GPL-3.0-or-later
// The report's order (docs/report.md, "Appendix: evidence"): what a signer reads first, in the
// same order in the HTML and the PDF; every piece of raw evidence after the heading
// "Appendix: evidence", in a numbered block that the summary it supports cites; in the PDF the
// appendix starts on a page of its own.
#include "report/chartsvg.h"
#include "report/report.h"
#include "report/reportappendix.h"
#include "report/reportdocument.h"
#include "report/reportexport.h"
#include "report/reporthtml.h"
#include "resultcheck.h"
#include "session/workflowstate.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Tandem;

namespace {

WorkflowState load(const QString &path)
{
    auto state = WorkflowState::load(QFINDTESTDATA(path));
    if (!state)
        qFatal("%s", qPrintable(state.error().toString()));
    return *state;
}

// The recorded sweep after it was accepted, with a later run that was cancelled: the report
// lists it under "Later runs not used".
WorkflowState withRunNotUsed()
{
    WorkflowState state = load(QStringLiteral("../../data/report/sweep-state.json"));
    state.acceptedBandwidth.run = state.bandwidth;
    state.acceptedBandwidth.checks = state.checks.value(StepId::Bandwidth);
    SetAsideRun later;
    later.finishedAt = state.bandwidth.finishedAt.addSecs(600);
    later.tool = QStringLiteral("nccl-tests");
    later.reason = SetAsideRun::Reason::Cancelled;
    state.acceptedBandwidth.later = {later};
    return state;
}

WorkflowState stateFor(const QString &fixture)
{
    if (fixture == QLatin1String("later run not used"))
        return withRunNotUsed();
    if (fixture == QLatin1String("doctor"))
        return load(QStringLiteral("data/doctor-state.json"));
    return load(QStringLiteral("../../data/report/%1-state.json").arg(fixture));
}

QString squeeze(QString text)
{
    text.remove(QRegularExpression(QStringLiteral("\\s+")));
    return text;
}

// The raw evidence of `report`, each piece as only its block prints it, in the HTML (a <pre>)
// and in the PDF's text (spaces and line breaks taken out): a check's evidence from where it
// ran to its exit, the bandwidth command, a finding's evidence (in the PDF after the nodes it is
// about, since a failed NCCL pair's error is also a cell of the Doctor's summary), a node's
// netplan file, a serving snippet.
QList<std::pair<QString, QString>> rawEvidence(const Report &report)
{
    QList<std::pair<QString, QString>> pieces;
    const auto add = [&](const QString &text, const QString &pdfBefore = {}) {
        if (!text.isEmpty())
            pieces.append({QStringLiteral("<pre>") + htmlEscaped(text), squeeze(pdfBefore + text)});
    };
    for (const ChecklistItem &item : report.checklist) {
        for (const ReportCheck &c : item.checks) {
            for (const Evidence &e : c.check.evidence) {
                add((e.node.isEmpty() ? QString() : e.node + QStringLiteral(" $ ")) + e.command
                    + QLatin1Char('\n')
                    + QStringLiteral("exit status %1 at %2")
                          .arg(e.exitStatus)
                          .arg(Report::timeText(e.when)));
            }
        }
    }
    if (report.bandwidth)
        add(report.bandwidth->command);
    if (report.doctor) {
        for (const Finding &f : ReportAppendix::findings(*report.doctor))
            add(f.evidence, ReportDoctor::whereText(f));
    }
    for (const QString &yaml : report.netplanYaml)
        add(yaml);
    if (report.snippets) {
        for (const auto &[name, text] : ReportAppendix::snippets(*report.snippets))
            add(text);
    }
    return pieces;
}

} // namespace

class TestReportAppendix final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void summariesFirstEvidenceInTheAppendix_data();
    void summariesFirstEvidenceInTheAppendix();

private:
    QTemporaryDir m_dir;
    QString m_pdftotext;
};

void TestReportAppendix::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
}

void TestReportAppendix::summariesFirstEvidenceInTheAppendix_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QStringList>("sections"); // the HTML's <h2>s, in order
    const QStringList base{QStringLiteral("Acceptance checklist"), QStringLiteral("Bandwidth")};
    const QStringList rest{QStringLiteral("Network plan"),
                           QStringLiteral("Serving snippets"),
                           QStringLiteral("Steps"),
                           ReportAppendix::heading()};
    QTest::newRow("sweep") << "sweep"
                           << base + QStringList{QStringLiteral("Nodes and versions")} + rest;
    QTest::newRow("soak") << "soak"
                          << base + QStringList{QStringLiteral("Nodes and versions")} + rest;
    QTest::newRow("with a Doctor run")
        << "doctor"
        << base + QStringList{QStringLiteral("Doctor"), QStringLiteral("Nodes and versions")}
               + rest;
    QTest::newRow("with a later run not used")
        << "later run not used"
        << base
               + QStringList{QStringLiteral("Nodes and versions"),
                             QStringLiteral("Later runs not used")}
               + rest;
}

void TestReportAppendix::summariesFirstEvidenceInTheAppendix()
{
    QFETCH(QString, fixture);
    QFETCH(QStringList, sections);
    const Report report = Report::build(stateFor(fixture));
    const ReportAppendix appendix(report);
    QVERIFY(!appendix.entries().isEmpty());
    const auto evidence = rawEvidence(report);
    QVERIFY(!evidence.isEmpty());

    // --- HTML: the sections in order, the evidence after the appendix's heading.
    const QString html = QString::fromUtf8(reportHtml(report));
    static const QRegularExpression h2(QStringLiteral("<h2>([^<]*)</h2>"));
    QStringList headings;
    for (auto it = h2.globalMatch(html); it.hasNext();)
        headings << it.next().captured(1);
    QCOMPARE(headings, sections);
    const qsizetype htmlAppendix
        = html.indexOf(QStringLiteral("<h2>%1</h2>").arg(htmlEscaped(ReportAppendix::heading())));
    QVERIFY(htmlAppendix > 0);
    for (const auto &[piece, inPdf] : evidence) {
        const qsizetype at = html.indexOf(piece);
        QVERIFY2(at > htmlAppendix, qPrintable(piece.left(120)));
    }
    // Each block is cited before the appendix and titled in it, in order.
    qsizetype previous = htmlAppendix;
    for (const ReportAppendix::Entry &entry : appendix.entries()) {
        const QRegularExpression cited(
            QStringLiteral("Appendix %1(?!\\d)").arg(QRegularExpression::escape(entry.label)));
        const auto citation = cited.match(html);
        QVERIFY2(citation.hasMatch() && citation.capturedStart() < htmlAppendix,
                 qPrintable(entry.label));
        const qsizetype titled = html.indexOf(
            QStringLiteral("<h3>%1</h3>").arg(htmlEscaped(ReportAppendix::headingText(entry))));
        QVERIFY2(titled > previous, qPrintable(ReportAppendix::headingText(entry)));
        previous = titled;
    }

    // --- PDF: the same order, the same blocks, the appendix on a page of its own.
    if (m_pdftotext.isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed, so the PDF cannot be read back.");
    const QString path = m_dir.filePath(QStringLiteral("order.pdf"));
    const auto written = exportReport(report, path);
    TANDEM_VERIFY_RESULT(written);
    QProcess pdftotext;
    pdftotext.start(m_pdftotext, {path, QStringLiteral("-")});
    QVERIFY(pdftotext.waitForFinished(30000));
    QCOMPARE(pdftotext.exitCode(), 0);
    const QString raw = QString::fromUtf8(pdftotext.readAllStandardOutput());
    const qsizetype rawAppendix = raw.indexOf(ReportAppendix::heading());
    QVERIFY(rawAppendix > 0);
    // Between the page's start and the heading, only the running header.
    QString top = raw.mid(raw.lastIndexOf(QLatin1Char('\f'), rawAppendix) + 1,
                          rawAppendix - raw.lastIndexOf(QLatin1Char('\f'), rawAppendix) - 1);
    top.remove(ReportDocument::tr("Tandem acceptance report, generated %1")
                   .arg(Report::timeText(report.generatedAt)));
    top.remove(report.accepted() ? ReportDocument::tr("Accepted")
                                 : ReportDocument::tr("Not accepted"));
    QVERIFY2(top.trimmed().isEmpty(), qPrintable(top));

    const QString pdf = squeeze(raw);
    const qsizetype pdfAppendix = pdf.indexOf(squeeze(ReportAppendix::heading()));
    qsizetype from = 0;
    for (const QString &section : sections) {
        const qsizetype at = pdf.indexOf(squeeze(section), from);
        QVERIFY2(at >= from, qPrintable(section));
        from = at + 1;
    }
    for (const auto &[inHtml, piece] : evidence) {
        const qsizetype at = pdf.indexOf(piece);
        QVERIFY2(at > pdfAppendix, qPrintable(piece.left(120)));
    }
    previous = pdfAppendix;
    for (const ReportAppendix::Entry &entry : appendix.entries()) {
        const QRegularExpression cited(
            QStringLiteral("Appendix%1(?!\\d)").arg(QRegularExpression::escape(entry.label)));
        const auto citation = cited.match(pdf);
        QVERIFY2(citation.hasMatch() && citation.capturedStart() < pdfAppendix,
                 qPrintable(entry.label));
        const qsizetype titled = pdf.indexOf(squeeze(ReportAppendix::headingText(entry)));
        QVERIFY2(titled > previous, qPrintable(ReportAppendix::headingText(entry)));
        previous = titled;
    }
}

QTEST_MAIN(TestReportAppendix) // a GUI application: the PDF's fonts
#include "tst_reportappendix.moc"
