// SPDX-License-Identifier: GPL-3.0-or-later
// The one JSON form of a check: what `tandem-cli --json`, the saved state and the report's
// JSON print (the report adds the step).
#include "checks/checkjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>
#include <QTimeZone>

using namespace Tandem;

Q_DECLARE_METATYPE(Tandem::Check)

namespace {

Check sample(const QDateTime &when)
{
    Check check;
    check.id = QStringLiteral("cabling.speed");
    check.node = QStringLiteral("spark-386d");
    check.status = CheckStatus::Warn;
    check.title = QStringLiteral("Link speed");
    check.detail = QStringLiteral("enp1s0f1np1 runs at 100 Gb/s.");
    check.fix = QStringLiteral("Reseat the cable.");
    check.evidence = {Evidence{QStringLiteral("spark-386d"),
                               QStringLiteral("ethtool enp1s0f1np1"),
                               0,
                               QStringLiteral("Speed: 100000Mb/s\n"),
                               when}};
    return check;
}

// Serialised and read back, as a reader of the CLI's output or of a saved state would.
QJsonObject written(const Check &check)
{
    return QJsonDocument::fromJson(QJsonDocument(toJson(check)).toJson()).object();
}

} // namespace

class TestCheckJson final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void form_data();
    void form();
    void roundTrip_data();
    void roundTrip();
};

void TestCheckJson::form_data()
{
    QTest::addColumn<Check>("check");
    QTest::addColumn<QString>("node"); // "null" for JSON null
    QTest::addColumn<QString>("fix");  // "null" for JSON null
    QTest::addColumn<QString>("time"); // the evidence's, "null" for JSON null

    const QDateTime utc(QDate(2026, 3, 1), QTime(8, 5, 44, 123), Qt::UTC);
    QTest::newRow("node check, UTC time") << sample(utc) << "spark-386d"
                                          << "Reseat the cable."
                                          << "2026-03-01T08:05:44.123Z";
    // A time taken in another zone is written as the same instant in UTC.
    const QDateTime tokyo(
        QDate(2026, 3, 1), QTime(17, 5, 44, 123), QTimeZone(QByteArrayLiteral("Asia/Tokyo")));
    QTest::newRow("time in another zone") << sample(tokyo) << "spark-386d"
                                          << "Reseat the cable."
                                          << "2026-03-01T08:05:44.123Z";
    Check cluster = sample(QDateTime());
    cluster.node.clear();
    cluster.fix.clear();
    QTest::newRow("cluster-wide, no fix, no time") << cluster << "null"
                                                   << "null"
                                                   << "null";
}

void TestCheckJson::form()
{
    QFETCH(Check, check);
    QFETCH(QString, node);
    QFETCH(QString, fix);
    QFETCH(QString, time);

    const QJsonObject o = written(check);
    const auto text
        = [](const QJsonValue &v) { return v.isNull() ? QStringLiteral("null") : v.toString(); };
    QCOMPARE(o.keys(),
             (QStringList{QStringLiteral("detail"),
                          QStringLiteral("evidence"),
                          QStringLiteral("fix"),
                          QStringLiteral("id"),
                          QStringLiteral("node"),
                          QStringLiteral("status"),
                          QStringLiteral("title")}));
    QCOMPARE(o.value(u"id").toString(), check.id);
    QCOMPARE(text(o.value(u"node")), node);
    QCOMPARE(o.value(u"status").toString(), QStringLiteral("warn"));
    QCOMPARE(text(o.value(u"fix")), fix);
    const QJsonObject evidence = o.value(u"evidence").toArray().at(0).toObject();
    QCOMPARE(evidence.keys(),
             (QStringList{QStringLiteral("command"),
                          QStringLiteral("exit_status"),
                          QStringLiteral("node"),
                          QStringLiteral("output"),
                          QStringLiteral("time")}));
    QCOMPARE(evidence.value(u"node").toString(), QStringLiteral("spark-386d"));
    QCOMPARE(evidence.value(u"command").toString(), QStringLiteral("ethtool enp1s0f1np1"));
    QCOMPARE(text(evidence.value(u"time")), time);
}

void TestCheckJson::roundTrip_data()
{
    QTest::addColumn<Check>("check");

    QTest::newRow("local time") << sample(QDateTime(QDate(2026, 3, 1), QTime(9, 0, 1, 5)));
    QTest::newRow("UTC time") << sample(QDateTime(QDate(2026, 3, 1), QTime(9, 0, 1, 5), Qt::UTC));
    QTest::newRow("no time") << sample(QDateTime());
    Check cluster = sample(QDateTime());
    cluster.node.clear();
    cluster.fix.clear();
    cluster.status = CheckStatus::Skipped;
    cluster.evidence.clear();
    QTest::newRow("cluster-wide without evidence") << cluster;
}

void TestCheckJson::roundTrip()
{
    QFETCH(Check, check);

    const Check back = checkFromJson(written(check));
    // QDateTime compares instants: a local time comes back as the same moment in UTC.
    QCOMPARE(back, check);
    QCOMPARE(checksFromJson(toJson(QList<Check>{check, check})), (QList<Check>{check, check}));
}

QTEST_GUILESS_MAIN(TestCheckJson)
#include "tst_checkjson.moc"
