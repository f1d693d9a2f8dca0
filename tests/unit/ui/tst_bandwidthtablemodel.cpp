// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/bandwidthtablemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Ui;

namespace {

NcclRow row(qint64 bytes, double busbw, std::optional<double> inPlaceBusbw)
{
    NcclRow r;
    r.bytes = bytes;
    r.count = bytes / 4;
    r.type = QStringLiteral("float");
    r.redop = QStringLiteral("none");
    r.outOfPlace = {1000.5, busbw * 2, busbw, 0};
    if (inPlaceBusbw)
        r.inPlace = {990.25, *inPlaceBusbw * 2, inPlaceBusbw, 0};
    return r;
}

ProbeSample sample(double t, double busbw)
{
    ProbeSample s;
    s.op = QStringLiteral("all_gather");
    s.bytes = 1 << 20;
    s.timeUs = 5000;
    s.algbw = busbw * 2;
    s.busbw = busbw;
    s.t = t;
    return s;
}

} // namespace

class TestBandwidthTableModel final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sweepRows_data();
    void sweepRows();
    void soakSamples();
    void boundedRows();
    void modeChangeResets();
};

void TestBandwidthTableModel::sweepRows_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<QVariant>("value");
    QTest::addColumn<QString>("text");
    QTest::newRow("size") << int(BandwidthTableModel::Size) << QVariant(qint64(1) << 30)
                          << QStringLiteral("1,073,741,824");
    QTest::newRow("count") << int(BandwidthTableModel::Count) << QVariant(qint64(1) << 28)
                           << QStringLiteral("268,435,456");
    QTest::newRow("type") << int(BandwidthTableModel::Type) << QVariant(QStringLiteral("float"))
                          << QStringLiteral("float");
    QTest::newRow("redop") << int(BandwidthTableModel::Redop) << QVariant(QStringLiteral("none"))
                           << QStringLiteral("none");
    QTest::newRow("time") << int(BandwidthTableModel::Time) << QVariant(1000.5)
                          << QStringLiteral("1,000.5");
    QTest::newRow("algbw") << int(BandwidthTableModel::AlgBw) << QVariant(47.4)
                           << QStringLiteral("47.40");
    QTest::newRow("busbw") << int(BandwidthTableModel::BusBw) << QVariant(23.7)
                           << QStringLiteral("23.70");
    QTest::newRow("#wrong") << int(BandwidthTableModel::Wrong) << QVariant(0.0)
                            << QStringLiteral("0");
    QTest::newRow("in-place busbw")
        << int(BandwidthTableModel::InPlaceBusBw) << QVariant(23.9) << QStringLiteral("23.90");
    QTest::newRow("in-place time")
        << int(BandwidthTableModel::InPlaceTime) << QVariant(990.25) << QStringLiteral("990.3");
}

void TestBandwidthTableModel::sweepRows()
{
    QFETCH(int, column);
    QFETCH(QVariant, value);
    QFETCH(QString, text);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); // fixed separators
    BandwidthTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    model.addRow(row(8, 0.0, 0.0));
    model.addRow(row(qint64(1) << 30, 23.7, 23.9));
    QCOMPARE(inserted.size(), 2);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), 12);
    const QModelIndex index = model.index(1, column);
    QCOMPARE(index.data(BandwidthTableModel::ValueRole), value);
    QCOMPARE(index.data().toString(), text);
    QVERIFY(!model.headerData(column, Qt::Horizontal).toString().isEmpty());
}

void TestBandwidthTableModel::soakSamples()
{
    BandwidthTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setMode(BandwidthTableModel::Mode::Soak);
    QCOMPARE(model.columnCount(), 6);
    for (int i = 0; i < 5; ++i)
        model.addSample(sample(0.2 * (i + 1), 0.1 + i));
    QCOMPARE(model.rowCount(), 5);
    QCOMPARE(model.index(4, BandwidthTableModel::SoakTime)
                 .data(BandwidthTableModel::ValueRole)
                 .toDouble(),
             1.0);
    QCOMPARE(model.index(4, BandwidthTableModel::SoakBusBw)
                 .data(BandwidthTableModel::ValueRole)
                 .toDouble(),
             4.1);
    QCOMPARE(model.index(4, BandwidthTableModel::SoakSize)
                 .data(BandwidthTableModel::ValueRole)
                 .toLongLong(),
             1 << 20);
    QCOMPARE(model.headerData(BandwidthTableModel::SoakTime, Qt::Horizontal).toString(),
             QStringLiteral("time (s)"));
    // A probe sweep has no in-place run: those columns say N/A rather than a made-up zero.
    model.setMode(BandwidthTableModel::Mode::Sweep);
    model.addSample(sample(0.1, 2.0));
    QVERIFY(model.index(0, BandwidthTableModel::InPlaceBusBw)
                .data(BandwidthTableModel::ValueRole)
                .isNull());
    QCOMPARE(model.index(0, BandwidthTableModel::InPlaceBusBw).data().toString(),
             QStringLiteral("N/A"));
    // Not a measurement: an absent count is blank, not "N/A".
    QCOMPARE(model.index(0, BandwidthTableModel::Count).data().toString(), QString());
    // busbw comes right after the size, where the narrow table beside the chart shows it.
    QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("busbw (GB/s)"));
    QVERIFY(int(BandwidthTableModel::InPlaceBusBw) < int(BandwidthTableModel::Count));
}

void TestBandwidthTableModel::boundedRows()
{
    BandwidthTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setMode(BandwidthTableModel::Mode::Soak);
    model.setMaxRows(100);
    for (int i = 0; i < 250; ++i)
        model.addSample(sample(i, 1.0));
    QCOMPARE(model.rowCount(), 100);
    // The newest stay, the oldest went.
    QCOMPARE(model.index(0, BandwidthTableModel::SoakTime)
                 .data(BandwidthTableModel::ValueRole)
                 .toDouble(),
             150.0);
    QCOMPARE(model.index(99, BandwidthTableModel::SoakTime)
                 .data(BandwidthTableModel::ValueRole)
                 .toDouble(),
             249.0);
    model.setMaxRows(10);
    QCOMPARE(model.rowCount(), 10);
    QCOMPARE(model.index(0, BandwidthTableModel::SoakTime)
                 .data(BandwidthTableModel::ValueRole)
                 .toDouble(),
             240.0);
}

void TestBandwidthTableModel::modeChangeResets()
{
    BandwidthTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.addRow(row(1024, 1.0, 1.0));
    model.setMode(BandwidthTableModel::Mode::Soak);
    QCOMPARE(reset.size(), 1);
    QCOMPARE(model.rowCount(), 0);
    model.clear(); // already empty: no reset
    QCOMPARE(reset.size(), 1);
}

QTEST_MAIN(TestBandwidthTableModel)
#include "tst_bandwidthtablemodel.moc"
