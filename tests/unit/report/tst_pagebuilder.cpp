// SPDX-License-Identifier: GPL-3.0-or-later
// Where the report's pages break: a short paragraph or block is not split, a long one keeps two
// lines on each side of a break, and a check's line stays with the start of its evidence.
#include "report/pagebuilder.h"

#include <QTest>

using namespace Tandem;

namespace {

QString numbered(const QString &prefix, int count)
{
    QStringList lines;
    for (int i = 1; i <= count; ++i)
        lines << prefix + QString::number(i);
    return lines.join(QLatin1Char('\n'));
}

// How many lines of `prefix` each page holds.
QList<int> linesPerPage(const QList<ReportSheet> &pages, const QString &prefix)
{
    QList<int> counts;
    for (const ReportSheet &page : pages) {
        int n = 0;
        for (const PageOp &op : page.ops)
            n += op.kind == PageOp::Kind::Text && op.text.startsWith(prefix) ? 1 : 0;
        counts << n;
    }
    return counts;
}

} // namespace

class TestPageBuilder final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void breaks_data();
    void breaks();
    void aBlockTallerThanAPageIsNotPushedOn();
    void appendixNumbersStayWhole_data();
    void appendixNumbersStayWhole();
};

void TestPageBuilder::breaks_data()
{
    QTest::addColumn<bool>("pre");
    QTest::addColumn<int>("lines");
    QTest::addColumn<double>("roomInLines"); // what is left of the first page
    QTest::addColumn<QList<int>>("expected");
    QTest::newRow("a short paragraph goes on whole") << false << 3 << 2.5 << QList<int>{0, 3};
    QTest::newRow("a short paragraph that fits") << false << 3 << 3.5 << QList<int>{3, 0};
    QTest::newRow("no line alone at a page's foot") << false << 10 << 1.5 << QList<int>{0, 10};
    QTest::newRow("no line alone at a page's top") << false << 10 << 9.5 << QList<int>{8, 2};
    QTest::newRow("a long paragraph breaks") << false << 10 << 5.5 << QList<int>{5, 5};
    QTest::newRow("a short block goes on whole") << true << 6 << 4.5 << QList<int>{0, 6};
    QTest::newRow("a long block breaks") << true << 60 << 20.5 << QList<int>{20, 40};
}

void TestPageBuilder::breaks()
{
    QFETCH(bool, pre);
    QFETCH(int, lines);
    QFETCH(double, roomInLines);
    QFETCH(QList<int>, expected);
    const ReportFont font = pre ? ReportFont::Mono : ReportFont::Body;
    // One line's height: the block's own height less its spacing.
    const double lineHeight = pre ? PageBuilder::preHeight(QStringLiteral("x"), 1)
                                  : PageBuilder::paragraphHeight(QStringLiteral("x"), font) - 3;
    PageBuilder builder;
    builder.space(PageBuilder::bottom - PageBuilder::top - roomInLines * lineHeight);
    const QString text = numbered(QStringLiteral("L"), lines);
    if (pre)
        builder.pre(text);
    else
        builder.paragraph(text);
    QList<int> got = linesPerPage(builder.take(), QStringLiteral("L"));
    while (got.size() < expected.size())
        got << 0;
    QCOMPARE(got, expected);
}

void TestPageBuilder::aBlockTallerThanAPageIsNotPushedOn()
{
    // keepTogether() asks for room that no page has: nothing is gained by a new page.
    PageBuilder builder;
    builder.paragraph(QStringLiteral("first"));
    builder.keepTogether(PageBuilder::bottom);
    builder.paragraph(QStringLiteral("second"));
    QCOMPARE(builder.take().size(), 1);
}

void TestPageBuilder::appendixNumbersStayWhole_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("number");
    QTest::newRow("a sentence that cites the appendix")
        << "nvidia logs in from every node to every other over CX7 with BatchMode (no password, "
           "host keys checked). See Appendix A.2."
        << "A.2";
    QTest::newRow("a two-digit number") << "Every check of the step. See Appendix A.12."
                                        << "A.12";
}

void TestPageBuilder::appendixNumbersStayWhole()
{
    // At every width, "A.2" is on one line: no "A." at a line's end with "2." on the next, and
    // nothing of the guard against that is left in the text.
    QFETCH(QString, text);
    QFETCH(QString, number);
    for (double width = 40; width <= 400; width += 1) {
        const QStringList lines = PageBuilder::wrap(text, ReportFont::Body, width);
        QCOMPARE(lines.join(QString()).remove(QLatin1Char(' ')),
                 QString(text).remove(QLatin1Char(' ')));
        const auto whole = std::any_of(lines.cbegin(), lines.cend(), [&](const QString &line) {
            return line.contains(number);
        });
        QVERIFY2(
            whole,
            qPrintable(
                QStringLiteral("%1 at %2 pt: %3").arg(number).arg(width).arg(lines.join(u'|'))));
    }
}

QTEST_MAIN(TestPageBuilder) // a GUI application: font metrics
#include "tst_pagebuilder.moc"
