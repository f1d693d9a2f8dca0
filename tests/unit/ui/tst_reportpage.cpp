// SPDX-License-Identifier: GPL-3.0-or-later
// The Report page on a saved session: the checklist and banner say what Report::build says,
// the preview shows the report's pages, Export writes the format its extension names (and a
// bad path is a message, not a crash), Save snippets writes the three files; the run beside
// the cluster's accepted baseline from the run history joins the report, and a history that
// cannot be read is said without losing the report.
#include "fakenoderunner.h"
#include "history/historystore.h"
#include "historyfixtures.h"
#include "pages/reportpage.h"
#include "report/reportdocument.h"
#include "reportpreview.h"
#include "resultcheck.h"
#include "session/workflowstate.h"
#include "steps/flow/workflow.h"

#include <QFile>
#include <QImage>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace Tandem;
using namespace Tandem::Ui;

namespace {

WorkflowState fixture(const QString &name)
{
    auto state = WorkflowState::load(QFINDTESTDATA(QStringLiteral("../../data/report/") + name));
    if (!state)
        qFatal("%s", qPrintable(state.error().toString()));
    return *state;
}

QByteArray head(const QString &path, int bytes)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.read(bytes) : QByteArray();
}

} // namespace

class TestReportPage final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void emptySessionSaysWhy();
    void checklistFollowsTheReport_data();
    void checklistFollowsTheReport();
    void previewShowsThePages();
    void exportByExtension_data();
    void exportByExtension();
    void exportToBadPathSaysWhy();
    void snippetsAreSaved();
    void rebuildsAfterAStep();
    void comparesWithTheBaseline_data();
    void comparesWithTheBaseline();
    void unreadableHistorySaysWhy();
};

void TestReportPage::emptySessionSaysWhy()
{
    Workflow workflow(Test::fakeRunnerFactory());
    Ui::ReportPage page(&workflow);
    page.refresh();
    auto *exportButton = page.findChild<QPushButton *>(QStringLiteral("exportButton"));
    QVERIFY(exportButton);
    QVERIFY(!exportButton->isEnabled());
    QVERIFY(!exportButton->toolTip().isEmpty());
    auto *snippets = page.findChild<QPushButton *>(QStringLiteral("saveSnippetsButton"));
    QVERIFY(snippets);
    QVERIFY(!snippets->isEnabled());
    QVERIFY2(!snippets->toolTip().isEmpty(), "no reason given for the disabled snippets");
    QVERIFY(!page.report().accepted());
}

void TestReportPage::checklistFollowsTheReport_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("sweep") << QStringLiteral("sweep-state.json");
    QTest::newRow("soak") << QStringLiteral("soak-state.json");
}

void TestReportPage::checklistFollowsTheReport()
{
    QFETCH(QString, file);
    const WorkflowState state = fixture(file);
    Workflow workflow(Test::fakeRunnerFactory());
    workflow.restore(state);
    Ui::ReportPage page(&workflow);
    page.refresh();

    const Report expected = Report::build(state);
    auto *tree = page.findChild<QTreeWidget *>(QStringLiteral("reportChecklist"));
    QVERIFY(tree);
    QCOMPARE(tree->topLevelItemCount(), int(expected.checklist.size()));
    QCOMPARE(tree->topLevelItemCount(), 5);
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = tree->topLevelItem(i);
        const ChecklistItem &want = expected.checklist.at(i);
        QCOMPARE(item->data(0, Qt::UserRole).toString(), want.id);
        QCOMPARE(item->data(1, Qt::UserRole).toString(), Report::verdictKey(want.verdict));
        QCOMPARE(item->childCount(), int(want.checks.size()));
    }
    auto *banner = page.findChild<QLabel *>(QStringLiteral("reportVerdict"));
    QVERIFY(banner);
    QCOMPARE(banner->text().startsWith(QLatin1String("Accepted")), expected.accepted());

    // The snippets shown are the report's, on CX7 addresses.
    QVERIFY(expected.snippets.has_value());
    auto *hostfile = page.findChild<QPlainTextEdit *>(QStringLiteral("hostfileSnippet"));
    QVERIFY(hostfile);
    QCOMPARE(hostfile->toPlainText(), expected.snippets->hostfile);
}

void TestReportPage::previewShowsThePages()
{
    Workflow workflow(Test::fakeRunnerFactory());
    workflow.restore(fixture(QStringLiteral("sweep-state.json")));
    Ui::ReportPage page(&workflow);
    page.resize(1200, 800);
    page.refresh();

    ReportPreview *preview = page.preview();
    QCOMPARE(preview->pageCount(), ReportDocument(page.report()).pageCount());
    QVERIFY(preview->pageCount() >= 2);
    auto *label = page.findChild<QLabel *>(QStringLiteral("pageLabel"));
    QCOMPARE(label->text(), QStringLiteral("Page 1 of %1").arg(preview->pageCount()));
    auto *previous = page.findChild<QPushButton *>(QStringLiteral("previousPageButton"));
    auto *next = page.findChild<QPushButton *>(QStringLiteral("nextPageButton"));
    QVERIFY(!previous->isEnabled());
    QVERIFY(next->isEnabled());

    // The page is painted: a white sheet with dark text on it.
    preview->resize(400, 560);
    const QImage first = preview->grab().toImage();
    qsizetype dark = 0;
    for (int y = 0; y < first.height(); y += 2) {
        for (int x = 0; x < first.width(); x += 2)
            dark += qGray(first.pixel(x, y)) < 100 ? 1 : 0;
    }
    QVERIFY2(dark > 50, qPrintable(QStringLiteral("%1 dark pixels").arg(dark)));

    QTest::mouseClick(next, Qt::LeftButton);
    QCOMPARE(preview->currentPage(), 1);
    QCOMPARE(label->text(), QStringLiteral("Page 2 of %1").arg(preview->pageCount()));
    QVERIFY(preview->grab().toImage() != first);
    preview->setCurrentPage(1000);
    QCOMPARE(preview->currentPage(), preview->pageCount() - 1);
    QVERIFY(!next->isEnabled());
}

void TestReportPage::exportByExtension_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("magic");
    QTest::newRow("pdf") << QStringLiteral("report.pdf") << QByteArray("%PDF-");
    QTest::newRow("html") << QStringLiteral("report.html") << QByteArray("<!DOCTYPE html>");
    QTest::newRow("json") << QStringLiteral("report.JSON") << QByteArray("{");
}

void TestReportPage::exportByExtension()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, magic);
    Workflow workflow(Test::fakeRunnerFactory());
    workflow.restore(fixture(QStringLiteral("sweep-state.json")));
    Ui::ReportPage page(&workflow);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(name);
    TANDEM_VERIFY_RESULT(page.exportTo(path));
    QVERIFY2(head(path, 64).trimmed().startsWith(magic), head(path, 64).constData());
    auto *status = page.findChild<QLabel *>(QStringLiteral("reportStatus"));
    QVERIFY2(status->text().contains(name), qPrintable(status->text()));
}

void TestReportPage::exportToBadPathSaysWhy()
{
    Workflow workflow(Test::fakeRunnerFactory());
    workflow.restore(fixture(QStringLiteral("sweep-state.json")));
    Ui::ReportPage page(&workflow);
    QTemporaryDir dir;
    const Result<void> wrongKind = page.exportTo(dir.filePath(QStringLiteral("report.docx")));
    QVERIFY(!wrongKind);
    auto *status = page.findChild<QLabel *>(QStringLiteral("reportStatus"));
    QCOMPARE(status->text(), wrongKind.error().toString());
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("report.docx"))));

    const Result<void> nowhere
        = page.exportTo(dir.filePath(QStringLiteral("missing/folder/report.pdf")));
    QVERIFY(!nowhere);
    QVERIFY(!nowhere.error().message.isEmpty());
    QCOMPARE(status->text(), nowhere.error().toString());
}

void TestReportPage::snippetsAreSaved()
{
    Workflow workflow(Test::fakeRunnerFactory());
    workflow.restore(fixture(QStringLiteral("sweep-state.json")));
    Ui::ReportPage page(&workflow);
    page.refresh();
    QTemporaryDir dir;
    TANDEM_VERIFY_RESULT(page.saveSnippetsTo(dir.path()));
    const ServingSnippets &snippets = *page.report().snippets;
    QCOMPARE(QString::fromUtf8(
                 head(dir.filePath(QString::fromLatin1(ServingSnippets::hostfileName)), 1 << 20)),
             snippets.hostfile);
    QCOMPARE(QString::fromUtf8(
                 head(dir.filePath(QString::fromLatin1(ServingSnippets::envFileName)), 1 << 20)),
             snippets.envFile);
    QCOMPARE(QString::fromUtf8(
                 head(dir.filePath(QString::fromLatin1(ServingSnippets::rayLaunchName)), 1 << 20)),
             snippets.rayLaunch);
}

void TestReportPage::rebuildsAfterAStep()
{
    // A page in view rebuilds when a step finishes; here the nodes change underneath it.
    Workflow workflow(Test::fakeRunnerFactory());
    Ui::ReportPage page(&workflow);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QVERIFY(page.report().nodes.isEmpty());
    workflow.restore(fixture(QStringLiteral("sweep-state.json")));
    Q_EMIT workflow.stepFinished(StepId::Verify);
    QCOMPARE(page.report().nodes.size(), 2);
    auto *exportButton = page.findChild<QPushButton *>(QStringLiteral("exportButton"));
    QVERIFY(exportButton->isEnabled());
}

void TestReportPage::comparesWithTheBaseline_data()
{
    QTest::addColumn<double>("scale");
    QTest::addColumn<int>("regressions");
    QTest::addColumn<QString>("summary");
    QTest::addColumn<bool>("failed"); // the last run's verdict failed
    // The baseline ran at 6.0 per size place; a run 10 % slower regresses at every size.
    QTest::newRow("slower") << 5.4 << 4 << QStringLiteral("Regression against") << false;
    QTest::newRow("same") << 5.9 << 0 << QStringLiteral("No regression against") << false;
    // A later run that failed does not stand in silently for the accepted one: the report says
    // the baseline passed and where it is kept.
    QTest::newRow("failed after the baseline")
        << 5.9 << 0
        << QStringLiteral("The last run failed; the accepted baseline (run 1 of 2026-12-01 09:00) "
                          "passed and stays in the run history.")
        << true;
}

void TestReportPage::comparesWithTheBaseline()
{
    QFETCH(double, scale);
    QFETCH(int, regressions);
    QFETCH(QString, summary);
    QFETCH(bool, failed);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.db"));
    const QList<qint64> sizes{1 << 20, 1 << 24, 1 << 28, qint64(1) << 30};
    const QDateTime t0(QDate(2026, 12, 1), QTime(9, 0), Qt::UTC);
    {
        HistoryStore store(path);
        TANDEM_VERIFY_RESULT(store.open());
        TANDEM_VERIFY_RESULT(store.record(Test::runState(sizes, 6.0, t0), QStringLiteral("pass")));
    }
    Workflow workflow(Test::fakeRunnerFactory());
    WorkflowState last = Test::runState(sizes, scale, t0.addDays(3));
    if (failed) {
        for (Check &check : last.checks[StepId::Bandwidth])
            check.status = CheckStatus::Fail;
    }
    workflow.restore(last);
    workflow.setHistoryPath(path);
    Ui::ReportPage page(&workflow);
    QSignalSpy read(&page, &Ui::ReportPage::baselineRead);
    page.refresh();
    QVERIFY(!page.report().baseline); // not read on the GUI thread
    QVERIFY(read.wait(5000));
    QVERIFY(page.report().baseline);
    QCOMPARE(page.report().baseline->regressions().size(), regressions);

    // The export carries it, as the CLI's report does.
    const QString json = dir.filePath(QStringLiteral("report.json"));
    TANDEM_VERIFY_RESULT(page.exportTo(json));
    const QString text = QString::fromUtf8(head(json, 1 << 22));
    QVERIFY2(text.contains(QStringLiteral("\"baseline\"")), "no baseline in the exported JSON");
    QVERIFY2(text.contains(summary), qPrintable(summary));
    QCOMPARE(text.contains(QStringLiteral("The last run failed")), failed);
    QCOMPARE(page.report().baseline->regressions().size(), regressions);
}

void TestReportPage::unreadableHistorySaysWhy()
{
    // A history from a newer Tandem is refused untouched: the report stands, the status says why.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("history.db"));
    {
        QSqlDatabase db
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("up"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        for (const char *sql : {"CREATE TABLE future (x)", "PRAGMA user_version = 99"}) {
            QSqlQuery query(db);
            QVERIFY2(query.exec(QString::fromLatin1(sql)), qPrintable(query.lastError().text()));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("up"));
    const QByteArray before = head(path, 1 << 22);
    Workflow workflow(Test::fakeRunnerFactory());
    workflow.restore(fixture(QStringLiteral("sweep-state.json")));
    workflow.setHistoryPath(path);
    Ui::ReportPage page(&workflow);
    QSignalSpy read(&page, &Ui::ReportPage::baselineRead);
    page.refresh();
    QVERIFY(read.wait(5000));
    QVERIFY(!page.report().baseline);
    QVERIFY(!page.report().nodes.isEmpty());
    auto *status = page.findChild<QLabel *>(QStringLiteral("reportStatus"));
    QVERIFY2(status->text().contains(QStringLiteral("baseline")), qPrintable(status->text()));
    QCOMPARE(head(path, 1 << 22), before);
}

QTEST_MAIN(TestReportPage)
#include "tst_reportpage.moc"
