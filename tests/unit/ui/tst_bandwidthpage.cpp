// SPDX-License-Identifier: GPL-3.0-or-later
#include "bandwidthplot.h"
#include "fakenoderunner.h"
#include "pages/bandwidthpage.h"
#include "steps/workflow.h"
#include "util/units.h"

#include <QComboBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTest>

using namespace Tandem;
using namespace Tandem::Ui;

class TestBandwidthPage final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void withoutPlanSaysWhy();
    void controlsMakeTheSpec();
    void rowsReachThePlot();
};

void TestBandwidthPage::withoutPlanSaysWhy()
{
    Workflow workflow(Test::fakeRunnerFactory());
    BandwidthPage page(&workflow);
    QVERIFY2(page.commandView()->toPlainText().contains(QLatin1String("network plan")),
             qPrintable(page.commandView()->toPlainText()));
    auto *run = page.findChild<QPushButton *>(QStringLiteral("runButton"));
    QVERIFY(run);
    QVERIFY(!run->isEnabled());
    QVERIFY(!page.cancelButton()->isEnabled());
}

void TestBandwidthPage::controlsMakeTheSpec()
{
    Workflow workflow(Test::fakeRunnerFactory());
    BandwidthPage page(&workflow);
    page.findChild<QComboBox *>(QStringLiteral("opBox"))->setCurrentText(QStringLiteral("all_reduce"));
    page.findChild<QLineEdit *>(QStringLiteral("minBytes"))->setText(QStringLiteral("64K"));
    page.findChild<QLineEdit *>(QStringLiteral("maxBytes"))->setText(QStringLiteral("16G"));
    const TestSpec spec = page.spec();
    QCOMPARE(spec.op, QStringLiteral("all_reduce"));
    QCOMPARE(spec.minBytes, 65536);
    QCOMPARE(spec.maxBytes, qint64(16) << 30);
    QCOMPARE(spec.tool, BandwidthTool::NcclTests);
    QCOMPARE(parseSize(QStringLiteral("x")), std::nullopt);
}

void TestBandwidthPage::rowsReachThePlot()
{
    Workflow workflow(Test::fakeRunnerFactory());
    BandwidthPage page(&workflow);
    NcclRow row;
    row.bytes = qint64(1) << 30;
    row.outOfPlace.busbw = 23.7;
    row.inPlace.busbw = 23.9;
    Q_EMIT workflow.bandwidthRow(row);
    QTRY_COMPARE(page.plot()->drawnLast(BandwidthPlot::InPlace).value_or(QPointF()), QPointF(double(row.bytes), 23.9));
    QCOMPARE(page.plot()->drawnLast(BandwidthPlot::OutOfPlace).value_or(QPointF()), QPointF(double(row.bytes), 23.7));
}

QTEST_MAIN(TestBandwidthPage)
#include "tst_bandwidthpage.moc"
