// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/checkednumbers.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace Tandem;

class TestCheckedNumbers final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void integers_data();
    void integers();
    void measures_data();
    void measures();
    void inputSize();
    void saturates();
};

void TestCheckedNumbers::integers_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<qint64>("min");
    QTest::addColumn<qint64>("max");
    QTest::addColumn<bool>("accepted");
    QTest::addColumn<qint64>("expected");
    constexpr qint64 big = std::numeric_limits<qint64>::max();
    constexpr qint64 small = std::numeric_limits<qint64>::min();
    const double inf = std::numeric_limits<double>::infinity();
    QTest::newRow("zero") << 0.0 << qint64(0) << big << true << qint64(0);
    QTest::newRow("16 GiB") << 17179869184.0 << qint64(0) << big << true << qint64(17179869184);
    QTest::newRow("-1 root") << -1.0 << qint64(-1) << qint64(1000) << true << qint64(-1);
    QTest::newRow("1e300") << 1e300 << qint64(0) << big << false << qint64(0);
    QTest::newRow("-9.3e18") << -9.3e18 << small << big << false << qint64(0);
    QTest::newRow("2^63") << 9223372036854775808.0 << small << big << false << qint64(0);
    QTest::newRow("-2^63") << -9223372036854775808.0 << small << big << true << small;
    QTest::newRow("NaN") << std::nan("") << small << big << false << qint64(0);
    QTest::newRow("inf") << inf << small << big << false << qint64(0);
    QTest::newRow("-inf") << -inf << small << big << false << qint64(0);
    QTest::newRow("fraction") << 2.5 << qint64(0) << big << false << qint64(0);
    QTest::newRow("negative size") << -8.0 << qint64(0) << big << false << qint64(0);
    QTest::newRow("above max") << 1025.0 << qint64(0) << qint64(1024) << false << qint64(0);
}

void TestCheckedNumbers::integers()
{
    QFETCH(double, value);
    QFETCH(qint64, min);
    QFETCH(qint64, max);
    QFETCH(bool, accepted);
    QFETCH(qint64, expected);
    const auto result = checkedInteger(value, min, max);
    QCOMPARE(result.has_value(), accepted);
    if (accepted)
        QCOMPARE(*result, expected);
}

void TestCheckedNumbers::measures_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("busbw") << 23.74 << true;
    QTest::newRow("zero") << 0.0 << true;
    QTest::newRow("nan, as nccl-tests prints it") << std::nan("") << true;
    QTest::newRow("1e308") << 1e308 << false;
    QTest::newRow("inf") << std::numeric_limits<double>::infinity() << false;
    QTest::newRow("negative") << -1.0 << false;
}

void TestCheckedNumbers::measures()
{
    QFETCH(double, value);
    QFETCH(bool, accepted);
    QCOMPARE(isMeasureWithin(value, InputLimits::BandwidthGBps), accepted);
}

void TestCheckedNumbers::inputSize()
{
    QVERIFY(!checkInputSize(100, 100, QStringLiteral("x")));
    const auto error = checkInputSize(3 * 1024 * 1024, 1024 * 1024, QStringLiteral("the log"));
    QVERIFY(error);
    QVERIFY2(error->message.contains(QLatin1String("the log")), qPrintable(error->message));
    QVERIFY2(error->message.contains(QLatin1String("larger than 1 MiB")),
             qPrintable(error->message));
}

void TestCheckedNumbers::saturates()
{
    int counter = std::numeric_limits<int>::max() - 1;
    saturatingIncrement(counter);
    saturatingIncrement(counter);
    QCOMPARE(counter, std::numeric_limits<int>::max());
}

QTEST_GUILESS_MAIN(TestCheckedNumbers)
#include "tst_checkednumbers.moc"
