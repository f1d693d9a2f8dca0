// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/textlines.h"

#include "resultcheck.h"

#include <QTest>

using namespace Tandem;

class TestTextLines final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void splits_data();
    void splits();
    void rejects_data();
    void rejects();
};

void TestTextLines::splits_data()
{
    QTest::addColumn<QByteArray>("raw");
    QTest::addColumn<QStringList>("lines");

    QTest::newRow("empty") << QByteArray() << QStringList();
    QTest::newRow("one line, no newline") << QByteArray("a") << QStringList{"a"};
    QTest::newRow("trailing newline dropped") << QByteArray("a\nb\n") << QStringList{"a", "b"};
    QTest::newRow("crlf") << QByteArray("a\r\nb\r\n") << QStringList{"a", "b"};
    QTest::newRow("inner empty lines kept") << QByteArray("a\n\nb") << QStringList{"a", "", "b"};
    QTest::newRow("utf-8") << QByteArray("\xe6\x97\xa5\xe6\x9c\xac\n")
                           << QStringList{QString::fromUtf8("\xe6\x97\xa5\xe6\x9c\xac")};
}

void TestTextLines::splits()
{
    QFETCH(QByteArray, raw);
    QFETCH(QStringList, lines);
    const auto result = splitTextLines(raw);
    TANDEM_VERIFY_RESULT(result);
    QCOMPARE(*result, lines);
}

void TestTextLines::rejects_data()
{
    QTest::addColumn<QByteArray>("raw");
    QTest::addColumn<int>("line");

    QTest::newRow("nul on line 2") << QByteArray("ok\nbad\0x\n", 9) << 2;
    QTest::newRow("invalid utf-8 on line 3") << QByteArray("a\nb\n\xff\xfe\n") << 3;
}

void TestTextLines::rejects()
{
    QFETCH(QByteArray, raw);
    QFETCH(int, line);
    const auto result = splitTextLines(raw);
    QVERIFY(!result.has_value());
    QCOMPARE(result.error().line, line);
    QVERIFY(result.error().toString().startsWith(QStringLiteral("line %1: ").arg(line)));
}

QTEST_GUILESS_MAIN(TestTextLines)
#include "tst_textlines.moc"
