// SPDX-License-Identifier: GPL-3.0-or-later
// The History page over a real history file: the cluster's runs, two compared (a regression at
// every size of a run at half speed), a baseline marked; and the page's screenshot
// (screenshots/history-page.png) for the eye.
#include "fakenoderunner.h"
#include "history/historystore.h"
#include "historyfixtures.h"
#include "models/historytablemodel.h"
#include "pages/historypage.h"
#include "steps/flow/workflow.h"

#include <QDir>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Ui;

class TestHistoryPage final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listsComparesAndMarks()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("history.db"));
        const QList<qint64> sizes{1 << 20, 1 << 24, 1 << 28, qint64(1) << 30};
        {
            HistoryStore store(path);
            QVERIFY(store.open());
            const QDateTime t0(QDate(2026, 12, 1), QTime(9, 0), Qt::UTC);
            QVERIFY(store.record(Test::runState(sizes, 5.9, t0), QStringLiteral("pass")));
            QVERIFY(
                store.record(Test::runState(sizes, 5.8, t0.addDays(1)), QStringLiteral("pass")));
            QVERIFY(
                store.record(Test::runState(sizes, 2.9, t0.addDays(2)), QStringLiteral("warn")));
            WorkflowState other = Test::runState(sizes, 5.0, t0);
            other.nodes[1].name = QStringLiteral("node9");
            QVERIFY(store.record(other, QStringLiteral("pass")));
        }
        Workflow workflow(Test::fakeRunnerFactory());
        workflow.restore(Test::runState(sizes, 1.0));
        workflow.setHistoryPath(path);
        HistoryPage page(&workflow);
        page.resize(1100, 720);
        page.show();
        page.refresh();
        page.waitForIdle();
        QCOMPARE(page.model()->rowCount(), 3); // this cluster's only
        auto *table = page.findChild<QTableView *>(QStringLiteral("historyTable"));
        QVERIFY(table);
        table->selectionModel()->select(page.model()->index(0, 0),
                                        QItemSelectionModel::Select | QItemSelectionModel::Rows);
        table->selectionModel()->select(page.model()->index(2, 0),
                                        QItemSelectionModel::Select | QItemSelectionModel::Rows);
        page.compare(page.model()->run(0)->id, page.model()->run(2)->id);
        page.waitForIdle();
        QVERIFY(page.comparison());
        QCOMPARE(page.comparison()->regressions().size(), 4);
        const auto *summary = page.findChild<QLabel *>(QStringLiteral("historySummary"));
        QVERIFY2(summary->text().contains(QStringLiteral("regression")),
                 qPrintable(summary->text()));

        const QString shots
            = qEnvironmentVariable("TANDEM_SCREENSHOTS", QStringLiteral("screenshots"));
        QDir().mkpath(shots);
        QVERIFY(page.grab().save(QDir(shots).filePath(QStringLiteral("history-page.png"))));

        // The second run becomes the baseline: marked with a star, once.
        {
            HistoryStore store(path);
            QVERIFY(store.open());
            QVERIFY(store.setBaseline(page.model()->run(1)->id));
        }
        page.refresh();
        page.waitForIdle();
        QCOMPARE(page.model()->data(page.model()->index(1, HistoryTableModel::Baseline)).toString(),
                 QStringLiteral("\u2605"));
        QVERIFY(page.model()
                    ->data(page.model()->index(0, HistoryTableModel::Baseline))
                    .toString()
                    .isEmpty());
    }

    // docs/history.md: with no run marked, the baseline is the cluster's first run that passed.
    // A run compared with itself, or with no baseline at all, leaves no old comparison on screen.
    // Runs of different tools are said to be so.
    void baselineFallsBackAndToolsAreNamed()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("history.db"));
        const QList<qint64> sizes{1 << 20, qint64(1) << 30};
        const QDateTime t0(QDate(2026, 12, 1), QTime(9, 0), Qt::UTC);
        {
            HistoryStore store(path);
            QVERIFY(store.open());
            QVERIFY(store.record(Test::runState(sizes, 5.0, t0), QStringLiteral("fail")));
            QVERIFY(
                store.record(Test::runState(sizes, 5.9, t0.addDays(1)), QStringLiteral("pass")));
            WorkflowState probe = Test::runState(sizes, 2.0, t0.addDays(2));
            probe.bandwidth.spec.tool = BandwidthTool::Probe;
            probe.bandwidth.spec.probeBackend = QStringLiteral("mpi");
            QVERIFY(store.record(probe, QStringLiteral("warn")));
        }
        Workflow workflow(Test::fakeRunnerFactory());
        workflow.restore(Test::runState(sizes, 1.0));
        workflow.setHistoryPath(path);
        HistoryPage page(&workflow);
        page.show();
        page.refresh();
        page.waitForIdle();
        QCOMPARE(page.model()->rowCount(), 3);
        auto *table = page.findChild<QTableView *>(QStringLiteral("historyTable"));
        auto *withBaseline = page.findChild<QPushButton *>(QStringLiteral("compareBaselineButton"));
        const auto *summary = page.findChild<QLabel *>(QStringLiteral("historySummary"));
        const auto selectOnly = [&](int row) {
            table->selectionModel()->select(page.model()->index(row, 0),
                                            QItemSelectionModel::ClearAndSelect
                                                | QItemSelectionModel::Rows);
        };
        int probeRow = -1;
        int passedRow = -1;
        for (int row = 0; row < 3; ++row) {
            if (page.model()->run(row)->verdict == QLatin1String("warn"))
                probeRow = row;
            if (page.model()->run(row)->verdict == QLatin1String("pass"))
                passedRow = row;
        }
        selectOnly(probeRow);
        QVERIFY(withBaseline->isEnabled());
        withBaseline->click();
        page.waitForIdle();
        QVERIFY(page.comparison());
        QCOMPARE(page.comparison()->a.id, page.model()->run(passedRow)->id);
        QVERIFY2(summary->text().contains(QLatin1String("different tools")),
                 qPrintable(summary->text()));
        QVERIFY2(summary->text().contains(QLatin1String("tandem-probe (MPI backend)")),
                 qPrintable(summary->text()));

        selectOnly(passedRow);
        withBaseline->click();
        page.waitForIdle();
        QVERIFY(!page.comparison());
        QVERIFY2(summary->text().contains(QLatin1String("is its cluster's baseline")),
                 qPrintable(summary->text()));
        auto *sizesTable = page.findChild<QTableWidget *>();
        QVERIFY(sizesTable);
        QCOMPARE(sizesTable->rowCount(), 0);
    }
};

QTEST_MAIN(TestHistoryPage)
#include "tst_historypage.moc"
