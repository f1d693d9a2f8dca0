// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/showgidsparser.h"

#include "resultcheck.h"
#include "util/checkednumbers.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace Tandem;

Q_DECLARE_METATYPE(Tandem::GidEntry)

namespace {

// A file of tests/data/real as the user posted it (prompt included); the facts asserted
// are the ones read off by hand in /work/shared/data/real/README.md.
QByteArray readRealFile(const QString &name)
{
    QFile file(QFINDTESTDATA(QStringLiteral("../../data/real/") + name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

GidEntry gid(const char *device,
             int port,
             int index,
             const char *address,
             const char *ipv4,
             const char *version,
             const char *netdev)
{
    return GidEntry{QString::fromLatin1(device),
                    port,
                    index,
                    QString::fromLatin1(address),
                    QString::fromLatin1(ipv4),
                    QString::fromLatin1(version),
                    QString::fromLatin1(netdev)};
}

const char *const kLinkLocal = "fe80:0000:0000:0000:0e42:a1ff:fe2c:3d4e";
const char *const kMapped = "0000:0000:0000:0000:0000:ffff:c0a8:640a";

// What show_gids prints: tab-separated, the IPv4 column empty for link-local GIDs.
const QByteArray kTable = QByteArray("DEV\tPORT\tINDEX\tGID\t\t\t\t\tIPv4  \t\tVER\tDEV\n"
                                     "---\t----\t-----\t---\t\t\t\t\t------------  \t---\t---\n")
                          + "rocep1s0f0\t1\t0\t" + kLinkLocal + "\t\t\tv1\tenp1s0f0np0\n"
                          + "rocep1s0f0\t1\t3\t" + kMapped + "\t192.168.100.10  \tv2\tenp1s0f0np0\n"
                          + "n_gids_found=2\n";

QList<GidEntry> tableEntries()
{
    return {gid("rocep1s0f0", 1, 0, kLinkLocal, "", "v1", "enp1s0f0np0"),
            gid("rocep1s0f0", 1, 3, kMapped, "192.168.100.10", "v2", "enp1s0f0np0")};
}

} // namespace

class TestShowGidsParser final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void realFile();
    void parses_data();
    void parses();
    void warns_data();
    void warns();
    void rejects_data();
    void rejects();
    void tooLarge();
    void json();
};

// GB10 blog: 12 rows, masked fe80 GIDs, and the same /24 on both twins.
void TestShowGidsParser::realFile()
{
    const QByteArray output = readRealFile("show_gids-gb10-sean-blog-masked.txt");
    QVERIFY(!output.isEmpty());
    const auto result = ShowGidsParser::parse(output);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(result->gids.size(), 12);
    QCOMPARE(result->gidsFoundCount, std::optional<int>(12));
    QCOMPARE(result->warnings, QStringList());

    const QString masked = QStringLiteral("fe80:0000:0000:0000:xxxx:xxxx:xxxx:xxxx");
    QCOMPARE(result->gids.at(0),
             gid("rocep1s0f0",
                 1,
                 0,
                 "fe80:0000:0000:0000:xxxx:xxxx:xxxx:xxxx",
                 "",
                 "v1",
                 "enp1s0f0np0"));
    QCOMPARE(result->gids.at(3),
             gid("rocep1s0f0", 1, 3, kMapped, "192.168.100.10", "v2", "enp1s0f0np0"));
    QCOMPARE(result->gids.at(8),
             gid("roceP2p1s0f0",
                 1,
                 2,
                 "0000:0000:0000:0000:0000:ffff:c0a8:640e",
                 "192.168.100.14",
                 "v1",
                 "enP2p1s0f0np0"));
    QCOMPARE(result->gids.at(11).device, QStringLiteral("roceP2p1s0f1"));
    QCOMPARE(result->gids.at(11).netdev, QStringLiteral("enP2p1s0f1np1"));
    int withIpv4 = 0;
    for (const GidEntry &entry : result->gids) {
        QCOMPARE(entry.port, 1);
        if (entry.gid.startsWith(QLatin1String("fe80")))
            QCOMPARE(entry.gid, masked);
        if (!entry.ipv4.isEmpty())
            ++withIpv4;
    }
    QCOMPARE(withIpv4, 4); // indexes 2 and 3 of the two f0 twins
}

void TestShowGidsParser::parses_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<QList<GidEntry>>("gids");

    QTest::newRow("tabs") << kTable << tableEntries();
    QByteArray crlf = kTable;
    crlf.replace("\n", "\r\n");
    QTest::newRow("crlf") << crlf << tableEntries();
    QTest::newRow("no final newline") << kTable.chopped(1) << tableEntries();
    QByteArray trailing = kTable;
    trailing.replace("\n", "   \n");
    QTest::newRow("trailing blanks") << trailing << tableEntries();
    QByteArray spaces = kTable;
    spaces.replace("\t", "    ");
    QTest::newRow("spaces, indented")
        << spaces.replace("\n", "\n  ").prepend("  ") << tableEntries();
    QTest::newRow("rows only (grep), reordered")
        << QByteArray("rocep1s0f0 1 3 ") + kMapped + " 192.168.100.10 v2 enp1s0f0np0\n"
               + "rocep1s0f0 1 0 " + kLinkLocal + " v1 enp1s0f0np0\n"
        << QList<GidEntry>{tableEntries().at(1), tableEntries().at(0)};
    QTest::newRow("no netdev") << QByteArray("mlx5_0 1 0 ") + kLinkLocal + " v1\n"
                               << QList<GidEntry>{gid("mlx5_0", 1, 0, kLinkLocal, "", "v1", "")};
}

void TestShowGidsParser::parses()
{
    QFETCH(QByteArray, output);
    QFETCH(QList<GidEntry>, gids);
    const auto result = ShowGidsParser::parse(output);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(result->gids.size(), gids.size());
    for (qsizetype i = 0; i < gids.size(); ++i)
        QCOMPARE(result->gids.at(i), gids.at(i));
    QCOMPARE(result->warnings, QStringList());
}

void TestShowGidsParser::warns_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<int>("gids");
    QTest::addColumn<QString>("warning"); // the start of the first warning

    QByteArray mismatch = kTable;
    mismatch.replace("n_gids_found=2", "n_gids_found=12");
    QTest::newRow("trailer does not match") << mismatch << 2 << "line 5: n_gids_found=12, but 2";
    QTest::newRow("unknown line") << kTable + "Usage: show_gids [DEV]\n"
                                  << 2 << "line 6: \"Usage: show_gids";
    QTest::newRow("bad version column")
        << QByteArray("rocep1s0f0 1 0 ") + kLinkLocal + " v3 enp1s0f0np0\n" + kTable << 2
        << "line 1: ";
    QByteArray twice = kTable;
    twice.replace("n_gids_found=2\n", "");
    QTest::newRow("listed twice") << twice + twice.mid(twice.indexOf("rocep1s0f0")) << 2
                                  << "line 5: GID index 0 of rocep1s0f0 port 1 is listed again";
}

void TestShowGidsParser::warns()
{
    QFETCH(QByteArray, output);
    QFETCH(int, gids);
    QFETCH(QString, warning);
    const auto result = ShowGidsParser::parse(output);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(result->gids.size(), gids);
    QVERIFY(!result->warnings.isEmpty());
    QVERIFY2(result->warnings.first().startsWith(warning), qPrintable(result->warnings.first()));
}

void TestShowGidsParser::rejects_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("needle");

    const QByteArray row = QByteArray(" ") + kMapped + " 192.168.100.10 v2 enp1s0f0np0\n";
    QTest::newRow("empty") << QByteArray() << 0 << "empty";
    QTest::newRow("prompt only") << QByteArray("user@spark:~$ show_gids\n") << 0 << "empty";
    QTest::newRow("binary") << kTable + QByteArray("\0\x01", 2) << 6 << "binary";
    QTest::newRow("random text") << QByteArray("The quick brown fox\njumps\n") << 1
                                 << "not the output of show_gids";
    QTest::newRow("header only") << kTable.left(kTable.indexOf("rocep1s0f0")) << 0
                                 << "listed no GID";
    QTest::newRow("port zero") << "rocep1s0f0 0 3" + row << 1 << "port number 0";
    QTest::newRow("port overflow") << "rocep1s0f0 99999999999999999999 3" + row << 1 << "not valid";
    QTest::newRow("index out of range") << "rocep1s0f0 1 65536" + row << 1 << "GID index 65536";
    QTest::newRow("ipv4 octet out of range")
        << QByteArray("rocep1s0f0 1 3 ") + kMapped + " 192.168.100.300 v2 enp1s0f0np0\n"
        << 1 << "not an IPv4 address";
    QTest::newRow("trailer overflow") << kTable + "n_gids_found=99999999999999999999\n"
                                      << 6 << "not a valid count";
}

void TestShowGidsParser::rejects()
{
    QFETCH(QByteArray, output);
    QFETCH(int, line);
    QFETCH(QString, needle);
    const auto result = ShowGidsParser::parse(output);
    QVERIFY(!result.has_value());
    QCOMPARE(result.error().line, line);
    QVERIFY2(result.error().message.contains(needle, Qt::CaseInsensitive),
             qPrintable(result.error().message));
}

void TestShowGidsParser::tooLarge()
{
    const auto result = ShowGidsParser::parse(QByteArray(InputLimits::NodeOutputBytes + 1, 'x'));
    QVERIFY(!result);
    QVERIFY2(result.error().message.contains(QLatin1String("MiB")),
             qPrintable(result.error().message));
}

void TestShowGidsParser::json()
{
    const auto result = ShowGidsParser::parse(kTable);
    TANDEM_VERIFY_RESULT(result);
    const QJsonObject json = result->toJson();
    QCOMPARE(json.keys(), (QStringList{"gids", "n_gids_found", "warnings"}));
    QCOMPARE(json.value("n_gids_found").toInt(), 2);
    QCOMPARE(json.value("warnings").toArray().size(), 0);
    const QJsonArray gids = json.value("gids").toArray();
    QCOMPARE(gids.size(), 2);
    const QJsonObject first = gids.at(0).toObject();
    QCOMPARE(first.keys(),
             (QStringList{"device", "gid", "index", "ipv4", "netdev", "port", "version"}));
    QVERIFY(first.value("ipv4").isNull()); // empty column: null, not ""
    QCOMPARE(gids.at(1).toObject().value("ipv4").toString(), QStringLiteral("192.168.100.10"));
    QCOMPARE(gids.at(1).toObject().value("index").toInt(), 3);
    QCOMPARE(gids.at(1).toObject().value("version").toString(), QStringLiteral("v2"));

    // No trailer: n_gids_found is null, not 0.
    const auto rowsOnly = ShowGidsParser::parse(kTable.left(kTable.indexOf("n_gids_found")));
    TANDEM_VERIFY_RESULT(rowsOnly);
    QVERIFY(rowsOnly->toJson().value("n_gids_found").isNull());
}

QTEST_GUILESS_MAIN(TestShowGidsParser)
#include "tst_showgidsparser.moc"
