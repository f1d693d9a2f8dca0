// SPDX-License-Identifier: GPL-3.0-or-later
// LinkTestRun against fake nodes (docs/doctor.md, "RDMA test"): which ib_write_bw runs a pair
// gets, the GID index each end is given, and what a down twin, a failing server or a missing
// ib_write_bw turn into.
#include "doctorfixtures.h"
#include "remote/noderunner.h"
#include "steps/doctor/linktestrun.h"

#include <QPointer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <functional>

using namespace Tandem;

namespace {

QByteArray clientOutput(double gbps)
{
    return "---------------------------------------------------------------------------------------"
           "\n"
           "                    RDMA_Write BW Test\n"
           " #bytes     #iterations    BW peak[Gb/sec]    BW average[Gb/sec]   MsgRate[Mpps]\n"
           " 65536      20000            "
           + QByteArray::number(gbps + 0.4, 'f', 2) + "             "
           + QByteArray::number(gbps, 'f', 2)
           + "              0.210974\n"
             "-------------------------------------------------------------------------------------"
             "--\n";
}

bool isServer(const RemoteCommand &c)
{
    return c.argv().size() == 7; // sh -c SCRIPT NAME DEVICE GID PORT; the client adds the address
}

// A node as LinkTestRun sees it: a server prints the listening line at once and ends only
// after its client has had its answer (as ib_write_bw's server does), or at once with its own
// result when `answer` says it fails. Clients end with `answer`'s result.
class PerftestNode final : public NodeRunner
{
public:
    using Answer = std::function<CommandResult(const RemoteCommand &)>;

    explicit PerftestNode(QString name)
        : m_name(std::move(name))
    {}

    void setAnswer(Answer answer) { m_answer = std::move(answer); }
    [[nodiscard]] QString nodeName() const override { return m_name; }
    [[nodiscard]] const QList<RemoteCommand> &received() const { return m_received; }

    void run(const RemoteCommand &command, QObject *context, Callback done) override
    {
        runStreaming(command, context, {}, std::move(done));
    }

    void runStreaming(const RemoteCommand &command,
                      QObject *context,
                      LineCallback onLine,
                      Callback done) override
    {
        m_received << command;
        CommandResult result = m_answer(command);
        result.node = m_name;
        result.command = command.displayString();
        QPointer<QObject> guard(context);
        const bool listens = isServer(command) && result.out.startsWith("@listening");
        if (listens && onLine) {
            QTimer::singleShot(0, this, [guard, onLine] {
                if (guard)
                    onLine("@listening");
            });
        }
        // A listening server outlives its client's answer (0 ms) by a little.
        QTimer::singleShot(listens ? 20 : 0, this, [guard, done, result] {
            if (guard)
                done(result);
        });
    }

    void cancelAll() override {}
    void open() override
    {
        QTimer::singleShot(0, this, [this] { Q_EMIT opened(); });
    }

private:
    QString m_name;
    Answer m_answer;
    QList<RemoteCommand> m_received;
};

CommandResult answer(int exitStatus, const QByteArray &out, const QByteArray &err = {})
{
    CommandResult r;
    r.exitStatus = exitStatus;
    r.out = out;
    r.err = err;
    return r;
}

// Nodes that answer servers with the listening line and clients with 110.61 Gb/s, unless a
// test gives them other answers.
struct Cluster
{
    QList<NodeScan> scans;
    QList<PerftestNode *> nodes;
    QHash<QString, NodeRunner *> runners;

    explicit Cluster(const QList<QByteArray> &texts)
    {
        for (qsizetype i = 0; i < texts.size(); ++i) {
            scans << Test::scanOf(int(i) + 1, texts.at(i));
            auto *node = new PerftestNode(scans.last().node);
            node->setAnswer([](const RemoteCommand &c) {
                return isServer(c) ? answer(0, "@listening\n") : answer(0, clientOutput(110.61));
            });
            nodes << node;
            runners.insert(node->nodeName(), node);
        }
    }
    ~Cluster() { qDeleteAll(nodes); }
    Q_DISABLE_COPY_MOVE(Cluster)

    LinkMatrix run()
    {
        LinkTestRun run(runners, scans, false);
        QSignalSpy finished(&run, &LinkTestRun::finished);
        run.start();
        if (finished.isEmpty() && !finished.wait(5000))
            qWarning("LinkTestRun did not finish");
        return run.matrix();
    }

    [[nodiscard]] QList<RemoteCommand> servers(int node) const
    {
        QList<RemoteCommand> out;
        for (const RemoteCommand &c : nodes.at(node)->received()) {
            if (isServer(c))
                out << c;
        }
        return out;
    }
};

} // namespace

class TestLinkTestRun : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void healthyPairHasEachTwinAndBothBothWays();
    void gidIndexComesFromEachNodesScan();
    void downTwinIsNotTested();
    void failures_data();
    void failures();
};

void TestLinkTestRun::healthyPairHasEachTwinAndBothBothWays()
{
    Cluster cluster({Test::scanText(1), Test::scanText(2)});
    const LinkMatrix m = cluster.run();
    QCOMPARE(m.rdma.size(), 6);
    QStringList seen;
    for (const LinkMeasurement &r : m.rdma) {
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QVERIFY(r.gbps);
        QCOMPARE(r.band, LinkBand::Expected);
        QCOMPARE(*r.gbps, r.kind == LinkKind::BothTwins ? 2 * 110.61 : 110.61);
        seen << QStringLiteral("%1 %2").arg(r.twin, r.fromB ? u"b->a" : u"a->b");
    }
    seen.sort();
    QCOMPARE(seen,
             QStringList({"both a->b",
                          "both b->a",
                          "enP2p1s0f0np0 a->b",
                          "enP2p1s0f0np0 b->a",
                          "enp1s0f0np0 a->b",
                          "enp1s0f0np0 b->a"}));
    // Every server has its client: one per twin per direction, two for each "both" run.
    QCOMPARE(cluster.servers(0).size() + cluster.servers(1).size(), 8);
}

void TestLinkTestRun::gidIndexComesFromEachNodesScan()
{
    // After an update node 2's RoCE v2 IPv4 GID of its first twin sits at index 5.
    Cluster cluster({Test::scanText(1), Test::scanText(2, 9000, 9000, "200000", 5)});
    cluster.run();
    for (int node : {0, 1}) {
        const QList<RemoteCommand> servers = cluster.servers(node);
        QVERIFY(!servers.isEmpty());
        for (const RemoteCommand &c : servers) {
            const QByteArray device = c.argv().at(4);
            const QByteArray gid = c.argv().at(5);
            const QByteArray expected = node == 1 && device == "rocep1s0f0" ? "5" : "3";
            QCOMPARE(gid, expected);
        }
    }
}

void TestLinkTestRun::downTwinIsNotTested()
{
    QByteArray two = Test::scanText(2);
    two.replace("net enP2p1s0f0np0 roceP2p1s0f0 up 1 200000",
                "net enP2p1s0f0np0 roceP2p1s0f0 down 0 ?");
    Cluster cluster({Test::scanText(1), two});
    const LinkMatrix m = cluster.run();
    QCOMPARE(m.rdma.size(), 6);
    int measured = 0;
    for (const LinkMeasurement &r : m.rdma) {
        if (r.twin == QLatin1String("enp1s0f0np0")) {
            QVERIFY(r.gbps);
            ++measured;
            continue;
        }
        QVERIFY(!r.gbps);
        QVERIFY2(r.error.contains(QLatin1String("enP2p1s0f0np0 on node2 is down")),
                 qPrintable(r.error));
    }
    QCOMPARE(measured, 2);
    // No ib_write_bw waited on the down twin, on either end.
    for (int node : {0, 1}) {
        for (const RemoteCommand &c : cluster.servers(node))
            QCOMPARE(c.argv().at(4), QByteArray("rocep1s0f0"));
    }
}

void TestLinkTestRun::failures_data()
{
    QTest::addColumn<int>("serverStatus");
    QTest::addColumn<QByteArray>("serverErr");
    QTest::addColumn<int>("clientStatus");
    QTest::addColumn<QByteArray>("clientErr");
    QTest::addColumn<QString>("error");
    QTest::addColumn<bool>("toolMissing");

    QTest::newRow("server refuses its GID")
        << 1
        << QByteArray(
               " Failed to modify QP to RTR\n Unable to Connect the HCA's through the link\n")
        << 0 << QByteArray() << "server on node" << false;
    QTest::newRow("ib_write_bw missing") << 127 << QByteArray("ib_write_bw is not installed\n") << 0
                                         << QByteArray() << "server on node" << true;
    QTest::newRow("client retry exceeded")
        << 0 << QByteArray() << 1
        << QByteArray("Completion with error at client\n Failed status 12: wr_id 0 syndrom 0x81\n")
        << "Failed status 12" << false;
    QTest::newRow("client timed out")
        << 0 << QByteArray() << 124 << QByteArray() << "did not finish within 60 s" << false;
}

void TestLinkTestRun::failures()
{
    QFETCH(int, serverStatus);
    QFETCH(QByteArray, serverErr);
    QFETCH(int, clientStatus);
    QFETCH(QByteArray, clientErr);
    QFETCH(QString, error);
    QFETCH(bool, toolMissing);

    Cluster cluster({Test::scanText(1), Test::scanText(2)});
    for (PerftestNode *node : cluster.nodes) {
        node->setAnswer([=](const RemoteCommand &c) {
            if (isServer(c))
                return answer(serverStatus, serverStatus == 0 ? "@listening\n" : "", serverErr);
            return answer(clientStatus, clientStatus == 0 ? clientOutput(110.61) : "", clientErr);
        });
    }
    const LinkMatrix m = cluster.run();
    QCOMPARE(m.rdma.size(), 6);
    for (const LinkMeasurement &r : m.rdma) {
        QVERIFY(!r.gbps);
        QCOMPARE(r.band, LinkBand::Error);
        QVERIFY2(r.error.contains(error), qPrintable(r.error));
        QCOMPARE(r.toolMissing, toolMissing);
    }
}

QTEST_GUILESS_MAIN(TestLinkTestRun)
#include "tst_linktestrun.moc"
