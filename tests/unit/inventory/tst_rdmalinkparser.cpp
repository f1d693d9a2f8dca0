// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/rdmalinkparser.h"

#include "resultcheck.h"
#include "util/checkednumbers.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace Tandem;

Q_DECLARE_METATYPE(Tandem::RdmaLink)

namespace {

// A file of tests/data/real as the user posted it (prompt included); the facts asserted
// are the ones read off by hand in /work/shared/data/real/README.md.
QByteArray realFile(const QString &name)
{
    QFile file(QFINDTESTDATA(QStringLiteral("../../data/real/") + name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

RdmaLink
link(const char *device, int port, const char *state, const char *physical, const char *netdev)
{
    return RdmaLink{QString::fromLatin1(device),
                    port,
                    QString::fromLatin1(state),
                    QString::fromLatin1(physical),
                    QString::fromLatin1(netdev)};
}

const QByteArray kTwoLinks = "link rocep1s0f0/1 state ACTIVE physical_state LINK_UP netdev "
                             "enp1s0f0np0\n"
                             "link rocep1s0f1/1 state DOWN physical_state DISABLED netdev "
                             "enp1s0f1np1\n";

QList<RdmaLink> twoLinks()
{
    return {link("rocep1s0f0", 1, "ACTIVE", "LINK_UP", "enp1s0f0np0"),
            link("rocep1s0f1", 1, "DOWN", "DISABLED", "enp1s0f1np1")};
}

} // namespace

class TestRdmaLinkParser final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void realFiles_data();
    void realFiles();
    void parses_data();
    void parses();
    void warns_data();
    void warns();
    void rejects_data();
    void rejects();
    void tooLarge();
    void json();
};

void TestRdmaLinkParser::realFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QList<RdmaLink>>("links");

    // The Down twins show state DOWN physical_state DISABLED.
    QTest::newRow("GB10 blog") << "rdma-link-gb10-sean-blog.txt"
                               << QList<RdmaLink>{
                                      link("rocep1s0f0", 1, "ACTIVE", "LINK_UP", "enp1s0f0np0"),
                                      link("rocep1s0f1", 1, "DOWN", "DISABLED", "enp1s0f1np1"),
                                      link("roceP2p1s0f0", 1, "ACTIVE", "LINK_UP", "enP2p1s0f0np0"),
                                      link("roceP2p1s0f1", 1, "DOWN", "DISABLED", "enP2p1s0f1np1"),
                                  };
}

void TestRdmaLinkParser::realFiles()
{
    QFETCH(QString, file);
    QFETCH(QList<RdmaLink>, links);
    const QByteArray output = realFile(file);
    QVERIFY(!output.isEmpty());
    const auto result = RdmaLinkParser::parse(output);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(result->links.size(), links.size());
    for (qsizetype i = 0; i < links.size(); ++i) {
        QCOMPARE(result->links.at(i).device, links.at(i).device);
        QCOMPARE(result->links.at(i).port, links.at(i).port);
        QCOMPARE(result->links.at(i).state, links.at(i).state);
        QCOMPARE(result->links.at(i).physicalState, links.at(i).physicalState);
        QCOMPARE(result->links.at(i).netdev, links.at(i).netdev);
    }
    QCOMPARE(result->warnings, QStringList());
}

void TestRdmaLinkParser::parses_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<QList<RdmaLink>>("links");

    QTest::newRow("plain") << kTwoLinks << twoLinks();
    QByteArray crlf = kTwoLinks;
    crlf.replace("\n", "\r\n");
    QTest::newRow("crlf") << crlf << twoLinks();
    QTest::newRow("no final newline") << kTwoLinks.chopped(1) << twoLinks();
    QByteArray trailing = kTwoLinks;
    trailing.replace("\n", "  \t\n");
    QTest::newRow("trailing blanks") << trailing << twoLinks();
    QTest::newRow("indented, blank lines, prompt")
        << QByteArray("$ rdma link show\n\n   link rocep1s0f0/1 state ACTIVE physical_state "
                      "LINK_UP netdev enp1s0f0np0\n\n   link rocep1s0f1/1 state DOWN "
                      "physical_state DISABLED netdev enp1s0f1np1\n")
        << twoLinks();
    QTest::newRow("attributes reordered")
        << QByteArray("link rocep1s0f0/1 netdev enp1s0f0np0 physical_state LINK_UP state ACTIVE\n"
                      "link rocep1s0f1/1 physical_state DISABLED state DOWN netdev enp1s0f1np1\n")
        << twoLinks();
    QTest::newRow("lines reordered")
        << QByteArray("link rocep1s0f1/1 state DOWN physical_state DISABLED netdev enp1s0f1np1\n"
                      "link rocep1s0f0/1 state ACTIVE physical_state LINK_UP netdev enp1s0f0np0\n")
        << QList<RdmaLink>{twoLinks().at(1), twoLinks().at(0)};
    // An InfiniBand port: extra attributes, no netdev.
    QTest::newRow("infiniband, no netdev")
        << QByteArray("link mlx5_0/1 subnet_prefix fe80:0000:0000:0000 lid 3 sm_lid 1 lmc 0 "
                      "state ACTIVE physical_state LINK_UP\n")
        << QList<RdmaLink>{link("mlx5_0", 1, "ACTIVE", "LINK_UP", "")};
}

void TestRdmaLinkParser::parses()
{
    QFETCH(QByteArray, output);
    QFETCH(QList<RdmaLink>, links);
    const auto result = RdmaLinkParser::parse(output);
    TANDEM_VERIFY_RESULT(result);
    QVERIFY(result->links == links);
    QCOMPARE(result->warnings, QStringList());
}

void TestRdmaLinkParser::warns_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<int>("links");
    QTest::addColumn<QString>("warning"); // the start of the first warning

    QTest::newRow("unknown line") << kTwoLinks + "something else\n" << 2 << "line 3: \"something";
    QTest::newRow("odd attribute count")
        << QByteArray("link rocep1s0f0/1 state ACTIVE physical_state\n") + kTwoLinks << 2
        << "line 1: ";
    QTest::newRow("overlong line") << kTwoLinks + "link " + QByteArray(5000, 'z') + "/1\n"
                                   << 2 << "line 3: \"link zzz";
    QTest::newRow("listed twice") << kTwoLinks + kTwoLinks << 2 << "line 3: Port 1 of rocep1s0f0";
}

void TestRdmaLinkParser::warns()
{
    QFETCH(QByteArray, output);
    QFETCH(int, links);
    QFETCH(QString, warning);
    const auto result = RdmaLinkParser::parse(output);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(result->links.size(), links);
    QVERIFY(!result->warnings.isEmpty());
    QVERIFY2(result->warnings.first().startsWith(warning), qPrintable(result->warnings.first()));
}

void TestRdmaLinkParser::rejects_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("needle");

    QTest::newRow("empty") << QByteArray() << 0 << "empty";
    QTest::newRow("only blanks and a prompt")
        << QByteArray("\n  \r\n$ rdma link\n") << 0 << "empty";
    QTest::newRow("binary") << QByteArray("link a/1 state ACTIVE\n") + QByteArray("\x01\0\x7f", 3)
                            << 2 << "binary";
    QTest::newRow("invalid utf-8") << QByteArray("link \xff\xfe/1\n") << 1 << "UTF-8";
    QTest::newRow("random text") << QByteArray("Lorem ipsum dolor\nsit amet\n") << 1
                                 << "not the output of rdma link";
    QTest::newRow("command not found")
        << QByteArray("bash: rdma: command not found\n") << 1 << "command not found";
    QTest::newRow("ibdev2netdev instead")
        << QByteArray("rocep1s0f0 port 1 ==> enp1s0f0np0 (Up)\n") << 1 << "link DEVICE/PORT";
    QTest::newRow("port zero") << QByteArray("link rocep1s0f0/0 state ACTIVE\n") << 1
                               << "not valid";
    QTest::newRow("port 256") << QByteArray("link rocep1s0f0/256 state ACTIVE\n") << 1
                              << "not valid";
    QTest::newRow("port overflow")
        << QByteArray("link rocep1s0f0/99999999999999999999999 state ACTIVE\n") << 1 << "not valid";
}

void TestRdmaLinkParser::rejects()
{
    QFETCH(QByteArray, output);
    QFETCH(int, line);
    QFETCH(QString, needle);
    const auto result = RdmaLinkParser::parse(output);
    QVERIFY(!result.has_value());
    QCOMPARE(result.error().line, line);
    QVERIFY2(result.error().message.contains(needle, Qt::CaseInsensitive),
             qPrintable(result.error().message));
}

void TestRdmaLinkParser::tooLarge()
{
    const auto result = RdmaLinkParser::parse(QByteArray(InputLimits::NodeOutputBytes + 1, '\n'));
    QVERIFY(!result);
    QVERIFY2(result.error().message.contains(QLatin1String("MiB")),
             qPrintable(result.error().message));
}

void TestRdmaLinkParser::json()
{
    const auto result = RdmaLinkParser::parse(
        kTwoLinks + "link mlx5_0/1 state ACTIVE physical_state LINK_UP\nnoise\n");
    TANDEM_VERIFY_RESULT(result);
    const QJsonObject json = result->toJson();
    QCOMPARE(json.keys(), (QStringList{"links", "warnings"}));
    const QJsonArray links = json.value("links").toArray();
    QCOMPARE(links.size(), 3);
    const QJsonObject first = links.at(0).toObject();
    QCOMPARE(first.keys(), (QStringList{"device", "netdev", "physical_state", "port", "state"}));
    QCOMPARE(first.value("device").toString(), QStringLiteral("rocep1s0f0"));
    QCOMPARE(first.value("port").toInt(), 1);
    QCOMPARE(first.value("state").toString(), QStringLiteral("ACTIVE"));
    QCOMPARE(first.value("physical_state").toString(), QStringLiteral("LINK_UP"));
    QCOMPARE(first.value("netdev").toString(), QStringLiteral("enp1s0f0np0"));
    QVERIFY(links.at(2).toObject().value("netdev").isNull()); // not printed: null, not ""
    QCOMPARE(json.value("warnings").toArray().size(), 1);
    QVERIFY(json.value("warnings").toArray().at(0).toString().startsWith("line 4: "));
}

QTEST_GUILESS_MAIN(TestRdmaLinkParser)
#include "tst_rdmalinkparser.moc"
