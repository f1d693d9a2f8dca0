// SPDX-License-Identifier: GPL-3.0-or-later
// StateSaver writes off the calling thread: the file ends with the latest state however many
// saves were asked for, a failed write is reported, and nothing asked for is lost when the
// saver goes away.
#include "resultcheck.h"
#include "session/statesaver.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Tandem;

namespace {

WorkflowState stateNamed(const QString &summary)
{
    WorkflowState state;
    state.nodes = {
        {QStringLiteral("a"), QStringLiteral("198.18.0.11"), 22, QStringLiteral("nvidia"), {}, {}}};
    state.topologySummary = summary;
    return state;
}

} // namespace

class TestStateSaver final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void latestStateWins_data();
    void latestStateWins();
    void failureIsReported();
    void destructorKeepsWhatWasAsked();
};

void TestStateSaver::latestStateWins_data()
{
    QTest::addColumn<int>("saves");
    QTest::newRow("one") << 1;
    QTest::newRow("two") << 2;
    QTest::newRow("a burst") << 50;
}

void TestStateSaver::latestStateWins()
{
    QFETCH(int, saves);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("state.json"));
    StateSaver saver;
    QSignalSpy failed(&saver, &StateSaver::saveFailed);
    for (int i = 0; i < saves; ++i)
        saver.save(stateNamed(QStringLiteral("state %1").arg(i)), path);
    QVERIFY(saver.isSaving());
    saver.waitForSaved();
    QVERIFY(!saver.isSaving());
    const auto loaded = WorkflowState::load(path);
    TANDEM_VERIFY_RESULT(loaded);
    QCOMPARE(loaded->topologySummary, QStringLiteral("state %1").arg(saves - 1));
    QCOMPARE(failed.count(), 0);
}

void TestStateSaver::failureIsReported()
{
    QTemporaryDir dir;
    // A file where the folder should be: the folder cannot be made.
    QFile blocker(dir.filePath(QStringLiteral("not-a-folder")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    StateSaver saver;
    QSignalSpy failed(&saver, &StateSaver::saveFailed);
    saver.save(stateNamed(QStringLiteral("x")), blocker.fileName() + QStringLiteral("/state.json"));
    QVERIFY(failed.wait(5000));
    const auto error = failed.constFirst().constFirst().value<Error>();
    QVERIFY2(error.message.contains(QLatin1String("not-a-folder")), qPrintable(error.message));
}

void TestStateSaver::destructorKeepsWhatWasAsked()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("state.json"));
    {
        StateSaver saver;
        saver.save(stateNamed(QStringLiteral("first")), path);
        saver.save(stateNamed(QStringLiteral("last")), path); // waits behind the first
    }
    const auto loaded = WorkflowState::load(path);
    TANDEM_VERIFY_RESULT(loaded);
    QCOMPARE(loaded->topologySummary, QStringLiteral("last"));
}

QTEST_GUILESS_MAIN(TestStateSaver)
#include "tst_statesaver.moc"
