// SPDX-License-Identifier: GPL-3.0-or-later
#include "history/historycompare.h"
#include "historyfixtures.h"

#include <QJsonArray>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Test;

class TestHistoryCompare final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // More than 5 % below the reference at a size is a regression; 5 % or less is not.
    void regressions_data()
    {
        QTest::addColumn<double>("scaleB");
        QTest::addColumn<int>("regressions");
        QTest::newRow("same") << 7.0 << 0;
        QTest::newRow("4.9 % slower") << 7.0 * 0.951 << 0;
        QTest::newRow("5.1 % slower") << 7.0 * 0.949 << 3;
        QTest::newRow("half (the lab's speed fault)") << 3.5 << 3;
        QTest::newRow("faster") << 8.0 << 0;
    }

    void regressions()
    {
        QFETCH(double, scaleB);
        QFETCH(int, regressions);
        const QList<qint64> sizes{1 << 20, 1 << 24, 1 << 28};
        HistoryRun a;
        a.id = 1;
        HistoryRun b;
        b.id = 2;
        const HistoryComparison c
            = HistoryCompare::between(a, runState(sizes, 7.0), b, runState(sizes, scaleB));
        QCOMPARE(c.sizes.size(), 3);
        QCOMPARE(c.regressions().size(), regressions);
        const QJsonObject json = c.toJson();
        QCOMPARE(json.value(QStringLiteral("regressions")).toArray().size(), regressions);
        QCOMPARE(json.value(QStringLiteral("tolerance_percent")).toDouble(), 5.0);
        QCOMPARE(json.value(QStringLiteral("b"))[QStringLiteral("id")].toInt(), 2);
    }

    // Sizes only one run measured are listed, never a regression.
    void sizesOfEitherRun()
    {
        const HistoryComparison c = HistoryCompare::between(
            {}, runState({1024, 2048}, 1.0), {}, runState({2048, 4096}, 0.1));
        QCOMPARE(c.sizes.size(), 3);
        QVERIFY(c.sizes.at(0).a && !c.sizes.at(0).b);
        QVERIFY(!c.sizes.at(2).a && c.sizes.at(2).b);
        QCOMPARE(c.regressions().size(), 1); // 2048 only
        QCOMPARE(c.regressions().constFirst().bytes, qint64(2048));
    }

    void checksAndVersionsThatChanged()
    {
        WorkflowState a = runState({1024}, 1.0);
        NodeFacts facts;
        facts.node = QStringLiteral("node1");
        facts.driver = QStringLiteral("580.95.05");
        facts.kernel = QStringLiteral("6.17.0-1014-nvidia");
        a.facts = {facts};
        WorkflowState b = a;
        b.facts[0].driver = QStringLiteral("580.126.09");
        for (Check &check : b.checks[StepId::Verify]) {
            if (check.id == QLatin1String("verify.ping"))
                check.status = CheckStatus::Pass;
        }
        b.bandwidth.transport.ncclVersion = QStringLiteral("2.28.9");
        const HistoryComparison c = HistoryCompare::between({}, a, {}, b);
        QCOMPARE(c.checks.size(), 1);
        QCOMPARE(c.checks.constFirst().what, QStringLiteral("verify.ping"));
        QCOMPARE(c.checks.constFirst().a, QStringLiteral("fail"));
        QCOMPARE(c.checks.constFirst().b, QStringLiteral("pass"));
        QStringList versions;
        for (const auto &v : c.versions)
            versions << v.node + u':' + v.what + u'=' + v.b;
        QCOMPARE(versions,
                 (QStringList{":nccl=2.28.9", a.facts.at(0).node + ":driver=580.126.09"}));
    }
};

QTEST_GUILESS_MAIN(TestHistoryCompare)
#include "tst_historycompare.moc"
