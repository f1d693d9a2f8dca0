// SPDX-License-Identifier: GPL-3.0-or-later
// Everything here stays on loopback: listeners on 127.0.0.2..5 on one free port, a sweep of
// 127.0.0.0/29 (hosts .1 to .6) and of 127.0.1.0/24 (nothing listens) through Cidr's test-only
// loopback scope.
#include "discovery/cidr.h"
#include "discovery/subnetsweeper.h"
#include "resultcheck.h"

#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

#include <sys/resource.h>

#include <memory>

using namespace Tandem;

namespace {

constexpr char Banner[] = "SSH-2.0-OpenSSH_9.2p1 Debian-2+deb12u6";

// A listener that answers each connection in one way, and remembers what clients sent.
class FakeServer final : public QObject
{
public:
    enum class Behaviour { SshBanner, SshAfterOtherLines, Garbage, Silent };

    FakeServer(Behaviour behaviour, QObject *parent = nullptr)
        : QObject(parent)
        , m_behaviour(behaviour)
    {
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection()) {
                ++connections;
                connect(socket, &QTcpSocket::readyRead, this, [this, socket] {
                    bytesReceived += socket->readAll().size();
                });
                connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
                    ++disconnections;
                    socket->deleteLater();
                });
                switch (m_behaviour) {
                case Behaviour::SshBanner: socket->write(QByteArray(Banner) + "\r\n"); break;
                case Behaviour::SshAfterOtherLines:
                    // RFC 4253 4.2 lets a server send other lines before its version.
                    socket->write(QByteArray("Welcome\r\n") + Banner + "\r\n");
                    break;
                case Behaviour::Garbage:
                    socket->write("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n");
                    break;
                case Behaviour::Silent: break;
                }
            }
        });
    }

    bool listen(const QString &address, quint16 port)
    {
        return m_server.listen(QHostAddress(address), port);
    }
    quint16 port() const { return m_server.serverPort(); }

    int connections = 0;
    int disconnections = 0;
    qint64 bytesReceived = 0;

private:
    Behaviour m_behaviour;
    QTcpServer m_server;
};

} // namespace

class TestSubnetSweeper final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void findsExactlyTheSshHosts();
    void skipsLinesBeforeTheBanner();
    void cancelStopsEverything();
    void emptyListFinishes();
    void inFlightFollowsSizeAndDescriptors_data();
    void inFlightFollowsSizeAndDescriptors();
    void aSlash24GoesInOneRound();

private:
    quint16 m_port = 0;
    std::unique_ptr<FakeServer> m_ssh2, m_garbage, m_silent, m_ssh5;
    SubnetSweeper::Options fastOptions() const
    {
        SubnetSweeper::Options o;
        o.port = m_port;
        o.connectTimeoutMs = 1000;
        o.bannerTimeoutMs = 400;
        return o;
    }
};

void TestSubnetSweeper::init()
{
    // One port free on every address: let the kernel pick it on .2, then take it on the rest.
    for (int attempt = 0; attempt < 20; ++attempt) {
        m_ssh2 = std::make_unique<FakeServer>(FakeServer::Behaviour::SshBanner);
        m_garbage = std::make_unique<FakeServer>(FakeServer::Behaviour::Garbage);
        m_silent = std::make_unique<FakeServer>(FakeServer::Behaviour::Silent);
        m_ssh5 = std::make_unique<FakeServer>(FakeServer::Behaviour::SshBanner);
        if (!m_ssh2->listen(QStringLiteral("127.0.0.2"), 0))
            continue;
        m_port = m_ssh2->port();
        if (m_garbage->listen(QStringLiteral("127.0.0.3"), m_port)
            && m_silent->listen(QStringLiteral("127.0.0.4"), m_port)
            && m_ssh5->listen(QStringLiteral("127.0.0.5"), m_port)) {
            return;
        }
    }
    QFAIL("could not listen on 127.0.0.2-5 on one port");
}

void TestSubnetSweeper::cleanup()
{
    m_ssh2.reset();
    m_garbage.reset();
    m_silent.reset();
    m_ssh5.reset();
}

void TestSubnetSweeper::findsExactlyTheSshHosts()
{
    const auto network = Cidr::parse(QStringLiteral("127.0.0.0/29"), Cidr::Scope::AllowLoopback);
    TANDEM_VERIFY_RESULT(network);

    SubnetSweeper sweeper;
    sweeper.setOptions(fastOptions());
    QSignalSpy found(&sweeper, &SubnetSweeper::hostFound);
    QSignalSpy progress(&sweeper, &SubnetSweeper::progress);
    QSignalSpy finished(&sweeper, &SubnetSweeper::finished);
    QSignalSpy failed(&sweeper, &SubnetSweeper::failed);
    sweeper.start(*network);
    QVERIFY(sweeper.isRunning());
    QVERIFY(finished.wait(5000));
    QVERIFY(!sweeper.isRunning());
    QCOMPARE(failed.count(), 0);

    const auto hosts = finished.at(0).at(0).value<QList<SshHost>>();
    QCOMPARE(hosts.size(), 2);
    QCOMPARE(hosts.at(0).address.host, QStringLiteral("127.0.0.2"));
    QCOMPARE(hosts.at(1).address.host, QStringLiteral("127.0.0.5"));
    for (const SshHost &host : hosts) {
        QCOMPARE(host.banner, QString::fromLatin1(Banner));
        QCOMPARE(host.address.port, int(m_port));
        QCOMPARE(host.address.source, QStringLiteral("sweep"));
        QCOMPARE(host.address.name, host.address.host);
    }
    QCOMPARE(found.count(), 2);

    // Progress from 0 to every address, one step per probe.
    QCOMPARE(progress.constFirst().at(0).toInt(), 0);
    QCOMPARE(progress.constFirst().at(1).toInt(), 6);
    QCOMPARE(progress.constLast().at(0).toInt(), 6);
    QCOMPARE(progress.constLast().at(1).toInt(), 6);
    QCOMPARE(progress.count(), 7);

    const SubnetSweeper::Tally tally = sweeper.tally();
    QCOMPARE(tally.ssh, 2);
    QCOMPARE(tally.notSsh, 2);  // garbage on .3, silence on .4
    QCOMPARE(tally.refused, 2); // nothing listens on .1 and .6
    QCOMPARE(tally.noAnswer + tally.unreachable, 0);

    // Only the handshake and reading: every server saw a connection, none got a byte, and
    // every connection was closed.
    for (FakeServer *server : {m_ssh2.get(), m_garbage.get(), m_silent.get(), m_ssh5.get()}) {
        QCOMPARE(server->connections, 1);
        QTRY_COMPARE(server->disconnections, 1);
        QCOMPARE(server->bytesReceived, 0);
    }
}

void TestSubnetSweeper::skipsLinesBeforeTheBanner()
{
    FakeServer chatty(FakeServer::Behaviour::SshAfterOtherLines);
    QVERIFY(chatty.listen(QStringLiteral("127.0.0.6"), m_port));
    SubnetSweeper sweeper;
    sweeper.setOptions(fastOptions());
    QSignalSpy finished(&sweeper, &SubnetSweeper::finished);
    sweeper.start(QList<QHostAddress>{QHostAddress(QStringLiteral("127.0.0.6"))});
    QVERIFY(finished.wait(5000));
    const auto hosts = finished.at(0).at(0).value<QList<SshHost>>();
    QCOMPARE(hosts.size(), 1);
    QCOMPARE(hosts.at(0).banner, QString::fromLatin1(Banner));
}

void TestSubnetSweeper::cancelStopsEverything()
{
    // The silent server holds its probe until the banner timeout; cancel before that.
    SubnetSweeper::Options options = fastOptions();
    options.bannerTimeoutMs = 5000;
    SubnetSweeper sweeper;
    sweeper.setOptions(options);
    QSignalSpy progress(&sweeper, &SubnetSweeper::progress);
    QSignalSpy finished(&sweeper, &SubnetSweeper::finished);
    QSignalSpy failed(&sweeper, &SubnetSweeper::failed);
    sweeper.start(QList<QHostAddress>{QHostAddress(QStringLiteral("127.0.0.4"))});
    QTRY_COMPARE(m_silent->connections, 1);
    sweeper.cancel();
    QVERIFY(!sweeper.isRunning());
    QTRY_COMPARE(m_silent->disconnections, 1); // the socket was closed at once
    const auto before = progress.count();
    QTest::qWait(300);
    QCOMPARE(progress.count(), before);
    QCOMPARE(finished.count(), 0);
    QCOMPARE(failed.count(), 0);
}

void TestSubnetSweeper::emptyListFinishes()
{
    SubnetSweeper sweeper;
    QSignalSpy finished(&sweeper, &SubnetSweeper::finished);
    sweeper.start(QList<QHostAddress>{});
    QCOMPARE(finished.count(), 0); // not from inside start()
    QVERIFY(finished.wait(1000));
    QVERIFY(finished.at(0).at(0).value<QList<SshHost>>().isEmpty());
}

void TestSubnetSweeper::inFlightFollowsSizeAndDescriptors_data()
{
    QTest::addColumn<int>("addresses");
    QTest::addColumn<int>("softLimit"); // RLIMIT_NOFILE's soft limit during the call
    QTest::addColumn<int>("expected");
    QTest::newRow("a /29: all of it") << 6 << 4096 << 6;
    QTest::newRow("a /24: all of it") << 254 << 4096 << 254;
    QTest::newRow("a /24 at Debian's default 1024") << 254 << 1024 << 254;
    QTest::newRow("a /22: the cap") << 1022 << 4096 << SubnetSweeper::MaxInFlight;
    QTest::newRow("few descriptors") << 254 << 200 << 200 - SubnetSweeper::ReservedDescriptors;
    QTest::newRow("descriptors all reserved") << 254 << 100 << 1;
    QTest::newRow("nothing to sweep") << 0 << 4096 << 1;
}

void TestSubnetSweeper::inFlightFollowsSizeAndDescriptors()
{
    QFETCH(int, addresses);
    QFETCH(int, softLimit);
    QFETCH(int, expected);
    rlimit saved{};
    QCOMPARE(::getrlimit(RLIMIT_NOFILE, &saved), 0);
    if (saved.rlim_max != RLIM_INFINITY && rlim_t(softLimit) > saved.rlim_max)
        QSKIP("the hard descriptor limit is below this row's soft limit");
    rlimit row = saved;
    row.rlim_cur = rlim_t(softLimit);
    QCOMPARE(::setrlimit(RLIMIT_NOFILE, &row), 0);
    const int got = SubnetSweeper::inFlightFor(addresses);
    QCOMPARE(::setrlimit(RLIMIT_NOFILE, &saved), 0);
    QCOMPARE(got, expected);
}

void TestSubnetSweeper::aSlash24GoesInOneRound()
{
    // Nothing listens on 127.0.1.x: every address refuses. With the default options every one
    // of the 254 connects is in flight at once, and each refusal counts at once.
    const auto network = Cidr::parse(QStringLiteral("127.0.1.0/24"), Cidr::Scope::AllowLoopback);
    TANDEM_VERIFY_RESULT(network);
    if (SubnetSweeper::inFlightFor(254) < 254)
        QSKIP("the descriptor limit is too low for 254 connects at once here");
    SubnetSweeper sweeper;
    SubnetSweeper::Options options;
    options.port = m_port;
    sweeper.setOptions(options);
    QSignalSpy finished(&sweeper, &SubnetSweeper::finished);
    sweeper.start(*network);
    QVERIFY(finished.wait(5000));
    const SubnetSweeper::Tally tally = sweeper.tally();
    QCOMPARE(tally.inFlight, 254);
    QCOMPARE(tally.refused, 254);
    QCOMPARE(tally.ssh + tally.notSsh + tally.noAnswer + tally.unreachable, 0);
}

QTEST_GUILESS_MAIN(TestSubnetSweeper)
#include "tst_subnetsweeper.moc"
