// SPDX-License-Identifier: GPL-3.0-or-later
#include "hostspec.h"

#include "resultcheck.h"

#include <QTest>

using namespace Tandem;

class TestHostSpec final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void accepts_data();
    void accepts();
    void rejects_data();
    void rejects();
    void parseAll_data();
    void parseAll();
};

void TestHostSpec::accepts_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("user");
    QTest::addColumn<QString>("host");
    QTest::addColumn<int>("port");

    QTest::newRow("name") << "spark-1a2b"
                          << ""
                          << "spark-1a2b" << 22;
    QTest::newRow("mdns name") << "spark-3995.local"
                               << ""
                               << "spark-3995.local" << 22;
    QTest::newRow("ipv4") << "198.18.0.11"
                          << ""
                          << "198.18.0.11" << 22;
    QTest::newRow("user and port") << "nvidia@198.18.0.12:2222"
                                   << "nvidia"
                                   << "198.18.0.12" << 2222;
    QTest::newRow("spaces trimmed") << "  spark-d708  "
                                    << ""
                                    << "spark-d708" << 22;
    QTest::newRow("bare ipv6") << "fe80::1"
                               << ""
                               << "fe80::1" << 22;
    QTest::newRow("bracketed ipv6 port") << "admin@[2001:db8::5]:2200"
                                         << "admin"
                                         << "2001:db8::5" << 2200;
}

void TestHostSpec::accepts()
{
    QFETCH(QString, text);
    QFETCH(QString, user);
    QFETCH(QString, host);
    QFETCH(int, port);
    const auto node = HostSpec::parse(text);
    TANDEM_VERIFY_RESULT(node);
    QCOMPARE(node->user, user);
    QCOMPARE(node->host, host);
    QCOMPARE(node->name, host);
    QCOMPARE(node->port, port);
    QCOMPARE(node->source, QStringLiteral("manual"));
}

void TestHostSpec::rejects_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("fragment");

    QTest::newRow("empty") << "   "
                           << "Enter a host";
    QTest::newRow("shell injection") << "spark;rm -rf /"
                                     << "neither";
    QTest::newRow("command substitution") << "$(reboot)"
                                          << "neither";
    QTest::newRow("space inside") << "spark 1"
                                  << "neither";
    QTest::newRow("port zero") << "spark:0"
                               << "not a valid port";
    QTest::newRow("port too big") << "spark:70000"
                                  << "not a valid port";
    QTest::newRow("port text") << "spark:ssh"
                               << "not a valid port";
    QTest::newRow("dangling colon") << "spark:"
                                    << "not a valid port";
    QTest::newRow("bad user") << "-oProxyCommand=x@spark"
                              << "not a valid user";
    QTest::newRow("unclosed bracket") << "[fe80::1"
                                      << "closing";
    QTest::newRow("label too long") << QString(64, QLatin1Char('a')) << "neither";
}

void TestHostSpec::rejects()
{
    QFETCH(QString, text);
    QFETCH(QString, fragment);
    const auto node = HostSpec::parse(text);
    QVERIFY(!node.has_value());
    QVERIFY2(node.error().message.contains(fragment), qPrintable(node.error().message));
}

void TestHostSpec::parseAll_data()
{
    QTest::addColumn<QStringList>("hosts");
    QTest::addColumn<QStringList>("users"); // empty: an error naming `bad`
    QTest::addColumn<QString>("bad");

    QTest::newRow("default user") << QStringList{"spark-1a2b", "spark-3c4d"}
                                  << QStringList{"nvidia", "nvidia"} << "";
    QTest::newRow("own user wins")
        << QStringList{"admin@spark-1a2b", "spark-3c4d"} << QStringList{"admin", "nvidia"} << "";
    QTest::newRow("none") << QStringList{} << QStringList{} << "";
    QTest::newRow("second is bad")
        << QStringList{"spark-1a2b", "spark:0"} << QStringList{} << "spark:0";
}

void TestHostSpec::parseAll()
{
    QFETCH(QStringList, hosts);
    QFETCH(QStringList, users);
    QFETCH(QString, bad);
    const auto nodes = HostSpec::parseAll(hosts, QStringLiteral("nvidia"));
    if (!bad.isEmpty()) {
        QVERIFY(!nodes.has_value());
        QVERIFY2(nodes.error().message.startsWith(bad + QLatin1String(": ")),
                 qPrintable(nodes.error().message));
        return;
    }
    TANDEM_VERIFY_RESULT(nodes);
    QCOMPARE(nodes->size(), users.size());
    for (qsizetype i = 0; i < users.size(); ++i)
        QCOMPARE(nodes->at(i).user, users.at(i));
}

QTEST_GUILESS_MAIN(TestHostSpec)
#include "tst_hostspec.moc"
