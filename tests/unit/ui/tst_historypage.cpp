// SPDX-License-Identifier: GPL-3.0-or-later
// The History page over a real history file: the cluster's runs, two compared (a regression at
// every size of a run at half speed), a baseline marked; and the page's screenshot
// (screenshots/history-page.png) for the eye.
#include "fakenoderunner.h"
#include "history/historystore.h"
#include "historyfixtures.h"
#include "models/historytablemodel.h"
#include "pages/historypage.h"
#include "steps/workflow.h"

#include <QDir>
#include <QItemSelectionModel>
#include <QLabel>
#include <QTableView>
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
};

QTEST_MAIN(TestHistoryPage)
#include "tst_historypage.moc"
