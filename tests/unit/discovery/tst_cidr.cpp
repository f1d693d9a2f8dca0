// SPDX-License-Identifier: GPL-3.0-or-later
#include "discovery/cidr.h"
#include "resultcheck.h"

#include <QTest>

using namespace Tandem;

class TestCidr final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void accepts_data();
    void accepts();
    void refuses_data();
    void refuses();
    void loopbackOnlyForTests();
    void hostAddresses_data();
    void hostAddresses();
};

void TestCidr::accepts_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("network");
    QTest::addColumn<int>("hosts");
    QTest::newRow("/24") << "198.18.0.0/24"
                         << "198.18.0.0/24" << 254;
    QTest::newRow("host bits cleared") << "192.168.1.77/24"
                                       << "192.168.1.0/24" << 254;
    QTest::newRow("/22 is the widest") << "10.1.4.0/22"
                                       << "10.1.4.0/22" << 1022;
    QTest::newRow("/30") << "10.0.0.4/30"
                         << "10.0.0.4/30" << 2;
    QTest::newRow("/31 has two hosts") << "10.0.0.6/31"
                                       << "10.0.0.6/31" << 2;
    QTest::newRow("bare address") << "10.0.0.9"
                                  << "10.0.0.9/32" << 1;
    QTest::newRow("spaces around") << "  172.16.0.0/24 "
                                   << "172.16.0.0/24" << 254;
    QTest::newRow("zero octets") << "192.168.0.0/24"
                                 << "192.168.0.0/24" << 254;
}

void TestCidr::accepts()
{
    QFETCH(QString, text);
    QFETCH(QString, network);
    QFETCH(int, hosts);
    const auto cidr = Cidr::parse(text);
    TANDEM_VERIFY_RESULT(cidr);
    QCOMPARE(cidr->toString(), network);
    QCOMPARE(cidr->hostCount(), hosts);
    QCOMPARE(cidr->hostAddresses().size(), hosts);
}

void TestCidr::refuses_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("empty") << ""
                           << "No network given";
    QTest::newRow("/16 too wide") << "10.0.0.0/16"
                                  << "65536 addresses";
    QTest::newRow("/21 too wide") << "10.0.0.0/21"
                                  << "at most 1024";
    QTest::newRow("/0") << "8.8.0.0/0"
                        << "at most 1024";
    QTest::newRow("link-local /16") << "169.254.0.0/16"
                                    << "link-local";
    QTest::newRow("link-local /24") << "169.254.12.0/24"
                                    << "picked at random";
    QTest::newRow("loopback") << "127.0.0.0/24"
                              << "loopback";
    QTest::newRow("multicast") << "224.0.0.0/24"
                               << "multicast";
    QTest::newRow("multicast mDNS group") << "224.0.0.251"
                                          << "multicast";
    QTest::newRow("reserved") << "240.0.0.0/24"
                              << "reserved";
    QTest::newRow("broadcast") << "255.255.255.255"
                               << "reserved";
    QTest::newRow("this network") << "0.0.0.0/24"
                                  << "this network";
    QTest::newRow("IPv6") << "fe80::/64"
                          << "IPv6";
    QTest::newRow("IPv6 ULA") << "fd00:1::/120"
                              << "IPv6";
    QTest::newRow("octet too big") << "192.168.300.0/24"
                                   << "\"300\"";
    QTest::newRow("leading zero (octal?)") << "010.0.0.0/24"
                                           << "leading zeros";
    QTest::newRow("prefix too long") << "10.0.0.0/33"
                                     << "0 to 32";
    QTest::newRow("short form") << "10.1/24"
                                << "not an IPv4 network";
    QTest::newRow("host name") << "spark-1a2b.local"
                               << "not an IPv4 network";
    QTest::newRow("range") << "10.0.0.1-20"
                           << "not an IPv4 network";
    QTest::newRow("missing prefix") << "10.0.0.0/"
                                    << "not an IPv4 network";
}

void TestCidr::refuses()
{
    QFETCH(QString, text);
    QFETCH(QString, fragment);
    const auto cidr = Cidr::parse(text);
    QVERIFY(!cidr.has_value());
    QVERIFY2(cidr.error().message.contains(fragment), qPrintable(cidr.error().message));
}

void TestCidr::loopbackOnlyForTests()
{
    QVERIFY(!Cidr::parse(QStringLiteral("127.0.0.0/29")).has_value());
    const auto cidr = Cidr::parse(QStringLiteral("127.0.0.0/29"), Cidr::Scope::AllowLoopback);
    TANDEM_VERIFY_RESULT(cidr);
    QCOMPARE(cidr->hostCount(), 6);
    // The exception is for loopback only.
    QVERIFY(!Cidr::parse(QStringLiteral("169.254.0.0/24"), Cidr::Scope::AllowLoopback).has_value());
}

void TestCidr::hostAddresses_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("last");
    QTest::newRow("/24 without network and broadcast") << "198.18.0.0/24"
                                                       << "198.18.0.1"
                                                       << "198.18.0.254";
    QTest::newRow("/22 crosses octets") << "10.1.4.0/22"
                                        << "10.1.4.1"
                                        << "10.1.7.254";
    QTest::newRow("/31 both") << "10.0.0.6/31"
                              << "10.0.0.6"
                              << "10.0.0.7";
    QTest::newRow("/32 itself") << "10.0.0.9/32"
                                << "10.0.0.9"
                                << "10.0.0.9";
}

void TestCidr::hostAddresses()
{
    QFETCH(QString, text);
    QFETCH(QString, first);
    QFETCH(QString, last);
    const auto cidr = Cidr::parse(text);
    TANDEM_VERIFY_RESULT(cidr);
    const QList<QHostAddress> addresses = cidr->hostAddresses();
    QVERIFY(!addresses.isEmpty());
    QCOMPARE(addresses.constFirst().toString(), first);
    QCOMPARE(addresses.constLast().toString(), last);
}

QTEST_GUILESS_MAIN(TestCidr)
#include "tst_cidr.moc"
