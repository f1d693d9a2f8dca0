// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/iprouteparser.h"
#include "resultcheck.h"
#include "util/checkednumbers.h"

#include <QTest>

using namespace Tandem;

class TestIpRouteParser final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parses();
    void rejects_data();
    void rejects();
};

void TestIpRouteParser::parses()
{
    // The shape of `ip -j route show table all` (iproute2 6.1): unicast and main are left out;
    // a table without a name in rt_tables is a number.
    const auto routes = IpRouteParser::parse(
        R"([{"dst":"default","gateway":"192.168.1.1","dev":"enP7s7","protocol":"dhcp",)"
        R"("prefsrc":"192.168.1.20","metric":100,"flags":[]},)"
        R"({"type":"local","dst":"192.168.1.20","table":"local","dev":"enP7s7"},)"
        R"({"dst":"10.0.0.0/24","dev":"enp1s0f1np1","table":1000}])");
    TANDEM_VERIFY_RESULT(routes);
    QCOMPARE(routes->size(), 3);
    QCOMPARE(routes->at(0).type, QStringLiteral("unicast"));
    QCOMPARE(routes->at(0).table, QStringLiteral("main"));
    QCOMPARE(routes->at(0).gateway, QStringLiteral("192.168.1.1"));
    QCOMPARE(routes->at(1).type, QStringLiteral("local"));
    QCOMPARE(routes->at(2).table, QStringLiteral("1000"));
    QVERIFY(IpRouteParser::parse("\n")->isEmpty());
}

void TestIpRouteParser::rejects_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("needle");
    QTest::newRow("not JSON") << QByteArray("default via 192.168.1.1 dev enP7s7\n") << "not JSON";
    QTest::newRow("an object") << QByteArray(R"({"dst":"default"})") << "list";
    QTest::newRow("no destination") << QByteArray(R"([{"dev":"x"}])") << "destination";
    QTest::newRow("dev not text") << QByteArray(R"([{"dst":"default","dev":[1]}])") << "dev";
    // QJsonValue::toInteger gave 0 (the "unspec" table) for these, without a word.
    QTest::newRow("table 1e300") << QByteArray(R"([{"dst":"default","table":1e300}])")
                                 << "out of range";
    QTest::newRow("table -1") << QByteArray(R"([{"dst":"default","table":-1}])") << "out of range";
    QTest::newRow("larger than the cap")
        << QByteArray(InputLimits::NodeOutputBytes + 1, ' ') << "MiB";
}

void TestIpRouteParser::rejects()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, needle);
    const auto routes = IpRouteParser::parse(json);
    QVERIFY(!routes);
    QVERIFY2(routes.error().message.contains(needle), qPrintable(routes.error().message));
}

QTEST_GUILESS_MAIN(TestIpRouteParser)
#include "tst_iprouteparser.moc"
