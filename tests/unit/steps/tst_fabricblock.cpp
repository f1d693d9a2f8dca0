// SPDX-License-Identifier: GPL-3.0-or-later
// Tandem's block in a user's ssh file: the cases the issue names as a table, then a property
// test over thousands of generated files (markers missing, doubled, reversed, in comments,
// inside other lines, CRLF, no final newline, empty, huge lines): every byte outside the block
// stays, and a file whose markers are broken is refused.

#include "remote/fabricblock.h"

#include <QRandomGenerator>
#include <QTest>

using namespace Tandem;

namespace {

const QByteArray begin = FabricBlock::beginMarker;
const QByteArray end = FabricBlock::endMarker;
const QByteArray lines = "from=\"192.168.100.11\",no-pty ssh-ed25519 AAAAx tandem-fabric@b";

// A generated file and what an independent reading of it says: the user's bytes (everything
// but the real marker lines and what lies between them), and whether it is well formed.
struct Generated
{
    QByteArray file;
    QByteArray before; // the user's bytes before the block (all of them when there is none)
    QByteArray after;  // the user's bytes after the block
    bool valid = true;
    int badLine = 0; // the line an error must name
};

// User lines, some of them made to look like Tandem's: none is exactly a marker line.
QByteArray userLine(QRandomGenerator &random)
{
    static const QByteArray pieces[] = {
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIUser me@laptop",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOld tandem-fabric@spark-1234",
        "from=\"10.0.0.0/8\" ssh-rsa AAAAB3Nz admin@host",
        "# tandem-fabric begin (kept by hand)",
        "  # tandem-fabric begin",
        "#tandem-fabric end",
        "# tandem-fabric end ",
        "x # tandem-fabric begin",
        "# TANDEM-FABRIC BEGIN",
        "# tandem-fabric\tend",
        "",
        "#",
        "Host *",
        "    User me",
        "\xef\xbb\xbf# with a byte order mark",
        "caf\xc3\xa9 \xff\xfe binary-ish",
    };
    if (random.bounded(200) == 0)
        return QByteArray(100000 + int(random.bounded(50000)), 'A'); // a huge line
    return pieces[random.bounded(int(std::size(pieces)))];
}

QByteArray ending(QRandomGenerator &random, bool crlf)
{
    return crlf || random.bounded(8) == 0 ? QByteArray("\r\n") : QByteArray("\n");
}

Generated generate(QRandomGenerator &random)
{
    Generated g;
    const bool crlf = random.bounded(4) == 0;
    // Marker lines to put in, in this order: mostly none or one good block.
    static const QList<QList<char>> shapes = {{},
                                              {},
                                              {'B', 'E'},
                                              {'B', 'E'},
                                              {'B', 'E'},
                                              {'B'},
                                              {'E'},
                                              {'E', 'B'},
                                              {'B', 'B', 'E'},
                                              {'B', 'E', 'B', 'E'},
                                              {'B', 'E', 'E'},
                                              {'B', 'B'},
                                              {'E', 'E'}};
    const QList<char> shape = shapes.at(random.bounded(int(shapes.size())));
    const int userLines = int(random.bounded(12));
    // Where each marker goes among the user lines (sorted, duplicates allowed).
    QList<int> positions;
    for (qsizetype i = 0; i < shape.size(); ++i)
        positions << int(random.bounded(userLines + 1));
    std::sort(positions.begin(), positions.end());
    QList<QPair<char, QByteArray>> parts; // 'u' user line, 'B'/'E' marker, 'b' block content
    int nextMarker = 0;
    for (int i = 0; i <= userLines; ++i) {
        while (nextMarker < shape.size() && positions.at(nextMarker) == i) {
            const char kind = shape.at(nextMarker++);
            parts << qMakePair(kind, kind == 'B' ? begin : end);
            if (kind == 'B' && random.bounded(2) == 0)
                parts << qMakePair('b', lines); // Tandem's own content inside
        }
        if (i < userLines)
            parts << qMakePair('u', userLine(random));
    }
    // Terminators: every line ends, except perhaps the last.
    const bool lastEnds = random.bounded(3) != 0;
    int line = 0;
    int inside = 0; // 0 before the block, 1 in it, 2 after
    QList<QPair<char, int>> markers;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        ++line;
        const bool last = i + 1 == parts.size();
        const QByteArray text
            = parts.at(i).second + (last && !lastEnds ? QByteArray() : ending(random, crlf));
        g.file += text;
        const char kind = parts.at(i).first;
        if (kind == 'B' || kind == 'E')
            markers << qMakePair(kind, line);
        if (kind == 'B' && inside == 0)
            inside = 1;
        if (inside == 0)
            g.before += text;
        else if (inside == 2)
            g.after += text;
        if (kind == 'E' && inside == 1)
            inside = 2;
    }
    if (markers.isEmpty())
        return g;
    g.valid = markers.size() == 2 && markers.at(0).first == 'B' && markers.at(1).first == 'E';
    if (!g.valid) {
        // The first marker that cannot be part of one well-formed block.
        if (markers.at(0).first == 'E' || markers.size() == 1)
            g.badLine = markers.at(0).second;
        else if (markers.at(1).first == 'B')
            g.badLine = markers.at(1).second;
        else
            g.badLine = markers.at(2).second;
    }
    return g;
}

} // namespace

class TestFabricBlock final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cases_data();
    void cases();
    void generatedFiles();
};

void TestFabricBlock::cases_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QByteArray>("outside");
    const QByteArray user = "ssh-ed25519 AAAAUser me@laptop\n";
    const QByteArray block = begin + '\n' + lines + '\n' + end + '\n';
    QTest::newRow("empty") << QByteArray() << true << QByteArray();
    QTest::newRow("no block") << user << true << user;
    QTest::newRow("block at top") << block + user << true << user;
    QTest::newRow("block at the end, no final newline")
        << user + begin + '\n' + lines + '\n' + end << true << user;
    QTest::newRow("block in the middle") << user + block + "# mine\n" << true << user + "# mine\n";
    QTest::newRow("CRLF markers") << begin + "\r\n" + lines + "\r\n" + end + "\r\n" + user << true
                                  << user;
    // The lab's case: a stray begin line, then a user's key. Refused, not deleted to the end.
    QTest::newRow("begin without end") << user + begin + '\n' + user << false << QByteArray();
    QTest::newRow("end without begin") << user + end + '\n' << false << QByteArray();
    QTest::newRow("two begins") << begin + '\n' + block + user << false << QByteArray();
    QTest::newRow("two blocks") << block + user + block << false << QByteArray();
    // A user's key whose comment merely looks like Tandem's is the user's.
    QTest::newRow("look-alike comment")
        << QByteArray("ssh-ed25519 AAAAOld tandem-fabric@spark-1234\n") + block << true
        << QByteArray("ssh-ed25519 AAAAOld tandem-fabric@spark-1234\n");
    QTest::newRow("marker text inside lines")
        << QByteArray("  # tandem-fabric begin\nx # tandem-fabric end\n") << true
        << QByteArray("  # tandem-fabric begin\nx # tandem-fabric end\n");
}

void TestFabricBlock::cases()
{
    QFETCH(QByteArray, file);
    QFETCH(bool, valid);
    QFETCH(QByteArray, outside);
    const auto stripped = FabricBlock::without(file, QStringLiteral("~/.ssh/authorized_keys"));
    QCOMPARE(bool(stripped), valid);
    const auto written = FabricBlock::with(file, lines, QStringLiteral("~/.ssh/authorized_keys"));
    QCOMPARE(bool(written), valid);
    if (!valid) {
        QVERIFY(stripped.error().message.contains(QLatin1String("~/.ssh/authorized_keys")));
        QVERIFY(stripped.error().message.contains(QLatin1String("changes nothing")));
        QVERIFY(stripped.error().line > 0);
        return;
    }
    QCOMPARE(*stripped, outside);
    QCOMPARE(FabricBlock::without(*written, QString()).value(), outside);
}

void TestFabricBlock::generatedFiles()
{
    // Seeded: a failure names its iteration and can be replayed.
    QRandomGenerator random(20261202);
    int refused = 0;
    int withBlock = 0;
    for (int i = 0; i < 5000; ++i) {
        const Generated g = generate(random);
        const QString name = QStringLiteral("file");
        const auto stripped = FabricBlock::without(g.file, name);
        const auto written = FabricBlock::with(g.file, lines, name);
        QVERIFY2(bool(stripped) == g.valid, qPrintable(QString::number(i)));
        QVERIFY2(bool(written) == g.valid, qPrintable(QString::number(i)));
        if (!g.valid) {
            ++refused;
            QCOMPARE(stripped.error().line, g.badLine);
            QCOMPARE(written.error().line, g.badLine);
            continue;
        }
        withBlock += g.file != g.before;
        // Outside the block, nothing changes: before it and after it, byte for byte.
        QVERIFY2(*stripped == g.before + g.after, qPrintable(QString::number(i)));
        const QByteArray block = begin + '\n' + lines + '\n' + end + '\n';
        QVERIFY2(*written == g.before + block + g.after
                     || (g.file == g.before && *written == block + g.file),
                 qPrintable(QString::number(i)));
        QVERIFY(written->startsWith(g.before) || g.file == g.before);
        QVERIFY(written->endsWith(g.after));
        // Writing is idempotent and undoing gives the user's bytes back.
        QCOMPARE(FabricBlock::with(*written, lines, name).value(), *written);
        QCOMPARE(FabricBlock::without(*written, name).value(), g.before + g.after);
    }
    // The generator reached every kind of file.
    QVERIFY(refused > 1000);
    QVERIFY(withBlock > 500);
}

QTEST_GUILESS_MAIN(TestFabricBlock)
#include "tst_fabricblock.moc"
