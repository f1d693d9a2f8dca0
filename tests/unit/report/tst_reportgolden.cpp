// SPDX-License-Identifier: GPL-3.0-or-later
// The HTML and JSON of the two recorded sessions, byte for byte, against files kept beside this
// test. They pin what a report without a Doctor run looks like, so that a section added for
// something the session lacks cannot change the report of a session that lacks it. A change
// meant to alter the report rewrites them: run with TANDEM_UPDATE_GOLDEN=1, then read the diff.
#include "report/report.h"
#include "report/reporthtml.h"
#include "report/reportjson.h"
#include "session/workflowstate.h"

#include <QFile>
#include <QTest>

using namespace Tandem;

namespace {

WorkflowState load(const QString &name)
{
    auto state = WorkflowState::load(QFINDTESTDATA(QStringLiteral("../../data/report/") + name));
    if (!state)
        qFatal("%s", qPrintable(state.error().toString()));
    return *state;
}

// The two values that change with every build and every run are fixed, so the files can hold
// everything else.
Report fixedReport(const WorkflowState &state)
{
    Report report = Report::build(state, QDateTime(QDate(2026, 12, 3), QTime(12, 0), Qt::UTC));
    report.tandemVersion = QStringLiteral("golden");
    return report;
}

} // namespace

class TestReportGolden final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameAsRecorded_data();
    void sameAsRecorded();
};

void TestReportGolden::sameAsRecorded_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("golden");
    QTest::addColumn<bool>("html");
    QTest::newRow("sweep html") << "sweep-state.json"
                                << "sweep.html" << true;
    QTest::newRow("sweep json") << "sweep-state.json"
                                << "sweep.json" << false;
    QTest::newRow("soak html") << "soak-state.json"
                               << "soak.html" << true;
    QTest::newRow("soak json") << "soak-state.json"
                               << "soak.json" << false;
}

void TestReportGolden::sameAsRecorded()
{
    QFETCH(QString, fixture);
    QFETCH(QString, golden);
    QFETCH(bool, html);
    const Report report = fixedReport(load(fixture));
    const QByteArray made = html ? reportHtml(report) : reportJson(report);
    const QString folder = QFINDTESTDATA(QStringLiteral("golden"));
    QVERIFY(!folder.isEmpty());
    const QString path = folder + QLatin1Char('/') + golden;
    if (qEnvironmentVariableIsSet("TANDEM_UPDATE_GOLDEN")) {
        QFile out(path);
        QVERIFY2(out.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(path));
        QCOMPARE(out.write(made), made.size());
        QSKIP("Rewrote the file; read its diff before committing it.");
    }
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
    const QByteArray recorded = file.readAll();
    if (made != recorded) {
        // Name the first line that differs rather than printing two documents.
        const QList<QByteArray> a = made.split('\n');
        const QList<QByteArray> b = recorded.split('\n');
        qsizetype line = 0;
        while (line < a.size() && line < b.size() && a.at(line) == b.at(line))
            ++line;
        QFAIL(qPrintable(QStringLiteral("%1 differs from line %2: made \"%3\", recorded \"%4\"")
                             .arg(golden)
                             .arg(line + 1)
                             .arg(QString::fromUtf8(a.value(line).left(200)),
                                  QString::fromUtf8(b.value(line).left(200)))));
    }
}

QTEST_MAIN(TestReportGolden)
#include "tst_reportgolden.moc"
