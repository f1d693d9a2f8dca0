// SPDX-License-Identifier: GPL-3.0-or-later
// Kill a writer mid-write, again and again: the history opens every time, with every run whose
// commit returned (docs/history.md). The test runs itself as the writer (`--writer FILE`):
// it keeps runs in a loop, printing each id once record() has committed it.
#include "history/historystore.h"
#include "historyfixtures.h"

#include <QCoreApplication>
#include <QProcess>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace Tandem;
using namespace Tandem::Test;

namespace {

int writer(const QString &path)
{
    HistoryStore store(path);
    if (!store.open())
        return 3;
    // A soak-sized session, so that a kill often lands inside a write.
    WorkflowState state = runState({1 << 20, 1 << 24, 1 << 28}, 5.0);
    for (int i = 0; i < 5000; ++i)
        state.bandwidth.samples.append(
            ProbeSample{{}, 1 << 28, 100.0, 10.0 + i % 7, 20.0, 0, i * 0.2, 0});
    for (;;) {
        const auto id = store.record(state, QStringLiteral("pass"));
        if (!id)
            return 4;
        std::printf("%lld\n", static_cast<long long>(*id));
        std::fflush(stdout);
    }
}

} // namespace

class TestHistoryCrash final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void killedWritersLoseNoCommittedRun()
    {
        const int rounds = qEnvironmentVariableIntValue("TANDEM_KILL_ROUNDS") > 0
                               ? qEnvironmentVariableIntValue("TANDEM_KILL_ROUNDS")
                               : 100;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("history.db"));
        QSet<qint64> committed;
        int killedMidWrite = 0;
        for (int round = 0; round < rounds; ++round) {
            QProcess child;
            child.start(QCoreApplication::applicationFilePath(),
                        {QStringLiteral("--writer"), path});
            QVERIFY(child.waitForStarted());
            // Let it commit a few, then kill it at a random moment of the next.
            QTRY_VERIFY_WITH_TIMEOUT(
                child.bytesAvailable() > 0 || child.state() != QProcess::Running, 20000);
            QTest::qWait(int(QRandomGenerator::global()->bounded(1, 40)));
            child.kill();
            QVERIFY(child.waitForFinished());
            QCOMPARE(child.exitStatus(), QProcess::CrashExit);
            ++killedMidWrite;
            for (const QByteArray &line : child.readAllStandardOutput().split('\n')) {
                if (!line.isEmpty())
                    committed.insert(line.toLongLong());
            }
            HistoryStore store(path);
            QString notice;
            const auto opened = store.open(&notice);
            QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().toString()));
            QVERIFY2(notice.isEmpty(), qPrintable(notice));
            const auto runs = store.list();
            QVERIFY(runs);
            QSet<qint64> kept;
            for (const HistoryRun &run : *runs)
                kept.insert(run.id);
            for (const qint64 id : std::as_const(committed))
                QVERIFY2(kept.contains(id),
                         qPrintable(QStringLiteral("round %1: run %2 lost").arg(round).arg(id)));
            // The newest run of all, whole: its session unpacks and reads.
            const auto last = store.load(runs->constLast().id);
            QVERIFY2(last, qPrintable(last ? QString() : last.error().toString()));
            QCOMPARE(last->bandwidth.samples.size(), 5000);
        }
        QCOMPARE(killedMidWrite, rounds);
        QVERIFY(committed.size() >= rounds);
        qInfo("%d writers killed; %lld runs committed, all kept",
              rounds,
              qlonglong(committed.size()));
    }
};

int main(int argc, char *argv[])
{
    if (argc == 3 && qstrcmp(argv[1], "--writer") == 0) {
        QCoreApplication app(argc, argv);
        return writer(QString::fromLocal8Bit(argv[2]));
    }
    QCoreApplication app(argc, argv);
    TestHistoryCrash test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_historycrash.moc"
