// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/units.h"

#include <QTest>

using namespace Tandem;

class TestUnits final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void bytes_data();
    void bytes();
    void bandwidth_data();
    void bandwidth();
};

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
