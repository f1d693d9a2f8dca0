// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultcheck.h"
#include "session/savedsession.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace Tandem;

namespace {

NodeAddress node(const QString &name, const QString &host, const QString &key = {})
{
    return {name, host, 22, QStringLiteral("nvidia"), key, QStringLiteral("lab")};
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void write(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

} // namespace

class TestSavedSession final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void worthResuming();
    void resumeWith_data();
    void resumeWith();
    void setAsideKeepsEveryEarlierFile();
    void setAsideWithoutAFile();
};

void TestSavedSession::worthResuming()
{
    WorkflowState state;
    QVERIFY(!SavedSession::worthResuming(state));
    state.checks.insert(StepId::Cabling, {});
    QVERIFY(!SavedSession::worthResuming(state));
    state.checks.insert(
        StepId::Cabling,
        {Check{QStringLiteral("cabling.port"), {}, CheckStatus::Pass, {}, {}, {}, {}}});
    QVERIFY(SavedSession::worthResuming(state));
    WorkflowState nodesOnly;
    nodesOnly.nodes = {node(QStringLiteral("a"), QStringLiteral("198.18.0.11"))};
    QVERIFY(SavedSession::worthResuming(nodesOnly));
}

void TestSavedSession::resumeWith_data()
{
    QTest::addColumn<QList<NodeAddress>>("saved");
    QTest::addColumn<QList<NodeAddress>>("listed");
    QTest::addColumn<bool>("resumable");
    QTest::addColumn<QString>("expectedKey"); // node 0's host key after resuming

    const NodeAddress a = node(QStringLiteral("spark-386d"),
                               QStringLiteral("198.18.0.11"),
                               QStringLiteral("SHA256:old-a"));
    const NodeAddress b = node(QStringLiteral("spark-7089"),
                               QStringLiteral("198.18.0.12"),
                               QStringLiteral("SHA256:old-b"));
    const NodeAddress aToday = node(a.name, a.host, QStringLiteral("SHA256:new-a"));
    const NodeAddress bToday = node(b.name, b.host, QStringLiteral("SHA256:new-b"));
    const NodeAddress other = node(QStringLiteral("spark-c7a0"), QStringLiteral("198.18.0.13"));
    NodeAddress otherUser = a;
    otherUser.user = QStringLiteral("root");

    QTest::newRow("nothing listed: the saved nodes")
        << QList{a, b} << QList<NodeAddress>{} << true << "SHA256:old-a";
    QTest::newRow("the lab's same nodes: today's keys")
        << QList{a, b} << QList{aToday, bToday} << true << "SHA256:new-a";
    QTest::newRow("same nodes in another order")
        << QList{a, b} << QList{bToday, aToday} << true << "SHA256:new-b";
    QTest::newRow("a node more") << QList{a, b} << QList{aToday, bToday, other} << false << "";
    QTest::newRow("another node") << QList{a, b} << QList{aToday, other} << false << "";
    QTest::newRow("another user") << QList{a} << QList{otherUser} << false << "";
}

void TestSavedSession::resumeWith()
{
    QFETCH(QList<NodeAddress>, saved);
    QFETCH(QList<NodeAddress>, listed);
    QFETCH(bool, resumable);
    QFETCH(QString, expectedKey);
    WorkflowState state;
    state.nodes = saved;
    const Check check{
        QStringLiteral("cabling.port"), saved.first().name, CheckStatus::Pass, {}, {}, {}, {}};
    state.checks.insert(StepId::Cabling, {check});
    const auto resumed = SavedSession::resumeWith(state, listed);
    QCOMPARE(resumed.has_value(), resumable);
    if (!resumable) {
        QVERIFY2(resumed.error().message.contains(QLatin1String("other nodes")),
                 qPrintable(resumed.error().message));
        return;
    }
    QCOMPARE(resumed->nodes.first().hostKeySha256, expectedKey);
    QCOMPARE(resumed->checks.value(StepId::Cabling), QList<Check>{check});
}

void TestSavedSession::setAsideKeepsEveryEarlierFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("state.json"));
    const QDateTime now(QDate(2026, 11, 30), QTime(9, 15, 0));
    QStringList kept;
    for (const QByteArray &bytes :
         {QByteArray("first"), QByteArray("second"), QByteArray("third")}) {
        write(path, bytes);
        const auto aside = SavedSession::setAside(path, now);
        TANDEM_VERIFY_RESULT(aside);
        QVERIFY(!QFile::exists(path));
        QCOMPARE(readAll(*aside), bytes);
        kept << QFileInfo(*aside).fileName();
    }
    QCOMPARE(kept,
             (QStringList{"state.json.old",
                          "state.json.20261130-091500.old",
                          "state.json.20261130-091500-2.old"}));
}

void TestSavedSession::setAsideWithoutAFile()
{
    QTemporaryDir dir;
    const auto aside = SavedSession::setAside(dir.filePath(QStringLiteral("missing.json")));
    QVERIFY(!aside);
    QVERIFY(aside.error().message.contains(QLatin1String("no saved session")));
}

QTEST_GUILESS_MAIN(TestSavedSession)
#include "tst_savedsession.moc"
