// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/units.h"

#include <QTest>

#include <limits>

using namespace Tandem;

class TestUnits final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void bytes_data();
    void bytes();
    void bandwidth_data();
    void bandwidth();
    void sizes_data();
    void sizes();
};

void TestUnits::sizes_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("bytes"); // -1: refused
    QTest::newRow("bytes") << "8" << qint64(8);
    QTest::newRow("K") << "256K" << qint64(262144);
    QTest::newRow("lower m") << "1m" << qint64(1048576);
    QTest::newRow("G") << " 16G " << qint64(17179869184);
    QTest::newRow("T") << "1T" << (qint64(1) << 40);
    QTest::newRow("zero") << "0" << qint64(-1);
    QTest::newRow("negative") << "-1G" << qint64(-1);
    QTest::newRow("text") << "x" << qint64(-1);
    QTest::newRow("unit only") << "G" << qint64(-1);
    QTest::newRow("overflow") << "99999999999T" << qint64(-1);
    QTest::newRow("decimal") << "1.5G" << qint64(-1);
}

void TestUnits::sizes()
{
    QFETCH(QString, text);
    QFETCH(qint64, bytes);
    const auto size = parseSize(text);
    if (bytes < 0)
        QCOMPARE(size, std::nullopt);
    else
        QCOMPARE(size, std::optional<qint64>(bytes));
}

void TestUnits::bytes_data()
{
    QTest::addColumn<qint64>("value");
    QTest::addColumn<QString>("text");
    QTest::newRow("zero") << qint64(0) << "0 B";
    QTest::newRow("8") << qint64(8) << "8 B";
    QTest::newRow("1023") << qint64(1023) << "1023 B";
    QTest::newRow("1 KiB") << qint64(1024) << "1 KiB";
    QTest::newRow("1.5 MiB") << qint64(1536) * 1024 << "1.5 MiB";
    QTest::newRow("16 GiB") << qint64(17179869184) << "16 GiB";
    QTest::newRow("odd") << qint64(1000000) << "976.56 KiB";
    QTest::newRow("negative") << qint64(-2048) << "-2 KiB";
    // -bytes overflowed for the smallest qint64 and the old recursion never ended.
    QTest::newRow("smallest qint64") << std::numeric_limits<qint64>::min() << "-8192 PiB";
    QTest::newRow("largest qint64") << std::numeric_limits<qint64>::max() << "8192 PiB";
}

void TestUnits::bytes()
{
    QFETCH(qint64, value);
    QFETCH(QString, text);
    QCOMPARE(formatBytes(value), text);
}

void TestUnits::bandwidth_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("text");
    QTest::newRow("spark") << 23.74 << "23.74 GB/s";
    QTest::newRow("rounding") << 342.486 << "342.49 GB/s";
    QTest::newRow("zero") << 0.0 << "0.00 GB/s";
}

void TestUnits::bandwidth()
{
    QFETCH(double, value);
    QFETCH(QString, text);
    QCOMPARE(formatBandwidth(value), text);
}

QTEST_GUILESS_MAIN(TestUnits)
#include "tst_units.moc"
