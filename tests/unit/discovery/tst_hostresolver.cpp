// SPDX-License-Identifier: GPL-3.0-or-later
// No name here needs DNS or mDNS: a literal address and an empty name resolve without
// asking anyone.
#include "discovery/hostresolver.h"

#include <QSignalSpy>
#include <QTest>

using namespace Tandem;

class TestHostResolver final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void literalAddress();
    void emptyNameFails();
    void localNamesMentionNssMdns();
};

void TestHostResolver::literalAddress()
{
    HostResolver resolver;
    QSignalSpy resolved(&resolver, &HostResolver::resolved);
    resolver.lookup(QStringLiteral("127.0.0.7"));
    QVERIFY(resolved.wait(3000));
    const auto node = resolved.at(0).at(0).value<NodeAddress>();
    QCOMPARE(node.host, QStringLiteral("127.0.0.7"));
    QCOMPARE(node.name, QStringLiteral("127.0.0.7"));
    QCOMPARE(node.source, QStringLiteral("manual"));
}

void TestHostResolver::emptyNameFails()
{
    HostResolver resolver;
    QSignalSpy failed(&resolver, &HostResolver::failed);
    resolver.lookup(QString());
    QVERIFY(failed.wait(3000));
    QVERIFY(failed.at(0).at(0).value<Error>().message.contains(QStringLiteral("Cannot resolve")));
}

void TestHostResolver::localNamesMentionNssMdns()
{
    const Error local = HostResolver::lookupError(QStringLiteral("spark-1a2b.local"),
                                                  QStringLiteral("Host not found"));
    QVERIFY(local.message.contains(QStringLiteral("spark-1a2b.local")));
    QVERIFY(local.message.contains(QStringLiteral("nss-mdns")));
    QVERIFY(local.message.contains(QStringLiteral("avahi-daemon")));
    const Error plain
        = HostResolver::lookupError(QStringLiteral("spark-1a2b"), QStringLiteral("Host not found"));
    QVERIFY(!plain.message.contains(QStringLiteral("nss-mdns")));
}

QTEST_GUILESS_MAIN(TestHostResolver)
#include "tst_hostresolver.moc"
