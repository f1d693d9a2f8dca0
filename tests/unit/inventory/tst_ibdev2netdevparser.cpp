// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/ibdev2netdevparser.h"

#include "realoutput.h"
#include "resultcheck.h"
#include "util/checkednumbers.h"
#include <QFile>

#include <QTest>

using namespace Tandem;

Q_DECLARE_METATYPE(Tandem::RoceLink)

namespace {

RoceLink link(const char *device, int port, const char *netdev, bool up, PortSide side, Twin twin)
{
    return RoceLink{QString::fromLatin1(device), port, QString::fromLatin1(netdev), up, side, twin};
}

// NVIDIA's Connect Two Sparks README, verbatim: cable in the right port
// (docs/spark.md, "ibdev2netdev"; tests/data/inventory/ibdev2netdev-right-cable.txt).
const QByteArray kDomainExample = "roceP2p1s0f0 port 1 ==> enP2p1s0f0np0 (Down)\n"
                                  "roceP2p1s0f1 port 1 ==> enP2p1s0f1np1 (Up)\n"
                                  "rocep1s0f0 port 1 ==> enp1s0f0np0 (Down)\n"
                                  "rocep1s0f1 port 1 ==> enp1s0f1np1 (Up)\n";

QList<RoceLink> domainExampleLinks()
{
    return {
        link("roceP2p1s0f0", 1, "enP2p1s0f0np0", false, PortSide::Left, Twin::Secondary),
        link("roceP2p1s0f1", 1, "enP2p1s0f1np1", true, PortSide::Right, Twin::Secondary),
        link("rocep1s0f0", 1, "enp1s0f0np0", false, PortSide::Left, Twin::Primary),
        link("rocep1s0f1", 1, "enp1s0f1np1", true, PortSide::Right, Twin::Primary),
    };
}

} // namespace

class TestIbdev2NetdevParser final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parses_data();
    void parses();
    void dataFile();
    void realFiles_data();
    void realFiles();
    void tooLarge();
    void rejects_data();
    void rejects();
};

void TestIbdev2NetdevParser::parses_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<QList<RoceLink>>("links");

    QTest::newRow("playbook example") << kDomainExample << domainExampleLinks();

    QByteArray crlf = kDomainExample;
    crlf.replace("\n", "\r\n");
    QTest::newRow("crlf") << crlf << domainExampleLinks();

    QTest::newRow("blank lines and extra blanks")
        << QByteArray("\n  roceP2p1s0f0   port 1  ==>\tenP2p1s0f0np0   (Down)  \n\n"
                      "roceP2p1s0f1 port 1 ==> enP2p1s0f1np1 (Up)\n"
                      "   \n"
                      "rocep1s0f0 port 1 ==> enp1s0f0np0 (Down)\n"
                      "rocep1s0f1 port 1 ==> enp1s0f1np1 (Up)")
        << domainExampleLinks();

    QTest::newRow("case of up/down")
        << QByteArray("rocep1s0f1 port 1 ==> enp1s0f1np1 (UP)\n"
                      "rocep1s0f0 port 1 ==> enp1s0f0np0 (down)\n")
        << QList<RoceLink>{
               link("rocep1s0f1", 1, "enp1s0f1np1", true, PortSide::Right, Twin::Primary),
               link("rocep1s0f0", 1, "enp1s0f0np0", false, PortSide::Left, Twin::Primary)};

    QTest::newRow("non-spark names are kept, side unknown")
        << QByteArray("mlx5_0 port 1 ==> ens1f0np0 (Up)\n"
                      "mlx5_0 port 2 ==> ens1f1np1 (Down)\n")
        << QList<RoceLink>{link("mlx5_0", 1, "ens1f0np0", true, PortSide::Unknown, Twin::Unknown),
                           link("mlx5_0", 2, "ens1f1np1", false, PortSide::Unknown, Twin::Unknown)};

    QTest::newRow("one cable, two twins")
        << QByteArray("roceP2p1s0f1 port 1 ==> enP2p1s0f1np1 (Up)\n")
        << QList<RoceLink>{
               link("roceP2p1s0f1", 1, "enP2p1s0f1np1", true, PortSide::Right, Twin::Secondary)};
}

void TestIbdev2NetdevParser::parses()
{
    QFETCH(QByteArray, output);
    QFETCH(QList<RoceLink>, links);

    const auto result = Ibdev2NetdevParser::parse(output);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(result->size(), links.size());
    for (qsizetype i = 0; i < links.size(); ++i) {
        const RoceLink &got = result->at(i);
        const RoceLink &want = links.at(i);
        QCOMPARE(got.roceDevice, want.roceDevice);
        QCOMPARE(got.port, want.port);
        QCOMPARE(got.netdev, want.netdev);
        QCOMPARE(got.up, want.up);
        QCOMPARE(got.side, want.side);
        QCOMPARE(got.twin, want.twin);
    }
    QVERIFY(*result == links);
}

void TestIbdev2NetdevParser::dataFile()
{
    const QString path = QFINDTESTDATA("../../data/inventory/ibdev2netdev-right-cable.txt");
    QVERIFY(!path.isEmpty());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray output = file.readAll();
    QCOMPARE(output, kDomainExample);
    const auto result = Ibdev2NetdevParser::parse(output);
    TANDEM_VERIFY_RESULT(result);
    QVERIFY(*result == domainExampleLinks());
}

void TestIbdev2NetdevParser::rejects_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("needle"); // part of the message

    QTest::newRow("empty") << QByteArray() << 0 << "no RoCE devices";
    QTest::newRow("only blank lines") << QByteArray("\n \r\n\t\n") << 0 << "no RoCE devices";
    QTest::newRow("binary") << QByteArray("rocep1s0f1 port 1 ==> enp1s0f1np1 (Up)\n\x01\0\x7f", 42)
                            << 2 << "binary";
    QTest::newRow("invalid utf-8") << QByteArray("\xff\xfe port 1 ==> x (Up)\n") << 1 << "UTF-8";
    QTest::newRow("random text") << QByteArray(
        "Lorem ipsum dolor sit amet,\nconsectetur adipiscing elit.\n")
                                 << 1 << "not an ibdev2netdev line";
    QTest::newRow("command not found")
        << QByteArray("bash: ibdev2netdev: command not found\n") << 1 << "command not found";
    QTest::newRow("bad line 3") << QByteArray("roceP2p1s0f0 port 1 ==> enP2p1s0f0np0 (Down)\n"
                                              "roceP2p1s0f1 port 1 ==> enP2p1s0f1np1 (Up)\n"
                                              "rocep1s0f0 port 1 ==> enp1s0f0np0\n")
                                << 3 << "rocep1s0f0 port 1 ==> enp1s0f0np0";
    QTest::newRow("unknown state")
        << QByteArray("rocep1s0f0 port 1 ==> enp1s0f0np0 (Init)\n") << 1 << "(Down)";
    QTest::newRow("missing arrow")
        << QByteArray("rocep1s0f0 port 1 -> enp1s0f0np0 (Up)\n") << 1 << "expected";
    QTest::newRow("port not a number")
        << QByteArray("rocep1s0f0 port one ==> enp1s0f0np0 (Up)\n") << 1 << "expected";
    QTest::newRow("port zero") << QByteArray("rocep1s0f0 port 0 ==> enp1s0f0np0 (Up)\n") << 1
                               << "not valid";
    QTest::newRow("port overflow")
        << QByteArray("rocep1s0f0 port 99999999999 ==> enp1s0f0np0 (Up)\n") << 1 << "not valid";
    QTest::newRow("trailing garbage")
        << QByteArray("rocep1s0f0 port 1 ==> enp1s0f0np0 (Up) extra\n") << 1 << "expected";
    QTest::newRow("verbose form") << QByteArray(
        "0000:01:00.0 rocep1s0f0 (MT4129 - MCX75310AAS-NEAT) fw 28.42.1000 port 1 "
        "(ACTIVE) ==> enp1s0f0np0 (Up)\n")
                                  << 1 << "expected";
    QTest::newRow("duplicate netdev") << QByteArray("rocep1s0f0 port 1 ==> enp1s0f0np0 (Up)\n\n"
                                                    "roceP2p1s0f0 port 1 ==> enp1s0f0np0 (Down)\n")
                                      << 3 << "enp1s0f0np0 is listed twice";
    QTest::newRow("duplicate device port")
        << QByteArray("rocep1s0f0 port 1 ==> enp1s0f0np0 (Up)\n"
                      "rocep1s0f0 port 1 ==> enP2p1s0f0np0 (Up)\n")
        << 2 << "listed twice";
}

void TestIbdev2NetdevParser::rejects()
{
    QFETCH(QByteArray, output);
    QFETCH(int, line);
    QFETCH(QString, needle);

    const auto result = Ibdev2NetdevParser::parse(output);
    QVERIFY(!result.has_value());
    QCOMPARE(result.error().line, line);
    QVERIFY2(result.error().message.contains(needle, Qt::CaseInsensitive),
             qPrintable(result.error().message));
}

// ibdev2netdev as users posted it (tests/data/inventory, facts read off by hand): which twins
// are Up tells which port the cable is in.
void TestIbdev2NetdevParser::realFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("up");

    QTest::newRow("playbook, left port")
        << "ibdev2netdev-playbook-leftport.txt" << QStringList{"enp1s0f0np0", "enP2p1s0f0np0"};
    QTest::newRow("eugr, right port")
        << "ibdev2netdev-eugr-spark-rightport.txt" << QStringList{"enp1s0f1np1", "enP2p1s0f1np1"};
    QTest::newRow("GB10 blog, left port") << "ibdev2netdev-gb10-sean-blog-leftport.txt"
                                          << QStringList{"enp1s0f0np0", "enP2p1s0f0np0"};
}

void TestIbdev2NetdevParser::realFiles()
{
    QFETCH(QString, file);
    QFETCH(QStringList, up);
    const auto result = Ibdev2NetdevParser::parse(realOutput(file));
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(result->size(), 4);
    QStringList gotUp;
    for (const RoceLink &link : *result) {
        QCOMPARE(link.port, 1);
        if (link.up)
            gotUp << link.netdev;
    }
    QCOMPARE(gotUp, up);
}

void TestIbdev2NetdevParser::tooLarge()
{
    const auto result
        = Ibdev2NetdevParser::parse(QByteArray(InputLimits::NodeOutputBytes + 1, '\n'));
    QVERIFY(!result);
    QVERIFY2(result.error().message.contains(QLatin1String("MiB")),
             qPrintable(result.error().message));
}

QTEST_GUILESS_MAIN(TestIbdev2NetdevParser)
#include "tst_ibdev2netdevparser.moc"
