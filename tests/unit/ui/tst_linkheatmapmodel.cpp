// SPDX-License-Identifier: GPL-3.0-or-later
// One RDMA cell of the link heatmap where a twin gave no number: what the other twin measured
// is what the cell shows (a stale twin beside one whose test failed on an MTU that differs), and
// the twin without a number gets a line of its own. The cells of a healthy and of a stale ring
// are in tst_doctorpage.
#include "doctorrecords.h"
#include "linkbandstyle.h"
#include "models/linkheatmapmodel.h"
#include "translations.h"

#include <QAbstractItemModelTester>
#include <QStandardPaths>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Ui;

Q_DECLARE_METATYPE(std::optional<double>)

class TestLinkHeatmapModel final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void aTwinWithoutANumber_data();
    void aTwinWithoutANumber();
};

void TestLinkHeatmapModel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    Translations::install(QStringLiteral("en"));
}

void TestLinkHeatmapModel::aTwinWithoutANumber_data()
{
    QTest::addColumn<std::optional<double>>("twin1"); // Gb/s of each twin, each way alike
    QTest::addColumn<std::optional<double>>("twin2");
    QTest::addColumn<int>("band");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("unmeasured");
    const std::optional<double> none;
    // The walkthrough's cell: one twin's MTU differs at its two ends, so its test failed; the
    // other came up stale. The stale number is the finding that matters.
    QTest::newRow("stale beside no number") << std::optional(16.0) << none << int(LinkBand::Stale)
                                            << "Stale\ntwin 16.0 Gb/s\nother twin: no result" << 1;
    QTest::newRow("slow beside no number") << std::optional(61.5) << none << int(LinkBand::Fail)
                                           << "Fail\ntwin 61.5 Gb/s\nother twin: no result" << 1;
    // In band beside a twin without a number is not a healthy link: grey, with the number.
    QTest::newRow("in band beside no number")
        << none << std::optional(110.9) << int(LinkBand::Error)
        << "No result\ntwin 110.9 Gb/s\nother twin: no result" << 1;
    QTest::newRow("no number at all")
        << none << none << int(LinkBand::Error) << "No result\ntwin: no number" << 0;
    QTest::newRow("both measured")
        << std::optional(16.0) << std::optional(110.9) << int(LinkBand::Stale)
        << "Stale\ntwin 16.0 Gb/s\nboth 126.9 Gb/s (Fail)" << 0;
}

void TestLinkHeatmapModel::aTwinWithoutANumber()
{
    QFETCH(std::optional<double>, twin1);
    QFETCH(std::optional<double>, twin2);
    QFETCH(int, band);
    QFETCH(QString, text);
    QFETCH(int, unmeasured);
    const QString a = QStringLiteral("spark-a"), b = QStringLiteral("spark-b");
    LinkMatrix matrix;
    matrix.nodes = {a, b};
    for (bool fromB : {false, true}) {
        matrix.rdma << Test::rdmaRun(a, b, fromB, Test::rightTwin, Test::leftTwin, twin1)
                    << Test::rdmaRun(a, b, fromB, Test::rightTwin2, Test::leftTwin2, twin2);
        // Both at once gives no sum when a twin fails.
        std::optional<double> sum;
        if (twin1 && twin2)
            sum = *twin1 + *twin2;
        matrix.rdma << Test::rdmaRun(a, b, fromB, QStringLiteral("both"), {}, sum);
    }
    LinkHeatmapModel model(LinkHeatmapModel::Mode::Rdma);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setMatrix(matrix);
    for (const QModelIndex &cell : {model.index(0, 1), model.index(1, 0)}) {
        QCOMPARE(cell.data().toString(), text);
        QCOMPARE(cell.data(LinkHeatmapModel::BandRole).toInt(), band);
        QCOMPARE(cell.data(LinkHeatmapModel::UnmeasuredRole).toInt(), unmeasured);
        QCOMPARE(cell.data(Qt::BackgroundRole).value<QBrush>().color(),
                 LinkBandStyle::background(LinkBand(band), QPalette()));
        // A screen reader hears the same lines; the tooltip keeps every run with its error.
        QVERIFY(cell.data(Qt::AccessibleTextRole)
                    .toString()
                    .endsWith(QString(text).replace(u'\n', QStringLiteral(", "))));
        if (!twin1 || !twin2)
            QVERIFY(
                cell.data(Qt::ToolTipRole).toString().contains(QLatin1String("Couldn't connect")));
    }
}

QTEST_MAIN(TestLinkHeatmapModel)
#include "tst_linkheatmapmodel.moc"
