// SPDX-License-Identifier: GPL-3.0-or-later
#include "history/historystore.h"
#include "historyfixtures.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Test;

namespace {

QByteArray hashOf(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

// Runs SQL on a file outside HistoryStore: to make old or planted files.
void execOn(const QString &path, const QStringList &statements)
{
    {
        QSqlDatabase db
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (const QString &s : statements)
            QVERIFY2(q.exec(s), qPrintable(s));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
}

} // namespace

class TestHistoryStore final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    [[nodiscard]] QString file(const char *name) const
    {
        return m_dir.filePath(QLatin1String(name));
    }

private Q_SLOTS:
    void keepsListsAndLoadsRuns()
    {
        HistoryStore store(file("a.db"));
        QVERIFY(store.open());
        const QList<qint64> sizes{1 << 20, 1 << 24, 1 << 28};
        const WorkflowState first
            = runState(sizes, 7.0, QDateTime(QDate(2026, 12, 1), QTime(9, 0), Qt::UTC));
        const auto id1 = store.record(first, QStringLiteral("pass"));
        QVERIFY2(id1, qPrintable(id1 ? QString() : id1.error().toString()));
        const auto id2 = store.record(runState(sizes, 6.0), QStringLiteral("warn"));
        QVERIFY(id2);
        const auto runs = store.list();
        QVERIFY(runs);
        QCOMPARE(runs->size(), 2);
        const HistoryRun &run = runs->constFirst();
        QCOMPARE(run.id, *id1);
        QCOMPARE(run.cluster, QStringLiteral("node1 node2"));
        QCOMPARE(run.nodes, (QStringList{"node1", "node2"}));
        QCOMPARE(run.kind, QStringLiteral("sweep"));
        QCOMPARE(run.verdict, QStringLiteral("pass"));
        QCOMPARE(run.busbw.value_or(0), 21.0);
        QCOMPARE(run.bytes, qint64(1) << 28);
        QCOMPARE(run.time, QDateTime(QDate(2026, 12, 1), QTime(9, 0), Qt::UTC));
        const auto loaded = store.load(*id1);
        QVERIFY2(loaded, qPrintable(loaded ? QString() : loaded.error().toString()));
        QCOMPARE(loaded->bandwidth.rows.size(), 3);
        QCOMPARE(loaded->bandwidth.rows.at(2).outOfPlace.busbw.value_or(0), 21.0);
        QCOMPARE(loaded->nodes.size(), 2);
        QVERIFY(store.list(QStringLiteral("node1 node3"))->isEmpty());
        QVERIFY(!store.load(999));
        QVERIFY(store.load(999).error().message.contains(QStringLiteral("no run 999")));
    }

    void clusterKeyIgnoresOrder()
    {
        NodeAddress a;
        a.name = QStringLiteral("spark-b");
        NodeAddress b;
        b.name = QStringLiteral("spark-a");
        QCOMPARE(HistoryStore::clusterKey({a, b}), HistoryStore::clusterKey({b, a}));
    }

    // The baseline is the run marked so, else the cluster's first run that passed.
    void baseline()
    {
        HistoryStore store(file("b.db"));
        QVERIFY(store.open());
        const auto warn = store.record(runState({1024}, 1.0), QStringLiteral("warn"));
        const auto pass = store.record(runState({1024}, 1.0), QStringLiteral("pass"));
        const auto later = store.record(runState({1024}, 1.0), QStringLiteral("pass"));
        QVERIFY(warn && pass && later);
        QCOMPARE(store.baseline(QStringLiteral("node1 node2"))->value().id, *pass);
        QVERIFY(store.setBaseline(*later));
        QCOMPARE(store.baseline(QStringLiteral("node1 node2"))->value().id, *later);
        QVERIFY(store.setBaseline(*warn));
        const auto runs = store.list();
        int marked = 0;
        for (const HistoryRun &r : *runs)
            marked += r.baseline ? 1 : 0;
        QCOMPARE(marked, 1);
        QVERIFY(!store.setBaseline(4242));
        QVERIFY(!store.baseline(QStringLiteral("nobody"))->has_value());
    }

    // A schema-1 file (before the baseline and nodes existed) is taken forward, its runs kept.
    void migratesVersion1()
    {
        const QString path = file("v1.db");
        execOn(
            path,
            {QStringLiteral("CREATE TABLE runs (id INTEGER PRIMARY KEY AUTOINCREMENT, cluster TEXT "
                            "NOT NULL, time TEXT NOT NULL, kind TEXT NOT NULL, verdict TEXT NOT "
                            "NULL, busbw REAL, state BLOB NOT NULL)"),
             QStringLiteral("CREATE INDEX runs_by_cluster ON runs (cluster, time)"),
             QStringLiteral(
                 "INSERT INTO runs (cluster, time, kind, verdict, busbw, state) VALUES "
                 "('node1 node2', '2026-11-01T10:00:00Z', 'sweep', 'pass', 22.5, x'00')"),
             QStringLiteral("PRAGMA user_version = 1")});
        HistoryStore store(path);
        QVERIFY(store.open());
        const auto runs = store.list();
        QVERIFY(runs);
        QCOMPARE(runs->size(), 1);
        QCOMPARE(runs->constFirst().busbw.value_or(0), 22.5);
        QCOMPARE(runs->constFirst().baseline, false);
        QVERIFY(store.record(runState({1024}, 1.0), QStringLiteral("pass")));
        // Its damaged session is refused when loaded, clearly, not guessed.
        QVERIFY(!store.load(runs->constFirst().id));
    }

    void refusesANewerSchemaUntouched()
    {
        const QString path = file("future.db");
        execOn(path,
               {QStringLiteral("CREATE TABLE future (x)"),
                QStringLiteral("PRAGMA user_version = 99")});
        const QByteArray before = hashOf(path);
        HistoryStore store(path);
        const auto opened = store.open();
        QVERIFY(!opened);
        QVERIFY2(opened.error().message.contains(QStringLiteral("newer Tandem")),
                 qPrintable(opened.error().message));
        QCOMPARE(hashOf(path), before);
    }

    // A damaged file is moved aside, byte for byte, with a message saying where; never emptied.
    void movesADamagedFileAside_data()
    {
        QTest::addColumn<bool>("sqliteHeader");
        QTest::newRow("not a database") << false;
        QTest::newRow("pages overwritten") << true;
    }

    void movesADamagedFileAside()
    {
        QFETCH(bool, sqliteHeader);
        const QString path = m_dir.filePath(QStringLiteral("damaged-%1.db").arg(sqliteHeader));
        if (sqliteHeader) {
            {
                HistoryStore store(path);
                QVERIFY(store.open());
                for (int i = 0; i < 20; ++i)
                    QVERIFY(store.record(runState({1 << 20, 1 << 24}, 2.0 + i),
                                         QStringLiteral("pass")));
            }
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.size() > 8192);
            // Every page after the first, b-tree headers and all; the file's header stays.
            f.seek(4096);
            f.write(QByteArray(int(f.size() - 4096), '\x5a'));
        } else {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("these are my notes, not a database\n");
        }
        const QByteArray before = hashOf(path);
        HistoryStore store(path);
        QString notice;
        const auto opened = store.open(&notice);
        QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().toString()));
        QVERIFY2(notice.contains(QStringLiteral("moved aside")), qPrintable(notice));
        const QStringList aside
            = QDir(m_dir.path())
                  .entryList({QFileInfo(path).fileName() + QStringLiteral(".damaged-*")},
                             QDir::Files);
        QVERIFY2(!aside.isEmpty(), qPrintable(QDir(m_dir.path()).entryList().join(u' ')));
        QVERIFY(notice.contains(aside.constFirst().section(QLatin1Char('-'), 0, 0)));
        QCOMPARE(hashOf(m_dir.filePath(aside.constFirst())), before);
        QVERIFY(store.list()->isEmpty());
        QVERIFY(store.record(runState({1024}, 1.0), QStringLiteral("pass")));
    }

    // A planted row whose packed session claims gigabytes is refused before it is unpacked.
    void refusesAHugePackedSession()
    {
        const QString path = file("planted.db");
        {
            HistoryStore store(path);
            QVERIFY(store.open());
            QVERIFY(store.record(runState({1024}, 1.0), QStringLiteral("pass")));
        }
        execOn(path, {QStringLiteral("UPDATE runs SET state = x'FFFFFFFF789c0300000000'")});
        HistoryStore store(path);
        QVERIFY(store.open());
        const auto loaded = store.load(store.list()->constFirst().id);
        QVERIFY(!loaded);
        QVERIFY2(loaded.error().message.contains(QStringLiteral("larger")),
                 qPrintable(loaded.error().message));
    }

    // Two stores on one file, as the GUI and tandem-cli at once: both runs are kept.
    void twoWritersAtOnce()
    {
        const QString path = file("two.db");
        HistoryStore a(path);
        HistoryStore b(path);
        QVERIFY(a.open());
        QVERIFY(b.open());
        QVERIFY(a.record(runState({1024}, 1.0), QStringLiteral("pass")));
        QVERIFY(b.record(runState({1024}, 2.0), QStringLiteral("pass")));
        QCOMPARE(a.list()->size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestHistoryStore)
#include "tst_historystore.moc"
