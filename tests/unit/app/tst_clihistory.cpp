// SPDX-License-Identifier: GPL-3.0-or-later
// tandem-cli history, history compare and history baseline as a user runs them, over a history
// file written by HistoryStore; a damaged file set aside with a message; and the report beside
// the cluster's baseline (docs/cli-json.md, "`tandem-cli history --json`").
#include "clirun.h"
#include "history/historystore.h"
#include "historyfixtures.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Tandem;
using Tandem::Test::cli;
using Tandem::Test::run;
using Tandem::Test::Run;

namespace {

const QList<qint64> sizes{1 << 20, 1 << 24, 1 << 28};

} // namespace

class TestCliHistory final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_path;

private Q_SLOTS:
    void initTestCase()
    {
        m_path = m_dir.filePath(QStringLiteral("history.db"));
        HistoryStore store(m_path);
        QVERIFY(store.open());
        const QDateTime t0(QDate(2026, 12, 1), QTime(9, 0), Qt::UTC);
        QVERIFY(store.record(Test::runState(sizes, 7.0, t0), QStringLiteral("pass")));
        QVERIFY(store.record(Test::runState(sizes, 6.9, t0.addDays(1)), QStringLiteral("pass")));
        QVERIFY(store.record(Test::runState(sizes, 3.5, t0.addDays(2)), QStringLiteral("warn")));
    }

    void emptyHistory()
    {
        const QString path = m_dir.filePath(QStringLiteral("none.db"));
        const Run r = run(cli(),
                          {QStringLiteral("history"),
                           QStringLiteral("--history"),
                           path,
                           QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(
            QJsonDocument::fromJson(r.out).object().value(QStringLiteral("runs")).toArray().size(),
            0);
    }

    void lists()
    {
        const Run r = run(cli(),
                          {QStringLiteral("history"),
                           QStringLiteral("--history"),
                           m_path,
                           QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray runs
            = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("runs")).toArray();
        QCOMPARE(runs.size(), 3);
        const QJsonObject first = runs.at(0).toObject();
        for (const char *key :
             {"id", "cluster", "time", "kind", "verdict", "busbw_gbps", "baseline"})
            QVERIFY2(first.contains(QLatin1String(key)), key);
        QCOMPARE(first.value(QStringLiteral("cluster")).toString(), QStringLiteral("node1 node2"));
        // Of one cluster: the same names in any order.
        const Run one = run(cli(),
                            {QStringLiteral("history"),
                             QStringLiteral("node2"),
                             QStringLiteral("node1"),
                             QStringLiteral("--history"),
                             m_path,
                             QStringLiteral("--json")});
        QCOMPARE(QJsonDocument::fromJson(one.out)
                     .object()
                     .value(QStringLiteral("runs"))
                     .toArray()
                     .size(),
                 3);
        const Run text
            = run(cli(), {QStringLiteral("history"), QStringLiteral("--history"), m_path});
        QVERIFY2(text.out.contains("sweep") && text.out.contains("21.00"), text.out.constData());
    }

    void compare_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<int>("regressions");
        QTest::newRow("1.4 % slower") << "1"
                                      << "2" << 0 << 0;
        QTest::newRow("half speed") << "1"
                                    << "3" << 1 << 3;
        QTest::newRow("unknown run") << "1"
                                     << "99" << 2 << -1;
        QTest::newRow("not a number") << "1"
                                      << "x" << 2 << -1;
    }

    void compare()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(int, exitCode);
        QFETCH(int, regressions);
        const Run r = run(cli(),
                          {QStringLiteral("history"),
                           QStringLiteral("compare"),
                           a,
                           b,
                           QStringLiteral("--history"),
                           m_path,
                           QStringLiteral("--json")});
        QCOMPARE(r.exitCode, exitCode);
        if (regressions < 0) {
            QVERIFY(!r.err.isEmpty());
            return;
        }
        const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(doc.value(QStringLiteral("regressions")).toArray().size(), regressions);
        QCOMPARE(doc.value(QStringLiteral("sizes")).toArray().size(), 3);
    }

    void baselineAndReport()
    {
        Run r = run(cli(),
                    {QStringLiteral("history"),
                     QStringLiteral("baseline"),
                     QStringLiteral("2"),
                     QStringLiteral("--history"),
                     m_path});
        QCOMPARE(r.exitCode, 0);
        r = run(cli(),
                {QStringLiteral("history"),
                 QStringLiteral("--history"),
                 m_path,
                 QStringLiteral("--json")});
        const QJsonArray runs
            = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("runs")).toArray();
        QCOMPARE(runs.at(1).toObject().value(QStringLiteral("baseline")).toBool(), true);
        QCOMPARE(runs.at(0).toObject().value(QStringLiteral("baseline")).toBool(), false);

        // A session of this cluster at half speed: its report is set beside run 2.
        const QString state = m_dir.filePath(QStringLiteral("state.json"));
        QVERIFY(Test::runState(sizes, 3.4).save(state));
        const QString json = m_dir.filePath(QStringLiteral("r.json"));
        r = run(cli(),
                {QStringLiteral("report"),
                 QStringLiteral("--state"),
                 state,
                 QStringLiteral("--out"),
                 json,
                 QStringLiteral("--history"),
                 m_path});
        QFile file(json);
        QVERIFY2(file.open(QIODevice::ReadOnly), r.err.constData());
        const QJsonObject baseline = QJsonDocument::fromJson(file.readAll())
                                         .object()
                                         .value(QStringLiteral("baseline"))
                                         .toObject();
        QCOMPARE(baseline.value(QStringLiteral("a")).toObject().value(QStringLiteral("id")).toInt(),
                 2);
        QCOMPARE(baseline.value(QStringLiteral("regressions")).toArray().size(), 3);
        QVERIFY(baseline.value(QStringLiteral("summary"))
                    .toString()
                    .startsWith(QStringLiteral("Regression")));
    }

    // Not a database: set aside, the user told where, a new history started.
    void damagedFileIsSetAside()
    {
        const QString path = m_dir.filePath(QStringLiteral("damaged.db"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("my notes\n");
        f.close();
        const Run r = run(cli(), {QStringLiteral("history"), QStringLiteral("--history"), path});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains("moved aside"), r.err.constData());
        const QStringList aside
            = QDir(m_dir.path()).entryList({QStringLiteral("damaged.db.damaged-*")});
        QCOMPARE(aside.size(), 1);
        QFile kept(m_dir.filePath(aside.constFirst()));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray("my notes\n"));
    }
};

QTEST_GUILESS_MAIN(TestCliHistory)
#include "tst_clihistory.moc"
